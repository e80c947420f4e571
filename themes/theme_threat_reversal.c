/* theme_threat_reversal.c - threat reversal: the first move of one phase is the
 * threat of another and that one's first move the threat of the first,
 * 1.A? (2.B#) and 1.B! (2.A#): key and threat exchanged. */
#include "themes/phase_moves.h"

void theme_threat_reversal(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->npairs; k++) {
        const int *pq = P->pairs[k];
        const Play *p = P->ph[pq[0]].play, *q = P->ph[pq[1]].play;
        if (!p || !q || !phase_threatens_move(P, pq[0], q->move) || !phase_threatens_move(P, pq[1], p->move))
            continue;
        ThemeEntry *e = phase_entry(A, THEME_THREAT_REVERSAL, P, pq, 2);
        phase_entry_threats(e, 0, P, pq[0]);
        phase_entry_threats(e, 1, P, pq[1]);
    }
}
