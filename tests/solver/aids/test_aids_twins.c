/* test_aids_twins.c - economy and repair weigh a twin's themes across the twins
 * before it (SPEC "Across twins", "Economy", "Repair"), as its record has them.
 * Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "solver/cli/commands.h"
#include "tests/test_helpers.h"
#include "tests/solver/aids/aids_helpers.h"

/* Record i (0-based) of the JSON lines of text, or NULL. */
static json_t *record_at(const char *text, int i)
{
    for (; i > 0 && text; i--) {
        text = strchr(text, '\n');
        if (text)
            text++;
    }
    return text && *text ? json_loadb(text, strcspn(text, "\n"), 0, NULL) : NULL;
}

/* Polgar 1783 twinned (problems/twins-pseudo-le-grand.inp): b) the knight h5
 * on a5 gives a pseudo Le Grand across the twins a and b. Without the knight
 * a5, b) is cooked (1.Nc4 1.Nd5 1.Nf5), so that theme is gone: the knight
 * carries it, and its own phases have none. */
START_TEST(economy_weighs_themes_across_twins)
{
    const char *p = "../problems/twins-pseudo-le-grand.inp";
    Run r = run_cmd(cmd_economy, 2, (const char *const[]){ "--json", p });
    ck_assert_int_eq(r.status, 0);
    json_t *b = record_at(r.out, 1);
    ck_assert_ptr_nonnull(b);
    ck_assert_str_eq(json_string_value(json_object_get(b, "fen")), "K7/8/8/n7/8/4N3/R3P2R/4k3 w - -");
    const json_t *knight = json_man(b, "a5");
    ck_assert_ptr_nonnull(knight);
    ck_assert(has_string(json_object_get(knight, "roles"), "theme"));
    ck_assert(!has_string(json_object_get(knight, "roles"), "superfluous"));
    const json_t *without = json_object_get(knight, "without"), *lost = json_object_get(without, "lost_themes");
    ck_assert_str_eq(json_string_value(json_object_get(without, "status")), "cooked");
    ck_assert_int_eq(json_array_size(lost), 1);
    ck_assert(has_string(lost, "pseudo-le-grand"));
    json_decref(b);
    /* The table says it under the knight of b). */
    r = run_cmd(cmd_economy, 1, (const char *const[]){ p });
    ck_assert_int_eq(r.status, 0);
    const char *table_b = strstr(r.out, "K7/8/8/n7/8/4N3/R3P2R/4k3 w - -");
    ck_assert_ptr_nonnull(table_b);
    const char *na5 = strstr(table_b, "\nbNa5  cook-stopper, try, theme\n");
    ck_assert_msg(na5 != NULL, "no theme role for na5 in:\n%s", table_b);
    ASSERT_IN(na5, "        lost: pseudo Le Grand\n");
}
END_TEST

/* problems/twins-zagoruiko.inp: c) 1.Re4+! completes a Zagoruiko across the
 * three twins, and has duals (1...Kd8, 1...Kf6) for repair to mend; a version
 * that takes a dual away changes the mates of that Zagoruiko, which repair
 * weighs (the record of c has the entry; its own phases have no Zagoruiko). */
START_TEST(repair_weighs_themes_across_twins)
{
    const char *p = "../problems/twins-zagoruiko.inp";
    Run r = run_cmd(cmd_repair, 4, (const char *const[]){ "--json", "--versions", "0", p });
    ck_assert_int_eq(r.status, 0);
    json_t *c = record_at(r.out, 2);
    ck_assert_ptr_nonnull(c);
    ck_assert_str_eq(json_string_value(json_object_get(c, "key")), "b4e4");
    const json_t *versions = json_object_get(c, "versions");
    ck_assert_int_gt(json_array_size(versions), 0);
    int zagoruiko = 0;
    size_t i;
    json_t *v;
    json_array_foreach(versions, i, v)
        zagoruiko += has_string(json_object_get(v, "lost_themes"), "zagoruiko");
    ck_assert_int_gt(zagoruiko, 0);
    json_decref(c);
    /* The text names it among what the versions lose. */
    r = run_cmd(cmd_repair, 1, (const char *const[]){ p });
    ck_assert_int_eq(r.status, 0);
    ASSERT_IN(r.out, "changed mates, Zagoruiko");
}
END_TEST

/* Each twin's table and versions open with the twin's line, as solve's report
 * does ("b) Nh5→a5"): the two tables of problems/twins-pseudo-le-grand.inp
 * differ only by the knight, and the advice is for one twin. They had only
 * the FEN to tell them apart. */
START_TEST(aids_name_each_twin)
{
    const char *p = "../problems/twins-pseudo-le-grand.inp";
    Run r = run_cmd(cmd_economy, 1, (const char *const[]){ p });
    ck_assert_int_eq(r.status, 0);
    ck_assert_msg(strncmp(r.out, "a) diagram\nEconomy   K7/8/8/7n/", 31) == 0, "%s", r.out);
    ASSERT_IN(r.out, "\n\nb) Nh5\u2192a5\nEconomy   K7/8/8/n7/");
    r = run_cmd(cmd_economy, 3, (const char *const[]){ "--lang", "de", p });
    ASSERT_IN(r.out, "\n\nb) Sh5\u2192a5\n\u00d6konomie   K7/8/8/n7/");
    r = run_cmd(cmd_repair, 3, (const char *const[]){ "--lang", "it", p });
    ck_assert_int_eq(r.status, 0);
    ck_assert_msg(strncmp(r.out, "a) diagramma\nRiparazione   K7/8/8/7n/", 37) == 0, "%s", r.out);
    ASSERT_IN(r.out, "\n\nb) Ch5\u2192a5\nRiparazione   K7/8/8/n7/");
}
END_TEST

Suite *aids_twins_suite(void);
Suite *aids_twins_suite(void)
{
    Suite *s = suite_create("aids_twins");
    TCase *t = tcase_create("aids_twins");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, economy_weighs_themes_across_twins);
    tcase_add_test(t, repair_weighs_themes_across_twins);
    tcase_add_test(t, aids_name_each_twin);
    suite_add_tcase(s, t);
    return s;
}
