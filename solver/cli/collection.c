/* collection.c - options and input shared by economy and repair. */
#include "solver/cli/collection.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen/input.h"
#include "solver/batch/input.h"
#include "solver/io/std_streams.h"
#include "solver/report/json.h"

/* The option of own that word a names, and where its value starts (NULL: in
 * the next word). */
static const OwnOption *own_option(const char *a, const OwnOption *own, int nown, const char **val)
{
    for (int k = 0; k < nown; k++) {
        const char *names[2] = { own[k].name, own[k].alias };
        for (int j = 0; j < 2; j++) {
            const char *n = names[j];
            size_t len = n ? strlen(n) : 0;
            if (!n || strncmp(a, n, len) != 0)
                continue;
            if (a[len] == '\0') {
                *val = NULL;
                return &own[k];
            }
            if (a[len] == '=' && n[1] == '-') {
                *val = a + len + 1;
                return &own[k];
            }
            if (n[1] != '-' && len == 2) { /* "-j2" */
                *val = a + len;
                return &own[k];
            }
        }
    }
    return NULL;
}

int cli_take_options(int nargs, char **args, const OwnOption *own, int nown, char **rest,
                     char *err, size_t errlen)
{
    int n = 0;
    bool done = false;
    for (int i = 0; i < nargs; i++) {
        const char *val;
        const OwnOption *o = done ? NULL : own_option(args[i], own, nown, &val);
        if (!done && strcmp(args[i], "--") == 0)
            done = true;
        if (!o) {
            rest[n++] = args[i];
            continue;
        }
        if (!val) {
            if (i + 1 >= nargs) {
                snprintf(err, errlen, "option '%s' needs a value", args[i]);
                return -1;
            }
            val = args[++i];
        }
        *o->value = val;
    }
    return n;
}

bool cli_number(const char *name, const char *val, long lo, long hi, long *out, char *err, size_t errlen)
{
    if (parse_int(val, lo, hi, out))
        return true;
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
        fprintf(stderr, "chiave: out of memory\n");
        exit(2);
    }
    puts(line);
    free(line);
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
                        const OwnOption *own, int nown, CliCollection *c)
{
    const char *jobs = NULL;
    OwnOption all[16];
    int n = 0;
    all[n++] = (OwnOption){ "-j", "--jobs", &jobs };
    for (int i = 0; i < nown && n < 16; i++)
        all[n++] = own[i];
    char err[512];
    char **rest = calloc((size_t)nargs + 1, sizeof *rest), **operands = calloc((size_t)nargs + 1, sizeof *operands);
    int status = 2;
    memset(c, 0, sizeof *c);
    if (!rest || !operands) {
        fprintf(stderr, "chiave: out of memory\n");
        goto out;
    }
    int nrest = cli_take_options(nargs, args, all, n, rest, err, sizeof err);
    int nops = nrest < 0 ? -1 : options_parse(nrest, rest, false, &c->o, operands, err, sizeof err);
    if (nops >= 0 && c->o.help) {
        fputs(usage, stdout);
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
    if (nops < 0) {
        fprintf(stderr, "chiave %s: %s\n%stry 'chiave --help'\n", command, err, usage);
        goto out;
    }
    c->file = operands[0];
    c->name = strcmp(c->file, "-") == 0 ? "<stdin>" : c->file;
    status = -1;
out:
    free(rest);
    free(operands);
    return status;
}

int cli_collection_run(CliCollection *c, ProblemFn cb, void *ctx)
{
    int rc = each_problem(c->file, cb, ctx);
    if (rc < 0)
        fprintf(stderr, "chiave: %s: %s\n", c->name, strerror(errno));
    else if (c->count == 0 && !c->bad)
        fprintf(stderr, "chiave: %s: no position found\n", c->name);
    return std_out_status(rc != 0 || c->bad || c->count == 0 ? 2 : 0);
}
