/* test_messages.c - one rule for what every command says on stderr: each
 * error and warning starts "chiave COMMAND: " (solve used to say "chiave solve:"
 * where verify, economy, repair and the rest said "chiave:"). Run from tests/. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/test_helpers.h"

#define BAD "data/fen/bad-side.fen"
#define MANY "data/fen/collection.epd"
#define PERFT_USAGE "usage: chiave perft DEPTH \"FEN\""
#define BAD_SIDE BAD ":3: field 2: side must be w or b, not 'x'"
/* economy and repair print no solve report: its options are refused (exit 2) */
#define NO_REPORT "it prints no solve report to shape)"

/* A command, its words (after the command name), and the message it must
 * print whole, after "chiave COMMAND: ". Each exits 2, but batch on a bad
 * problem (its record says "illegal"; exit 0). */
static const struct {
    const char *cmd, *args, *says;
} runs[] = {
    { "solve", "no-such.fen", "no-such.fen: No such file or directory" },
    { "solve", BAD, BAD_SIDE },
    { "solve", "--id zz " MANY, MANY ": no problem with id 'zz'" },
    { "solve", "--bogus " BAD, "unknown option '--bogus'" },
    { "batch", "no-such.fen", "no-such.fen: No such file or directory" },
    { "batch", BAD, BAD_SIDE },
    { "batch", "--bogus " BAD, "unknown option '--bogus'" },
    { "verify", "--key e2e4 no-such.fen", "no-such.fen: No such file or directory" },
    { "verify", "--key e2e4 " BAD, BAD_SIDE },
    { "verify", "--key e2e4 --id zz " MANY, MANY ": no problem with id 'zz'" },
    { "verify", "--bogus " BAD, "unknown option '--bogus'" },
    { "economy", "no-such.fen", "no-such.fen: No such file or directory" },
    { "economy", BAD, BAD_SIDE },
    { "economy", "--id zz " MANY, MANY ": no problem with id 'zz'" },
    { "economy", "--bogus " BAD, "unknown option '--bogus'" },
    { "economy", "--why " BAD, "--why is not an option of economy (" NO_REPORT },
    { "economy", "--board none " BAD, "--board is not an option of economy (" NO_REPORT },
    { "economy", "--notation letters " BAD, "--notation is not an option of economy (" NO_REPORT },
    { "repair", "no-such.fen", "no-such.fen: No such file or directory" },
    { "repair", BAD, BAD_SIDE },
    { "repair", "--id zz " MANY, MANY ": no problem with id 'zz'" },
    { "repair", "--bogus " BAD, "unknown option '--bogus'" },
    { "repair", "--publish " BAD, "--publish is not an option of repair (" NO_REPORT },
    { "repair", "--order key,tries,set " BAD, "--order is not an option of repair (" NO_REPORT },
    { "diagram", "-o no-such-dir/d.svg no-such.fen", "no-such.fen: No such file or directory" },
    { "diagram", "-o no-such-dir/d.svg " BAD, BAD_SIDE },
    { "diagram", "-o no-such-dir/d.svg --id zz " MANY, MANY ": no problem with id 'zz'" },
    { "diagram", "--bogus " BAD, "unknown option '--bogus'" },
    { "convert", "--to fen no-such.fen", "no-such.fen: No such file or directory" },
    { "convert", "--to fen " BAD, BAD_SIDE " (not written)" },
    { "convert", "--bogus " BAD, "unknown option '--bogus'" },
    { "index", "-o no-such-dir/x.db " BAD, "no-such-dir/x.db: unable to open database file" },
    { "index", "--bogus", "unknown option '--bogus'" },
    { "find", "--bogus", "unknown option '--bogus'" },
    { "find", "--limit 0 no-such.db", "--limit: '0' is not a number of 1 or more" }, /* not "from 1 to 1000000000" */
    { "find", "--limit 2000000000 no-such.db", "--limit: '2000000000' is more than 1000000000" }, /* a number */
    { "solve", "--index 3000000000 no-such.fen", "--index: '3000000000' is more than 2000000000" },
    { "diagram", "--index 0 no-such.fen", "--index: '0' is not a number of 1 or more" },
    { "find", "--status solved no-such.db", /* it found nothing, exit 1, and said nothing */
      "--status: 'solved' is not a verdict (sound, cooked, short, no-solution, illegal, timeout)" },
    { "find", "--status error no-such.db", /* never stored: a problem not read is "illegal" */
      "--status: 'error' is not a verdict (sound, cooked, short, no-solution, illegal, timeout)" },
    { "watch", "no-such.fen", "no-such.fen: No such file or directory" },
    { "watch", "--bogus " BAD, "unknown option '--bogus'" },
    { "serve", "--bogus", "unknown option '--bogus'" },
    { "themes", "--bogus", "unknown option '--bogus'" },
    { "perft", "1 bad fen", "FEN: field 1: 'bad' is not a FEN board: 1 rank of 8" },
    { "perft", "", "DEPTH and FEN missing (" PERFT_USAGE ")" },
    { "perft", "3", "FEN missing after DEPTH 3 (" PERFT_USAGE ")" },
    { "perft", "x 8/8/8/8/8/k2K4/8/8", "DEPTH 'x' is not a number from 0 to 20 (" PERFT_USAGE ")" },
    { "perft", "2 8/8/8/8/8/k2K4/8/8 w - - --bogus", "unknown option '--bogus' (" PERFT_USAGE ")" },
};

START_TEST(every_command_says_its_name)
{
    char cmd[512], want[512], prefix[64];
    snprintf(cmd, sizeof cmd, "timeout 20 ../chiave %s %s </dev/null 2>&1 >/dev/null", runs[_i].cmd,
             runs[_i].args);
    Run r = run_shell(cmd);
    int status = strcmp(runs[_i].args, BAD) == 0 && strcmp(runs[_i].cmd, "batch") == 0 ? 0 : 2;
    ck_assert_msg(r.status == status, "%s: exit status %d", cmd, r.status);
    snprintf(prefix, sizeof prefix, "chiave %s: ", runs[_i].cmd);
    snprintf(want, sizeof want, "%s%s\n", prefix, runs[_i].says);
    ck_assert_msg(strstr(r.out, want), "%s: no '%s' in:\n%s", cmd, want, r.out);
    /* and no other line of its names the program without the command */
    for (const char *line = r.out; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] != 0))
        if (strncmp(line, "chiave", 6) == 0)
            ck_assert_msg(strncmp(line, prefix, strlen(prefix)) == 0, "%s: '%.*s' does not start '%s'", cmd,
                          (int)strcspn(line, "\n"), line, prefix);
}
END_TEST

/* A bad option value is one message naming the option and the value, and
 * where the options are: no usage text of twenty lines after it (diagram,
 * verify, economy, repair and watch printed their whole usage), exit 2. */
static const struct {
    const char *cmd, *args, *says;
} bad_values[] = {
    { "diagram", "--index 0 " MANY, "--index: '0' is not a number of 1 or more" },
    { "diagram", "--index x " MANY, "--index: 'x' is not a number of 1 or more" },
    { "diagram", "--index 3000000000 " MANY, "--index: '3000000000' is more than 2000000000" },
    { "diagram", "--format gif " MANY, "--format: 'gif' is not one of svg, png, pdf, tex" },
    { "verify", "--index 0 --key e2e4 " MANY, "--index: '0' is not a number of 1 or more" },
    { "economy", "--index x " MANY, "--index: 'x' is not a number of 1 or more" },
    { "repair", "--depth 3 " MANY, "--depth: '3' is more than 2" },
    { "watch", "a b", "expected one FILE (not standard input)" },
    /* a typo matched nothing, exit 1, and said nothing */
    { "find", "--key Qz9 no-such.db", "--key: 'Qz9' is not a move like Kc3, 1.Kc3!, Nxf7+, e8=Q, 0-0 or e2e4" },
};

START_TEST(a_bad_value_is_one_message)
{
    char cmd[512], want[512];
    snprintf(cmd, sizeof cmd, "timeout 20 ../chiave %s %s </dev/null 2>&1 >/dev/null", bad_values[_i].cmd,
             bad_values[_i].args);
    Run r = run_shell(cmd);
    ck_assert_msg(r.status == 2, "%s: exit status %d", cmd, r.status);
    snprintf(want, sizeof want, "chiave %s: %s\ntry 'chiave %s --help'\n", bad_values[_i].cmd, bad_values[_i].says,
             bad_values[_i].cmd);
    ck_assert_str_eq(r.out, want);
}
END_TEST

Suite *messages_suite(void)
{
    Suite *s = suite_create("messages");
    TCase *tc = tcase_create("prefix");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, every_command_says_its_name, 0, (int)(sizeof runs / sizeof *runs));
    tcase_add_loop_test(tc, a_bad_value_is_one_message, 0, (int)(sizeof bad_values / sizeof *bad_values));
    suite_add_tcase(s, tc);
    return s;
}
