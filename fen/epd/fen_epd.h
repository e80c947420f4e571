/* fen_epd.h - the text after FEN field 4: the move counters or EPD operations. */
#ifndef CHIAVE_FEN_EPD_H
#define CHIAVE_FEN_EPD_H

#include <stddef.h>
#include "fen/problem.h"

/* Fields 5-6 and EPD operations: the text after field 4. Sets halfmove/fullmove
 * in out->pos and out->id / out->ops. */
int fen_parse_tail(const char *s, size_t n, Problem *out, char *err, size_t errlen);

#endif
