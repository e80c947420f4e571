/* record_san.h - every move of a record also in SAN, beside its UCI, for readers
 * that have no move generator of their own (the workbench page): written as the
 * record is made (the hooks of RecordExtras, json.h), each in the position
 * where its move is played. */
#ifndef CHIAVE_RECORD_SAN_H
#define CHIAVE_RECORD_SAN_H

#include <jansson.h>
#include "solver/san.h"
#include "solver/solution.h"

/* In the object o of play p (a key or a try of s): "threats_san", and for a try
 * "refutations_san". */
void record_san_play(json_t *o, const Solution *s, const Play *p, Lang lang);
/* In the object o of variation v of play p (NULL: the set play): "defence_san"
 * and "mates_san". */
void record_san_variation(json_t *o, const Solution *s, const Play *p, const Variation *v, Lang lang);
/* In the record rec of s: "short_san". */
void record_san_shorts(json_t *rec, const Solution *s, Lang lang);

#endif
