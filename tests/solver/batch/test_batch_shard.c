/* test_batch_shard.c - `batch --shard K/N`: every N-th problem, and N shards
 * that make the whole. */
#include "tests/solver/batch/batch_helpers.h"

/* ---- --shard ---- */

START_TEST(shard_selects_every_nth)
{
    char *in[] = { SMALL };
    char *out = tmp_path("shard");
    BatchConfig c = config(in, 1, 3);
    c.shard_k = 1;
    c.shard_n = 3;
    char *msg;
    BatchStats st;
    ck_assert_int_eq(run(c, out, &msg, &st), 0);
    Lines l = read_lines(out);
    /* problems 1, 4, 7, 10 of the file: blank and comment lines are not counted */
    ck_assert_int_eq(l.n, 4);
    char *a = field(l.line[0], "id"), *b = field(l.line[1], "fen"), *d = field(l.line[2], "id"),
         *e = field(l.line[3], "id");
    ck_assert_str_eq(a, "polgar-307");
    ck_assert_str_eq(b, "8/8/8/8/8/K3Q3/B1k5/8 w - -");
    ck_assert_str_eq(d, "bad-letter");
    ck_assert_str_eq(e, "polgar-321");
    free(a), free(b), free(d), free(e);
    ck_assert_int_eq(st.problems, 12);
    ck_assert_int_eq(st.skipped_shard, 8);
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: shard 1/3: 4 of 12 problems\n"));
    batch_stats_free(&st);
    lines_free(&l);
    free(msg);
    unlink(out);
    free(out);
}
END_TEST

/* N shards, interleaved a record from each in turn (paste -d '\n'), give the
 * whole run; the index runs on across the files. */
START_TEST(shards_make_the_whole)
{
    char *in[] = { SMALL, P100 };
    char *full = tmp_path("whole");
    ck_assert_int_eq(run(config(in, 2, 2), full, NULL, NULL), 0);
    Lines want = norm_file(full);
    ck_assert_int_eq(want.n, 112);
    enum { N = 5 };
    Lines part[N];
    int total = 0;
    for (int k = 1; k <= N; k++) {
        BatchConfig c = config(in, 2, k % 3 + 1);
        c.shard_k = k;
        c.shard_n = N;
        char *out = tmp_path("part");
        ck_assert_int_eq(run(c, out, NULL, NULL), 0);
        part[k - 1] = norm_file(out);
        ck_assert_int_eq(part[k - 1].n, (112 - k) / N + 1);
        total += part[k - 1].n;
        unlink(out);
        free(out);
    }
    ck_assert_int_eq(total, 112);
    for (int i = 0; i < 112; i++)
        ck_assert_str_eq(part[i % N].line[i / N], want.line[i]);
    for (int k = 0; k < N; k++)
        lines_free(&part[k]);
    lines_free(&want);
    unlink(full);
    free(full);
}
END_TEST

Suite *batch_shard_suite(void);
Suite *batch_shard_suite(void)
{
    Suite *s = suite_create("batch_shard");
    TCase *t = tcase_create("shard");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, shard_selects_every_nth);
    tcase_add_test(t, shards_make_the_whole);
    suite_add_tcase(s, t);
    return s;
}
