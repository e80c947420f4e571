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
 * with a warning in out->warnings. A broken rule's message starts with the
 * name of what the input says it in (SPEC "Input": the line and the field):
 * where[0] for the men (FEN "field 1"), where[1] for the side not to move in
 * check (FEN "field 2"); FEN_POSITION_WORDS where the input has no fields. */
int fen_build_position(FenFields *f, const char *const where[2], Problem *out, char *err, size_t errlen);

/* The names of a FEN's board and side-to-move fields, and "position" for both. */
extern const char *const FEN_FIELD_WORDS[2], *const FEN_POSITION_WORDS[2];

#endif
