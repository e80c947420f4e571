/* collection.c - options and input shared by economy and repair. */
#include "solver/cli/collection.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen/input.h"
#include "solver/batch/input.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/std_streams.h"
#include "solver/report/json.h"

/* -j/--jobs, which every command over a collection has. */
enum { OPT_COLLECTION_JOBS = OPT_OWN + 99 };
static const OptRow JOBS_ROWS[] = {
    { "jobs", 'j', "N", "search on N threads (default: one per core)", OPT_COLLECTION_JOBS },
    { NULL, 0, NULL, NULL, 0 },
};

bool cli_own_value(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    (void)name, (void)err, (void)errlen;
    ((const char **)ctx)[id - OPT_OWN] = val;
    return true;
}

bool cli_number(const char *name, const char *val, long lo, long hi, long *out, char *err, size_t errlen)
{
    if (parse_int(val, lo, hi, out))
        return true;
    char *end;
    errno = 0;
    long v = strtol(val, &end, 10);
    if (end != val && !*end && (v > hi || (errno == ERANGE && v == LONG_MAX))) /* a number, too large */
        snprintf(err, errlen, "%s: '%s' is more than %ld", name, val, hi);
    else if (hi >= 1000000L) /* a bound against overflow, not one a reader needs: "1 or more" */
        snprintf(err, errlen, "%s: '%s' is not a number of %ld or more", name, val, lo);
    else
        snprintf(err, errlen, "%s: '%s' is not a number from %ld to %ld", name, val, lo, hi);
    return false;
}

bool cli_jobs(const char *val, int *jobs, char *err, size_t errlen)
{
    long n;
    if (!val) {
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        *jobs = cores < 1 ? 1 : cores > 1024 ? 1024 : (int)cores;
        return true;
    }
    if (!cli_number("-j", val, 1, 1024, &n, err, errlen))
        return false;
    *jobs = (int)n;
    return true;
}

void cli_put_record(json_t *rec)
{
    char *line = report_json_dump(rec);
    if (!line) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        exit(2);
    }
    puts(line);
    free(line);
}

const Twins *cli_twins_before(CliCollection *c, const Problem *p)
{
    /* A problem's twins follow its first position with its twin_of (as batch's units do). */
    if (!p->twin || !problem_twin_follows(c->twin_of, p)) {
        twins_clear(&c->twins);
        free(c->twin_of);
        c->twin_of = p->twin && p->twin_of ? strdup(p->twin_of) : NULL;
    }
    return c->twin_of ? &c->twins : NULL; /* out of memory: no themes across twins */
}

void cli_twins_keep(CliCollection *c, const Problem *p, Solution *s)
{
    if (c->twin_of && p->twin)
        twins_add(&c->twins, p->twin, s);
}

/* Calls cb for every problem of path ("-" is standard input), in any format
 * fen/input.c reads. Returns 0, cb's value if it stopped the reading, or -1
 * with errno set when the file could not be opened or read. */
static int each_problem(const char *path, ProblemFn cb, void *ctx)
{
    InputFormat fmt;
    BatchInput *in;
    FILE *f = batch_input_open(path, -1, &fmt, &in);
    if (!f)
        return -1;
    const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    int rc = input_read_collection(f, name, fmt, cb, ctx);
    int saved = errno;
    fclose(f);
    errno = saved;
    return rc;
}

int cli_collection_args(int nargs, char **args, const char *command, const char *usage,
                        const OptRow *own, const char **values, CliCollection *c)
{
    const char *jobs_values[100] = { NULL }; /* by id - OPT_OWN: own's, then -j's at 99 */
    OptGroup groups[3];
    int ng = 0;
    if (own)
        groups[ng++] = (OptGroup){ NULL, own, NULL };
    groups[ng++] = (OptGroup){ NULL, JOBS_ROWS, NULL };
    groups[ng] = (OptGroup){ NULL, NULL, NULL };
    char err[512];
    char **operands = calloc((size_t)nargs + 1, sizeof *operands);
    int status = 2;
    memset(c, 0, sizeof *c);
    if (!operands) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        goto out;
    }
    int nops = options_parse_own(nargs, args, groups, cli_own_value, jobs_values, &c->o, operands, err, sizeof err);
    for (const OptRow *r = own; r && r->name; r++)
        values[r->id - OPT_OWN] = jobs_values[r->id - OPT_OWN];
    const char *jobs = jobs_values[OPT_COLLECTION_JOBS - OPT_OWN];
    if (nops >= 0 && c->o.help) {
        fputs(usage, stdout);
        opt_help(stdout, groups);
        options_usage(stdout);
        status = 0;
        goto out;
    }
    if (nops >= 0 && !cli_jobs(jobs, &c->jobs, err, sizeof err))
        nops = -1;
    else if (nops >= 0 && nops != 1)
        snprintf(err, sizeof err, "expected one FILE (or - for standard input)"), nops = -1;
    else if (nops >= 0 && c->o.solve.keys_only)
        snprintf(err, sizeof err, "--keys-only: %s compares the whole solution", command), nops = -1;
    else if (nops >= 0 && !options_no_report(&c->o, command, err, sizeof err))
        nops = -1;
    if (nops < 0) {
        fprintf(stderr, "chiave %s: %s\ntry 'chiave %s --help'\n", command, err, command);
        goto out;
    }
    c->file = operands[0];
    c->name = strcmp(c->file, "-") == 0 ? "<stdin>" : c->file;
    if (c->o.pick.id || c->o.pick.index)
        c->pick.choice = &c->o.pick;
    status = -1;
out:
    free(operands);
    return status;
}

/* A ProblemFn that hands on only the positions of the problem chosen. */
typedef struct {
    CliCollection *c;
    ProblemFn cb;
    void *ctx;
    bool past; /* the reading stopped after the chosen problem */
} Chosen;

static int chosen_only(void *ctx, long lineno, Problem *p, const char *err)
{
    Chosen *ch = ctx;
    switch (problem_chooser_take(&ch->c->pick, lineno, p)) {
    case CHOICE_IN:
        return ch->cb(ch->ctx, lineno, p, err);
    case CHOICE_BEFORE:
        return 0;
    case CHOICE_AFTER:
        return ch->past = true;
    default:
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        exit(2);
    }
}

int cli_collection_run(CliCollection *c, ProblemFn cb, void *ctx)
{
    Chosen ch = { c, cb, ctx, false };
    int rc = c->pick.choice ? each_problem(c->file, chosen_only, &ch) : each_problem(c->file, cb, ctx);
    if (rc == 1 && ch.past)
        rc = 0;
    twins_clear(&c->twins);
    free(c->twin_of);
    c->twin_of = NULL;
    bool missing = rc >= 0 && c->pick.choice && !c->pick.chosen;
    if (rc < 0) {
        fprintf(stderr, "%s: %s: %s\n", msg_prefix(), c->name, strerror(errno));
    } else if (missing) {
        char err[512];
        problem_choice_missing(c->pick.choice, c->name, c->pick.problems, err, sizeof err);
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
    } else if (c->count == 0 && !c->bad) {
        fprintf(stderr, "%s: %s: no position found\n", msg_prefix(), c->name);
    }
    problem_chooser_free(&c->pick);
    return std_out_status(rc != 0 || missing || c->bad || c->count == 0 ? 2 : 0);
}
