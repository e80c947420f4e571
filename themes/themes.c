/* themes.c - runs every theme detector of the table (themes/theme_list.h) in its
 * order: those of one key over every key, then those across phases (set play,
 * tries, keys) once for the problem. A detector several rows share runs once. */
#include "themes/themes.h"
#include "themes/theme_table.h"

/* Whether row i is the first of its detector. */
static bool first_of_detector(int i)
{
    const ThemeInfo *r = theme_info((ThemeId)i);
    for (int j = 0; j < i; j++) {
        const ThemeInfo *q = theme_info((ThemeId)j);
        if (q->scope == r->scope && q->key == r->key && q->phases == r->phases)
            return false;
    }
    return true;
}

void themes_analyse(const Solution *s, json_t *out)
{
    if (!s->analysed)
        return;
    bool run[THEME_COUNT];
    for (int i = 0; i < THEME_COUNT; i++)
        run[i] = first_of_detector(i);
    for (int k = 0; k < s->nkeys; k++)
        for (int i = 0; i < THEME_COUNT; i++)
            if (run[i] && theme_info((ThemeId)i)->scope == THEME_SCOPE_KEY)
                theme_info((ThemeId)i)->key(s, &s->keys[k], out);
    /* Entries name a key: a problem without one has none. */
    if (s->nkeys == 0)
        return;
    Phases P;
    phases_build(s, &P);
    for (int i = 0; i < THEME_COUNT; i++)
        if (run[i] && theme_info((ThemeId)i)->scope == THEME_SCOPE_PHASES)
            theme_info((ThemeId)i)->phases(&P, out);
    phases_free(&P);
}
