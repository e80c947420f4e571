/* phases_why_corrections.h - the words of white, threat and black correction,
 * said after their phases (phases_why.c): " (the random moves 1.Bd8? 1.Be7? of Bh4
 * fail to 1...R(x)e7!; the corrections 1.Bg3? 1.Bg5? 1.Bf6! avoid that error)". */
#ifndef CHIAVE_PHASES_WHY_CORRECTIONS_H
#define CHIAVE_PHASES_WHY_CORRECTIONS_H

#include <stdbool.h>
#include <stdio.h>
#include "solver/board.h"
#include "solver/san.h"
#include "themes/analysis.h"

/* Each writes " (words)" for entry e (start: the diagram of its twin); false,
 * having written nothing, when its blocks do not say them. White and threat
 * correction: the random moves of e's man, the one defence each fails to (the
 * error), the corrections that avoid it (with a new threat: secondary or tertiary). */
bool phases_why_white_correction(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);
/* Black correction: any move of the man allows one mate; its corrections stop it
 * and allow others. */
bool phases_why_black_correction(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);

#endif
