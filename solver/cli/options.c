/* options.c - parsing the options of `solve` and `batch`. */
#include "solver/cli/options.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/cli/optparse.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* The options' rows. IDs tell apply_option which one it is. */
enum {
    OPT_JSON = 1, OPT_KEYS_ONLY, OPT_ALL_DEFENCES, OPT_REFUTATIONS, OPT_LANG, OPT_MAX_TIME, OPT_HELP,
    OPT_BOARD, OPT_ORDER, OPT_NOTATION, OPT_PUBLISH, OPT_ID, OPT_INDEX, OPT_JOBS, OPT_SHARD, OPT_RESUME,
    OPT_NO_PROGRESS, OPT_WHY,
};

static const OptRow SEARCH_ROWS[] = {
    { "json", 0, NULL, "solve: JSON records (one a line) instead of the text report", OPT_JSON },
    { "keys-only", 0, NULL, "keys and short solutions only (fastest)", OPT_KEYS_ONLY },
    { "all-defences", 0, NULL, "list every defence, not only those defeating a threat", OPT_ALL_DEFENCES },
    { "all-defenses", 0, NULL, NULL, OPT_ALL_DEFENCES },
    { "refutations", 0, "N", "tries fail to 1..N replies (default 1)", OPT_REFUTATIONS },
    { "lang", 0, "it|de|fr|en", "the language of what you read: words and piece letters\n"
                                "(default en; for the text report see defaults below)", OPT_LANG },
    { "max-time", 0, "S", "give up after S seconds of search (status \"timeout\"); 0 = no limit", OPT_MAX_TIME },
    { "help", 'h', NULL, NULL, OPT_HELP },
    { NULL, 0, NULL, NULL, 0 },
};

static const OptRow REPORT_ROWS[] = {
    { "board", 0, "unicode|ascii|none", "the diagram: chess figurines, letters, or none (default:\n"
                                        "unicode on a UTF-8 terminal, else ascii)", OPT_BOARD },
    { "order", 0, "set,tries,key", "the phases in the order to read them, each once (default\n"
                                   "set,tries,key, as magazines print a solution)", OPT_ORDER },
    { "notation", 0, "letters|figurine", "the men in the language's letters (default) or as\n"
                                         "figurines, ♔♕♖♗♘ for both sides, as magazines print them", OPT_NOTATION },
    { "why", 0, NULL, "each variation and refutation with its motives in words: how\n"
                      "the defence stops the threat, what weakness the mate exploits\n"
                      "(the JSON record always has them)", OPT_WHY },
    { NULL, 0, NULL, NULL, 0 },
};

static const OptRow PICK_ROWS[] = {
    { "publish", 0, NULL, "the solution as a magazine prints it: set play, tries with\n"
                          "their refutations, the key with its threat, the\n"
                          "variations; no diagram, no Analysis", OPT_PUBLISH },
    { NULL, 0, NULL, NULL, 0 },
};

static const OptRow CHOOSE_ROWS[] = {
    { "id", 0, "NAME", "only the problem of FILE with that id (and its twins)", OPT_ID },
    { "index", 0, "N", "only the N-th problem of FILE (and its twins); verify\n"
                       "without either takes the first, the others every problem", OPT_INDEX },
    { NULL, 0, NULL, NULL, 0 },
};

static const OptRow BATCH_ROWS[] = {
    { "jobs", 'j', "N", "solve on N threads (default: one per core); records come\n"
                        "in input order, each written as soon as those before it are", OPT_JOBS },
    { "shard", 0, "K/N", "solve only problems K, K+N, K+2N, ... (1 <= K <= N); the\n"
                         "problems of all FILEs are counted from 1: FEN/EPD lines that\n"
                         "are not blank or '#' comments, PGN games, Popeye and YAML\n"
                         "problems (a problem with its twins is one)", OPT_SHARD },
    { "resume", 0, "OUT", "append the records to OUT (created if absent), not to\n"
                          "standard output, skipping the problems OUT already holds\n"
                          "(matched by id, else FEN, else error message); OUT is\n"
                          "locked: a second run on it refuses at once", OPT_RESUME },
    { "no-progress", 0, NULL, "no progress line (shown on standard error if a terminal)", OPT_NO_PROGRESS },
    { NULL, 0, NULL, NULL, 0 },
};

#define SEARCH_GROUP { "options:", SEARCH_ROWS, NULL }
#define REPORT_GROUP { "text report options (solve, watch):", REPORT_ROWS,                          \
    "  defaults of the text report (solve without --json, watch): the command line,\n"             \
    "  then CHIAVE_LANG, then the config file $XDG_CONFIG_HOME/chiave/config (else\n"              \
    "  ~/.config/chiave/config: 'key = value' lines of lang, order, board,\n"                      \
    "  refutations; '#' comments), then LC_ALL, LC_MESSAGES, LANG (the first set\n"                \
    "  names the language), then English. JSON changes only with --lang.\n" }
#define PICK_GROUP { "solve options:", PICK_ROWS, NULL }
#define CHOOSE_GROUP { "solve, verify, economy and repair options:", CHOOSE_ROWS, NULL }
#define BATCH_GROUP { "batch options:", BATCH_ROWS,                                                 \
    "  A FILE is FEN/EPD (one problem a line), PGN (.pgn, or its first character\n"                \
    "  '['): one problem a game, from its [FEN] tag, id from [Id] or [ProblemId],\n"               \
    "  else White; Event; Site; Date; Round, or Popeye input (.inp, or its first\n"                \
    "  word beginproblem, AnfangProblem, ...): each twin a problem, or Olive/YACPDB\n"             \
    "  YAML (.olv, .yaml, .yml, or its first line \"---\" or \"algebraic:\").\n"                   \
    "  SIGINT/SIGTERM: the problems in flight are finished and written, then the\n"                \
    "  summary; a second one quits now.\n" }
#define END_GROUP { NULL, NULL, NULL }

/* solve, watch, verify, economy and repair; batch; the usage of them all. */
const OptGroup SOLVE_OPTIONS[] = { SEARCH_GROUP, REPORT_GROUP, PICK_GROUP, CHOOSE_GROUP, END_GROUP };
const OptGroup BATCH_OPTIONS[] = { SEARCH_GROUP, BATCH_GROUP, END_GROUP };
static const OptGroup USAGE_GROUPS[] = { SEARCH_GROUP, REPORT_GROUP, PICK_GROUP, CHOOSE_GROUP, BATCH_GROUP, END_GROUP };
void options_usage(FILE *out)
{
    commands_usage(out);
    opt_help(out, USAGE_GROUPS);
    fputs("exit status: solve 0 sound, 1 cooked/short/no solution/timeout, 2 bad input\n"
          "             or usage (a collection: the worst of its problems);\n"
          "             batch 0 when every problem gave a record, 2 on usage errors,\n"
          "             unreadable files or output errors, 130 when interrupted;\n"
          "             verify 0 same (and every --theme shown), 1 changed (or a theme\n"
          "             not shown), 2 bad input, usage, unknown theme or timeout;\n"
          "             convert 0 all written, 2 bad input (the rest written), usage\n"
          "             or unreadable files;\n"
          "             diagram 0 done, 2 bad input or usage\n",
          out);
}

BoardStyle board_for_terminal(bool tty, const char *lc_all, const char *lc_ctype, const char *lang)
{
    const char *vars[] = { lc_all, lc_ctype, lang };
    const char *locale = "";
    for (size_t i = 0; i < 3 && !*locale; i++)
        if (vars[i])
            locale = vars[i];
    bool utf8 = strcasestr(locale, "UTF-8") || strcasestr(locale, "UTF8");
    return tty && utf8 ? BOARD_UNICODE : BOARD_ASCII;
}

TextStyle options_text_style(const CliOptions *o)
{
    TextStyle ts;
    text_style_default(&ts, o->lang);
    ts.board = o->board;
    ts.figurine = o->figurine;
    ts.why = o->why;
    memcpy(ts.order, o->order, sizeof ts.order);
    if (!o->board_given)
        ts.board = board_for_terminal(isatty(STDOUT_FILENO), getenv("LC_ALL"), getenv("LC_CTYPE"),
                                      getenv("LANG"));
    return ts;
}

/* "set,tries,key": each phase once, in any order. */
static bool parse_order(const char *s, ReportPhase order[REPORT_PHASES])
{
    static const struct { const char *name; ReportPhase ph; } names[] = {
        { "key", REPORT_KEY }, { "keys", REPORT_KEY }, { "tries", REPORT_TRIES }, { "try", REPORT_TRIES },
        { "set", REPORT_SET },
    };
    bool seen[REPORT_PHASES] = { false };
    int n = 0;
    const char *p = s;
    for (;;) {
        size_t len = strcspn(p, ",");
        bool known = false;
        for (size_t i = 0; i < sizeof names / sizeof *names && !known; i++)
            if (strlen(names[i].name) == len && strncmp(p, names[i].name, len) == 0) {
                if (n == REPORT_PHASES || seen[names[i].ph])
                    return false;
                seen[names[i].ph] = true;
                order[n++] = names[i].ph;
                known = true;
            }
        if (!known)
            return false;
        if (!p[len])
            break;
        p += len + 1;
    }
    return n == REPORT_PHASES;
}

bool parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

static bool parse_seconds(const char *s, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || end == s || *end || !(v >= 0))
        return false;
    *out = v;
    return true;
}

/* "K/N" with 1 <= K <= N. */
static bool parse_shard(const char *s, int *k, int *n)
{
    const char *slash = strchr(s, '/');
    char first[24];
    long kk, nn;
    if (!slash || (size_t)(slash - s) >= sizeof first)
        return false;
    memcpy(first, s, (size_t)(slash - s));
    first[slash - s] = '\0';
    if (!parse_int(first, 1, 1000000000L, &kk) || !parse_int(slash + 1, 1, 1000000000L, &nn) || kk > nn)
        return false;
    *k = (int)kk;
    *n = (int)nn;
    return true;
}

/* Applies option id (val: its value) to the CliOptions at ctx; name is the
 * option in messages. */
static bool apply_option(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    CliOptions *o = ctx;
    long n;
    switch (id) {
    case OPT_JSON:
        o->json = true;
        break;
    case OPT_KEYS_ONLY:
        o->solve.keys_only = true;
        break;
    case OPT_ALL_DEFENCES:
        o->solve.all_defences = true;
        break;
    case OPT_HELP:
        o->help = true;
        break;
    case OPT_NO_PROGRESS:
        o->no_progress = true;
        break;
    case OPT_REFUTATIONS:
        if (!parse_int(val, 1, 1000, &n)) {
            snprintf(err, errlen, "--refutations: '%s' is not a number from 1 to 1000", val);
            return false;
        }
        o->solve.max_refutations = (int)n;
        o->refutations_given = true;
        break;
    case OPT_LANG:
        if (!lang_parse(val, &o->lang)) {
            snprintf(err, errlen, "--lang: '%s' is not one of it, de, fr, en", val);
            return false;
        }
        o->lang_given = true;
        break;
    case OPT_MAX_TIME:
        if (!parse_seconds(val, &o->solve.max_time)) {
            snprintf(err, errlen, "--max-time: '%s' is not a number of seconds", val);
            return false;
        }
        break;
    case OPT_BOARD: {
        static const char *const styles[] = { [BOARD_ASCII] = "ascii", [BOARD_UNICODE] = "unicode",
                                              [BOARD_NONE] = "none" };
        o->board_given = false;
        for (int b = BOARD_ASCII; b <= BOARD_NONE; b++)
            if (strcmp(val, styles[b]) == 0) {
                o->board = (BoardStyle)b;
                o->board_given = true;
            }
        if (!o->board_given) {
            snprintf(err, errlen, "--board: '%s' is not one of unicode, ascii, none", val);
            return false;
        }
        break;
    }
    case OPT_ORDER:
        if (!parse_order(val, o->order)) {
            snprintf(err, errlen, "--order: '%s' is not set, tries and key, each once, in the order to read them", val);
            return false;
        }
        o->order_given = true;
        break;
    case OPT_NOTATION:
        if (strcmp(val, "figurine") != 0 && strcmp(val, "letters") != 0) {
            snprintf(err, errlen, "--notation: '%s' is not letters or figurine", val);
            return false;
        }
        o->figurine = val[0] == 'f';
        break;
    case OPT_PUBLISH:
        o->publish = true;
        break;
    case OPT_WHY:
        o->why = true;
        break;
    case OPT_ID:
        if (!*val) {
            snprintf(err, errlen, "--id: empty name");
            return false;
        }
        o->pick.id = val;
        break;
    case OPT_INDEX:
        if (!cli_number("--index", val, 1, 2000000000L, &n, err, errlen))
            return false;
        o->pick.index = n;
        break;
    case OPT_JOBS:
        if (!parse_int(val, 1, 1024, &n)) {
            snprintf(err, errlen, "%s: '%s' is not a number from 1 to 1024", name, val);
            return false;
        }
        o->jobs = (int)n;
        break;
    case OPT_SHARD:
        if (!parse_shard(val, &o->shard_k, &o->shard_n)) {
            snprintf(err, errlen, "--shard: '%s' is not K/N with 1 <= K <= N", val);
            return false;
        }
        break;
    case OPT_RESUME:
        if (!*val) {
            snprintf(err, errlen, "--resume: empty file name");
            return false;
        }
        o->resume = val;
        break;
    }
    return true;
}

bool options_set(const char *name, const char *val, CliOptions *o, char *err, size_t errlen)
{
    for (const OptGroup *g = SOLVE_OPTIONS; g->rows; g++)
        for (const OptRow *r = g->rows; r->name; r++)
            if (r->arg && strncmp(name, "--", 2) == 0 && strcmp(name + 2, r->name) == 0)
                return apply_option(o, r->id, val, name, err, errlen);
    snprintf(err, errlen, "unknown option '%s'", name);
    return false;
}

bool options_no_report(const CliOptions *o, const char *command, char *err, size_t errlen)
{
    if (!o->report_option)
        return true;
    snprintf(err, errlen, "%s is not an option of %s (it prints no solve report to shape)", o->report_option,
             command);
    return false;
}

void options_init(CliOptions *o)
{
    memset(o, 0, sizeof *o);
    solve_options_default(&o->solve);
    o->lang = LANG_EN;
    TextStyle ts;
    text_style_default(&ts, LANG_EN);
    memcpy(o->order, ts.order, sizeof o->order);
    o->jobs = 0;
}

/* What apply_both needs: the CliOptions, and the command's own apply. */
typedef struct {
    CliOptions *o;
    OptApply own;
    void *own_ctx;
} Both;

static bool apply_both(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    Both *b = ctx;
    static const char *const report[] = { [OPT_BOARD] = "--board", [OPT_ORDER] = "--order",
                                          [OPT_NOTATION] = "--notation", [OPT_WHY] = "--why",
                                          [OPT_PUBLISH] = "--publish" };
    if (id < (int)(sizeof report / sizeof *report) && report[id])
        b->o->report_option = report[id]; /* name is the parser's buffer: a literal outlives it */
    return id >= OPT_OWN ? b->own(b->own_ctx, id, val, name, err, errlen) : apply_option(b->o, id, val, name, err, errlen);
}

/* groups, then more (either may be NULL), parsed over args. */
static int parse_groups(const OptGroup *groups, const OptGroup *more, int nargs, char **args, Both *b,
                        char **operands, char *err, size_t errlen)
{
    OptGroup all[16];
    int n = 0;
    for (const OptGroup *list[2] = { groups, more }, **l = list; l < list + 2; l++)
        for (const OptGroup *g = *l; g && g->rows && n < 15; g++)
            all[n++] = *g;
    all[n] = (OptGroup){ NULL, NULL, NULL };
    return opt_parse_words("chiave", all, nargs, args, apply_both, b, operands, err, errlen);
}

int options_parse(int nargs, char **args, bool batch, CliOptions *o,
                  char **operands, char *err, size_t errlen)
{
    options_init(o);
    Both b = { o, NULL, NULL };
    return parse_groups(batch ? BATCH_OPTIONS : SOLVE_OPTIONS, NULL, nargs, args, &b, operands, err, errlen);
}

int options_parse_own(int nargs, char **args, const OptGroup *own, OptApply own_apply, void *own_ctx,
                      CliOptions *o, char **operands, char *err, size_t errlen)
{
    options_init(o);
    Both b = { o, own_apply, own_ctx };
    return parse_groups(own, SOLVE_OPTIONS, nargs, args, &b, operands, err, errlen);
}

int options_parse_file(int nargs, char **args, CliOptions *o, const char **path, char *err, size_t errlen)
{
    *path = NULL;
    char **operands = calloc((size_t)nargs + 1, sizeof *operands);
    if (!operands) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int nops = options_parse(nargs, args, false, o, operands, err, errlen);
    if (nops == 1)
        *path = operands[0];
    free(operands);
    return nops;
}
