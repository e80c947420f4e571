/* tables.h - 0x88 geometry shared by attack detection and move generation. */
#ifndef CHIAVE_TABLES_H
#define CHIAVE_TABLES_H

#include <stdint.h>

/* Indexed by (to - from + 119). */
extern int8_t dir_table[240];      /* unit step from 'from' towards 'to' on a queen line, 0 if none */
extern uint8_t attack_table[240];  /* piece types that can attack 'to' from 'from' on an empty board */
#define ATT_BPAWN 0x80             /* a black pawn (bit 1 << PAWN stands for a white pawn) */
#define DIFF(from, to) ((to) - (from) + 119)

extern const int knight_delta[8];
extern const int king_delta[8];    /* also the eight ray directions; 0-3 orthogonal, 4-7 diagonal */

/* Square -> 0..63, for 64-bit square sets. */
#define SQ64(sq) ((((sq) >> 4) << 3) | ((sq) & 7))
#define BIT(sq) (1ULL << SQ64(sq))

/* By SQ64 square: the squares along each king_delta direction to the edge,
 * and the squares a knight reaches. */
extern uint64_t ray_mask[64][8];
extern uint64_t knight_mask[64];

/* Whether a slider of type t moves along unit step d. */
static inline int slides_along(int t, int d)
{
    int orth = (d == 1 || d == -1 || d == 16 || d == -16);
    return t == 5 /* QUEEN */ || (orth ? t == 4 /* ROOK */ : t == 3 /* BISHOP */);
}

#endif
