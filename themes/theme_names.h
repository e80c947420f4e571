/* theme_names.h - the names of the themes entries, and how a reader calls them. */
#ifndef CHIAVE_THEME_NAMES_H
#define CHIAVE_THEME_NAMES_H

#include <stdbool.h>
#include <stddef.h>

/* Whether chiave writes entries of this name (SPEC's names and those themes/README.md adds). */
bool theme_name_known(const char *name);
/* Whether the name is a named theme whose gain or loss verify and watch report:
 * the themes across phases, and fleck, total-fleck, star-flights, plus-flights,
 * the knight wheels, grimshaw and novotny. */
bool theme_is_named(const char *name);
/* The title a reader calls the theme of this name by ("Le Grand"), else the name. */
const char *theme_title(const char *name);

#endif
