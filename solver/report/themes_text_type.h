/* themes_text_type.h - the problem type's line of the Analysis: what the key
 * does, in a composer's words (threat problem, block, waiter, mutate...). */
#ifndef CHIAVE_THEMES_TEXT_TYPE_H
#define CHIAVE_THEMES_TEXT_TYPE_H

#include <stdbool.h>
#include "solver/report/themes_text_moves.h"

/* Whether e is a key's problem type (exactly one per key). */
bool tt_is_type(const ThemeEntry *e);

/* Writes e's line (a problem type), "  threat problem: 1.f4! threatens 2.Rg3#
 * 2.Rh4# (double threat)", without the newline; false, having written
 * nothing, when the key could not be put in words (out of memory). */
bool tt_type_line(const Ctx *c, const ThemeEntry *e);

/* The words e's line opens with, "threat problem", "mutate": the type's name
 * on the page. */
const char *tt_type_words(const Ctx *c, const ThemeEntry *e);

#endif
