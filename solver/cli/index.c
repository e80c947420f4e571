/* index.c - `chiave index -o DB FILE...`: every problem of the FILEs, solved
 * by the batch pipeline, with its analysis in an SQLite database
 * (solver/index/db.c; the schema in solver/index/README.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solver/batch/batch.h"
#include "solver/batch/progress.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/index/db.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/std_streams.h"

enum { OPT_DB = OPT_OWN, OPT_JOBS, OPT_NO_PROGRESS, OPT_HELP, OPT_COUNT };
static const OptRow INDEX_ROWS[] = {
    { "output", 'o', "DB", "the database (created if need be); a FILE indexed again\n"
                           "replaces its problems there", OPT_DB },
    { "jobs", 'j', "N", "solve on N threads (default: one per core)", OPT_JOBS },
    { "no-progress", 0, NULL, "no progress line on a terminal", OPT_NO_PROGRESS },
    { "help", 'h', NULL, "this help", OPT_HELP },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup INDEX_OPTIONS[] = { { "options:", INDEX_ROWS, NULL }, { NULL, NULL, NULL } };

static void usage(FILE *out)
{
    fputs("usage: chiave index -o DB [-j N] FILE...\n"
          "Solves every problem of the FILEs (each twin) and stores it with its analysis in the\n"
          "SQLite database DB, for `chiave find`. A problem that cannot be read is stored with\n"
          "its error, the rest indexed. Exit status: 0 done, 2 bad input (a problem not read)\n"
          "or usage, 130 interrupted.\n", out);
    opt_help(out, INDEX_OPTIONS);
}

static bool index_value(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    return cli_own_value(ctx, id, val ? val : "", name, err, errlen);
}

static bool to_db(void *ctx, const BatchItem *it)
{
    IndexDb *d = ctx;
    if (index_db_add(d, it))
        return true;
    fprintf(stderr, "chiave index: %s\n", d->err);
    return false;
}

int cmd_index(int nargs, char **args)
{
    const char *values[OPT_COUNT - OPT_OWN] = { NULL };
    char err[512];
    char **files = calloc((size_t)nargs + 1, sizeof *files);
    if (!files) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        return 2;
    }
    int nfiles = opt_parse_words("index", INDEX_OPTIONS, nargs, args, index_value, values, files, err, sizeof err);
    const char *db = values[OPT_DB - OPT_OWN];
    int jobs = 1;
    if (nfiles >= 0 && values[OPT_HELP - OPT_OWN]) {
        usage(stdout);
        free(files);
        return std_out_status(0);
    }
    if (nfiles >= 0 && !cli_jobs(values[OPT_JOBS - OPT_OWN], &jobs, err, sizeof err))
        nfiles = -1;
    else if (nfiles >= 0 && (!db || !*db))
        snprintf(err, sizeof err, "expected -o DB"), nfiles = -1;
    else if (nfiles == 0)
        snprintf(err, sizeof err, "expected FILE... (or - for standard input)"), nfiles = -1;
    if (nfiles < 0) {
        fprintf(stderr, "chiave index: %s\ntry 'chiave index --help'\n", err);
        free(files);
        return 2;
    }
    IndexDb d;
    if (!index_db_open(&d, db)) {
        fprintf(stderr, "chiave index: %s\n", d.err);
        index_db_close(&d);
        free(files);
        return 2;
    }
    CliOptions o;
    options_init(&o);
    BatchConfig c = {
        .inputs = files, .ninputs = nfiles, .solve = o.solve, .lang = LANG_EN, .jobs = jobs,
        .out_fd = -1, .sink = to_db, .sink_ctx = &d,
        .progress = !values[OPT_NO_PROGRESS - OPT_OWN] && isatty(STDERR_FILENO),
        .signals = true, .err = stderr,
    };
    BatchStats st;
    int status = batch_run(&c, &st);
    if (!index_db_close(&d)) {
        fprintf(stderr, "chiave index: %s\n", d.err);
        status = 2;
    }
    fprintf(stderr, "chiave index: %ld problem%s indexed in %s (%ld not read or not legal), %.0f/s\n",
            d.written, d.written == 1 ? "" : "s", db, d.errors,
            st.seconds > 0 ? (double)d.written / st.seconds : 0.0);
    if (status == 0 && d.errors > 0)
        status = 2; /* SPEC: bad input; each is named above and stored with its error, as convert does */
    batch_stats_free(&st);
    free(files);
    return std_out_status(status);
}
