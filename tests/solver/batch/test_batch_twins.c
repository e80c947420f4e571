/* test_batch_twins.c - `batch` keeps a problem with its twins as one unit (SPEC
 * "Across twins"): --shard gives a problem's twins to one shard, --resume solves
 * again the twins whose records OUT holds when a later twin of theirs is missing
 * (for the themes across twins) without writing them again; the records equal
 * those of `solve --json`. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include <check.h>
#include <fcntl.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solver/cli/commands.h"
#include "tests/test_helpers.h"
#include "tests/solver/batch/batch_helpers.h"

/* Three problems: 2, 3 and 2 twins, each with a theme across twins on its last. */
#define TWINS "data/batch/twins.inp"

/* The "twin" labels of the records of a file, joined ("abab"). */
static void labels(const Lines *l, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < l->n && strlen(buf) + 1 < len; i++) {
        char *t = field(l->line[i], "twin");
        ck_assert_ptr_nonnull(t);
        strncat(buf, t, len - strlen(buf) - 1);
        free(t);
    }
}

/* Every record of want with index in idx[0..n), as got must hold them. */
static void assert_records(const Lines *got, const Lines *want, const int *idx, int n, const char *what)
{
    ck_assert_msg(got->n == n, "%s: %d records, want %d", what, got->n, n);
    for (int i = 0; i < n; i++)
        ck_assert_msg(strcmp(got->line[i], want->line[idx[i]]) == 0, "%s: record %d differs:\n%.300s\n%.300s",
                      what, i + 1, got->line[i], want->line[idx[i]]);
}

START_TEST(shard_keeps_a_problem_with_its_twins)
{
    Lines all = reference(TWINS);
    ck_assert_int_eq(all.n, 7);
    static const int first[] = { 0, 1, 5, 6 }, second[] = { 2, 3, 4 };
    for (int k = 1; k <= 2; k++) {
        char *in[] = { TWINS };
        char *out = tmp_path("tshard");
        BatchConfig c = config(in, 1, 2);
        c.shard_k = k;
        c.shard_n = 2;
        BatchStats st;
        ck_assert_int_eq(run(c, out, NULL, &st), 0);
        Lines got = norm_file(out);
        char got_labels[16];
        labels(&got, got_labels, sizeof got_labels);
        /* problems 1 and 3, then problem 2: every twin where its problem is */
        ck_assert_str_eq(got_labels, k == 1 ? "abab" : "abc");
        assert_records(&got, &all, k == 1 ? first : second, k == 1 ? 4 : 3, "shard");
        ck_assert_int_eq(st.problems, 7);
        ck_assert_int_eq(st.skipped_shard, k == 1 ? 3 : 4);
        batch_stats_free(&st);
        lines_free(&got);
        unlink(out);
        free(out);
    }
    lines_free(&all);
}
END_TEST

/* OUT holds the first `keep` records of the whole run; resuming gives it all,
 * the twins' themes included, and skips `skipped` positions. */
static void resume_from(int keep, long skipped)
{
    char *in[] = { TWINS };
    char *full = tmp_path("tfull");
    ck_assert_int_eq(run(config(in, 1, 1), full, NULL, NULL), 0);
    Lines want = norm_file(full);
    Lines raw = read_lines(full);
    char *out = tmp_path("tresume");
    FILE *f = fopen(out, "w");
    ck_assert_ptr_nonnull(f);
    for (int i = 0; i < keep; i++)
        fputs(raw.line[i], f);
    fclose(f);
    BatchConfig c = config(in, 1, 2);
    c.resume = out;
    BatchStats st;
    ck_assert_int_eq(run(c, out, NULL, &st), 0);
    Lines got = norm_file(out);
    assert_same(&got, &want, 7, "resumed");
    ck_assert_int_eq(st.skipped_resume, skipped);
    ck_assert_int_eq(st.written, 7 - keep);
    batch_stats_free(&st);
    lines_free(&got), lines_free(&want), lines_free(&raw);
    unlink(out), unlink(full);
    free(out), free(full);
}

/* Killed after twin a of problem 1: twin b needs a's solution for its theme
 * across twins, a is solved again but not written again. */
START_TEST(resume_after_the_first_twin)
{
    resume_from(1, 1);
}
END_TEST

/* Killed within problem 2, and after problem 1 whole (skipped unsolved). */
START_TEST(resume_within_a_problem)
{
    resume_from(4, 4);
}
END_TEST

/* batch writes the records solve --json writes, twins' themes alike. */
START_TEST(batch_records_are_solve_records)
{
    Lines b = reference(TWINS);
    Run r = run_cmd(cmd_solve, 2, (const char *const[]){ "--json", TWINS });
    ck_assert_int_eq(r.status, 0);
    char *path = tmp_path("tsolve");
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(r.out, f);
    fclose(f);
    Lines s = norm_file(path);
    assert_same(&b, &s, 7, "batch against solve");
    ck_assert_ptr_nonnull(strstr(b.line[4], "\"zagoruiko\""));
    lines_free(&b), lines_free(&s);
    unlink(path);
    free(path);
}
END_TEST

/* Problems named alike ("remark id: draft" in each) are units of their own:
 * --shard 1/2 takes problems 1 and 3 with their twins (one unit of all six
 * positions before, every twin in shard 1), and solve --json gives the
 * second problem's a) no theme across the twins of the first. */
START_TEST(problems_named_alike_are_units_of_their_own)
{
    char *path = tmp_path("tdrafts");
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    for (int i = 0; i < 3; i++)
        fprintf(f, "%sremark id: draft\nstip #2\npieces white kd3 qb8 black ka3\ntwin move d3 c3\n",
                i ? "next\n" : "begin\n");
    fputs("end\n", f);
    fclose(f);
    char *in[] = { path };
    char *out = tmp_path("tdshard");
    BatchConfig c = config(in, 1, 2);
    c.shard_k = 1;
    c.shard_n = 2;
    ck_assert_int_eq(run(c, out, NULL, NULL), 0);
    Lines got = norm_file(out);
    char got_labels[16];
    labels(&got, got_labels, sizeof got_labels);
    ck_assert_str_eq(got_labels, "abab");
    lines_free(&got);
    Run r = run_cmd(cmd_solve, 2, (const char *const[]){ "--json", path });
    ck_assert_int_eq(r.status, 1); /* twin b has no key */
    char *second_a = strchr(strchr(r.out, '\n') + 1, '\n') + 1; /* records a, b, a, ... */
    second_a[strcspn(second_a, "\n")] = '\0';
    char *label = field(second_a, "twin");
    ck_assert_str_eq(label, "a");
    free(label);
    ck_assert_ptr_null(strstr(second_a, "\"twins\":[\""));
    unlink(out), unlink(path);
    free(out), free(path);
}
END_TEST

Suite *batch_twins_suite(void)
{
    Suite *s = suite_create("batch_twins");
    TCase *tc = tcase_create("twins");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, shard_keeps_a_problem_with_its_twins);
    tcase_add_test(tc, resume_after_the_first_twin);
    tcase_add_test(tc, resume_within_a_problem);
    tcase_add_test(tc, batch_records_are_solve_records);
    tcase_add_test(tc, problems_named_alike_are_units_of_their_own);
    suite_add_tcase(s, tc);
    return s;
}
