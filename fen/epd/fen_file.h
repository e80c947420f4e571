/* fen_file.h - reading a collection of FEN/EPD lines, a line at a time (a
 * one-problem .fen file is its first line, read through fen/input.c). */
#ifndef CHIAVE_FEN_FILE_H
#define CHIAVE_FEN_FILE_H

#include <stddef.h>
#include <stdio.h>
#include "fen/epd/fen.h" /* FEN_LINE_MAX */
#include "fen/problem.h"

#define FEN_LINE_LONG 2 /* fen_next_line: the line is longer than FEN_LINE_MAX */

/* Reads the next line of f into *line (malloc'd, *cap bytes, grown up to
 * FEN_LINE_MAX + 2): *len bytes, the newline included, then a NUL (the line
 * may hold NUL bytes). Returns 1 for a line; 0 at end of file; -1 on a read
 * error (errno set), the line it cut off being dropped: a line is only ever
 * returned whole; FEN_LINE_LONG as soon as a line is longer than
 * FEN_LINE_MAX: its first FEN_LINE_MAX bytes are kept and the rest is left
 * unread (fen_skip_line), so that memory stays bounded whatever the input. */
int fen_next_line(FILE *f, char **line, size_t *cap, size_t *len);

/* Reads and drops the rest of a line cut by FEN_LINE_LONG (it may never end:
 * /dev/zero). Returns 0, or -1 on a read error (errno set). */
int fen_skip_line(FILE *f);

/* Whether a line cut by FEN_LINE_LONG is a '#' comment (skipped whole). */
int fen_long_comment(const char *s, size_t n);

/* Reads a collection, one FEN or EPD line a problem, calling cb for each
 * (blank lines are skipped; the '#' comment lines before a problem are its
 * comment).
 * name is used in messages. Returns 0 at end of file, cb's value if cb stopped
 * the reading, or -1 on a read error (errno set). */
int fen_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx);

#endif
