/* collection.h - what the commands that take a whole collection (economy,
 * repair) share: their own options taken out of the command line, and the
 * problems of FILE read one by one through fen/input.c. */
#ifndef CHIAVE_CLI_COLLECTION_H
#define CHIAVE_CLI_COLLECTION_H

#include <stdbool.h>
#include <jansson.h>
#include <stddef.h>
#include "fen/problem.h"
#include "solver/cli/options.h"
#include "themes/twins.h"

/* An OptApply for a command's own options that take a value: the value of
 * the row of id OPT_OWN + i goes to ((const char **)ctx)[i] (the last one
 * given wins). */
bool cli_own_value(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen);

/* "-j N": threads from 1 to 1024; NULL gives one per core. */
bool cli_jobs(const char *val, int *jobs, char *err, size_t errlen);

/* A whole number from lo to hi for option name. */
bool cli_number(const char *name, const char *val, long lo, long hi, long *out, char *err, size_t errlen);

/* A command over a collection: its command line and what it did. */
typedef struct {
    CliOptions o;
    const char *file;   /* FILE, "-" for standard input */
    const char *name;   /* FILE in messages ("<stdin>") */
    int jobs;           /* -j N, or one per core */
    int count;          /* problems done */
    bool bad;           /* a problem could not be read */
    Twins twins;        /* the twins of the problem read last, solved so far */
    char *twin_of;      /* that problem (Problem.twin_of), NULL: none */
    ProblemChooser pick; /* --id / --index: the one problem to work on (pick.choice NULL: every one) */
} CliCollection;

/* Parses the words after command: its own options (the rows own, ids from
 * OPT_OWN, each taking a value: row OPT_OWN + i sets values[i]; own may be
 * NULL), -j N, the options of solve, one FILE. usage is the command's own
 * usage text. Returns -1 to go on, or the exit status: 0 after --help (usage
 * printed), 2 on a usage error (message and usage on standard error). */
int cli_collection_args(int nargs, char **args, const char *command, const char *usage,
                        const OptRow *own, const char **values, CliCollection *c);

/* Reads every problem of c->file with cb (or the one --id / --index chooses,
 * with its twins), then says on standard error when the file could not be
 * read, held no problem or not the one chosen, and checks standard output.
 * Returns 0, or 2 then and when a problem could not be read (c->bad). */
int cli_collection_run(CliCollection *c, ProblemFn cb, void *ctx);

/* The twins of p's problem solved before it, whose themes across them and p
 * its record has; NULL when p is no twin. A new problem starts anew. */
const Twins *cli_twins_before(CliCollection *c, const Problem *p);
/* Takes over s (left empty) as twin p's solution, for the twins after it. */
void cli_twins_keep(CliCollection *c, const Problem *p, Solution *s);

/* Writes rec (consumed) as one line on standard output; out of memory ends
 * the program with status 2. */
void cli_put_record(json_t *rec);

#endif
