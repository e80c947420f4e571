/* phases_why_mates.h - the words of Rukhlis, transferred mates and Bartolović,
 * said after their phases (phases_why.c): " (the set mates 2.Nxc5# 2.Nd6# change
 * after the key and come back after 1...Bxc5 1...Nd6)". */
#ifndef CHIAVE_PHASES_WHY_MATES_H
#define CHIAVE_PHASES_WHY_MATES_H

#include <stdbool.h>
#include <stdio.h>
#include "solver/board.h"
#include "solver/san.h"
#include "themes/analysis.h"

/* Each writes " (words)" for entry e (start: the diagram of its twin); false,
 * having written nothing, when its blocks do not say them. */
bool phases_why_rukhlis(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);
bool phases_why_transferred(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);
/* Which phase changes which of the first phase's two mates: " (1.Nc3? meets
 * 1...Ra2/Rb2/Rf2 with 2.Qd1# and 1...Rd4 with 2.Qe2#; 1.Nf4! changes 2.Qd1# and
 * keeps 2.Qe2#; 1.Ne3? changes 2.Qe2# and keeps 2.Qd1#)"; where a phase changes
 * both (an entry of several instances, a grid), each defence's mates with their
 * phases: " (1...hxg6 2.Qh2# in the set play and after 1.Qa2?, 2.Qh1# after 1.Qc1?
 * 1.Qb1!; 1...Kxg6 ...; each phase keeps one of the two mates of another phase and
 * changes the other)". */
bool phases_why_bartolovic(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);

#endif
