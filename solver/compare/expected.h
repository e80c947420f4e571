/* expected.h - reading the expected solution of `chiave verify`: a file of
 * JSON records as `solve --json` or `batch` writes them (one, or one a line),
 * the one of the problem read into a RecordPlay (record_read.h). */
#ifndef CHIAVE_VERIFY_RECORD_H
#define CHIAVE_VERIFY_RECORD_H

#include <stddef.h>
#include "fen/epd/fen.h"
#include "solver/compare/record_play.h"

/* The record for problem pb among the JSON values in text[0..len) (named name
 * in messages): the only one, else the one whose "id" is pb's id, else the
 * first whose "fen" is pb's; for a twin (twins share their id), the first
 * whose "fen" is its, read into R (initialised; record_read checks it).
 * Returns 0, or -1 with a message in err (R is then to be freed all the same). */
int verify_pick_record(const char *text, size_t len, const char *name, const Problem *pb,
                       RecordPlay *R, char *err, size_t errlen);

/* The whole file at path ("-" is standard input), malloc'd, its length in
 * *len; NULL with a message in err. */
char *verify_read_text(const char *path, size_t *len, char *err, size_t errlen);

/* The same for the file at path ("-" is standard input). */
int verify_load_record(const char *path, const Problem *pb, RecordPlay *R, char *err, size_t errlen);

#endif
