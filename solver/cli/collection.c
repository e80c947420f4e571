/* collection.c - options and input shared by economy and repair. */
#include "solver/cli/collection.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen/input.h"
#include "solver/batch/input.h"

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
    char *end;
    errno = 0;
    long v = strtol(val, &end, 10);
    if (errno || end == val || *end || v < lo || v > hi) {
        snprintf(err, errlen, "%s: '%s' is not a number from %ld to %ld", name, val, lo, hi);
        return false;
    }
    *out = v;
    return true;
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

int cli_each_problem(const char *path, ProblemFn cb, void *ctx)
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
