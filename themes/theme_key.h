/* theme_key.h - detectors of key quality (theme_key.c), of the kind of mates
 * (theme_mates.c) and of line themes (theme_lines.c; Grimshaw and Novotny are over phases, theme_grimshaw.c, theme_novotny.c).  Definitions in themes/KEY.md. */
#ifndef CHIAVE_THEME_KEY_H
#define CHIAVE_THEME_KEY_H

#include "solver/solution.h"
#include "themes/analysis.h"

/* key-check, key-capture, key-takes-flights, key-gives-flights, key-pins,
 * key-unpins, key-sacrifice, key-king-move, key-promotion. */
void theme_key_features(const Solution *s, const Play *key, Analysis *A);

void theme_battery_mate(const Solution *s, const Play *key, Analysis *A);

void theme_cross_check(const Solution *s, const Play *key, Analysis *A);
/* Whether defence d is one of the two captures of a Novotny of first move p, a
 * try or a key (theme_novotny.c). */
bool novotny_capture(const Solution *s, const Play *p, Move d);

#endif
