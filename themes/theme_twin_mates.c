/* theme_twin_mates.c - the themes of mates between twins that the themes across
 * phases of one problem do not already cover: changed and transferred mates
 * between two twins' solutions, and a cyclic change over three twins. The
 * phases are those of phases_build_twins: one a twin, the last twin last, the
 * pairs each earlier twin with the last. */
#include <stdlib.h>
#include "themes/phases.h"
#include "themes/twins_detect.h"

/* Whether defence number d of P is played by the same kind of man in phases p and
 * q: a twin may put another man on its square (substitute, exchange). */
static bool same_defence(const Phases *P, int p, int q, int d)
{
    int from = M_FROM(P->defs[d]);
    return PTYPE(P->ph[p].pos.board[from]) == PTYPE(P->ph[q].pos.board[from]);
}

/* Changed mates: a defence met by one mate in an earlier twin's solution and by
 * another in the last twin's (each a mate of one identity). One entry a pair of
 * twins, with the count of its defences as between phases (SPEC: distinct
 * defences): moves of one man met alike in both twins are one, "1...Q~"
 * (entry_group_blocks). */
void twin_changed_mates(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->npairs; k++) {
        const int *pq = P->pairs[k];
        const int *mp = P->ph[pq[0]].mate, *mq = P->ph[pq[1]].mate;
        ThemeEntry *e = NULL;
        for (int d = 0; d < P->ndefs; d++) {
            if (mp[d] < 0 || mq[d] < 0 || mp[d] == mq[d] || !same_defence(P, pq[0], pq[1], d))
                continue;
            if (!e)
                e = phase_entry(A, THEME_CHANGED_MATES, P, pq, 2);
            phase_entry_line(e, 0, P, pq[0], P->defs[d]);
            phase_entry_line(e, 1, P, pq[1], P->defs[d]);
        }
        if (e)
            entry_int(e, EF_COUNT, entry_group_blocks(e, &P->ph[pq[1]].s->start));
    }
}

/* Whether mate a, meeting defence x in twin p, meets another defence y in twin q
 * that it did not meet in p, while it no longer meets x in q. */
static bool transferred(const Phase *p, const Phase *q, int x, int y)
{
    int a = p->mate[x];
    return a >= 0 && q->mate[x] != a && y != x && q->mate[y] == a && p->mate[y] != a;
}

/* How many different mates go to other defences from twin p to twin q. */
static int transferred_mates(const Phases *P, const Phase *p, const Phase *q)
{
    int *seen = malloc(sizeof *seen * ((size_t)P->ndefs + 1)), n = 0;
    if (!seen)
        abort();
    for (int x = 0; x < P->ndefs; x++)
        for (int y = 0; y < P->ndefs; y++) {
            if (!transferred(p, q, x, y))
                continue;
            bool known = false;
            for (int i = 0; i < n && !known; i++)
                known = seen[i] == p->mate[x];
            if (!known)
                seen[n++] = p->mate[x];
        }
    free(seen);
    return n;
}

/* Transferred mates: a mate that meets defence x in an earlier twin and another
 * defence y in the last, where it no longer meets x and did not meet y before;
 * two mates at least, as between the phases of one problem (KEY.md).
 * "transfers" as for a try ("try-defence": the earlier twin's defence). Counts the
 * defences y of the last twin, moves of one man met alike in both twins one
 * (entry_group_blocks), as a try's transfers count them. */
void twin_transferred_mates(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->npairs; k++) {
        const int *pq = P->pairs[k];
        const Phase *p = &P->ph[pq[0]], *q = &P->ph[pq[1]];
        if (transferred_mates(P, p, q) < 2)
            continue;
        ThemeEntry *e = NULL;
        for (int x = 0; x < P->ndefs; x++) {
            for (int y = 0; y < P->ndefs; y++) {
                if (!transferred(p, q, x, y))
                    continue;
                if (!e)
                    e = phase_entry(A, THEME_TRANSFERRED_MATES, P, pq, 2);
                phase_entry_line(e, 0, P, pq[0], P->defs[x]);
                phase_entry_line(e, 1, P, pq[1], P->defs[y]);
                const Variation *v = phase_variation(P, pq[1], P->defs[y]);
                entry_transfer(e, sol_moves(q->s, v->first)[0], P->defs[x], P->defs[y]);
            }
        }
        if (e)
            entry_int(e, EF_COUNT, entry_group_blocks(e, &P->ph[pq[1]].s->start));
    }
}

/* Cyclic change over three twins: n >= 3 defences whose mates move round by one
 * from the first twin to the second and again from the second to the last, so
 * that each defence has each of the n mates once. The most defences win. True
 * when it found one (the pairwise cyclic change of the last twin is then said). */
bool twin_cyclic_three(const Phases *P, Analysis *A)
{
    int n = P->n, last = n - 1, best_n = 0, bi = -1, bj = -1;
    int *cyc = malloc(sizeof *cyc * (size_t)(P->ndefs + 1)), *keep = malloc(sizeof *keep * (size_t)(P->ndefs + 1));
    if (!cyc || !keep)
        abort();
    for (int i = 0; i < last; i++)
        for (int j = i + 1; j < last; j++) {
            const int *mi = P->ph[i].mate, *mj = P->ph[j].mate, *mk = P->ph[last].mate;
            int m = cycle_longest(mi, mj, P->ndefs, cyc);
            bool on = m >= 3 && m > best_n;
            /* mj[cyc[t]] == mi[cyc[t+1]]; the last twin moves them on by one more. */
            for (int t = 0; on && t < m; t++)
                on = mk[cyc[t]] == mj[cyc[(t + 1) % m]];
            if (on) {
                best_n = m, bi = i, bj = j;
                for (int t = 0; t < m; t++)
                    keep[t] = cyc[t];
            }
        }
    if (best_n) {
        int idx[3] = { bi, bj, last };
        ThemeEntry *e = phase_entry(A, THEME_CYCLIC_CHANGE, P, idx, 3);
        entry_int(e, EF_N, best_n);
        for (int b = 0; b < 3; b++)
            for (int t = 0; t < best_n; t++)
                phase_entry_line(e, b, P, idx[b], P->defs[keep[t]]);
    }
    free(cyc), free(keep);
    return best_n > 0;
}
