/* record_san.h - every move of a JSON record also in SAN, for readers that
 * have no move generator of their own (the workbench page). */
#ifndef CHIAVE_RECORD_SAN_H
#define CHIAVE_RECORD_SAN_H

#include <jansson.h>
#include "solver/san.h"

/* Adds to rec (a record as report_json_record makes it) the SAN of its moves,
 * each list beside its UCI one, in the position where the move is played:
 * "short_san"; in every key and try "threats_san" and "refutations_san"; in
 * every variation and set entry "defence_san" and "mates_san". A move that is
 * not legal where it stands (a record made elsewhere) keeps its UCI text.
 * Does nothing when the record's "fen" cannot be read. */
void record_add_san(json_t *rec, Lang lang);

#endif
