/* aids_themes.c - theme entries lost and gained between two analyses (see
 * aids_themes.h). */
#include "solver/aids/aids_themes.h"

#include <string.h>

bool aids_theme_is_flaw(ThemeId id)
{
    static const ThemeId flaws[] = { THEME_DUALS, THEME_UNPROVIDED_CHECKS, THEME_UNPROVIDED_FLIGHTS,
                                     THEME_KEY_CAPTURE, THEME_KEY_CHECK, THEME_CHECKING_KEY,
                                     THEME_KEY_TAKES_FLIGHTS, THEME_KEY_KING_MOVE };
    for (size_t i = 0; i < sizeof flaws / sizeof *flaws; i++)
        if (id == flaws[i])
            return true;
    return false;
}

/* Whether A has an entry equal to e (both analyses list their moves in the
 * canonical order). */
static bool has_entry(const Analysis *A, const ThemeEntry *e)
{
    for (int i = 0; i < A->n; i++)
        if (entry_equal(A->entries[i], e))
            return true;
    return false;
}

void aids_themes_missing(const Analysis *from, const Analysis *to, bool flaws,
                         void (*fn)(const ThemeEntry *entry, void *ctx), void *ctx)
{
    for (int i = 0; i < from->n; i++) {
        const ThemeEntry *e = from->entries[i];
        if (aids_theme_is_flaw(e->id) == flaws && !has_entry(to, e))
            fn(e, ctx);
    }
}

void aids_name_add(const char **names, int *n, int cap, const char *name)
{
    for (int i = 0; i < *n; i++)
        if (strcmp(names[i], name) == 0)
            return;
    if (*n < cap)
        names[(*n)++] = name;
}
