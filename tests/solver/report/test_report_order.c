/* test_report_order.c - one canonical order of every list whatever the options;
 * option parsing; --max-time bounding the search only. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/cli/options.h"
#include "solver/report/json.h"
#include "solver/report/json_text.h"
#include "solver/report/text.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "themes/theme_table.h"
#include "solver/report/json.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"

#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"
#define POLGAR_484 "4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -"
#define BACK_RANK  "6k1/5ppp/8/8/8/8/8/R3K3 w - -"
#include "tests/solver/report/report_helpers.h"

/* ---- one order whatever the options ---- */

/* Record and text report of fen solved with refutations N and all_defences. */
static json_t *record_with(const char *fen, int refutations, bool all, char **text)
{
    SolveOptions so;
    solve_options_default(&so);
    so.max_refutations = refutations;
    so.all_defences = all;
    Problem pb = test_problem(fen);
    Solution s;
    solve(&pb.pos, &so, &s);
    json_t *rec = report_json_record(&pb, &s, &so, LANG_EN);
    ck_assert_ptr_nonnull(rec);
    if (text)
        *text = report_text_string(&pb, &s, &so, LANG_EN);
    solution_free(&s);
    problem_free(&pb);
    return rec;
}

/* Problems whose lists once came in another order with --refutations 2 (when
 * make/unmake reshuffled the piece lists, which the generation order follows). */
static const char *const ORDER_FENS[] = {
    POLGAR_307,
    "r5kr/pp1R2pp/2n1Nb2/8/8/5Q2/qPP2PPP/4R1K1 w - -",          /* polgar-493 */
    "1R6/p1p1pB2/1r5Q/3p4/1PkbP1p1/K5P1/3PP3/1q6 w - -",          /* polgar-609 */
    "8/3Nr1b1/1Q5p/p2b2p1/P1k2n2/8/3K4/3N1q2 w - -",              /* polgar-629 */
    POLGAR_311, POLGAR_484,
};

/* The key's part of a text report: the first phase "1.X" whose first line is no
 * try (the tries, "1.X?", come before it in the default reading order). */
static const char *key_part(const char *text)
{
    for (const char *p = strstr(text, "\n\n1."); p; p = strstr(p + 2, "\n\n1.")) {
        const char *eol = strchr(p + 2, '\n'), *q = strchr(p + 2, '?');
        if (!q || (eol && q > eol))
            return p;
    }
    return NULL;
}

START_TEST(order_same_whatever_the_options)
{
    static const struct { int refutations; bool all; } sets[] = {
        { 1, false }, { 2, false }, { 3, false }, { 1, true }, { 2, true },
    };
    const char *fen = ORDER_FENS[_i];
    char *text0;
    json_t *rec0 = record_with(fen, 1, false, &text0);
    for (size_t k = 1; k < sizeof sets / sizeof *sets; k++) {
        char *text;
        json_t *rec = record_with(fen, sets[k].refutations, sets[k].all, &text);
        char what[160];
        snprintf(what, sizeof what, "%s, --refutations %d%s", fen, sets[k].refutations,
                 sets[k].all ? " --all-defences" : "");
        assert_common_order(rec0, rec, what);
        assert_common_order(rec, rec0, what);
        /* Without --all-defences the key's part of the text is the same. */
        if (!sets[k].all) {
            const char *cut0 = key_part(text0), *cut = key_part(text);
            ck_assert_ptr_nonnull(cut0);
            ck_assert_ptr_nonnull(cut);
            const char *end0 = strstr(cut0 + 2, "\n\n"), *end = strstr(cut + 2, "\n\n");
            ck_assert_msg(end0 - cut0 == end - cut && memcmp(cut0, cut, (size_t)(end0 - cut0)) == 0,
                          "%s: the keys read otherwise:\n%.*s\n---\n%.*s", what,
                          (int)(end0 - cut0), cut0, (int)(end - cut), cut);
        }
        json_decref(rec);
        free(text);
    }
    json_decref(rec0);
    free(text0);
}
END_TEST

/* The order itself (solver/README.md "Order"), checked by hand on Polgar 307: moves by the
 * man that moves (K, Q, R, B, N, P), then its square and the square it goes to,
 * each alphabetically (a1, a2, ..., h8), then the promotion (Q, R, B, N). */
START_TEST(order_of_polgar_307)
{
    char *t = text_of(POLGAR_307, LANG_EN);
    ASSERT_HAS(t, "1.Kc3! (2.Qa7# 2.Qa8# 2.Qb3#)\n"
                  "   1...Ka2 2.Qb2#\n"
                  "   1...Ka4 2.Qb4#\n");
    const char *tries[] = { "1.Kc2? (2.Qb3#)\n   1...Ka2 2.Qa7# 2.Qa8# 2.Qb2#", "1.Kc4?", "1.Qb1?",
                            "1.Qb3+?", "1.Qb5?" };
    assert_in_order(t, tries, sizeof tries / sizeof *tries);
    free(t);
}
END_TEST

START_TEST(options_parsing)
{
    CliOptions o;
    char err[256];
    char *ops[8];
    char *a1[] = {"--json", "--refutations", "2", "x.fen", "--lang=de", "--all-defences"};
    ck_assert_int_eq(options_parse(6, a1, false, &o, ops, err, sizeof err), 1);
    ck_assert_str_eq(ops[0], "x.fen");
    ck_assert(o.json && o.solve.all_defences && !o.solve.keys_only);
    ck_assert_int_eq(o.solve.max_refutations, 2);
    ck_assert_int_eq(o.lang, LANG_DE);

    char *a2[] = {"-j", "4", "a.epd", "-", "--keys-only"};
    ck_assert_int_eq(options_parse(5, a2, true, &o, ops, err, sizeof err), 2);
    ck_assert_int_eq(o.jobs, 4);
    ck_assert(o.solve.keys_only);
    ck_assert_str_eq(ops[1], "-");

    char *a3[] = {"--frobnicate", "x.fen"};
    ck_assert_int_eq(options_parse(2, a3, false, &o, ops, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "--frobnicate"));
    char *a4[] = {"-j", "4", "x.fen"}; /* -j is for batch only */
    ck_assert_int_eq(options_parse(3, a4, false, &o, ops, err, sizeof err), -1);
    char *a5[] = {"--lang", "es", "x.fen"};
    ck_assert_int_eq(options_parse(3, a5, false, &o, ops, err, sizeof err), -1);
    char *a6[] = {"--refutations"};
    ck_assert_int_eq(options_parse(1, a6, false, &o, ops, err, sizeof err), -1);
    char *a7[] = {"--refutations", "0", "x.fen"};
    ck_assert_int_eq(options_parse(3, a7, false, &o, ops, err, sizeof err), -1);
}
END_TEST

/* Item 13: --max-time bounds the search (solver/README.md, "Decisions"); the record
 * and the report of a search that ended in time are whole, themes included,
 * however long they take. Here they are built with the time long over. */
START_TEST(max_time_bounds_the_search_only)
{
    Problem pb = test_problem("6kr/r4ppp/5q2/5NQ1/8/B7/5PPP/6K1 w - -; id \"polgar-880\"");
    SolveOptions so, late;
    solve_options_default(&so);
    Solution s;
    solve(&pb.pos, &so, &s);
    ck_assert_int_eq(s.status, ST_SOUND);
    late = so;
    late.max_time = 1e-9;
    json_t *whole = report_json_record(&pb, &s, &so, LANG_EN);
    json_t *timed = report_json_record(&pb, &s, &late, LANG_EN);
    ck_assert_str_eq(json_string_value(json_object_get(timed, "status")), "sound");
    /* checking-key, removed-mates, unprovided-checks, key-check, key-sacrifice */
    ck_assert_int_eq(json_array_size(json_object_get(timed, "themes")), 5);
    ck_assert(json_equal(whole, timed));
    char *a = report_text_string(&pb, &s, &so, LANG_EN);
    char *b = report_text_string(&pb, &s, &late, LANG_EN);
    ck_assert_ptr_nonnull(strstr(b, "Analysis"));
    ck_assert_str_eq(a, b);
    free(a);
    free(b);
    json_decref(whole);
    json_decref(timed);
    solution_free(&s);

    /* The search itself stops: with the time over before the first move. */
    solve(&pb.pos, &late, &s);
    ck_assert_int_eq(s.status, ST_TIMEOUT);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

Suite *report_order_suite(void);
Suite *report_order_suite(void)
{
    Suite *s = suite_create("report_order");
    TCase *t = tcase_create("order");
    tcase_add_test(t, max_time_bounds_the_search_only);
    tcase_add_loop_test(t, order_same_whatever_the_options, 0, (int)(sizeof ORDER_FENS / sizeof *ORDER_FENS));
    tcase_add_test(t, order_of_polgar_307);
    tcase_add_test(t, options_parsing);
    suite_add_tcase(s, t);
    return s;
}
