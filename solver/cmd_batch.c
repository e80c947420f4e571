/* cmd_batch.c - `chiave batch`: a collection in, one JSON record a line out,
 * in input order; a summary on stderr. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../fen/fen.h"
#include "cmd.h"
#include "options.h"
#include "problem_record.h"
#include "report_json.h"

enum { NSTATUS = ST_TIMEOUT + 1 };

typedef struct {
    const CliOptions *opt;
    const char *name; /* of the collection being read, for warnings */
    long count[NSTATUS];
    long total;
} Batch;

/* fen_read_collection callback: one record line per problem. */
static int one_line(void *ctx, long lineno, Problem *p, const char *err)
{
    Batch *b = ctx;
    char *line;
    Status st = ST_ILLEGAL;
    if (err) {
        fprintf(stderr, "chiave: %s\n", err);
        line = report_json_error(p->id, p->fen[0] ? p->fen : NULL, err);
    } else {
        if (p->warnings[0])
            fprintf(stderr, "chiave: %s:%ld: warning: %s\n", b->name, lineno, p->warnings);
        line = solve_problem_record(p, &b->opt->solve, b->opt->lang, &st);
    }
    if (!line) {
        fprintf(stderr, "chiave: out of memory\n");
        return -1;
    }
    puts(line);
    free(line);
    b->count[st]++;
    b->total++;
    return 0;
}

/* Reads one collection; returns false when it could not be read. */
static bool read_one(const char *path, Batch *b)
{
    bool is_stdin = strcmp(path, "-") == 0;
    const char *name = is_stdin ? "<stdin>" : path; /* as fen_read_file names it */
    FILE *f = is_stdin ? stdin : fopen(path, "r");
    if (!f) {
        fprintf(stderr, "chiave: %s: %s\n", path, strerror(errno));
        return false;
    }
    b->name = name;
    int r = fen_read_collection(f, name, one_line, b);
    if (r == -1)
        fprintf(stderr, "chiave: %s: %s\n", name, strerror(errno));
    if (!is_stdin)
        fclose(f);
    return r == 0;
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void summary(const Batch *b, double seconds)
{
    fprintf(stderr, "chiave batch: %ld problems in %.2f s (%.1f/s):", b->total, seconds,
            seconds > 0 ? (double)b->total / seconds : 0.0);
    const char *sep = " ";
    for (int st = 0; st < NSTATUS; st++)
        if (b->count[st] > 0 || st <= ST_ILLEGAL) {
            fprintf(stderr, "%s%s %ld", sep, status_name((Status)st), b->count[st]);
            sep = ", ";
        }
    fputc('\n', stderr);
}

int cmd_batch(int nargs, char **args)
{
    CliOptions o;
    char err[512];
    char **operands = calloc((size_t)nargs + 1, sizeof *operands);
    if (!operands)
        return 2;
    int nops = options_parse(nargs, args, true, &o, operands, err, sizeof err);
    int status = 0;
    if (nops >= 0 && o.help) {
        options_usage(stdout);
    } else if (nops < 1) {
        fprintf(stderr, "chiave batch: %s\n", nops < 0 ? err : "expected FILE... (or - for standard input)");
        fputs("try 'chiave --help'\n", stderr);
        status = 2;
    } else {
        Batch b = {.opt = &o};
        double t0 = now_seconds();
        for (int i = 0; i < nops; i++)
            if (!read_one(operands[i], &b))
                status = 2;
        summary(&b, now_seconds() - t0);
    }
    free(operands);
    return status;
}
