/* themes.h - post-processors over the solution tree: what a problem shows and what
 * spoils it.  Each detector reads the Solution the search built and appends SPEC
 * "themes" entries {"name": ..., "key": "<uci>", ...details}. */
#ifndef CHIAVE_THEMES_H
#define CHIAVE_THEMES_H

#include <jansson.h>
#include "solver/solution.h"

/* A detector: appends its entries about key (one of s->keys) to out. */
typedef void (*ThemeDetector)(const Solution *s, const Play *key, json_t *out);

/* Every theme of every key of s, appended to the JSON array out.
 * Nothing when s was not fully analysed (--keys-only, timeout). */
void themes_analyse(const Solution *s, json_t *out);

#endif
