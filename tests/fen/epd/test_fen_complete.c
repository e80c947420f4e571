/* test_fen_complete.c - a FEN that stops after field 1, 2 or 3 is completed
 * (SPEC "Input"): White to move, no castling, no e.p. square, with a note. */
#include <check.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "tests/test_helpers.h"

static const struct {
    const char *line, *fen, *note, *id;
} completed[] = {
    {"8/8/8/8/8/k2K4/7Q/8", "8/8/8/8/8/k2K4/7Q/8 w - -",
     "the FEN stops after field 1: completed with 'w - -' (White to move, no castling, no e.p. square)", NULL},
    {"  8/8/8/8/8/k2K4/7Q/8 \t", "8/8/8/8/8/k2K4/7Q/8 w - -",
     "the FEN stops after field 1: completed with 'w - -' (White to move, no castling, no e.p. square)", NULL},
    {"8/8/8/8/8/k2K4/7Q/8 b", "8/8/8/8/8/k2K4/7Q/8 b - -",
     "the FEN stops after field 2: completed with '- -' (no castling, no e.p. square)", NULL},
    {"r3k3/8/8/8/8/8/8/4K3 w q", "r3k3/8/8/8/8/8/8/4K3 w q -",
     "the FEN stops after field 3: completed with '-' (no e.p. square)", NULL},
    {"4k3/8/8/8/8/8/8/4K3 w -; id \"x\";", "4k3/8/8/8/8/8/8/4K3 w - -",
     "the FEN stops after field 3: completed with '-' (no e.p. square)", "x"},
};

START_TEST(test_completed)
{
    Problem p = test_problem(completed[_i].line);
    ck_assert_str_eq(p.fen, completed[_i].fen);
    ck_assert_str_eq(p.warnings, completed[_i].note);
    ck_assert_int_eq(p.pos.side, completed[_i].fen[strlen(completed[_i].fen) - 5] == 'b' ? BLACK : WHITE);
    ck_assert_int_eq(p.pos.ep, NO_SQ);
    if (completed[_i].id)
        ck_assert_str_eq(p.id, completed[_i].id);
    else
        ck_assert_ptr_null(p.id);
    problem_free(&p);
}
END_TEST

/* The castling right read in field 3 is kept (king and rook at home). */
START_TEST(test_field_3_kept)
{
    Problem p = test_problem("r3k3/8/8/8/8/8/8/4K3 w q");
    ck_assert_int_eq(p.pos.castle, CASTLE_BQ);
    problem_free(&p);
}
END_TEST

/* A complete FEN gets no note. */
START_TEST(test_complete_no_note)
{
    Problem p = test_problem("8/8/8/8/8/k2K4/7Q/8 w - -");
    ck_assert_str_eq(p.warnings, "");
    problem_free(&p);
}
END_TEST

/* The program on a file: the record of a board alone, its note on stderr; solve
 * and verify name the file and the FEN's line in their note, as batch does
 * ("FILE:3: warning: ..."; they gave the file alone). Each want may name the
 * file's path (%s). */
#define BOARD_ALONE "8/8/8/8/8/k2K4/7Q/8\n"
#define LINE_3 "# a board alone\n\n8/8/8/8/8/k2K4/7Q/8 w\n"
static const struct {
    const char *text, *how, *redirect;
    const char *want[3];
} runs[] = {
    { BOARD_ALONE, "solve --json", "2>&1",
      { "warning: the FEN stops after field 1: completed with 'w - -'", "\"fen\":\"8/8/8/8/8/k2K4/7Q/8 w - -\"",
        "\"status\":\"sound\"" } },
    { LINE_3, "solve", "2>&1 >/dev/null", { "chiave solve: %s:3: warning: the FEN stops after field 2" } },
    { LINE_3, "solve --json", "2>&1 >/dev/null", { "chiave solve: %s:3: warning: the FEN stops after field 2" } },
    /* the board's key (1.Kc4): a note is no error, the exit status stays 0 */
    { LINE_3, "verify --key d3c4", "2>&1 >/dev/null", { "chiave verify: %s:3: warning: the FEN stops after field 2" } },
};

START_TEST(test_program_on_a_file)
{
    char path[PATH_MAX];
    int fd = mkstemp(test_tmp(path, sizeof path, "complete-XXXXXX"));
    ck_assert_int_ge(fd, 0);
    const char *text = runs[_i].text;
    ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    char cmd[PATH_MAX + 64];
    snprintf(cmd, sizeof cmd, "../chiave %s %s %s", runs[_i].how, path, runs[_i].redirect);
    Run r = run_shell(cmd);
    unlink(path);
    ck_assert_msg(r.status == 0, "%s: exit status %d", runs[_i].how, r.status);
    for (int w = 0; w < 3 && runs[_i].want[w]; w++) {
        char want[PATH_MAX + 128];
        snprintf(want, sizeof want, runs[_i].want[w], path);
        ck_assert_msg(strstr(r.out, want), "%s: no '%s' in '%s'", runs[_i].how, want, r.out);
    }
}
END_TEST

Suite *fen_complete_suite(void)
{
    Suite *s = suite_create("fen_complete");
    TCase *tc = tcase_create("complete");
    tcase_add_loop_test(tc, test_completed, 0, (int)(sizeof completed / sizeof *completed));
    tcase_add_test(tc, test_field_3_kept);
    tcase_add_test(tc, test_complete_no_note);
    tcase_add_loop_test(tc, test_program_on_a_file, 0, (int)(sizeof runs / sizeof *runs));
    suite_add_tcase(s, tc);
    return s;
}
