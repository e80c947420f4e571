/* solve.c - `chiave solve`: one problem, text report or JSON record. */
#include <stdio.h>
#include <stdlib.h>

#include "fen/fen.h"
#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/io/std_streams.h"
#include "solver/report/record.h"
#include "solver/report/json.h"
#include "solver/report/text.h"
#include "fen/fen_file.h"

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
        solve(&pb->pos, &o->solve, &s);
        report_text(stdout, pb, &s, &o->solve, o->lang);
        st = s.status;
        solution_free(&s);
    }
    if (st == ST_ILLEGAL)
        fprintf(stderr, "chiave: %s: illegal position\n", path);
    return exit_status(st);
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

    Problem pb;
    if (fen_read_file(path, &pb, err, sizeof err) != 0) {
        fprintf(stderr, "chiave: %s\n", err);
        if (o.json) {
            char *line = report_json_error(pb.id, pb.fen[0] ? pb.fen : NULL, err);
            if (line)
                puts(line);
            free(line);
        }
        problem_free(&pb);
        return std_out_status(2);
    }
    if (pb.warnings[0])
        fprintf(stderr, "chiave: %s: warning: %s\n", path, pb.warnings);
    int status = solve_and_report(path, &pb, &o);
    problem_free(&pb);
    return std_out_status(status);
}
