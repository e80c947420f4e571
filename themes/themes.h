/* themes.h - the theme entries as jansson values, for the renderers and readers
 * that still take them (a passing step: they are to read the typed Analysis of
 * themes/analysis.h). */
#ifndef CHIAVE_THEMES_H
#define CHIAVE_THEMES_H

#include <jansson.h>
#include "solver/solution.h"
#include "themes/analysis.h"

/* Entry e as the record's object {"name", "key", ...its fields}. */
json_t *theme_entry_json(const ThemeEntry *e);
/* Every entry of A appended to the JSON array out. */
void analysis_json(const Analysis *A, json_t *out);

/* Every theme of every key of s, appended to the JSON array out.
 * Nothing when s was not fully analysed (--keys-only, timeout). */
void themes_analyse(const Solution *s, json_t *out);

#endif
