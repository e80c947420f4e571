/* test_helpers.h - small helpers shared by the Check suites. */
#ifndef CHIAVE_TEST_HELPERS_H
#define CHIAVE_TEST_HELPERS_H

#include <check.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "fen/epd/fen.h"
#include "fen/input.h"
#include "solver/solution.h"
#include "fen/epd/fen_file.h"
#include "solver/report/json.h"
#include "tests/test_tmp.h"

/* Polgár 307, the small sound #2 that many suites solve or serve. */
#define POLGAR_307 "1Q6/8/8/8/8/k2K4/8/8 w - -"

/* The problem of a FEN or EPD line; fails the test if it does not parse. */
static inline Problem test_problem(const char *fen)
{
    Problem pb;
    char err[FEN_MSG];
    int rc = fen_parse_line(fen, &pb, err, sizeof err);
    ck_assert_msg(rc == 0, "bad test FEN '%s': %s", fen, err);
    return pb;
}

/* The position of a FEN line; fails the test if it does not parse. */
static inline Position test_position(const char *fen)
{
    Problem pb = test_problem(fen);
    Position pos = pb.pos;
    problem_free(&pb);
    return pos;
}

/* The problems of a FEN/EPD file (run from tests/). */
static inline Problem *read_problems(const char *path, int *n)
{
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s", path);
    Problem *all = NULL;
    char *line = NULL;
    size_t cap = 0;
    *n = 0;
    while (getline(&line, &cap, f) > 0) {
        if (fen_line_is_blank(line))
            continue;
        all = realloc(all, sizeof *all * (size_t)(*n + 1));
        ck_assert_ptr_nonnull(all);
        all[(*n)++] = test_problem(line);
    }
    free(line);
    fclose(f);
    return all;
}

static inline void free_problems(Problem *all, int n)
{
    for (int i = 0; i < n; i++)
        problem_free(&all[i]);
    free(all);
}

typedef struct {
    Problem *out;
    char *err;
    size_t errlen;
    int bad;
} FirstRead;

static inline int first_read_cb(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno;
    FirstRead *f = ctx;
    problem_take(f->out, p);
    if (err)
        snprintf(f->err, f->errlen, "%s", err), f->bad = 1;
    return 1;
}

/* The first problem of the file at path ("-": standard input) through
 * fen/input.c: 0, or -1 with the message in err (the file cannot be read,
 * holds no problem, or its first problem is bad). *out is always left valid
 * for problem_free. */
static inline int read_first(const char *path, Problem *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    FirstRead f = { out, err, errlen, 0 };
    if (input_read_file(path, first_read_cb, &f, err, errlen) != 0)
        return -1;
    return f.bad ? -1 : 0;
}

/* Solves problems/<name>.fen (run from tests/), which must be sound. */
static inline void solve_problem_file(const char *name, Solution *s)
{
    char path[256], err[2 * FEN_MSG];
    snprintf(path, sizeof path, "../problems/%s.fen", name);
    Problem pb;
    int rc = read_first(path, &pb, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
    SolveOptions o;
    solve_options_default(&o);
    solve(&pb.pos, &o, s);
    problem_free(&pb);
    ck_assert_msg(s->status == ST_SOUND, "%s is not sound", name);
}

/* The first themes entry named name, or NULL. */
static inline json_t *theme_named(json_t *themes, const char *name)
{
    size_t i;
    json_t *e;
    json_array_foreach(themes, i, e)
        if (strcmp(json_string_value(json_object_get(e, "name")), name) == 0)
            return e;
    return NULL;
}

static inline int theme_count_named(json_t *themes, const char *name)
{
    int n = 0;
    size_t i;
    json_t *e;
    json_array_foreach(themes, i, e)
        n += strcmp(json_string_value(json_object_get(e, "name")), name) == 0;
    return n;
}

/* A stream that serves text a few bytes a read, then fails with EIO (a disk
 * error mid-file); fclose frees it. */
typedef struct {
    const char *text;
    size_t len, pos;
} FailingSource;

static ssize_t failing_read(void *cookie, char *buf, size_t size)
{
    FailingSource *s = cookie;
    if (s->pos == s->len) {
        errno = EIO;
        return -1;
    }
    size_t n = s->len - s->pos;
    if (n > size)
        n = size;
    if (n > 7)
        n = 7; /* small reads: the failure comes inside a line */
    memcpy(buf, s->text + s->pos, n);
    s->pos += n;
    return (ssize_t)n;
}

static int failing_close(void *cookie)
{
    free(cookie);
    return 0;
}

static inline FILE *failing_stream(const char *text)
{
    FailingSource *s = malloc(sizeof *s);
    ck_assert_ptr_nonnull(s);
    *s = (FailingSource){ text, strlen(text), 0 };
    FILE *f = fopencookie(s, "r", (cookie_io_functions_t){ .read = failing_read, .close = failing_close });
    ck_assert_ptr_nonnull(f);
    return f;
}

/* A solution and its themes entries, for the theme suites. */
typedef struct {
    Solution s;
    json_t *themes; /* every entry of report_json_themes_into */
} Analysed;

/* Solves pos with at most refutations refutations a try (--refutations) and
 * analyses it. */
static inline void analyse_pos_refutations(const Position *pos, int refutations, Analysed *a)
{
    SolveOptions o;
    solve_options_default(&o);
    o.max_refutations = refutations;
    solve(pos, &o, &a->s);
    a->themes = json_array();
    report_json_themes_into(&a->s, a->themes);
}

static inline void analyse_pos(const Position *pos, Analysed *a)
{
    SolveOptions o;
    solve_options_default(&o);
    analyse_pos_refutations(pos, o.max_refutations, a);
}

/* Solves problems/<name>.fen, which must be sound, and analyses it. */
static inline void analyse_file(const char *name, Analysed *a)
{
    solve_problem_file(name, &a->s);
    a->themes = json_array();
    report_json_themes_into(&a->s, a->themes);
}

static inline void analysed_free(Analysed *a)
{
    json_decref(a->themes);
    solution_free(&a->s);
}

/* Whether the string array arr holds exactly the strings of want (as sets). */
static inline bool same_strings(const json_t *arr, const char *const *want, size_t n)
{
    if (json_array_size(arr) != n)
        return false;
    for (size_t i = 0; i < n; i++) {
        bool found = false;
        size_t j;
        json_t *x;
        json_array_foreach(arr, j, x)
            found |= strcmp(json_string_value(x), want[i]) == 0;
        if (!found)
            return false;
    }
    return true;
}

/* Whether the string array arr is exactly want[0..n), in this order. */
static inline bool strings_are(const json_t *arr, const char *const *want, size_t n)
{
    if (json_array_size(arr) != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (strcmp(json_string_value(json_array_get(arr, i)), want[i]) != 0)
            return false;
    return true;
}

/* Whether defence d has the mates want (in any order) in block j of entry e
 * (its "play"). */
static inline bool mates_are(const json_t *e, size_t j, const char *d, const char *const *want, size_t n)
{
    const json_t *vars = json_object_get(json_array_get(json_object_get(e, "play"), j), "variations");
    size_t i;
    const json_t *v;
    json_array_foreach(vars, i, v)
        if (strcmp(json_string_value(json_object_get(v, "defence")), d) == 0)
            return same_strings(json_object_get(v, "mates"), want, n);
    return false;
}

/* STRINGS("a", "b") is the array and its length, for same_strings and
 * strings_are. */
#define STRINGS(...) (const char *const[]){ __VA_ARGS__ }, \
    sizeof (const char *const[]){ __VA_ARGS__ } / sizeof(const char *)

/* Every problem of a text read through fen/input.c, as the readers hand
 * them over. */
#define READ_MAX 64
typedef struct {
    Problem p[READ_MAX];
    char err[READ_MAX][2 * FEN_MSG]; /* "" when the problem was read */
    long line[READ_MAX];
    int n, rc;
} ReadAll;

static inline int read_all_cb(void *ctx, long lineno, Problem *p, const char *err)
{
    ReadAll *r = ctx;
    ck_assert_int_lt(r->n, READ_MAX);
    problem_take(&r->p[r->n], p);
    snprintf(r->err[r->n], sizeof r->err[0], "%s", err ? err : "");
    r->line[r->n++] = lineno;
    return 0;
}

/* Reads text (named name in messages) in format fmt; free with read_all_free. */
static inline ReadAll *read_string(const char *text, const char *name, InputFormat fmt)
{
    ReadAll *r = calloc(1, sizeof *r);
    ck_assert_ptr_nonnull(r);
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    ck_assert_ptr_nonnull(f);
    r->rc = input_read_collection(f, name, fmt, read_all_cb, r);
    fclose(f);
    return r;
}

/* Reads the file at path, its format told by input_detect. */
static inline ReadAll *read_path(const char *path)
{
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s", path);
    char head[INPUT_HEAD_MAX];
    size_t n = fread(head, 1, sizeof head, f);
    rewind(f);
    ReadAll *r = calloc(1, sizeof *r);
    ck_assert_ptr_nonnull(r);
    const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    r->rc = input_read_collection(f, name, input_detect(path, head, n), read_all_cb, r);
    fclose(f);
    return r;
}

/* Problem i of r was read, with this FEN. */
static inline void read_ok(const ReadAll *r, int i, const char *fen)
{
    ck_assert_msg(i < r->n, "only %d problems read", r->n);
    ck_assert_msg(r->err[i][0] == '\0', "problem %d: %s", i, r->err[i]);
    ck_assert_str_eq(r->p[i].fen, fen);
}

/* Problem i of r could not be read, with this message. */
static inline void read_bad(const ReadAll *r, int i, const char *err)
{
    ck_assert_msg(i < r->n, "only %d problems read", r->n);
    ck_assert_str_eq(r->err[i], err);
}

static inline void read_all_free(ReadAll *r)
{
    for (int i = 0; i < r->n; i++)
        problem_free(&r->p[i]);
    free(r);
}

/* Runs a command function with its standard output and error captured. */
typedef int (*CmdFn)(int, char **);

typedef struct {
    int status;
    char out[1 << 18], err[4096]; /* a record with its motives can pass 64 KiB */
} Run;

static inline void run_slurp(FILE *f, char *buf, size_t len)
{
    rewind(f);
    size_t n = fread(buf, 1, len - 1, f);
    buf[n] = '\0';
    fclose(f);
}

static inline Run run_cmd(CmdFn fn, int nargs, const char *const *args)
{
    Run r;
    char *argv[16];
    ck_assert_int_lt(nargs, 16);
    for (int i = 0; i < nargs; i++)
        argv[i] = (char *)args[i];
    argv[nargs] = NULL;
    FILE *out = tmpfile(), *err = tmpfile();
    ck_assert(out && err);
    fflush(stdout), fflush(stderr);
    int so = dup(1), se = dup(2);
    dup2(fileno(out), 1), dup2(fileno(err), 2);
    r.status = fn(nargs, argv);
    fflush(stdout), fflush(stderr);
    dup2(so, 1), dup2(se, 2);
    close(so), close(se);
    run_slurp(out, r.out, sizeof r.out);
    run_slurp(err, r.err, sizeof r.err);
    return r;
}

/* Runs a shell command line (from tests/), standard error merged into out;
 * status is its exit status (-1 if it did not exit). */
static inline Run run_shell(const char *cmdline)
{
    Run r;
    char *full = NULL;
    ck_assert(asprintf(&full, "exec 2>&1; %s", cmdline) > 0);
    FILE *p = popen(full, "r");
    free(full);
    ck_assert_ptr_nonnull(p);
    size_t n = fread(r.out, 1, sizeof r.out - 1, p);
    r.out[n] = '\0';
    r.err[0] = '\0';
    int st = pclose(p);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return r;
}

/* ---- order of the lists of a record -------------------------------------- */

/* The identity of a list item: a move string, or the "move" / "defence" of an object. */
static inline const char *item_id(const json_t *x)
{
    if (json_is_string(x))
        return json_string_value(x);
    const json_t *m = json_object_get(x, "move");
    if (!m)
        m = json_object_get(x, "defence");
    return json_string_value(m);
}

static inline const json_t *item_in(const json_t *list, const char *id)
{
    size_t i;
    const json_t *x;
    json_array_foreach(list, i, x)
        if (item_id(x) && id && strcmp(item_id(x), id) == 0)
            return x;
    return NULL;
}

/* Asserts that the items two lists share come in the same order in both, and,
 * for objects, that their own lists do too (recursively): so runs with other
 * options, which list more or fewer items, agree on the order. */
static inline void assert_common_order(const json_t *a, const json_t *b, const char *what)
{
    static const char *const lists[] = { "keys", "short", "tries", "set", "threats",
                                         "variations", "mates", "refutations" };
    if (json_is_object(a)) {
        for (size_t k = 0; k < sizeof lists / sizeof *lists; k++) {
            const json_t *la = json_object_get(a, lists[k]), *lb = json_object_get(b, lists[k]);
            if (la && lb) {
                char sub[256];
                snprintf(sub, sizeof sub, "%s.%s", what, lists[k]);
                assert_common_order(la, lb, sub);
            }
        }
        return;
    }
    /* Walk a's items that b has; they must be b's items that a has, in order. */
    size_t j = 0, i;
    const json_t *x;
    json_array_foreach(a, i, x) {
        const json_t *y = item_in(b, item_id(x));
        if (!y)
            continue;
        while (j < json_array_size(b) && !item_in(a, item_id(json_array_get(b, j))))
            j++;
        ck_assert_msg(j < json_array_size(b) && strcmp(item_id(json_array_get(b, j)), item_id(x)) == 0,
                      "%s: %s comes in another order", what, item_id(x));
        j++;
        assert_common_order(x, y, what);
    }
}

/* Asserts that the parts come in text in this order. */
static inline void assert_in_order(const char *text, const char *const *parts, size_t n)
{
    const char *at = text;
    for (size_t i = 0; i < n; i++) {
        const char *next = strstr(at, parts[i]);
        ck_assert_msg(next != NULL, "'%s' missing or out of order in:\n%s", parts[i], text);
        at = next;
    }
}

/* The whole content of a (regular) file, malloc'd and NUL-terminated; *len
 * its size if len. */
static inline char *test_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot read %s", path);
    ck_assert(fseek(f, 0, SEEK_END) == 0);
    long size = ftell(f);
    ck_assert(size >= 0 && fseek(f, 0, SEEK_SET) == 0);
    char *buf = malloc((size_t)size + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(fread(buf, 1, (size_t)size, f), (size_t)size);
    buf[size] = '\0';
    fclose(f);
    if (len)
        *len = (size_t)size;
    return buf;
}

#endif
