/* themes_read.h - a record's "themes" array read into typed entries
 * (themes/analysis.h): the edge where theme entries come in from JSON (an
 * --expect file, a --resume file, an API request), so that every comparison
 * and renderer reads the same types whatever made the record. */
#ifndef CHIAVE_THEMES_READ_H
#define CHIAVE_THEMES_READ_H

#include <jansson.h>
#include "themes/analysis.h"

/* A move in UCI ("e7e8q", any case) without its flags (castling, e.p.: a
 * position tells them, move_legal), or MOVE_NONE when it is not one. */
Move uci_read(const char *uci);

/* Appends to A the entries of the array themes. An entry whose name is no
 * theme's is left out (a record may carry names of another program); one
 * without a key gets MOVE_NONE; fields of the wrong type are left out of
 * their entry. The defence groups the record leaves out are worked out again
 * (themes/analysis.h), those of phases from start, the diagram (NULL: unknown,
 * each line of a phase alone).
 * Returns how many entries were read. */
int themes_read(const json_t *themes, Analysis *A, const Position *start);

#endif
