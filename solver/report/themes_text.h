/* themes_text.h - the themes of a solution as the text report's "Analysis". */
#ifndef CHIAVE_THEMES_TEXT_H
#define CHIAVE_THEMES_TEXT_H

#include <stdio.h>
#include "solver/san.h"
#include "solver/solution.h"
#include "solver/report/theme_chips.h"
#include "themes/analysis.h"

/* The "Analysis" section of the text report: the entries of A (analysis_build
 * of s), grouped by key, moves in SAN. Writes nothing when there is no entry. */
void themes_text(FILE *out, const Solution *s, const Analysis *A, Lang lang);
/* themes_text, and the head of each line it writes added to chips: the
 * page's chips, named and counted as the lines are. */
void themes_text_chips(FILE *out, const Solution *s, const Analysis *A, Lang lang, ThemeChips *chips);
/* The Analysis line of one entry e of s's themes ("  grimshaw (b3): ..."). */
void themes_text_entry(FILE *out, const Solution *s, const ThemeEntry *e, Lang lang);

#endif
