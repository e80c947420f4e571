/* theme_diff.h - the named themes one record has and another has not. */
#ifndef CHIAVE_THEME_DIFF_H
#define CHIAVE_THEME_DIFF_H

#include "themes/analysis.h"
#include "solver/compare/diff_list.h"
#include "solver/san.h"

/* Appends to out the named themes (theme_is_named) lost and gained from the
 * entries was to now (NULL: none), in words of lang ("lost: Zagoruiko 3x2");
 * nothing when was is NULL (a record without a "themes" list). A theme with a
 * size is kept when the new one is as large: a Zagoruiko 3x3 keeps a 3x2. */
void diff_themes(const Analysis *was, const Analysis *now, Lang lang, DiffList *out);

#endif
