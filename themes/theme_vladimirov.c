/* theme_vladimirov.c - Vladimirov: tries 1.A? and 1.B? are refuted by a and b;
 * after the key a and b are answered by the tries' own first moves as mates,
 * 1...a 2.A#, 1...b 2.B# (at least twice: Velimirovic, Mat Plus 1997). */
#include "themes/phase_moves.h"

enum { MAX_PAIRS = 8 };

/* The tries whose refutation key phase k answers with the try's first move: up to
 * MAX_PAIRS (try, refutation), each try and each refutation once. */
static int pairs(const Phases *P, int k, int *tries, Move *refs)
{
    int n = 0;
    for (int t = 0; t < P->n && n < MAX_PAIRS; t++) {
        if (!phase_quiet_try(P, t))
            continue;
        int nr;
        const Move *r = phase_refutations(P, t, &nr);
        for (int j = 0; j < nr; j++) {
            bool seen = false;
            for (int i = 0; i < n; i++)
                seen |= MOVE_KEY(refs[i]) == MOVE_KEY(r[j]);
            if (!seen && phase_mated_by_first(P, k, r[j], P->ph[t].play->move)) {
                tries[n] = t;
                refs[n++] = r[j];
                break;
            }
        }
    }
    return n;
}

void theme_vladimirov(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->n; k++) {
        int idx[MAX_PAIRS + 1];
        Move refs[MAX_PAIRS];
        int n = P->ph[k].kind == PHASE_KEY ? pairs(P, k, idx, refs) : 0;
        if (n < 2)
            continue;
        idx[n] = k;
        ThemeEntry *e = phase_entry(A, THEME_VLADIMIROV, P, idx, n + 1);
        for (int i = 0; i < n; i++) {
            phase_entry_refutation(e, i, refs[i]);
            phase_entry_line(e, n, P, k, refs[i]);
        }
        entry_int(e, EF_COUNT, n);
    }
}
