/* theme_named.h - detectors of the named pin, line and battery themes of one
 * key (one file each, theme_<name>.c; geometry in line_play.h).
 * Definitions and sources in themes/README.md. */
#ifndef CHIAVE_THEME_NAMED_H
#define CHIAVE_THEME_NAMED_H

#include <stdbool.h>
#include "solver/solution.h"
#include "themes/analysis.h"
#include "themes/line_play.h"

void theme_schiffmann(const Solution *s, const Play *key, Analysis *A);
void theme_nietvelt(const Solution *s, const Play *key, Analysis *A);
void theme_somov(const Solution *s, const Play *key, Analysis *A);
void theme_barulin(const Solution *s, const Play *key, Analysis *A);
void theme_bristol(const Solution *s, const Play *key, Analysis *A);
void theme_battery_creation(const Solution *s, const Play *key, Analysis *A);
void theme_half_battery(const Solution *s, const Play *key, Analysis *A);
void theme_black_unpin(const Solution *s, const Play *key, Analysis *A);
void theme_pelle(const Solution *s, const Play *key, Analysis *A);

/* The entry of theme id for key (Schiffmann: interferes; Nietvelt: not) when
 * some listed defence self-pins a man that a threat would free (LiftedPin,
 * line_play.h) and a mate of it exploits that pin: "defences", "variations"
 * (those mates), "men" (the self-pinned men), "threats" (those that would
 * free them), "count" (defences). */
void lifted_pin_theme(const Solution *s, const Play *key, Analysis *A, ThemeId id,
                      bool interferes);

/* The entry of theme id for key with the mates (threats and variations)
 * that fire battery b (one front man) after the key: "variations", "threats",
 * "count" (variations), "men" (the rear piece, the front man and extra_man
 * unless it is negative). Nothing when no mate fires it. */
void battery_fired_entry(const Solution *s, const Play *key, Analysis *A, ThemeId id,
                         const Battery *b, int extra_man);

#endif
