/* test_solve.c - `chiave solve` on every format: each problem of a file with
 * each of its twins (and both halves of a duplex) reported, or the one chosen
 * (--index 1: the first), the exit status the worst of them; the positions of
 * the first problem as verify and watch take them (first_problem.c). Run from
 * tests/. */
#include <check.h>
#include <string.h>
#include "solver/cli/commands.h"
#include "fen/first_problem.h"
#include "tests/test_helpers.h"

#define SOLVE(...) run_cmd(cmd_solve, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                           (const char *const[]){ __VA_ARGS__ })

static int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
        n++;
    return n;
}

START_TEST(first_problem_with_its_twins)
{
    FirstProblem fp;
    char err[512];
    /* The twins of the first problem, not the next problem. */
    ck_assert_int_eq(first_problem_choose("data/popeye/twins-de.inp", NULL, &fp, err, sizeof err), 0);
    ck_assert_int_eq(fp.n, 13);
    ck_assert_str_eq(fp.p[12].twin, "m");
    ck_assert_ptr_nonnull(fp.err[12]); /* condition Madrasi */
    ck_assert_ptr_null(fp.err[11]);
    first_problem_free(&fp);
    /* A problem without twins: itself; the two halves of a duplex. */
    const char *duplex = "begin stip #2 pieces white kd3 qb8 black ka3 next stip #2 "
                         "pieces white kg3 qf8 rf3 pg4 black kg5 qa7 rd1 pf7g6h5 option duplex end";
    ck_assert_int_eq(first_problem_parse("d.inp", duplex, strlen(duplex), &fp, err, sizeof err), 0);
    ck_assert_int_eq(fp.n, 1);
    first_problem_free(&fp);
    const char *second = strstr(duplex, "next") + 4;
    char text[256];
    snprintf(text, sizeof text, "begin%s", second);
    ck_assert_int_eq(first_problem_parse("d.inp", text, strlen(text), &fp, err, sizeof err), 0);
    ck_assert_int_eq(fp.n, 2);
    ck_assert_int_eq(fp.p[0].pos.side, WHITE);
    ck_assert_int_eq(fp.p[1].pos.side, BLACK);
    first_problem_free(&fp);
    /* FEN lines: the first one; nothing at all is an error. */
    ck_assert_int_eq(first_problem_choose("data/fen/collection.epd", NULL, &fp, err, sizeof err), 0);
    ck_assert_int_eq(fp.n, 1);
    first_problem_free(&fp);
    ck_assert_int_eq(first_problem_parse("e.fen", "# x\n", 4, &fp, err, sizeof err), -1);
    ck_assert_str_eq(err, "e.fen: no position found");
    ck_assert_int_eq(first_problem_choose("data/fen/comments-only.fen", NULL, &fp, err, sizeof err), -1);
    ck_assert_str_eq(err, "data/fen/comments-only.fen: no position found");
}
END_TEST

START_TEST(solve_every_twin)
{
    /* The first problem (--index 1) with its twins. */
    Run r = SOLVE("--index", "1", "data/popeye/twins-fr.inp");
    ck_assert_int_eq(r.status, 2); /* twin m is no orthodox #2 */
    ck_assert_int_eq(count_of(r.out, "+-----------------+\n8 |"), 12);
    ck_assert_ptr_nonnull(strstr(r.out, "a) diagram\n"));
    ck_assert_ptr_nonnull(strstr(r.out, "\nb) Bc2→b1\n"));
    ck_assert_ptr_nonnull(strstr(r.out, "\nl) from k): Kc3→d3\n"));
    /* The twin that cannot be solved keeps its place with its message. */
    ck_assert_ptr_nonnull(strstr(r.out, "\nm) condition madrasi\ndata/popeye/twins-fr.inp:22: condition madrasi: "
                                        "chiave solves orthodox #2 only\n"));
    ck_assert_ptr_nonnull(strstr(r.err, "twins-fr.inp:22: condition madrasi: chiave solves orthodox #2 only"));
    ck_assert_ptr_null(strstr(r.out, "Abrege")); /* not the second problem */
    /* Without --index, every problem: the second one (with its two twins) follows. */
    r = SOLVE("data/popeye/twins-fr.inp");
    ck_assert_int_eq(r.status, 2);
    ck_assert_int_eq(count_of(r.out, "+-----------------+\n8 |"), 14);
    const char *madrasi = strstr(r.out, "m) condition madrasi\n"), *abrege = strstr(r.out, "Abrege");
    ck_assert(madrasi && abrege && madrasi < abrege);

    /* JSON: a record a position, the error record with its twin. */
    r = SOLVE("--json", "--index", "1", "data/popeye/twins-fr.inp");
    ck_assert_int_eq(r.status, 2);
    ck_assert_int_eq(count_of(r.out, "\n"), 13);
    ck_assert_int_eq(count_of(r.out, "\"twin_of\":\"data/popeye/twins-fr.inp:1\""), 13);
    ck_assert_ptr_nonnull(strstr(r.out, "\"status\":\"illegal\",\"error\":\"data/popeye/twins-fr.inp:22: "
                                        "condition madrasi"));

    r = SOLVE("--json", "data/popeye/twins-fr.inp");
    ck_assert_int_eq(count_of(r.out, "\n"), 15);

    /* YAML the same: the first entry's twins, not the second entry. */
    r = SOLVE("--index", "1", "data/olive/twins.olv");
    ck_assert_int_eq(r.status, 2);
    ck_assert_int_eq(count_of(r.out, "+-----------------+\n8 |"), 12);
    ck_assert_ptr_nonnull(strstr(r.out, "\nl) from k): Rd6→d8\n"));
    ck_assert_ptr_null(strstr(r.out, "move b8 c8"));

    /* Every twin sound: 0; one of them not: 1. */
    const char *twins = TEST_TMP("twins.inp");
    FILE *f = fopen(twins, "w");
    ck_assert_ptr_nonnull(f);
    fputs("begin stip #2 pieces white kd3 qb8 black ka3 twin rotate 180 end\n", f);
    fclose(f);
    r = SOLVE(twins);
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(count_of(r.out, "\nsound\n"), 2);
    f = fopen(twins, "w");
    ck_assert_ptr_nonnull(f);
    fputs("begin stip #2 pieces white kd3 qb8 black ka3 twin move d3 e3 end\n", f);
    fclose(f);
    r = SOLVE(twins);
    ck_assert_int_eq(r.status, 1);
    ck_assert_ptr_nonnull(strstr(r.out, "\nno solution\n"));

    /* A twin that cannot be solved is headed in the report's notation too:
     * b) is legal, c) gives check to the side not to move. */
    f = fopen(twins, "w");
    ck_assert_ptr_nonnull(f);
    fputs("begin stip #2 pieces white kd3 qb8 black ka3 pb5 twin add white pg2 twin add white pb2 end\n", f);
    fclose(f);
    r = SOLVE("--notation", "figurine", "--lang", "de", twins);
    ck_assert_int_eq(r.status, 2);
    ck_assert_msg(strstr(r.out, "\nb) +w♙g2\n") && strstr(r.out, "\nc) +w♙b2\n"), "%s", r.out);
}
END_TEST

/* A duplex: White's half, then Black's; the options' warning once. */
START_TEST(solve_duplex_and_warnings)
{
    const char *path = TEST_TMP("duplex.inp");
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs("begin stip #2 pieces white kg3 qf8 rf3 pg4 black kg5 qa7 rd1 pf7g6h5\n"
          "option duplex movenumbers end\n", f);
    fclose(f);
    Run r = SOLVE(path);
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(count_of(r.out, "\nsound\n"), 2);
    ck_assert_ptr_nonnull(strstr(r.out, "1.Rf5+!"));
    ck_assert_ptr_nonnull(strstr(r.out, "Black to move"));
    ck_assert_ptr_nonnull(strstr(r.out, "1.Qg1+!"));
    ck_assert_int_eq(count_of(r.err, "options ignored: MoveNumbers"), 1);
}
END_TEST

Suite *solve_suite(void)
{
    Suite *s = suite_create("solve");
    TCase *tc = tcase_create("first problem");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, first_problem_with_its_twins);
    tcase_add_test(tc, solve_every_twin);
    tcase_add_test(tc, solve_duplex_and_warnings);
    suite_add_tcase(s, tc);
    return s;
}
