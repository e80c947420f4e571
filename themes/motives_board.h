/* motives_board.h - the board questions motives.c and motives_mate.c share:
 * the square a capture takes on, black's replies, pins, and adding a motive
 * once (a move replayed in another position is movegen.h's move_legal).
 * Internal to the motives. */
#ifndef CHIAVE_MOTIVES_BOARD_H
#define CHIAVE_MOTIVES_BOARD_H

#include <stddef.h>
#include "themes/motives.h"
#include "solver/movegen.h"
#include "solver/tables.h"

/* The square of the man move m takes (e.p. included), or NO_SQ. */
static inline int taken_square(Move m)
{
    if (m & MF_EP)
        return SQ(FILE_OF(M_TO(m)), RANK_OF(M_FROM(m)));
    return m & MF_CAPTURE ? M_TO(m) : NO_SQ;
}

/* The SQ64 set of the men of colour 'by' attacking the king of the other colour
 * in pos, the king's square left out of the lines (x-rays through the king). */
static inline uint64_t checkers_of(const Position *pos, int king_colour)
{
    return attackers_of(pos, SQ64(king_sq(pos, king_colour)), king_colour ^ 1, all_men(pos));
}

/* The SQ64 set of the men of colour 'by' attacking 0x88 square sq with the king
 * of the other colour taken off the board (where it could step). */
static inline uint64_t guards_of(const Position *pos, int sq, int by)
{
    uint64_t occ = all_men(pos) & ~BIT(king_sq(pos, by ^ 1));
    return attackers_of(pos, SQ64(sq), by, occ);
}

/* The square of the man of colour c that pins the man on sq against c's king, or NO_SQ. */
int pinner_of(const Position *pos, int sq);

/* Whether the man on 'from' (any colour) could move to 'to' by its kind of move
 * over pos's board (lines blocked by men; a pawn's capture or push). */
bool reaches(const Position *pos, int from, int to);

/* Adds a motive to out unless it is there already (or the list is full);
 * NO_SQ leaves a place out. */
void motive_add(Motives *out, MotiveKind k, int man0, int man1, int sq0, int sq1);

#endif
