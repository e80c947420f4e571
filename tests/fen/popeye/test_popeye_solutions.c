/* test_popeye_solutions.c - the hand-written Popeye files of data/popeye/
 * (every twinning and the options, in English, German and French) solve as
 * Popeye 4.104 solves them: NAME.expected.jsonl holds Popeye's keys, short
 * solutions, tries, threats, variations and set play for each position
 * chiave reads from NAME.inp, twin by twin ("illegal" where chiave gives an
 * error record: a condition, a fairy piece, another stipulation, ...).
 * Popeye ran with the file's options and `option variation try setplay`,
 * without `nothreat` (chiave shows the threats, and warns that it does). 
 * Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>
#include "fen/input.h"
#include "solver/report/json.h"
#include "tests/corpus/record_normalise.h"
#include "tests/test_helpers.h"

static void solves_as_popeye(const char *name)
{
    char inp[128], exp[128];
    snprintf(inp, sizeof inp, "data/popeye/%s.inp", name);
    snprintf(exp, sizeof exp, "data/popeye/%s.expected.jsonl", name);
    ReadAll *r = read_path(inp);
    FILE *f = fopen(exp, "r");
    ck_assert_ptr_nonnull(f);
    char line[1 << 16];
    int i = 0;
    for (; fgets(line, sizeof line, f); i++) {
        ck_assert_msg(i < r->n, "%s: more expected records than positions", name);
        json_t *want = json_loads(line, 0, NULL);
        ck_assert_ptr_nonnull(want);
        const Problem *p = &r->p[i];
        const char *twin = json_string_value(json_object_get(want, "twin"));
        ck_assert_msg((twin == NULL) == (p->twin == NULL) && (!twin || !strcmp(twin, p->twin)),
                      "%s: position %d is twin %s, not %s", name, i, p->twin, twin);
        if (json_is_true(json_object_get(want, "illegal"))) {
            ck_assert_msg(r->err[i][0], "%s twin %s: solved, but Popeye's answer is not #2", name, twin);
        } else {
            ck_assert_msg(!r->err[i][0], "%s twin %s: %s", name, twin, r->err[i]);
            SolveOptions base, so;
            solve_options_default(&base);
            problem_solve_options(p, &base, &so);
            Solution s;
            solve(&p->pos, &so, &s);
            json_t *got_raw = report_json_record(p, &s, &so, LANG_EN);
            solution_free(&s);
            json_t *got = record_normalise(got_raw), *norm = record_normalise(want);
            if (!json_equal(norm, got))
                record_show_difference(p->fen, norm, got);
            ck_assert_msg(json_equal(norm, got), "%s twin %s (%s): not as Popeye solves it", name,
                          twin ? twin : "-", p->fen);
            json_decref(got), json_decref(norm), json_decref(got_raw);
        }
        json_decref(want);
    }
    fclose(f);
    ck_assert_int_eq(i, r->n);
    read_all_free(r);
}

START_TEST(every_twinning_in_english) { solves_as_popeye("twins-en"); }
END_TEST

START_TEST(twinnings_in_german) { solves_as_popeye("twins-de"); }
END_TEST

START_TEST(twinnings_in_french) { solves_as_popeye("twins-fr"); }
END_TEST

START_TEST(options) { solves_as_popeye("options-en"); }
END_TEST

Suite *popeye_solutions_suite(void)
{
    Suite *s = suite_create("popeye_solutions");
    TCase *tc = tcase_create("as Popeye");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, every_twinning_in_english);
    tcase_add_test(tc, twinnings_in_german);
    tcase_add_test(tc, twinnings_in_french);
    tcase_add_test(tc, options);
    suite_add_tcase(s, tc);
    return s;
}
