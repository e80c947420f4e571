/* theme_urania.c - Urania: one attacker move in three functions, each in its own
 * phase: the first move of a try, the threat of another phase, the mate of a
 * defence in a third (1.A?; 1.B? (2.A#); 1.C! a 2.A#). */
#include "themes/phase_moves.h"

/* A listed defence of phase r answered by move m alone, or MOVE_NONE. */
static Move mated_by(const Phases *P, int r, Move m)
{
    for (int d = 0; d < P->ndefs; d++)
        if (phase_mated_by_first(P, r, P->defs[d], m))
            return P->defs[d];
    return MOVE_NONE;
}

/* The Urania of try t, if it has one: the phase that threatens its first move,
 * the phase where a defence is met by it (the keys first). */
static bool find(const Phases *P, int t, Analysis *A)
{
    Move a = P->ph[t].play->move;
    for (int q = 0; q < P->n; q++) {
        if (q == t || !phase_threatens_move(P, q, a))
            continue;
        for (int o = 0; o < P->n; o++) {
            int r = P->order[o];
            Move d = r == t || r == q ? MOVE_NONE : mated_by(P, r, a);
            if (d == MOVE_NONE)
                continue;
            int idx[3] = { t, q, r };
            ThemeEntry *e = phase_entry(A, THEME_URANIA, P, idx, 3);
            phase_entry_threats(e, 1, P, q);
            phase_entry_line(e, 2, P, r, d);
            return true;
        }
    }
    return false;
}

void theme_urania(const Phases *P, Analysis *A)
{
    for (int t = 0; t < P->n; t++)
        if (phase_quiet_try(P, t))
            find(P, t, A);
}
