/* record_check.h - whether a JSON record has the shape SPEC.md gives it, before
 * verify, watch or the page's diff compare it. */
#ifndef CHIAVE_RECORD_CHECK_H
#define CHIAVE_RECORD_CHECK_H

#include <jansson.h>
#include <stddef.h>

/* Checks that rec has the shape of a record: an object with a "keys" list whose
 * entries are moves ("e2e4") or plays ({"move": ...}); the other lists, when
 * present, of the types SPEC.md gives. Returns 0, or -1 with a message naming
 * the field ("keys[1].variations[0].mates: not a list of moves"). */
int diff_record_check(const json_t *rec, char *err, size_t errlen);

#endif
