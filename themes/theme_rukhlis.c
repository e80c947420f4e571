/* theme_rukhlis.c - Rukhlis: two set mates change after the key, and after the
 * key (or a try) they answer two other defences. */
#include "themes/phases.h"

/* A defence other than 'not' with mate a in phase p that the set play did not
 * answer by a already (then a stayed with it: no transfer), or -1. */
static int answered_by(const Phases *P, int p, int a, int not)
{
    for (int d = 0; d < P->ndefs; d++)
        if (d != not && P->ph[p].mate[d] == a && P->ph[0].mate[d] != a)
            return d;
    return -1;
}

/* Looks for the theme between the set play (phase 0) and key k, the set mates
 * coming back in phase t (the key itself, or a try: Jankovič 1963, "a change of two
 * defences in the try (the Ruchlis theme) and a change of two mates in the
 * solution"). Moen's pattern (1...a 2.A, 1...b 2.B; 1...a 2.C, 1...b 2.D, 1...c
 * 2.A, 1...d 2.B) names four mates and four defences: after the key a and b have
 * mates other than A and B, and c and d are other defences than a and b. A
 * reciprocal change (a and b exchange A and B) is none: until issue 21 it was one. */
static bool find(const Phases *P, int k, int t, Analysis *an)
{
    const int *set = P->ph[0].mate, *key = P->ph[k].mate, *back = P->ph[t].mate;
    for (int a = 0; a < P->ndefs; a++)
        for (int b = a + 1; b < P->ndefs; b++) {
            int A = set[a], B = set[b];
            if (A < 0 || B < 0 || A == B || key[a] < 0 || key[a] == A || key[a] == B || key[b] < 0
                || key[b] == B || key[b] == A)
                continue;
            if (back[a] == A || back[b] == B)
                continue; /* in the try a set mate still answers its own defence */
            /* c has A and d has B in phase t, so c != a and d != b. */
            int c = answered_by(P, t, A, b), d = answered_by(P, t, B, a);
            if (c < 0 || d < 0)
                continue;
            int pq[3] = { 0, t, k }, n = t == k ? 2 : 3;
            if (t == k)
                pq[1] = k;
            ThemeEntry *e = phase_entry(an, THEME_RUKHLIS, P, pq, n);
            phase_entry_line(e, 0, P, 0, P->defs[a]);
            phase_entry_line(e, 0, P, 0, P->defs[b]);
            if (t != k) {
                phase_entry_line(e, 1, P, t, P->defs[c]);
                phase_entry_line(e, 1, P, t, P->defs[d]);
            }
            int after[4] = { a, b, c, d };
            for (int i = 0; i < (t == k ? 4 : 2); i++)
                phase_entry_line(e, n - 1, P, k, P->defs[after[i]]);
            return true;
        }
    return false;
}

void theme_rukhlis(const Phases *P, Analysis *A)
{
    if (P->n == 0 || P->ph[0].kind != PHASE_SET)
        return;
    for (int k = 0; k < P->n; k++)
        if (P->ph[k].kind == PHASE_KEY && find(P, k, k, A))
            return;
    /* The set mates back after other defences in a try, changed after the key. */
    for (int k = 0; k < P->n; k++)
        for (int t = 0; P->ph[k].kind == PHASE_KEY && t < P->n; t++)
            if (P->ph[t].kind == PHASE_TRY && find(P, k, t, A))
                return;
}
