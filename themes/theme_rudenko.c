/* theme_rudenko.c - Rudenko: the mates A and B of two defences a and b in one
 * phase are together the (multiple) threat of another phase, where a and b
 * defeat it and are met by other mates. */
#include "themes/phases.h"

/* Whether the threats of phase q are mates A and B, both and nothing else. */
static bool threatens_both(const Phases *P, int q, int A, int B)
{
    const Play *p = P->ph[q].play;
    const Move *t = sol_moves(P->s, p->threats_first);
    bool a = false, b = false;
    for (int j = 0; j < p->nthreats; j++) {
        int id = mate_identity(&P->ph[q].pos, t[j]);
        if (id != A && id != B)
            return false;
        a |= id == A;
        b |= id == B;
    }
    return a && b;
}

/* Whether defence d of phase q is met there by a mate neither A nor B. */
static bool other_mate(const Phases *P, int q, int d, int A, int B)
{
    int m = P->ph[q].mate[d];
    return m >= 0 && m != A && m != B;
}

/* The two identities of phase q's threats, when they have exactly two. */
static bool two_threats(const Phases *P, int q, int ids[2])
{
    const Play *p = P->ph[q].play;
    const Move *t = sol_moves(P->s, p->threats_first);
    int n = 0;
    for (int j = 0; j < p->nthreats; j++) {
        int id = mate_identity(&P->ph[q].pos, t[j]);
        if (n > 0 && id == ids[0])
            continue;
        if (n > 1 && id == ids[1])
            continue;
        if (n == 2)
            return false;
        ids[n++] = id;
    }
    return n == 2;
}

static void find(const Phases *P, int p, int q, Analysis *A)
{
    const int *mp = P->ph[p].mate;
    /* A and B are q's two threats: only the defences with one of them are asked */
    int ids[2];
    if (!two_threats(P, q, ids))
        return;
    for (int a = 0; a < P->ndefs; a++) {
        if (mp[a] != ids[0] && mp[a] != ids[1])
            continue;
        for (int b = a + 1; b < P->ndefs; b++) {
            int ma = mp[a], mb = mp[b];
            if (ma < 0 || mb < 0 || ma == mb || !threatens_both(P, q, ma, mb) ||
                !other_mate(P, q, a, ma, mb) || !other_mate(P, q, b, ma, mb))
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
