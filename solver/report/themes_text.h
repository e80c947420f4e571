/* themes_text.h - the themes of a solution as the text report's "Analysis". */
#ifndef CHIAVE_THEMES_TEXT_H
#define CHIAVE_THEMES_TEXT_H

#include <jansson.h>
#include <stdio.h>
#include "solver/san.h"
#include "solver/solution.h"

/* The "Analysis" section of the text report: the entries of themes_analyse,
 * grouped by key, moves in SAN. Writes nothing when there is no entry. */
void themes_text(FILE *out, const Solution *s, Lang lang);
/* The same of the entries themes_analyse gave already (a record's "themes"):
 * the themes are worked out once where both the record and the text are made. */
void themes_text_entries(FILE *out, const Solution *s, const json_t *themes, Lang lang);
/* The Analysis line of one entry e of s's themes ("  grimshaw (b3): ..."). */
void themes_text_entry(FILE *out, const Solution *s, const json_t *e, Lang lang);

#endif
