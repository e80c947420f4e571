/* phases_why_mates.h - the words of Rukhlis and transferred mates, said after
 * their phases (phases_why.c): " (the set mates 2.Nxc5# 2.Nd6# change after the
 * key and come back after 1...Bxc5 1...Nd6)". */
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

#endif
