/* test_themes_changes.c - the themes of moves and mates that change function between
 * phases (themes/PHASES.md): each on its problems/<theme>.fen example, its near-miss
 * and the readings its definition takes (checking tries, capture, one threat). */
#include <check.h>
#include <jansson.h>
#include <string.h>

#include "tests/test_helpers.h"
#include "themes/themes.h"

/* The one entry named name of problems/<file>.fen (NULL when there is none); *a
 * holds the analysis (free with analysed_free). */
static const json_t *file_entry(const char *file, const char *name, Analysed *a)
{
    analyse_file(file, a);
    ck_assert_int_le(theme_count_named(a->themes, name), 1);
    return theme_named(a->themes, name);
}

/* Whether the string array arr is exactly want[0..n), in this order. */
static bool in_order(const json_t *arr, const char *const *want, size_t n)
{
    if (json_array_size(arr) != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (strcmp(json_string_value(json_array_get(arr, i)), want[i]) != 0)
            return false;
    return true;
}

static bool labels_are(const json_t *e, const char *const *want, size_t n)
{
    return e && in_order(json_object_get(e, "phases"), want, n);
}

/* Whether list field of block j ("threats", "refutations") is want. */
static bool moves_are(const json_t *e, size_t j, const char *field, const char *const *want, size_t n)
{
    return e && in_order(json_object_get(json_array_get(json_object_get(e, "play"), j), field), want, n);
}

/* 1.Nf6? (2.f8=Q#); 1.f8=Q! (2.Nf6#); with three threats after the key, nothing. */
START_TEST(threat_reversal)
{
    Analysed a;
    const json_t *e = file_entry("threat-reversal", "threat-reversal", &a);
    ck_assert(labels_are(e, STRINGS("1.Nf6?", "1.f8=Q!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("f7f8q")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("g8f6")));
    analysed_free(&a);
    ck_assert_ptr_null(file_entry("threat-reversal-miss", "threat-reversal", &a));
    analysed_free(&a);
}
END_TEST

Suite *themes_changes_suite(void)
{
    Suite *s = suite_create("themes_changes");
    TCase *tc = tcase_create("examples");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, threat_reversal);
    suite_add_tcase(s, tc);
    return s;
}
