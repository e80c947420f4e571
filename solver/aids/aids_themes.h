/* aids_themes.h - the theme entries one analysis has and another has not, as
 * economy and repair weigh them (SPEC "Economy"): an entry is kept when the
 * other analysis has the same entry (name, key and every detail); losing a
 * flaw improves a problem. */
#ifndef CHIAVE_AIDS_THEMES_H
#define CHIAVE_AIDS_THEMES_H

#include <stdbool.h>
#include "themes/analysis.h"

/* Whether an entry of this theme is a flaw: duals, unprovided-checks,
 * unprovided-flights, key-capture, key-check, checking-key,
 * key-takes-flights, key-king-move. */
bool aids_theme_is_flaw(ThemeId id);

/* Calls fn(entry, ctx) for each entry of from that to has not (entry_equal):
 * the flaws when flaws, else the other entries. */
void aids_themes_missing(const Analysis *from, const Analysis *to, bool flaws,
                         void (*fn)(const ThemeEntry *entry, void *ctx), void *ctx);

/* Adds name (a string that lives as long as the process: the theme table's)
 * to names[0..*n) unless there, while there is room (cap). */
void aids_name_add(const char **names, int *n, int cap, const char *name);

#endif
