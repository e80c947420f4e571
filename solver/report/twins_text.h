/* twins_text.h - the themes across twins in the text report, after the last twin
 * they span: "Across twins:" and a line an entry, each twin's phase in SAN from
 * its own diagram,
 *   changed mates (2) a) b): a) 1.Qc4! 1...Rd5 2.Qxd5#; b) 1.Qe4! 1...Rd5 2.Qe5#
 * in the reader's language. */
#ifndef CHIAVE_REPORT_TWINS_TEXT_H
#define CHIAVE_REPORT_TWINS_TEXT_H

#include <stdbool.h>
#include <stdio.h>
#include "solver/san.h"
#include "solver/report/theme_chips.h"
#include "themes/twins.h"

/* Writes the entries of A that span twins (twins of T), nothing when none. */
void twins_text(FILE *out, const Analysis *A, const Twins *T, Lang lang);
/* One entry that spans twins of T, as its line under "Across twins:" says it
 * ("Zagoruiko 3x2: a) 1.Ba3! ...; b) ..."), without indent or newline; false,
 * nothing written, for an entry of one twin's phases (or T NULL). */
bool twins_text_entry(FILE *out, const ThemeEntry *e, const Twins *T, Lang lang);
/* twins_text, and the head of each line added to chips (theme_chips.h). */
void twins_text_chips(FILE *out, const Analysis *A, const Twins *T, Lang lang, ThemeChips *chips);

#endif
