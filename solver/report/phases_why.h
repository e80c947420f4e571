/* phases_why.h - what makes a theme across phases, in words after its phases in
 * the Analysis: " (the refutations 1...Rb7! 1...Qa7! are met after the key by the
 * other try's first move)", each move named from the entry's blocks in SAN. */
#ifndef CHIAVE_PHASES_WHY_H
#define CHIAVE_PHASES_WHY_H

#include <stdio.h>
#include "solver/board.h"
#include "solver/san.h"
#include "themes/analysis.h"

/* Writes " (words)" for entry e (start: the diagram of its twin), or nothing
 * when its theme has no words or its blocks do not say them. */
void phases_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);

#endif
