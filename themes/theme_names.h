/* theme_names.h - the names of the themes entries, and how a reader calls them. */
#ifndef CHIAVE_THEME_NAMES_H
#define CHIAVE_THEME_NAMES_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

/* Whether chiave writes entries of this name (SPEC's names and README's additions). */
bool theme_name_known(const char *name);
/* Whether the name is a named theme whose gain or loss verify and watch report:
 * the themes across phases, and fleck, total-fleck, star-flights, plus-flights,
 * the knight wheels, grimshaw and novotny. */
bool theme_is_named(const char *name);
/* The entry as a reader calls it: "Le Grand", "Zagoruiko 3x2", "cyclic change 3";
 * entries without a title of their own go by their name ("grimshaw"). */
void theme_label(const json_t *entry, char *buf, size_t len);
/* The title a reader calls the theme of this name by ("Le Grand"), else the name. */
const char *theme_title(const char *name);

#endif
