/* options.c - parsing the options of `solve` and `batch`. */
#include "solver/cli/options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

void options_usage(FILE *out)
{
    fputs("usage: chiave solve [options] FILE|-     the composer's report of every problem\n"
          "                                         of FILE (each twin)\n"
          "       chiave batch [options] [-j N] FILE...|-\n"
          "                                         one JSON record a line per problem\n"
          "       chiave perft DEPTH \"FEN\"          move-generator node count (divide)\n"
          "       chiave verify [options] FILE --expect RECORD [--strict] | --key MOVE[,MOVE]\n"
          "                                         solve again, say what changed from RECORD\n"
          "                                         (a solve --json / batch record); exit 0 same\n"
          "                                         keys (--strict: same play and named\n"
          "                                         themes), 1 changed\n"
          "       chiave verify [options] FILE --theme NAME[,NAME...]\n"
          "                                         exit 0 only when the problem shows every\n"
          "                                         theme named (le-grand, zagoruiko, ...)\n"
          "       chiave watch [options] FILE       re-solve FILE each time it is saved and say\n"
          "                                         what changed (Ctrl-C ends)\n"
          "       chiave serve [--port N] [--open] [FILE]\n"
          "                                         the workbench: a board editor with instant\n"
          "                                         analysis in the browser (serve --help)\n"
          "       chiave convert FILE...|- --to fen|epd|popeye|yaml\n"
          "                                         every problem of the FILEs (any format)\n"
          "                                         written to standard output in another\n"
          "                                         format (--to)\n"
          "       chiave economy|repair FILE        what every man does | sound versions (--help)\n"
          "       chiave diagram [--format F] [--id NAME|--index N] [-o OUT] FILE\n"
          "                                         each problem drawn as a magazine prints it\n"
          "                                         (diagram --help)\n"
          "       chiave --help | --version\n"
          "options:\n"
          "  --json             solve: JSON records (one a line) instead of the text report\n"
          "  --keys-only        keys and short solutions only (fastest)\n"
          "  --all-defences     list every defence, not only those defeating a threat\n"
          "  --refutations N    tries fail to 1..N replies (default 1)\n"
          "  --lang it|de|fr|en the language of what you read: words and piece letters\n"
          "                     (default en; for the text report see defaults below)\n"
          "  --max-time S       give up after S seconds of search (status \"timeout\"); 0 = no limit\n"
          "text report options (solve, watch):\n"
          "  --board unicode|ascii|none\n"
          "                     the diagram: chess figurines, letters, or none (default:\n"
          "                     unicode on a UTF-8 terminal, else ascii)\n"
          "  --order key,tries,set\n"
          "                     the phases in the order to read them, each once (default\n"
          "                     key,tries,set; a changed-play problem reads set,tries,key)\n"
          "  --notation letters|figurine\n"
          "                     the men in the language's letters (default) or as\n"
          "                     figurines, ♔♕♖♗♘ for both sides, as magazines print them\n"
          "  defaults of the text report (solve without --json, watch): the command line,\n"
          "  then CHIAVE_LANG, then the config file $XDG_CONFIG_HOME/chiave/config (else\n"
          "  ~/.config/chiave/config: 'key = value' lines of lang, order, board,\n"
          "  refutations; '#' comments), then LC_ALL, LC_MESSAGES, LANG (the first set\n"
          "  names the language), then English. JSON changes only with --lang.\n"
          "solve options:\n"
          "  --publish          the solution as a magazine prints it: set play, tries with\n"
          "                     their refutations, the key with its threat, the\n"
          "                     variations; no diagram, no Analysis\n"
          "  --id NAME          only the problem of FILE with that id (and its twins)\n"
          "  --index N          only the N-th problem of FILE (and its twins)\n"
          "batch options:\n"
          "  -j N, --jobs N     solve on N threads (default: one per core); records come\n"
          "                     in input order, each written as soon as those before it are\n"
          "  --shard K/N        solve only problems K, K+N, K+2N, ... (1 <= K <= N); the\n"
          "                     problems of all FILEs are counted from 1: FEN/EPD lines that\n"
          "                     are not blank or '#' comments, PGN games, Popeye and YAML\n"
          "                     positions\n"
          "  --resume OUT       append the records to OUT (created if absent), not to\n"
          "                     standard output, skipping the problems OUT already holds\n"
          "                     (matched by id, else FEN, else error message); OUT is\n"
          "                     locked: a second run on it refuses at once\n"
          "  --no-progress      no progress line (shown on standard error if a terminal)\n"
          "  A FILE is FEN/EPD (one problem a line), PGN (.pgn, or its first character\n"
          "  '['): one problem a game, from its [FEN] tag, id from [Id] or [ProblemId],\n"
          "  else White; Event; Site; Date; Round, or Popeye input (.inp, or its first\n"
          "  word beginproblem, AnfangProblem, ...): each twin a problem, or Olive/YACPDB\n"
          "  YAML (.olv, .yaml, .yml, or its first line \"---\" or \"algebraic:\").\n"
          "  SIGINT/SIGTERM: the problems in flight are finished and written, then the\n"
          "  summary; a second one quits now.\n"
          "exit status: solve 0 sound, 1 cooked/short/no solution, 2 bad input or usage\n"
          "             (a collection: the worst of its problems);\n"
          "             batch 0 when every problem gave a record, 2 on usage errors,\n"
          "             unreadable files or output errors, 130 when interrupted;\n"
          "             verify 0 same (and every --theme shown), 1 changed (or a theme\n"
          "             not shown), 2 bad input, usage, unknown theme or timeout;\n"
          "             convert 0 all written, 1 some not, 2 usage or unreadable files;\n"
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

/* Applies an option that takes a value. Returns false with a message on error. */
static bool set_valued(const char *name, const char *val, bool batch, CliOptions *o,
                       char *err, size_t errlen)
{
    long n;
    if (strcmp(name, "--refutations") == 0) {
        if (!parse_int(val, 1, 1000, &n)) {
            snprintf(err, errlen, "--refutations: '%s' is not a number from 1 to 1000", val);
            return false;
        }
        o->solve.max_refutations = (int)n;
        o->refutations_given = true;
    } else if (strcmp(name, "--lang") == 0) {
        if (!lang_parse(val, &o->lang)) {
            snprintf(err, errlen, "--lang: '%s' is not one of it, de, fr, en", val);
            return false;
        }
        o->lang_given = true;
    } else if (strcmp(name, "--max-time") == 0) {
        if (!parse_seconds(val, &o->solve.max_time)) {
            snprintf(err, errlen, "--max-time: '%s' is not a number of seconds", val);
            return false;
        }
    } else if (!batch && strcmp(name, "--board") == 0) {
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
    } else if (!batch && strcmp(name, "--order") == 0) {
        if (!parse_order(val, o->order)) {
            snprintf(err, errlen, "--order: '%s' is not set, tries and key, each once, in the order to read them", val);
            return false;
        }
        o->order_given = true;
    } else if (!batch && strcmp(name, "--notation") == 0) {
        if (strcmp(val, "figurine") != 0 && strcmp(val, "letters") != 0) {
            snprintf(err, errlen, "--notation: '%s' is not letters or figurine", val);
            return false;
        }
        o->figurine = val[0] == 'f';
    } else if (!batch && strcmp(name, "--id") == 0) {
        if (!*val) {
            snprintf(err, errlen, "--id: empty name");
            return false;
        }
        o->pick_id = val;
    } else if (!batch && strcmp(name, "--index") == 0) {
        if (!parse_int(val, 1, 2000000000L, &n)) {
            snprintf(err, errlen, "--index: '%s' is not a number from 1", val);
            return false;
        }
        o->pick_index = n;
    } else if (batch && (strcmp(name, "-j") == 0 || strcmp(name, "--jobs") == 0)) {
        if (!parse_int(val, 1, 1024, &n)) {
            snprintf(err, errlen, "%s: '%s' is not a number from 1 to 1024", name, val);
            return false;
        }
        o->jobs = (int)n;
    } else if (batch && strcmp(name, "--shard") == 0) {
        if (!parse_shard(val, &o->shard_k, &o->shard_n)) {
            snprintf(err, errlen, "--shard: '%s' is not K/N with 1 <= K <= N", val);
            return false;
        }
    } else if (batch && strcmp(name, "--resume") == 0) {
        if (!*val) {
            snprintf(err, errlen, "--resume: empty file name");
            return false;
        }
        o->resume = val;
    } else {
        snprintf(err, errlen, "unknown option '%s'", name);
        return false;
    }
    return true;
}

bool options_set(const char *name, const char *val, CliOptions *o, char *err, size_t errlen)
{
    return set_valued(name, val, false, o, err, errlen);
}

static bool batch_only(const char *name)
{
    static const char *const names[] = {"-j", "--jobs", "--shard", "--resume", "--no-progress"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

/* The options of the text report and of solve's choice of problem. */
static bool solve_only(const char *name)
{
    return strcmp(name, "--id") == 0 || strcmp(name, "--index") == 0 || strcmp(name, "--board") == 0
           || strcmp(name, "--order") == 0 || strcmp(name, "--notation") == 0;
}

static bool is_valued(const char *name)
{
    static const char *const valued[] = {"--refutations", "--lang", "--max-time", "-j", "--jobs",
                                         "--shard", "--resume", "--id", "--index", "--board", "--order",
                                         "--notation"};
    for (size_t i = 0; i < sizeof valued / sizeof *valued; i++)
        if (strcmp(name, valued[i]) == 0)
            return true;
    return false;
}

int options_parse(int nargs, char **args, bool batch, CliOptions *o,
                  char **operands, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    solve_options_default(&o->solve);
    o->lang = LANG_EN;
    TextStyle ts;
    text_style_default(&ts, LANG_EN);
    memcpy(o->order, ts.order, sizeof o->order);
    o->jobs = 0;
    int nops = 0;
    bool options_done = false;
    for (int i = 0; i < nargs; i++) {
        char *a = args[i];
        if (options_done || a[0] != '-' || strcmp(a, "-") == 0) {
            operands[nops++] = a;
        } else if (strcmp(a, "--") == 0) {
            options_done = true;
        } else if (strcmp(a, "--json") == 0) {
            o->json = true;
        } else if (strcmp(a, "--keys-only") == 0) {
            o->solve.keys_only = true;
        } else if (strcmp(a, "--all-defences") == 0 || strcmp(a, "--all-defenses") == 0) {
            o->solve.all_defences = true;
        } else if (batch && strcmp(a, "--no-progress") == 0) {
            o->no_progress = true;
        } else if (!batch && strcmp(a, "--publish") == 0) {
            o->publish = true;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            o->help = true;
        } else {
            /* "--name=value", "--name value", "-jN" or "-j N". */
            char name[32];
            const char *val = NULL;
            const char *eq = strchr(a, '=');
            if (strncmp(a, "-j", 2) == 0 && a[2] && a[2] != '=') {
                snprintf(name, sizeof name, "-j");
                val = a + 2;
            } else if (eq && a[1] == '-') {
                snprintf(name, sizeof name, "%.*s", (int)(eq - a), a);
                val = eq + 1;
            } else {
                snprintf(name, sizeof name, "%s", a);
            }
            if (!is_valued(name) || (!batch && batch_only(name)) || (batch && solve_only(name))) {
                snprintf(err, errlen, "unknown option '%s'", a);
                return -1;
            }
            if (!val) {
                if (i + 1 >= nargs) {
                    snprintf(err, errlen, "option '%s' needs a value", a);
                    return -1;
                }
                val = args[++i];
            }
            if (!set_valued(name, val, batch, o, err, errlen))
                return -1;
        }
    }
    return nops;
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
