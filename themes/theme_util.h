/* theme_util.h - small helpers shared by the theme detectors. */
#ifndef CHIAVE_THEME_UTIL_H
#define CHIAVE_THEME_UTIL_H

#include <jansson.h>
#include <stdbool.h>
#include "solver/solution.h"

/* Appends a new entry {"name": name, "key": "<uci of key>"} to out and returns it
 * (borrowed) for adding details. name is ASCII (a theme's name). */
json_t *theme_add(json_t *out, const char *name, Move key);
json_t *uci_string(Move m);
json_t *uci_array(const Move *moves, int n);
/* The variation of defence d among vars (matched by squares and promotion), or NULL. */
const Variation *find_variation(const Variation *vars, int n, Move d);

#endif
