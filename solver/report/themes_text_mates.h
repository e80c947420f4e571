/* themes_text_mates.h - the themes of mates in the Analysis, each mate with the
 * motive the theme is made of: Grimshaw's and Novotny's interferences, the
 * self-blocks, the pins of pin-mates (themes/motives.h). */
#ifndef CHIAVE_THEMES_TEXT_MATES_H
#define CHIAVE_THEMES_TEXT_MATES_H

#include <stdbool.h>
#include "solver/report/themes_text_moves.h"

/* Whether e is an entry of a theme of mates. */
bool tt_is_theme_of_mates(const ThemeEntry *e);
/* Whether e's square is not in its play, so its heading names it: a Grimshaw's
 * or a Novotny's (where its rook and bishop cut each other; a self-block's and a pin-mate's
 * square is in their play). Its "count" is then left out: always its two men. */
bool tt_square_off_play(const ThemeEntry *e);

/* Whether a and b are instances of one theme of mates on two men (a pin-mate's
 * Bf4 and Nd4) with the very same play: every phase, defence, mate and threat.
 * The record keeps both (SPEC counts each man); the text writes them on one
 * line, "1...Ke4 2.Re8# (Bf4 and Nd4 pinned)". */
bool tt_same_play(const ThemeEntry *a, const ThemeEntry *b);

/* Writes e's play after its heading, ": 1...Rb3 2.Nc2# (Rb3 cuts Ba4 off from c2);
 * 1...Bb3 ...", and returns true; false (nothing written) when e is none of
 * them or its key is not one of c->s. An entry over phases (self-block,
 * pin-mate) writes the phase of its key first, unlabelled as the key's other
 * lines are, then each other phase with its label ("set", "1.Qa3?"); the
 * motive once, after the first mate. */
bool tt_mates_why(const Ctx *c, const ThemeEntry *e);

#endif
