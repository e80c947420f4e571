/* rewrite.h - a collection's text with the positions of some problems
 * replaced, everything else (ids, operations, tags, comments) kept as it was:
 * the workbench saving edits back into the file they came from. */
#ifndef CHIAVE_REWRITE_H
#define CHIAVE_REWRITE_H

#include <stddef.h>
#include "fen/input.h"

typedef struct {
    long line;       /* the line the problem starts on, as the reader gave it */
    const char *fen; /* the new position; its first four fields are written */
} FenEdit;

/* Rewrites text[0..len) of format fmt: on each edit's line the FEN fields
 * (the first four, or fewer: a FEN that stops after field 1, 2 or 3, which
 * the readers complete) are replaced by the first four of its fen (FEN/EPD:
 * at the start of the line; PGN: of the [FEN "..."] tag's value), the rest of
 * the line kept. Returns the new text, malloc'd, its length in *outlen; or NULL with a
 * message naming the line when a line has no FEN to replace, an edit's fen has
 * fewer than four fields, two edits name one line, or out of memory; and for
 * any other format. */
char *fen_rewrite(const char *text, size_t len, InputFormat fmt, const FenEdit *edits, int n,
                  size_t *outlen, char *err, size_t errlen);

#endif
