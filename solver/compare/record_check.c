/* record_check.c - whether a JSON record has the shape SPEC.md gives it, before
 * anything compares it (see record_check.h). */
#include "solver/compare/record_check.h"

#include <stdio.h>

#include "solver/compare/record_read.h"

typedef struct {
    char *err;
    size_t errlen;
} Check;

static int bad(Check *C, const char *path, const char *what)
{
    snprintf(C->err, C->errlen, "%s: %s", path, what);
    return -1;
}

/* An optional (or required) list of moves. */
static int check_moves(Check *C, const json_t *a, const char *path, bool required)
{
    if (!a)
        return required ? bad(C, path, "missing") : 0;
    if (!json_is_array(a))
        return bad(C, path, "not a list of moves");
    for (size_t i = 0; i < json_array_size(a); i++)
        if (!json_is_string(json_array_get(a, i))) {
            char p[160];
            snprintf(p, sizeof p, "%s[%zu]", path, i);
            return bad(C, p, "not a move");
        }
    return 0;
}

static int check_vars(Check *C, const json_t *a, const char *path)
{
    if (!a)
        return 0;
    if (!json_is_array(a))
        return bad(C, path, "not a list of variations");
    for (size_t i = 0; i < json_array_size(a); i++) {
        const json_t *v = json_array_get(a, i);
        char p[160], q[200];
        snprintf(p, sizeof p, "%s[%zu]", path, i);
        if (!json_is_object(v))
            return bad(C, p, "not a variation {\"defence\", \"mates\"}");
        snprintf(q, sizeof q, "%s.defence", p);
        if (!json_is_string(json_object_get(v, "defence")))
            return bad(C, q, "missing or not a move");
        /* A defence once: the variations are compared defence by defence. */
        for (size_t j = 0; j < i; j++)
            if (rec_same_move(rec_str(json_array_get(a, j), "defence"), rec_str(v, "defence")))
                return bad(C, q, "the same defence twice");
        snprintf(q, sizeof q, "%s.mates", p);
        if (check_moves(C, json_object_get(v, "mates"), q, true))
            return -1;
    }
    return 0;
}

static int check_flag(Check *C, const json_t *p, const char *name, const char *path)
{
    const json_t *f = json_object_get(p, name);
    if (f && !json_is_boolean(f)) {
        char q[200];
        snprintf(q, sizeof q, "%s.%s", path, name);
        return bad(C, q, "not true or false");
    }
    return 0;
}

/* A list of plays: moves, or objects with at least "move". */
static int check_plays(Check *C, const json_t *a, const char *path, bool required)
{
    if (!a)
        return required ? bad(C, path, "missing") : 0;
    if (!json_is_array(a))
        return bad(C, path, "not a list");
    for (size_t i = 0; i < json_array_size(a); i++) {
        const json_t *pl = json_array_get(a, i);
        char p[120], q[160];
        snprintf(p, sizeof p, "%s[%zu]", path, i);
        if (!json_is_string(pl) && !json_is_object(pl))
            return bad(C, p, "not a move or a play {\"move\": ...}");
        snprintf(q, sizeof q, "%s.move", p);
        if (!json_is_string(pl) && !json_is_string(json_object_get(pl, "move")))
            return bad(C, q, "missing or not a move");
        for (size_t j = 0; j < i; j++)
            if (rec_same_move(rec_play_move(json_array_get(a, j)), rec_play_move(pl)))
                return bad(C, p, "the same move twice");
        if (json_is_string(pl))
            continue;
        if (check_flag(C, pl, "check", p) || check_flag(C, pl, "zugzwang", p))
            return -1;
        snprintf(q, sizeof q, "%s.threats", p);
        if (check_moves(C, json_object_get(pl, "threats"), q, false))
            return -1;
        snprintf(q, sizeof q, "%s.variations", p);
        if (check_vars(C, json_object_get(pl, "variations"), q))
            return -1;
        snprintf(q, sizeof q, "%s.refutations", p);
        if (check_moves(C, json_object_get(pl, "refutations"), q, false))
            return -1;
    }
    return 0;
}

int diff_record_check(const json_t *rec, char *err, size_t errlen)
{
    Check C = { err, errlen };
    if (!json_is_object(rec))
        return bad(&C, "record", "not a JSON object");
    const json_t *fen = json_object_get(rec, "fen");
    if (fen && !json_is_string(fen) && !json_is_null(fen))
        return bad(&C, "fen", "not a string");
    if (check_plays(&C, json_object_get(rec, "keys"), "keys", true) ||
        check_moves(&C, json_object_get(rec, "short"), "short", false) ||
        check_plays(&C, json_object_get(rec, "tries"), "tries", false) ||
        check_vars(&C, json_object_get(rec, "set"), "set"))
        return -1;
    return 0;
}
