/* squares.h - the vocabulary of the board: colours, piece codes, 0x88 squares. */
#ifndef CHIAVE_SQUARES_H
#define CHIAVE_SQUARES_H

#include <stdint.h>

enum { WHITE = 0, BLACK = 1 };
enum { EMPTY = 0, PAWN = 1, KNIGHT = 2, BISHOP = 3, ROOK = 4, QUEEN = 5, KING = 6 };

/* A piece is colour << 3 | type: white pieces 1..6, black pieces 9..14. */
#define PIECE(colour, type) ((uint8_t)(((colour) << 3) | (type)))
#define PTYPE(piece) ((piece) & 7)
#define PCOLOUR(piece) ((piece) >> 3)

/* Squares are 0x88 indices: rank << 4 | file, a1 = 0, h8 = 0x77. */
#define SQ(file, rank) ((rank) << 4 | (file))
#define FILE_OF(sq) ((sq) & 7)
#define RANK_OF(sq) ((sq) >> 4)
#define OFFBOARD(sq) ((sq) & 0x88)
#define NO_SQ (-1)

/* Square -> 0..63 (a1 = 0, b1 = 1, ..., h8 = 63), for 64-bit square sets, and back. */
#define SQ64(sq) ((((sq) >> 4) << 3) | ((sq) & 7))
#define SQ88(i) ((((i) >> 3) << 4) | ((i) & 7))
#define BIT(sq) (1ULL << SQ64(sq))

#endif
