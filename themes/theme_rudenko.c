/* theme_rudenko.c - Rudenko: the mates A and B of two defences a and b in one
 * phase are together the (multiple) threat of another phase, where a and b
 * defeat it and are met by other mates. */
#include "themes/phases.h"

/* Whether defence d of phase q is met there by a mate neither A nor B. */
static bool other_mate(const Phases *P, int q, int d, int A, int B)
{
    int m = P->ph[q].mate[d];
    return m >= 0 && m != A && m != B;
}

static void find(const Phases *P, int p, int q, Analysis *A)
{
    const int *mp = P->ph[p].mate;
    /* A and B are q's two threats: only the defences with one of them are asked */
    int ids[2];
    if (!phase_threat_pair(P, q, ids))
        return;
    for (int a = 0; a < P->ndefs; a++) {
        if (mp[a] != ids[0] && mp[a] != ids[1])
            continue;
        for (int b = a + 1; b < P->ndefs; b++) {
            int ma = mp[a], mb = mp[b];
            bool both = (ma == ids[0] && mb == ids[1]) || (ma == ids[1] && mb == ids[0]); /* q threatens A, B */
            if (!both || !other_mate(P, q, a, ma, mb) || !other_mate(P, q, b, ma, mb))
                continue;
            int pq[2] = { p, q };
            ThemeEntry *e = phase_entry(A, THEME_RUDENKO, P, pq, 2);
            phase_entry_line(e, 0, P, p, P->defs[a]);
            phase_entry_line(e, 0, P, p, P->defs[b]);
            phase_entry_threats(e, 1, P, q);
            phase_entry_line(e, 1, P, q, P->defs[a]);
            phase_entry_line(e, 1, P, q, P->defs[b]);
        }
    }
}

void theme_rudenko(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->npairs; k++)
        for (int s = 0; s < 2; s++) {
            int p = P->pairs[k][s], q = P->pairs[k][1 - s];
            if (P->ph[q].play && P->ph[q].play->nthreats >= 2)
                find(P, p, q, A);
        }
}
