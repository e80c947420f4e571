/* economy_report.c - the economy as the composer's table: what each man does
 * in each phase, what changes without it, the lighter men that would do. */
#include "solver/aids/economy_report.h"

#include <stdlib.h>
#include <string.h>
#include "solver/aids/edit.h"
#include "solver/movegen.h"
#include "solver/report/text.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "solver/report/wrap.h"

/* ---- the table -------------------------------------------------------- */

/* The roles as composers name them (role_name is the JSON's): "set play",
 * never the JSON's "set-play"; the -stoppers are the problemists' own words
 * (README "Role words"). */
static const char *const ROLE_WORDS[ROLE_COUNT] = {
    [ROLE_KEY] = NC_("economy role", "key"),
    [ROLE_MATE] = NC_("economy role", "mate"),
    [ROLE_DEFENCE] = NC_("economy role", "defence"),
    [ROLE_COOK_STOPPER] = NC_("economy role", "cook-stopper"),
    [ROLE_GUARD] = NC_("economy role", "guard"),
    [ROLE_DUAL_STOPPER] = NC_("economy role", "dual-stopper"),
    [ROLE_STALEMATE_STOPPER] = NC_("economy role", "stalemate-stopper"),
    [ROLE_LEGALITY] = NC_("economy role", "legality"),
    [ROLE_PLAY] = NC_("economy role", "actual play"), /* the play after the key: "Lösungsspiel" */
    [ROLE_TRY] = NC_("economy role", "try"),
    [ROLE_SET_PLAY] = NC_("economy role", "set play"),
    [ROLE_THEME] = NC_("economy role", "theme"),
    [ROLE_SUPERFLUOUS] = NC_("economy role", "superfluous"),
};

/* "the rook d4": a man that can go, for "%s can go: ..." (the article of
 * each kind is the translator's). */
static const char *const MAN_WORDS[7] = {
    "", N_("the pawn %s"), N_("the knight %s"), N_("the bishop %s"), N_("the rook %s"),
    N_("the queen %s"), N_("the king %s"),
};

const char *role_words(Role r, Lang lang)
{
    return tr_c(lang, "economy role", ROLE_WORDS[r]);
}

static void san(FILE *out, const Position *pos, Move m, Lang lang)
{
    char buf[SAN_MAX];
    fputs(move_to_san(pos, m, lang, buf, sizeof buf), out);
}

/* "wQb8", "bPh2": the man with its colour, as the twins' headings write it. */
static void man_name(FILE *out, const ManEconomy *m, Lang lang)
{
    char name[16];
    fputs(man_text(m->piece, m->square, lang, name, sizeof name), out);
}

/* Whether a move of g's play is said after its phase's name (first_prefix):
 * a try's, and a key's of a cooked problem; one key's play needs no name. */
static bool phase_named(const Solution *s, const PlayMove *g)
{
    return g->phase == IN_TRY || (g->phase != IN_SET && s->nkeys > 1);
}

/* Which phase the moves after it are played in, in words: "after the try
 * 1.Nb3?: " (a try), "after the key 1.Kc3: " (a key of a cooked problem). */
static void first_prefix(FILE *out, const Solution *s, Move first, bool is_try, Lang lang)
{
    char move[SAN_MAX + 8], buf[SAN_MAX];
    snprintf(move, sizeof move, "1.%s%s", move_to_san(&s->start, first, lang, buf, sizeof buf), is_try ? "?" : "");
    /* TRANSLATORS: economy, before the moves a man plays in a try ("mates after the try
     * 1.Nb3?: 1...Kd3 2.Qc4#") or after one key of a cooked problem ("mates after the
     * key 1.Kc3: ..."); the colon as the language sets it. */
    fprintf(out, is_try ? tr(lang, "after the try %s:") : tr(lang, "after the key %s:"), move);
    fputc(' ', out);
}

/* What a line of the table says a man plays, in reading order (the set play,
 * the tries, then the key: as the report prints them). */
typedef enum {
    G_SET_MATE, G_SET_DEFENCE, G_TRY, G_TRY_MATE, G_REFUTES, G_KEY, G_THREAT, G_MATE, G_DEFENCE, G_COUNT
} GiveKind;

/* G_COUNT: a move the table leaves out (a defence in a try's play: the
 * try's refutations say what the defender does there). */
static GiveKind give_kind(const PlayMove *g)
{
    if (g->phase == IN_SET)
        return g->mate != MOVE_NONE ? G_SET_MATE : G_SET_DEFENCE;
    GiveKind base = g->phase == IN_TRY ? G_TRY : G_KEY;
    if (g->refutes)
        return G_REFUTES;
    if (g->mate == MOVE_NONE)
        return g->defence == MOVE_NONE ? base : base == G_TRY ? G_COUNT : G_DEFENCE;
    if (g->defence == MOVE_NONE)
        return base == G_TRY ? G_TRY_MATE : G_THREAT;
    return base == G_TRY ? G_TRY_MATE : G_MATE;
}

enum { SHOWN_MOVES = 8 }; /* moves a line of what a man plays shows */

/* One move of line kind k: "1.Kc3", "2.Qb3#", "1...Ka2 2.Qb2#", "1...Rd5",
 * "1.Na2? 1...Kxa2!"; after a try, or a key of a cooked problem, its first
 * move before it when the move before had another (prev: MOVE_NONE); a second
 * mate of the defence before it alone, as a solution writes a dual ("1...Kd8
 * 2.Qc8# 2.Qe7#", not "1...Kd8 2.Qc8# 1...Kd8 2.Qe7#"). */
static void print_give(FILE *out, const Solution *s, const PlayMove *g, GiveKind k, const PlayMove *before,
                       Lang lang)
{
    Move prev = before ? before->key : MOVE_NONE;
    bool same_defence = before && before->phase == g->phase && before->key == g->key
                        && g->defence != MOVE_NONE && before->defence == g->defence && g->mate != MOVE_NONE;
    Position pos = s->start;
    Undo u;
    if (k == G_KEY || k == G_TRY) {
        fputs("1.", out);
        san(out, &pos, g->key, lang);
        if (k == G_TRY)
            fputc('?', out);
        return;
    }
    if (k == G_REFUTES) {
        fputs("1.", out);
        san(out, &pos, g->key, lang);
        fputs("? 1...", out);
        make_move(&pos, g->key, &u);
        san(out, &pos, g->defence, lang);
        fputc('!', out);
        return;
    }
    if (g->phase == IN_SET) {
        make_null(&pos, &u); /* the defender moves first */
    } else {
        if (g->key != prev && phase_named(s, g))
            first_prefix(out, s, g->key, g->phase == IN_TRY, lang);
        make_move(&pos, g->key, &u);
    }
    if (g->defence == MOVE_NONE) {
        make_null(&pos, &u);
    } else if (same_defence) {
        make_move(&pos, g->defence, &u);
    } else {
        fputs("1...", out);
        san(out, &pos, g->defence, lang);
        make_move(&pos, g->defence, &u);
        if (g->mate == MOVE_NONE)
            return;
        fputc(' ', out);
    }
    fputs("2.", out);
    san(out, &pos, g->mate, lang);
    if (k == G_TRY_MATE && g->defence == MOVE_NONE) /* a try's threat, beside its mates */
        fprintf(out, " (%s)", tr(lang, "threat"));
}

/* What the man plays in each phase: "in the set play mates 1...Kxc1 2.Qa1#",
 * "plays the try 1.Qa1+?", "mates after the try 1.Nb3?: 2.Qa1# (threat)
 * 1...Kd3 2.Qc4#", "refutes 1.Na2? 1...Kxa2!", "plays the key 1.Kc3", "gives
 * the threat 2.Qb3#", "mates 1...Ka2 2.Qb2#", "defends 1...Rd5". */
static void print_gives(FILE *out, const Solution *s, const ManEconomy *m, Lang lang)
{
    static const char *const heads[G_COUNT] = {
        [G_SET_MATE] = N_("in the set play mates"), [G_SET_DEFENCE] = N_("in the set play defends"),
        [G_TRY_MATE] = N_("mates"), /* each try named: "after the try 1.Nb3?:" */
        [G_REFUTES] = N_("refutes"), [G_THREAT] = N_("gives the threat"), /* G_TRY, G_KEY: counted below */
        [G_MATE] = N_("mates"), [G_DEFENCE] = N_("defends"),
    };
    for (int what = 0; what < G_COUNT; what++) {
        int n = 0;
        for (int i = 0; i < m->ngives; i++)
            n += give_kind(&m->gives[i]) == (GiveKind)what;
        if (n == 0)
            continue;
        fprintf(out, "      %s", what == G_TRY   ? tr_n(lang, "plays the try", "plays the tries", (unsigned long)n)
                                 : what == G_KEY ? tr_n(lang, "plays the key", "plays the keys", (unsigned long)n)
                                                 : tr(lang, heads[what]));
        int shown = 0;
        const PlayMove *before = NULL;
        for (int i = 0; i < m->ngives && shown < SHOWN_MOVES; i++)
            if (give_kind(&m->gives[i]) == (GiveKind)what) {
                /* "; " between the plays of two phases, each named; tries and
                 * keys are first moves, a list like "plays the keys 1.Qb1 1.Qh7" */
                if (before && m->gives[i].key != before->key && what != G_TRY && what != G_KEY && what != G_REFUTES
                    && phase_named(s, &m->gives[i]))
                    fputs(tr_semicolon(lang), out);
                fputc(' ', out);
                print_give(out, s, &m->gives[i], (GiveKind)what, before, lang);
                before = &m->gives[i];
                shown++;
            }
        if (n > shown) {
            fputc(' ', out);
            fprintf(out, tr_n(lang, "and %d more", "and %d more", (unsigned long)(n - shown)), n - shown);
        }
        fputc('\n', out);
    }
}

enum { SHOWN_CHANGES = 8 };

/* "1.Kc3? is refuted by 1...Ka4! 1...Ka2!" (or "1.Kc3? stalemates") for the
 * lost key uci, in the position without the man. */
static void print_refuted(FILE *out, const Problem *pb, const ManEconomy *m, const char *uci, Lang lang)
{
    Problem v;
    char err[FEN_MSG], buf[8];
    Edit e = { .kind = EDIT_REMOVE, .piece = m->piece, .from = (int8_t)m->square };
    for (int k = 0; k < m->nlost; k++) {
        if (strcmp(move_to_uci(m->lost[k].key, buf), uci) != 0 || edit_apply(pb, &e, 1, &v, err, sizeof err))
            continue;
        fputs("        1.", out);
        san(out, &v.pos, m->lost[k].key, lang);
        if (m->lost[k].nrefutations == 0) {
            fprintf(out, "? %s\n", tr(lang, "stalemates"));
            return;
        }
        fprintf(out, "? %s", tr(lang, "is refuted by"));
        Undo u;
        make_move(&v.pos, m->lost[k].key, &u);
        int n = m->lost[k].nrefutations, shown = n < 8 ? n : 8;
        for (int i = 0; i < shown; i++) {
            fputs(" 1...", out);
            san(out, &v.pos, m->lost[k].refutations[i], lang);
            fputc('!', out);
        }
        if (n > shown) {
            fputc(' ', out);
            fprintf(out, tr_n(lang, "and %d more", "and %d more", (unsigned long)(n - shown)), n - shown);
        }
        fputc('\n', out);
        return;
    }
}

/* The groups of change lines under "without it", each cut at SHOWN_CHANGES:
 * the solution (keys, threats, variations), the set play, the tries, the themes. */
typedef enum { C_SOLUTION, C_SET, C_TRIES, C_THEMES, C_COUNT } ChangeGroup;

static ChangeGroup group_of(const DiffItem *it)
{
    if (diff_item_in_solution(it))
        return C_SOLUTION;
    if (it->kind == DK_LOST_SET_MATE || it->kind == DK_NEW_SET_MATE || it->kind == DK_CHANGED_SET_MATE)
        return C_SET;
    if (it->kind == DK_LOST_THEME || it->kind == DK_GAINED_THEME)
        return C_THEMES;
    return C_TRIES;
}

/* "wRb8, wBb8": the lighter men that would do, in lang's letters. */
static void print_lighter(FILE *out, const ManEconomy *m, Lang lang)
{
    if (m->nlighter == 0 || man_has(m, ROLE_SUPERFLUOUS))
        return; /* a man that can go need not be lighter */
    char list[128] = "", name[16];
    for (int i = 0; i < m->nlighter; i++) {
        size_t used = strlen(list);
        snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "",
                 man_text(m->lighter[i], m->square, lang, name, sizeof name));
    }
    fputs("      ", out);
    /* TRANSLATORS: "wRb8, wBb8": a rook or a bishop on the square of the queen b8. */
    fprintf(out, tr(lang, "a lighter man keeps every phase: %s"), list);
    fputc('\n', out);
}

/* The phases a problem has, as a list in lang's words ("set play, tries, key,
 * threat, variations and mates"), for a man that can go: a composer reads that
 * nothing of them changes, and a phase the problem lacks is not named. The
 * number of words in the list. */
static int kept_phases(const Solution *s, Lang lang, char *buf, size_t len)
{
    bool set = false, threats = false, vars = false, mates = false;
    int nthreats = 0;
    for (int v = 0; s->set_computed && v < s->nset; v++)
        set = set || s->set[v].n > 0;
    for (int k = 0; k < s->nkeys; k++) {
        const Play *p = &s->keys[k];
        threats = threats || p->nthreats > 0;
        nthreats = p->nthreats > nthreats ? p->nthreats : nthreats;
        for (int v = 0; v < p->nvars; v++)
            vars = vars || variation_listed(s, p, &p->vars[v], false);
    }
    mates = set || threats || vars || s->ntries > 0;
    /* one word a phase, singular where the problem has one (a key, a threat) */
    const char *words[7];
    int n = 0;
    if (set)
        words[n++] = tr_c(lang, "economy phase", "set play");
    if (s->ntries > 0)
        words[n++] = s->ntries > 1 ? tr_c(lang, "economy phase", "tries") : tr_c(lang, "economy phase", "try");
    if (s->nshorts > 0)
        words[n++] = s->nshorts > 1 ? tr_c(lang, "economy phase", "short solutions")
                                    : tr_c(lang, "economy phase", "short solution");
    if (s->nkeys > 0)
        words[n++] = s->nkeys > 1 ? tr_c(lang, "economy phase", "keys") : tr_c(lang, "economy phase", "key");
    if (threats)
        words[n++] = nthreats > 1 ? tr_c(lang, "economy phase", "threats") : tr_c(lang, "economy phase", "threat");
    if (vars)
        words[n++] = tr_c(lang, "economy phase", "variations");
    if (mates)
        words[n++] = tr_c(lang, "economy phase", "mates");
    buf[0] = '\0';
    for (int i = 0; i < n; i++)
        tr_list_add(buf, len, words[i], i, n, lang);
    return n;
}

static void print_without(FILE *out, const Problem *pb, const Economy *ec, const ManEconomy *m, Lang lang)
{
    fputs("      ", out);
    if (m->without == ST_ILLEGAL) {
        /* A man taken off breaks no count the reader checks (at most 16 men a
         * side, pawns off the first and last ranks): the one reason left is the
         * king of the side not to move in check, said so in chess words (the
         * record's "error" keeps the reader's own, "position: the side not to
         * move (black) is in check"). */
        fprintf(out, "%s\n", pb->pos.side == WHITE
                                 /* TRANSLATORS: "it" is the man of the line above. */
                                 ? tr(lang, "without it the position is illegal: the black king is in check "
                                            "with White to move")
                                 : tr(lang, "without it the position is illegal: the white king is in check "
                                            "with Black to move"));
        return;
    }
    if (m->without == ST_TIMEOUT) {
        fprintf(out, "%s\n", tr(lang, "without it the solving timed out: nothing to say"));
        return;
    }
    if (man_has(m, ROLE_SUPERFLUOUS)) {
        char sq[3], man[64];
        square_name(m->square, sq);
        snprintf(man, sizeof man, tr(lang, MAN_WORDS[PTYPE(m->piece)]), sq);
        char phases[256];
        int n = kept_phases(&ec->full, lang, phases, sizeof phases);
        if (n == 0)
            fprintf(out, tr(lang, "%s can go: nothing changes, and no theme is lost"), man);
        else
            /* TRANSLATORS: economy; %1$s "the knight a6", %2$s the phases the problem has, "set
             * play, tries, key, variations and mates" (one or more). */
            fprintf(out, tr_n(lang, "%1$s can go: the %2$s stays the same, and no theme is lost",
                              "%1$s can go: the %2$s stay the same, and no theme is lost", (unsigned long)n),
                    man, phases);
        fputc('\n', out);
        return;
    }
    fprintf(out, "%s %s\n", tr(lang, "without it:"), text_status_word(m->without, lang));
    for (int g = 0; g < C_COUNT; g++) {
        int shown = 0;
        for (int i = 0; i < m->changes.n; i++) {
            const DiffItem *it = &m->changes.items[i];
            if (group_of(it) != (ChangeGroup)g || shown++ >= SHOWN_CHANGES)
                continue;
            fprintf(out, "        %s\n", it->text);
            char old[8];
            if (it->kind == DK_LOST_KEY || it->kind == DK_CHANGED_KEY)
                print_refuted(out, pb, m, it->kind == DK_LOST_KEY ? it->move : move_to_uci(ec->full.keys[0].move, old),
                              lang);
        }
        if (shown > SHOWN_CHANGES) {
            fputs("        ... ", out);
            fprintf(out, tr_n(lang, "and %d more", "and %d more", (unsigned long)(shown - SHOWN_CHANGES)),
                    shown - SHOWN_CHANGES);
            fputc('\n', out);
        }
    }
}

/* The table, its lines at most REPORT_WIDTH wide (the page takes the
 * details unwrapped: it wraps them itself). */
static void print_table(FILE *out, const Problem *pb, const Economy *ec, Lang lang)
{
    const Solution *s = &ec->full;
    twin_text_line(out, pb, lang); /* "b) Nh5→a5": which twin the advice is for */
    if (pb->id)
        fprintf(out, tr(lang, "Economy of %s"), pb->id);
    else
        fputs(tr(lang, "Economy"), out);
    /* the short solutions with their verdict, as solve's ("short solutions 1.Qe8# 1.Qf8#") */
    fprintf(out, "   %s\n%s", pb->fen,
            s->nshorts ? tr(lang, s->nshorts > 1 ? "short solutions" : "short solution")
                       : text_status_word(s->status, lang));
    for (int i = 0; i < s->nshorts; i++) {
        fputs(" 1.", out);
        san(out, &s->start, s->shorts[i], lang);
    }
    for (int i = 0; i < s->nkeys; i++) {
        if (i == 0)
            fprintf(out, ", %s", tr_n(lang, "key", "keys", (unsigned long)s->nkeys));
        fputs(" 1.", out);
        san(out, &s->start, s->keys[i].move, lang);
    }
    fprintf(out, "%s ", tr_semicolon(lang));
    fprintf(out, tr_n(lang, "%d man besides the kings", "%d men besides the kings", (unsigned long)ec->nmen),
            ec->nmen);
    fputs("\n\n", out);
    for (int i = 0; i < ec->nmen; i++) {
        const ManEconomy *m = &ec->men[i];
        man_name(out, m, lang);
        fputs("  ", out);
        bool first = true;
        for (int r = 0; r < ROLE_COUNT; r++)
            if (man_has(m, (Role)r)) {
                fprintf(out, "%s%s", first ? "" : ", ", role_words((Role)r, lang));
                first = false;
            }
        fputc('\n', out);
        economy_print_details(out, pb, ec, i, lang);
    }
}

void economy_print(FILE *out, const Problem *pb, const Economy *ec, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem) {
        print_table(out, pb, ec, lang);
        return;
    }
    print_table(mem, pb, ec, lang);
    if (fclose(mem) == 0)
        wrap_write(out, text, len, REPORT_WIDTH);
    free(text);
}

void economy_print_details(FILE *out, const Problem *pb, const Economy *ec, int i, Lang lang)
{
    print_gives(out, &ec->full, &ec->men[i], lang);
    print_without(out, pb, ec, &ec->men[i], lang);
    print_lighter(out, &ec->men[i], lang);
}
