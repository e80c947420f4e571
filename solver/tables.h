/* tables.h - 0x88 geometry shared by attack detection and move generation. */
#ifndef CHIAVE_TABLES_H
#define CHIAVE_TABLES_H

#include <stdint.h>
#include "solver/squares.h"

/* Indexed by (to - from + 119). */
extern int8_t dir_table[240];      /* unit step from 'from' towards 'to' on a queen line, 0 if none */
extern uint8_t attack_table[240];  /* piece types that can attack 'to' from 'from' on an empty board */
#define ATT_BPAWN 0x80             /* a black pawn (bit 1 << PAWN stands for a white pawn) */
#define DIFF(from, to) ((to) - (from) + 119)

extern const int knight_delta[8];
extern const int king_delta[8];    /* also the eight ray directions; 0-3 orthogonal, 4-7 diagonal */

/* By SQ64 square: the squares along each king_delta direction to the edge,
 * and the squares a knight reaches. */
extern uint64_t ray_mask[64][8];
extern uint64_t knight_mask[64];
/* By SQ64 square: the squares a king reaches; those on its rook lines and on
 * its bishop lines (to the edge); the squares from which a pawn of each colour
 * attacks it. */
extern uint64_t king_mask[64];
extern uint64_t rook_lines[64], bishop_lines[64];
extern uint64_t pawn_from[2][64];
/* By two SQ64 squares on one queen line: the squares strictly between them
 * (0 when they share no line). */
extern uint64_t between[64][64];

/* Whether a slider of type t moves along unit step d. */
static inline int slides_along(int t, int d)
{
    int orth = (d == 1 || d == -1 || d == 16 || d == -16);
    return t == 5 /* QUEEN */ || (orth ? t == 4 /* ROOK */ : t == 3 /* BISHOP */);
}

#endif
