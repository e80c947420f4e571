/* record_read.c - a JSON record read into a RecordPlay, its shape checked as it
 * is read (see record_read.h): the one place where the play of a record comes
 * in as JSON. */
#include "solver/compare/record_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/compare/themes_read.h"

typedef struct {
    RecordPlay *R;
    char *err;
    size_t errlen;
} Reader;

static int bad(Reader *C, const char *path, const char *what)
{
    snprintf(C->err, C->errlen, "%s: %s", path, what);
    return -1;
}

/* The move of v, a UCI string ("e7e8q", any case), or MOVE_NONE. */
static Move move_of(const json_t *v)
{
    return json_is_string(v) ? uci_read(json_string_value(v)) : MOVE_NONE;
}

/* An optional (or required) list of moves, pushed to the pool; *n their count. */
static int read_moves(Reader *C, const json_t *a, const char *path, bool required, int *n)
{
    *n = 0;
    if (!a)
        return required ? bad(C, path, "missing") : 0;
    if (!json_is_array(a))
        return bad(C, path, "not a list of moves");
    for (size_t i = 0; i < json_array_size(a); i++) {
        Move m = move_of(json_array_get(a, i));
        if (m == MOVE_NONE) {
            char p[160];
            snprintf(p, sizeof p, "%s[%zu]", path, i);
            return bad(C, p, "not a move");
        }
        record_play_push(C->R, m);
    }
    *n = (int)json_array_size(a);
    return 0;
}

/* A list of variations, pushed to vpool; *n their count. */
static int read_vars(Reader *C, const json_t *a, const char *path, int *n)
{
    int first = C->R->nvpool;
    *n = 0;
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
        Move d = move_of(json_object_get(v, "defence"));
        if (d == MOVE_NONE)
            return bad(C, q, "missing or not a move");
        /* A defence once: the variations are compared defence by defence. */
        if (rec_find_var(rec_vars(C->R, first), C->R->nvpool - first, d))
            return bad(C, q, "the same defence twice");
        RecVar *rv = record_play_push_var(C->R, d);
        snprintf(q, sizeof q, "%s.mates", p);
        if (read_moves(C, json_object_get(v, "mates"), q, true, &rv->n))
            return -1;
    }
    *n = C->R->nvpool - first;
    return 0;
}

static int read_flag(Reader *C, const json_t *p, const char *name, const char *path, bool *out)
{
    const json_t *f = json_object_get(p, name);
    *out = json_is_true(f);
    if (f && !json_is_boolean(f)) {
        char q[200];
        snprintf(q, sizeof q, "%s.%s", path, name);
        return bad(C, q, "not true or false");
    }
    return 0;
}

/* A list of plays: moves, or objects with at least "move". */
static int read_plays(Reader *C, const json_t *a, const char *path, bool required, bool tries)
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
        Move m = move_of(json_is_string(pl) ? pl : json_object_get(pl, "move"));
        if (m == MOVE_NONE)
            return json_is_string(pl) ? bad(C, p, "not a move") : bad(C, q, "missing or not a move");
        const RecPlay *plays = tries ? C->R->tries : C->R->keys;
        if (rec_find_play(plays, tries ? C->R->ntries : C->R->nkeys, m))
            return bad(C, p, "the same move twice");
        RecPlay *r = record_play_new_play(C->R, tries, m);
        r->bare = json_is_string(pl);
        if (r->bare)
            continue;
        if (read_flag(C, pl, "check", p, &r->check) || read_flag(C, pl, "zugzwang", p, &r->zugzwang))
            return -1;
        snprintf(q, sizeof q, "%s.threats", p);
        r->threats_first = C->R->npool;
        if (read_moves(C, json_object_get(pl, "threats"), q, false, &r->nthreats))
            return -1;
        snprintf(q, sizeof q, "%s.variations", p);
        r->vars_first = C->R->nvpool;
        if (read_vars(C, json_object_get(pl, "variations"), q, &r->nvars))
            return -1;
        snprintf(q, sizeof q, "%s.refutations", p);
        r->refuts_first = C->R->npool;
        if (read_moves(C, json_object_get(pl, "refutations"), q, false, &r->nrefuts))
            return -1;
    }
    return 0;
}

void record_play_start_fen(RecordPlay *R, const char *fen)
{
    Problem pb;
    char err[FEN_MSG];
    R->has_start = false;
    if (!fen)
        return;
    if (fen_parse_line(fen, &pb, err, sizeof err) == 0) {
        R->has_start = true;
        R->start = pb.pos;
    }
    problem_free(&pb);
}

int record_read(const json_t *rec, RecordPlay *R, char *err, size_t errlen)
{
    Reader C = { R, err, errlen };
    if (!json_is_object(rec))
        return bad(&C, "record", "not a JSON object");
    const json_t *fen = json_object_get(rec, "fen");
    if (fen && !json_is_string(fen) && !json_is_null(fen))
        return bad(&C, "fen", "not a string");
    if (read_plays(&C, json_object_get(rec, "keys"), "keys", true, false))
        return -1;
    R->shorts_first = R->npool;
    if (read_moves(&C, json_object_get(rec, "short"), "short", false, &R->nshorts) ||
        read_plays(&C, json_object_get(rec, "tries"), "tries", false, true))
        return -1;
    R->set_first = R->nvpool;
    if (read_vars(&C, json_object_get(rec, "set"), "set", &R->nset))
        return -1;
    record_play_start_fen(R, json_string_value(fen));
    const char *status = json_string_value(json_object_get(rec, "status"));
    R->timeout = status && strcmp(status, "timeout") == 0;
    const json_t *themes = json_object_get(rec, "themes");
    if (json_is_array(themes)) {
        themes_read(themes, &R->own, R->has_start ? &R->start : NULL);
        R->themes = &R->own;
    }
    return 0;
}

static char *string_of(const json_t *v)
{
    return json_is_string(v) ? strdup(json_string_value(v)) : NULL;
}

int record_read_text(const char *text, RecordPlay *R, RecordHead *H, char *err, size_t errlen)
{
    memset(H, 0, sizeof *H);
    json_error_t je;
    json_t *rec = json_loads(text, 0, &je);
    if (!rec) {
        snprintf(err, errlen, "not JSON: %s", je.text);
        return -1;
    }
    int rc = record_read(rec, R, err, errlen);
    H->id = string_of(json_object_get(rec, "id"));
    H->fen = string_of(json_object_get(rec, "fen"));
    H->error = string_of(json_object_get(rec, "error"));
    if ((!H->id && json_is_string(json_object_get(rec, "id"))) ||
        (!H->fen && json_is_string(json_object_get(rec, "fen"))) ||
        (!H->error && json_is_string(json_object_get(rec, "error")))) {
        snprintf(err, errlen, "out of memory");
        rc = -1;
    }
    const char *status = json_string_value(json_object_get(rec, "status"));
    for (int st = 0; status && st <= ST_TIMEOUT && !H->has_status; st++)
        if (strcmp(status_name((Status)st), status) == 0)
            H->has_status = true, H->status = (Status)st;
    json_decref(rec);
    return rc;
}

void record_head_free(RecordHead *H)
{
    free(H->id);
    free(H->fen);
    free(H->error);
}
