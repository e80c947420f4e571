/* test_batch.c - `chiave batch`: the records in input order with any number of
 * threads and options, unreadable and empty inputs, --max-time. */
#include "solver/io/msg_prefix.h"
#include "tests/solver/batch/batch_helpers.h"

/* ---- output order ---- */

START_TEST(order_any_jobs)
{
    char *in[] = { P100, SMALL };
    char *ref = tmp_path("order1");
    ck_assert_int_eq(run(config(in, 2, 1), ref, NULL, NULL), 0);
    Lines want = norm_file(ref);
    ck_assert_int_eq(want.n, 112);
    static const int jobs[] = { 2, 3, 8 };
    for (size_t j = 0; j < sizeof jobs / sizeof *jobs; j++) {
        char *out = tmp_path("order");
        BatchStats st;
        ck_assert_int_eq(run(config(in, 2, jobs[j]), out, NULL, &st), 0);
        Lines got = norm_file(out);
        assert_same(&got, &want, 112, "-j N vs -j 1");
        ck_assert_int_eq(st.written, 112);
        ck_assert_int_eq(st.solved, 112);
        ck_assert_int_eq(st.count[ST_SOUND] + st.count[ST_COOKED], 100 + 10);
        ck_assert_int_eq(st.count[ST_ILLEGAL], 2);
        ck_assert(!st.interrupted);
        batch_stats_free(&st);
        lines_free(&got);
        unlink(out);
        free(out);
    }
    lines_free(&want);
    unlink(ref);
    free(ref);
}
END_TEST

/* A Popeye problem's own options (here a try with two refutations) make its
 * record whoever makes it: with fewer solver threads than cores the writer
 * makes the records (-j 1), with as many the solvers do (-j 64). */
START_TEST(problem_options_whoever_makes_the_record)
{
    char *in[] = { "data/popeye/options-en.inp" };
    char *one = tmp_path("popeye1"), *many = tmp_path("popeye64");
    ck_assert_int_eq(run(config(in, 1, 1), one, NULL, NULL), 0);
    ck_assert_int_eq(run(config(in, 1, 64), many, NULL, NULL), 0);
    Lines a = norm_file(one), b = norm_file(many);
    ck_assert_int_ge(a.n, 5);
    assert_same(&a, &b, a.n, "-j 1 vs -j 64");
    /* The last problem asks for tries with up to two refutations: 1.Kd2? fails to two. */
    ck_assert_msg(strstr(a.line[a.n - 1], "\"move\":\"d3d2\"") != NULL, "%.200s", a.line[a.n - 1]);
    lines_free(&a);
    lines_free(&b);
    unlink(one);
    unlink(many);
    free(one);
    free(many);
}
END_TEST

/* One order of every list whatever -j and the options (solver/README.md "Order"): the
 * records of -j 1 and of -j 3 with --refutations 2 and --all-defences agree on
 * the order of what both list. */
START_TEST(order_any_jobs_and_options)
{
    char *in[] = { P100 };
    char *ref = tmp_path("order1"), *out = tmp_path("order2");
    ck_assert_int_eq(run(config(in, 1, 1), ref, NULL, NULL), 0);
    BatchConfig c = config(in, 1, 3);
    c.solve.max_refutations = 2;
    c.solve.all_defences = true;
    ck_assert_int_eq(run(c, out, NULL, NULL), 0);
    Lines a = read_lines(ref), b = read_lines(out);
    ck_assert_int_eq(a.n, 100);
    ck_assert_int_eq(b.n, 100);
    for (int i = 0; i < a.n; i++) {
        json_t *ra = json_loads(a.line[i], 0, NULL), *rb = json_loads(b.line[i], 0, NULL);
        ck_assert(ra && rb);
        char what[64];
        snprintf(what, sizeof what, "record %d", i + 1);
        assert_common_order(ra, rb, what);
        assert_common_order(rb, ra, what);
        json_decref(ra);
        json_decref(rb);
    }
    lines_free(&a);
    lines_free(&b);
    unlink(ref);
    unlink(out);
    free(ref);
    free(out);
}
END_TEST

/* The ids in the order of the input, error records included. */
START_TEST(records_in_input_order)
{
    msg_prefix_set("batch"); /* as main sets it (each test runs in its own process) */
    char *in[] = { SMALL };
    char *out = tmp_path("ids");
    char *msg;
    BatchStats st;
    ck_assert_int_eq(run(config(in, 1, 4), out, &msg, &st), 0);
    Lines l = read_lines(out);
    static const char *const ids[] = { "polgar-307", "polgar-311", "polgar-312", NULL,
        "polgar-316", "polgar-317", "bad-letter", "polgar-318", NULL, "polgar-321",
        "polgar-307", "polgar-323" };
    ck_assert_int_eq(l.n, 12);
    for (int i = 0; i < 12; i++) {
        char *id = field(l.line[i], "id");
        if (ids[i])
            ck_assert_msg(id && strcmp(id, ids[i]) == 0, "record %d: id %s, want %s", i + 1, id, ids[i]);
        else
            ck_assert_ptr_null(id);
        free(id);
    }
    char *status = field(l.line[6], "status"), *error = field(l.line[8], "error");
    ck_assert_str_eq(status, "illegal");
    ck_assert_str_eq(error, SMALL ":12: field 1: 'this' is not a FEN board: 1 rank of 8");
    free(status);
    free(error);
    /* The messages name the lines; the summary counts and names the slowest. */
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: " SMALL ":10: field 1, rank 8"));
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: 12 problems in "));
    ck_assert_ptr_nonnull(strstr(msg, "sound 10, cooked 0, short 0, no-solution 0, illegal 2\n"));
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: slowest: "));
    ck_assert_ptr_null(strstr(msg, "interrupted"));
    ck_assert_int_eq(st.nslow, BATCH_SLOWEST);
    for (int i = 1; i < st.nslow; i++)
        ck_assert(st.slow[i - 1].seconds >= st.slow[i].seconds);
    batch_stats_free(&st);
    lines_free(&l);
    free(msg);
    unlink(out);
    free(out);
}
END_TEST

START_TEST(unreadable_file)
{
    msg_prefix_set("batch");
    char *in[] = { SMALL, "data/batch/no-such-file.epd", DATA "polgar100.epd" };
    char *out = tmp_path("unread");
    char *msg;
    ck_assert_int_eq(run(config(in, 3, 2), out, &msg, NULL), 2);
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 112); /* the other files are solved */
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: data/batch/no-such-file.epd: No such file or directory\n"));
    lines_free(&l);
    free(msg);
    unlink(out);
    free(out);
}
END_TEST

START_TEST(empty_input)
{
    char *in[] = { DATA "empty.epd" };
    char *out = tmp_path("empty");
    char *msg;
    ck_assert_int_eq(run(config(in, 1, 2), out, &msg, NULL), 0);
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 0);
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: 0 problems in "));
    lines_free(&l);
    free(msg);
    unlink(out);
    free(out);
}
END_TEST

/* ---- --max-time ---- */

START_TEST(max_time_gives_timeout)
{
    char *in[] = { SMALL };
    char *out = tmp_path("maxtime");
    BatchConfig c = config(in, 1, 2);
    c.solve.max_time = 1e-9; /* the clock is checked between first moves */
    BatchStats st;
    char *msg;
    ck_assert_int_eq(run(c, out, &msg, &st), 0);
    ck_assert_int_eq(st.count[ST_TIMEOUT], 10);
    ck_assert_int_eq(st.count[ST_ILLEGAL], 2);
    ck_assert_ptr_nonnull(strstr(msg, ", timeout 10\n"));
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 12);
    char *s = field(l.line[0], "status");
    ck_assert_str_eq(s, "timeout");
    free(s);
    lines_free(&l);
    batch_stats_free(&st);
    free(msg);
    unlink(out);
    free(out);
}
END_TEST

Suite *batch_suite(void);
Suite *batch_suite(void)
{
    Suite *s = suite_create("batch");
    TCase *t = tcase_create("batch");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, order_any_jobs);
    tcase_add_test(t, problem_options_whoever_makes_the_record);
    tcase_add_test(t, order_any_jobs_and_options);
    tcase_add_test(t, records_in_input_order);
    tcase_add_test(t, unreadable_file);
    tcase_add_test(t, empty_input);
    tcase_add_test(t, max_time_gives_timeout);
    suite_add_tcase(s, t);
    return s;
}
