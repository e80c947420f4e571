/* aids_themes.c - theme entries lost and gained between two analyses (see
 * aids_themes.h). */
#include "solver/aids/aids_themes.h"

#include <string.h>

bool aids_theme_is_flaw(const char *name)
{
    static const char *const flaws[] = { "duals", "unprovided-checks", "unprovided-flights", "key-capture",
                                         "key-check", "checking-key", "key-takes-flights", "key-king-move" };
    for (size_t i = 0; name && i < sizeof flaws / sizeof *flaws; i++)
        if (strcmp(name, flaws[i]) == 0)
            return true;
    return false;
}

/* Whether the array has an entry equal to e (jansson compares objects by
 * their members, arrays in order: both analyses list their moves in the
 * canonical order). */
static bool has_entry(const json_t *array, const json_t *e)
{
    size_t i;
    const json_t *x;
    json_array_foreach(array, i, x) {
        if (json_equal(x, e))
            return true;
    }
    return false;
}

void aids_themes_missing(const json_t *from, const json_t *to, bool flaws,
                         void (*fn)(const json_t *entry, void *ctx), void *ctx)
{
    size_t i;
    const json_t *e;
    json_array_foreach(from, i, e) {
        const char *name = json_string_value(json_object_get(e, "name"));
        if (aids_theme_is_flaw(name) == flaws && !has_entry(to, e))
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
