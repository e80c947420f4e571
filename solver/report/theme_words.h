/* theme_words.h - what the text report calls a theme: words, not SPEC's name.
 * SPEC's names (effective-defences, transferred-mates...) are the JSON's; the
 * text says "effective defences" in English and the catalogue's words in the
 * other languages (the names are msgids, translated as words in po/). */
#ifndef CHIAVE_REPORT_THEME_WORDS_H
#define CHIAVE_REPORT_THEME_WORDS_H

#include "solver/report/tr.h"

/* The words of the theme called name in SPEC, in lang: the catalogue's, else
 * the English words, else its title ("Le Grand"), else its name with spaces
 * for hyphens; name itself when it is no theme's. Never SPEC's hyphenated name. */
const char *theme_words(const char *name, Lang lang);

/* The words of a theme whose English name means another thing elsewhere in the
 * catalogue, in their own context ("threat": a threat problem, "Drohproblem");
 * NULL for every other name, and in English. */
const char *theme_words_in_context(const char *name, Lang lang);

/* The words of a theme as the heading of its entries, before their count: the
 * plural where theme_words names one ("Selbstblocks (2)", "autoblocchi (2)"
 * beside "Selbstblock" in `chiave themes`); theme_words for the others. */
const char *theme_heading(const char *name, Lang lang);

#endif
