/* theme_le_grand.c - Le Grand and pseudo Le Grand: the threat of one phase
 * answers a defence in the other, and (Le Grand: the same defence; pseudo: another
 * one) the other way round. */
#include "themes/phases.h"

/* A defence that has mate a in phase p, other than 'not' (-1: any), or -1. */
static int defence_with(const Phases *P, int p, int a, int not)
{
    for (int d = 0; d < P->ndefs; d++)
        if (d != not && P->ph[p].mate[d] == a)
            return d;
    return -1;
}

static void add(const Phases *P, ThemeId id, const int *pq, int x, int y, Analysis *A)
{
    ThemeEntry *e = phase_entry(A, id, P, pq, 2);
    phase_entry_threats(e, 0, P, pq[0]);
    phase_entry_threats(e, 1, P, pq[1]);
    phase_entry_line(e, 0, P, pq[0], P->defs[x]);
    phase_entry_line(e, 1, P, pq[1], P->defs[y]);
}

void theme_le_grand(const Phases *P, Analysis *A)
{
    bool le_grand = false, pseudo = false;
    for (int k = 0; k < P->npairs && !(le_grand && pseudo); k++) {
        const int *pq = P->pairs[k];
        int a = P->ph[pq[0]].threat, b = P->ph[pq[1]].threat;
        if (a < 0 || b < 0 || a == b)
            continue;
        for (int x = 0; x < P->ndefs; x++) {
            if (P->ph[pq[0]].mate[x] != b)
                continue;
            if (!le_grand && P->ph[pq[1]].mate[x] == a) {
                add(P, THEME_LE_GRAND, pq, x, x, A);
                le_grand = true;
            }
            int y = defence_with(P, pq[1], a, x);
            if (!pseudo && y >= 0) {
                add(P, THEME_PSEUDO_LE_GRAND, pq, x, y, A);
                pseudo = true;
            }
        }
    }
}
