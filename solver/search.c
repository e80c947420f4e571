/* search.c - the AND/OR search of a #2: attacker first move (OR), every defence (AND),
 * attacker mate (OR); then, for keys and tries only, the full tree with every mate. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "solver/solution.h"
#include "solver/movegen.h"

typedef struct {
    Position pos;
    const SolveOptions *o;
    Solution *s;
    uint64_t nodes;
    Move killer_mate;      /* the last mate found: usually the threat, so tried first */
    Move killer_refut[2];  /* the last refutations: they often refute the next first move too */
    Move first;            /* the first move being refuted */
    Move *refut_of;        /* probe_key: the last refutation of each first move, or NULL */
} Search;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* Whether checking move m mates. */
static bool mates(Search *S, Move m)
{
    Undo u;
    make_move(&S->pos, m, &u);
    S->nodes++;
    bool mate = !has_legal_move(&S->pos);
    unmake_move(&S->pos, &u);
    return mate;
}

/* Whether killer m (rebuilt for this position by move_rebuild) is a legal
 * check that mates; *tested tells whether it was a legal check, counted as
 * the generated list's moves are. */
static bool killer_mates(Search *S, Move m, bool *tested)
{
    int us = S->pos.side;
    bool mate = false;
    Undo u;
    make_move(&S->pos, m, &u);
    *tested = !in_check(&S->pos, us) && in_check(&S->pos, us ^ 1);
    if (*tested) {
        S->nodes++;
        mate = !has_legal_move(&S->pos);
    }
    unmake_move(&S->pos, &u);
    return mate;
}

static bool exists_mate(Search *S)
{
    /* The last mate found is tried before the checks are generated: it is
     * most often the threat, which answers most defences. Castling and e.p.
     * are left to the generated list. */
    Move k = MOVE_KEY(S->killer_mate), km = MOVE_NONE;
    bool tested = false;
    if (k && !(S->killer_mate & (MF_CASTLE | MF_EP)) && (km = move_rebuild(&S->pos, S->killer_mate)) != MOVE_NONE &&
        killer_mates(S, km, &tested))
        return true;
    MoveList list;
    gen_checks(&S->pos, &list);
    int tried = -1;
    if (!tested) {
        for (int i = 0; i < list.n; i++)
            if (MOVE_KEY(list.moves[i]) == k) {
                tried = i;
                if (mates(S, list.moves[i]))
                    return true;
                break;
            }
    }
    for (int i = 0; i < list.n; i++) {
        Move m = list.moves[i];
        if (i != tried && !(tested && MOVE_KEY(m) == k) && mates(S, m)) {
            S->killer_mate = m;
            return true;
        }
    }
    return false;
}

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
        if (mates(S, list.moves[i])) {
            pool_push(S->s, list.moves[i]);
            n++;
        }
    return n;
}

/* Where refut_of keeps the last refutation of first move m. */
static inline int refut_slot(Move m)
{
    int from = M_FROM(m), to = M_TO(m);
    return ((from >> 4) << 3 | (from & 7)) << 6 | ((to >> 4) << 3 | (to & 7));
}

/* The killer refutations, in the order they are tried: the last refutation
 * of this first move (when probing), then the last two found. */
static void refutation_killers(const Search *S, Move killers[3])
{
    killers[0] = S->refut_of ? S->refut_of[refut_slot(S->first)] : MOVE_NONE;
    killers[1] = S->killer_refut[0];
    killers[2] = S->killer_refut[1];
}

/* Moves the killers to the front of the defences; returns how many are there. */
static int order_defences(const Move killers[3], MoveList *list)
{
    int front = 0;
    for (int k = 0; k < 3; k++) {
        Move key = MOVE_KEY(killers[k]);
        if (!key)
            continue;
        for (int i = front; i < list->n; i++)
            if (MOVE_KEY(list->moves[i]) == key) {
                Move t = list->moves[front];
                list->moves[front++] = list->moves[i];
                list->moves[i] = t;
                break;
            }
    }
    return front;
}

/* Plays defence m (legal): whether no mate answers it. A refutation becomes
 * the first killer, and this first move's own when probing. */
static bool refutes(Search *S, Move m)
{
    Undo u;
    make_move(&S->pos, m, &u);
    S->nodes++;
    bool mate = exists_mate(S);
    unmake_move(&S->pos, &u);
    if (mate)
        return false;
    if (S->refut_of)
        S->refut_of[refut_slot(S->first)] = m;
    if (MOVE_KEY(m) != MOVE_KEY(S->killer_refut[0])) {
        S->killer_refut[1] = S->killer_refut[0];
        S->killer_refut[0] = m;
    }
    return true;
}

/* Counts the defences with no mate, stopping past 'limit'. The killers come
 * first, each rebuilt and tested for legality on its own: most first moves
 * are refuted by two of them, and then the defences are never generated.
 * Otherwise the list is generated and tried from where the killers stopped,
 * so the defences are tried in the same order whether the killers suffice or not. */
static int count_refutations(Search *S, int limit)
{
    Move killers[3];
    refutation_killers(S, killers);
    int refuts = 0, tried = 0;
    for (int k = 0; k < 3 && refuts <= limit; k++) {
        Move key = MOVE_KEY(killers[k]);
        if (!key || (k > 0 && MOVE_KEY(killers[0]) == key) || (k > 1 && MOVE_KEY(killers[1]) == key))
            continue; /* none, or tried already */
        if ((killers[k] & (MF_CASTLE | MF_EP)) || S->pos.ep != NO_SQ)
            break; /* castling and e.p. are the generator's */
        Move m = move_rebuild(&S->pos, killers[k]);
        if (m == MOVE_NONE || !rebuilt_move_legal(&S->pos, m))
            continue; /* not a defence here */
        tried++;
        refuts += refutes(S, m);
    }
    if (refuts > limit)
        return refuts;
    MoveList list;
    gen_legal(&S->pos, &list);
    order_defences(killers, &list);
    for (int i = tried; i < list.n && refuts <= limit; i++)
        refuts += refutes(S, list.moves[i]);
    return refuts;
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

/* What first move m (legal) leads to: -1 a mate at once, -2 a stalemate, else
 * its refutations counted up to limit + 1. */
enum { OUT_MATE = -1, OUT_STALEMATE = -2 };
static int first_move_outcome(Search *S, Move m, int limit)
{
    S->first = m;
    Undo u;
    make_move(&S->pos, m, &u);
    S->nodes++;
    int r;
    if (!has_legal_move(&S->pos))
        r = in_check(&S->pos, S->pos.side) ? OUT_MATE : OUT_STALEMATE;
    else
        r = count_refutations(S, limit);
    unmake_move(&S->pos, &u);
    return r;
}

ProbeResult probe_key(const Position *pos, Move key, KeyProbe *kp)
{
    Search S = { .pos = *pos, .killer_mate = kp->killer_mate,
                 .killer_refut = { kp->killer_refut[0], kp->killer_refut[1] }, .refut_of = kp->refut_of };
    MoveList first;
    gen_legal(&S.pos, &first);
    int ki = -1, ci = -1;
    for (int i = 0; i < first.n; i++) {
        if (MOVE_KEY(first.moves[i]) == MOVE_KEY(key))
            ki = i;
        else if (kp->cook && MOVE_KEY(first.moves[i]) == MOVE_KEY(kp->cook))
            ci = i;
    }
    ProbeResult r = PROBE_KEY_FAILS;
    if (ki >= 0 && first_move_outcome(&S, first.moves[ki], 0) == 0) {
        r = PROBE_SOUND;
        /* The last cook first: it often still works in the next version. */
        for (int k = -1; k < first.n && r == PROBE_SOUND; k++) {
            int i = k < 0 ? ci : k;
            if (i < 0 || i == ki || (k >= 0 && i == ci))
                continue;
            int out = first_move_outcome(&S, first.moves[i], 0);
            if (out == 0 || out == OUT_MATE) {
                r = PROBE_COOKED;
                kp->cook = first.moves[i];
            }
        }
    }
    kp->killer_mate = S.killer_mate;
    kp->killer_refut[0] = S.killer_refut[0];
    kp->killer_refut[1] = S.killer_refut[1];
    kp->nodes += S.nodes;
    return r;
}

int solve_refutations(const Position *pos, Move m, Move *out, int cap)
{
    Search S = { .pos = *pos };
    Undo u;
    make_move(&S.pos, m, &u);
    MoveList list, refuts = { .n = 0 };
    gen_legal(&S.pos, &list);
    for (int i = 0; i < list.n; i++) {
        Undo ud;
        make_move(&S.pos, list.moves[i], &ud);
        if (!exists_mate(&S)) {
            assert(refuts.n < MAX_MOVES);
            refuts.moves[refuts.n++] = list.moves[i];
        }
        unmake_move(&S.pos, &ud);
    }
    /* The first cap of them in the canonical order (solver/README.md "Order"). */
    order_moves(&S.pos, refuts.moves, refuts.n);
    for (int i = 0; i < refuts.n && i < cap; i++)
        out[i] = refuts.moves[i];
    return refuts.n;
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
