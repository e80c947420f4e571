/* fen_position.h - the position rules applied to FEN fields 1-4 checked for form. */
#ifndef CHIAVE_FEN_POSITION_H
#define CHIAVE_FEN_POSITION_H

#include <stddef.h>
#include <stdint.h>
#include "fen/problem.h"

/* The four fields, checked for form. board is indexed by 0x88 square. */
typedef struct {
    uint8_t board[128];
    int side, castle, ep;
} FenFields;

/* Applies the position rules to f and builds out->pos (whose halfmove and
 * fullmove are already set); drops impossible castling rights / e.p. square
 * with a warning in out->warnings. */
int fen_build_position(FenFields *f, Problem *out, char *err, size_t errlen);

#endif
