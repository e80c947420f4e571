/* theme_sushkov.c - Sushkov: two first moves (tries, keys) share one attacking aim that
 * would allow two mates A and B, but each also cancels a guard, so that each threatens
 * one of them only: 1.X? (2.A#, 2.B? fails) and 1.Y! (2.B#, 2.A? fails) (soks.sk,
 * Diagram týždňa 25, on Slesarenko, 64 1987: themes/README.md). Read from the moves:
 * each phase has a single threat, A in one and B in the other; after each first move
 * the other phase's threat is answered only by king steps to squares its moving man
 * guarded from its square in the diagram (the cancelled guards). The shared aim is
 * implied, not looked for in the diagram: each first move removes every other answer
 * to both mates, whether or not one obstacle stood against both (PHASES-FUNCTIONS.md). */
#include "themes/phases.h"
#include "solver/movegen.h"

/* The black replies to white move w in pos (White to move) into *r; false when w is
 * not legal there. */
static bool replies(const Position *pos, Move w, MoveList *r)
{
    Move m = move_legal(pos, w);
    if (m == MOVE_NONE)
        return false;
    Position after;
    position_after_to(&after, pos, m);
    gen_legal(&after, r);
    return true;
}

/* The one threat of phase i (a try or key within one problem, its threats all of one
 * identity), or MOVE_NONE. */
static Move sole_threat(const Phases *P, int i)
{
    const Phase *ph = &P->ph[i];
    if (!ph->play || ph->twin || ph->threat < 0)
        return MOVE_NONE;
    return sol_moves(ph->s, ph->play->threats_first)[0];
}

/* Whether mate b, played after phase ph's first move, fails only to king steps onto
 * squares that the first move's man guarded from its square in the diagram (and at
 * least one such step): those squares are added to *sq. */
static bool spoilt_by_unguard(const Phase *ph, Move b, uint64_t *sq)
{
    const Position *diagram = &ph->s->start;
    Position passed;
    position_passed_to(&passed, &ph->pos);
    MoveList r;
    if (!replies(&passed, b, &r) || r.n == 0)
        return false;
    int from = M_FROM(ph->play->move);
    uint64_t found = 0;
    for (int i = 0; i < r.n; i++) {
        int to = M_TO(r.moves[i]);
        /* Taking the first move's man where it went is no cancelled guard. */
        if (PTYPE(passed.board[M_FROM(r.moves[i])]) != KING || to == M_TO(ph->play->move) ||
            !(attackers_of(diagram, SQ64(to), WHITE, all_men(diagram)) & BIT(from)))
            return false;
        found |= BIT(to);
    }
    *sq |= found;
    return true;
}

void theme_sushkov(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->npairs; k++) {
        const int *pq = P->pairs[k];
        Move a = sole_threat(P, pq[0]), b = sole_threat(P, pq[1]);
        if (a == MOVE_NONE || b == MOVE_NONE || P->ph[pq[0]].threat == P->ph[pq[1]].threat)
            continue;
        uint64_t sq = 0;
        if (!spoilt_by_unguard(&P->ph[pq[0]], b, &sq) || !spoilt_by_unguard(&P->ph[pq[1]], a, &sq))
            continue;
        ThemeEntry *e = phase_entry(A, THEME_SUSHKOV, P, pq, 2);
        phase_entry_threats(e, 0, P, pq[0]);
        phase_entry_threats(e, 1, P, pq[1]);
        entry_squares(e, EF_SQUARES, sq);
    }
}
