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

/* An option of the command's own that takes a value: "--key MOVE",
 * "--key=MOVE", and for a one-letter name "-j 2" or "-j2". */
typedef struct {
    const char *name, *alias; /* alias may be NULL */
    const char **value;       /* set to the value given (the last one wins) */
} OwnOption;

/* Takes the options own[0..nown) out of args[0..nargs); the other words go to
 * rest, in order ("--" and what follows it too). Returns the number of words
 * in rest, or -1 with a message in err. */
int cli_take_options(int nargs, char **args, const OwnOption *own, int nown, char **rest,
                     char *err, size_t errlen);

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
} CliCollection;

/* Parses the words after command: its own options own[0..nown) and -j, the
 * options of solve, one FILE. usage is the command's own usage text. Returns
 * -1 to go on, or the exit status: 0 after --help (usage printed), 2 on a
 * usage error (message and usage on standard error). */
int cli_collection_args(int nargs, char **args, const char *command, const char *usage,
                        const OwnOption *own, int nown, CliCollection *c);

/* Reads every problem of c->file with cb, then says on standard error when
 * the file could not be read or held no problem, and checks standard output.
 * Returns 0, or 2 then and when a problem could not be read (c->bad). */
int cli_collection_run(CliCollection *c, ProblemFn cb, void *ctx);

/* Writes rec (consumed) as one line on standard output; out of memory ends
 * the program with status 2. */
void cli_put_record(json_t *rec);


#endif
