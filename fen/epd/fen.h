/* fen.h - reading a FEN or EPD line into a Problem, validating, writing FEN back. */
#ifndef CHIAVE_FEN_H
#define CHIAVE_FEN_H

#include <stddef.h>
#include "fen/problem.h"

/* The longest line read, newline excluded: far above any FEN, EPD line or PGN
 * tag pair, and what a reader holds in memory at most. */
#define FEN_LINE_MAX 65536

/* "line longer than 65536 bytes", said of a longer line. */
#define FEN_STR_(x) #x
#define FEN_STR(x) FEN_STR_(x)
#define FEN_LINE_LONG_MSG "line longer than " FEN_STR(FEN_LINE_MAX) " bytes"

/* Parses one line: a FEN (fields 1-4 required, 5-6 optional) or an EPD line
 * (fields 1-4 then operations "op value;"). On success returns 0 and fills *out.
 * On error returns -1 and writes a message naming the field into err, e.g.
 * "field 1, rank 3: 9 squares"; the caller prefixes "file:line: ". A line
 * longer than FEN_LINE_MAX (its newline apart) is refused at once. */
int fen_parse_line(const char *line, Problem *out, char *err, size_t errlen);

/* Whether a line is to be skipped (blank or starting with '#'). */
int fen_line_is_blank(const char *line);

/* Writes the four fields of a position (a 0x88 board of piece codes, the
 * side to move, CASTLE_* bits, the e.p. square or NO_SQ). Returns buf. */
char *fen_write_fields(const uint8_t board[128], int side, int castle, int ep, char *buf, size_t len);

/* Writes the position as a six-field FEN. Returns buf. */
char *fen_write(const Position *pos, char *buf, size_t len);

/* Like fen_parse_line for a line of len bytes that may hold NUL bytes (as getline
 * returns it), which are rejected. On error out still holds the fields as read in
 * fen and the id/ops if the operations could be read (for error records), so
 * call problem_free(out) in either case. */
int fen_parse_n(const char *line, size_t len, Problem *out, char *err, size_t errlen);

#endif
