/* phases_why_threats.h - the words of Barnes's pattern of threats, said after its
 * tries and key (phases_why.c): " (1.Qf5? threatens 2.Qf1# and 2.Qb1#, 1.Qf3? only
 * 2.Qf1#, the key 1.Qe4! only 2.Qb1#)". */
#ifndef CHIAVE_PHASES_WHY_THREATS_H
#define CHIAVE_PHASES_WHY_THREATS_H

#include <stdbool.h>
#include <stdio.h>
#include "solver/board.h"
#include "solver/san.h"
#include "themes/analysis.h"

/* Writes " (words)" for Barnes entry e (start: the diagram); false, having
 * written nothing, when its blocks are not of the pattern. */
bool phases_why_barnes(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);

#endif
