/* collection.h - what the commands that take a whole collection (economy,
 * repair) share: their own options taken out of the command line, and the
 * problems of FILE read one by one through fen/input.c. */
#ifndef CHIAVE_CLI_COLLECTION_H
#define CHIAVE_CLI_COLLECTION_H

#include <stdbool.h>
#include <stddef.h>
#include "fen/problem.h"

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

/* Calls cb for every problem of path ("-" is standard input), in any format
 * fen/input.c reads. Returns 0, cb's value if it stopped the reading, or -1
 * with errno set when the file could not be opened or read. */
int cli_each_problem(const char *path, ProblemFn cb, void *ctx);

#endif
