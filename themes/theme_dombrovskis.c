/* theme_dombrovskis.c - Dombrovskis: a defence that defeats a try's threat (it
 * refutes the try, or another mate answers it there) is answered by that threat
 * after a key. */
#include "themes/phases.h"

void theme_dombrovskis(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->n; k++) {
        if (P->ph[k].kind != PHASE_KEY)
            continue;
        for (int t = 0; t < P->n; t++) {
            int a = P->ph[t].threat;
            if (P->ph[t].kind != PHASE_TRY || a < 0)
                continue;
            for (int d = 0; d < P->ndefs; d++) {
                Move m = P->defs[d];
                bool refutes = phase_refutes(P, t, m), other = P->ph[t].mate[d] >= 0 && P->ph[t].mate[d] != a;
                if ((!refutes && !other) || P->ph[k].mate[d] != a)
                    continue;
                int pq[2] = { t, k };
                ThemeEntry *e = phase_entry(A, THEME_DOMBROVSKIS, P, pq, 2);
                phase_entry_threats(e, 0, P, t);
                phase_entry_threats(e, 1, P, k);
                if (refutes)
                    phase_entry_refutation(e, 0, m);
                else
                    phase_entry_line(e, 0, P, t, m);
                phase_entry_line(e, 1, P, k, m);
                return;
            }
        }
    }
}
