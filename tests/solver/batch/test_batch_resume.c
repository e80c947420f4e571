/* test_batch_resume.c - `batch --resume OUT`: the cut records of a killed run,
 * shards, files that are not ours, error records, the lock, duplicate ids, and
 * an input that shrinks while it is read. */
#include "tests/solver/batch/batch_helpers.h"

/* ---- --resume ---- */

static void write_file(const char *path, const char *s, size_t n)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(s, 1, n, f), n);
    fclose(f);
}

/* OUT holds the records of a run that was killed: `whole` records, then
 * `extra` bytes of the next one (extra = -1: the last newline is missing).
 * Resuming gives the whole run. */
static void resume_after_cut(int whole, int extra, const char *want_warning)
{
    char *in[] = { SMALL };
    char *full = tmp_path("rfull");
    ck_assert_int_eq(run(config(in, 1, 1), full, NULL, NULL), 0);
    Lines want = norm_file(full);
    size_t len;
    char *text = test_slurp(full, &len);
    size_t keep = 0;
    for (int i = 0; i < whole; i++)
        keep = (size_t)(strchr(text + keep, '\n') - text) + 1;
    size_t cut = extra >= 0 ? keep + (size_t)extra : keep - 1;
    char *out = tmp_path("resume");
    write_file(out, text, cut);

    BatchConfig c = config(in, 1, 3);
    c.resume = out;
    char *msg;
    BatchStats st;
    ck_assert_int_eq(run(c, out, &msg, &st), 0);
    Lines got = norm_file(out); /* fails on a cut record left in the file */
    assert_same(&got, &want, want.n, "resumed");
    int resumed = whole;
    ck_assert_int_eq(st.resumed, resumed);
    ck_assert_int_eq(st.skipped_resume, resumed);
    ck_assert_int_eq(st.written, want.n - resumed);
    if (want_warning)
        ck_assert_msg(strstr(msg, want_warning) != NULL, "no '%s' in:\n%s", want_warning, msg);
    else
        ck_assert_ptr_null(strstr(msg, "warning: incomplete"));
    batch_stats_free(&st);
    lines_free(&got);
    lines_free(&want);
    free(text);
    free(msg);
    unlink(out);
    unlink(full);
    free(out);
    free(full);
}

START_TEST(resume_cut_record)
{
    resume_after_cut(5, 40, ":6: warning: incomplete last line (40 bytes) removed");
}
END_TEST

START_TEST(resume_whole_records)
{
    resume_after_cut(7, 0, NULL); /* killed between two records */
}
END_TEST

START_TEST(resume_record_without_newline)
{
    resume_after_cut(4, -1, NULL); /* the record is whole, only its newline is missing */
}
END_TEST

START_TEST(resume_new_file)
{
    char *in[] = { SMALL };
    Lines want = reference(SMALL);
    char *out = tmp_path("rnew");
    unlink(out);
    BatchConfig c = config(in, 1, 2);
    c.resume = out;
    ck_assert_int_eq(run(c, out, NULL, NULL), 0);
    Lines got = norm_file(out);
    assert_same(&got, &want, 12, "new OUT");
    /* Resuming a finished run adds nothing. */
    char *msg;
    BatchStats st;
    ck_assert_int_eq(run(c, out, &msg, &st), 0);
    ck_assert_int_eq(st.written, 0);
    ck_assert_int_eq(st.skipped_resume, 12);
    ck_assert_ptr_nonnull(strstr(msg, "resume: 12 records in "));
    lines_free(&got);
    got = norm_file(out);
    assert_same(&got, &want, 12, "resumed twice");
    batch_stats_free(&st);
    free(msg);
    lines_free(&got);
    lines_free(&want);
    unlink(out);
    free(out);
}
END_TEST

/* --shard and --resume together: a shard's OUT cut mid-record is completed
 * to that shard's records. */
START_TEST(resume_a_shard)
{
    char *in[] = { P100 };
    BatchConfig c = config(in, 1, 2);
    c.shard_k = 2;
    c.shard_n = 3;
    char *full = tmp_path("rshfull");
    ck_assert_int_eq(run(c, full, NULL, NULL), 0);
    Lines want = norm_file(full);
    ck_assert_int_eq(want.n, 33);
    size_t len;
    char *text = test_slurp(full, &len);
    char *out = tmp_path("rshard");
    write_file(out, text, len / 2);
    c.resume = out;
    BatchStats st;
    ck_assert_int_eq(run(c, out, NULL, &st), 0);
    Lines got = norm_file(out);
    assert_same(&got, &want, 33, "resumed shard");
    ck_assert_int_eq(st.skipped_shard, 67);
    ck_assert_int_eq(st.skipped_resume + st.written, 33);
    ck_assert_int_gt(st.skipped_resume, 0);
    batch_stats_free(&st);
    lines_free(&got);
    lines_free(&want);
    free(text);
    unlink(out);
    unlink(full);
    free(out);
    free(full);
}
END_TEST

/* A file that is not chiave's output is left alone. */
START_TEST(resume_refuses_other_file)
{
    char *in[] = { SMALL };
    char *out = tmp_path("rother");
    size_t len, len2;
    char *orig = test_slurp(SMALL, &len);
    write_file(out, orig, len);
    BatchConfig c = config(in, 1, 2);
    c.resume = out;
    char *msg;
    ck_assert_int_eq(run(c, out, &msg, NULL), 2);
    ck_assert_ptr_nonnull(strstr(msg, ":1: not a record of chiave batch; not appending to it"));
    char *after = test_slurp(out, &len2);
    ck_assert_uint_eq(len, len2);
    ck_assert(memcmp(orig, after, len) == 0);
    free(orig);
    free(after);
    free(msg);
    unlink(out);
    free(out);
}
END_TEST

/* Item 5: error records without id or FEN (lines that are not text) are
 * matched whatever the input file is called: the same file under another
 * name adds no record. */
START_TEST(resume_error_records_any_path)
{
    char dir[PATH_MAX];
    ck_assert_ptr_nonnull(mkdtemp(test_tmp(dir, sizeof dir, "epath-XXXXXX")));
    char path[PATH_MAX + 16], other[2 * PATH_MAX];
    snprintf(path, sizeof path, "%s/e.epd", dir);
    snprintf(other, sizeof other, "%s/../%s/e.epd", dir, strrchr(dir, '/') + 1);
    const char *text = "\x01 not text\n1Q6/8/8/8/8/k2K4/8/8 w - -; id \"a\"\n\x02 nor this\n";
    write_file(path, text, strlen(text));
    char *out = tmp_path("epath");
    unlink(out);
    char *in[] = { path };
    BatchConfig c = config(in, 1, 1);
    c.resume = out;
    BatchStats st;
    ck_assert_int_eq(run(c, out, NULL, &st), 0);
    ck_assert_int_eq(st.written, 3);
    batch_stats_free(&st);
    char *in2[] = { other };
    c = config(in2, 1, 1);
    c.resume = out;
    ck_assert_int_eq(run(c, out, NULL, &st), 0);
    ck_assert_int_eq(st.written, 0);
    ck_assert_int_eq(st.skipped_resume, 3);
    batch_stats_free(&st);
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 3);
    lines_free(&l);
    unlink(out);
    free(out);
    unlink(path);
    rmdir(dir);
}
END_TEST

/* Item 6: OUT is locked while a run appends to it: a second run refuses at
 * once and leaves OUT alone. */
START_TEST(resume_locked)
{
    char *in[] = { SMALL };
    char *out = tmp_path("lock");
    const char *rec = "{\"id\":\"x\",\"status\":\"sound\"}\n";
    write_file(out, rec, strlen(rec));
    int held = open(out, O_RDWR);
    ck_assert_int_ge(held, 0);
    ck_assert_int_eq(flock(held, LOCK_EX | LOCK_NB), 0); /* as a run in progress holds it */
    BatchConfig c = config(in, 1, 1);
    c.resume = out;
    char *msg;
    ck_assert_int_eq(run(c, out, &msg, NULL), 2);
    ck_assert_ptr_nonnull(strstr(msg, ": in use by another chiave batch (locked); not appending to it"));
    free(msg);
    size_t len;
    char *after = test_slurp(out, &len);
    ck_assert_str_eq(after, rec);
    free(after);
    close(held); /* the other run ends: OUT is free */
    ck_assert_int_eq(run(c, out, NULL, NULL), 0);
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 13);
    lines_free(&l);
    unlink(out);
    free(out);
}
END_TEST

typedef struct {
    int n, bad;
} Count;

static int count_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno, (void)p;
    Count *c = ctx;
    c->n++;
    c->bad += err != NULL;
    return 0;
}

/* A file cut short by another program while batch reads it: the reading
 * fails (the line cut is no problem) instead of ending as if complete. */
START_TEST(input_shrinks)
{
    char *path = tmp_path("shrink");
    FILE *w = fopen(path, "w");
    ck_assert_ptr_nonnull(w);
    for (int i = 0; i < 2000; i++)
        fprintf(w, "1Q6/8/8/8/8/k2K4/8/8 w - -; id \"p%d\"\n", i);
    ck_assert_int_eq(fclose(w), 0);
    InputFormat fmt;
    BatchInput *in;
    FILE *f = batch_input_open(path, -1, &fmt, &in);
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(ungetc(getc(f), f), '1'); /* the first buffer is read */
    ck_assert_int_eq(truncate(path, 30000 + 17), 0); /* inside a line */
    Count c = { 0, 0 };
    errno = 0;
    ck_assert_int_eq(input_read_collection(f, path, fmt, count_problem, &c), -1);
    ck_assert(batch_input_shrank(in));
    ck_assert_int_eq(c.bad, 0);
    ck_assert_int_lt(c.n, 2000);
    fclose(f);
    unlink(path);
    free(path);
}
END_TEST

/* Ids are counted: a collection with an id twice, cut after the first. */
START_TEST(resume_counts_duplicate_ids)
{
    KeySet *ks;
    long n;
    char msg[256];
    char *out = tmp_path("rdup");
    const char *text = "{\"id\":\"a\",\"status\":\"sound\"}\n"
                       "{\"id\":null,\"fen\":\"8/8 w - -\",\"status\":\"illegal\"}\n"
                       "{\"id\":null,\"fen\":null,\"error\":\"x:3: bad\",\"status\":\"illegal\"}\n"
                       "\n{\"id\":\"a\",\"status\":\"sound\"}\n";
    write_file(out, text, strlen(text));
    int fd = resume_open(out, NULL, &ks, &n, msg, sizeof msg);
    ck_assert_msg(fd >= 0, "%s", msg);
    close(fd);
    ck_assert_int_eq(n, 4);
    ck_assert(keyset_take(ks, "a", "whatever", NULL));
    ck_assert(keyset_take(ks, "a", NULL, NULL));
    ck_assert(!keyset_take(ks, "a", NULL, NULL));
    ck_assert(!keyset_take(ks, NULL, "8/8 w - x", NULL));
    ck_assert(keyset_take(ks, NULL, "8/8 w - -", "ignored"));
    ck_assert(!keyset_take(ks, NULL, "8/8 w - -", NULL));
    ck_assert(!keyset_take(ks, "8/8 w - -", NULL, NULL)); /* an id is not a fen */
    ck_assert(keyset_take(ks, NULL, NULL, "x:3: bad"));
    ck_assert(!keyset_take(ks, NULL, NULL, NULL));
    keyset_free(ks);
    unlink(out);
    free(out);
}
END_TEST

Suite *batch_resume_suite(void);
Suite *batch_resume_suite(void)
{
    Suite *s = suite_create("batch_resume");
    TCase *t = tcase_create("resume");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, resume_cut_record);
    tcase_add_test(t, resume_whole_records);
    tcase_add_test(t, resume_record_without_newline);
    tcase_add_test(t, resume_new_file);
    tcase_add_test(t, resume_a_shard);
    tcase_add_test(t, resume_refuses_other_file);
    tcase_add_test(t, resume_counts_duplicate_ids);
    tcase_add_test(t, resume_error_records_any_path);
    tcase_add_test(t, resume_locked);
    tcase_add_test(t, input_shrinks);
    suite_add_tcase(s, t);
    return s;
}
