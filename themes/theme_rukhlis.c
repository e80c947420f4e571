/* theme_rukhlis.c - Rukhlis: two set mates change after the key, and after the
 * key they answer two other defences. */
#include "themes/phases.h"

/* A defence with mate a in phase p other than 'not' (-1: any), or -1. */
static int answered_by(const Phases *P, int p, int a, int not)
{
    for (int d = 0; d < P->ndefs; d++)
        if (d != not && P->ph[p].mate[d] == a)
            return d;
    return -1;
}

/* Looks for the theme between the set play (phase 0) and key k; with 'fresh', c
 * and d must be defences other than a and b (the classic form). */
static bool find(const Phases *P, int k, bool fresh, Analysis *an)
{
    const int *set = P->ph[0].mate, *key = P->ph[k].mate;
    for (int a = 0; a < P->ndefs; a++)
        for (int b = a + 1; b < P->ndefs; b++) {
            int A = set[a], B = set[b];
            if (A < 0 || B < 0 || A == B || key[a] < 0 || key[a] == A || key[b] < 0 || key[b] == B)
                continue;
            /* c has A and d has B after the key, so c != a and d != b. */
            int c = answered_by(P, k, A, fresh ? b : -1), d = answered_by(P, k, B, fresh ? a : -1);
            if (c < 0 || d < 0)
                continue;
            int pq[2] = { 0, k };
            ThemeEntry *e = phase_entry(an, THEME_RUKHLIS, P, pq, 2);
            phase_entry_line(e, 0, P, 0, P->defs[a]);
            phase_entry_line(e, 0, P, 0, P->defs[b]);
            int after[4] = { a, b, c, d };
            for (int i = 0; i < 4; i++)
                phase_entry_line(e, 1, P, k, P->defs[after[i]]);
            return true;
        }
    return false;
}

void theme_rukhlis(const Phases *P, Analysis *A)
{
    if (P->n == 0 || P->ph[0].kind != PHASE_SET)
        return;
    for (int fresh = 1; fresh >= 0; fresh--)
        for (int k = 0; k < P->n; k++)
            if (P->ph[k].kind == PHASE_KEY && find(P, k, fresh, A))
                return;
}
