/* parts_record.c - an entry's lines found in its record (parts_rules.h): the
 * phase of each "play" block (the set play, a try or a key by its move), the
 * variation of each defence there, and its motives. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "tests/corpus/parts_rules.h"

const char *parts_str(json_t *o, const char *k)
{
    const char *s = json_string_value(json_object_get(o, k));
    return s ? s : "";
}

bool parts_in(json_t *a, const char *s)
{
    size_t i;
    json_t *x;
    json_array_foreach(a, i, x)
        if (json_is_string(x) && strcmp(json_string_value(x), s) == 0)
            return true;
    return false;
}

const char *uci_from(const char *uci, char buf[3])
{
    buf[0] = uci[0] ? uci[0] : '?';
    buf[1] = uci[0] && uci[1] ? uci[1] : '?';
    buf[2] = '\0';
    return buf;
}

const char *uci_to(const char *uci, char buf[3])
{
    return uci_from(strlen(uci) >= 4 ? uci + 2 : "", buf);
}

void parts_fail(Parts *P, json_t *e, const char *fmt, ...)
{
    if (!P->entry_failed)
        P->failed++;
    P->entry_failed = true;
    if (P->shown >= P->show_max)
        return;
    P->shown++;
    va_list ap;
    va_start(ap, fmt);
    printf("FAIL %s: %s (key %s): ", P->id, parts_str(e, "name"), parts_str(e, "key"));
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}

/* The record's play (a key or a try) of first move uci. */
static json_t *play_of(json_t *rec, const char *uci)
{
    static const char *const lists[] = { "keys", "tries" };
    for (int l = 0; l < 2; l++) {
        size_t i;
        json_t *p;
        json_array_foreach(json_object_get(rec, lists[l]), i, p)
            if (strcmp(parts_str(p, "move"), uci) == 0)
                return p;
    }
    return NULL;
}

static json_t *variation_of(json_t *vars, const char *defence)
{
    size_t i;
    json_t *v;
    json_array_foreach(vars, i, v)
        if (strcmp(parts_str(v, "defence"), defence) == 0)
            return v;
    return NULL;
}

/* Each variation of one phase's block of e: first the phase's first move (NULL:
 * the set play), lines the block's (or the entry's) variations. */
static void phase_lines(Parts *P, json_t *e, const char *first, json_t *lines, PartsLineFn f, void *ctx)
{
    json_t *play = first ? play_of(P->rec, first) : NULL;
    if (first && !play && json_array_size(lines) == 0)
        return; /* a first move of refutations only, which the record need not keep */
    if (first && !play) {
        parts_fail(P, e, "its phase %s is not in the record", first);
        return;
    }
    json_t *vars = play ? json_object_get(play, "variations") : json_object_get(P->rec, "set");
    json_t *none = json_array(), *threats = play ? json_object_get(play, "threats") : none;
    size_t i;
    json_t *x;
    json_array_foreach(lines, i, x) {
        PartsLine l = { parts_str(x, "defence"), json_object_get(x, "mates"), NULL, first, threats };
        l.var = variation_of(vars, l.defence);
        if (!l.var)
            parts_fail(P, e, "%s's line %s is not in the record", first ? first : "the set play", l.defence);
        else
            f(P, e, &l, ctx);
    }
    json_decref(none);
}

json_t *parts_variation(json_t *rec, const char *first, const char *defence)
{
    json_t *play = play_of(rec, first);
    return play ? variation_of(json_object_get(play, "variations"), defence) : NULL;
}

void parts_lines(Parts *P, json_t *e, PartsLineFn f, void *ctx)
{
    json_t *blocks = json_object_get(e, "play");
    if (!blocks) {
        phase_lines(P, e, parts_str(e, "key"), json_object_get(e, "variations"), f, ctx);
        return;
    }
    size_t i;
    json_t *b;
    json_array_foreach(blocks, i, b) {
        const char *first = json_string_value(json_object_get(b, "move"));
        phase_lines(P, e, first, json_object_get(b, "variations"), f, ctx);
    }
}

json_t *parts_defence_motives(const PartsLine *l)
{
    return json_object_get(json_object_get(l->var, "motives"), "defence");
}

json_t *parts_mate_motives(const PartsLine *l, const char *mate)
{
    return json_object_get(json_object_get(json_object_get(l->var, "motives"), "mates"), mate);
}

const char *parts_nth(json_t *a, size_t i)
{
    const char *s = json_string_value(json_array_get(a, i));
    return s ? s : "";
}

const char *parts_other(json_t *pair, const char *one)
{
    return parts_nth(pair, strcmp(parts_nth(pair, 0), one) == 0);
}

static bool at(json_t *a, size_t i, const char *want)
{
    return !want || strcmp(parts_nth(a, i), want) == 0;
}

bool parts_has(json_t *motives, const char *kind, const char *man0, const char *man1, const char *sq0,
               const char *sq1)
{
    size_t i;
    json_t *m;
    json_array_foreach(motives, i, m) {
        json_t *men = json_object_get(m, "men"), *sqs = json_object_get(m, "squares");
        if (strcmp(parts_str(m, "kind"), kind) == 0 && at(men, 0, man0) && at(men, 1, man1) && at(sqs, 0, sq0) &&
            at(sqs, 1, sq1))
            return true;
    }
    return false;
}
