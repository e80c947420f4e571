/* diff.h - what changed between two solutions of a #2, in problemist words:
 * new cook, lost key, lost or new variation, new dual, changed mate, changed
 * threat, lost try... Both solutions are JSON records as `solve --json` writes
 * them (SPEC.md "JSON record"), checked by diff_record_check (record_check.h);
 * used by `verify`, `watch` and the page's diff. */
#ifndef CHIAVE_DIFF_PLAY_H
#define CHIAVE_DIFF_PLAY_H

#include <jansson.h>
#include <stdbool.h>
#include "solver/compare/diff_list.h"
#include "solver/san.h"

/* Appends to out what changed from old_rec to new_rec (both checked records):
 * keys and short solutions, and with strict also threats, variations, mates,
 * tries with their refutations and set play. Moves are written in SAN in the
 * position of each record's "fen" when it is readable and the move legal there,
 * else in UCI. Lists are compared as sets; UCI case is ignored. The lines are
 * in lang, words and piece letters; the kinds are the same whatever lang. */
void diff_records(const json_t *old_rec, const json_t *new_rec, bool strict,
                  Lang lang, DiffList *out);
/* The same with the words in another language than the letters: the lines a
 * JSON record keeps have English words, as every name in a record, and the
 * letters of --lang, as its SAN fields. */
void diff_records_worded(const json_t *old_rec, const json_t *new_rec, bool strict,
                         Lang lang, Lang words, DiffList *out);

#endif
