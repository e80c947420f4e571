/* test_stated_failing.c - a stated line that does not hold says what the board
 * gives instead (the threat, the mate, the refutation), in the report's words
 * and letters, in solve's report and verify --strict alike. Run from tests/. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "solver/cli/commands.h"
#include "tests/test_helpers.h"
#include "tests/test_tmp.h"

#define CMD(fn, ...) run_cmd(fn, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                             (const char *const[]){ __VA_ARGS__ })
#define ASSERT_HAS(text, part) ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)

/* Polgar 2180 (problems/grimshaw.fen), 1.Qb4! (2.Qb2#), with a solution stated
 * wrong in every way a line can be. */
static const char *grimshaw(char *p, const char *name, const char *solution)
{
    test_tmp(p, PATH_MAX, name);
    FILE *f = fopen(p, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "# solution: %s\n8/8/8/8/b1QN4/r7/p7/k1K5 w - -\n", solution);
    ck_assert_int_eq(fclose(f), 0);
    return p;
}

/* The wrong threat, the wrong mates, a refutation that is none: each with what
 * holds. verify --strict wrote them with the source's English letters in every
 * language ("1.Qb4! 2.Qc3#" in German), solve with the reader's; neither said
 * what holds instead. */
START_TEST(failing_lines_say_what_holds)
{
    char path[PATH_MAX];
    const char *p = grimshaw(path, "wrong.fen", "1.Qc2? 1...Bxc2! 1.Qb4! (2.Qc3#) 1...Rb3 2.Nc2# 1...Bb3 2.Nc2#");
    Run r = CMD(cmd_verify, "--strict", p);
    ck_assert_int_eq(r.status, 1);
    ASSERT_HAS(r.out, "Stated lines that do not hold: 1.Qc2? 1...Bxc2! (refuted by 1...Rb3!);\n"
                      "    1.Qb4! 2.Qc3# (the threat is 2.Qb2#); 1.Qb4! 1...Bb3 2.Nc2# (the mate is 2.Qc3#)\n");
    r = CMD(cmd_verify, "--strict", "--lang", "de", p);
    ASSERT_HAS(r.out, "Angegebene Abspiele, die nicht stimmen: 1.Dc2? 1...Lxc2! (widerlegt durch 1...Tb3!);\n"
                      "    1.Db4! 2.Dc3# (die Drohung ist 2.Db2#); 1.Db4! 1...Lb3 2.Sc2# (das Matt ist 2.Dc3#)\n");
    r = CMD(cmd_solve, "--board", "none", "--lang", "fr", p);
    ASSERT_HAS(r.out, "1.Db4! 2.Dc3# (la menace est 2.Db2#)");
    ASSERT_HAS(r.out, "1.Db4! 1...Fb3 2.Cc2# (le mat est 2.Dc3#)");
    r = CMD(cmd_solve, "--board", "none", "--lang", "it", p);
    ASSERT_HAS(r.out, "1.Dc2? 1...Axc2! (confutato da 1...Tb3!);");
    /* a threat after a check, a defence no move mates, a try that is the key,
     * a set mate that is another */
    p = grimshaw(path, "checks.fen", "1...Rb3 2.Qc3# 1.Nc2+? (2.Qb2#) 1.Qc2? 1...Rb3 2.Nc2# 1.Qb4? 1...Rb3! 1.Qb4!");
    r = CMD(cmd_solve, "--board", "none", p);
    ASSERT_HAS(r.out, "Stated lines that do not hold: 1...Rb3 2.Qc3# (the mate is 2.Nc2#);\n"
                      "    1.Nc2+? 2.Qb2# (no threat: the move gives check); 1.Qc2? 1...Rb3 2.Nc2# (no mate);\n"
                      "    1.Qb4? 1...Rb3! (no refutation: it is a key)\n");
    r = CMD(cmd_solve, "--board", "none", "--lang", "it", p);
    ASSERT_HAS(r.out, "(nessuna minaccia: la mossa dà scacco)");
    ASSERT_HAS(r.out, "(nessun matto)");
}
END_TEST

/* A stated move the position does not allow: the line said nothing of why it
 * does not hold ("1.Qb4! 1...Rb2 2.Nc2#;" beside lines with notes). Now the
 * move is named: the defence 1...Rb2 (no rook reaches b2), the try 1.Qh5 (no
 * queen's move), and after a first move not played its lines name that move. */
START_TEST(failing_lines_name_a_move_not_possible)
{
    char path[PATH_MAX];
    const char *p = grimshaw(path, "moves.fen", "1.Qb4! 1...Rb2 2.Nc2# 1.Qh5? 1...Rb3! 1...Nb3 2.Qc3#");
    Run r = CMD(cmd_solve, "--board", "none", p);
    ASSERT_HAS(r.out, "Stated lines that do not hold: 1.Qb4! 1...Rb2 2.Nc2# (1...Rb2 is not a move here);\n"
                      "    1.Qh5? 1...Rb3! (1.Qh5 is not a move here); 1.Qh5? 1...Nb3 2.Qc3# (1.Qh5 is not a move here)\n");
    r = CMD(cmd_verify, "--strict", "--lang", "de", p);
    ASSERT_HAS(r.out, "1.Db4! 1...Tb2 2.Sc2# (1...Tb2 ist hier kein Zug)");
    r = CMD(cmd_solve, "--board", "none", "--lang", "fr", p);
    ASSERT_HAS(r.out, "1.Dh5? 1...Tb3! (1.Dh5 n'est pas un coup possible ici)");
    r = CMD(cmd_solve, "--board", "none", "--lang", "it", p);
    ASSERT_HAS(r.out, "1.Db4! 1...Tb2 2.Cc2# (1...Tb2 non è una mossa possibile qui)");
}
END_TEST

Suite *stated_failing_suite(void);
Suite *stated_failing_suite(void)
{
    Suite *s = suite_create("stated_failing");
    TCase *tc = tcase_create("stated_failing");
    tcase_add_test(tc, failing_lines_say_what_holds);
    tcase_add_test(tc, failing_lines_name_a_move_not_possible);
    suite_add_tcase(s, tc);
    return s;
}
