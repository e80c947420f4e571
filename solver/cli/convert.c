/* convert.c - `chiave convert FILE... --to fen|epd|popeye|yaml`: every
 * problem of the files, in any format chiave reads, written to standard
 * output in another: twins as twins in Popeye and YAML, as positions of
 * their own in FEN and EPD. A problem that could not be read is named on
 * standard error and not written; the others are, and the status is 2 (bad
 * input, SPEC "Exit status"), as diagram gives. */
#include <errno.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen/input.h"
#include "fen/write/write.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/io/same_file.h"
#include "solver/io/std_streams.h"

#define CONVERT_USAGE "usage: chiave convert FILE...|- --to fen|epd|popeye|yaml\n"

typedef struct {
    Writer *w;
    const char *path;
    long skipped;
    int write_error; /* errno of the failed write, 0 while none */
} Convert;

static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Convert *c = ctx;
    if (err) {
        fprintf(stderr, "chiave convert: %s (not written)\n", err);
        c->skipped++;
        return 0;
    }
    if (p->warnings[0])
        fprintf(stderr, "chiave convert: %s:%ld: warning: %s\n", c->path, problem_warn_line(p, lineno),
                p->warnings);
    if (writer_add(c->w, lineno, p) != 0) {
        c->write_error = errno;
        return 1;
    }
    return 0;
}

enum { OPT_TO = OPT_OWN, OPT_HELP };
static const OptRow CONVERT_ROWS[] = {
    { "to", 0, "fen|epd|popeye|yaml", "the format to write", OPT_TO },
    { "help", 'h', NULL, NULL, OPT_HELP },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup CONVERT_OPTIONS[] = { { NULL, CONVERT_ROWS, NULL }, { NULL, NULL, NULL } };

/* Sets values[id - OPT_OWN]; a flag (--help) gets "". */
static bool convert_value(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    return cli_own_value(ctx, id, val ? val : "", name, err, errlen);
}

int cmd_convert(int nargs, char **args)
{
    const char *values[2] = { NULL, NULL };
    char **files = calloc((size_t)nargs + 1, sizeof *files);
    if (!files)
        return 2;
    char err[512];
    int nfiles = opt_parse_words("convert", CONVERT_OPTIONS, nargs, args, convert_value, values, files, err, sizeof err);
    const char *to = values[OPT_TO - OPT_OWN];
    if (nfiles >= 0 && values[OPT_HELP - OPT_OWN]) {
        fputs(CONVERT_USAGE, stdout);
        opt_help(stdout, CONVERT_OPTIONS);
        free(files);
        return std_out_status(0);
    }
    if (nfiles < 0) {
        fprintf(stderr, "chiave convert: %s\n" CONVERT_USAGE, err);
        free(files);
        return 2;
    }
    OutputFormat fmt;
    if (!to || !output_format_parse(to, &fmt) || nfiles == 0) {
        fprintf(stderr, "chiave convert: %s\n" CONVERT_USAGE,
                !to ? "--to FORMAT is needed" : nfiles == 0 ? "expected FILE... (or - for standard input)"
                                                           : "--to: not one of fen, epd, popeye, yaml");
        free(files);
        return 2;
    }
    const char *same = same_file_input(STDOUT_FILENO, files, nfiles);
    if (same) {
        same_file_refuse("convert", same, "standard output");
        free(files);
        return 2;
    }
    Convert c = { writer_new(fmt, stdout), NULL, 0, 0 };
    int status = c.w ? 0 : 2;
    for (int i = 0; i < nfiles && c.w && !c.write_error; i++) {
        char err[512];
        c.path = strcmp(files[i], "-") == 0 ? "<stdin>" : files[i];
        if (input_read_file(files[i], on_problem, &c, err, sizeof err) != 0 && !c.write_error) {
            fprintf(stderr, "chiave convert: %s\n", err);
            status = 2;
        }
    }
    if (c.w && writer_finish(c.w) != 0 && !c.write_error)
        c.write_error = errno;
    if (c.write_error) {
        /* Said here with the write's own error, and once: what is left of
         * the output is dropped. */
        fprintf(stderr, "chiave convert: standard output: %s\n", strerror(c.write_error));
        __fpurge(stdout);
        clearerr(stdout);
        status = 2;
    } else if (status == 0 && c.skipped) {
        fprintf(stderr, "chiave convert: %ld problem%s not written\n", c.skipped, c.skipped == 1 ? "" : "s");
        status = 2;
    }
    free(files);
    return status;
}
