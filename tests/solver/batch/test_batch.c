/* test_batch.c - `chiave batch`: output order with any number of threads,
 * --shard, --resume (cut records of a killed run), --max-time, PGN input,
 * the options, the summary, and a run killed mid-way (SIGTERM, SIGINT twice)
 * that loses no finished record. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fen/epd/fen.h"
#include "solver/batch/batch.h"
#include "solver/batch/input.h"
#include "solver/cli/options.h"
#include "solver/batch/progress.h"
#include "solver/batch/resume.h"
#include "tests/test_helpers.h"

#define DATA "data/batch/"
#define SMALL DATA "small.epd"
#define P100 DATA "polgar100.epd"

/* ---- helpers ---- */

typedef struct {
    char **line;
    int n;
} Lines;

static Lines read_lines(const char *path)
{
    Lines l = { NULL, 0 };
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s: %s", path, strerror(errno));
    char *buf = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&buf, &cap, f)) >= 0) {
        l.line = realloc(l.line, sizeof *l.line * (size_t)(l.n + 1));
        l.line[l.n++] = strdup(buf);
    }
    free(buf);
    fclose(f);
    return l;
}

static void lines_free(Lines *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->line[i]);
    free(l->line);
    l->line = NULL;
    l->n = 0;
}

/* The record without "stats" (timings), keys sorted; fails unless line is a
 * whole record ending in a newline. */
static char *norm(const char *line)
{
    size_t n = strlen(line);
    ck_assert_msg(n > 0 && line[n - 1] == '\n', "record not ended by a newline: %.80s", line);
    json_error_t e;
    json_t *o = json_loads(line, 0, &e);
    ck_assert_msg(json_is_object(o), "not a JSON record: %.80s (%s)", line, e.text);
    ck_assert_ptr_nonnull(json_object_get(o, "status"));
    json_object_del(o, "stats");
    char *s = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(o);
    return s;
}

static char *field(const char *line, const char *name)
{
    json_t *o = json_loads(line, 0, NULL);
    json_t *v = json_object_get(o, name);
    char *s = json_is_string(v) ? strdup(json_string_value(v)) : NULL;
    json_decref(o);
    return s;
}

/* Normalised records of a file. */
static Lines norm_file(const char *path)
{
    Lines l = read_lines(path);
    for (int i = 0; i < l.n; i++) {
        char *s = norm(l.line[i]);
        free(l.line[i]);
        l.line[i] = s;
    }
    return l;
}

static void assert_same(const Lines *got, const Lines *want, int n, const char *what)
{
    ck_assert_msg(got->n == n, "%s: %d records, want %d", what, got->n, n);
    for (int i = 0; i < n; i++)
        ck_assert_msg(strcmp(got->line[i], want->line[i]) == 0, "%s: record %d differs:\n%.200s\n%.200s",
                      what, i + 1, got->line[i], want->line[i]);
}

static char *tmp_path(const char *tag)
{
    char *p = malloc(64);
    snprintf(p, 64, "/tmp/chiave-test-%s-XXXXXX", tag);
    int fd = mkstemp(p);
    ck_assert_int_ge(fd, 0);
    close(fd);
    return p;
}

static BatchConfig config(char **inputs, int n, int jobs)
{
    BatchConfig c;
    memset(&c, 0, sizeof c);
    c.inputs = inputs;
    c.ninputs = n;
    solve_options_default(&c.solve);
    c.lang = LANG_EN;
    c.jobs = jobs;
    c.out_fd = -1;
    return c;
}

/* Runs c writing the records to out (truncated first, unless c.resume) and the
 * messages and summary into *messages (malloc'd). Returns the exit status. */
static int run(BatchConfig c, const char *out, char **messages, BatchStats *stats)
{
    int fd = -1;
    if (!c.resume) {
        fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ck_assert_int_ge(fd, 0);
        c.out_fd = fd;
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *err = open_memstream(&buf, &len);
    c.err = err;
    BatchStats st;
    int rc = batch_run(&c, &st);
    batch_summary(err, &c, &st);
    fclose(err);
    if (fd >= 0)
        close(fd);
    if (stats)
        *stats = st;
    else
        batch_stats_free(&st);
    if (messages)
        *messages = buf;
    else
        free(buf);
    return rc;
}

/* A run of 2 jobs on standard input ("-"), the file at path put there. */
static void run_on_stdin(const char *path, const char *out)
{
    int saved = dup(0), fd = open(path, O_RDONLY);
    ck_assert_int_ge(fd, 0);
    dup2(fd, 0);
    close(fd);
    char *stdin_in[] = { "-" };
    ck_assert_int_eq(run(config(stdin_in, 1, 2), out, NULL, NULL), 0);
    dup2(saved, 0);
    close(saved);
}

/* The records of a file solved with one thread: the reference. */
static Lines reference(const char *input)
{
    char *in[] = { (char *)input };
    char *out = tmp_path("ref");
    ck_assert_int_eq(run(config(in, 1, 1), out, NULL, NULL), 0);
    Lines l = norm_file(out);
    unlink(out);
    free(out);
    return l;
}

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
    ck_assert_str_eq(error, SMALL ":12: field 1: 1 rank");
    free(status);
    free(error);
    /* The messages name the lines; the summary counts and names the slowest. */
    ck_assert_ptr_nonnull(strstr(msg, "chiave: " SMALL ":10: field 1, rank 8"));
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
    char *in[] = { SMALL, "data/batch/no-such-file.epd", DATA "polgar100.epd" };
    char *out = tmp_path("unread");
    char *msg;
    ck_assert_int_eq(run(config(in, 3, 2), out, &msg, NULL), 2);
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 112); /* the other files are solved */
    ck_assert_ptr_nonnull(strstr(msg, "chiave: data/batch/no-such-file.epd: No such file or directory\n"));
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
    char dir[] = "/tmp/chiave-test-epath-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[128], other[160];
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

/* ---- PGN ---- */

/* A PGN file through batch, detected by its content on standard input too. */
START_TEST(pgn_batch)
{
    char *in[] = { DATA "problems.pgn" };
    char *out = tmp_path("pgn");
    BatchStats st;
    ck_assert_int_eq(run(config(in, 1, 2), out, NULL, &st), 0);
    ck_assert_int_eq(st.count[ST_SOUND], 3);
    ck_assert_int_eq(st.count[ST_ILLEGAL], 4);
    Lines a = norm_file(out);
    batch_stats_free(&st);

    run_on_stdin(DATA "problems.pgn", out);
    Lines b = norm_file(out);
    ck_assert_int_eq(b.n, 7);
    for (int i = 0; i < 7; i++) {
        /* the same records, the messages naming <stdin> */
        char *ea = field(a.line[i], "error"), *eb = field(b.line[i], "error");
        if (ea)
            ck_assert_str_eq(strchr(ea, ':'), strchr(eb, ':'));
        else
            ck_assert_str_eq(a.line[i], b.line[i]);
        free(ea);
        free(eb);
    }
    char *id = field(a.line[0], "id");
    ck_assert_str_eq(id, "Polgar, L.; Chess: 5334 Problems; 1994; 307");
    free(id);
    lines_free(&a);
    lines_free(&b);
    unlink(out);
    free(out);
}
END_TEST

/* Popeye input through batch: every twin a record with its twin fields, in
 * file order on any number of threads, the problem's own options honoured
 * (defence 2), its warnings on stderr, detected by content on standard input. */
START_TEST(popeye_batch)
{
    char *in[] = { "data/popeye/twins-fr.inp", "data/popeye/options-en.inp" };
    char *out = tmp_path("popeye");
    char *msgs;
    BatchStats st;
    ck_assert_int_eq(run(config(in, 2, 3), out, &msgs, &st), 0);
    ck_assert_int_eq(st.written, 21);
    ck_assert_int_eq(st.count[ST_ILLEGAL], 1);
    ck_assert_ptr_nonnull(strstr(msgs, "data/popeye/twins-fr.inp:22: condition madrasi: chiave solves "
                                       "orthodox #2 only"));
    ck_assert_ptr_nonnull(strstr(msgs, "data/popeye/options-en.inp:21: warning: options ignored: "
                                       "NoSymmetry, NoThreat (threats are shown)"));
    batch_stats_free(&st);
    free(msgs);
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 21);
    json_t *b = json_loads(l.line[1], 0, NULL);
    ck_assert_str_eq(json_string_value(json_object_get(b, "twin")), "b");
    ck_assert_str_eq(json_string_value(json_object_get(b, "twin_of")), "data/popeye/twins-fr.inp:1");
    ck_assert_str_eq(json_string_value(json_object_get(b, "twinning")), "move c2 b1");
    ck_assert_str_eq(json_string_value(json_object_get(b, "title")), "Tous les jumeaux, en francais");
    ck_assert_str_eq(json_string_value(json_object_get(b, "authors")), "Main, Ecrite");
    ck_assert_str_eq(json_string_value(json_object_get(b, "source")),
                     "tests de chiave 2024, Mention d'honneur");
    json_decref(b);
    /* The error record of a twin says which twin it is. */
    json_t *e = json_loads(l.line[12], 0, NULL);
    ck_assert_str_eq(json_string_value(json_object_get(e, "status")), "illegal");
    ck_assert_str_eq(json_string_value(json_object_get(e, "twin")), "m");
    ck_assert_str_eq(json_string_value(json_object_get(e, "twinning")), "condition madrasi");
    json_decref(e);
    /* defence 2: a try that fails to two replies. */
    json_t *d = json_loads(l.line[20], 0, NULL);
    size_t i;
    json_t *t;
    bool two = false;
    json_array_foreach(json_object_get(d, "tries"), i, t)
        two |= json_array_size(json_object_get(t, "refutations")) == 2;
    ck_assert(two);
    ck_assert_ptr_null(json_object_get(d, "twin"));
    json_decref(d);
    lines_free(&l);

    /* The same file on standard input, told by its first word. */
    Lines want = reference("data/popeye/twins-de.inp");
    run_on_stdin("data/popeye/twins-de.inp", out);
    Lines got = norm_file(out);
    ck_assert_int_eq(got.n, want.n);
    for (int k = 0; k < got.n; k++) {
        char *tw = field(want.line[k], "twin"), *tg = field(got.line[k], "twin");
        ck_assert_str_eq(tg, tw);
        free(tw), free(tg);
    }
    lines_free(&want);
    lines_free(&got);
    unlink(out);
    free(out);
}
END_TEST

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

/* ---- killed mid-way ---- */

static int count_lines(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    int n = 0, ch;
    while ((ch = getc(f)) != EOF)
        n += ch == '\n';
    fclose(f);
    return n;
}

/* A child process solves standard input (a pipe: the problems we write) into
 * OUT with --resume and signal handling; errfile gets its messages. */
static pid_t start_child(int *to_child, const char *out, const char *errfile)
{
    int p[2];
    ck_assert_int_eq(pipe(p), 0);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        close(p[1]);
        dup2(p[0], 0);
        close(p[0]);
        char *in[] = { "-" };
        BatchConfig c = config(in, 1, 3);
        c.resume = out;
        c.signals = true;
        c.err = fopen(errfile, "w");
        BatchStats st;
        int rc = batch_run(&c, &st);
        batch_summary(c.err, &c, &st);
        fclose(c.err);
        _exit(rc);
    }
    close(p[0]);
    *to_child = p[1];
    return pid;
}

static void feed(int fd, const Lines *in, int from, int to)
{
    for (int i = from; i < to; i++) {
        size_t n = strlen(in->line[i]);
        ck_assert_int_eq(write(fd, in->line[i], n), (ssize_t)n);
    }
}

/* Waits (up to a minute, then fails) until OUT holds n records. */
static void wait_records(const char *out, int n)
{
    for (int i = 0; i < 6000 && count_lines(out) < n; i++)
        nanosleep(&(struct timespec){ 0, 10 * 1000000L }, NULL);
    ck_assert_int_eq(count_lines(out), n);
}

static char *errtext(const char *errfile)
{
    size_t len;
    return test_slurp(errfile, &len);
}

/* The records in OUT are the first ones of want, whole; returns how many. */
static int assert_prefix(const char *out, const Lines *want)
{
    Lines got = norm_file(out);
    ck_assert_int_le(got.n, want->n);
    assert_same(&got, want, got.n, "after the kill");
    int n = got.n;
    lines_free(&got);
    return n;
}

/* Resuming the killed run's OUT gives every record once, in order. */
static void assert_resume_completes(const char *out, const Lines *want)
{
    char *in[] = { P100 };
    BatchConfig c = config(in, 1, 2);
    c.resume = out;
    ck_assert_int_eq(run(c, out, NULL, NULL), 0);
    Lines got = norm_file(out);
    assert_same(&got, want, want->n, "resumed after the kill");
    lines_free(&got);
}

START_TEST(killed_midway_loses_nothing)
{
    Lines want = reference(P100);
    Lines input = read_lines(P100);
    char *out = tmp_path("kill"), *errf = tmp_path("killerr");
    unlink(out);
    int to_child;
    pid_t pid = start_child(&to_child, out, errf);
    feed(to_child, &input, 0, 40);
    wait_records(out, 40); /* the child now waits for more input */
    ck_assert_int_eq(kill(pid, SIGTERM), 0);
    int ws;
    ck_assert_int_eq(waitpid(pid, &ws, 0), pid);
    close(to_child);
    ck_assert(WIFEXITED(ws));
    ck_assert_int_eq(WEXITSTATUS(ws), 130);
    ck_assert_int_eq(assert_prefix(out, &want), 40);
    char *msg = errtext(errf);
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: interrupted: 40 problems solved, 40 written\n"));
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: 40 problems in "));
    free(msg);
    assert_resume_completes(out, &want);
    lines_free(&want);
    lines_free(&input);
    unlink(out);
    unlink(errf);
    free(out);
    free(errf);
}
END_TEST

/* Killed while problems are in flight: whatever was written is whole and in
 * order, every problem solved is written, and a resume completes the run. */
START_TEST(killed_in_flight)
{
    Lines want = reference(P100);
    Lines input = read_lines(P100);
    char *out = tmp_path("killfl"), *errf = tmp_path("killflerr");
    unlink(out);
    int to_child;
    pid_t pid = start_child(&to_child, out, errf);
    feed(to_child, &input, 0, 10);
    wait_records(out, 10);
    feed(to_child, &input, 10, 100);
    ck_assert_int_eq(kill(pid, SIGINT), 0);
    int ws;
    ck_assert_int_eq(waitpid(pid, &ws, 0), pid);
    close(to_child);
    ck_assert(WIFEXITED(ws));
    ck_assert_int_eq(WEXITSTATUS(ws), 130); /* the input is still open: no end */
    int n = assert_prefix(out, &want);
    ck_assert_int_ge(n, 10);
    char *msg = errtext(errf), expect[128];
    snprintf(expect, sizeof expect, "interrupted: %d problems solved, %d written\n", n, n);
    ck_assert_msg(strstr(msg, expect) != NULL, "no '%s' in:\n%s", expect, msg);
    free(msg);
    assert_resume_completes(out, &want);
    lines_free(&want);
    lines_free(&input);
    unlink(out);
    unlink(errf);
    free(out);
    free(errf);
}
END_TEST

/* Two interrupts: quit at once; the records written are whole and in order. */
START_TEST(interrupted_twice)
{
    Lines want = reference(P100);
    Lines input = read_lines(P100);
    char *out = tmp_path("kill2"), *errf = tmp_path("kill2err");
    unlink(out);
    int to_child;
    pid_t pid = start_child(&to_child, out, errf);
    feed(to_child, &input, 0, 20);
    wait_records(out, 20);
    ck_assert_int_eq(kill(pid, SIGINT), 0);
    ck_assert_int_eq(kill(pid, SIGINT), 0);
    int ws;
    ck_assert_int_eq(waitpid(pid, &ws, 0), pid);
    close(to_child);
    ck_assert(WIFEXITED(ws));
    ck_assert_int_eq(WEXITSTATUS(ws), 130);
    ck_assert_int_eq(assert_prefix(out, &want), 20);
    assert_resume_completes(out, &want);
    lines_free(&want);
    lines_free(&input);
    unlink(out);
    unlink(errf);
    free(out);
    free(errf);
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
    tcase_add_test(t, shard_selects_every_nth);
    tcase_add_test(t, shards_make_the_whole);
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
    tcase_add_test(t, pgn_batch);
    tcase_add_test(t, popeye_batch);
    tcase_add_test(t, batch_options);
    tcase_add_test(t, progress_line);
    tcase_add_test(t, slowest_kept);
    tcase_add_test(t, killed_midway_loses_nothing);
    tcase_add_test(t, killed_in_flight);
    tcase_add_test(t, interrupted_twice);
    suite_add_tcase(s, t);
    return s;
}
