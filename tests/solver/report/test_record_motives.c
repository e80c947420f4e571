/* test_record_motives.c - the record's motives (SPEC "Why"): "motives" in every
 * variation object of keys, tries and set play, with one list per mate, and
 * "refutation_motives" in every try, one list per refutation; none after
 * --keys-only. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/json.h"
#include "tests/test_helpers.h"

#define GRIMSHAW "8/8/8/8/b1QN4/r7/p7/k1K5 w - -" /* problems/grimshaw.fen */

static json_t *record_of(const char *fen, bool keys_only)
{
    Problem pb = test_problem(fen);
    SolveOptions so;
    solve_options_default(&so);
    so.keys_only = keys_only;
    Solution s;
    solve(&pb.pos, &so, &s);
    char *line = report_json_string(&pb, &s, &so, LANG_EN);
    ck_assert_ptr_nonnull(line);
    json_error_t err;
    json_t *rec = json_loads(line, 0, &err);
    ck_assert_msg(rec != NULL, "%s", err.text);
    free(line);
    solution_free(&s);
    problem_free(&pb);
    return rec;
}

/* Whether list (an array of M) holds {kind, men, squares} as "kind a4,b3 b3,c2". */
static bool holds(json_t *list, const char *want)
{
    size_t i;
    json_t *m;
    json_array_foreach(list, i, m) {
        char buf[64];
        int n = snprintf(buf, sizeof buf, "%s", json_string_value(json_object_get(m, "kind")));
        const char *parts[2] = { "men", "squares" };
        for (int p = 0; p < 2; p++) {
            n += snprintf(buf + n, sizeof buf - n, " ");
            size_t j;
            json_t *sq;
            json_array_foreach(json_object_get(m, parts[p]), j, sq)
                n += snprintf(buf + n, sizeof buf - n, "%s%s", j ? "," : "", json_string_value(sq));
        }
        if (strcmp(buf, want) == 0)
            return true;
    }
    return false;
}

/* Every variation of vars has motives with a list for each of its mates, no more. */
static void every_variation_has_motives(json_t *vars)
{
    size_t i;
    json_t *v;
    json_array_foreach(vars, i, v) {
        json_t *mo = json_object_get(v, "motives");
        ck_assert(json_is_object(mo));
        ck_assert(json_is_array(json_object_get(mo, "defence")));
        json_t *mates = json_object_get(v, "mates"), *by_mate = json_object_get(mo, "mates");
        ck_assert_int_eq(json_object_size(by_mate), json_array_size(mates));
        size_t j;
        json_t *m;
        json_array_foreach(mates, j, m)
            ck_assert(json_is_array(json_object_get(by_mate, json_string_value(m))));
    }
}

static json_t *variation(json_t *play, const char *defence)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(play, "variations"), i, v)
        if (strcmp(json_string_value(json_object_get(v, "defence")), defence) == 0)
            return v;
    ck_abort_msg("no variation %s", defence);
    return NULL;
}

START_TEST(motives_everywhere)
{
    json_t *rec = record_of(GRIMSHAW, false);
    json_t *key = json_array_get(json_object_get(rec, "keys"), 0);
    every_variation_has_motives(json_object_get(key, "variations"));
    json_t *mo = json_object_get(variation(key, "a3b3"), "motives");
    /* 1.Qb4! Rb3 2.Nc2#: the rook stands on b4-b2; on b3 it cuts a4-c2. */
    ck_assert(holds(json_object_get(mo, "defence"), "interposes b4,b3 b3,b2"));
    ck_assert(holds(json_object_get(json_object_get(mo, "mates"), "d4c2"), "interference a4,b3 b3,c2"));
    ck_assert_ptr_null(json_object_get(key, "refutation_motives")); /* a key has no refutation */
    size_t i;
    json_t *t;
    json_array_foreach(json_object_get(rec, "tries"), i, t) {
        every_variation_has_motives(json_object_get(t, "variations"));
        json_t *rm = json_object_get(t, "refutation_motives"), *refs = json_object_get(t, "refutations");
        ck_assert(json_is_object(rm));
        ck_assert_int_eq(json_object_size(rm), json_array_size(refs));
        if (strcmp(json_string_value(json_object_get(t, "move")), "c4b3") == 0)
            /* 1.Qb3? (2.Qb2#, 2.Nc2#) Bxb3!: takes the queen, and reaches c2 */
            ck_assert(holds(json_object_get(rm, "a4b3"), "captures b3 b2") &&
                      holds(json_object_get(rm, "a4b3"), "guards b3 c2"));
    }
    /* The set play: no threat, so no defence motive; 1...Bb5 2.Nc2# unguards c2. */
    json_t *set = json_object_get(rec, "set");
    every_variation_has_motives(set);
    json_array_foreach(set, i, t) {
        json_t *mo2 = json_object_get(t, "motives");
        ck_assert_int_eq(json_array_size(json_object_get(mo2, "defence")), 0);
        if (strcmp(json_string_value(json_object_get(t, "defence")), "a4b5") == 0)
            ck_assert(holds(json_object_get(json_object_get(mo2, "mates"), "d4c2"), "unguard b5 c2"));
    }
    json_decref(rec);
}
END_TEST

START_TEST(none_after_keys_only)
{
    json_t *rec = record_of(GRIMSHAW, true);
    char *text = json_dumps(rec, JSON_COMPACT);
    ck_assert_ptr_null(strstr(text, "motives"));
    free(text);
    json_decref(rec);
}
END_TEST

static bool stop_after(void *ctx)
{
    int *left = ctx;
    return --*left < 0;
}

/* A search stopped halfway (as --max-time stops it) keeps the plays it has,
 * without motives: they are the full analysis's. */
START_TEST(none_after_a_timeout)
{
    Problem pb = test_problem(GRIMSHAW);
    SolveOptions so;
    solve_options_default(&so);
    int left = 12;
    so.stop = stop_after;
    so.stop_ctx = &left;
    Solution s;
    solve(&pb.pos, &so, &s);
    ck_assert_int_eq(s.status, ST_TIMEOUT);
    int vars = 0;
    for (int i = 0; i < s.ntries; i++)
        vars += s.tries[i].nvars;
    ck_assert_int_gt(vars, 0); /* something a motive could be written for */
    char *line = report_json_string(&pb, &s, &so, LANG_EN);
    ck_assert_ptr_null(strstr(line, "motives"));
    free(line);
    json_t *rec = report_json_record(&pb, &s, &so, LANG_EN);
    line = json_dumps(rec, JSON_COMPACT);
    ck_assert_ptr_null(strstr(line, "motives"));
    free(line);
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

Suite *record_motives_suite(void)
{
    Suite *s = suite_create("record_motives");
    TCase *tc = tcase_create("record_motives");
    tcase_add_test(tc, motives_everywhere);
    tcase_add_test(tc, none_after_keys_only);
    tcase_add_test(tc, none_after_a_timeout);
    suite_add_tcase(s, tc);
    return s;
}
