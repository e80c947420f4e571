/* aids_themes.h - the theme entries one analysis has and another has not, as
 * economy and repair weigh them (SPEC "Economy"): an entry is kept when the
 * other analysis has the same entry (name, key and every detail); losing a
 * flaw improves a problem. */
#ifndef CHIAVE_AIDS_THEMES_H
#define CHIAVE_AIDS_THEMES_H

#include <stdbool.h>
#include <stddef.h>
#include "fen/problem.h"
#include "themes/analysis.h"
#include "themes/twins.h"

/* The theme entries of s, pb or a version of it, into A (to be freed with
 * analysis_free): its own, then, for a twin, those across the twins before
 * it held in twins (NULL: none), as its record has them. */
void aids_analysis(Analysis *A, const Solution *s, const Problem *pb, const Twins *twins);

/* Whether an entry of this theme is a flaw: duals, unprovided-checks,
 * unprovided-flights, key-capture, key-check, checking-key,
 * key-takes-flights, key-king-move. */
bool aids_theme_is_flaw(ThemeId id);

/* Calls fn(entry, ctx) for each entry of from that to has not (entry_equal):
 * the flaws when flaws, else the other entries. */
void aids_themes_missing(const Analysis *from, const Analysis *to, bool flaws,
                         void (*fn)(const ThemeEntry *entry, void *ctx), void *ctx);

/* The entry of A that is e's instance with other details (SPEC "One entry per
 * instance": the same theme and key, square, men, try, variant, and for an
 * entry across phases the same phases with the same defences), or NULL when A
 * has none: e is then lost, not changed. */
const ThemeEntry *aids_theme_instance(const Analysis *A, const ThemeEntry *e);

/* How entry now differs from was, in lang's words, into buf: the first of its
 * lists that grew or shrank ("1 changed mate fewer", "2 variations more"),
 * else "other moves". */
void aids_theme_change_words(const ThemeEntry *was, const ThemeEntry *now, Lang lang, char *buf, size_t len);

/* A check or flight with no set mate that before had not: when e (one of
 * those themes) has defences no entry of before of its theme has, the line
 * "gained: checks without a set mate: 1...f1=Q# 1...f1=R#" in words' words and
 * lang's letters into line (start: the position e is about) and their count;
 * else 0 and no line: fewer of them, or the same, is no flaw gained. Repair and
 * economy both say a flaw gained so. */
int aids_gained_set_flaw(const ThemeEntry *e, const Analysis *before, const Position *start, Lang lang, Lang words,
                         char *line, size_t len);

/* Whether A has an entry of flaw e's theme and key that holds all its
 * defences and squares: e is that flaw again, or less of it (the key
 * capturing a pawn, not a bishop; taking one flight fewer), not a flaw gained. */
bool aids_flaw_within(const ThemeEntry *e, const Analysis *A);

/* Adds name (a string that lives as long as the process: the theme table's)
 * to names[0..*n) unless there, while there is room (cap). */
void aids_name_add(const char **names, int *n, int cap, const char *name);

#endif
