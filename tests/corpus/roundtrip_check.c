/* roundtrip_check.c - every problem of a collection written in each format
 * `chiave convert` writes (Popeye input, YAML, EPD, FEN), read back, must
 * give the same positions; written as Popeye input and as YAML, read back
 * and solved, each must give the expected record (Popeye's analysis), lists
 * compared as sets. In-process. Prints "roundtrip: FORMAT N passed, M
 * failed" for each format. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, open_memstream */
#endif
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/input.h"
#include "fen/write/write.h"
#include "solver/report/json.h"
#include "tests/corpus/record_normalise.h"

#define SHOW_MAX 5

typedef struct {
    Problem *p;
    long *line;
    int n, cap, bad;
} Problems;

static int keep(void *ctx, long lineno, Problem *p, const char *err)
{
    Problems *ps = ctx;
    if (err) {
        if (ps->bad++ < SHOW_MAX)
            printf("roundtrip: %s\n", err);
        return 0;
    }
    if (ps->n == ps->cap) {
        ps->cap = ps->cap ? 2 * ps->cap : 1024;
        ps->p = realloc(ps->p, sizeof *ps->p * (size_t)ps->cap);
        ps->line = realloc(ps->line, sizeof *ps->line * (size_t)ps->cap);
        if (!ps->p || !ps->line)
            exit(2);
    }
    ps->line[ps->n] = lineno;
    problem_take(&ps->p[ps->n++], p);
    return 0;
}

static void problems_free(Problems *ps)
{
    for (int i = 0; i < ps->n; i++)
        problem_free(&ps->p[i]);
    free(ps->p);
    free(ps->line);
}

static bool same_position(const Position *a, const Position *b)
{
    return memcmp(a->board, b->board, sizeof a->board) == 0 && a->side == b->side &&
           a->castle == b->castle && a->ep == b->ep;
}

/* The expected records, one a line. */
static json_t **load_expected(const char *path, int *n)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    json_t **rec = NULL;
    char *line = NULL;
    size_t cap = 0;
    int k = 0;
    while (getline(&line, &cap, f) > 0) {
        rec = realloc(rec, sizeof *rec * (size_t)(k + 1));
        rec[k++] = json_loads(line, 0, NULL);
    }
    free(line);
    fclose(f);
    *n = k;
    return rec;
}

/* Writes all in fmt, reads it back; returns the failures. */
static int round_trip(OutputFormat fmt, const char *name, InputFormat back, const Problems *all,
                      json_t **expected, int nexpected)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    Writer *w = writer_new(fmt, out);
    for (int i = 0; i < all->n; i++)
        writer_add(w, all->line[i], &all->p[i]);
    int failed = writer_finish(w) != 0;
    fclose(out);
    Problems got = { 0 };
    FILE *in = fmemopen(text, len, "r");
    input_read_collection(in, name, back, keep, &got);
    fclose(in);
    if (got.n != all->n || got.bad) {
        printf("roundtrip: %s: %d positions read back of %d, %d bad\n", name, got.n, all->n, got.bad);
        failed++;
    }
    SolveOptions so;
    solve_options_default(&so);
    bool solve_them = fmt == OUT_POPEYE || fmt == OUT_YAML;
    int passed = 0;
    for (int i = 0; i < got.n && i < all->n; i++) {
        const Problem *a = &all->p[i], *b = &got.p[i];
        /* The ids come back in every format (Popeye: a remark, FEN: a comment line). */
        bool same = same_position(&a->pos, &b->pos) &&
                    ((!a->id && !b->id) || (a->id && b->id && !strcmp(a->id, b->id)));
        if (same && solve_them && i < nexpected) {
            Solution s;
            solve(&b->pos, &so, &s);
            json_t *raw = report_json_record(b, &s, &so, LANG_EN);
            solution_free(&s);
            json_t *want = record_normalise(expected[i]), *have = record_normalise(raw);
            same = json_equal(want, have);
            if (!same && failed < SHOW_MAX)
                record_show_difference(a->id ? a->id : "?", want, have);
            json_decref(want), json_decref(have), json_decref(raw);
        }
        if (same)
            passed++;
        else if (failed++ < SHOW_MAX)
            printf("roundtrip: %s: %s (%s) comes back as %s (%s)\n", name, a->fen, a->id ? a->id : "-",
                   b->fen, b->id ? b->id : "-");
    }
    printf("roundtrip: %s %d passed, %d failed\n", name, passed, failed);
    problems_free(&got);
    free(text);
    return failed;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: roundtrip_check COLLECTION.epd EXPECTED.jsonl\n");
        return 2;
    }
    Problems all = { 0 };
    char err[512];
    if (input_read_file(argv[1], keep, &all, err, sizeof err) != 0 || all.bad) {
        fprintf(stderr, "roundtrip_check: %s\n", all.bad ? "bad problems in the collection" : err);
        return 2;
    }
    int nexpected = 0;
    json_t **expected = load_expected(argv[2], &nexpected);
    if (!expected || nexpected != all.n) {
        fprintf(stderr, "roundtrip_check: %s: %d records for %d problems\n", argv[2], nexpected, all.n);
        return 2;
    }
    int failed = round_trip(OUT_POPEYE, "popeye", INPUT_POPEYE, &all, expected, nexpected) +
                 round_trip(OUT_YAML, "yaml", INPUT_YAML, &all, expected, nexpected) +
                 round_trip(OUT_EPD, "epd", INPUT_FEN, &all, expected, nexpected) +
                 round_trip(OUT_FEN, "fen", INPUT_FEN, &all, expected, nexpected);
    for (int i = 0; i < nexpected; i++)
        json_decref(expected[i]);
    free(expected);
    problems_free(&all);
    return failed == 0 ? 0 : 1;
}
