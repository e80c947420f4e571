/* test_optparse.c - the option tables and their parser (getopt_long): the
 * forms a user may type, permutation, prefixes, the messages, many parses in
 * one process, and --help printed from the rows. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "solver/cli/options.h"
#include "solver/cli/optparse.h"

enum { T_FLAG = 1, T_NUM, T_NAME, T_JOBS };

static const OptRow ONE[] = {
    { "flag", 0, NULL, "a flag", T_FLAG },
    { "number", 0, "N", "a number\nover two lines", T_NUM },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptRow TWO[] = {
    { "name", 0, "NAME", "a name", T_NAME },
    { "jobs", 'j', "N", "threads", T_JOBS },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup GROUPS[] = { { "first:", ONE, NULL }, { "second:", TWO, "  a note\n" }, { NULL, NULL, NULL } };

typedef struct {
    char seen[256]; /* "id=value;" in order */
} Seen;

static bool note(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    Seen *s = ctx;
    if (val && strcmp(val, "bad") == 0) {
        snprintf(err, errlen, "%s: '%s' is bad", name, val);
        return false;
    }
    snprintf(s->seen + strlen(s->seen), sizeof s->seen - strlen(s->seen), "%d=%s;", id, val ? val : "");
    return true;
}

/* Parses the words of line (space-separated, after the command name);
 * returns the operands joined by ',' or the error. */
static char *parse(const char *line, Seen *s)
{
    static char out[512];
    char buf[256], *argv[32], *ops[32];
    int argc = 0;
    snprintf(buf, sizeof buf, "%s", line);
    argv[argc++] = (char *)"cmd";
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " "))
        argv[argc++] = w;
    memset(s, 0, sizeof *s);
    char err[128] = "";
    int n = opt_parse(GROUPS, argc, argv, note, s, ops, err, sizeof err);
    if (n < 0) {
        snprintf(out, sizeof out, "error: %s", err);
        return out;
    }
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), sizeof out - strlen(out), "%s%s", i ? "," : "", ops[i]);
    return out;
}

START_TEST(forms_and_permutation)
{
    Seen s;
    /* operands and options mixed: the operands keep their order */
    ck_assert_str_eq(parse("a --flag b --number 3 c", &s), "a,b,c");
    ck_assert_str_eq(s.seen, "1=;2=3;");
    ck_assert_str_eq(parse("--number=4 -j2 -j 5 --jobs=6 x", &s), "x");
    ck_assert_str_eq(s.seen, "2=4;4=2;4=5;4=6;");
    /* a unique prefix names the option; "--" ends them; "-" is an operand */
    ck_assert_str_eq(parse("--num 7 --fl - -- --flag", &s), "-,--flag");
    ck_assert_str_eq(s.seen, "2=7;1=;");
    /* a second parse in the same process starts afresh */
    ck_assert_str_eq(parse("--flag", &s), "");
    ck_assert_str_eq(s.seen, "1=;");
}
END_TEST

START_TEST(messages)
{
    Seen s;
    ck_assert_str_eq(parse("x --bogus", &s), "error: unknown option '--bogus'");
    ck_assert_str_eq(parse("-x", &s), "error: unknown option '-x'");
    ck_assert_str_eq(parse("--n 2", &s), "error: unknown option '--n'"); /* --number or --name */
    ck_assert_str_eq(parse("--flag=1", &s), "error: unknown option '--flag=1'");
    ck_assert_str_eq(parse("x --number", &s), "error: option '--number' needs a value");
    ck_assert_str_eq(parse("x -j", &s), "error: option '-j' needs a value");
    /* apply's own message, with the option's whole name */
    ck_assert_str_eq(parse("--numb bad", &s), "error: --number: 'bad' is bad");
    ck_assert_str_eq(parse("-jbad", &s), "error: -j: 'bad' is bad");
}
END_TEST

START_TEST(help_from_the_rows)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    opt_help(f, GROUPS);
    fclose(f);
    ck_assert_str_eq(text, "first:\n"
                           "  --flag             a flag\n"
                           "  --number N         a number\n"
                           "                     over two lines\n"
                           "second:\n"
                           "  --name NAME        a name\n"
                           "  -j N, --jobs N     threads\n"
                           "  a note\n");
    free(text);
    char names[128];
    opt_names(GROUPS, names, sizeof names);
    ck_assert_str_eq(names, "--flag --number --name -j --jobs");
}
END_TEST

/* The commands' tables as solve and batch use them: solve has no -j, batch
 * no --board; prefixes work; verify FILE --expect R keeps working. */
START_TEST(solve_and_batch_tables)
{
    CliOptions o;
    char err[256], *ops[8];
    char *a1[] = { "p.fen", "--ref", "2", "--board=none", "--all-defenses" };
    ck_assert_int_eq(options_parse(5, a1, false, &o, ops, err, sizeof err), 1);
    ck_assert_int_eq(o.solve.max_refutations, 2);
    ck_assert(o.board_given && o.board == BOARD_NONE && o.solve.all_defences);
    char *a2[] = { "-j", "3", "p.fen" };
    ck_assert_int_eq(options_parse(3, a2, false, &o, ops, err, sizeof err), -1);
    ck_assert_str_eq(err, "unknown option '-j'");
    char *a3[] = { "-j3", "--shard", "1/2", "p.fen", "q.fen" };
    ck_assert_int_eq(options_parse(5, a3, true, &o, ops, err, sizeof err), 2);
    ck_assert(o.jobs == 3 && o.shard_k == 1 && o.shard_n == 2);
    ck_assert_str_eq(ops[1], "q.fen");
    char *a4[] = { "--board", "none", "p.fen" };
    ck_assert_int_eq(options_parse(3, a4, true, &o, ops, err, sizeof err), -1);
    ck_assert_str_eq(err, "unknown option '--board'");
}
END_TEST

Suite *optparse_suite(void);
Suite *optparse_suite(void)
{
    Suite *s = suite_create("optparse");
    TCase *t = tcase_create("optparse");
    tcase_add_test(t, forms_and_permutation);
    tcase_add_test(t, messages);
    tcase_add_test(t, help_from_the_rows);
    tcase_add_test(t, solve_and_batch_tables);
    suite_add_tcase(s, t);
    return s;
}
