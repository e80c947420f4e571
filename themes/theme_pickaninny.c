/* theme_pickaninny.c - Pickaninny: in one phase, one defender pawn's four moves
 * (one step, two steps, both captures) are all listed defences with a mate. */
#include "themes/phases.h"
#include "themes/king_squares.h"

/* The four moves of the pawn of colour c on sq (its start rank, files b-g). */
static bool four_moves(int c, int sq, Move m[4])
{
    int fwd = c == WHITE ? 16 : -16;
    if (RANK_OF(sq) != (c == WHITE ? 1 : 6) || FILE_OF(sq) == 0 || FILE_OF(sq) == 7)
        return false;
    m[0] = MAKE_MOVE(sq, sq + fwd, 0, 0);
    m[1] = MAKE_MOVE(sq, sq + 2 * fwd, 0, 0);
    m[2] = MAKE_MOVE(sq, sq + fwd - 1, 0, 0);
    m[3] = MAKE_MOVE(sq, sq + fwd + 1, 0, 0);
    return true;
}

void theme_pickaninny(const Phases *P, Analysis *A)
{
    for (int o = 0; o < P->n; o++) {
        int i = P->order[o];
        const Position *pos = &P->ph[i].pos;
        int def = pos->side;
        for (int k = 0; k < pos->count[def]; k++) {
            int sq = pos->plist[def][k];
            Move m[4];
            if (PTYPE(pos->board[sq]) != PAWN || !four_moves(def, sq, m))
                continue;
            int shown = 0;
            for (int j = 0; j < 4; j++)
                shown += phase_mate(P, i, m[j]) != MATE_NONE; /* listed, with a mate */
            if (shown < 4)
                continue;
            ThemeEntry *e = phase_entry(A, THEME_PICKANINNY, P, &i, 1);
            entry_square(e, EF_PAWN, sq);
            for (int j = 0; j < 4; j++)
                phase_entry_line(e, 0, P, i, m[j]);
            return;
        }
    }
}
