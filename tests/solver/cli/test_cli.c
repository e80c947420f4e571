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
    ASSERT_HAS(r.out, "  chiave di sacrificio: 1.Tb7! offre la torre bianca b7 alla cattura: 1...Axb7\n");
    ASSERT_HAS(r.out, "\nGioco apparente:\n");
    ASSERT_HAS(r.out, "\ncorretto\n");
    r = run_shell("env -i LANG=de_DE.UTF-8 LANGUAGE=fr ../chiave solve --lang de ../problems/key-sacrifice.fen");
    ASSERT_HAS(r.out, "  Opferschlüssel: 1.Tb7! bietet den weißen Turm b7 zum Schlagen an: 1...Lxb7\n");
}
END_TEST


/* ---- solve on a collection ---- */

#define SOLVE(...) run_cmd(cmd_solve, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                           (const char *const[]){ __VA_ARGS__ })

#define ASSERT_STARTS(text, start) \
    ck_assert_msg(strncmp(text, start, strlen(start)) == 0, "does not start with '%s':\n%s", start, text)

/* Where part starts in text, failing when it is not there. */
static const char *at(const char *text, const char *part)
{
    const char *p = strstr(text, part);
    ck_assert_msg(p != NULL, "'%s' not in:\n%s", part, text);
    return p;
}

/* Every problem of the file, each report under its heading, in file order; a
 * bad line keeps its place with its message; the worst status. */
START_TEST(solve_every_problem)
{
    Run r = SOLVE("data/fen/collection.epd");
    ck_assert_int_eq(r.status, 2); /* two lines cannot be read */
    const char *a = at(r.out, "polgar-307\ncollection: good, bad, EPD lines\n  +---");
    const char *b = at(r.out, "\nsound\n");
    const char *c = at(r.out, "\n\ndata/fen/collection.epd:4: field 6: bad move number '1x'\n\npolgar-311\n  +---");
    const char *d = at(c, "1.Qf5! (2.Qg4#)");
    const char *e = at(d, "\nbad-letter\ndata/fen/collection.epd:6: field 1, rank 8: unknown piece letter 'x'\n");
    ck_assert(a < b && b < c && c < d && d < e);
    ASSERT_HAS(r.err, "data/fen/collection.epd:4: field 6");

    /* Problems without an id are headed by file:line, then their comment lines. */
    r = SOLVE("data/fen/two.epd");
    ck_assert_int_eq(r.status, 1); /* the second is cooked */
    a = at(r.out, "data/fen/two.epd:2\nPolgar 307, White mates in two\n  +---");
    b = at(r.out, "\n\ndata/fen/two.epd:5\nPolgar 484, cooked\n  +---");
    ck_assert(a < b);
    ASSERT_HAS(b, "\ncooked (");

    /* The one asked for, by id or by index; the rest is not read. */
    r = SOLVE("--id", "polgar-311", "data/fen/collection.epd");
    ck_assert_int_eq(r.status, 0);
    ASSERT_STARTS(r.out, "polgar-311\n  +---");
    ck_assert_ptr_null(strstr(r.out, "polgar-307"));
    ck_assert_ptr_null(strstr(r.err, "bad-letter"));
    r = SOLVE("--index", "2", "data/fen/two.epd");
    ck_assert_int_eq(r.status, 1);
    ASSERT_STARTS(r.out, "data/fen/two.epd:5\n");
    r = SOLVE("--index=2", "data/fen/collection.epd");
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.out, "collection.epd:4: field 6");
    r = SOLVE("--id", "nobody", "data/fen/collection.epd");
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.err, "data/fen/collection.epd: no problem with id 'nobody'");
    r = SOLVE("--index", "5", "data/fen/two.epd");
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.err, "data/fen/two.epd: no problem 5 (the file holds 2)");
    r = SOLVE("--index", "0", "data/fen/two.epd");
    ck_assert_int_eq(r.status, 2);

    /* --json: a record a line, in file order. */
    r = SOLVE("--json", "data/fen/collection.epd");
    ck_assert_int_eq(r.status, 2);
    a = at(r.out, "{\"id\":\"polgar-307\"");
    b = at(r.out, "\n{\"id\":null,\"fen\":\"4k3/8/8/8/8/8/8/4K3 w - -\",\"stipulation\":\"#2\",\"status\":\"illegal\"");
    c = at(r.out, "\n{\"id\":\"polgar-311\"");
    d = at(r.out, "\n{\"id\":\"bad-letter\"");
    ck_assert(a < b && b < c && c < d);

    /* One problem: its own words, no file:line. */
    r = SOLVE("../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 0);
    ASSERT_STARTS(r.out, "polgar-307: László Polgár, Chess: 5334 Problems");
    ck_assert_ptr_null(strstr(r.out, "polgar-307.fen:"));
}
END_TEST

/* PGN too, through the same reader: the tags give the heading. */
START_TEST(solve_pgn)
{
    Run r = SOLVE("data/fen/words.pgn");
    ck_assert_int_eq(r.status, 0);
    ASSERT_STARTS(r.out, "Polgar, L.; Chess: 5334 Problems; 307\nThe king steps aside\n"
                         "László Polgár\nChess: 5334 Problems, 1994, no. 307\n  +---");
    ASSERT_HAS(r.out, "1.Kc3!");
    r = SOLVE("data/batch/problems.pgn");
    ck_assert_int_eq(r.status, 2);
    const char *a = at(r.out, "Polgar, L.; Chess: 5334 Problems; 1994; 307\n  +---");
    const char *b = at(r.out, "data/batch/problems.pgn:14: game has no FEN tag");
    const char *c = at(r.out, "\nP-312\n  +---");
    ck_assert(a < b && b < c);
}
END_TEST


/* ---- the diagram ---- */

START_TEST(board_styles)
{
    Run r = SOLVE("--board", "unicode", "../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 0);
    ASSERT_HAS(r.out, "  ┌─────────────────┐\n8 │ · ♕ · · · · · · │\n");
    ASSERT_HAS(r.out, "3 │ ♚ · · ♔ · · · · │\n");
    ASSERT_HAS(r.out, "  └─────────────────┘\n    a b c d e f g h\n#2 (2+1)");
    r = SOLVE("--board", "unicode", "--lang", "de", "../problems/key-sacrifice.fen");
    ASSERT_HAS(r.out, "7 │ ♙ · ♖ · · · · · │\n6 │ ♝ ♔ ♙ · · · · · │\n"); /* figurines in any language */
    r = SOLVE("--board=ascii", "../problems/polgar-307.fen");
    ASSERT_HAS(r.out, "  +-----------------+\n8 | . Q . . . . . . |\n");
    r = SOLVE("--board", "none", "../problems/polgar-307.fen");
    /* the comment, 103 characters, broken with a hanging indent, its last line no word
     * alone ("White mates in" / "two." until wrap.c's no_widow), after the comma
     * between its source and its number ("no. 307. White" / "mates in two." until
     * wrap.c's AFTER_CLAUSE) */
    ASSERT_HAS(r.out, "Combinations and Games,\n    no. 307. White mates in two.\n#2 (2+1)   1Q6/8/8/8/8/k2K4/8/8 w - -\n");
    ck_assert_ptr_null(strstr(r.out, "a b c d"));
    r = SOLVE("--board", "fancy", "../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.err, "--board: 'fancy' is not one of unicode, ascii, none");
    /* Not a terminal (here, a file): ASCII whatever the locale. */
    r = SOLVE("../problems/polgar-307.fen");
    ASSERT_HAS(r.out, "8 | . Q . . . . . . |\n");

    /* A terminal: Unicode when its locale is UTF-8 (script(1) gives a pty). */
    ck_assert(board_for_terminal(true, NULL, NULL, "en_US.UTF-8") == BOARD_UNICODE);
    ck_assert(board_for_terminal(true, "", "de_DE.utf8", "C") == BOARD_UNICODE);
    ck_assert(board_for_terminal(true, "C", NULL, "en_US.UTF-8") == BOARD_ASCII); /* LC_ALL first */
    ck_assert(board_for_terminal(true, NULL, NULL, NULL) == BOARD_ASCII);
    ck_assert(board_for_terminal(false, NULL, NULL, "en_US.UTF-8") == BOARD_ASCII);
    r = run_shell("env -i LANG=C.UTF-8 script -qec '../chiave solve ../problems/polgar-307.fen' /dev/null");
    ASSERT_HAS(r.out, "8 │ · ♕ · · · · · · │");
    r = run_shell("env -i LANG=C script -qec '../chiave solve ../problems/polgar-307.fen' /dev/null");
    ASSERT_HAS(r.out, "8 | . Q . . . . . . |");
}
END_TEST


/* ---- the reading order ---- */

START_TEST(order_of_phases)
{
    /* Polgar 1956 (problems/changed-mates.fen). The default (SPEC, issue 22):
     * set play, tries, key, as magazines and Popeye print a solution. */
    Run r = SOLVE("../problems/changed-mates.fen");
    ck_assert_int_eq(r.status, 0);
    const char *set = at(r.out, "w - -\n\nSet play:\n   1...g4 2.Bf1#\n\n1.Kf3? (2.Bf1#)\n");
    const char *key = at(r.out, "   but 1...g4!\n\n1.Bf3! zugzwang\n   1...g4 2.Bg2#\n\nAnalysis:\n");
    ck_assert(set < key);
    /* --order keeps the choice: key, tries, set play. */
    r = SOLVE("--order", "key,tries,set", "../problems/changed-mates.fen");
    key = at(r.out, "w - -\n\n1.Bf3! zugzwang\n   1...g4 2.Bg2#\n\n1.Kf3? (2.Bf1#)\n");
    set = at(r.out, "\n\nSet play:\n   1...g4 2.Bf1#\n\nAnalysis:\n");
    ck_assert(key < set);
    r = SOLVE("--order=keys,set,try", "../problems/changed-mates.fen");
    key = at(r.out, "w - -\n\n1.Bf3! zugzwang\n   1...g4 2.Bg2#\n\nSet play:\n   1...g4 2.Bf1#\n\n1.Kf3?");
    const char *bad[] = { "set,key", "set,set,key", "set,tries,key,set", "set,tries,bogus", "", "set,,key" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        r = SOLVE("--order", bad[i], "../problems/changed-mates.fen");
        ck_assert_msg(r.status == 2, "--order '%s': status %d", bad[i], r.status);
        ASSERT_HAS(r.err, "--order: '");
    }
}
END_TEST


/* ---- installing and finding help ---- */

/* The options --help gives each command: "options:" are everyone's, a heading
 * "X options:" or "(solve, watch):" names the commands, and verify's own are
 * on its usage lines; serve's are in `chiave serve --help`. Fills opts[c]
 * (space-separated) for the commands. */
static const char *const COMMANDS[] = { "solve", "batch", "verify", "watch", "serve", "economy",
                                        "repair", "convert" };
#define NCOMMANDS 8
#define SERVE 4 /* the commands before it take the common options; serve, economy and
                 * repair have a --help of their own */

/* Adds the option names at p[0..len) to list (space-separated) unless there. */
static void add_option(char *list, const char *p, size_t len)
{
    char w[40], padded[520];
    snprintf(w, sizeof w, " %.*s ", (int)len, p);
    snprintf(padded, sizeof padded, " %s", list);
    if (!strstr(padded, w))
        snprintf(list + strlen(list), 512 - strlen(list), "%.*s ", (int)len, p);
}

static void help_options(char opts[NCOMMANDS][512])
{
    char *u = usage_text();
    bool on[NCOMMANDS] = { false }, usage = true;
    for (int c = 0; c < NCOMMANDS; c++)
        opts[c][0] = '\0';
    for (char *line = strtok(u, "\n"); line; line = strtok(NULL, "\n")) {
        size_t n = strlen(line);
        if (line[0] != ' ' && n > 0 && line[n - 1] == ':' && strstr(line, "options")) { /* a heading */
            bool all = strcmp(line, "options:") == 0;
            usage = false;
            for (int c = 0; c < NCOMMANDS; c++) /* (serve has options of its own) */
                on[c] = (all && c < SERVE) || strstr(line, COMMANDS[c]) != NULL;
            continue;
        }
        if (usage) /* a usage line: the options of the command it names */
            for (int c = 0; c < NCOMMANDS; c++) {
                char name[32];
                snprintf(name, sizeof name, "chiave %s ", COMMANDS[c]);
                on[c] = strstr(line, name) != NULL;
            }
        if (strncmp(line, "exit status", 11) == 0)
            break;
        if (!usage) { /* an option's line: its names, before the description */
            if (strncmp(line, "  -", 3) != 0)
                continue;
            char *gap = strstr(line + 2, "  ");
            if (gap)
                *gap = '\0';
        }
        for (const char *p = line; *p; p++) {
            bool start = p == line || strchr(" [|", p[-1]);
            if (!start || p[0] != '-' || !(p[1] == '-' || p[1] == 'j'))
                continue;
            size_t len = strspn(p, "-abcdefghijklmnopqrstuvwxyz");
            if (len < 2 || (p[1] == '-' && len < 3) || len > 30 || strncmp(p, "--help", 6) == 0
                || strncmp(p, "--version", 9) == 0)
                continue;
            for (int c = 0; c < NCOMMANDS; c++)
                if (on[c])
                    add_option(opts[c], p, len);
        }
    }
    free(u);
    for (int c = SERVE; c < SERVE + 3; c++) {
        char cmd[64];
        snprintf(cmd, sizeof cmd, "../chiave %s --help", COMMANDS[c]);
        Run r = run_shell(cmd);
        bool seen_usage = false;
        for (char *line = strtok(r.out, "\n"); line; line = strtok(NULL, "\n")) {
            /* The usage line's [--opt ...] and the lines "  --opt  what it does",
             * up to the common usage that may follow. */
            bool usage_line = strncmp(line, "usage:", 6) == 0;
            if (usage_line && seen_usage)
                break;
            seen_usage |= usage_line;
            if (!usage_line && strncmp(line, "  -", 3) != 0)
                continue;
            for (const char *p = usage_line ? line : line + 2; *p; p++) {
                if (*p != '-' || (p > line && !strchr(" [", p[-1])))
                    continue;
                size_t len = strspn(p, "-abcdefghijklmnopqrstuvwxyz");
                if (len >= 2 && !(p[1] == '-' && len < 3) && strncmp(p, "--help", 6) != 0)
                    add_option(opts[c], p, len);
                if (!usage_line)
                    break; /* the name, not the words of the description */
            }
        }
    }
}

/* Whether word is in text, not as part of a longer word. */
static bool has_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = strstr(text, word); p; p = strstr(p + 1, word)) {
        char after = p[n];
        if (!(after >= 'a' && after <= 'z') && after != '\\' && after != '-')
            return true;
    }
    return false;
}

/* The manual page names every command and every option of --help. */
START_TEST(man_page_complete)
{
    char opts[NCOMMANDS][512];
    help_options(opts);
    ck_assert_ptr_nonnull(strstr(opts[0], "--index "));
    ck_assert_ptr_nonnull(strstr(opts[1], "-j "));
    ck_assert_ptr_nonnull(strstr(opts[2], "--strict "));
    ck_assert_ptr_nonnull(strstr(opts[2], "--theme "));
    ck_assert_ptr_nonnull(strstr(opts[SERVE], "--threads "));
    ck_assert_ptr_nonnull(strstr(opts[6], "--versions "));
    ck_assert_ptr_nonnull(strstr(opts[7], "--to "));
    char *man = test_slurp("../solver/cli/chiave.1", NULL);
    for (int c = 0; c < NCOMMANDS; c++)
        for (char *w = strtok(opts[c], " "); w; w = strtok(NULL, " ")) {
            char roff[80] = "";
            for (const char *p = w; *p; p++)
                strncat(roff, *p == '-' ? "\\-" : (char[2]){ *p, 0 }, sizeof roff - strlen(roff) - 1);
            ck_assert_msg(has_word(man, roff), "%s (%s) is not in chiave.1", w, roff);
        }
    const char *commands[] = { "solve", "batch", "perft", "verify", "watch" };
    for (size_t i = 0; i < 5; i++) {
        char tp[32];
        snprintf(tp, sizeof tp, ".TP\n.B %s\n", commands[i]);
        ck_assert_msg(strstr(man, tp) != NULL, "command %s has no entry in chiave.1", commands[i]);
    }
    ck_assert(has_word(man, "\\-\\-help") && has_word(man, "\\-\\-version"));
    free(man);
    Run r = run_shell("groff -man -ww -z ../solver/cli/chiave.1");
    ck_assert_msg(r.status == 0 && r.out[0] == '\0', "chiave.1: %s", r.out);
}
END_TEST

/* bash completion: each command completes every option --help gives it;
 * commands, option values and file names. */
START_TEST(bash_completion)
{
    char opts[NCOMMANDS][512];
    help_options(opts);
    for (int c = 0; c < NCOMMANDS; c++) {
        char cmd[512];
        snprintf(cmd, sizeof cmd, "bash -c 'source ../solver/cli/chiave.bash; COMP_WORDS=(chiave %s -);"
                 " COMP_CWORD=2; _chiave; echo \" ${COMPREPLY[*]} \"'", COMMANDS[c]);
        Run r = run_shell(cmd);
        ck_assert_int_eq(r.status, 0);
        for (char *w = strtok(opts[c], " "); w; w = strtok(NULL, " ")) {
            char pad[40];
            snprintf(pad, sizeof pad, " %s ", w);
            ck_assert_msg(strstr(r.out, pad) != NULL, "chiave %s %s is not completed: %s", COMMANDS[c], w, r.out);
        }
    }
    Run r = run_shell("bash -c 'source ../solver/cli/chiave.bash; complete -p chiave;"
                      " COMP_WORDS=(chiave so); COMP_CWORD=1; _chiave; echo \"1:${COMPREPLY[*]}\";"
                      " COMP_WORDS=(chiave solve --bo); COMP_CWORD=2; _chiave; echo \"2:${COMPREPLY[*]}\";"
                      " COMP_WORDS=(chiave solve --lang \"\"); COMP_CWORD=3; _chiave; echo \"3:${COMPREPLY[*]}\";"
                      " COMP_WORDS=(chiave batch --sh); COMP_CWORD=2; _chiave; echo \"4:${COMPREPLY[*]}\";"
                      " COMP_WORDS=(chiave solve ../problems/polgar-3); COMP_CWORD=2; _chiave; echo \"5:${COMPREPLY[*]}\"'");
    ck_assert_int_eq(r.status, 0);
    ASSERT_HAS(r.out, "complete -o filenames -F _chiave chiave\n");
    ASSERT_HAS(r.out, "1:solve\n");
    ASSERT_HAS(r.out, "2:--board\n");
    ASSERT_HAS(r.out, "3:it de fr en\n");
    ASSERT_HAS(r.out, "4:--shard\n");
    ASSERT_HAS(r.out, "5:../problems/polgar-307.fen\n");
}
END_TEST

/* --version: the Makefile's version and the git commit the program was built from. */
START_TEST(version_from_git)
{
    Run r = run_shell("../chiave --version");
    ck_assert_int_eq(r.status, 0);
    ASSERT_STARTS(r.out, "chiave 0.");
    Run git = run_shell("git -C .. describe --tags --always 2>/dev/null");
    if (git.status == 0 && git.out[0]) {
        git.out[strcspn(git.out, "\n")] = '\0';
        char want[128];
        snprintf(want, sizeof want, "(git %.100s", git.out);
        ASSERT_HAS(r.out, want);
    }
    Run h = run_shell("../chiave --help");
    ASSERT_HAS(h.out, "--version");
}
END_TEST

/* economy --help says what it prints for a collection in a sentence: it read "a
 * table (or a JSON record) a problem, or of the one --id or --index chooses". */
START_TEST(economy_help_for_a_collection)
{
    Run r = run_shell("../chiave economy --help");
    ck_assert_int_eq(r.status, 0);
    /* (the whole help in a failure's message is more than Check carries) */
    ck_assert_msg(strstr(r.out, "FILE may hold a collection: a table (or a JSON record)\n"
                                "  for each of its problems, or for the one --id or --index chooses.\n"),
                  "economy --help lacks its collection sentence");
}
END_TEST

Suite *cli_suite(void)
{
    Suite *s = suite_create("cli");
    TCase *tc = tcase_create("help");
    tcase_add_test(tc, make_check_without_shared);
    tcase_add_test(tc, max_time_zero_is_no_limit);
    tcase_add_test(tc, lang_in_empty_environment);
    tcase_add_test(tc, man_page_complete);
    tcase_add_test(tc, bash_completion);
    tcase_add_test(tc, version_from_git);
    tcase_add_test(tc, economy_help_for_a_collection);
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);
    tc = tcase_create("solve");
    tcase_add_test(tc, solve_every_problem);
    tcase_add_test(tc, solve_pgn);
    tcase_add_test(tc, board_styles);
    tcase_add_test(tc, order_of_phases);
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);
    return s;
}
