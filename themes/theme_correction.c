/* theme_correction.c - black correction: a defender piece's random move answered
 * by one mate, its corrections by others (white correction: theme_white_correction.c). */
#include "themes/phases.h"

static bool corrector(int type)
{
    return type == KNIGHT || type == BISHOP || type == ROOK || type == QUEEN;
}

/* How many listed moves of the piece on sq have mate a in phase i (a >= 0), or
 * have a mate at all (a == MATE_NONE). */
static int moves_with(const Phases *P, int i, int sq, int a)
{
    int n = 0;
    for (int d = 0; d < P->ndefs; d++) {
        int m = P->ph[i].mate[d];
        n += M_FROM(P->defs[d]) == sq && (a == MATE_NONE ? m != MATE_NONE : m == a);
    }
    return n;
}

/* The random mate of the piece on sq in phase i: the mate that more than half of
 * its listed moves have, and at least two; MATE_NONE if there is none. */
static int random_mate(const Phases *P, int i, int sq)
{
    int listed = moves_with(P, i, sq, MATE_NONE);
    for (int d = 0; d < P->ndefs; d++) {
        int a = P->ph[i].mate[d];
        if (M_FROM(P->defs[d]) != sq || a < 0)
            continue;
        int n = moves_with(P, i, sq, a);
        if (n >= 2 && 2 * n > listed)
            return a;
    }
    return MATE_NONE;
}

/* Whether defence d (of the piece on sq) corrects random mate a in phase i: a
 * specific move, whose other mate at most one more move of the piece has. */
static bool correction(const Phases *P, int i, int sq, int d, int a)
{
    int m = P->ph[i].mate[d];
    return M_FROM(P->defs[d]) == sq && m >= 0 && m != a && moves_with(P, i, sq, m) <= 2;
}

/* The black correction of the defender piece on sq in phase i, if it shows one. */
static bool black_piece(const Phases *P, int i, int sq, Analysis *A)
{
    int a = random_mate(P, i, sq), corrections = 0;
    if (a < 0)
        return false;
    for (int d = 0; d < P->ndefs; d++)
        corrections += correction(P, i, sq, d, a);
    if (!corrections)
        return false;
    ThemeEntry *e = phase_entry(A, THEME_BLACK_CORRECTION, P, &i, 1);
    entry_square(e, EF_PIECE, sq);
    entry_present(e, EF_RANDOM);
    entry_present(e, EF_CORRECTIONS);
    /* The random moves first, then the corrections. */
    for (int d = 0; d < P->ndefs; d++)
        if (M_FROM(P->defs[d]) == sq && P->ph[i].mate[d] == a) {
            phase_entry_line(e, 0, P, i, P->defs[d]);
            entry_move_add(e, EF_RANDOM, P->defs[d]);
        }
    for (int d = 0; d < P->ndefs; d++)
        if (correction(P, i, sq, d, a)) {
            phase_entry_line(e, 0, P, i, P->defs[d]);
            entry_move_add(e, EF_CORRECTIONS, P->defs[d]);
        }
    return true;
}

void theme_black_correction(const Phases *P, Analysis *A)
{
    for (int o = 0; o < P->n; o++) {
        const Position *pos = &P->ph[P->order[o]].pos;
        int def = pos->side;
        for (int k = 0; k < pos->count[def]; k++) {
            int sq = pos->plist[def][k];
            if (corrector(PTYPE(pos->board[sq])) && black_piece(P, P->order[o], sq, A))
                return;
        }
    }
}
