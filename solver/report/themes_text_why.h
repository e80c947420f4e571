/* themes_text_why.h - what makes a theme of one key, in words in its Analysis
 * line (themes_text_why.c): batteries, Somov, Barulin, self-pins, unpins, and
 * the key's features named by their men and guards. */
#ifndef CHIAVE_THEMES_TEXT_WHY_H
#define CHIAVE_THEMES_TEXT_WHY_H

#include <stdbool.h>
#include "solver/report/themes_text_moves.h"

/* Writes " (words)" after the details of e, a theme of batteries, squares or
 * pins: " (the mating men open the line of Qf1)"; false (nothing written) for
 * the others, or when the entry does not say them. */
bool tt_key_why(const Ctx *c, const ThemeEntry *e);

/* Writes the details of a key feature or of cross-checks in words, instead of
 * their bare fields: ": takes Nf6", ": Bd3 can be taken: 1...Rxd3",
 * ": d1 f1 (no longer guarded by Ne3)", ": 1...Qh6+ 2.Rxh6#"; false (nothing
 * written) for the others. */
bool tt_key_feature(const Ctx *c, const ThemeEntry *e);

#endif
