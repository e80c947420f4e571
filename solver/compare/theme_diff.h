/* theme_diff.h - the named themes one record has and another has not. */
#ifndef CHIAVE_THEME_DIFF_H
#define CHIAVE_THEME_DIFF_H

#include <jansson.h>
#include "solver/compare/diff_list.h"
#include "solver/san.h"

/* Appends to out the named themes (theme_is_named) lost and gained from old_rec to
 * new_rec, in words of lang ("lost: Zagoruiko 3x2"); nothing when old_rec has no
 * "themes" list. A theme with a size is kept when the new one is as large: a
 * Zagoruiko 3x3 keeps a 3x2. */
void diff_themes(const json_t *old_rec, const json_t *new_rec, Lang lang, DiffList *out);

#endif
