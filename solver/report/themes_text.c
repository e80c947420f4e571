/* themes_text.c - the "Analysis" section of the text report: every themes entry,
 * grouped by key, with its moves in SAN in the position where each is played. */
#include <stdlib.h>
#include <string.h>
#include "themes/themes.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/themes_text.h"
#include "solver/report/phases_text.h"

typedef struct {
    FILE *out;
    Lang lang;
    Position start, after, passed; /* diagram; after the key; diagram, defender to move */
} Ctx;

/* SAN of the uci move in pos ("?" spelled as the uci when it is not legal there). */
static void put_san(const Ctx *c, const Position *pos, const char *uci)
{
    char buf[SAN_MAX];
    Move m = uci ? move_from_uci(pos, uci) : MOVE_NONE;
    fputs(m == MOVE_NONE ? (uci ? uci : "?") : move_to_san(pos, m, c->lang, buf, sizeof buf), c->out);
}

static const char *str(const json_t *o, const char *field)
{
    return json_string_value(json_object_get(o, field));
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

/* " 1...d" for each defence in the array (pos: where they are played). */
static void put_defences(const Ctx *c, const Position *pos, const json_t *defs)
{
    size_t i;
    json_t *x;
    json_array_foreach(defs, i, x) {
        fputs(" 1...", c->out);
        put_san(c, pos, json_string_value(x));
    }
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

static void effective(const Ctx *c, const json_t *e)
{
    const json_t *defs = json_object_get(e, "defences");
    if (json_array_size(defs) == 0)
        fputs(" none", c->out);
    size_t i;
    json_t *d;
    json_array_foreach(defs, i, d) {
        fputs(i ? ";" : "", c->out);
        put_line(c, &c->after, str(d, "defence"), NULL);
        fputs(" defeats", c->out);
        put_threats(c, json_object_get(d, "defeats"));
    }
}

static void fleck(const Ctx *c, const json_t *e)
{
    size_t i;
    json_t *sep;
    json_array_foreach(json_object_get(e, "separations"), i, sep) {
        fputs(i ? ";" : "", c->out);
        json_t *t = json_array();
        json_array_append(t, json_object_get(sep, "threat"));
        put_threats(c, t);
        json_decref(t);
        fputs(" after", c->out);
        put_defences(c, &c->after, json_object_get(sep, "defences"));
    }
}

/* Variations {"defence", "set"?, "try-mates"?, "mates"?}: set mates in the diagram,
 * try mates after the try, mates after the key. */
static void variations(const Ctx *c, const json_t *e)
{
    Position tried = c->start;
    const char *try_uci = str(e, "try");
    Move tm = try_uci ? move_from_uci(&c->start, try_uci) : MOVE_NONE;
    Undo u;
    if (tm != MOVE_NONE)
        make_move(&tried, tm, &u);
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(e, "variations"), i, v) {
        const char *d = str(v, "defence");
        const json_t *set = json_object_get(v, "set"), *tmates = json_object_get(v, "try-mates"),
                     *mates = json_object_get(v, "mates");
        fputs(i ? ";" : "", c->out);
        /* "1...d 2.old -> 2.new": the earlier phase first, then the key's. */
        const json_t *before = set ? set : tmates;
        put_line(c, set ? &c->passed : tmates ? &tried : &c->after, d, before ? before : mates);
        if (before && mates) {
            fputs(" ->", c->out);
            put_mates(c, &c->after, d, mates);
        }
    }
}

static void transfers(const Ctx *c, const json_t *e)
{
    Position tried = c->start;
    Move tm = move_from_uci(&c->start, str(e, "try"));
    Undo u;
    if (tm != MOVE_NONE)
        make_move(&tried, tm, &u);
    size_t i;
    json_t *t;
    json_array_foreach(json_object_get(e, "transfers"), i, t) {
        json_t *m = json_array();
        json_array_append(m, json_object_get(t, "mate"));
        fputs(i ? ";" : "", c->out);
        put_line(c, &c->after, str(t, "defence"), m);
        fputs(" (after the try:", c->out);
        put_line(c, &tried, str(t, "try-defence"), NULL);
        fputc(')', c->out);
        json_decref(m);
    }
}

static void squares(const Ctx *c, const json_t *e)
{
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(e, "squares"), i, x)
        fprintf(c->out, " %s", json_string_value(x));
}

/* Any other entry: its count, squares, threats, defences and variations as far as
 * they are there, played after the key. */
static void generic(const Ctx *c, const json_t *e)
{
    json_t *x;
    if ((x = json_object_get(e, "piece")) && json_is_string(x))
        fprintf(c->out, " %s", json_string_value(x));
    squares(c, e);
    if ((x = json_object_get(e, "variations")) && json_array_size(x) > 0)
        variations(c, e);
    else if ((x = json_object_get(e, "defences")))
        put_defences(c, &c->after, x);
    if ((x = json_object_get(e, "threats")) && json_array_size(x) > 0 && !json_object_get(e, "variations"))
        put_threats(c, x);
}

/* The details of entry e after its heading. */
static void details(const Ctx *c, const json_t *e)
{
    const char *name = str(e, "name");
    if (strcmp(name, "effective-defences") == 0)
        effective(c, e);
    else if (strcmp(name, "fleck") == 0 || strcmp(name, "total-fleck") == 0)
        fleck(c, e);
    else if (strcmp(name, "transferred-mates") == 0)
        transfers(c, e);
    else if (strncmp(name, "unprovided-", 11) == 0)
        put_defences(c, &c->passed, json_object_get(e, "defences"));
    else if (strcmp(name, "incomplete-block") == 0)
        put_defences(c, &c->passed, json_object_get(e, "unprovided"));
    else if (strcmp(name, "mutate") == 0)
        put_defences(c, &c->passed, json_object_get(e, "changed"));
    else
        generic(c, e);
}

/* "  name (count) (square) after the try 1.T?: details" */
static void entry(const Ctx *c, const json_t *e)
{
    if (phases_text_entry(c->out, e, &c->start, c->lang))
        return; /* a theme across phases: its own words (phases_text.c) */
    const json_t *count = json_object_get(e, "count");
    fprintf(c->out, "  %s", str(e, "name"));
    if (json_is_integer(count))
        fprintf(c->out, " (%lld)", (long long)json_integer_value(count));
    if (str(e, "square"))
        fprintf(c->out, " (%s)", str(e, "square"));
    if (str(e, "try")) {
        fputs(" after the try 1.", c->out);
        put_san(c, &c->start, str(e, "try"));
        fputc('?', c->out);
    }
    /* The details go to a buffer first: no colon when there are none. */
    char *text = NULL;
    size_t len = 0;
    Ctx sub = *c;
    sub.out = open_memstream(&text, &len);
    if (sub.out) {
        details(&sub, e);
        fclose(sub.out);
        if (len > 0)
            fprintf(c->out, ":%s", text);
        free(text);
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
    entry(&c, e);
}

void themes_text(FILE *out, const Solution *s, Lang lang)
{
    json_t *themes = json_array();
    themes_analyse(s, themes);
    if (json_array_size(themes) > 0)
        fputs("\nAnalysis:\n", out);
    for (int k = 0; k < s->nkeys && json_array_size(themes) > 0; k++) {
        char key[8];
        move_to_uci(s->keys[k].move, key);
        Ctx c = context(out, s, key, lang);
        fputs("1.", out);
        put_san(&c, &c.start, key);
        fputs("!\n", out);
        size_t i;
        json_t *e;
        json_array_foreach(themes, i, e)
            if (strcmp(str(e, "key"), key) == 0)
                entry(&c, e);
    }
    json_decref(themes);
}
