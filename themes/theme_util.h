/* theme_util.h - small helpers shared by the theme detectors. */
#ifndef CHIAVE_THEME_UTIL_H
#define CHIAVE_THEME_UTIL_H

#include <stdbool.h>
#include "solver/solution.h"
#include "themes/analysis.h"

/* The variation of defence d among vars (matched by squares and promotion), or NULL. */
const Variation *find_variation(const Variation *vars, int n, Move d);

#endif
