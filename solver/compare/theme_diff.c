/* theme_diff.c - the named themes an edit lost or gained (see theme_diff.h). */
#include <stdio.h>
#include <string.h>
#include "solver/compare/theme_diff.h"
#include "solver/report/phases_text.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"

static json_int_t size_of(const json_t *e, const char *field)
{
    return json_integer_value(json_object_get(e, field));
}

/* Whether entry a is there in b's themes: an entry of the same name at least as
 * large (m phases x n defences, or n defences in a cycle). */
static bool covered(const json_t *a, const json_t *themes)
{
    const char *name = json_string_value(json_object_get(a, "name"));
    size_t i;
    json_t *b;
    json_array_foreach(themes, i, b) {
        const char *bn = json_string_value(json_object_get(b, "name"));
        if (bn && strcmp(bn, name) == 0 && size_of(b, "m") >= size_of(a, "m") &&
            size_of(b, "n") >= size_of(a, "n"))
            return true;
    }
    return false;
}

/* One line for each named entry of from not covered in to (each label once). */
static void missing(const json_t *from, const json_t *to, DiffKind k, Lang lang, DiffList *out)
{
    size_t i;
    json_t *e;
    json_array_foreach(from, i, e) {
        if (!theme_is_named(json_string_value(json_object_get(e, "name"))) || covered(e, to))
            continue;
        char label[96], line[160];
        phases_text_label(e, lang, label, sizeof label);
        snprintf(line, sizeof line, "%s: %s", tr(lang, diff_kind_name(k)), label);
        bool said = false;
        for (int j = 0; j < out->n && !said; j++)
            said = out->items[j].kind == k && strcmp(out->items[j].text, line) == 0;
        if (!said)
            diff_list_add(out, k, line);
    }
}

void diff_themes(const json_t *old_rec, const json_t *new_rec, Lang lang, DiffList *out)
{
    const json_t *was = json_object_get(old_rec, "themes"), *now = json_object_get(new_rec, "themes");
    if (!json_is_array(was))
        return;
    missing(was, now, DK_LOST_THEME, lang, out);
    missing(now, was, DK_GAINED_THEME, lang, out);
}
