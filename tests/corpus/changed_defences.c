/* changed_defences.c - the defences a changed-mates record counts (themes-check). */
#include "tests/corpus/changed_defences.h"

#include <stdbool.h>
#include <string.h>

/* The defences of a changed-mates entry: moves of one man ("c6b4", "c6d4") with the
 * same mates before ("set"/"try-mates") and after ("mates") are one (DECISIONS.md). */
size_t changed_defences(const json_t *vars)
{
    size_t n = 0;
    for (size_t i = 0; i < json_array_size(vars); i++) {
        const json_t *x = json_array_get(vars, i), *y;
        const char *b = json_object_get(x, "set") ? "set" : "try-mates";
        bool same = false;
        for (size_t j = 0; j < i && !same; j++)
            same = (y = json_array_get(vars, j), json_equal(json_object_get(x, b), json_object_get(y, b)))
                   && strncmp(json_string_value(json_object_get(x, "defence")),
                              json_string_value(json_object_get(y, "defence")), 2) == 0
                   && json_equal(json_object_get(x, "mates"), json_object_get(y, "mates"));
        n += !same;
    }
    return n;
}
