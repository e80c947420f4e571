/* economy.c - `chiave economy [options] FILE`: what every man of each problem
 * does, as a table or (--json) one record a problem. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/report/json.h"

#define ECONOMY_USAGE \
    "usage: chiave economy [options] [-j N] [--json] FILE|-\n" \
    "  for every man but the kings: the problem solved without it and compared\n" \
    "  with its solution; the man's roles: key, mate, defence, cook-stopper,\n" \
    "  guard, dual-stopper, legality, play, try, set-play, superfluous.\n" \
    "  FILE may hold a collection: a table (or a JSON record) a problem.\n" \
    "  -j N  solve on N threads (default: one per core)\n"

typedef struct {
    const CliOptions *o;
    const char *name; /* FILE, for messages */
    int jobs;
    int count;
    bool bad; /* a problem could not be read */
} Run;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void put_record(json_t *rec)
{
    char *line = report_json_dump(rec);
    if (!line) {
        fprintf(stderr, "chiave: out of memory\n");
        exit(2);
    }
    puts(line);
    free(line);
}

static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Run *r = ctx;
    if (err) {
        r->bad = true;
        fprintf(stderr, "chiave: %s\n", err);
        if (r->o->json)
            put_record(economy_json_error(p->id, p->fen[0] ? p->fen : NULL, err));
        return 0;
    }
    if (p->warnings[0])
        fprintf(stderr, "chiave: %s:%ld: warning: %s\n", r->name, lineno, p->warnings);
    double t0 = now_ms();
    Economy *ec = malloc(sizeof *ec);
    if (!ec) {
        fprintf(stderr, "chiave: out of memory\n");
        return 1;
    }
    economy_compute(p, &r->o->solve, r->o->lang, r->jobs, ec);
    double ms = now_ms() - t0;
    if (r->o->json) {
        put_record(economy_json(p, ec, ms));
    } else {
        if (r->count)
            putchar('\n');
        economy_print(stdout, p, ec, r->o->lang);
    }
    r->count++;
    economy_free(ec);
    free(ec);
    return 0;
}

int cmd_economy(int nargs, char **args)
{
    const char *jobs = NULL;
    OwnOption own[] = { { "-j", "--jobs", &jobs } };
    CliOptions o;
    char err[512];
    char **rest = calloc((size_t)nargs + 1, sizeof *rest), **operands = calloc((size_t)nargs + 1, sizeof *operands);
    int status = 2;
    if (!rest || !operands)
        goto out;
    int nrest = cli_take_options(nargs, args, own, 1, rest, err, sizeof err);
    int nops = nrest < 0 ? -1 : options_parse(nrest, rest, false, &o, operands, err, sizeof err);
    Run r = { .o = &o };
    if (nops >= 0 && o.help) {
        fputs(ECONOMY_USAGE, stdout);
        options_usage(stdout);
        status = 0;
        goto out;
    }
    if (nops >= 0 && !cli_jobs(jobs, &r.jobs, err, sizeof err))
        nops = -1;
    else if (nops >= 0 && nops != 1)
        snprintf(err, sizeof err, "expected one FILE (or - for standard input)"), nops = -1;
    else if (nops >= 0 && o.solve.keys_only)
        snprintf(err, sizeof err, "--keys-only: economy compares the whole solution"), nops = -1;
    if (nops < 0) {
        fprintf(stderr, "chiave economy: %s\n", err);
        fputs(ECONOMY_USAGE "try 'chiave --help'\n", stderr);
        goto out;
    }
    r.name = strcmp(operands[0], "-") == 0 ? "<stdin>" : operands[0];
    int rc = cli_each_problem(operands[0], on_problem, &r);
    if (rc < 0)
        fprintf(stderr, "chiave: %s: %s\n", r.name, strerror(errno));
    else if (r.count == 0 && !r.bad)
        fprintf(stderr, "chiave: %s: no position found\n", r.name);
    status = rc != 0 || r.bad || (r.count == 0) ? 2 : 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("chiave: standard output");
        status = 2;
    }
out:
    free(rest);
    free(operands);
    return status;
}
