/* theme_named.h - detectors of the named pin, line and battery themes of one
 * key (one file each, theme_<name>.c; geometry in line_play.h).
 * Definitions and sources in themes/README.md. */
#ifndef CHIAVE_THEME_NAMED_H
#define CHIAVE_THEME_NAMED_H

#include <stdbool.h>
#include "solver/solution.h"
#include "themes/analysis.h"

void theme_schiffmann(const Solution *s, const Play *key, Analysis *A);
void theme_nietvelt(const Solution *s, const Play *key, Analysis *A);
void theme_somov(const Solution *s, const Play *key, Analysis *A);

/* The entry of theme id for key (Schiffmann: interferes; Nietvelt: not) when
 * some listed defence self-pins a man that a threat would free (LiftedPin,
 * line_play.h) and a mate of it exploits that pin: "defences", "variations"
 * (those mates), "men" (the self-pinned men), "threats" (those that would
 * free them), "count" (defences). */
void lifted_pin_theme(const Solution *s, const Play *key, Analysis *A, ThemeId id,
                      bool interferes);

#endif
