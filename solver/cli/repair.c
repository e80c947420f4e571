/* repair.c - `chiave repair [options] FILE`: versions of each problem one edit
 * (or, with --depth 2, two) away that are sound with the intended key, best
 * first, as text or (--json) one record a problem. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/movegen.h"
#include "solver/report/json.h"

#define REPAIR_USAGE \
    "usage: chiave repair [options] [--key MOVE] [--depth 1|2] [--versions N] [-j N] [--json] FILE|-\n" \
    "  versions of a cooked problem (or one with a short mate, no solution, or\n" \
    "  duals) one edit away: a man added, removed, moved or changed in kind,\n" \
    "  sound with the intended key; best first by the intended play they keep.\n" \
    "  --key MOVE      the intended key, UCI (e2e4) or SAN (Qd5); default the\n" \
    "                  first key found, or the first try when there is none\n" \
    "  --depth 2       also pairs of edits when no single edit is enough\n" \
    "  --versions N    print the N best versions (default 5; 0 all of them)\n" \
    "  --max-time S    stop the search after S seconds (default 60 with --depth 2)\n" \
    "  -j N            search on N threads (default: one per core)\n"

typedef struct {
    const CliOptions *o;
    const char *name; /* FILE, for messages */
    RepairOptions ro;
    const char *key;
    int best;
    int count;
    bool bad, unmended;
} Run;

/* Whether a and b read the same once check signs and annotations are dropped. */
static bool same_san(const char *a, const char *b)
{
    size_t na = strcspn(a, "+#!?"), nb = strcspn(b, "+#!?");
    return na == nb && strncmp(a, b, na) == 0;
}

/* The legal move of pos written text: UCI (any case) or SAN in lang or English. */
static Move parse_key(const Position *pos, const char *text, Lang lang)
{
    char low[8];
    size_t n = strlen(text);
    if (n >= 4 && n <= 5) {
        for (size_t i = 0; i <= n; i++)
            low[i] = (char)tolower((unsigned char)text[i]);
        Move m = move_from_uci(pos, low);
        if (m != MOVE_NONE)
            return m;
    }
    if (strncmp(text, "1.", 2) == 0)
        text += 2;
    MoveList list;
    gen_legal(pos, &list);
    for (int i = 0; i < list.n; i++) {
        char san[SAN_MAX];
        if (same_san(move_to_san(pos, list.moves[i], lang, san, sizeof san), text) ||
            same_san(move_to_san(pos, list.moves[i], LANG_EN, san, sizeof san), text))
            return list.moves[i];
    }
    return MOVE_NONE;
}

static void put_record(json_t *rec)
{
    char *line = report_json_dump(rec);
    if (!line) {
        fprintf(stderr, "chiave: out of memory\n");
        exit(2);
    }
    puts(line);
    free(line);
}

static void problem_error(Run *r, const Problem *p, const char *msg)
{
    r->bad = true;
    fprintf(stderr, "chiave: %s\n", msg);
    if (r->o->json)
        put_record(repair_json_error(p->id, p->fen[0] ? p->fen : NULL, msg));
}

static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Run *r = ctx;
    char msg[FEN_MSG + 64];
    if (err) {
        problem_error(r, p, err);
        return 0;
    }
    if (p->warnings[0])
        fprintf(stderr, "chiave: %s:%ld: warning: %s\n", r->name, lineno, p->warnings);
    RepairOptions ro = r->ro;
    if (r->key && (ro.key = parse_key(&p->pos, r->key, r->o->lang)) == MOVE_NONE) {
        snprintf(msg, sizeof msg, "%s:%ld: --key %s: not a legal move in %s", r->name, lineno, r->key, p->fen);
        problem_error(r, p, msg);
        return 0;
    }
    Repair *rep = malloc(sizeof *rep);
    if (!rep) {
        fprintf(stderr, "chiave: out of memory\n");
        return 1;
    }
    if (repair_run(p, &ro, rep, msg, sizeof msg) != 0) {
        char full[sizeof msg + 300];
        snprintf(full, sizeof full, "%s:%ld: %s", r->name, lineno, msg);
        problem_error(r, p, full);
    } else {
        r->unmended |= rep->outcome != REPAIR_NOTHING && rep->nversions == 0;
        if (r->o->json) {
            put_record(repair_json(p, rep, r->best));
        } else {
            if (r->count)
                putchar('\n');
            repair_print(stdout, p, rep, r->best, r->o->lang);
        }
    }
    r->count++;
    repair_free(rep);
    free(rep);
    return 0;
}

int cmd_repair(int nargs, char **args)
{
    const char *jobs = NULL, *key = NULL, *depth = NULL, *versions = NULL;
    OwnOption own[] = {
        { "-j", "--jobs", &jobs }, { "--key", NULL, &key },
        { "--depth", NULL, &depth }, { "--versions", NULL, &versions },
    };
    CliOptions o;
    char err[512];
    char **rest = calloc((size_t)nargs + 1, sizeof *rest), **operands = calloc((size_t)nargs + 1, sizeof *operands);
    int status = 2;
    if (!rest || !operands)
        goto out;
    int nrest = cli_take_options(nargs, args, own, 4, rest, err, sizeof err);
    int nops = nrest < 0 ? -1 : options_parse(nrest, rest, false, &o, operands, err, sizeof err);
    Run r = { .o = &o, .key = key, .best = 5 };
    long n;
    if (nops >= 0 && o.help) {
        fputs(REPAIR_USAGE, stdout);
        options_usage(stdout);
        status = 0;
        goto out;
    }
    r.ro.depth = 1;
    if (nops >= 0 && !cli_jobs(jobs, &r.ro.jobs, err, sizeof err))
        nops = -1;
    if (nops >= 0 && depth) {
        if (cli_number("--depth", depth, 1, 2, &n, err, sizeof err))
            r.ro.depth = (int)n;
        else
            nops = -1;
    }
    if (nops >= 0 && versions) {
        if (cli_number("--versions", versions, 0, 1000000, &n, err, sizeof err))
            r.best = (int)n;
        else
            nops = -1;
    }
    if (nops >= 0 && nops != 1)
        snprintf(err, sizeof err, "expected one FILE (or - for standard input)"), nops = -1;
    else if (nops >= 0 && o.solve.keys_only)
        snprintf(err, sizeof err, "--keys-only: repair compares the whole play"), nops = -1;
    if (nops < 0) {
        fprintf(stderr, "chiave repair: %s\n", err);
        fputs(REPAIR_USAGE "try 'chiave --help'\n", stderr);
        goto out;
    }
    /* --max-time bounds the whole search, not each solve. */
    r.ro.max_time = o.solve.max_time > 0 ? o.solve.max_time : r.ro.depth > 1 ? 60 : 0;
    r.ro.solve = o.solve;
    r.ro.solve.max_time = 0;
    r.ro.lang = o.lang;
    r.name = strcmp(operands[0], "-") == 0 ? "<stdin>" : operands[0];
    int rc = cli_each_problem(operands[0], on_problem, &r);
    if (rc < 0)
        fprintf(stderr, "chiave: %s: %s\n", r.name, strerror(errno));
    else if (r.count == 0 && !r.bad)
        fprintf(stderr, "chiave: %s: no position found\n", r.name);
    status = rc != 0 || r.bad || r.count == 0 ? 2 : r.unmended ? 1 : 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("chiave: standard output");
        status = 2;
    }
out:
    free(rest);
    free(operands);
    return status;
}
