/* twin_text.h - a twin's line in the reader's language: "b) move d3 c3" is
 * "b) sposta d3 c3", "b) versetze d3 c3", "b) déplacement d3 c3". */
#ifndef CHIAVE_REPORT_TWIN_TEXT_H
#define CHIAVE_REPORT_TWIN_TEXT_H

#include <stdio.h>
#include "fen/problem.h"
#include "solver/san.h"

/* Writes "LABEL) TWINNING\n" for a twin (pb->twin set), nothing otherwise. The
 * twinning (Popeye's English words, as the record keeps it) has its words and
 * its orthodox piece letters in lang; squares, stipulations and fairy words
 * stay as they are. */
void twin_text_line(FILE *out, const Problem *pb, Lang lang);

#endif
