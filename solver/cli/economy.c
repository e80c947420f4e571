/* economy.c - `chiave economy [options] FILE`: what every man of each problem
 * does, as a table or (--json) one record a problem. */
#include <stdio.h>
#include <stdlib.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/io/msg_prefix.h"

#define ECONOMY_USAGE \
    "usage: chiave economy [options] [-j N] [--json] FILE|-\n" \
    "  for every man but the kings: the problem solved without it and compared\n" \
    "  with the whole problem (set play, tries, keys, threats, variations, mates,\n" \
    "  themes); the man's roles: key, mate, defence, cook-stopper, guard,\n" \
    "  dual-stopper, stalemate-stopper, legality, play, try, set-play, theme,\n" \
    "  superfluous (every phase the same without it); and the lighter men that\n" \
    "  keep every phase. FILE may hold a collection: a table (or a JSON record)\n" \
    "  for each of its problems, or for the one --id or --index chooses.\n" \
    "  exit status 0, or 2 when a problem could not be read or on usage errors\n"

static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    CliCollection *c = ctx;
    if (err) {
        c->bad = true;
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        if (c->o.json)
            cli_put_record(economy_json_error(p->id, p->fen[0] ? p->fen : NULL, p, err));
        return 0;
    }
    if (p->warnings[0])
        fprintf(stderr, "%s: %s:%ld: warning: %s\n", msg_prefix(), c->name, problem_warn_line(p, lineno), p->warnings);
    Economy *ec = malloc(sizeof *ec);
    if (!ec) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        return 1;
    }
    SolveOptions own; /* what a Popeye problem asks for (option try, maxtime) */
    problem_solve_options(p, &c->o.solve, &own);
    /* The changes in the reader's words, or English in a JSON record. */
    economy_compute(p, &own, c->o.lang, c->o.json ? LANG_EN : c->o.lang, c->jobs, cli_twins_before(c, p),
                    ec);
    if (c->o.json) {
        cli_put_record(economy_json(p, ec));
    } else {
        if (c->count)
            putchar('\n');
        economy_print(stdout, p, ec, c->o.lang);
    }
    c->count++;
    cli_twins_keep(c, p, &ec->full); /* a twin's themes across the twins before it */
    economy_free(ec);
    free(ec);
    return 0;
}

int cmd_economy(int nargs, char **args)
{
    CliCollection c;
    int status = cli_collection_args(nargs, args, "economy", ECONOMY_USAGE, NULL, NULL, &c);
    return status >= 0 ? status : cli_collection_run(&c, on_problem, &c);
}
