/* twin_text.h - a twin's line as problemists write it, in the reader's
 * language: Popeye's "move b6 d5" is "b) Bb6→d5" ("b) Ab6→d5" in Italian),
 * "remove c3" "b) -Nc3", "add white Pe4" "b) +wPe4" (solver/report/README.md). */
#ifndef CHIAVE_REPORT_TWIN_TEXT_H
#define CHIAVE_REPORT_TWIN_TEXT_H

#include <stdio.h>
#include "fen/problem.h"
#include "solver/san.h"

/* Writes "LABEL) TWINNING\n" for a twin (pb->twin set), nothing otherwise. The
 * twinning (Popeye's English words, as the record keeps it) is written with
 * the men of pb->twin_base (the board it was applied to; squares alone
 * without it), arrows, and lang's words and letters; stipulations and fairy
 * words stay as they are. A twin whose line could not be read (its error
 * record's twinning is "") is "c) (cannot be read)": its message names file,
 * line and field. */
void twin_text_line(FILE *out, const Problem *pb, Lang lang);

#endif
