/* themes_text.c - the "Analysis" section of the text report: the themes
 * entries of each key, with their moves in SAN in the position where each is
 * played, in the reader's language. The JSON record keeps every entry as it is;
 * the text says each thing once: no line repeats what another says (key-check
 * beside checking-key, a one-threat effective-defences beside the variations,
 * the unprovided moves of an incomplete block...), nothing with a zero count,
 * and one line per change shared by several tries. */
#include <stdlib.h>
#include <string.h>
#include "themes/theme_play.h"
#include "themes/themes.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/themes_text.h"
#include "solver/report/phases_text.h"
#include "solver/report/tr.h"

typedef struct {
    FILE *out;
    Lang lang;
    Position start, after, passed; /* diagram; after the key; diagram, defender to move */
    json_t *entries;               /* the entries of this key */
    /* The changes of changed-mates-try and transferred-mates, one per change
     * whatever the tries that share it: {"name", "change", "tries": [uci],
     * "set": index of the same change in changed-mates, or absent}. */
    json_t *try_changes;
    bool alone; /* one entry on its own (verify --theme): every detail of it */
} Ctx;

/* The pieces of entries' details, marked here for xgettext: tr() translates
 * them where written (the themes' names and titles are in themes/theme_list.h). */
static const char *const PIECES[] __attribute__((unused)) = {
    N_("pawn"), N_("knight"), N_("bishop"), N_("rook"), N_("queen"), N_("king"),
};

static const char *str(const json_t *o, const char *field)
{
    return json_string_value(json_object_get(o, field));
}

static const char *T(const Ctx *c, const char *msgid)
{
    return tr(c->lang, msgid);
}

/* This key's entry named name, or NULL. */
static const json_t *named(const Ctx *c, const char *name)
{
    size_t i;
    json_t *e;
    json_array_foreach(c->entries, i, e)
        if (strcmp(str(e, "name"), name) == 0)
            return e;
    return NULL;
}

/* Whether the uci move is in the array of moves (or of {"defence": ...}). */
static bool listed(const json_t *moves, const char *uci)
{
    size_t i;
    json_t *x;
    json_array_foreach(moves, i, x) {
        const char *m = json_is_string(x) ? json_string_value(x) : str(x, "defence");
        if (m && uci && strcmp(m, uci) == 0)
            return true;
    }
    return false;
}

/* SAN of the uci move in pos (the uci itself when it is not legal there). */
static void put_san(const Ctx *c, const Position *pos, const char *uci)
{
    Move m = uci ? move_from_uci(pos, uci) : MOVE_NONE;
    if (m == MOVE_NONE)
        fputs(uci ? uci : "?", c->out);
    else
        text_san(c->out, pos, m, c->lang);
}

/* " 2.m" for each mate in the array mates, played in pos after defence d. */
static void put_mates(const Ctx *c, const Position *pos, const char *d, const json_t *mates)
{
    Move m = move_from_uci(pos, d);
    if (m == MOVE_NONE || json_array_size(mates) == 0)
        return;
    Position after = *pos;
    Undo u;
    make_move(&after, m, &u);
    text_mates_uci(c->out, &after, mates, c->lang);
}

/* " 1...d" then " 2.m" for each mate (pos: where d is played). */
static void put_line(const Ctx *c, const Position *pos, const char *d, const json_t *mates)
{
    fputs(" 1...", c->out);
    put_san(c, pos, d);
    put_mates(c, pos, d, mates);
}

/* " 1...d" for each defence in the array (of moves or of {"defence"}). */
static void put_defences(const Ctx *c, const Position *pos, const json_t *defs)
{
    size_t i;
    json_t *x;
    json_array_foreach(defs, i, x)
        put_line(c, pos, json_is_string(x) ? json_string_value(x) : str(x, "defence"), NULL);
}

/* " 2.t" for each threat (played after the key as if the defender passed). */
static void put_threats(const Ctx *c, const json_t *threats)
{
    Position passed = c->after;
    Undo u;
    make_null(&passed, &u);
    size_t i;
    json_t *x;
    json_array_foreach(threats, i, x) {
        fputs(" 2.", c->out);
        put_san(c, &passed, json_string_value(x));
    }
}

/* " 1.T?" for each try (uci) of the array. */
static void put_tries(const Ctx *c, const json_t *tries)
{
    size_t i;
    json_t *x;
    json_array_foreach(tries, i, x) {
        fputs(" 1.", c->out);
        put_san(c, &c->start, json_string_value(x));
        fputc('?', c->out);
    }
}

/* "  label (count) (square)": the start of an entry's line. */
static void heading(const Ctx *c, const json_t *e)
{
    const json_t *count = json_object_get(e, "count");
    fprintf(c->out, "  %s", T(c, str(e, "name")));
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
        if (listed(done, str(d, "defence")))
            continue;
        fputs(sep, c->out);
        sep = ";";
        size_t n = 0;
        json_array_foreach(defs, j, d2)
            if (json_equal(json_object_get(d2, "defeats"), defeats)) {
                put_line(c, &c->after, str(d2, "defence"), NULL);
                json_array_append_new(done, json_string(str(d2, "defence")));
                n++;
            }
        json_t *left = json_array();
        size_t k;
        json_t *t;
        json_array_foreach(threats, k, t)
            if (!listed(defeats, json_string_value(t)))
                json_array_append(left, t);
        if (json_array_size(left) == 0) {
            fprintf(c->out, " %s", n == 1 ? T(c, "defeats every threat") : T(c, "defeat every threat"));
        } else {
            /* TRANSLATORS: "1...Qxe5 leaves 2.Qg7#": after it that threat still mates. */
            fprintf(c->out, " %s", n == 1 ? T(c, "leaves") : T(c, "leave"));
            put_threats(c, left);
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
        put_threats(c, t);
        json_decref(t);
        fprintf(c->out, " %s", T(c, "after"));
        put_defences(c, &c->after, json_object_get(sep, "defences"));
    }
}

/* The unprovided set moves of an incomplete block, each flight or check said. */
static void incomplete_block(const Ctx *c, const json_t *e)
{
    const json_t *unprovided = json_object_get(e, "unprovided");
    if (json_array_size(unprovided) == 0)
        return;
    const json_t *flights = json_object_get(named(c, "unprovided-flights"), "defences");
    const json_t *checks = json_object_get(named(c, "unprovided-checks"), "defences");
    fprintf(c->out, ": %s", T(c, "unprovided set moves"));
    size_t i;
    json_t *x;
    json_array_foreach(unprovided, i, x) {
        const char *d = json_string_value(x);
        put_line(c, &c->passed, d, NULL);
        bool flight = listed(flights, d), check = listed(checks, d);
        if (flight && check)
            fprintf(c->out, " (%s, %s)", T(c, "flight"), T(c, "check"));
        else if (flight || check)
            fprintf(c->out, " (%s)", T(c, flight ? "flight" : "check"));
    }
}

/* Variations {"defence", "set"?, "try-mates"?, "mates"?}: "1...d 2.old -> 2.new",
 * the earlier phase (set play, or the try played in tried) first. */
static void variation_change(const Ctx *c, const json_t *v, const Position *tried)
{
    const char *d = str(v, "defence");
    const json_t *set = json_object_get(v, "set"), *tmates = json_object_get(v, "try-mates"),
                 *mates = json_object_get(v, "mates");
    const json_t *before = set ? set : tmates;
    put_line(c, set ? &c->passed : tmates ? tried : &c->after, d, before ? before : mates);
    if (before && mates) {
        fputs(" ->", c->out);
        put_mates(c, &c->after, d, mates);
    }
}

static void variations(const Ctx *c, const json_t *e)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(e, "variations"), i, v) {
        fputs(i ? ";" : ":", c->out);
        variation_change(c, v, NULL);
    }
}

static Position after_try(const Ctx *c, const char *try_uci)
{
    Position tried = c->start;
    Move tm = try_uci ? move_from_uci(&c->start, try_uci) : MOVE_NONE;
    Undo u;
    if (tm != MOVE_NONE)
        make_move(&tried, tm, &u);
    return tried;
}

/* The move of the uci text in pos (MOVE_NONE when not legal there). */
static Move uci_move(const Position *pos, const char *uci)
{
    return uci ? move_from_uci(pos, uci) : MOVE_NONE;
}

/* Whether mates a (after first move fa, played in pa) and b (after fb, in pb)
 * are the same mates, one by one: the same men to the same squares. */
static bool same_mates(Move fa, const Position *pa, const json_t *a, Move fb, const Position *pb,
                       const json_t *b)
{
    if (json_array_size(a) != json_array_size(b))
        return false;
    for (size_t i = 0; i < json_array_size(a); i++) {
        Move ma = uci_move(pa, json_string_value(json_array_get(a, i)));
        Move mb = uci_move(pb, json_string_value(json_array_get(b, i)));
        if (ma == MOVE_NONE || mb == MOVE_NONE || !same_mate(fa, ma, fb, mb))
            return false;
    }
    return true;
}

/* The position after defence d (uci) in pos. */
static Position after_defence(const Position *pos, const char *d)
{
    Position p = *pos;
    Move m = uci_move(pos, d);
    Undo u;
    if (m != MOVE_NONE)
        make_move(&p, m, &u);
    return p;
}

/* Whether variation x of try tx ({"defence", "try-mates", "mates"}) is the same
 * change as y of try ty: the same defence met by the same mates. */
static bool same_try_change(const Ctx *c, const char *tx, const json_t *x, const char *ty, const json_t *y)
{
    if (!json_equal(json_object_get(x, "defence"), json_object_get(y, "defence"))
        || !json_equal(json_object_get(x, "mates"), json_object_get(y, "mates")))
        return false;
    Position px = after_try(c, tx), py = after_try(c, ty);
    Move fx = uci_move(&c->start, tx), fy = uci_move(&c->start, ty);
    Position dx = after_defence(&px, str(x, "defence")), dy = after_defence(&py, str(y, "defence"));
    return same_mates(fx, &dx, json_object_get(x, "try-mates"), fy, &dy, json_object_get(y, "try-mates"));
}

/* The index of the changed-mates variation that is the same change as x after
 * try t (the set mates the same as the try's), or -1. */
static int same_as_set(const Ctx *c, const char *t, const json_t *x)
{
    const json_t *set_vars = json_object_get(named(c, "changed-mates"), "variations");
    Position tried = after_try(c, t);
    Position dt = after_defence(&tried, str(x, "defence"));
    size_t i;
    json_t *v;
    json_array_foreach(set_vars, i, v) {
        if (!json_equal(json_object_get(v, "defence"), json_object_get(x, "defence"))
            || !json_equal(json_object_get(v, "mates"), json_object_get(x, "mates")))
            continue;
        Position ds = after_defence(&c->passed, str(v, "defence"));
        if (same_mates(MOVE_NONE, &ds, json_object_get(v, "set"), uci_move(&c->start, t), &dt,
                       json_object_get(x, "try-mates")))
            return (int)i;
    }
    return -1;
}

/* Gathers the changes of the tries (see Ctx.try_changes). */
static void gather_try_changes(Ctx *c)
{
    static const char *const names[] = { "changed-mates-try", "transferred-mates" };
    static const char *const fields[] = { "variations", "transfers" };
    c->try_changes = json_array();
    for (int n = 0; n < 2; n++) {
        size_t i, j, k;
        json_t *e, *x, *g;
        json_array_foreach(c->entries, i, e) {
            if (strcmp(str(e, "name"), names[n]) != 0)
                continue;
            const char *t = str(e, "try");
            json_array_foreach(json_object_get(e, fields[n]), j, x) {
                json_t *group = NULL;
                json_array_foreach(c->try_changes, k, g) {
                    const char *gt = json_string_value(json_array_get(json_object_get(g, "tries"), 0));
                    if (strcmp(str(g, "name"), names[n]) == 0
                        && (n ? json_equal(json_object_get(g, "change"), x)
                              : same_try_change(c, gt, json_object_get(g, "change"), t, x)))
                        group = g;
                }
                if (!group) {
                    group = json_object();
                    json_object_set_new(group, "name", json_string(names[n]));
                    json_object_set(group, "change", x);
                    json_object_set_new(group, "tries", json_array());
                    int set = n == 0 ? same_as_set(c, t, x) : -1;
                    if (set >= 0)
                        json_object_set_new(group, "set", json_integer(set));
                    json_array_append_new(c->try_changes, group);
                }
                json_array_append(json_object_get(group, "tries"), json_object_get(e, "try"));
            }
        }
    }
}

/* One change of a try: "1...d 2.x# -> 2.y#" (changed-mates-try, played after
 * the try in tried) or "2.m from 1...a to 1...b" (transferred-mates). */
static void try_change(const Ctx *c, const char *name, const json_t *ch, const Position *tried)
{
    if (strcmp(name, "transferred-mates") == 0) {
        Position mated = after_defence(&c->after, str(ch, "defence"));
        fputs(" 2.", c->out);
        put_san(c, &mated, str(ch, "mate"));
        /* TRANSLATORS: "2.Qf5# from 1...e2 to 1...Kf4": the mate that met 1...e2
         * after the try meets 1...Kf4 after the key. */
        fprintf(c->out, " %s", T(c, "from"));
        put_line(c, tried, str(ch, "try-defence"), NULL);
        /* TRANSLATORS: see "from". */
        fprintf(c->out, " %s", T(c, "to"));
        put_line(c, &c->after, str(ch, "defence"), NULL);
    } else {
        variation_change(c, ch, tried);
    }
}

/* The changes of the tries that are not changes of the set play too, one line
 * for the changes the same tries show:
 * "  changed-mates-try after 1.A? 1.B?: 1...d 2.x# -> 2.y#; 1...e ...",
 * "  transferred-mates after 1.A?: 2.m from 1...a to 1...b". */
static void per_try(const Ctx *c, const char *name)
{
    size_t i, j;
    json_t *g, *h;
    json_array_foreach(c->try_changes, i, g) {
        if (strcmp(str(g, "name"), name) != 0 || json_object_get(g, "set") || json_object_get(g, "written"))
            continue;
        const json_t *tries = json_object_get(g, "tries");
        Position tried = after_try(c, json_string_value(json_array_get(tries, 0)));
        /* TRANSLATORS: "changed-mates-try after 1.Rg4? 1.Rh5?: ...": the tries. */
        fprintf(c->out, "  %s %s", T(c, name), T(c, "after"));
        put_tries(c, tries);
        const char *sep = ":";
        json_array_foreach(c->try_changes, j, h)
            if (strcmp(str(h, "name"), name) == 0 && !json_object_get(h, "set")
                && json_equal(json_object_get(h, "tries"), tries)) {
                fputs(sep, c->out);
                sep = ";";
                try_change(c, name, json_object_get(h, "change"), &tried);
                json_object_set_new(h, "written", json_true());
            }
        fputc('\n', c->out);
    }
}

/* changed-mates: each change of the set play, with the tries that show the same
 * change: "1...d 2.x# -> 2.y#, also after 1.A? 1.B?". */
static void set_changes(const Ctx *c, const json_t *e)
{
    size_t i, k;
    json_t *v, *g;
    json_array_foreach(json_object_get(e, "variations"), i, v) {
        fputs(i ? ";" : ":", c->out);
        variation_change(c, v, NULL);
        json_array_foreach(c->try_changes, k, g) {
            const json_t *set = json_object_get(g, "set");
            if (set && json_integer_value(set) == (json_int_t)i) {
                fprintf(c->out, ", %s", T(c, "also after"));
                put_tries(c, json_object_get(g, "tries"));
            }
        }
    }
}

/* Whether every set mate a mutate changes is in the changed-mates line. */
static bool mutate_said(const Ctx *c, const json_t *e)
{
    const json_t *changed = json_object_get(named(c, "changed-mates"), "variations");
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(e, "changed"), i, x)
        if (!listed(changed, json_string_value(x)))
            return false;
    return true;
}

/* Any other entry: its piece, squares, variations or defences, threats. */
static void generic(const Ctx *c, const json_t *e)
{
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
            variation_change(c, x, NULL);
        }
    } else {
        put_defences(c, &c->after, defs);
    }
    if (json_array_size(threats) > 0) {
        fprintf(c->out, "%s %s", json_array_size(vars) ? ";" : "",
                json_array_size(threats) == 1 ? T(c, "threat") : T(c, "threats"));
        put_threats(c, threats);
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
    if (strcmp(name, "key-check") == 0 && named(c, "checking-key"))
        return;
    if (strcmp(name, "effective-defences") == 0 && json_array_size(json_object_get(e, "threats")) < 2)
        return;
    if (strcmp(name, "fleck") == 0 && named(c, "total-fleck"))
        return;
    if (strncmp(name, "unprovided-", 11) == 0
        && json_array_size(json_object_get(named(c, "incomplete-block"), "unprovided")) > 0)
        return; /* said with the incomplete block */
    if (strcmp(name, "changed-mates-try") == 0 || strcmp(name, "transferred-mates") == 0) {
        if (e == named(c, name))
            per_try(c, name);
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
            put_defences(c, &c->passed, json_object_get(e, "changed"));
        }
    } else if (strncmp(name, "unprovided-", 11) == 0) {
        fputc(':', c->out);
        put_defences(c, &c->passed, json_object_get(e, "defences"));
    } else if (strcmp(name, "duals") == 0 || strcmp(name, "star-flights") == 0
               || strcmp(name, "plus-flights") == 0) {
        /* the mates are in the variations above */
        fputc(':', c->out);
        put_defences(c, &c->after, json_object_get(e, "defences"));
    } else if (strcmp(name, "changed-mates") == 0) {
        set_changes(c, e);
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
    Ctx c = { .out = out, .lang = lang, .start = s->start, .passed = s->start, .after = s->start };
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
    gather_try_changes(&c);
    entry(&c, e);
    json_decref(c.entries);
    json_decref(c.try_changes);
}

void themes_text(FILE *out, const Solution *s, Lang lang)
{
    json_t *themes = json_array();
    themes_analyse(s, themes);
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
            put_san(&c, &c.start, key);
            fputs("!\n", out);
        }
        gather_try_changes(&c);
        json_array_foreach(c.entries, i, e)
            entry(&c, e);
        json_decref(c.entries);
        json_decref(c.try_changes);
    }
    json_decref(themes);
}
