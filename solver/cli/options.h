/* options.h - the command-line options shared by `solve` and `batch`. */
#ifndef CHIAVE_OPTIONS_H
#define CHIAVE_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "fen/first_problem.h"
#include "solver/cli/optparse.h"
#include "solver/report/text.h"
#include "solver/san.h"
#include "solver/solution.h"

typedef struct {
    SolveOptions solve;
    Lang lang;
    bool json;   /* solve: the JSON record instead of the text report */
    BoardStyle board;  /* --board, when board_given */
    bool board_given;
    ReportPhase order[REPORT_PHASES];  /* --order */
    bool lang_given, order_given, refutations_given; /* on the command line (defaults.c) */
    bool help;
    /* solve only */
    bool figurine;        /* --notation figurine: the men of the report as figurines */
    bool why;             /* --why: the motives of each variation in words */
    bool publish;         /* --publish: the solution as a magazine prints it */
    const char *report_option; /* the last of --board, --order, --notation, --why,
                                * --publish on the command line (not the defaults),
                                * for the commands without solve's report */
    ProblemChoice pick;   /* --id NAME, --index N (1-based): the problem of a collection
                           * (solve, verify); neither: every problem (verify: the first) */
    /* batch only */
    int jobs;             /* -j: solver threads; 0 = one per core */
    int shard_k, shard_n; /* --shard K/N: problems K, K+N, K+2N, ... (1-based); N = 0: all */
    const char *resume;   /* --resume OUT, or NULL */
    bool no_progress;     /* --no-progress */
} CliOptions;

/* The option tables (optparse.h): solve's, which watch, verify, economy and
 * repair share, and batch's. */
extern const OptGroup SOLVE_OPTIONS[], BATCH_OPTIONS[];

/* The defaults, before any option. */
void options_init(CliOptions *o);

/* Parses args[0..nargs) (the words after the command name) with opt_parse
 * over BATCH_OPTIONS when batch, else SOLVE_OPTIONS; options and operands may
 * be mixed, "--" ends the options and "-" is an operand, a unique prefix of a
 * long option names it. Operands are stored in order in operands (room for
 * nargs). Returns the operand count, or -1 with a message in err. */
int options_parse(int nargs, char **args, bool batch, CliOptions *o,
                  char **operands, char *err, size_t errlen);

/* The ids of a command's own rows start here (those below are solve's). */
enum { OPT_OWN = 100 };

/* options_parse over the command's own groups (own, listed first; their ids
 * from OPT_OWN, applied by own_apply with own_ctx) and SOLVE_OPTIONS. */
int options_parse_own(int nargs, char **args, const OptGroup *own, OptApply own_apply, void *own_ctx,
                      CliOptions *o, char **operands, char *err, size_t errlen);

/* options_parse for a command of one FILE (solve, watch): *path is the
 * operand when there is exactly one, else NULL. Returns as options_parse. */
int options_parse_file(int nargs, char **args, CliOptions *o, const char **path, char *err, size_t errlen);

/* Sets the text report option name ("--lang", "--order", "--board",
 * "--refutations") to val as the command line would; false with a message in
 * err ("--lang: 'xx' is not one of ...") for a bad value. */
bool options_set(const char *name, const char *val, CliOptions *o, char *err, size_t errlen);

/* The rule of the commands that print no solve report (economy, repair):
 * false with a message in err when the command line gave one of its options
 * (--board, --order, --notation, --why, --publish). */
bool options_no_report(const CliOptions *o, const char *command, char *err, size_t errlen);

/* Whole-string integer in [lo, hi] into *out; false for anything else. */
bool parse_int(const char *s, long lo, long hi, long *out);
/* The diagram a user gets without --board: Unicode on a terminal (tty) whose
 * locale is UTF-8 (the first set of LC_ALL, LC_CTYPE and LANG names UTF-8),
 * else ASCII. */
BoardStyle board_for_terminal(bool tty, const char *lc_all, const char *lc_ctype, const char *lang);
/* The text style of the options for a report written to standard output. */
TextStyle options_text_style(const CliOptions *o);

/* The usage text of every command. */
void options_usage(FILE *out);

#endif
