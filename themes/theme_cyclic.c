/* theme_cyclic.c - cyclic change: n >= 3 defences whose mates in one phase move
 * round by one in another (a1 has A1 ... an has An; then a1 has A2 ... an has A1). */
#include <stdlib.h>
#include "themes/phases.h"

typedef struct {
    const int *mp, *mq;   /* the mate of each defence in the two phases */
    int *path, *best;     /* defence indices */
    int nbest, start, ndefs;
    bool *used;           /* defences on the path */
} Cycle;

/* Whether defence a's mate in P is already the P mate of a defence on the path. */
static bool mate_taken(const Cycle *C, int depth, int a)
{
    for (int i = 0; i < depth; i++)
        if (C->mp[C->path[i]] == C->mp[a])
            return true;
    return false;
}

/* Extends the path (path[depth-1] is its end): each next defence's P mate is
 * the end's Q mate; a cycle closes when that is the start's P mate. */
static void extend(Cycle *C, int depth)
{
    int want = C->mq[C->path[depth - 1]];
    if (depth >= 3 && want == C->mp[C->start] && depth > C->nbest) {
        C->nbest = depth;
        for (int i = 0; i < depth; i++)
            C->best[i] = C->path[i];
    }
    /* Later defences only: each cycle is found from its first defence. */
    for (int a = C->start + 1; a < C->ndefs; a++)
        if (!C->used[a] && C->mp[a] == want && C->mq[a] >= 0 && !mate_taken(C, depth, a)) {
            C->used[a] = true;
            C->path[depth] = a;
            extend(C, depth + 1);
            C->used[a] = false;
        }
}

int cycle_longest(const int *mp, const int *mq, int n, int *best)
{
    int *path = malloc(sizeof *path * (size_t)(n + 1));
    bool *used = calloc((size_t)n + 1, sizeof *used);
    if (!path || !used)
        abort();
    Cycle C = { .mp = mp, .mq = mq, .path = path, .best = best, .ndefs = n, .used = used };
    for (C.start = 0; C.start < n; C.start++) {
        if (mp[C.start] < 0 || mq[C.start] < 0 || mp[C.start] == mq[C.start])
            continue;
        path[0] = C.start;
        extend(&C, 1);
    }
    free(path), free(used);
    return C.nbest;
}

void theme_cyclic(const Phases *P, Analysis *A)
{
    int n = P->ndefs, best_n = 0, best_pair = -1;
    int *best = malloc(sizeof *best * (size_t)(n + 1)), *keep = malloc(sizeof *keep * (size_t)(n + 1));
    if (!best || !keep)
        abort();
    for (int k = 0; k < P->npairs; k++) {
        int m = cycle_longest(P->ph[P->pairs[k][0]].mate, P->ph[P->pairs[k][1]].mate, n, best);
        if (m > best_n) {
            best_n = m, best_pair = k;
            for (int i = 0; i < best_n; i++)
                keep[i] = best[i];
        }
    }
    if (best_n >= 3) {
        const int *pq = P->pairs[best_pair];
        ThemeEntry *e = phase_entry(A, THEME_CYCLIC_CHANGE, P, pq, 2);
        entry_int(e, EF_N, best_n);
        for (int j = 0; j < 2; j++)
            for (int i = 0; i < best_n; i++)
                phase_entry_line(e, j, P, pq[j], P->defs[keep[i]]);
    }
    free(best), free(keep);
}
