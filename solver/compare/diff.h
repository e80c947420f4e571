/* diff.h - what changed between two solutions of a #2, in problemist words:
 * new cook, lost key, lost or new variation, new dual, changed mate, changed
 * threat, lost try... Both solutions are typed plays (record_play.h), made from
 * a solution or read from a JSON record (record_read.h); used by `verify`,
 * `watch`, the page's diff and the aids. */
#ifndef CHIAVE_DIFF_PLAY_H
#define CHIAVE_DIFF_PLAY_H

#include <stdbool.h>
#include "solver/compare/diff_list.h"
#include "solver/compare/record_play.h"
#include "solver/san.h"

/* Appends to out what changed from old_rec to new_rec:
 * keys and short solutions, and with strict also threats, variations, mates,
 * tries with their refutations and set play. Moves are written in SAN in the
 * position of each record when it has one and the move is legal there, else
 * in UCI. Lists are compared as sets; UCI case is ignored. The lines are
 * in lang, words and piece letters; the kinds are the same whatever lang. */
void diff_records(const RecordPlay *old_rec, const RecordPlay *new_rec, bool strict,
                  Lang lang, DiffList *out);
/* The same with the words in another language than the letters: the lines a
 * JSON record keeps have English words, as every name in a record, and the
 * letters of --lang, as its SAN fields. */
void diff_records_worded(const RecordPlay *old_rec, const RecordPlay *new_rec, bool strict,
                         Lang lang, Lang words, DiffList *out);

#endif
