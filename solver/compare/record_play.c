/* record_play.c - a record's play as typed data (see record_play.h): filled
 * from a solution as its record lists it; the pools and lookups the edge
 * reader (record_read.c) and the comparers share. */
#include "solver/compare/record_play.h"

#include <stdlib.h>
#include <string.h>

/* Grows *v (of elements of size size, capacity *cap) to hold n + 1. */
static void *grow(void *v, int n, int *cap, size_t size)
{
    if (n < *cap)
        return v;
    *cap = *cap ? 2 * *cap : 16;
    v = realloc(v, size * (size_t)*cap);
    if (!v)
        abort(); /* out of memory is fatal, as in the search */
    return v;
}

void record_play_init(RecordPlay *R)
{
    *R = (RecordPlay){ .has_start = false };
    analysis_init(&R->own);
}

void record_play_free(RecordPlay *R)
{
    free(R->keys);
    free(R->tries);
    free(R->pool);
    free(R->vpool);
    analysis_free(&R->own);
    *R = (RecordPlay){ .has_start = false };
}

void record_play_reset(RecordPlay *R)
{
    analysis_free(&R->own);
    R->has_start = R->timeout = R->stated = false;
    R->nkeys = R->ntries = R->nshorts = R->nset = R->npool = R->nvpool = 0;
    R->shorts_first = R->set_first = 0;
    R->themes = NULL;
}

int record_play_push(RecordPlay *R, Move m)
{
    R->pool = grow(R->pool, R->npool, &R->cappool, sizeof *R->pool);
    R->pool[R->npool] = m;
    return R->npool++;
}

RecVar *record_play_push_var(RecordPlay *R, Move defence)
{
    R->vpool = grow(R->vpool, R->nvpool, &R->capvpool, sizeof *R->vpool);
    RecVar *v = &R->vpool[R->nvpool++];
    *v = (RecVar){ .defence = defence, .first = R->npool, .n = 0 };
    return v;
}

RecPlay *record_play_new_play(RecordPlay *R, bool is_try, Move m)
{
    RecPlay *p;
    if (is_try) {
        R->tries = grow(R->tries, R->ntries, &R->captries, sizeof *R->tries);
        p = &R->tries[R->ntries++];
    } else {
        R->keys = grow(R->keys, R->nkeys, &R->capkeys, sizeof *R->keys);
        p = &R->keys[R->nkeys++];
    }
    *p = (RecPlay){ .move = m, .threats_first = R->npool, .vars_first = R->nvpool,
                    .refuts_first = R->npool };
    return p;
}

static void push_var(RecordPlay *R, const Solution *s, const Variation *v)
{
    RecVar *r = record_play_push_var(R, v->defence);
    const Move *mates = sol_moves(s, v->first);
    for (int i = 0; i < v->n; i++)
        record_play_push(R, mates[i]);
    r->n = v->n;
}

/* Play p of s as its record lists it; the refutations too for a try. */
static void add_play(RecordPlay *R, const Solution *s, const Play *p, const SolveOptions *so, bool is_try)
{
    RecPlay *r = record_play_new_play(R, is_try, p->move);
    r->check = p->check;
    r->zugzwang = p->zugzwang;
    const Move *threats = sol_moves(s, p->threats_first);
    for (int i = 0; i < p->nthreats; i++)
        record_play_push(R, threats[i]);
    r->nthreats = p->nthreats;
    r->vars_first = R->nvpool;
    for (int i = 0; i < p->nvars; i++) {
        const Variation *v = &p->vars[i];
        /* Refutations (no mate) are never variations. */
        if (v->n > 0 && variation_listed(s, p, v, so->all_defences))
            push_var(R, s, v);
    }
    r->nvars = R->nvpool - r->vars_first;
    r->refuts_first = R->npool;
    const Move *refuts = sol_moves(s, p->refuts_first);
    for (int i = 0; is_try && i < p->nrefuts; i++)
        record_play_push(R, refuts[i]);
    r->nrefuts = is_try ? p->nrefuts : 0;
}

void record_play_add_key(RecordPlay *R, const Solution *s, const Play *p, const SolveOptions *so)
{
    add_play(R, s, p, so, false);
}

void record_play_add_bare_key(RecordPlay *R, Move m)
{
    record_play_new_play(R, false, m)->bare = true;
}

void record_play_of_solution(RecordPlay *R, const Solution *s, const SolveOptions *so,
                             const Analysis *themes)
{
    R->themes = themes;
    R->timeout = s->status == ST_TIMEOUT;
    if (s->status == ST_ILLEGAL)
        return; /* its record has empty lists */
    R->has_start = true;
    R->start = s->start;
    for (int i = 0; i < s->nkeys; i++)
        add_play(R, s, &s->keys[i], so, false);
    R->shorts_first = R->npool;
    for (int i = 0; i < s->nshorts; i++)
        record_play_push(R, s->shorts[i]);
    R->nshorts = s->nshorts;
    for (int i = 0; i < s->ntries; i++)
        add_play(R, s, &s->tries[i], so, true);
    R->set_first = R->nvpool;
    for (int i = 0; s->set_computed && i < s->nset; i++)
        if (s->set[i].n > 0)
            push_var(R, s, &s->set[i]);
    R->nset = R->nvpool - R->set_first;
}

void record_play_of_solution_analysed(RecordPlay *R, const Solution *s, const SolveOptions *so,
                                      const Twins *twins)
{
    analysis_build(&R->own, s);
    if (twins)
        analysis_twins(&R->own, twins);
    record_play_of_solution(R, s, so, &R->own);
}

bool rec_subset(const Move *a, int na, const Move *b, int nb)
{
    for (int i = 0; i < na; i++)
        if (!move_in(b, nb, a[i]))
            return false;
    return true;
}

bool rec_same_moves(const Move *a, int na, const Move *b, int nb)
{
    return rec_subset(a, na, b, nb) && rec_subset(b, nb, a, na);
}

const RecPlay *rec_find_play(const RecPlay *plays, int n, Move m)
{
    for (int i = 0; i < n; i++)
        if (rec_same_move(plays[i].move, m))
            return &plays[i];
    return NULL;
}

const RecVar *rec_find_var(const RecVar *vars, int n, Move d)
{
    for (int i = 0; i < n; i++)
        if (rec_same_move(vars[i].defence, d))
            return &vars[i];
    return NULL;
}
