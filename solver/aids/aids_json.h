/* aids_json.h - what the records of economy and repair share. */
#ifndef CHIAVE_AIDS_JSON_H
#define CHIAVE_AIDS_JSON_H

#include <jansson.h>
#include "fen/problem.h"
#include "solver/board.h"

/* {"id", "fen", "status", "error"} (id, fen and error may be NULL: null),
 * the head of every record of economy and repair, then when twin is a twin
 * (NULL: none) the twin it is: "twin", "twin_of", "twinning", as a solve
 * record names it. */
json_t *aids_record_head(const char *id, const char *fen, const Problem *twin, const char *status,
                         const char *error);

/* Ends a record with "stats": {"ms"}. */
void aids_record_stats(json_t *rec, double seconds);

/* A move as a UCI string. */
json_t *aids_uci(Move m);

#endif
