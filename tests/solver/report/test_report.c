/* test_report.c - the JSON record (sound, set play, cooked and short, errors,
 * twins), its compact text and arena, and the text report. */
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

/* Solves fen and returns its record; *pb and *s are for the caller to free. */
static json_t *record_of(const char *fen, bool all_defences, Problem *pb, Solution *s)
{
    SolveOptions so;
    solve_options_default(&so);
    so.all_defences = all_defences;
    *pb = test_problem(fen);
    solve(&pb->pos, &so, s);
    json_t *rec = report_json_record(pb, s, &so, LANG_EN);
    ck_assert_ptr_nonnull(rec);
    return rec;
}

static const char *str_at(json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    ck_assert_msg(json_is_string(v), "%s is not a string", key);
    return json_string_value(v);
}

START_TEST(json_sound_problem)
{
    Problem pb;
    Solution s;
    json_t *rec = record_of(POLGAR_307, false, &pb, &s);
    ck_assert(json_is_null(json_object_get(rec, "id")));
    ck_assert_str_eq(str_at(rec, "fen"), POLGAR_307);
    ck_assert_str_eq(str_at(rec, "stipulation"), "#2");
    ck_assert_str_eq(str_at(rec, "status"), "sound");
    ck_assert(json_is_null(json_object_get(rec, "error")));

    json_t *keys = json_object_get(rec, "keys");
    ck_assert_int_eq(json_array_size(keys), 1);
    json_t *key = json_array_get(keys, 0);
    ck_assert_str_eq(str_at(key, "move"), "d3c3");
    ck_assert_str_eq(str_at(key, "san"), "Kc3");
    ck_assert(json_is_false(json_object_get(key, "check")));
    ck_assert(json_is_false(json_object_get(key, "zugzwang")));
    ck_assert_int_eq(json_array_size(json_object_get(key, "threats")), 3);
    ck_assert_int_eq(json_array_size(json_object_get(key, "variations")), 2);
    ck_assert_ptr_null(json_object_get(key, "refutations"));

    /* Tries: Kc2, Kc4, Qb1, Qb3+, Qb5, each with one refutation. */
    json_t *tries = json_object_get(rec, "tries");
    ck_assert_int_eq(json_array_size(tries), 5);
    for (size_t i = 0; i < json_array_size(tries); i++) {
        json_t *t = json_array_get(tries, i);
        ck_assert_int_eq(json_array_size(json_object_get(t, "refutations")), 1);
        if (strcmp(str_at(t, "move"), "d3c2") == 0) {
            json_t *refut = json_array_get(json_object_get(t, "refutations"), 0);
            ck_assert_str_eq(json_string_value(refut), "a3a4");
            /* 1...Ka2 is met by three mates: all of them are listed. */
            json_t *var = json_array_get(json_object_get(t, "variations"), 0);
            ck_assert_str_eq(str_at(var, "defence"), "a3a2");
            ck_assert_int_eq(json_array_size(json_object_get(var, "mates")), 3);
        }
    }
    ck_assert_int_eq(json_array_size(json_object_get(rec, "short")), 0);
    ck_assert_int_eq(json_array_size(json_object_get(rec, "set")), 0);
    ck_assert(json_is_array(json_object_get(rec, "themes")));
    json_t *stats = json_object_get(rec, "stats");
    ck_assert(json_integer_value(json_object_get(stats, "nodes")) > 0);
    ck_assert(json_is_real(json_object_get(stats, "ms")));

    /* One line, keys in SPEC order. */
    char *line = report_json_dump(rec);
    ck_assert_ptr_nonnull(line);
    ck_assert_ptr_null(strchr(line, '\n'));
    const char *order[] = {"\"id\"", "\"fen\"", "\"stipulation\"", "\"status\"", "\"error\"",
                           "\"keys\"", "\"short\"", "\"tries\"", "\"set\"", "\"themes\"", "\"stats\""};
    assert_in_order(line, order, sizeof order / sizeof *order);
    free(line);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

START_TEST(json_set_play_and_all_defences)
{
    Problem pb;
    Solution s;
    json_t *rec = record_of(POLGAR_311, false, &pb, &s);
    json_t *set = json_object_get(rec, "set");
    ck_assert_int_eq(json_array_size(set), 1);
    ck_assert_str_eq(str_at(json_array_get(set, 0), "defence"), "h4h3");
    json_t *key = json_array_get(json_object_get(rec, "keys"), 0);
    ck_assert_str_eq(str_at(key, "move"), "c5f5");
    /* 1...c5 does not defeat the threat 2.Qg4#: not listed by default. */
    ck_assert_int_eq(json_array_size(json_object_get(key, "variations")), 0);
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);

    rec = record_of(POLGAR_311, true, &pb, &s);
    key = json_array_get(json_object_get(rec, "keys"), 0);
    ck_assert_int_eq(json_array_size(json_object_get(key, "variations")), 1);
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

START_TEST(json_cooked_and_short)
{
    Problem pb;
    Solution s;
    json_t *rec = record_of(POLGAR_484, false, &pb, &s);
    ck_assert_str_eq(str_at(rec, "status"), "cooked");
    ck_assert_int_ge(json_array_size(json_object_get(rec, "keys")), 2);
    json_t *key = json_array_get(json_object_get(rec, "keys"), 0);
    ck_assert(json_is_true(json_object_get(key, "check")));
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);

    rec = record_of(BACK_RANK, false, &pb, &s);
    ck_assert_str_eq(str_at(rec, "status"), "short");
    json_t *shorts = json_object_get(rec, "short");
    ck_assert_int_eq(json_array_size(shorts), 1);
    ck_assert_str_eq(json_string_value(json_array_get(shorts, 0)), "a1a8");
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

START_TEST(json_error_record)
{
    char *line = report_json_error("p1", NULL, "x.epd:3: field 1, rank 3: 9 squares");
    ck_assert_ptr_nonnull(line);
    json_error_t jerr;
    json_t *rec = json_loads(line, 0, &jerr);
    ck_assert_ptr_nonnull(rec);
    ck_assert_str_eq(str_at(rec, "id"), "p1");
    ck_assert(json_is_null(json_object_get(rec, "fen")));
    ck_assert_str_eq(str_at(rec, "status"), "illegal");
    ck_assert_str_eq(str_at(rec, "error"), "x.epd:3: field 1, rank 3: 9 squares");
    const char *lists[] = {"keys", "short", "tries", "set", "themes"};
    for (size_t i = 0; i < 5; i++) {
        json_t *a = json_object_get(rec, lists[i]);
        ck_assert_msg(json_is_array(a) && json_array_size(a) == 0, "%s not an empty list", lists[i]);
    }
    json_decref(rec);
    free(line);
    line = report_json_error(NULL, "8/8/8/8/8/8/8/8 w - -", "no kings");
    ck_assert_ptr_nonnull(strstr(line, "\"id\":null,\"fen\":\"8/8/8/8/8/8/8/8 w - -\""));
    free(line);
}
END_TEST

/* A problem's own words and its twin in the record and the text report; a
 * problem without them has none of those fields. */
START_TEST(json_and_text_of_a_twin)
{
    ReadAll *r = read_string("begin\ntitle T\nauthor A\nauthor B\norigin O\nstip #2\n"
                           "pieces white kd3 qb8 black ka3\ntwin move d3 c3\ntwin stip h#2\nend\n",
                           "t.inp", INPUT_POPEYE);
    ck_assert_int_eq(r->n, 3);
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&r->p[1].pos, &so, &s);
    json_t *rec = report_json_record(&r->p[1], &s, &so, LANG_EN);
    char *text = report_text_string(&r->p[1], &s, &so, LANG_EN);
    char *german = report_text_string(&r->p[1], &s, &so, LANG_DE); /* the twin in its words */
    solution_free(&s);
    ck_assert_str_eq(str_at(rec, "twin"), "b");
    ck_assert_str_eq(str_at(rec, "twin_of"), "t.inp:1");
    ck_assert_str_eq(str_at(rec, "twinning"), "move d3 c3");
    ck_assert_str_eq(str_at(rec, "title"), "T");
    ck_assert_str_eq(str_at(rec, "authors"), "A; B");
    ck_assert_str_eq(str_at(rec, "source"), "O");
    ck_assert_str_eq(str_at(rec, "fen"), "1Q6/8/8/8/8/k1K5/8/8 w - -");
    json_decref(rec);
    /* The heading names the man as problemists write it; the record keeps Popeye's words. */
    ck_assert_msg(strncmp(text, "b) Kd3→c3\n", strlen("b) Kd3→c3\n")) == 0, "%s", text);
    ck_assert_msg(strncmp(german, "b) Kd3→c3\n", strlen("b) Kd3→c3\n")) == 0, "%s", german);
    free(text);
    free(german);

    char *line = report_json_problem_error(&r->p[2], r->err[2]);
    rec = json_loads(line, 0, NULL);
    free(line);
    ck_assert_str_eq(str_at(rec, "status"), "illegal");
    ck_assert_str_eq(str_at(rec, "error"), "t.inp:9: stipulation h#2: chiave solves orthodox #2 only");
    ck_assert_str_eq(str_at(rec, "twin"), "c");
    ck_assert_str_eq(str_at(rec, "twinning"), "stipulation h#2");
    ck_assert_str_eq(str_at(rec, "fen"), POLGAR_307);
    ck_assert_str_eq(str_at(rec, "title"), "T");
    json_decref(rec);
    read_all_free(r);

    Problem pb;
    rec = record_of(POLGAR_307, false, &pb, &s);
    static const char *const none[] = { "twin", "twin_of", "twinning", "title", "authors", "source" };
    for (size_t i = 0; i < sizeof none / sizeof *none; i++)
        ck_assert_ptr_null(json_object_get(rec, none[i]));
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

/* json_text_compact writes what json_dumps writes, byte for byte: values
 * with every kind of escape, numbers, nesting, and the records of 100 problems. */
static void assert_same_text(json_t *v)
{
    char *ours = json_text_compact(v);
    char *theirs = json_dumps(v, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6) | JSON_ENCODE_ANY);
    ck_assert_ptr_nonnull(ours);
    ck_assert_ptr_nonnull(theirs);
    ck_assert_str_eq(ours, theirs);
    free(ours);
    free(theirs);
}

/* Calls check on each problem of data/batch/polgar100.epd, solved; returns how many. */
static int each_solved_problem(void (*check)(const Problem *, const Solution *, const SolveOptions *))
{
    FILE *f = fopen("data/batch/polgar100.epd", "r");
    ck_assert_ptr_nonnull(f);
    char *line = NULL;
    size_t cap = 0;
    int n = 0;
    SolveOptions so;
    solve_options_default(&so);
    while (getline(&line, &cap, f) > 0) {
        Problem pb = test_problem(line);
        Solution s;
        solve(&pb.pos, &so, &s);
        check(&pb, &s, &so);
        solution_free(&s);
        problem_free(&pb);
        n++;
    }
    free(line);
    fclose(f);
    return n;
}

static void text_of_record(const Problem *pb, const Solution *s, const SolveOptions *so)
{
    json_t *rec = report_json_record(pb, s, so, LANG_EN);
    assert_same_text(rec);
    json_decref(rec);
}

/* The record built in an arena is the one built with malloc. */
static void text_record_as_tree_record(const Problem *pb, const Solution *s, const SolveOptions *so)
{
    char *text = report_json_string(pb, s, so, LANG_EN);
    char *tree = report_json_dump(report_json_record(pb, s, so, LANG_EN));
    ck_assert_ptr_nonnull(text);
    ck_assert_str_eq(text, tree);
    free(text);
    free(tree);
}

START_TEST(json_text_as_jansson_writes_it)
{
    json_error_t e;
    const char *samples[] = {
        "{\"id\":\"a \\\"quoted\\\" \\\\ back\\/slash\",\"ctl\":\"\\u0001\\b\\f\\n\\r\\t\\u001f\\u007f\"}",
        "{\"utf8\":\"Polg\\u00e1r \\u2654 \\ud83d\\ude00\",\"empty\":{},\"none\":[],\"deep\":[[[{\"a\":[1,-2,3]}]]]}",
        "[true,false,null,0,-9223372036854775807,-9223372036854775808,9223372036854775807,1.5,0.000123456789,1e300,-2.0,100000000.0]",
        "{\"z\":1,\"a\":2,\"m\":{\"y\":null,\"b\":\"\"}}",
    };
    for (size_t i = 0; i < sizeof samples / sizeof *samples; i++) {
        json_t *v = json_loads(samples[i], 0, &e);
        ck_assert_msg(v != NULL, "sample %zu: %s", i, e.text);
        assert_same_text(v);
        json_decref(v);
    }
    ck_assert_int_ge(each_solved_problem(text_of_record), 100);
}
END_TEST

/* The record written as text is the record built as jansson values, dumped. */
START_TEST(text_record_is_tree_record)
{
    ck_assert_int_ge(each_solved_problem(text_record_as_tree_record), 100);
}
END_TEST

START_TEST(text_sound_problem)
{
    char *t = text_of(POLGAR_307, LANG_EN);
    ASSERT_HAS(t, "8 | . Q . . . . . . |");
    ASSERT_HAS(t, "3 | k . . K . . . . |");
    ASSERT_HAS(t, "#2 (2+1)");
    ASSERT_HAS(t, "1.Kc3! (");
    ASSERT_HAS(t, "2.Qb3#");
    ASSERT_HAS(t, "   1...Ka2 2.Qb2#\n");
    ASSERT_HAS(t, "   1...Ka4 2.Qb4#\n");
    ASSERT_HAS(t, "1.Kc2? (2.Qb3#)");
    ASSERT_HAS(t, "(dual)");
    ASSERT_HAS(t, "   but 1...Ka4!");
    ASSERT_HAS(t, "1.Qb3+?");
    ASSERT_HAS(t, "but 1...Kxb3!");
    ASSERT_HAS(t, "1.Qb1? zugzwang");
    ASSERT_HAS(t, "\nsound\n");
    ASSERT_HAS(t, " nodes, ");
    free(t);

    t = text_of(POLGAR_307, LANG_DE);
    ASSERT_HAS(t, "8 | . D . . . . . . |");
    ASSERT_HAS(t, "1.Kc3! (");
    ASSERT_HAS(t, "1...Ka2 2.Db2#");
    free(t);
}
END_TEST

/* Promotions to Q, R or B on one square are one mate (themes/KEY.md "Counting mates"):
 * written once, the others in parentheses; "(dual)" only for two mates so counted. */
START_TEST(text_promotions_one_mate)
{
    char *t = text_of_file("duals-miss", LANG_EN);
    ASSERT_HAS(t, "   1...Nxg7 2.h8=Q# (=R)\n");
    ASSERT_HAS(t, ", after the key 2.h8=Q# (=R)\n"); /* the Analysis writes them alike */
    ck_assert_msg(strstr(t, "(dual)") == NULL, "%s", t);
    free(t);
    t = text_of("4q1k1/4BNP1/4B1K1/8/8/8/8/8 w - -", LANG_EN); /* polgar-1524 */
    ASSERT_HAS(t, "   1...Qf8 2.Nh6# 2.gxf8=Q# (=R) (dual)\n");
    free(t);
    t = text_of("4NBq1/6P1/7k/5Q2/8/8/8/6K1 w - -", LANG_EN); /* polgar-2155 */
    ASSERT_HAS(t, "   1...Qc4 2.Qh5# 2.g8=Q# (=R =B) 2.g8=N# (dual)\n");
    free(t);
    t = text_of_file("cyclic-change", LANG_EN); /* a theme across phases writes them alike */
    ASSERT_HAS(t, "  cyclic change (3): 1.Bc3? 1...Kc5 2.Qxd4# 1...Qxd1 2.f8=Q# (=B) 1...Ke5 2.b8=Q# (=B);");
    free(t);
    t = text_of("4NBq1/6P1/7k/5Q2/8/8/8/6K1 w - -", LANG_DE);
    ASSERT_HAS(t, "   1...Dc4 2.Dh5# 2.g8=D# (=T =L) 2.g8=S# (");
    free(t);
}
END_TEST

START_TEST(text_verdicts_and_set_play)
{
    char *t = text_of(POLGAR_311, LANG_EN);
    ASSERT_HAS(t, "1.Qf5! (2.Qg4#)");
    ASSERT_HAS(t, "Set play:\n   1...Kh3 2.Qh5#\n");
    free(t);
    t = text_of(POLGAR_484, LANG_EN);
    ASSERT_HAS(t, "1.b8=Q+!");
    ASSERT_HAS(t, "cooked (");
    free(t);
    t = text_of(BACK_RANK, LANG_EN);
    ASSERT_HAS(t, "\n1.Ra8#\n");
    ASSERT_HAS(t, "short solution 1.Ra8#");
    free(t);
    /* Several short solutions are named so ("short solution 1.Qa1# 1.Qa2# 1.Qb7# 1.Qb8#"
     * read as one); German alike. */
    t = text_of("k7/2K5/8/8/8/8/8/1Q6 w - -", LANG_EN);
    ASSERT_HAS(t, "\nshort solutions 1.Qa1# 1.Qa2# 1.Qb7# 1.Qb8#\n");
    free(t);
    t = text_of("k7/2K5/8/8/8/8/8/1Q6 w - -", LANG_DE);
    ASSERT_HAS(t, "\nKurzlösungen 1.Da1# 1.Da2# 1.Db7# 1.Db8#\n");
    free(t);
}
END_TEST

Suite *report_suite(void);
Suite *report_suite(void)
{
    Suite *s = suite_create("report");
    TCase *t = tcase_create("report");
    tcase_add_test(t, json_sound_problem);
    tcase_add_test(t, json_set_play_and_all_defences);
    tcase_add_test(t, json_cooked_and_short);
    tcase_add_test(t, json_error_record);
    tcase_add_test(t, json_and_text_of_a_twin);
    tcase_add_test(t, json_text_as_jansson_writes_it);
    tcase_add_test(t, text_record_is_tree_record);
    tcase_add_test(t, text_sound_problem);
    tcase_add_test(t, text_verdicts_and_set_play);
    tcase_add_test(t, text_promotions_one_mate);
    suite_add_tcase(s, t);
    return s;
}
