/* themes_text_tries.h - the changes of the tries in the Analysis: one line per
 * change, whatever the tries that share it. */
#ifndef CHIAVE_THEMES_TEXT_TRIES_H
#define CHIAVE_THEMES_TEXT_TRIES_H

#include "solver/report/themes_text_moves.h"

/* Gathers the changes of the tries (Ctx.changes); tt_free_try_changes frees them. */
void tt_gather_try_changes(Ctx *c);
void tt_free_try_changes(Ctx *c);

/* The changes of the tries that are not changes of the set play too, one line
 * for the changes the same tries show (changed-mates or transferred-mates with a try):
 * "  changed mates after 1.A? 1.B?: 1...d 2.x# -> 2.y#; 1...e ...",
 * "  transferred-mates after 1.A?: 2.m from 1...a to 1...b". e: the first
 * entry of its theme with a try. */
void tt_per_try(const Ctx *c, const ThemeEntry *e);

/* changed-mates, added-mates, removed-mates: each change of the set play, the
 * moves of one group (one defence) as one line, with the tries that show the same
 * change (changed-mates): "set 1...d 2.x# (also after 1.A? 1.B?), after the key
 * 2.y#", "1...Na7/Nb8 2.Qb4#". */
void tt_set_changes(const Ctx *c, const ThemeEntry *e);

#endif
