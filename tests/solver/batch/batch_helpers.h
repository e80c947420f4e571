/* batch_helpers.h - what the tests of `batch` run it with and compare its output
 * by: a run into a file, records normalised (no timings), a one-thread reference. */
#ifndef CHIAVE_TEST_BATCH_HELPERS_H
#define CHIAVE_TEST_BATCH_HELPERS_H

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

/* The inputs the tests run batch on (paths from tests/, where check_chiave runs). */
#define DATA "data/batch/"
#define SMALL DATA "small.epd"
#define P100 DATA "polgar100.epd"

/* ---- helpers ---- */

typedef struct {
    char **line;
    int n;
} Lines;

static inline Lines read_lines(const char *path)
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

static inline void lines_free(Lines *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->line[i]);
    free(l->line);
    l->line = NULL;
    l->n = 0;
}

/* The record without "stats" (timings), keys sorted; fails unless line is a
 * whole record ending in a newline. */
static inline char *norm(const char *line)
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

static inline char *field(const char *line, const char *name)
{
    json_t *o = json_loads(line, 0, NULL);
    json_t *v = json_object_get(o, name);
    char *s = json_is_string(v) ? strdup(json_string_value(v)) : NULL;
    json_decref(o);
    return s;
}

/* Normalised records of a file. */
static inline Lines norm_file(const char *path)
{
    Lines l = read_lines(path);
    for (int i = 0; i < l.n; i++) {
        char *s = norm(l.line[i]);
        free(l.line[i]);
        l.line[i] = s;
    }
    return l;
}

static inline void assert_same(const Lines *got, const Lines *want, int n, const char *what)
{
    ck_assert_msg(got->n == n, "%s: %d records, want %d", what, got->n, n);
    for (int i = 0; i < n; i++)
        ck_assert_msg(strcmp(got->line[i], want->line[i]) == 0, "%s: record %d differs:\n%.200s\n%.200s",
                      what, i + 1, got->line[i], want->line[i]);
}

/* A new empty file in test_tmpdir() (malloc'd path). */
static inline char *tmp_path(const char *tag)
{
    char *p = malloc(PATH_MAX), name[64];
    ck_assert_ptr_nonnull(p);
    snprintf(name, sizeof name, "%s-XXXXXX", tag);
    int fd = mkstemp(test_tmp(p, PATH_MAX, name));
    ck_assert_int_ge(fd, 0);
    close(fd);
    return p;
}

static inline BatchConfig config(char **inputs, int n, int jobs)
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
static inline int run(BatchConfig c, const char *out, char **messages, BatchStats *stats)
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
static inline void run_on_stdin(const char *path, const char *out)
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
static inline Lines reference(const char *input)
{
    char *in[] = { (char *)input };
    char *out = tmp_path("ref");
    ck_assert_int_eq(run(config(in, 1, 1), out, NULL, NULL), 0);
    Lines l = norm_file(out);
    unlink(out);
    free(out);
    return l;
}

#endif
