/* fen_file.h - reading a one-problem .fen file and a collection of FEN/EPD
 * lines, a line at a time. */
#ifndef CHIAVE_FEN_FILE_H
#define CHIAVE_FEN_FILE_H

#include <stddef.h>
#include <stdio.h>
#include "fen/problem.h"

/* getline that tells end of file (0) from a read error (-1, errno set). */
int fen_next_line(FILE *f, char **line, size_t *cap, size_t *len);

/* Reads a one-problem .fen file ("-" is standard input): the first line that is
 * not blank or a '#' comment. Returns 0, or -1 with a complete message in err:
 * "path:line: field ...", "path: no position found", "path: <strerror>".
 * *out is always left valid for problem_free. */
int fen_read_file(const char *path, Problem *out, char *err, size_t errlen);

/* Reads a collection, one FEN or EPD line a problem, calling cb for each
 * (blank and '#' comment lines are skipped).
 * name is used in messages. Returns 0 at end of file, cb's value if cb stopped
 * the reading, or -1 on a read error (errno set). */
int fen_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx);

#endif
