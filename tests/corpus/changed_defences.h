/* changed_defences.h - the defences a changed, added or removed mates record
 * counts, derived from its "variations" alone (themes-check). */
#ifndef CHIAVE_CHANGED_DEFENCES_H
#define CHIAVE_CHANGED_DEFENCES_H

#include <jansson.h>
#include <stddef.h>
#include "solver/board.h"

/* How many defences vars (an entry's "variations") holds: moves of one man with the
 * same mates before and after the key (or none there, alike) are one, a king's
 * flights (from a king's square of start, the diagram) each one
 * (themes/DECISIONS.md), and a mate e.p. is not the plain capture to its square
 * (solver/report/GROUPS.md): played out after key and, for "set", after Black's
 * move in the diagram. */
size_t changed_defences(const json_t *vars, const Position *start, Move key);

#endif
