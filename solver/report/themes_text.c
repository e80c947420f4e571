/* themes_text.c - the "Analysis" section of the text report: the themes
 * entries of each key, with their moves in SAN in the position where each is
 * played, in the reader's language. The JSON record keeps every entry as it is;
 * the text says each thing once: no line repeats what another says (key-check
 * beside checking-key, a one-threat effective-defences beside the variations,
 * the unprovided moves of an incomplete block...), nothing with a zero count,
 * and one line per change shared by several tries. */
#include <stdlib.h>
#include <string.h>
#include "solver/movegen.h"
#include "solver/report/themes_text.h"
#include "solver/report/phases_text.h"
#include "solver/report/themes_text_moves.h"
#include "solver/report/themes_text_tries.h"
#include "solver/report/themes_text_mates.h"
#include "solver/report/themes_text_key.h"
#include "solver/report/themes_text_threats.h"
#include "solver/report/themes_text_why.h"
#include "solver/report/themes_text_type.h"
#include "solver/report/theme_words.h"
#include "solver/report/motives_text.h"
#include "solver/report/moves_text.h"
#include "solver/report/defence_group.h"
#include "themes/king_squares.h"

/* The pieces of entries' details, marked here for xgettext: tr() translates
 * them where written (the themes' names and titles are in themes/theme_list.h). */
static const char *const PIECES[] __attribute__((unused)) = {
    N_("pawn"), N_("knight"), N_("bishop"), N_("rook"), N_("queen"), N_("king"),
};

static const char *name_of(const ThemeEntry *e)
{
    return theme_info(e->id)->name;
}

/* The threats an entry lists: the key's (effective-defences) or those that show
 * the theme (pin-mate, battery-mate). */
static const ThemeMoves *threats_of(const ThemeEntry *e)
{
    return entry_has(e, EF_MATING_THREATS) ? &e->mating_threats : &e->threats;
}

/* A Novotny's named form with the theme's name, as each language writes the
 * phrase: "differentiated Novotny", "Finnish Novotny"; "differenzierter Nowotny",
 * "finnischer Nowotny"; "Novotny differenziato" (Chicco and Porreca), "Novotny
 * finlandese" (it.wikipedia); "Greek Novotny" (SuperProblem TT-162); NULL for
 * another theme or form. Whole phrases, so that each language sets its own order. */
static const char *novotny_form(const Ctx *c, const ThemeEntry *e)
{
    if (!entry_has(e, EF_VARIANT) || strcmp(name_of(e), "novotny") != 0)
        return NULL;
    if (strcmp(e->variant, "differentiated") == 0)
        /* TRANSLATORS: Novotny's named form with the theme's name (Chicco and Porreca's
         * "Novotny differenziato"): its captures' mates are not the first move's threats */
        return T(c, "differentiated Novotny");
    if (strcmp(e->variant, "finnish") == 0)
        /* TRANSLATORS: Novotny's named form with the theme's name: the key takes a black
         * pawn standing on the crossing square */
        return T(c, "Finnish Novotny");
    if (strcmp(e->variant, "greek") == 0)
        /* TRANSLATORS: Novotny's named form with the theme's name (SuperProblem's
         * tourney TT-162, "Греческий Новотный"): the Novotny's first move is a mate in
         * a variation of another phase */
        return T(c, "Greek Novotny");
    return NULL;
}

/* A theme's named form, as the literature writes it after the name: Somov's
 * "B1", Barulin's "A", in every language (the record keeps SPEC's English). */
static const char *variant_words(const ThemeEntry *e)
{
    return e->variant;
}

/* The number of an entry's heading: what its line lists, a group of moves once
 * (the record's count may count each move: battery mates, duals; a theme of mates
 * over phases, each defence: solver/report/README.md "The Analysis"). */
static int line_count(const ThemeEntry *e)
{
    if (tt_is_theme_of_mates(e) && entry_has(e, EF_PHASES))
        return tt_listed_groups(e);
    if (e->variations.n > 0 && !tt_is_theme_of_mates(e))
        return tt_groups(&e->variations);
    return e->count;
}

/* "  label variant (count) (square)": the start of an entry's line, noted as
 * the page's chip: its words and count, not its square. */
static void heading(const Ctx *c, const ThemeEntry *e)
{
    char label[96];
    const char *form = novotny_form(c, e);
    if (form)
        snprintf(label, sizeof label, "%s", form);
    else if (entry_has(e, EF_VARIANT)) /* a named form, as the literature writes it ("Somov B2") */
        snprintf(label, sizeof label, "%s %s", theme_heading(name_of(e), c->lang), variant_words(e));
    else
        snprintf(label, sizeof label, "%s", theme_heading(name_of(e), c->lang));
    int count = -1;
    if (entry_has(e, EF_COUNT) && e->count > 0 && !tt_square_off_play(e))
        count = line_count(e);
    else if (entry_has(e, EF_SEPARATIONS)) /* Fleck: the threats it separates */
        count = e->separations.n;
    fprintf(c->out, "  %s", label);
    if (count >= 0)
        fprintf(c->out, " (%d)", count);
    tt_chip(c, e, label, count > 0 ? count : 0);
    if (entry_has(e, EF_SQUARE) && !(entry_has(e, EF_PHASES) && tt_is_theme_of_mates(e) && !tt_square_off_play(e))) {
        char sq[3]; /* (a self-block's and a pin-mate's square is in its play) */
        square_name(e->square, sq);
        fprintf(c->out, " (%s)", sq);
    }
}

/* Any other entry: its piece, squares, variations or defences, threats. */
static void generic(const Ctx *c, const ThemeEntry *e)
{
    if (tt_mates_why(c, e) || tt_key_feature(c, e))
        return;
    const char *piece = entry_has(e, EF_PIECE_TYPE) ? piece_type_name(e->piece_type) : NULL;
    const ThemeMoves *threats = threats_of(e);
    /* Open the details with a colon, once, when there are any. */
    bool any = piece || e->squares.n || e->variations.n || e->defences.n || threats->n;
    if (!any)
        return;
    fputs(tt_colon(c), c->out);
    if (piece)
        fprintf(c->out, " %s", T(c, piece));
    /* A Somov's or Barulin's square is in its why ("each defence blocks f3, ..."):
     * not bare before its moves ("Somov B2 (1): f3 1...Rf3"). */
    bool square_in_why = e->id == THEME_SOMOV || e->id == THEME_BARULIN;
    for (int i = 0; i < e->squares.n && !square_in_why; i++) {
        char sq[3];
        square_name(e->squares.v[i], sq);
        fprintf(c->out, " %s", sq);
    }
    if (e->variations.n > 0) {
        for (int i = 0, k = 0; i < e->variations.n; i++) {
            const ThemeLine *lines[DG_MAX];
            int n = tt_group_of(&e->variations, i, lines);
            if (n == 0)
                continue; /* written with its group */
            fputs(k++ ? tt_semi(c) : "", c->out);
            tt_group_change_before(c, &e->variations, lines, n, NULL);
            tt_group_change_after(c, lines, n);
        }
    } else {
        tt_put_defences(c, &c->after, &e->defences);
    }
    if (threats->n > 0) {
        fprintf(c->out, "%s %s", e->variations.n ? tt_semi(c) : "", tt_threat_word(c, threats->v, threats->n));
        tt_put_threats(c, threats->v, threats->n);
    }
    tt_key_why(c, e);
}

/* An entry of another theme across phases above e with the very same play, or
 * NULL. Two instances of one theme on the same play differ in what makes them
 * (two white corrections: other random moves, another error): each says it. */
static const ThemeEntry *same_play_above(const Ctx *c, const ThemeEntry *e)
{
    for (int i = 0; i < c->n && c->entries[i] != e; i++)
        if (c->entries[i]->id != e->id && entry_has(c->entries[i], EF_PHASES) && entry_same_play(c->entries[i], e))
            return c->entries[i];
    return NULL;
}

/* The first entry of theme id about a try (the entries from the set play have none). */
static const ThemeEntry *first_of_tries(const Ctx *c, ThemeId id)
{
    for (int i = 0; i < c->n; i++)
        if (c->entries[i]->id == id && entry_has(c->entries[i], EF_TRY))
            return c->entries[i];
    return NULL;
}

/* The entry whose line says e as well, or NULL: a key's check is its checking
 * key's, its Fleck its total Fleck's (c holds one key's entries), the
 * unprovided moves of an incomplete block are in the block's line. */
static const ThemeEntry *said_by(const Ctx *c, const ThemeEntry *e)
{
    const ThemeEntry *incomplete = tt_named(c, THEME_INCOMPLETE_BLOCK);
    if (e->id == THEME_KEY_CHECK)
        return tt_named(c, THEME_CHECKING_KEY);
    if (e->id == THEME_FLECK)
        return tt_named(c, THEME_TOTAL_FLECK);
    if ((e->id == THEME_UNPROVIDED_CHECKS || e->id == THEME_UNPROVIDED_FLIGHTS) && incomplete
        && incomplete->unprovided.n > 0)
        return incomplete;
    return NULL;
}

/* Whether e has no line of its own: another line says it, or it has nothing
 * to say. */
static bool said_elsewhere(const Ctx *c, const ThemeEntry *e)
{
    if (entry_has(e, EF_PHASES))
        return false; /* a theme across phases, or of mates over phases: its play */
    return (entry_has(e, EF_COUNT) && e->count == 0 && threats_of(e)->n == 0) /* nothing to report */
           /* with one threat every variation above defeats it; with none that
            * separates them (two threats, or one promotion threat, met alike) a
            * bare "effective defences" would say nothing */
           || (e->id == THEME_EFFECTIVE_DEFENCES && (e->threats.n < 2 || e->defeats.n == 0))
           || said_by(c, e);
}

/* Whether e is the changed or transferred mates of a try: one line a change,
 * with every try that shows it (themes_text_tries.c). */
static bool of_try(const ThemeEntry *e)
{
    return entry_has(e, EF_TRY) && (e->id == THEME_CHANGED_MATES || e->id == THEME_TRANSFERRED_MATES);
}

/* Whether several entries of e's theme are written one a line under its name:
 * all but the changes of tries (one line a change, the tries after it). */
static bool groups(const ThemeEntry *e)
{
    return !of_try(e) && e->id != THEME_TRANSFERRED_MATES;
}

/* e's details after its heading: ": ..." (or nothing). */
static void details(const Ctx *c, const ThemeEntry *e)
{
    ThemeId id = e->id;
    if (id == THEME_EFFECTIVE_DEFENCES)
        tt_effective(c, e);
    else if (id == THEME_FLECK || id == THEME_TOTAL_FLECK) {
        if (c->alone) /* else the separation is in the effective-defences line above */
            tt_separations(c, e);
        else
            tt_key_why(c, e);
    }
    else if (id == THEME_UNPROVIDED_CHECKS || id == THEME_UNPROVIDED_FLIGHTS) {
        fputs(tt_colon(c), c->out);
        for (int i = 0; i < e->defences.n; i++) {
            tt_put_line(c, &c->passed, e->defences.v[i], NULL);
            tt_defender_mates_note(c, &c->passed, e->defences.v[i]);
        }
    } else if (id == THEME_DUALS || id == THEME_STAR_FLIGHTS || id == THEME_PLUS_FLIGHTS) {
        /* the mates are in the variations above */
        fputs(tt_colon(c), c->out);
        if (e->variations.n > 0)
            tt_put_group_defences(c, &e->variations);
        else
            tt_put_defences(c, &c->after, &e->defences);
        tt_key_why(c, e);
    } else if (id == THEME_CHANGED_MATES || id == THEME_ADDED_MATES || id == THEME_REMOVED_MATES) {
        tt_set_changes(c, e);
    } else {
        generic(c, e);
    }
}

/* "the same play as Le Grand": the title of the entry above whose play this one
 * is, set off as the language quotes a name ("wie „Le Grand“", "di «Le Grand»"). */
static void same_play(const Ctx *c, const ThemeEntry *same)
{
    char title[128];
    phases_text_label(same, c->lang, title, sizeof title);
    /* TRANSLATORS: "Dombrovskis: the same play as Le Grand": %s is the title of
     * the other theme; quote it as the language quotes a name. */
    fprintf(c->out, T(c, "the same play as %s"), title);
}

/* Writes entry e on its line, or nothing when other lines say it already. */
static void entry(const Ctx *c, const ThemeEntry *e)
{
    if (of_try(e)) {
        if (e == first_of_tries(c, e->id))
            tt_per_try(c, e);
        return;
    }
    bool mates = tt_is_theme_of_mates(e);
    const ThemeEntry *same = entry_has(e, EF_PHASES) && !mates && !c->alone ? same_play_above(c, e) : NULL;
    char label[96];
    if (entry_has(e, EF_PHASES) && !mates)
        phases_text_label(e, c->lang, label, sizeof label);
    if (same) { /* "  Dombrovskis: the same play as Le Grand" */
        fprintf(c->out, "  %s%s ", label, tt_colon(c));
        tt_chip(c, e, label, 0);
        same_play(c, same);
        fputc('\n', c->out);
        return;
    }
    if (!mates && phases_text_entry(c->out, e, &c->start, c->lang)) { /* a theme across phases: its own words */
        tt_chip(c, e, label, phases_text_count(e));
        return;
    }
    if (said_elsewhere(c, e))
        return;
    if (tt_is_type(e) && tt_type_line(c, e)) { /* the key and what it does, in words */
        fputc('\n', c->out);
        tt_chip(c, e, tt_type_words(c, e), 0);
        return;
    }
    heading(c, e);
    details(c, e);
    fputc('\n', c->out);
}

/* One instance of a group: "    b3: 1...Rb3 2.Nc2# ...", its variant and square
 * first, then its details or, for a theme across phases, its phases. */
static void instance(const Ctx *c, const ThemeEntry *e, const int *men, int nmen)
{
    fputs("    ", c->out);
    const ThemeEntry *same = entry_has(e, EF_PHASES) && !tt_is_theme_of_mates(e) ? same_play_above(c, e) : NULL;
    if (same) {
        same_play(c, same);
        fputc('\n', c->out);
        return;
    }
    if (entry_has(e, EF_PHASES) && !tt_is_theme_of_mates(e)) {
        phases_text_blocks(c->out, e, &c->start, c->lang);
        fputc('\n', c->out);
        return;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem)
        return;
    Ctx m = *c;
    m.out = mem;
    m.men = men;
    m.nmen = nmen;
    if (novotny_form(c, e))
        fprintf(mem, "%s ", novotny_form(c, e));
    else if (entry_has(e, EF_VARIANT))
        fprintf(mem, "%s ", variant_words(e));
    if (entry_has(e, EF_SQUARE) && !(entry_has(e, EF_PHASES) && tt_is_theme_of_mates(e) && !tt_square_off_play(e))) {
        char sq[3]; /* a Grimshaw's (a self-block's and a pin-mate's is in their play) */
        square_name(e->square, sq);
        fprintf(mem, "%s ", sq);
    }
    size_t label = (size_t)ftell(mem);
    details(&m, e);
    fclose(mem);
    /* "b3 : 1...Rb3" -> "b3: 1...Rb3"; no label: "1...Rb3" */
    const char *d = text + label, *colon = tt_colon(c);
    size_t ncolon = strlen(colon);
    if (strncmp(d, colon, ncolon) == 0)
        d += ncolon + (d[ncolon] == ' ');
    if (label > 0)
        fprintf(c->out, "%.*s%s%s%s", (int)label - 1, text, *d ? colon : "", *d ? " " : "", d);
    else
        fputs(d, c->out);
    fputc('\n', c->out);
    free(text);
}

/* Every entry of e's theme after it among c's (those written), when there are two
 * or more: "  Grimshaw (2):" and one line an instance; marks them done. Instances
 * of a theme of mates on the same play are one line naming their men
 * (tt_same_play: "1...Ke4 2.Re8# (Bf4 and Nd4 pinned)"); the count stays the
 * entries', as the record's (SPEC counts each man). False when e is alone. */
static bool group(const Ctx *c, int i, bool *done)
{
    const ThemeEntry *e = c->entries[i];
    if (!groups(e) || said_elsewhere(c, e))
        return false;
    int n = 0;
    for (int j = i; j < c->n; j++)
        n += c->entries[j]->id == e->id && groups(c->entries[j]) && !said_elsewhere(c, c->entries[j]);
    if (n < 2)
        return false;
    fprintf(c->out, "  %s (%d)%s\n", theme_heading(name_of(e), c->lang), n, tt_colon(c));
    tt_chip(c, e, theme_heading(name_of(e), c->lang), n);
    for (int j = i; j < c->n; j++) {
        const ThemeEntry *f = c->entries[j];
        if (done[j] || f->id != e->id || !groups(f) || said_elsewhere(c, f))
            continue;
        int men[16] = { f->square }, nmen = 1;
        for (int k = j + 1; k < c->n && nmen < 16; k++)
            if (!done[k] && tt_same_play(f, c->entries[k]) && !said_elsewhere(c, c->entries[k])) {
                men[nmen++] = c->entries[k]->square;
                done[k] = true;
            }
        instance(c, f, nmen > 1 ? men : NULL, nmen > 1 ? nmen : 0);
        done[j] = true;
    }
    return true;
}

/* The positions entries are written in: the diagram, after key, passed. */
static Ctx context(FILE *out, const Solution *s, Move key, Lang lang)
{
    Ctx c = { .out = out, .lang = lang, .start = s->start, .after = s->start, .s = s };
    c.passed = position_passed(&s->start);
    Move k = c.key = move_legal(&s->start, key);
    if (k != MOVE_NONE)
        c.after = position_after(&s->start, k);
    return c;
}

void themes_text_entry(FILE *out, const Solution *s, const ThemeEntry *e, Lang lang)
{
    Ctx c = context(out, s, e->key, lang);
    c.alone = true;
    c.entries = &e;
    c.n = 1;
    tt_gather_try_changes(&c);
    entry(&c, e);
    tt_free_try_changes(&c);
}

void themes_text(FILE *out, const Solution *s, const Analysis *A, Lang lang)
{
    themes_text_chips(out, s, A, lang, NULL);
}

void themes_text_chips(FILE *out, const Solution *s, const Analysis *A, Lang lang, ThemeChips *chips)
{
    if (A->n > 0)
        fprintf(out, "\n%s\n", tr(lang, "Analysis:"));
    const ThemeEntry **mine = malloc(sizeof *mine * (size_t)(A->n + 1));
    if (!mine)
        abort();
    for (int k = 0; k < s->nkeys && A->n > 0; k++) {
        Move key = s->keys[k].move;
        Ctx c = context(out, s, key, lang);
        c.entries = mine;
        c.chips = chips;
        for (int i = 0; i < A->n; i++)
            if (MOVE_KEY(A->entries[i]->key) == MOVE_KEY(key))
                mine[c.n++] = A->entries[i];
        if (s->nkeys > 1) { /* with one key, the key is the one above */
            fputs("1.", out);
            tt_put_san(&c, &c.start, key);
            fputs("!\n", out);
        }
        tt_gather_try_changes(&c);
        bool *done = calloc((size_t)c.n + 1, sizeof *done);
        if (!done)
            abort();
        for (int i = 0; i < c.n; i++)
            if (!done[i] && !group(&c, i, done))
                entry(&c, c.entries[i]);
        for (int i = 0; i < c.n; i++) /* the chip of a line names what it says of others */
            if (!entry_has(c.entries[i], EF_PHASES) && said_by(&c, c.entries[i]))
                theme_chips_join(chips, key, said_by(&c, c.entries[i])->id, c.entries[i]->id);
        free(done);
        tt_free_try_changes(&c);
    }
    free(mine);
}
