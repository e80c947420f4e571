/* themes.h - post-processors over the solution tree: what a problem shows and what
 * spoils it.  Each detector reads the Solution the search built and appends SPEC
 * "themes" entries {"name": ..., "key": "<uci>", ...details}. */
#ifndef CHIAVE_THEMES_H
#define CHIAVE_THEMES_H

#include <jansson.h>
#include <stdio.h>
#include "solver/san.h"
#include "solver/solution.h"

/* A detector: appends its entries about key (one of s->keys) to out. */
typedef void (*ThemeDetector)(const Solution *s, const Play *key, json_t *out);

/* Every theme of every key of s, appended to the JSON array out.
 * Nothing when s was not fully analysed (--keys-only, timeout). */
void themes_analyse(const Solution *s, json_t *out);

/* The "Analysis" section of the text report: the entries of themes_analyse,
 * grouped by key, moves in SAN. Writes nothing when there is no entry. */
void themes_text(FILE *out, const Solution *s, Lang lang);

#endif
