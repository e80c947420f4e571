/* record_read.h - a JSON record (SPEC.md "JSON record") read into a RecordPlay
 * (record_play.h): the edge where records come in (an --expect file, the old
 * version watch keeps, the page's /api/diff, the lines of batch that index and
 * find --like take), their shape checked as they are read. Moves are UCI text, read whatever their case; absent lists read as
 * empty. */
#ifndef CHIAVE_RECORD_READ_H
#define CHIAVE_RECORD_READ_H

#include <jansson.h>
#include <stddef.h>
#include "solver/compare/record_play.h"

/* Reads rec into R (initialised): an object with a "keys" list whose entries
 * are moves ("e2e4") or plays ({"move": ...}); the other lists, when present,
 * of the types SPEC.md gives; "themes" into typed entries (themes_read.h).
 * Returns 0, or -1 with a message naming the field ("keys[1].variations[0].mates:
 * not a list of moves"); R then holds what was read so far, to be freed. */
int record_read(const json_t *rec, RecordPlay *R, char *err, size_t errlen);

/* R's position from fen (none when fen is NULL or cannot be read). */
void record_play_start_fen(RecordPlay *R, const char *fen);

/* What a record says of its problem beside the play: its "id", "fen" and
 * "error" (NULL when absent or null, malloc'd) and its "status". */
typedef struct {
    char *id, *fen, *error;
    bool has_status; /* "status" is one of SPEC's */
    Status status;
} RecordHead;

/* A record's JSON text (a line of batch) read into R and H (R initialised):
 * 0, or -1 with a message (not JSON, or what record_read says). H is always
 * left to record_head_free. */
int record_read_text(const char *text, RecordPlay *R, RecordHead *H, char *err, size_t errlen);
void record_head_free(RecordHead *H);

#endif
