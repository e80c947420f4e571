/* themes_text.c - the "Analysis" section of the text report: the themes
 * entries of each key, with their moves in SAN in the position where each is
 * played, in the reader's language. The JSON record keeps every entry as it is;
 * the text says each thing once: no line repeats what another says (key-check
 * beside checking-key, a one-threat effective-defences beside the variations,
 * the unprovided moves of an incomplete block...), nothing with a zero count,
 * and one line per change shared by several tries. */
#include <string.h>
#include "themes/themes.h"
#include "solver/movegen.h"
#include "solver/report/themes_text.h"
#include "solver/report/phases_text.h"
#include "solver/report/themes_text_moves.h"
#include "solver/report/themes_text_tries.h"
#include "solver/report/theme_words.h"
#include "solver/report/motives_text.h"
#include "solver/report/moves_text.h"

/* The pieces of entries' details, marked here for xgettext: tr() translates
 * them where written (the themes' names and titles are in themes/theme_list.h). */
static const char *const PIECES[] __attribute__((unused)) = {
    N_("pawn"), N_("knight"), N_("bishop"), N_("rook"), N_("queen"), N_("king"),
};

/* "  label variant (count) (square)": the start of an entry's line. */
static void heading(const Ctx *c, const json_t *e)
{
    const json_t *count = json_object_get(e, "count");
    fprintf(c->out, "  %s", theme_words(str(e, "name"), c->lang));
    if (str(e, "variant")) /* a named form, as the literature writes it ("Somov B2") */
        fprintf(c->out, " %s", str(e, "variant"));
    if (json_is_integer(count) && json_integer_value(count) > 0)
        fprintf(c->out, " (%lld)", (long long)json_integer_value(count));
    if (str(e, "square"))
        fprintf(c->out, " (%s)", str(e, "square"));
}

/* Effective defences grouped by the threats they leave: "1...a 1...b leave
 * 2.X#; 1...c defeats every threat". Only with two threats or more: with one,
 * every variation above defeats it. */
static void effective(const Ctx *c, const json_t *e)
{
    const json_t *threats = json_object_get(e, "threats"), *defs = json_object_get(e, "defences");
    json_t *done = json_array();
    size_t i, j;
    json_t *d, *d2;
    const char *sep = ":";
    json_array_foreach(defs, i, d) {
        const json_t *defeats = json_object_get(d, "defeats");
        if (tt_listed(done, str(d, "defence")))
            continue;
        fputs(sep, c->out);
        sep = ";";
        size_t n = 0;
        json_array_foreach(defs, j, d2)
            if (json_equal(json_object_get(d2, "defeats"), defeats)) {
                tt_put_line(c, &c->after, str(d2, "defence"), NULL);
                json_array_append_new(done, json_string(str(d2, "defence")));
                n++;
            }
        json_t *left = json_array();
        size_t k;
        json_t *t;
        json_array_foreach(threats, k, t)
            if (!tt_listed(defeats, json_string_value(t)))
                json_array_append(left, t);
        if (json_array_size(left) == 0) {
            fprintf(c->out, " %s", n == 1 ? T(c, "defeats every threat") : T(c, "defeat every threat"));
        } else {
            /* TRANSLATORS: "1...Qxe5 leaves 2.Qg7#": after it that threat still mates. */
            fprintf(c->out, " %s", n == 1 ? T(c, "leaves") : T(c, "leave"));
            tt_put_threats(c, left);
        }
        json_decref(left);
    }
    json_decref(done);
}

/* "2.Qxf6# after 1...g5+; 2.Qg7# after 1...Ne4 ...": the defences that leave
 * each threat alone (written on its own, without the effective-defences line). */
static void separations(const Ctx *c, const json_t *e)
{
    size_t i;
    json_t *sep;
    json_array_foreach(json_object_get(e, "separations"), i, sep) {
        fputs(i ? ";" : ":", c->out);
        json_t *t = json_array();
        json_array_append(t, json_object_get(sep, "threat"));
        tt_put_threats(c, t);
        json_decref(t);
        fprintf(c->out, " %s", T(c, "after"));
        tt_put_defences(c, &c->after, json_object_get(sep, "defences"));
    }
}

/* The unprovided set moves of an incomplete block, each flight or check said. */
static void incomplete_block(const Ctx *c, const json_t *e)
{
    const json_t *unprovided = json_object_get(e, "unprovided");
    if (json_array_size(unprovided) == 0)
        return;
    const json_t *flights = json_object_get(tt_named(c, "unprovided-flights"), "defences");
    const json_t *checks = json_object_get(tt_named(c, "unprovided-checks"), "defences");
    fprintf(c->out, ": %s", T(c, "unprovided set moves"));
    size_t i;
    json_t *x;
    json_array_foreach(unprovided, i, x) {
        const char *d = json_string_value(x);
        tt_put_line(c, &c->passed, d, NULL);
        bool flight = tt_listed(flights, d), check = tt_listed(checks, d);
        if (flight && check)
            fprintf(c->out, " (%s, %s)", T(c, "flight"), T(c, "check"));
        else if (flight || check)
            fprintf(c->out, " (%s)", T(c, flight ? "flight" : "check"));
    }
}

static void variations(const Ctx *c, const json_t *e)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(e, "variations"), i, v) {
        fputs(i ? ";" : ":", c->out);
        tt_variation_change(c, v, NULL);
    }
}

/* Whether every set mate a mutate changes is in the changed-mates line. */
static bool mutate_said(const Ctx *c, const json_t *e)
{
    const json_t *changed = json_object_get(tt_named(c, "changed-mates"), "variations");
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(e, "changed"), i, x)
        if (!tt_listed(changed, json_string_value(x)))
            return false;
    return true;
}

/* The motive a theme of mates is made of, written after each of its mates:
 * Grimshaw's and Novotny's interferences, the self-blocks, the pins of
 * pin-mates (motives.h); MOTIVE_KINDS for the others. */
static MotiveKind made_of(const char *name)
{
    static const struct { const char *name; MotiveKind kind; } kinds[] = {
        { "grimshaw", MOTIVE_INTERFERENCE }, { "novotny", MOTIVE_INTERFERENCE },
        { "self-block", MOTIVE_SELF_BLOCK }, { "pin-mate", MOTIVE_PIN },
    };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (strcmp(kinds[i].name, name) == 0)
            return kinds[i].kind;
    return MOTIVE_KINDS;
}

/* " 1...d 2.m (what makes the theme)" for defence d (uci) and its mates (an
 * array, or one uci string), motives of kind k. */
static void line_why(const Ctx *c, const MotivePhase *ph, const char *d, const json_t *mates, MotiveKind k)
{
    Move dm = d ? move_from_uci(&c->after, d) : MOVE_NONE;
    fputs(" 1...", c->out);
    tt_put_san(c, &c->after, d);
    if (dm == MOVE_NONE)
        return;
    Position b = position_after(&c->after, dm);
    size_t n = json_is_array(mates) ? json_array_size(mates) : 1;
    for (size_t i = 0; i < n; i++) {
        const json_t *x = json_is_array(mates) ? json_array_get(mates, i) : mates;
        Move m = move_from_uci(&b, json_string_value(x));
        if (m == MOVE_NONE)
            continue;
        fputs(" 2.", c->out);
        text_san(c->out, &b, m, c->lang);
        motives_words_kind(c->out, ph, dm, m, k, c->lang);
    }
}

/* A theme of mates in words, each mate with the motive the theme is made of:
 * "Grimshaw (b3): 1...Rb3 2.Nc2# (Rb3 cuts Ba4 off from c2); 1...Bb3 ...".
 * False when e is none of them (or its key is not one of c->s). */
static bool mates_why(const Ctx *c, const json_t *e)
{
    MotiveKind k = made_of(str(e, "name"));
    const Play *key = NULL;
    for (int i = 0; c->s && i < c->s->nkeys; i++) {
        char buf[8];
        if (strcmp(move_to_uci(c->s->keys[i].move, buf), str(e, "key")) == 0)
            key = &c->s->keys[i];
    }
    if (k == MOTIVE_KINDS || !key || !c->s->analysed)
        return false;
    MotivePhase ph;
    motive_phase(&ph, c->s, key);
    const json_t *vars = json_object_get(e, "variations"), *defs = json_object_get(e, "defences"),
                 *mates = json_object_get(e, "mates");
    size_t i;
    json_t *x;
    fputc(':', c->out);
    if (json_array_size(vars) > 0) {
        json_array_foreach(vars, i, x) {
            fputs(i ? ";" : "", c->out);
            line_why(c, &ph, str(x, "defence"), json_object_get(x, "mates"), k);
        }
    } else {
        json_array_foreach(defs, i, x) {
            fputs(i ? ";" : "", c->out);
            line_why(c, &ph, json_string_value(x), json_array_get(mates, i), k);
        }
    }
    if (json_array_size(json_object_get(e, "threats")) > 0) {
        fprintf(c->out, "; %s", json_array_size(json_object_get(e, "threats")) == 1 ? T(c, "threat") : T(c, "threats"));
        tt_put_threats(c, json_object_get(e, "threats"));
    }
    return true;
}

/* Any other entry: its piece, squares, variations or defences, threats. */
static void generic(const Ctx *c, const json_t *e)
{
    if (mates_why(c, e))
        return;
    const char *piece = str(e, "piece");
    const json_t *squares = json_object_get(e, "squares"), *vars = json_object_get(e, "variations"),
                 *defs = json_object_get(e, "defences"), *threats = json_object_get(e, "threats");
    /* Open the details with a colon, once, when there are any. */
    bool any = piece || json_array_size(squares) || json_array_size(vars) || json_array_size(defs)
               || json_array_size(threats);
    if (!any)
        return;
    fputc(':', c->out);
    if (piece)
        fprintf(c->out, " %s", T(c, piece));
    size_t i;
    json_t *x;
    json_array_foreach(squares, i, x)
        fprintf(c->out, " %s", json_string_value(x));
    if (json_array_size(vars) > 0) {
        json_array_foreach(vars, i, x) {
            fputs(i ? ";" : "", c->out);
            tt_variation_change(c, x, NULL);
        }
    } else {
        tt_put_defences(c, &c->after, defs);
    }
    if (json_array_size(threats) > 0) {
        fprintf(c->out, "%s %s", json_array_size(vars) ? ";" : "",
                json_array_size(threats) == 1 ? T(c, "threat") : T(c, "threats"));
        tt_put_threats(c, threats);
    }
}

/* Writes entry e on its line, or nothing when other lines say it already. */
/* An entry of a theme across phases above e with the very same play, or NULL. */
static const json_t *same_play_above(const Ctx *c, const json_t *e)
{
    size_t i;
    json_t *x;
    json_array_foreach(c->entries, i, x) {
        if (x == e)
            break;
        if (json_object_get(x, "phases") && json_equal(json_object_get(x, "play"), json_object_get(e, "play")))
            return x;
    }
    return NULL;
}

/* The first entry named name about a try (the entries from the set play have none). */
static const json_t *first_of_tries(const Ctx *c, const char *name)
{
    size_t i;
    json_t *x;
    json_array_foreach(c->entries, i, x)
        if (strcmp(str(x, "name"), name) == 0 && json_object_get(x, "try"))
            return x;
    return NULL;
}

static void entry(const Ctx *c, const json_t *e)
{
    const json_t *same = json_object_get(e, "phases") && !c->alone ? same_play_above(c, e) : NULL;
    if (same) { /* "  Dombrovskis: the same play as Le Grand" */
        fputs("  ", c->out);
        phases_text_title(c->out, e, c->lang);
        fprintf(c->out, ": %s ", T(c, "the same play as"));
        phases_text_title(c->out, same, c->lang);
        fputc('\n', c->out);
        return;
    }
    if (phases_text_entry(c->out, e, &c->start, c->lang))
        return; /* a theme across phases: its own words (phases_text.c) */
    const char *name = str(e, "name");
    const json_t *count = json_object_get(e, "count");
    if (json_is_integer(count) && json_integer_value(count) == 0
        && json_array_size(json_object_get(e, "threats")) == 0)
        return; /* nothing to report */
    if (strcmp(name, "key-check") == 0 && tt_named(c, "checking-key"))
        return;
    if (strcmp(name, "effective-defences") == 0 && json_array_size(json_object_get(e, "threats")) < 2)
        return;
    if (strcmp(name, "fleck") == 0 && tt_named(c, "total-fleck"))
        return;
    if (strncmp(name, "unprovided-", 11) == 0
        && json_array_size(json_object_get(tt_named(c, "incomplete-block"), "unprovided")) > 0)
        return; /* said with the incomplete block */
    if (strcmp(name, "changed-mates-try") == 0 || strcmp(name, "transferred-mates") == 0) {
        if (e == first_of_tries(c, name))
            tt_per_try(c, name);
        return;
    }
    heading(c, e);
    if (strcmp(name, "effective-defences") == 0)
        effective(c, e);
    else if (strcmp(name, "fleck") == 0 || strcmp(name, "total-fleck") == 0) {
        if (c->alone) /* else the separation is in the effective-defences line above */
            separations(c, e);
    }
    else if (strcmp(name, "incomplete-block") == 0)
        incomplete_block(c, e);
    else if (strcmp(name, "mutate") == 0) {
        if (!mutate_said(c, e)) {
            fputc(':', c->out);
            tt_put_defences(c, &c->passed, json_object_get(e, "changed"));
        }
    } else if (strncmp(name, "unprovided-", 11) == 0) {
        fputc(':', c->out);
        tt_put_defences(c, &c->passed, json_object_get(e, "defences"));
    } else if (strcmp(name, "duals") == 0 || strcmp(name, "star-flights") == 0
               || strcmp(name, "plus-flights") == 0) {
        /* the mates are in the variations above */
        fputc(':', c->out);
        tt_put_defences(c, &c->after, json_object_get(e, "defences"));
    } else if (strcmp(name, "changed-mates") == 0) {
        tt_set_changes(c, e);
    } else if (strcmp(name, "added-mates") == 0 || strcmp(name, "removed-mates") == 0) {
        variations(c, e);
    } else {
        generic(c, e);
    }
    fputc('\n', c->out);
}

/* The positions entries are written in: the diagram, after key (uci), passed. */
static Ctx context(FILE *out, const Solution *s, const char *key, Lang lang)
{
    Ctx c = { .out = out, .lang = lang, .start = s->start, .passed = s->start, .after = s->start, .s = s };
    Undo u;
    make_null(&c.passed, &u);
    Move k = key ? move_from_uci(&s->start, key) : MOVE_NONE;
    if (k != MOVE_NONE)
        make_move(&c.after, k, &u);
    return c;
}

void themes_text_entry(FILE *out, const Solution *s, const json_t *e, Lang lang)
{
    Ctx c = context(out, s, str(e, "key"), lang);
    c.alone = true;
    c.entries = json_array();
    json_array_append(c.entries, (json_t *)e);
    tt_gather_try_changes(&c);
    entry(&c, e);
    json_decref(c.entries);
    json_decref(c.try_changes);
}

void themes_text(FILE *out, const Solution *s, Lang lang)
{
    json_t *themes = json_array();
    themes_analyse(s, themes);
    themes_text_entries(out, s, themes, lang);
    json_decref(themes);
}

void themes_text_entries(FILE *out, const Solution *s, const json_t *themes, Lang lang)
{
    if (json_array_size(themes) > 0)
        fprintf(out, "\n%s\n", tr(lang, "Analysis:"));
    for (int k = 0; k < s->nkeys && json_array_size(themes) > 0; k++) {
        char key[8];
        move_to_uci(s->keys[k].move, key);
        Ctx c = context(out, s, key, lang);
        c.entries = json_array();
        size_t i;
        json_t *e;
        json_array_foreach(themes, i, e)
            if (strcmp(str(e, "key"), key) == 0)
                json_array_append(c.entries, e);
        if (s->nkeys > 1) { /* with one key, the key is the one above */
            fputs("1.", out);
            tt_put_san(&c, &c.start, key);
            fputs("!\n", out);
        }
        tt_gather_try_changes(&c);
        json_array_foreach(c.entries, i, e)
            entry(&c, e);
        json_decref(c.entries);
        json_decref(c.try_changes);
    }
}
