/* verify_helpers.h - what the tests of the comparison, verify and watch share:
 * the record of a problem, JSON from text, the change lines of a comparison,
 * `chiave verify` run in process, a file written. */
#ifndef CHIAVE_TEST_VERIFY_HELPERS_H
#define CHIAVE_TEST_VERIFY_HELPERS_H

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "fen/epd/fen.h"
#include "solver/cli/commands.h"
#include "solver/compare/diff.h"
#include "solver/compare/record_read.h"
#include "solver/report/json.h"
#include "solver/solution.h"
#include "solver/compare/expected.h"
#include "tests/test_helpers.h"
#include "fen/epd/fen_file.h"

/* ---- helpers ---------------------------------------------------------- */

/* The record `solve --json` writes for pb (keys only when keys_only). */
static inline json_t *record_of(const Problem *pb, bool keys_only)
{
    SolveOptions so;
    solve_options_default(&so);
    so.keys_only = keys_only;
    Solution s;
    solve(&pb->pos, &so, &s);
    json_t *rec = report_json_record(pb, &s, &so, LANG_EN);
    solution_free(&s);
    ck_assert_ptr_nonnull(rec);
    return rec;
}

static inline json_t *record_of_fen(const char *fen)
{
    Problem pb = test_problem(fen);
    json_t *rec = record_of(&pb, false);
    problem_free(&pb);
    return rec;
}

/* The play of pb as verify makes it: from the solution, with its themes
 * (keys only when keys_only). */
static inline RecordPlay *play_of(const Problem *pb, bool keys_only)
{
    SolveOptions so;
    solve_options_default(&so);
    so.keys_only = keys_only;
    Solution s;
    solve(&pb->pos, &so, &s);
    RecordPlay *R = malloc(sizeof *R);
    ck_assert_ptr_nonnull(R);
    record_play_init(R);
    record_play_of_solution_analysed(R, &s, &so, NULL);
    solution_free(&s);
    return R;
}

/* The play of a JSON record, read at the edge (it must read). */
static inline RecordPlay *play_read(const json_t *rec)
{
    char err[256];
    RecordPlay *R = malloc(sizeof *R);
    ck_assert_ptr_nonnull(R);
    record_play_init(R);
    ck_assert_msg(record_read(rec, R, err, sizeof err) == 0, "%s", err);
    return R;
}

static inline void play_free(RecordPlay *R)
{
    record_play_free(R);
    free(R);
}

/* diff_records_worded of two JSON records, read at the edge. */
static inline void diff_json_worded(const json_t *a, const json_t *b, bool strict, Lang lang, Lang words,
                                    DiffList *d)
{
    RecordPlay *ra = play_read(a), *rb = play_read(b);
    diff_records_worded(ra, rb, strict, lang, words, d);
    play_free(ra);
    play_free(rb);
}

static inline void diff_json(const json_t *a, const json_t *b, bool strict, Lang lang, DiffList *d)
{
    diff_json_worded(a, b, strict, lang, lang, d);
}

static inline json_t *parse_json(const char *text)
{
    json_error_t e;
    json_t *j = json_loads(text, 0, &e);
    ck_assert_msg(j != NULL, "bad test JSON: %s", e.text);
    return j;
}

/* Whether the list has an item of kind k whose text is exactly text. */
static inline bool has_item(const DiffList *d, DiffKind k, const char *text)
{
    for (int i = 0; i < d->n; i++)
        if (d->items[i].kind == k && strcmp(d->items[i].text, text) == 0)
            return true;
    return false;
}

/* All the lines of d, for failure messages. */
static inline const char *lines_of(const DiffList *d)
{
    static char buf[2048];
    buf[0] = '\0';
    for (int i = 0; i < d->n; i++) {
        strncat(buf, "\n  ", sizeof buf - strlen(buf) - 1);
        strncat(buf, d->items[i].text, sizeof buf - strlen(buf) - 1);
    }
    return d->n ? buf : " (none)";
}

#define VERIFY(...) run_cmd(cmd_verify, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                            (const char *const[]){ __VA_ARGS__ })

static inline void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_msg(f != NULL, "%s: %s", path, strerror(errno));
    fputs(text, f);
    ck_assert_int_eq(fclose(f), 0);
}

static inline int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
        n++;
    return n;
}

/* Polls the file (up to 10 s) until it holds want at least n times. */

#endif
