/* themes_text_why.h - what makes a theme of one key, in words in its Analysis
 * line (themes_text_why.c): batteries, Somov, Barulin, self-pins, unpins; and
 * the men named as those words name them. */
#ifndef CHIAVE_THEMES_TEXT_WHY_H
#define CHIAVE_THEMES_TEXT_WHY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "solver/report/themes_text_moves.h"

/* Writes " (words)" after the details of e, a theme of batteries, squares or
 * pins: " (the mating men open the line of Qf1)"; false (nothing written) for
 * the others, or when the entry does not say them. */
bool tt_key_why(const Ctx *c, const ThemeEntry *e);

/* The men of the SQ64 set, named in pos (else was), into buf of len bytes (at
 * most MEN_TEXT_MAX) as the language joins them in a sentence ("die Linien von
 * Lc1 und Df5", "le linee di Ac1 e Df5"). Where len is too short, the men that
 * fit whole, none cut or glued to the next. */
#define MEN_TEXT_MAX 128
void tt_men_joined(char *buf, size_t len, uint64_t set, const Position *pos, const Position *was, Lang lang);

#endif
