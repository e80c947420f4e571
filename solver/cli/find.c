/* find.c - `chiave find DB`: the problems of an index that meet every
 * condition, or (--like FILE) ranked by closeness (solver/index/query.c,
 * like.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/index/db.h"
#include "solver/index/query.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/std_streams.h"
#include "themes/theme_table.h"

enum { OPT_THEME = OPT_OWN, OPT_KEY, OPT_STATUS, OPT_AUTHOR, OPT_SOURCE, OPT_MEN, OPT_LIKE, OPT_LIMIT,
       OPT_JSON, OPT_JOBS, OPT_HELP };
static const OptRow FIND_ROWS[] = {
    { "theme", 0, "NAME", "shows theme NAME (again: every one named)", OPT_THEME },
    { "key", 0, "MOVE", "has the key MOVE (uci e2e4, SAN Qb2 or 1.Qb2!)", OPT_KEY },
    { "status", 0, "S", "its verdict: sound, cooked, short, no-solution, illegal (or not read), timeout", OPT_STATUS },
    { "author", 0, "TEXT", "its authors hold TEXT (any case)", OPT_AUTHOR },
    { "source", 0, "TEXT", "its source holds TEXT (any case)", OPT_SOURCE },
    { "men", 0, "N|MIN-MAX", "N men on the board, or from MIN to MAX", OPT_MEN },
    { "like", 0, "FILE", "rank by closeness to the problem(s) of FILE, best first\n"
                         "(the anticipation search; default --limit 10 each; a\n"
                         "problem with nothing in common, score 0, is left out)", OPT_LIKE },
    { "limit", 0, "N", "at most N problems (with --like: for each problem of FILE)", OPT_LIMIT },
    { "json", 0, NULL, "one {\"id\",\"file\",\"line\",\"score\",\"why\"} a line", OPT_JSON },
    { "jobs", 'j', "N", "solve FILE of --like on N threads", OPT_JOBS },
    { "help", 'h', NULL, "this help", OPT_HELP },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup FIND_OPTIONS[] = { { "options:", FIND_ROWS, NULL }, { NULL, NULL, NULL } };

static void usage(FILE *out)
{
    fputs("usage: chiave find DB [options]\n"
          "Prints the problems of the index DB (chiave index) that meet every condition, one\n"
          "a line: its id, or FILE:LINE. Exit status: 0 matches, 1 none, 2 error.\n", out);
    opt_help(out, FIND_OPTIONS);
}

typedef struct {
    FindQuery q;
    bool help;
} FindArgs;

static bool men_range(const char *val, FindQuery *q, char *err, size_t errlen)
{
    long lo, hi;
    const char *dash = strchr(val, '-');
    char first[16];
    snprintf(first, sizeof first, "%.*s", dash ? (int)(dash - val) : (int)strlen(val), val);
    if (parse_int(first, 2, 64, &lo) && (dash ? parse_int(dash + 1, 2, 64, &hi) : (hi = lo, true)) && lo <= hi) {
        q->men_min = (int)lo;
        q->men_max = (int)hi;
        return true;
    }
    snprintf(err, errlen, "--men: '%s' is not N or MIN-MAX (from 2 to 64 men)", val);
    return false;
}

static bool find_apply(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    (void)name;
    FindArgs *a = ctx;
    FindQuery *q = &a->q;
    long n;
    switch (id) {
    case OPT_THEME: {
        char msg[1536]; /* every name: the message verify and themes give */
        if (!theme_check_name(val, msg, sizeof msg)) {
            snprintf(err, errlen, "--theme: %s", msg);
            return false;
        }
        if (q->nthemes == FIND_MAX_THEMES) {
            snprintf(err, errlen, "--theme: at most %d", FIND_MAX_THEMES);
            return false;
        }
        q->themes[q->nthemes++] = val;
        return true;
    }
    case OPT_KEY: /* "1.Kc3!" as composers write it is Kc3 */
        if (!(q->key = find_key_text(val)))
            snprintf(err, errlen, "--key: '%s' is not a move like Kc3, 1.Kc3!, Nxf7+, e8=Q, 0-0 or e2e4", val);
        return q->key != NULL;
    case OPT_STATUS: /* a verdict the index holds, else nothing would ever match */
        for (Status st = ST_SOUND; st <= ST_TIMEOUT; st++)
            if (strcmp(val, status_name(st)) == 0)
                return q->status = val, true;
        /* a problem that could not be read is stored "illegal", with its error (json.c) */
        snprintf(err, errlen,
                 "--status: '%s' is not a verdict (sound, cooked, short, no-solution, illegal, timeout)", val);
        return false;
    case OPT_AUTHOR: q->author = val; return true;
    case OPT_SOURCE: q->source = val; return true;
    case OPT_MEN: return men_range(val, q, err, errlen);
    case OPT_LIKE: q->like = val; return true;
    case OPT_LIMIT:
        if (!cli_number("--limit", val, 1, 1000000000L, &n, err, errlen))
            return false;
        q->limit = n;
        return true;
    case OPT_JSON: q->json = true; return true;
    case OPT_JOBS: return cli_jobs(val, &q->jobs, err, errlen);
    case OPT_HELP: a->help = true; return true;
    }
    return false;
}

int cmd_find(int nargs, char **args)
{
    FindArgs a = { 0 };
    CliOptions o;
    options_init(&o);
    a.q.solve = o.solve;
    char err[4096];
    char **ops = calloc((size_t)nargs + 1, sizeof *ops);
    if (!ops) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        return 2;
    }
    int nops = opt_parse_words("find", FIND_OPTIONS, nargs, args, find_apply, &a, ops, err, sizeof err);
    const char *path = nops == 1 ? ops[0] : NULL;
    free(ops);
    if (nops >= 0 && a.help) {
        usage(stdout);
        return std_out_status(0);
    }
    if (nops >= 0 && !path)
        snprintf(err, sizeof err, "expected one DB"), nops = -1;
    if (nops < 0) {
        fprintf(stderr, "chiave find: %s\ntry 'chiave find --help'\n", err);
        return 2;
    }
    sqlite3 *db = index_db_open_read(path, err, sizeof err);
    if (!db) {
        fprintf(stderr, "chiave find: %s\n", err);
        return 2;
    }
    int status = find_run(db, &a.q, stdout, stderr);
    sqlite3_close(db);
    return std_out_status(status);
}
