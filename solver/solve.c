/* solve.c - the solution tree of a #2, built over the search (search.c): the
 * short solutions, the keys and tries with their threats, every defence with
 * every mate and the refutations, and the set play. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "solver/search.h"

double clock_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double now_ms(void) { return clock_seconds() * 1e3; }
static void pool_push(Solution *s, Move m)
{
    if (s->npool == s->cappool) {
        s->cappool = s->cappool ? 2 * s->cappool : 256;
        s->pool = realloc(s->pool, sizeof *s->pool * (size_t)s->cappool);
        if (!s->pool)
            abort();
    }
    s->pool[s->npool++] = m;
}

/* Appends every mate of the side to move to the pool; returns how many. */
static int all_mates(Search *S)
{
    MoveList list;
    int n = 0;
    gen_checks(&S->pos, &list);
    for (int i = 0; i < list.n; i++)
        if (move_mates(S, list.moves[i])) {
            pool_push(S->s, list.moves[i]);
            n++;
        }
    return n;
}
/* n variations from the solution's pool. When the pool grows, the vars of
 * every play and the set play are moved with it. */
static Variation *vpool_take(Solution *s, int n)
{
    if (n == 0)
        return NULL;
    if (s->nvpool + n > s->capvpool) {
        int cap = s->capvpool ? 2 * s->capvpool : 256;
        while (cap < s->nvpool + n)
            cap *= 2;
        Variation *old = s->vpool, *nv = malloc(sizeof *nv * (size_t)cap);
        if (!nv)
            abort();
        if (s->nvpool)
            memcpy(nv, old, sizeof *nv * (size_t)s->nvpool);
        for (int i = 0; i < s->nkeys; i++)
            if (s->keys[i].vars)
                s->keys[i].vars = nv + (s->keys[i].vars - old);
        for (int i = 0; i < s->ntries; i++)
            if (s->tries[i].vars)
                s->tries[i].vars = nv + (s->tries[i].vars - old);
        if (s->set)
            s->set = nv + (s->set - old);
        free(old);
        s->vpool = nv;
        s->capvpool = cap;
    }
    Variation *v = s->vpool + s->nvpool;
    s->nvpool += n;
    return v;
}

/* Every defender move of the current position with all its mates. */
static Variation *defences_with_mates(Search *S, int *nvars)
{
    MoveList list;
    gen_legal(&S->pos, &list);
    Variation *vars = vpool_take(S->s, list.n);
    for (int i = 0; i < list.n; i++) {
        Undo u;
        make_move(&S->pos, list.moves[i], &u);
        S->nodes++;
        vars[i].defence = list.moves[i];
        vars[i].first = S->s->npool;
        vars[i].n = all_mates(S);
        unmake_move(&S->pos, &u);
    }
    *nvars = list.n;
    return vars;
}

/* The full play after first move m (already made): threats, every defence, refutations. */
static void analyse_play(Search *S, Move m, Play *p)
{
    Solution *s = S->s;
    memset(p, 0, sizeof *p);
    p->move = m;
    p->check = in_check(&S->pos, S->pos.side);
    p->threats_first = s->npool;
    if (!p->check) {
        Undo u;
        make_null(&S->pos, &u);
        p->nthreats = all_mates(S);
        unmake_null(&S->pos, &u);
    }
    p->zugzwang = !p->check && p->nthreats == 0;
    p->vars = defences_with_mates(S, &p->nvars);
    p->refuts_first = s->npool;
    for (int i = 0; i < p->nvars; i++)
        if (p->vars[i].n == 0) {
            pool_push(s, p->vars[i].defence);
            p->nrefuts++;
        }
}

/* A new, zeroed play at the end of *arr (capacity *cap, kept for the next solve). */
static Play *append_play(Play **arr, int *n, int *cap)
{
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        *arr = realloc(*arr, sizeof **arr * (size_t)*cap);
        if (!*arr)
            abort();
    }
    Play *p = &(*arr)[(*n)++];
    memset(p, 0, sizeof *p);
    return p;
}

static void solve_set_play(Search *S)
{
    Solution *s = S->s;
    int us = S->pos.side;
    s->set_computed = !in_check(&S->pos, us) && !in_check(&S->pos, us ^ 1);
    if (!s->set_computed)
        return;
    Undo u;
    make_null(&S->pos, &u);
    s->set = defences_with_mates(S, &s->nset);
    unmake_null(&S->pos, &u);
}

void solve_options_default(SolveOptions *o)
{
    memset(o, 0, sizeof *o);
    o->max_refutations = 1;
}

void solve(const Position *pos, const SolveOptions *o, Solution *s)
{
    memset(s, 0, sizeof *s);
    solve_into(pos, o, s);
}

/* Empties s, keeping its buffers, for a solve of pos. */
static void solution_reset(Solution *s, const Position *pos)
{
    s->start = *pos;
    s->nkeys = s->ntries = s->nshorts = s->nset = s->npool = s->nvpool = 0;
    s->set = NULL;
    s->set_computed = false;
    if (s->capshorts == 0) {
        s->capshorts = 8;
        s->shorts = malloc(sizeof *s->shorts * (size_t)s->capshorts);
        if (!s->shorts)
            abort();
    }
}

void solve_into(const Position *pos, const SolveOptions *o, Solution *s)
{
    double t0 = now_ms();
    Search S = { .pos = *pos, .o = o, .s = s };
    solution_reset(s, pos);
    int limit = o->keys_only ? 0 : o->max_refutations;
    bool timed_out = false;
    MoveList first, shorts = { .n = 0 };
    gen_legal(&S.pos, &first);
    for (int i = 0; i < first.n; i++) {
        if ((o->max_time > 0 && now_ms() - t0 > o->max_time * 1e3) || (o->stop && o->stop(o->stop_ctx))) {
            timed_out = true;
            break;
        }
        Move m = first.moves[i];
        Undo u;
        make_move(&S.pos, m, &u);
        S.nodes++;
        if (!has_legal_move(&S.pos)) {
            if (in_check(&S.pos, S.pos.side)) {
                assert(shorts.n < MAX_MOVES);
                shorts.moves[shorts.n++] = m;
            }
            unmake_move(&S.pos, &u);
            continue;
        }
        int refuts = count_refutations(&S, limit);
        if (refuts == 0 || refuts <= limit) {
            bool key = refuts == 0;
            Play *p = key ? append_play(&s->keys, &s->nkeys, &s->capkeys)
                          : append_play(&s->tries, &s->ntries, &s->captries);
            if (o->keys_only)
                *p = (Play){ .move = m, .check = in_check(&S.pos, S.pos.side) };
            else
                analyse_play(&S, m, p);
        }
        unmake_move(&S.pos, &u);
    }
    if (shorts.n + 1 > s->capshorts) {
        s->capshorts = shorts.n + 1;
        s->shorts = realloc(s->shorts, sizeof *s->shorts * (size_t)s->capshorts);
        if (!s->shorts)
            abort();
    }
    memcpy(s->shorts, shorts.moves, sizeof *s->shorts * (size_t)shorts.n);
    s->nshorts = shorts.n;
    s->analysed = !o->keys_only && !timed_out;
    if (s->analysed)
        solve_set_play(&S);
    s->status = timed_out ? ST_TIMEOUT
                : s->nshorts ? ST_SHORT
                : s->nkeys > 1 ? ST_COOKED
                : s->nkeys == 1 ? ST_SOUND
                : ST_NO_SOLUTION;
    solution_order(s);
    assert(solution_ok(s));
    s->nodes = S.nodes;
    s->ms = now_ms() - t0;
}

void solve_first_move(const Position *pos, Move m, const SolveOptions *o, Solution *s)
{
    double t0 = now_ms();
    Search S = { .pos = *pos, .o = o, .s = s };
    solution_reset(s, pos);
    Undo u;
    make_move(&S.pos, m, &u);
    S.nodes++;
    Play *p = append_play(&s->keys, &s->nkeys, &s->capkeys);
    analyse_play(&S, m, p);
    if (p->nrefuts > 0) {
        /* A try: it moves to the tries. */
        Play t = *p;
        s->nkeys = 0;
        *append_play(&s->tries, &s->ntries, &s->captries) = t;
    }
    unmake_move(&S.pos, &u);
    s->analysed = true;
    s->status = s->nkeys ? ST_SOUND : ST_NO_SOLUTION;
    solution_order(s);
    assert(solution_ok(s));
    s->nodes = S.nodes;
    s->ms = now_ms() - t0;
}

void solution_free(Solution *s)
{
    free(s->keys);
    free(s->tries);
    free(s->shorts);
    free(s->pool);
    free(s->vpool);
    memset(s, 0, sizeof *s);
}

const Play *solution_key(const Solution *s, Move m)
{
    for (int i = 0; s && i < s->nkeys; i++)
        if (MOVE_KEY(s->keys[i].move) == MOVE_KEY(m))
            return &s->keys[i];
    return NULL;
}

const Play *solution_play(const Solution *s, Move m)
{
    const Play *key = solution_key(s, m);
    if (key || !s)
        return key;
    for (int i = 0; i < s->ntries; i++)
        if (MOVE_KEY(s->tries[i].move) == MOVE_KEY(m))
            return &s->tries[i];
    return NULL;
}

bool variation_listed(const Solution *s, const Play *p, const Variation *v, bool all_defences)
{
    if (v->n == 0)
        return false;
    if (all_defences || p->nthreats == 0)
        return true;
    const Move *threats = sol_moves(s, p->threats_first), *mates = sol_moves(s, v->first);
    for (int i = 0; i < p->nthreats; i++)
        if (!move_in(mates, v->n, threats[i]))
            return true;
    return false;
}

const char *status_name(Status st)
{
    static const char *const names[] = { "sound", "cooked", "short", "no-solution", "illegal", "timeout" };
    return names[st];
}
