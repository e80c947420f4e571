/* theme_banny.c - Banny: tries 1.A? and 1.B? are refuted by a and b; after the
 * key each refutation is answered by the other try's first move as mate,
 * 1...a 2.B#, 1...b 2.A# (the Vladimirov pattern crossed). "The other try's
 * move" is that move's identity, the same man going to the same square (as
 * E. Klemanič's column letters 1.Rd5? and, after 1.Rd4!, 2.Rd5# both "B"), so a
 * key that moves the man may leave it another way there. No try refuted by a check
 * (themes/CHECKS.md). */
#include "solver/movegen.h"
#include "themes/phase_moves.h"

/* Whether defence d has in key phase k the mate of try u's first move m: every mate
 * of its identity (mate_identity: man, square, promotion class), capturing
 * there exactly when m captured. */
static bool mated_as_first(const Phases *P, int k, Move d, int u)
{
    Move m = P->ph[u].play->move;
    const Position *start = &P->ph[u].s->start, *pos = &P->ph[k].pos;
    int to = M_TO(m);
    bool took = start->board[to] != EMPTY,
         takes = M_TO(d) == to || (pos->board[to] != EMPTY && M_FROM(d) != to);
    return took == takes && phase_mate(P, k, d) == mate_identity(&P->men, MOVE_NONE, start, m);
}

/* Whether a refutation of try t gives check: the try fails to its own flaw, and its
 * refutation is no thematic one (themes/CHECKS.md; polgar-1620, 1.Bh7? Rh8+!). */
static bool refuted_by_check(const Phases *P, int t)
{
    int nr;
    const Move *refs = phase_refutations(P, t, &nr);
    for (int j = 0; j < nr; j++)
        if (gives_check(&P->ph[t].pos, refs[j]))
            return true;
    return false;
}

/* Whether try t's refutation r is answered in key phase k by try u's first move:
 * r through *r. */
static bool crossed(const Phases *P, int k, int t, int u, Move *r)
{
    int nr;
    const Move *refs = phase_refutations(P, t, &nr);
    for (int j = 0; j < nr; j++)
        if (mated_as_first(P, k, refs[j], u)) {
            *r = refs[j];
            return true;
        }
    return false;
}

void theme_banny(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->n; k++) {
        if (P->ph[k].kind != PHASE_KEY)
            continue;
        for (int t = 0; t < P->n; t++)
            for (int u = t + 1; u < P->n; u++) {
                Move a, b;
                if (!phase_quiet_try(P, t) || !phase_quiet_try(P, u) || refuted_by_check(P, t) ||
                    refuted_by_check(P, u) || !crossed(P, k, t, u, &a) ||
                    !crossed(P, k, u, t, &b) || MOVE_KEY(a) == MOVE_KEY(b))
                    continue;
                int idx[3] = { t, u, k };
                ThemeEntry *e = phase_entry(A, THEME_BANNY, P, idx, 3);
                phase_entry_refutation(e, 0, a);
                phase_entry_refutation(e, 1, b);
                phase_entry_line(e, 2, P, k, a);
                phase_entry_line(e, 2, P, k, b);
            }
    }
}
