/* themes_text_tries.c - the changes of the tries in the Analysis
 * (changed-mates-try, transferred-mates), each said once with every try that
 * shows it, and those the set play shows too on the changed-mates line. */
#include <string.h>
#include "solver/report/themes_text_tries.h"
#include "solver/report/theme_words.h"

/* Whether variation x of try tx ({"defence", "try-mates", "mates"}) is the same
 * change as y of try ty: the same defence met by the same mates. */
static bool same_try_change(const Ctx *c, const char *tx, const json_t *x, const char *ty, const json_t *y)
{
    if (!json_equal(json_object_get(x, "defence"), json_object_get(y, "defence"))
        || !json_equal(json_object_get(x, "mates"), json_object_get(y, "mates")))
        return false;
    Position px = tt_after_try(c, tx), py = tt_after_try(c, ty);
    Move fx = tt_uci_move(&c->start, tx), fy = tt_uci_move(&c->start, ty);
    Position dx = tt_after_defence(&px, str(x, "defence")), dy = tt_after_defence(&py, str(y, "defence"));
    return tt_same_mates(fx, &dx, json_object_get(x, "try-mates"), fy, &dy, json_object_get(y, "try-mates"));
}

/* The index of the changed-mates variation that is the same change as x after
 * try t (the set mates the same as the try's), or -1. */
static int same_as_set(const Ctx *c, const char *t, const json_t *x)
{
    const json_t *set_vars = json_object_get(tt_named(c, "changed-mates"), "variations");
    Position tried = tt_after_try(c, t);
    Position dt = tt_after_defence(&tried, str(x, "defence"));
    size_t i;
    json_t *v;
    json_array_foreach(set_vars, i, v) {
        if (!json_equal(json_object_get(v, "defence"), json_object_get(x, "defence"))
            || !json_equal(json_object_get(v, "mates"), json_object_get(x, "mates")))
            continue;
        Position ds = tt_after_defence(&c->passed, str(v, "defence"));
        if (tt_same_mates(MOVE_NONE, &ds, json_object_get(v, "set"), tt_uci_move(&c->start, t), &dt,
                       json_object_get(x, "try-mates")))
            return (int)i;
    }
    return -1;
}

/* Gathers the changes of the tries (see Ctx.try_changes). */
void tt_gather_try_changes(Ctx *c)
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
            if (!t)
                continue; /* from the set play: said with its phases (phases_text.c) */
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
        Position mated = tt_after_defence(&c->after, str(ch, "defence"));
        fputs(" 2.", c->out);
        tt_put_san(c, &mated, str(ch, "mate"));
        /* TRANSLATORS: "2.Qf5# from 1...e2 to 1...Kf4": the mate that met 1...e2
         * after the try meets 1...Kf4 after the key. */
        fprintf(c->out, " %s", T(c, "from"));
        tt_put_line(c, tried, str(ch, "try-defence"), NULL);
        /* TRANSLATORS: see "from". */
        fprintf(c->out, " %s", T(c, "to"));
        tt_put_line(c, &c->after, str(ch, "defence"), NULL);
    } else {
        tt_variation_change(c, ch, tried);
    }
}

/* The changes of the tries that are not changes of the set play too, one line
 * for the changes the same tries show:
 * "  changed-mates-try after 1.A? 1.B?: 1...d 2.x# -> 2.y#; 1...e ...",
 * "  transferred-mates after 1.A?: 2.m from 1...a to 1...b". */
void tt_per_try(const Ctx *c, const char *name)
{
    size_t i, j;
    json_t *g, *h;
    json_array_foreach(c->try_changes, i, g) {
        if (strcmp(str(g, "name"), name) != 0 || json_object_get(g, "set") || json_object_get(g, "written"))
            continue;
        const json_t *tries = json_object_get(g, "tries");
        Position tried = tt_after_try(c, json_string_value(json_array_get(tries, 0)));
        /* TRANSLATORS: "changed-mates-try after 1.Rg4? 1.Rh5?: ...": the tries. */
        fprintf(c->out, "  %s %s", theme_words(name, c->lang), T(c, "after"));
        tt_put_tries(c, tries);
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
void tt_set_changes(const Ctx *c, const json_t *e)
{
    size_t i, k;
    json_t *v, *g;
    json_array_foreach(json_object_get(e, "variations"), i, v) {
        fputs(i ? ";" : ":", c->out);
        tt_variation_change(c, v, NULL);
        json_array_foreach(c->try_changes, k, g) {
            const json_t *set = json_object_get(g, "set");
            if (set && json_integer_value(set) == (json_int_t)i) {
                fprintf(c->out, ", %s", T(c, "also after"));
                tt_put_tries(c, json_object_get(g, "tries"));
            }
        }
    }
}
