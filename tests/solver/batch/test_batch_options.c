/* test_batch_options.c - the options of `batch`, its progress line and the
 * slowest problems of its summary. */
#include "tests/solver/batch/batch_helpers.h"

/* ---- options, progress ---- */

START_TEST(batch_options)
{
    CliOptions o;
    char err[256];
    char *ops[8];
    char *a1[] = { "--shard", "2/8", "a.epd", "--resume=out.jsonl", "--no-progress" };
    ck_assert_int_eq(options_parse(5, a1, true, &o, ops, err, sizeof err), 1);
    ck_assert_int_eq(o.shard_k, 2);
    ck_assert_int_eq(o.shard_n, 8);
    ck_assert_str_eq(o.resume, "out.jsonl");
    ck_assert(o.no_progress);
    ck_assert_int_eq(o.jobs, 0); /* default: one thread per core */
    char *a2[] = { "a.epd", "-j3", "--shard=1/1" };
    ck_assert_int_eq(options_parse(3, a2, true, &o, ops, err, sizeof err), 1);
    ck_assert_int_eq(o.jobs, 3);
    ck_assert_int_eq(o.shard_k, 1);
    ck_assert_int_eq(o.shard_n, 1);
    ck_assert_ptr_null(o.resume);
    ck_assert(!o.no_progress);
    static const char *const bad[] = { "0/3", "4/3", "3", "a/b", "1/0", "1/", "/2", "-1/2", "1/2x", "" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char *a[] = { "--shard", (char *)bad[i], "a.epd" };
        ck_assert_msg(options_parse(3, a, true, &o, ops, err, sizeof err) == -1, "accepted %s", bad[i]);
        ck_assert_ptr_nonnull(strstr(err, "--shard"));
    }
    char *a3[] = { "--resume", "", "a.epd" };
    ck_assert_int_eq(options_parse(3, a3, true, &o, ops, err, sizeof err), -1);
    char *a4[] = { "--max-time", "0.5", "--keys-only", "a.epd" };
    ck_assert_int_eq(options_parse(4, a4, true, &o, ops, err, sizeof err), 1);
    ck_assert(o.solve.max_time == 0.5 && o.solve.keys_only);
    /* batch options are not solve's */
    static const char *const batch_only[][2] = { { "--shard", "1/2" }, { "--resume", "x" },
                                                 { "--no-progress", "x.fen" } };
    for (size_t i = 0; i < 3; i++) {
        char *a[] = { (char *)batch_only[i][0], (char *)batch_only[i][1], "x.fen" };
        ck_assert_int_eq(options_parse(3, a, false, &o, ops, err, sizeof err), -1);
    }
}
END_TEST

START_TEST(progress_line)
{
    char buf[160];
    batch_progress_line(buf, sizeof buf, 50, 10.0, 0.25, 0.0);
    ck_assert_str_eq(buf, "[######..................]  25%  50 solved  5.0/s  0:30 left");
    batch_progress_line(buf, sizeof buf, 7200, 3600.0, 0.5, 0.0);
    ck_assert_str_eq(buf, "[############............]  50%  7200 solved  2.0/s  1:00:00 left");
    batch_progress_line(buf, sizeof buf, 10, 2.0, 0.2, 0.2); /* nothing gained yet */
    ck_assert_ptr_nonnull(strstr(buf, "--:-- left"));
    batch_progress_line(buf, sizeof buf, 12, 4.0, -1, 0);   /* size unknown (a pipe) */
    ck_assert_str_eq(buf, "12 solved  3.0/s");
}
END_TEST

START_TEST(slowest_kept)
{
    BatchStats st;
    memset(&st, 0, sizeof st);
    static const double t[] = { 0.3, 0.1, 0.9, 0.5, 0.2, 0.05, 0.7, 0.6 };
    char label[16];
    for (int i = 0; i < 8; i++) {
        snprintf(label, sizeof label, "p%d", i);
        batch_note_time(&st, label, t[i]);
    }
    ck_assert_int_eq(st.nslow, 5);
    static const char *const want[] = { "p2", "p6", "p7", "p3", "p0" };
    for (int i = 0; i < 5; i++)
        ck_assert_str_eq(st.slow[i].label, want[i]);
    batch_stats_free(&st);
}
END_TEST

Suite *batch_options_suite(void);
Suite *batch_options_suite(void)
{
    Suite *s = suite_create("batch_options");
    TCase *t = tcase_create("options");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, batch_options);
    tcase_add_test(t, progress_line);
    tcase_add_test(t, slowest_kept);
    suite_add_tcase(s, t);
    return s;
}
