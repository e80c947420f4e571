/* fen.h - reading FEN and EPD lines into a Position, validating, writing FEN back. */
#ifndef CHIAVE_FEN_H
#define CHIAVE_FEN_H

#include <stddef.h>
#include <stdio.h>
#include "solver/board.h"

#define FEN_MSG 256

typedef struct {
    Position pos;
    char fen[100];  /* the four FEN fields as read, single-spaced (truncated if absurdly long) */
    char *id;       /* EPD id operation, or NULL; malloc'd */
    char *ops;      /* the other EPD operations, verbatim; malloc'd or NULL */
    char warnings[FEN_MSG]; /* dropped castling rights / e.p. square, "" if none */
} Problem;

/* Parses one line: a FEN (fields 1-4 required, 5-6 optional) or an EPD line
 * (fields 1-4 then operations "op value;"). On success returns 0 and fills *out.
 * On error returns -1 and writes a message naming the field into err, e.g.
 * "field 1, rank 3: 9 squares"; the caller prefixes "file:line: ". */
int fen_parse_line(const char *line, Problem *out, char *err, size_t errlen);

/* Whether a line is to be skipped (blank or starting with '#'). */
int fen_line_is_blank(const char *line);

/* Writes the position as a six-field FEN. Returns buf. */
char *fen_write(const Position *pos, char *buf, size_t len);

void problem_free(Problem *p);

/* Like fen_parse_line for a line of len bytes that may hold NUL bytes (as getline
 * returns it), which are rejected. On error out still holds the fields as read in
 * fen and the id/ops if the operations could be read (for error records), so
 * call problem_free(out) in either case. */
int fen_parse_n(const char *line, size_t len, Problem *out, char *err, size_t errlen);

/* Reads a one-problem .fen file ("-" is standard input): the first line that is
 * not blank or a '#' comment. Returns 0, or -1 with a complete message in err:
 * "path:line: field ...", "path: no position found", "path: <strerror>".
 * *out is always left valid for problem_free. */
int fen_read_file(const char *path, Problem *out, char *err, size_t errlen);

/* Called by fen_read_collection for every line that is not blank or a comment.
 * err is NULL when p holds a valid problem; otherwise it is the complete message
 * "name:line: ..." and p holds what could be read (fen as read, id if any).
 * p belongs to the reader, which frees its id and ops after the call: to keep
 * them, copy *p and set p->id = p->ops = NULL. A nonzero return stops reading. */
typedef int (*FenLineFn)(void *ctx, long lineno, Problem *p, const char *err);

/* Reads a collection, one FEN or EPD line a problem, calling cb for each.
 * name is used in messages. Returns 0 at end of file, cb's value if cb stopped
 * the reading, or -1 on a read error (errno set). */
int fen_read_collection(FILE *f, const char *name, FenLineFn cb, void *ctx);

#endif
