/* test_cli_once.c - what a newcomer reads once: a reader error of a
 * collection on a terminal (its place in the report, not again on stderr),
 * and a timing too short to measure as "< 0.1 ms", never "0.0 ms". Run from
 * tests/. */
#include <check.h>
#include <pty.h>
#include <string.h>
#include <sys/wait.h>
#include "solver/report/text.h"
#include "solver/report/tr.h"
#include "tests/test_helpers.h"

static int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
        n++;
    return n;
}

/* Runs ../chiave with args on a pseudo-terminal that is both its standard
 * output and error, as a user at a terminal sees it; returns what it wrote. */
static void on_terminal(char *const argv[], char *buf, size_t len)
{
    int master;
    pid_t pid = forkpty(&master, NULL, NULL, NULL);
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        execv("../chiave", argv);
        _exit(127);
    }
    size_t n = 0;
    for (;;) {
        ssize_t got = read(master, buf + n, len - 1 - n);
        if (got <= 0) /* EIO once the child has closed the terminal */
            break;
        n += (size_t)got;
    }
    buf[n] = '\0';
    close(master);
    int ws;
    ck_assert_int_eq(waitpid(pid, &ws, 0), pid);
    ck_assert(WIFEXITED(ws));
    ck_assert_int_eq(WEXITSTATUS(ws), 2);
}

START_TEST(reader_error_once_on_a_terminal)
{
    const char *path = TEST_TMP("once.epd");
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs("xx/8 w - -\n1Q6/8/8/8/8/k2K4/8/8 w - -\n", f);
    ck_assert_int_eq(fclose(f), 0);
    static char buf[1 << 16];
    on_terminal((char *[]){ "chiave", "solve", "--board", "none", (char *)path, NULL }, buf, sizeof buf);
    char said[PATH_MAX + 64];
    snprintf(said, sizeof said, "%s:1: field 1: 'xx/8' is not a FEN board: 2 ranks of 8", path);
    ck_assert_msg(count_of(buf, said) == 1, "not once:\n%s", buf);
    ck_assert_ptr_nonnull(strstr(buf, "1.Kc3!")); /* the next problem is still solved */

    /* Output to a file: the message keeps its place there, and stderr says it too. */
    char cmd[PATH_MAX + 64];
    snprintf(cmd, sizeof cmd, "../chiave solve --board none '%s' 2>/dev/null", path);
    Run r = run_shell(cmd);
    ck_assert_int_eq(count_of(r.out, "field 1: 'xx/8' is not a FEN board: 2 ranks of 8"), 1);
    snprintf(cmd, sizeof cmd, "../chiave solve --board none '%s' >/dev/null", path);
    r = run_shell(cmd);
    ck_assert_int_eq(count_of(r.out, "field 1: 'xx/8' is not a FEN board: 2 ranks of 8"), 1);
    ck_assert_int_eq(r.status, 2);
}
END_TEST

/* The last line of the report of a problem solved in ms milliseconds, in lang. */
static void timing_line_in(double ms, Lang lang, char *line, size_t len)
{
    Problem pb = test_problem("1Q6/8/8/8/8/k2K4/8/8 w - -");
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb.pos, &so, &s);
    s.ms = ms;
    char *text = report_text_string(&pb, &s, &so, lang);
    ck_assert_ptr_nonnull(text);
    text[strlen(text) - 1] = '\0';
    snprintf(line, len, "%s", strrchr(text, '\n') + 1);
    free(text);
    solution_free(&s);
    problem_free(&pb);
}

static void timing_line(double ms, char *line, size_t len)
{
    timing_line_in(ms, LANG_EN, line, len);
}

START_TEST(timing_below_a_tenth)
{
    char line[128];
    timing_line(0.01, line, sizeof line);
    ck_assert_str_eq(strchr(line, ','), ", < 0.1 ms");
    timing_line(0.0, line, sizeof line);
    ck_assert_str_eq(strchr(line, ','), ", < 0.1 ms");
    timing_line(0.26, line, sizeof line);
    ck_assert_str_eq(strchr(line, ','), ", 0.3 ms");
    timing_line(12.34, line, sizeof line);
    ck_assert_str_eq(strchr(line, ','), ", 12.3 ms");
}
END_TEST

/* Times in the words of the reader's language: German, French and Italian
 * write a decimal comma ("12,3 ms"), English a point; the JSON record's
 * "ms" stays a number. */
START_TEST(timing_decimal_sign)
{
    static const struct { Lang lang; const char *slow, *fast; } want[] = {
        { LANG_DE, "Knoten, 12,3 ms", "Knoten, < 0,1 ms" },
        { LANG_FR, "nœuds, 12,3 ms", "nœuds, < 0,1 ms" },
        { LANG_IT, "nodi, 12,3 ms", "nodi, < 0,1 ms" },
        { LANG_EN, "nodes, 12.3 ms", "nodes, < 0.1 ms" },
    };
    char line[128], buf[32];
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        timing_line_in(12.34, want[i].lang, line, sizeof line);
        ck_assert_msg(strstr(line, want[i].slow), "%s", line);
        timing_line_in(0.01, want[i].lang, line, sizeof line);
        ck_assert_msg(strstr(line, want[i].fast), "%s", line);
    }
    ck_assert_str_eq(tr_decimal(LANG_DE, 0.0612, 2, buf, sizeof buf), "0,06");
    ck_assert_str_eq(tr_decimal(LANG_EN, 0.0612, 2, buf, sizeof buf), "0.06");
    ck_assert_str_eq(tr_decimal(LANG_FR, 3, 0, buf, sizeof buf), "3");
    /* repair's summary, in the language's decimals */
    Run r = run_shell("../chiave repair --lang de --key Kc4 ../problems/polgar-307.fen");
    const char *in = strstr(r.out, " legal) in ");
    ck_assert_msg(in && in[11] >= '0' && in[11] <= '9' && in[12] == ',', "%s", r.out);
}
END_TEST

Suite *cli_once_suite(void)
{
    Suite *s = suite_create("cli_once");
    TCase *tc = tcase_create("once");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, reader_error_once_on_a_terminal);
    tcase_add_test(tc, timing_below_a_tenth);
    tcase_add_test(tc, timing_decimal_sign);
    suite_add_tcase(s, tc);
    return s;
}
