/* test_record_text.c - the record written straight as text (record_text.c) is
 * byte for byte the record built as jansson values and dumped (json.c), for
 * every problem of problems/ and of some other inputs (twins, titles, an illegal
 * position, odd bytes in an id), in several languages and options. */
#include <check.h>
#include <glob.h>
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/input.h"
#include "solver/report/json.h"
#include "solver/report/json_moves.h"
#include "solver/report/json_text.h"
#include "tests/test_helpers.h"

/* Both records of pb solved with so in lang (as if its position were illegal
 * when illegal: the search never says so, the aids' versions may); fails when
 * they differ. */
static void assert_same(const Problem *pb, const SolveOptions *so, Lang lang, bool illegal)
{
    Solution s;
    solve(&pb->pos, so, &s);
    if (illegal)
        s.status = ST_ILLEGAL;
    char *text = report_json_string(pb, &s, so, lang);
    json_t *tree = report_json_record(pb, &s, so, lang);
    char *dumped = json_text_compact(tree);
    ck_assert_ptr_nonnull(text);
    ck_assert_ptr_nonnull(dumped);
    ck_assert_msg(strcmp(text, dumped) == 0, "%s:\n text %s\n tree %s", pb->fen, text, dumped);
    free(text);
    free(dumped);
    json_decref(tree);
    solution_free(&s);
}

static void assert_same_record(const Problem *pb, const SolveOptions *so, Lang lang)
{
    assert_same(pb, so, lang, false);
}

typedef struct {
    const SolveOptions *so;
    Lang lang;
    int n;
} Walk;

static int each_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno;
    Walk *w = ctx;
    if (!err) {
        assert_same_record(p, w->so, w->lang);
        w->n++;
    }
    return 0;
}

static int same_in_file(const char *path, const SolveOptions *so, Lang lang)
{
    Walk w = { so, lang, 0 };
    char err[FEN_MSG * 2];
    ck_assert_msg(input_read_file(path, each_problem, &w, err, sizeof err) == 0, "%s: %s", path, err);
    return w.n;
}

START_TEST(same_as_the_tree_for_problems)
{
    glob_t g;
    ck_assert_int_eq(glob("../problems/*.fen", 0, NULL, &g), 0);
    SolveOptions so;
    solve_options_default(&so);
    int n = 0;
    for (size_t i = 0; i < g.gl_pathc; i++)
        n += same_in_file(g.gl_pathv[i], &so, i % 2 ? LANG_DE : LANG_EN);
    ck_assert_int_ge(n, 98);
    globfree(&g);
}
END_TEST

START_TEST(same_as_the_tree_with_options)
{
    static const char *const files[] = {
        "../tests/data/popeye/twins-en.inp", "../tests/data/fen/collection.epd",
        "../problems/le-grand.fen", "../problems/zagoruiko.fen", "../problems/duals.fen",
    };
    SolveOptions so;
    solve_options_default(&so);
    so.all_defences = true;
    so.max_refutations = 2;
    for (size_t i = 0; i < sizeof files / sizeof *files; i++)
        ck_assert_int_gt(same_in_file(files[i], &so, LANG_IT), 0);
    so.keys_only = true;
    for (size_t i = 0; i < sizeof files / sizeof *files; i++)
        ck_assert_int_gt(same_in_file(files[i], &so, LANG_FR), 0);
}
END_TEST

/* Strings that need escapes, UTF-8, an illegal position, and bytes jansson refuses. */
START_TEST(same_as_the_tree_for_odd_fields)
{
    SolveOptions so;
    solve_options_default(&so);
    static const char *const ids[] = {
        "quote \" back \\ tab \t nl \n ctl \x01", "Pal\xc3\xa1tz \xe2\x99\x94", "bad \xff byte",
        "overlong \xc0\xaf", "surrogate \xed\xa0\x80", NULL,
    };
    static const char *const fens[] = {
        "1Q6/8/8/8/8/k2K4/8/8 w - -", "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -",
        "8/8/7k/8/8/3K4/PPPPPPPP/QQ6 w - -", /* promoted men: a record with "warnings" */
    };
    for (size_t f = 0; f < sizeof fens / sizeof *fens; f++)
        for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
            Problem pb = test_problem(fens[f]);
            free(pb.id);
            pb.id = ids[i] ? strdup(ids[i]) : NULL;
            pb.title = strdup(ids[(i + 1) % 5]);
            pb.twin = strdup("b");
            pb.source = strdup("\xe2\x82");
            assert_same(&pb, &so, LANG_EN, f == 1);
            problem_free(&pb);
        }
}
END_TEST

/* Fails unless what t holds (finished here) is what json_dumps writes of v
 * (released here) with flags; what, a printf format, names the input. */
static void assert_as_jansson(Text *t, json_t *v, size_t flags, const char *what, ...)
{
    char *mine = jt_finish(t), *theirs = json_dumps(v, flags);
    if (!mine || !theirs || strcmp(mine, theirs) != 0) {
        char input[128];
        va_list ap;
        va_start(ap, what);
        vsnprintf(input, sizeof input, what, ap);
        va_end(ap);
        ck_abort_msg("%s: %s, jansson %s", input, mine ? mine : "(failed)", theirs ? theirs : "(failed)");
    }
    free(mine);
    free(theirs);
    json_decref(v);
}

/* The record's "ms" as json_dumps writes a real: small, large, whole, negative,
 * exponents both ways, and random times; NaN fails the text as jansson refuses it. */
START_TEST(real_as_jansson_writes)
{
    double xs[2000] = { 0.0, 1.0, -1.0, 3.0, 0.1, 0.000123456789, 1e-7, 1234567.0, 1e21, -2.5e-300,
                        123456.5, 999999.5, 1e16, 0.5, 42.000001 };
    unsigned long seed = 99;
    for (int i = 15; i < 2000; i++) {
        seed = seed * 6364136223846793005UL + 1442695040888963407UL;
        double mant = (double)(seed >> 11) / (double)(1ULL << 53);
        xs[i] = mant * (i % 3 == 0 ? 1000.0 : i % 3 == 1 ? 1e-3 : 1e9) * (i % 7 == 0 ? -1 : 1);
    }
    for (int i = 0; i < 2000; i++) {
        Text t = { 0 };
        jt_real(&t, xs[i]);
        assert_as_jansson(&t, json_real(xs[i]), JSON_ENCODE_ANY | JSON_REAL_PRECISION(6), "%.17g", xs[i]);
    }
    Text t = { 0 };
    jt_real(&t, NAN);
    ck_assert_ptr_null(jt_finish(&t));
}
END_TEST

/* The plain form jt_real writes without printf, against json_dumps at 6 and 3
 * digits: random times over eleven decades, halves and near-halves of the last
 * digit, and the neighbours of every power of ten (where the digits roll over). */
START_TEST(real_plain_as_jansson_writes)
{
    unsigned long seed = 5;
    for (int i = 0; i < 300000; i++) {
        double x;
        seed = seed * 6364136223846793005UL + 1442695040888963407UL;
        double mant = (double)(seed >> 11) / (double)(1ULL << 53);
        /* Each bucket taken of the unsigned seed, then made an int: (int)(seed >> 7)
         * % 12 was negative for half the seeds, decades 1e-16 to 1e-5 that the
         * plain form never writes, and halves times up to 1e9, not divided. */
        int kind = i % 4, decade = (int)((seed >> 7) % 12) - 5, places = (int)((seed >> 5) % 10);
        int hair = (int)((seed >> 3) % 3) - 1, side = (seed >> 3) % 2 ? 1 : -1;
        if (kind == 0) /* anywhere in a decade, 1e-5 to 1e7 */
            x = (1.0 + 9.0 * mant) * pow(10.0, decade);
        else if (kind == 1) /* a half of the last digit, and a hair either side */
            x = (floor(mant * 1e6) + 0.5) / pow(10.0, places) * (1.0 + hair * 1e-15);
        else if (kind == 2) /* next to a power of ten */
            x = pow(10.0, decade) * (1.0 + side * mant * 1e-5);
        else /* a few places of decimals, as times are */
            x = floor(mant * 1e7) / 1000.0;
        for (int digits = 6; digits >= 3; digits -= 3) {
            Text t = { 0 };
            jt_real_digits(&t, x, digits);
            assert_as_jansson(&t, json_real(x), JSON_ENCODE_ANY | JSON_REAL_PRECISION(digits),
                              "%.17g (%d digits)", x, digits);
        }
    }
}
END_TEST

/* Strings as json_dumps escapes them: random mixes of letters, '"', '\\',
 * control characters and UTF-8 bytes, at every offset of jt_string's eight-byte
 * steps. */
START_TEST(string_as_jansson_escapes)
{
    unsigned long seed = 7;
    for (int it = 0; it < 20000; it++) {
        char s[40];
        seed = seed * 6364136223846793005UL + 1442695040888963407UL;
        int len = (int)(seed >> 33) % 39;
        for (int i = 0; i < len; i++) {
            seed = seed * 6364136223846793005UL + 1442695040888963407UL;
            unsigned r = (unsigned)(seed >> 33);
            s[i] = r % 10 < 6 ? (char)('a' + r / 10 % 26) : r % 10 == 6 ? '"' : r % 10 == 7 ? '\\'
                 : r % 10 == 8 ? (char)(1 + r / 10 % 31) : (char)(0x20 + r / 10 % 95);
        }
        s[len] = '\0';
        Text t = { 0 };
        jt_string(&t, s, (size_t)len);
        assert_as_jansson(&t, json_stringn(s, (size_t)len), JSON_ENCODE_ANY | JSON_COMPACT, "a string of %d bytes",
                          len);
    }
}
END_TEST

/* Moves and squares written straight into the text, as move_to_uci and
 * square_name spell them (promotions too). */
START_TEST(moves_as_uci_spells_them)
{
    const Move ms[] = { MAKE_MOVE(SQ(4, 1), SQ(4, 3), 0, MF_DOUBLE), MAKE_MOVE(SQ(0, 6), SQ(1, 7), QUEEN, MF_CAPTURE),
                        MAKE_MOVE(SQ(7, 1), SQ(7, 0), KNIGHT, 0), MAKE_MOVE(SQ(4, 0), SQ(6, 0), 0, MF_CASTLE) };
    Text t = { 0 };
    jt_uci_list(&t, ms, 4);
    jt_square(&t, SQ(7, 7));
    char *text = jt_finish(&t), want[128] = "[", buf[8];
    for (int i = 0; i < 4; i++)
        snprintf(want + strlen(want), sizeof want - strlen(want), "%s\"%s\"", i ? "," : "", move_to_uci(ms[i], buf));
    strcat(want, "]\"h8\"");
    ck_assert_str_eq(text, want);
    free(text);
}
END_TEST

Suite *record_text_suite(void)
{
    Suite *s = suite_create("record_text");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, same_as_the_tree_for_problems);
    tcase_add_test(tc, same_as_the_tree_with_options);
    tcase_add_test(tc, same_as_the_tree_for_odd_fields);
    tcase_add_test(tc, real_as_jansson_writes);
    tcase_add_test(tc, real_plain_as_jansson_writes);
    tcase_add_test(tc, string_as_jansson_escapes);
    tcase_add_test(tc, moves_as_uci_spells_them);
    suite_add_tcase(s, tc);
    return s;
}
