/* phases_why_threats.h - the words of the themes across phases that rest on the
 * phases' threats, said after their phases (phases_why.c): Barnes's pattern of
 * threats " (1.Qf5? threatens 2.Qf1# and 2.Qb1#, 1.Qf3? only 2.Qf1#, the key 1.Qe4!
 * only 2.Qb1#)", a Zagoruiko's threat cells. */
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

/* Writes " (words)" for Zagoruiko entry e: m phases, n defences, each with a new
 * mate in every phase; a threat cell's defence, absent from its phase's play, said
 * to be met by the threat there (themes/PHASES.md). False, having written nothing,
 * without its m and n. */
bool phases_why_zagoruiko(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);

#endif
