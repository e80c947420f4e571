/* fen_internal.h - helpers shared by the fen/ sources; not part of the API. */
#ifndef CHIAVE_FEN_INTERNAL_H
#define CHIAVE_FEN_INTERNAL_H

#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include "fen/fen.h"

#define FEN_ECHO 32 /* room for an echoed token: 20 bytes, "..." and NUL */

/* snprintf into err, tolerating a NULL or empty buffer. */
void fen_errf(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Copies at most 20 bytes of s[0..n) into dst (FEN_ECHO bytes), never splitting
 * a UTF-8 sequence, adding "..." when cut. Returns dst. */
char *fen_echo(char *dst, const char *s, size_t n);

/* Length of the prefix of s[0..n) that fits in max bytes without splitting UTF-8. */
size_t fen_utf8_cut(const char *s, size_t n, size_t max);

/* 0 if s[0..n) is text: printable ASCII, tab, CR, LF or valid UTF-8.
 * Otherwise -1 and a message naming the column. */
int fen_check_text(const char *s, size_t n, char *err, size_t errlen);

static inline int fen_is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Blank or a '#' comment, for a line of n bytes. */
int fen_blank_n(const char *s, size_t n);

/* getline that tells end of file (0) from a read error (-1, errno set). */
int fen_next_line(FILE *f, char **line, size_t *cap, size_t *len);

/* Fields 5-6 and EPD operations: the text after field 4. Sets halfmove/fullmove
 * in out->pos and out->id / out->ops. */
int fen_parse_tail(const char *s, size_t n, Problem *out, char *err, size_t errlen);

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
