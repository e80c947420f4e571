/* theme_makihovi.c - Makihovi: a set defence answered by two or more mates, of
 * which the tries and keys each keep one, a different one each (mates separated
 * by White's first moves). */
#include "themes/phases.h"

enum { MAX_SPLIT = 8 };

/* Whether mate identity id is among the mates of variation v of the set play. */
static bool among(const Phases *P, const Variation *v, int id)
{
    const Move *m = sol_moves(P->s, v->first);
    for (int j = 0; j < v->n; j++)
        if (phase_identity(P, 0, &P->ph[0].pos, m[j]) == id)
            return true;
    return false;
}

/* The phases (tries, keys; not checking ones) in which defence d has one of v's mates, each phase
 * a different one: up to MAX_SPLIT of them in idx. */
static int separated(const Phases *P, int d, const Variation *v, int *idx)
{
    int n = 0, ids[MAX_SPLIT];
    for (int o = 0; o < P->n && n < MAX_SPLIT; o++) {
        int q = P->order[o], id = P->ph[q].mate[d];
        if (P->ph[q].kind == PHASE_SET || P->ph[q].play->check || id < 0 || !among(P, v, id))
            continue;
        bool seen = false;
        for (int i = 0; i < n; i++)
            seen |= ids[i] == id;
        if (!seen) {
            ids[n] = id;
            idx[n++] = q;
        }
    }
    return n;
}

void theme_makihovi(const Phases *P, Analysis *A)
{
    if (P->n == 0 || P->ph[0].kind != PHASE_SET)
        return;
    for (int d = 0; d < P->ndefs; d++) {
        /* The set mates must be of two identities or more. */
        const Variation *v = phase_variation(P, 0, P->defs[d]);
        if (!v || P->ph[0].mate[d] != MATE_MIXED)
            continue;
        int idx[MAX_SPLIT + 1];
        int n = separated(P, d, v, idx + 1);
        if (n < 2)
            continue;
        idx[0] = 0;
        ThemeEntry *e = phase_entry(A, THEME_MAKIHOVI, P, idx, n + 1);
        for (int i = 0; i <= n; i++)
            phase_entry_line(e, i, P, idx[i], P->defs[d]);
    }
}
