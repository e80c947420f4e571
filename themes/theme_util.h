/* theme_util.h - small helpers shared by the theme detectors. */
#ifndef CHIAVE_THEME_UTIL_H
#define CHIAVE_THEME_UTIL_H

#include <stdbool.h>
#include "solver/solution.h"
#include "themes/analysis.h"

/* Whether ids[0..n) holds id (mate identities, mostly). */
static inline bool among(const int *ids, int n, int id)
{
    for (int i = 0; i < n; i++)
        if (ids[i] == id)
            return true;
    return false;
}

/* The variation of defence d among vars (matched by squares and promotion), or NULL. */
const Variation *find_variation(const Variation *vars, int n, Move d);

/* A test of mate (or threat) m played from p, the attacker to move; ctx is the
 * detector's own. */
typedef bool (*MateTest)(const Position *p, Move m, const void *ctx);

/* Fills e with the key's threats ("threats") and the listed variations' mates
 * ("variations") that pass test, and the "count" of those variations; drops e
 * and returns false when none passes. */
bool entry_passing_mates(ThemeEntry *e, const Solution *s, const Play *key, MateTest test, const void *ctx);

/* Counts e's defences ("count") and returns true, or drops e and returns false when it
 * has none: the close of every detector whose entry is its list of defences. */
bool entry_keep_defences(ThemeEntry *e);

/* Room for n things of size bytes: buf (room for have of them) when they fit, as
 * they do for nearly every problem, else the heap (theme_room_free tells them
 * apart). A malloc and a free for each try and key cost more than the rest of
 * most detectors. */
void *theme_room(void *buf, size_t have, size_t n, size_t size);
void theme_room_free(void *p, const void *buf);

#endif
