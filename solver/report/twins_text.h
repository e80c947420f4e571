/* twins_text.h - the themes across twins in the text report, after the last twin
 * they span: "Across twins:" and a line an entry, each twin's phase in SAN from
 * its own diagram,
 *   changed mates (2) a) b): a) 1.Qc4! 1...Rd5 2.Qxd5#; b) 1.Qe4! 1...Rd5 2.Qe5#
 * in the reader's language. */
#ifndef CHIAVE_REPORT_TWINS_TEXT_H
#define CHIAVE_REPORT_TWINS_TEXT_H

#include <stdio.h>
#include "solver/san.h"
#include "solver/report/theme_chips.h"
#include "themes/twins.h"

/* Writes the entries of A that span twins (twins of T), nothing when none. */
void twins_text(FILE *out, const Analysis *A, const Twins *T, Lang lang);
/* twins_text, and the head of each line added to chips (theme_chips.h). */
void twins_text_chips(FILE *out, const Analysis *A, const Twins *T, Lang lang, ThemeChips *chips);

#endif
