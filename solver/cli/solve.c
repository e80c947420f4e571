/* solve.c - `chiave solve`: the first problem of a file (every twin of it),
 * text report or JSON record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/input.h"
#include "solver/cli/commands.h"
#include "fen/first_problem.h"
#include "solver/cli/options.h"
#include "solver/io/std_streams.h"
#include "solver/report/record.h"
#include "solver/report/json.h"
#include "solver/report/text.h"

static int exit_status(Status st)
{
    switch (st) {
    case ST_SOUND: return 0;
    case ST_ILLEGAL: return 2;
    default: return 1;
    }
}

/* Solves pb and prints its report; returns the exit status. */
static int solve_and_report(const char *path, const Problem *pb, const CliOptions *o)
{
    Status st;
    SolveOptions so;
    problem_solve_options(pb, &o->solve, &so);
    if (o->json) {
        char *line = solve_problem_record(pb, &o->solve, o->lang, &st);
        if (!line) {
            fprintf(stderr, "chiave: out of memory\n");
            return 2;
        }
        puts(line);
        free(line);
    } else {
        Solution s;
        solve(&pb->pos, &so, &s);
        report_text(stdout, pb, &s, &so, o->lang);
        st = s.status;
        solution_free(&s);
    }
    if (st == ST_ILLEGAL)
        fprintf(stderr, "chiave: %s: illegal position\n", path);
    return exit_status(st);
}

/* The report of a problem that could not be read; returns 2. */
static int report_error(const Problem *pb, const char *err, const CliOptions *o)
{
    fprintf(stderr, "chiave: %s\n", err);
    if (o->json) {
        char *line = report_json_problem_error(pb, err);
        if (line)
            puts(line);
        free(line);
    }
    return 2;
}

int cmd_solve(int nargs, char **args)
{
    CliOptions o;
    char err[512];
    char **operands = calloc((size_t)nargs + 1, sizeof *operands);
    if (!operands)
        return 2;
    int nops = options_parse(nargs, args, false, &o, operands, err, sizeof err);
    const char *path = nops == 1 ? operands[0] : NULL;
    free(operands);
    if (nops >= 0 && o.help) {
        options_usage(stdout);
        return std_out_status(0);
    }
    if (nops < 0 || nops != 1) {
        fprintf(stderr, "chiave solve: %s\n", nops < 0 ? err : "expected one FILE (or - for standard input)");
        fputs("try 'chiave --help'\n", stderr);
        return 2;
    }

    FirstProblem fp;
    if (first_problem_read(path, &fp, err, sizeof err) != 0) {
        fprintf(stderr, "chiave: %s\n", err);
        return 2;
    }
    /* Each twin in turn; the exit status is the worst: 2 bad input, 1 not sound. */
    int status = 0;
    for (int i = 0; i < fp.n; i++) {
        const Problem *pb = &fp.p[i];
        if (i > 0 && !o.json)
            fputc('\n', stdout);
        if (pb->warnings[0])
            fprintf(stderr, "chiave: %s: warning: %s\n", path, pb->warnings);
        int st = fp.err[i] ? report_error(pb, fp.err[i], &o) : solve_and_report(path, pb, &o);
        if (st > status)
            status = st;
    }
    first_problem_free(&fp);
    return std_out_status(status);
}
