/* theme_reciprocal.c - reciprocal change: two defences whose mates in one phase
 * change places in another (neither phase a checking try: CHECKING-TRIES.md). */
#include "themes/phases.h"

void theme_reciprocal(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->npairs; k++) {
        const int *pq = P->pairs[k];
        if (phases_changed(P, k, false) < 2 || phase_checking_try(P, pq[0]) || phase_checking_try(P, pq[1]))
            continue; /* a and b both change their mates; no checking try */
        const int *mp = P->ph[pq[0]].mate, *mq = P->ph[pq[1]].mate;
        for (int a = 0; a < P->ndefs; a++) {
            if (mp[a] < 0 || mq[a] < 0 || mp[a] == mq[a])
                continue; /* a's mate not changed: it has no partner */
            for (int b = a + 1; b < P->ndefs; b++) {
                if (mp[a] < 0 || mp[b] < 0 || mp[a] == mp[b] || mq[a] != mp[b] || mq[b] != mp[a])
                    continue;
                ThemeEntry *e = phase_entry(A, THEME_RECIPROCAL_CHANGE, P, pq, 2);
                for (int j = 0; j < 2; j++) {
                    phase_entry_line(e, j, P, pq[j], P->defs[a]);
                    phase_entry_line(e, j, P, pq[j], P->defs[b]);
                }
                return;
            }
        }
    }
}
