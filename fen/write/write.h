/* write.h - writing problems in the formats chiave reads (for `convert`):
 * FEN or EPD lines, Popeye input, Olive/YACPDB YAML. Twins are written as
 * twins where the format has them (Popeye, YAML), as positions of their own
 * where it has not (FEN, EPD); what is written is read back and compared,
 * so that every position comes back as it was. */
#ifndef CHIAVE_WRITE_H
#define CHIAVE_WRITE_H

#include <stdbool.h>
#include <stdio.h>
#include "fen/problem.h"

typedef enum { OUT_FEN, OUT_EPD, OUT_POPEYE, OUT_YAML } OutputFormat;

/* Parses "fen", "epd", "popeye", "yaml"; false for anything else. */
bool output_format_parse(const char *name, OutputFormat *out);

typedef struct Writer Writer;

/* A writer to out; NULL if out of memory. */
Writer *writer_new(OutputFormat fmt, FILE *out);

/* Adds a problem read without error (lineno: where the reader says it
 * starts). The positions of one problem (its twins, both halves of a
 * duplex) come one after another, as the readers hand them over; they are
 * written when the problem is complete. Returns 0, or -1 when writing
 * failed (errno set). */
int writer_add(Writer *w, long lineno, const Problem *p);

/* Writes what is pending and ends the file; frees w. Returns 0 or -1 (errno
 * set) when a write failed, now or before. */
int writer_finish(Writer *w);

#endif
