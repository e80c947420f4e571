/* test_batch_killed.c - a `batch` run killed mid-way (SIGTERM, SIGINT twice)
 * loses no finished record, and --resume completes it. */
#include "tests/solver/batch/batch_helpers.h"

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

/* Waits for the child, then closes its input: it stopped as interrupted (130),
 * the input still open (no end of input made it stop). */
static void assert_interrupted(pid_t pid, int to_child)
{
    int ws;
    ck_assert_int_eq(waitpid(pid, &ws, 0), pid);
    close(to_child);
    ck_assert(WIFEXITED(ws));
    ck_assert_int_eq(WEXITSTATUS(ws), 130);
}

/* A killed run's reference records, its input, its output and error files. */
typedef struct {
    Lines want, input;
    char *out, *errf;
} KillRun;

static KillRun kill_run(const char *out, const char *errf)
{
    KillRun k = { reference(P100), read_lines(P100), tmp_path(out), tmp_path(errf) };
    unlink(k.out);
    return k;
}

static void kill_run_free(KillRun *k)
{
    lines_free(&k->want);
    lines_free(&k->input);
    unlink(k->out);
    unlink(k->errf);
    free(k->out);
    free(k->errf);
}

START_TEST(killed_midway_loses_nothing)
{
    KillRun k = kill_run("kill", "killerr");
    int to_child;
    pid_t pid = start_child(&to_child, k.out, k.errf);
    feed(to_child, &k.input, 0, 40);
    wait_records(k.out, 40); /* the child now waits for more input */
    ck_assert_int_eq(kill(pid, SIGTERM), 0);
    assert_interrupted(pid, to_child);
    ck_assert_int_eq(assert_prefix(k.out, &k.want), 40);
    char *msg = errtext(k.errf);
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: interrupted: 40 problems solved, 40 written\n"));
    ck_assert_ptr_nonnull(strstr(msg, "chiave batch: 40 problems in "));
    free(msg);
    assert_resume_completes(k.out, &k.want);
    kill_run_free(&k);
}
END_TEST

/* Killed while problems are in flight: whatever was written is whole and in
 * order, every problem solved is written, and a resume completes the run. */
START_TEST(killed_in_flight)
{
    KillRun k = kill_run("killfl", "killflerr");
    int to_child;
    pid_t pid = start_child(&to_child, k.out, k.errf);
    feed(to_child, &k.input, 0, 10);
    wait_records(k.out, 10);
    feed(to_child, &k.input, 10, 100);
    ck_assert_int_eq(kill(pid, SIGINT), 0);
    assert_interrupted(pid, to_child);
    int n = assert_prefix(k.out, &k.want);
    ck_assert_int_ge(n, 10);
    char *msg = errtext(k.errf), expect[128];
    snprintf(expect, sizeof expect, "interrupted: %d problems solved, %d written\n", n, n);
    ck_assert_msg(strstr(msg, expect) != NULL, "no '%s' in:\n%s", expect, msg);
    free(msg);
    assert_resume_completes(k.out, &k.want);
    kill_run_free(&k);
}
END_TEST

/* Two interrupts: quit at once; the records written are whole and in order. */
START_TEST(interrupted_twice)
{
    KillRun k = kill_run("kill2", "kill2err");
    int to_child;
    pid_t pid = start_child(&to_child, k.out, k.errf);
    feed(to_child, &k.input, 0, 20);
    wait_records(k.out, 20);
    ck_assert_int_eq(kill(pid, SIGINT), 0);
    ck_assert_int_eq(kill(pid, SIGINT), 0);
    assert_interrupted(pid, to_child);
    ck_assert_int_eq(assert_prefix(k.out, &k.want), 20);
    assert_resume_completes(k.out, &k.want);
    kill_run_free(&k);
}
END_TEST

Suite *batch_killed_suite(void);
Suite *batch_killed_suite(void)
{
    Suite *s = suite_create("batch_killed");
    TCase *t = tcase_create("killed");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, killed_midway_loses_nothing);
    tcase_add_test(t, killed_in_flight);
    tcase_add_test(t, interrupted_twice);
    suite_add_tcase(s, t);
    return s;
}
