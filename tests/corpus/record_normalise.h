/* record_normalise.h - a JSON record reduced to the fields of Popeye's records, with
 * every list sorted, so that two records can be compared as sets with json_equal. */
#ifndef CHIAVE_RECORD_NORMALISE_H
#define CHIAVE_RECORD_NORMALISE_H

#include <jansson.h>

/* A new value: objects keep only the compared fields, arrays are sorted. */
json_t *record_normalise(json_t *v);
/* Prints the first top-level field of want that got lacks or holds differently. */
void record_show_difference(const char *id, json_t *want, json_t *got);

#endif
