/* options.h - the command-line options shared by `solve` and `batch`. */
#ifndef CHIAVE_OPTIONS_H
#define CHIAVE_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "san.h"
#include "solution.h"

typedef struct {
    SolveOptions solve;
    Lang lang;
    bool json;   /* solve: the JSON record instead of the text report */
    bool help;
    int jobs;    /* batch: worker threads, 1 = sequential */
} CliOptions;

/* Parses args[0..nargs) (the words after the command name); options and
 * operands may be mixed, "--" ends the options and "-" is an operand.
 * Operands are stored in order in operands (room for nargs). batch enables -j.
 * Returns the operand count, or -1 with a message in err. */
int options_parse(int nargs, char **args, bool batch, CliOptions *o,
                  char **operands, char *err, size_t errlen);

/* The usage text of every command. */
void options_usage(FILE *out);

#endif
