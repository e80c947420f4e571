/* theme_lacny.c - Lačný: a cyclic change of three or more mates between two
 * phases (1...a, b, c 2.A, B, C; then 2.B, C, A), also in its threat form, where
 * the threat of each phase is one of the mates that go round (1.X? (2.A) a, b
 * 2.B, C; 1.Y! (2.B) a, b 2.C, A). */
#include "themes/phases.h"
#include "themes/theme_util.h"

void theme_lacny(const Phases *P, Analysis *A)
{
    /* The elements: every listed defence, then the threat (index ndefs). */
    int n = P->ndefs + 1;
    /* On the stack for most problems: three arrays of n. */
    enum { ON_STACK = 3 * 128 };
    int buf[ON_STACK];
    int *mp = theme_room(buf, ON_STACK, 3 * (size_t)n, sizeof *mp), *mq = mp + n, *best = mq + n;
    for (int k = 0; k < P->npairs; k++) {
        const int *pq = P->pairs[k];
        if (phases_changed(P, k, true) < 3)
            continue; /* no cycle: not copied */
        for (int d = 0; d < P->ndefs; d++)
            mp[d] = P->ph[pq[0]].mate[d], mq[d] = P->ph[pq[1]].mate[d];
        mp[P->ndefs] = P->ph[pq[0]].threat, mq[P->ndefs] = P->ph[pq[1]].threat;
        int m = cycle_longest(mp, mq, n, best);
        if (m < 3)
            continue;
        ThemeEntry *e = phase_entry(A, THEME_LACNY, P, pq, 2);
        entry_int(e, EF_N, m);
        for (int i = 0; i < m; i++)
            for (int j = 0; j < 2; j++) {
                if (best[i] < P->ndefs)
                    phase_entry_line(e, j, P, pq[j], P->defs[best[i]]);
                else
                    phase_entry_threats(e, j, P, pq[j]);
            }
        for (int i = 0; i < m; i++)
            if (best[i] == P->ndefs)
                entry_variant(e, "threat");
    }
    theme_room_free(mp, buf);
}
