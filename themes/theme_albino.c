/* theme_albino.c - Albino: one attacker pawn's four moves (one step, two steps,
 * both captures) are all first moves of tries or keys. */
#include "themes/phases.h"
#include "themes/king_squares.h"

void theme_albino(const Phases *P, Analysis *A)
{
    const Position *pos = &P->s->start;
    int att = pos->side, fwd = att == WHITE ? 16 : -16;
    for (int k = 0; k < pos->count[att]; k++) {
        int sq = pos->plist[att][k];
        if (PTYPE(pos->board[sq]) != PAWN || RANK_OF(sq) != (att == WHITE ? 1 : 6) ||
            FILE_OF(sq) == 0 || FILE_OF(sq) == 7)
            continue;
        int to[4] = { sq + fwd, sq + 2 * fwd, sq + fwd - 1, sq + fwd + 1 }, idx[4], n = 0;
        for (int j = 0; j < 4; j++)
            if ((idx[n] = phase_of_move(P, MAKE_MOVE(sq, to[j], 0, 0))) >= 0)
                n++;
        if (n < 4)
            continue;
        ThemeEntry *e = phase_entry(A, THEME_ALBINO, P, idx, 4);
        entry_square(e, EF_PAWN, sq);
        for (int j = 0; j < 4; j++) {
            const Play *p = P->ph[idx[j]].play;
            for (int r = 0; r < p->nrefuts; r++)
                phase_entry_refutation(e, j, sol_moves(P->s, p->refuts_first)[r]);
        }
        return;
    }
}
