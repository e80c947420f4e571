/* optparse.h - a command's options as rows of a table: getopt_long parses the
 * command line from them, and --help prints them. No other file spells an
 * option's name for parsing. */
#ifndef CHIAVE_CLI_OPTPARSE_H
#define CHIAVE_CLI_OPTPARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
    const char *name;  /* the long name, without "--"; NULL ends a table */
    int letter;        /* the short name ('j' for -j), or 0 */
    const char *arg;   /* the argument's name in the help ("N"), NULL for a flag */
    const char *help;  /* what it does; '\n' starts another line; NULL: not shown (an alias) */
    int id;            /* what the command's apply function is told */
} OptRow;

/* A group of rows under a heading in --help ("options:"); several commands
 * may list one group. A command's groups end with one whose rows are NULL. */
typedef struct {
    const char *heading;
    const OptRow *rows;
    const char *notes;  /* printed after the rows, as it is, or NULL */
} OptGroup;

/* Applies option id with its value (NULL for a flag); as_written is the
 * option as the user typed it, for messages. False with a message in err. */
typedef bool (*OptApply)(void *ctx, int id, const char *val, const char *as_written, char *err, size_t errlen);

/* Parses argv[1..argc) (argv[0] names the command) with getopt_long over the
 * rows of groups: "--name value", "--name=value", a unique prefix of a long
 * name, "-x value", "-xvalue"; options and operands in any order (the
 * operands keep theirs); "--" ends the options and "-" is an operand. Calls
 * apply for each option in turn; puts the operands in operands (room for
 * argc). Returns their count, or -1 with a message in err: "unknown option
 * '--x'" (an ambiguous prefix, or a value given to a flag, too), "option
 * '--x' needs a value", or apply's (told "-j", or the whole long name even
 * when a prefix was typed). argv's words may be reordered. */
int opt_parse(const OptGroup *groups, int argc, char **argv, OptApply apply, void *ctx,
              char **operands, char *err, size_t errlen);

/* Prints each group: its heading, then a line per shown row ("  -j N, --jobs N
 * what it does"), continuation lines indented under the help. */
void opt_help(FILE *out, const OptGroup *groups);

/* opt_parse over the words after a command: args[0..nargs), with command
 * put in argv[0] as getopt_long wants it; operands needs room for nargs. */
int opt_parse_words(const char *command, const OptGroup *groups, int nargs, char **args, OptApply apply,
                    void *ctx, char **operands, char *err, size_t errlen);

/* The option names of groups ("-j --jobs --shard ..."), space-separated, into
 * buf; for completion and the tests. */
void opt_names(const OptGroup *groups, char *buf, size_t len);

#endif
