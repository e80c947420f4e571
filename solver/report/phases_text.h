/* phases_text.h - a theme across phases as the text report's Analysis says it, in SAN:
 * "Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1#". */
#ifndef CHIAVE_PHASES_TEXT_H
#define CHIAVE_PHASES_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "solver/board.h"
#include "solver/san.h"
#include "themes/analysis.h"

/* Writes entry e as one line ("  Label: phase; phase\n") when it is a theme across
 * phases (it has phases; start is the diagram) and returns true; else false. */
bool phases_text_entry(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);
/* The number its line writes after e's label (transferred mates' defences), or 0. */
int phases_text_count(const ThemeEntry *e);
/* One phase of an entry, its moves in SAN from start (the diagram of its twin,
 * across twins): "1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1# but 1...Ke3!", or "set 1...Kd3 2.Qb1#". */
void phases_text_block(FILE *out, const ThemeBlock *b, const Position *start, Lang lang);
/* Its phases alone, "1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! ...", then what makes
 * a Le Grand or Dombrovskis: one instance of several under its theme's name. */
void phases_text_blocks(FILE *out, const ThemeEntry *e, const Position *start, Lang lang);
/* The title of a theme as a reader calls it, in lang: "Zagoruiko 3x2", "cyclic
 * change 3", "Le Grand", "Fleck", "star flights". */
void phases_text_title(FILE *out, const ThemeEntry *e, Lang lang);
/* The same into buf. */
void phases_text_label(const ThemeEntry *e, Lang lang, char *buf, size_t len);

#endif
