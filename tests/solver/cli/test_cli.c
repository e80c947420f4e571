/* test_cli.c - the command line as a new user meets it: help, the Makefile's
 * own checks. Run from tests/. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "tests/test_helpers.h"

#define ASSERT_HAS(text, part) \
    ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)

/* The usage text, malloc'd. */
static char *usage_text(void)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    options_usage(f);
    fclose(f);
    return text;
}

/* `make check` without the reference data stops at once and says where it looked. */
START_TEST(make_check_without_shared)
{
    Run r = run_shell("cd .. && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL "
                      "make -n check SHARED=/nonexistent/chiave-shared");
    ck_assert_int_ne(r.status, 0);
    ASSERT_HAS(r.out, "reference data not found in /nonexistent/chiave-shared (set SHARED=DIR)");
    /* Nothing was to be built or run before the message. */
    ck_assert_ptr_null(strstr(r.out, "check_chiave"));
}
END_TEST

/* --max-time 0 is no limit, and --help says so. */
START_TEST(max_time_zero_is_no_limit)
{
    char *u = usage_text();
    ASSERT_HAS(u, "--max-time S");
    ASSERT_HAS(u, "0 = no limit");
    free(u);
    CliOptions o;
    char err[256], *ops[2];
    char *a[] = {"--max-time", "0", "x.fen"};
    ck_assert_int_eq(options_parse(3, a, false, &o, ops, err, sizeof err), 1);
    ck_assert(o.solve.max_time == 0);
    Run r = run_cmd(cmd_solve, 3, (const char *const[]){"--max-time", "0", "../problems/polgar-307.fen"});
    ck_assert_int_eq(r.status, 0);
    ASSERT_HAS(r.out, "\nsound\n");
}
END_TEST


/* The program as a user runs it, in an empty environment (the "C" locale):
 * --lang it translates the whole report. */
START_TEST(lang_in_empty_environment)
{
    Run r = run_shell("env -i ../chiave solve --lang it ../problems/key-sacrifice.fen");
    ck_assert_int_eq(r.status, 0);
    ASSERT_HAS(r.out, "  chiave di sacrificio: torre 1...Axb7\n");
    ASSERT_HAS(r.out, "\nGioco apparente:\n");
    ASSERT_HAS(r.out, "\ncorretto\n");
    r = run_shell("env -i LANG=de_DE.UTF-8 LANGUAGE=fr ../chiave solve --lang de ../problems/key-sacrifice.fen");
    ASSERT_HAS(r.out, "  Opferschlüssel: Turm 1...Lxb7\n");
}
END_TEST

Suite *cli_suite(void)
{
    Suite *s = suite_create("cli");
    TCase *tc = tcase_create("help");
    tcase_add_test(tc, make_check_without_shared);
    tcase_add_test(tc, max_time_zero_is_no_limit);
    tcase_add_test(tc, lang_in_empty_environment);
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);
    return s;
}
