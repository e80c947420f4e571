/* batch.c - `chiave batch`: collections (FEN/EPD lines or PGN games) in,
 * one JSON record a line out, in input order; a summary on stderr. The work is
 * done by batch_run (solver/batch/run.c). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "solver/batch/batch.h"
#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/io/same_file.h"
#include "solver/io/std_streams.h"
#include "solver/batch/progress.h"

int cmd_batch(int nargs, char **args)
{
    CliOptions o;
    char err[512];
    char **operands = calloc((size_t)nargs + 1, sizeof *operands);
    if (!operands)
        return 2;
    int nops = options_parse(nargs, args, true, &o, operands, err, sizeof err);
    int status = 0;
    const char *same;
    if (nops >= 0 && o.help) {
        options_usage(stdout);
    } else if (nops < 1) {
        fprintf(stderr, "chiave batch: %s\n", nops < 0 ? err : "expected FILE... (or - for standard input)");
        fputs("try 'chiave --help'\n", stderr);
        status = 2;
    } else if ((same = o.resume ? same_file_input_path(o.resume, operands, nops)
                                : same_file_input(STDOUT_FILENO, operands, nops))) {
        same_file_refuse("batch", same, o.resume ? "--resume OUT" : "standard output");
        status = 2;
    } else {
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        BatchConfig c = {
            .inputs = operands, .ninputs = nops,
            .solve = o.solve, .lang = o.lang,
            .jobs = o.jobs > 0 ? o.jobs : cores > 0 ? (int)(cores < 1024 ? cores : 1024) : 1,
            .shard_k = o.shard_k, .shard_n = o.shard_n,
            .resume = o.resume, .out_fd = STDOUT_FILENO,
            .progress = !o.no_progress && isatty(STDERR_FILENO),
            .signals = true, .err = stderr,
        };
        BatchStats st;
        fflush(stdout);
        status = batch_run(&c, &st);
        batch_summary(stderr, &c, &st);
        batch_stats_free(&st);
    }
    free(operands);
    return std_out_status(status);
}
