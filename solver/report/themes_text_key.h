/* themes_text_key.h - a key's features in words in its Analysis line
 * (themes_text_key.c): what it promotes to, takes, offers, pins or unpins, the
 * guards of the flights it takes or gives, the mates of cross-checks. */
#ifndef CHIAVE_THEMES_TEXT_KEY_H
#define CHIAVE_THEMES_TEXT_KEY_H

#include <stdbool.h>
#include "solver/report/themes_text_moves.h"

/* Writes the details of a key feature or of cross-checks in words, instead of
 * their bare fields: ": takes Nf6", ": Bd3 can be taken: 1...Rxd3",
 * ": 1.Qa8! pins the black bishop b7",
 * ": d1 f1 (no longer guarded by Ne3)", ": 1...Qh6+ 2.Rxh6#"; false (nothing
 * written) for the others. */
bool tt_key_feature(const Ctx *c, const ThemeEntry *e);

#endif
