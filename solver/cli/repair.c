/* repair.c - `chiave repair [options] FILE`: versions of each problem one edit
 * (or, with --depth 2, two) away that are sound with the intended key, best
 * first, as text or (--json) one record a problem. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/io/msg_prefix.h"

#define SECONDS_TEXT(n) #n
#define DEFAULT_SECONDS_TEXT(n) SECONDS_TEXT(n)
#define REPAIR_USAGE \
    "usage: chiave repair [options] [--key MOVE] [--depth 1|2] [--versions N] [-j N] [--json] FILE|-\n" \
    "  versions of a cooked problem (or one with a short mate, no solution, or\n" \
    "  duals) one edit away: a man added, removed, moved or changed in kind,\n" \
    "  sound with the intended key; best first by what they keep of the whole\n" \
    "  problem (intended variations, threat, themes, set play, tries). Each\n" \
    "  problem of FILE, or the one --id or --index chooses.\n" \
    "  --max-time S: the whole search stops after S seconds (default " \
    DEFAULT_SECONDS_TEXT(REPAIR_DEPTH2_SECONDS) " with --depth 2)\n" \
    "  exit status 0 mended (or nothing to mend), 1 no version found, 2 bad input\n"

typedef struct {
    CliCollection c;
    RepairOptions ro;
    const char *key;
    int best;
    bool unmended;
} Run;

static void problem_error(Run *r, const Problem *p, const char *msg)
{
    r->c.bad = true;
    fprintf(stderr, "%s: %s\n", msg_prefix(), msg);
    if (r->c.o.json)
        cli_put_record(repair_json_error(p->id, p->fen[0] ? p->fen : NULL, p, msg));
}

static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Run *r = ctx;
    char msg[FEN_MSG + 64];
    if (err) {
        problem_error(r, p, err);
        return 0;
    }
    if (p->warnings[0])
        fprintf(stderr, "%s: %s:%ld: warning: %s\n", msg_prefix(), r->c.name, problem_warn_line(p, lineno),
                p->warnings);
    RepairOptions ro = r->ro;
    ro.twins = cli_twins_before(&r->c, p); /* a twin's themes across the twins before it */
    SolveOptions own; /* the tries a Popeye problem asks for; the search keeps its own time */
    problem_solve_options(p, &ro.solve, &own);
    ro.solve.max_refutations = own.max_refutations;
    if (r->key && (ro.key = repair_parse_key(&p->pos, r->key, r->c.o.lang)) == MOVE_NONE) {
        snprintf(msg, sizeof msg, "%s:%ld: --key %s: not a legal move in %s", r->c.name, lineno, r->key, p->fen);
        problem_error(r, p, msg);
        return 0;
    }
    Repair *rep = malloc(sizeof *rep);
    if (!rep) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        return 1;
    }
    if (repair_run(p, &ro, rep, msg, sizeof msg) != 0) {
        char full[sizeof msg + 300];
        snprintf(full, sizeof full, "%s:%ld: %s", r->c.name, lineno, msg);
        problem_error(r, p, full);
    } else {
        r->unmended |= rep->outcome != REPAIR_NOTHING && rep->nversions == 0;
        if (r->c.o.json) {
            cli_put_record(repair_json(p, rep, r->best));
        } else {
            if (r->c.count)
                putchar('\n');
            repair_print(stdout, p, rep, r->best, r->c.o.lang);
        }
    }
    r->c.count++;
    cli_twins_keep(&r->c, p, &rep->orig);
    repair_free(rep);
    free(rep);
    return 0;
}

enum { OPT_KEY = OPT_OWN, OPT_DEPTH, OPT_VERSIONS };
static const OptRow REPAIR_ROWS[] = {
    { "key", 0, "MOVE", "the intended key, UCI (e2e4) or SAN (Qd5); default the\n"
                        "first key found, or the first try when there is none", OPT_KEY },
    { "depth", 0, "1|2", "2: also pairs of edits when no single edit is enough", OPT_DEPTH },
    { "versions", 0, "N", "print the N best versions (default 5; 0 all of them)", OPT_VERSIONS },
    { NULL, 0, NULL, NULL, 0 },
};

int cmd_repair(int nargs, char **args)
{
    const char *values[3] = { NULL, NULL, NULL };
    Run r = { .best = REPAIR_VERSIONS_SHOWN, .ro.depth = 1 };
    int status = cli_collection_args(nargs, args, "repair", REPAIR_USAGE, REPAIR_ROWS, values, &r.c);
    if (status >= 0)
        return status;
    const char *depth = values[OPT_DEPTH - OPT_OWN], *versions = values[OPT_VERSIONS - OPT_OWN];
    r.key = values[OPT_KEY - OPT_OWN];
    char err[256];
    long d = r.ro.depth, v = r.best;
    if ((depth && !cli_number("--depth", depth, 1, 2, &d, err, sizeof err)) ||
        (versions && !cli_number("--versions", versions, 0, 1000000, &v, err, sizeof err))) {
        fprintf(stderr, "chiave repair: %s\ntry 'chiave repair --help'\n", err);
        return 2;
    }
    r.ro.depth = (int)d;
    r.best = (int)v;
    /* --max-time bounds the whole search, not each solve. */
    r.ro.jobs = r.c.jobs;
    r.ro.max_time = repair_max_time(r.c.o.solve.max_time, r.ro.depth);
    r.ro.solve = r.c.o.solve;
    r.ro.solve.max_time = 0;
    r.ro.lang = r.c.o.lang;
    r.ro.words = r.c.o.json ? LANG_EN : r.c.o.lang; /* a JSON record keeps English words */
    status = cli_collection_run(&r.c, on_problem, &r);
    return status == 0 && r.unmended ? 1 : status;
}
