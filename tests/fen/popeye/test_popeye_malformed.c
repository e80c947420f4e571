/* test_popeye_malformed.c - the Popeye reader on malformed input, text outside
 * the problems, Latin-1 and a BOM, a stop or a read error, and telling Popeye
 * input from other formats. Run from tests/. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, fopencookie */
#endif
#include "tests/fen/popeye/popeye_helpers.h"

/* ---- malformed input ------------------------------------------------------ */

START_TEST(malformed)
{
    static const struct { const char *body, *err; } cases[] = {
        { "stip #2 frobnicate", "t:2: 'frobnicate' is not a Popeye command" },
        { "stip #2 pieces kd3", "t:2: pieces: a colour (White, Black) expected, not 'kd3'" },
        { "stip #2 pieces white q", "t:3: pieces: squares expected after 'q', not 'next'" },
        { "stip #2 pieces white xd3", "t:2: pieces: 'xd3' is not a piece with its squares" },
        /* a square off the board, not the next command ("'qb9' is not a Popeye command") */
        { "stip #2 pieces white kd3 qb9 black ka3", "t:2: pieces: squares expected after 'q', not 'b9'" },
        { "stip #2 pieces white kd3 sa1i3", "t:2: pieces: squares expected after 's', not 'a1i3'" },
        { "stip #2 forsyth 8/8/8/8/8/8/8/7K1k", "t:2: forsyth: more than 64 squares in '8/8/8/8/8/8/8/7K1k'" },
        { "stip #2 forsyth 7x", "t:2: forsyth: 'x' is not a piece" },
        { "stip #2 option frob", "t:2: option: 'frob' is not an option" },
        { "stip #2 option defence x", "t:2: option Defence: a number from 1 to 1000 expected, not 'x'" },
        { "stip #2 option enpassant z9", "t:2: option EnPassant: squares expected, not 'z9'" },
        { "stip #2 option t", "t:2: option: 't' matches more than one option" },
        { "stip #2 pieces white kd3 \xc3\xa9", "t:2: unexpected character '\xc3\xa9'" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        bad_then_307(cases[i].body, "stip #2 pieces white kd3 qb8 black ka3", cases[i].err);
}
END_TEST

/* A twin that cannot be read is an error record; the next twins are read. */
START_TEST(malformed_twins)
{
    static const struct { const char *twin, *err; } cases[] = {
        { "move e9 e4", "t:3: move: a square expected, not 'e9'" },
        { "move e5 e4", "t:3: move: no man on e5" },
        { "exchange d3 e5", "t:3: exchange: no man on e5" },
        { "remove e5", "t:3: remove: no man on e5" },
        { "remove x", "t:3: remove: squares expected, not 'x'" },
        { "shift a1 h1", "t:3: shift a1 h1: the man on d3 would leave the board" },
        { "rotate 45", "t:3: rotate: 90, 180 or 270 expected, not '45'" },
        { "mirror a1<-->b2", "t:3: mirror: a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 expected, not 'a1<-->b2'" },
        { "substitute x q", "t:3: 'x' is not a piece" },
        { "rotate 90 continued", "t:3: continued: only as the first word of a twin" },
        { "zeroposition", "t:3: zeroposition: only before the first twin" },
        /* a twin that changes nothing is an error, not the diagram again */
        { "rotatx 90", "t:3: twin: 'rotatx' is not a twinning" },
        { "", "t:3: twin: no twinning given" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[512];
        snprintf(text, sizeof text, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\n"
                 "twin %s\ntwin move d3 e3\nnext stip #2 pieces white kd3 qb8 black ka3 end\n",
                 cases[i].twin);
        if (!strcmp(cases[i].twin, "zeroposition")) /* not "twin zeroposition" */
            snprintf(text, sizeof text, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\n"
                     "zeroposition move b8 c8\ntwin move d3 e3\nnext stip #2 pieces white kd3 qb8 "
                     "black ka3 end\n");
        ReadAll *r = popeye(text);
        ck_assert_msg(r->n == 5, "case %zu: %d problems", i, r->n);
        read_ok(r, 1, "1Q6/8/8/8/8/k1K5/8/8 w - -");
        read_bad(r, 2, cases[i].err);
        ck_assert_str_eq(r->p[2].twin, "c");
        read_ok(r, 3, "1Q6/8/8/8/8/k3K3/8/8 w - -");
        ck_assert_str_eq(r->p[3].twin, "d");
        read_ok(r, 4, POLGAR_307);
        read_all_free(r);
    }
}
END_TEST

/* A position the engine cannot solve names the line of its men (SPEC "Input":
 * the line and the field): the pieces or forsyth command's, not beginproblem's
 * or next's; a twin's, its own line. The record keeps the problem's line. */
START_TEST(position_rules_name_the_men_line)
{
    ReadAll *r = popeye("begin\nstip #2\npieces white kd3 qb8\n  black ka3 pa1\nend\n"
                        "begin\nstip #2\nforsyth 8/8/8/8/8/k2K4/8/1P6\nend\n"
                        "begin\nstip #2\npieces white kd3 qb8 black ka3\ntwin add white pe8\nend\n");
    ck_assert_int_eq(r->n, 4);
    read_bad(r, 0, "t:3: position: black pawn on a1 (last rank)");
    ck_assert_int_eq(r->line[0], 1);
    read_bad(r, 1, "t:8: position: white pawn on b1 (first rank)");
    read_ok(r, 2, POLGAR_307);
    read_bad(r, 3, "t:13: position: white pawn on e8 (last rank)");
    read_all_free(r);
}
END_TEST

/* A warning names the line of its word: the first one's line is the
 * message's ("FILE:4: warning: ..."), a later one on another line says its
 * own; they named the problem's first line. */
START_TEST(warnings_name_their_words_lines)
{
    ReadAll *r = popeye("begin\nstip #2\npieces white kd3 qb8 black ka3\nprotocol x.txt\n"
                        "option try\n  movenumbers\nlatex\nend\n"
                        "begin\nstip #2 option nothreat\npieces white kd3 qb8 black ka3\n"
                        "option movenumbers\nend\n");
    ck_assert_int_eq(r->n, 2);
    read_ok(r, 0, POLGAR_307);
    ck_assert_int_eq(r->line[0], 1);
    ck_assert_int_eq(problem_warn_line(&r->p[0], r->line[0]), 4);
    ck_assert_str_eq(r->p[0].warnings, "protocol ignored: reading a problem never writes a file; "
                                       "line 7: LaTeX ignored: reading a problem never writes a file; "
                                       "line 6: options ignored: MoveNumbers");
    read_ok(r, 1, POLGAR_307);
    ck_assert_int_eq(problem_warn_line(&r->p[1], r->line[1]), 10);
    ck_assert_str_eq(r->p[1].warnings, "options ignored: NoThreat (threats are shown), MoveNumbers (line 12)");
    read_all_free(r);
}
END_TEST

/* A stipulation command with no stipulation is named at its own line, not at
 * the next command's or past the end of the file. */
START_TEST(missing_stipulation_at_its_line)
{
    ReadAll *r = popeye("begin\npieces white kd3 qb8 black ka3\nstipulation\noption try\nend\n"
                        "begin\npieces white kd3 qb8 black ka3\nstipulation\n");
    ck_assert_int_eq(r->n, 2);
    read_bad(r, 0, "t:3: stipulation missing (chiave solves #2)");
    read_bad(r, 1, "t:8: stipulation missing (chiave solves #2)");
    read_all_free(r);
}
END_TEST

START_TEST(outside_the_problems)
{
    ReadAll *r = popeye("hello world\n");
    ck_assert_int_eq(r->n, 1);
    read_bad(r, 0, "t:1: 'hello': a Popeye file starts with beginproblem (or AnfangProblem, DebutProbleme)");
    read_all_free(r);

    /* After endproblem: another beginproblem, even in another language. */
    r = popeye("begin stip #2 pieces white kd3 qb8 black ka3 end\n"
               "AnfangProblem ford #2 steine weiss kd3 db8 schwarz ka3 ende\n"
               "hello\n");
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, POLGAR_307);
    read_ok(r, 1, POLGAR_307);
    read_bad(r, 2, "t:3: 'hello' after the end of the problems (a new one starts with beginproblem)");
    read_all_free(r);

    /* No endproblem: the last problem is read all the same; empty input: nothing. */
    r = popeye("begin stip #2 pieces white kd3 qb8 black ka3");
    ck_assert_int_eq(r->n, 1);
    read_ok(r, 0, POLGAR_307);
    read_all_free(r);
    r = popeye(" \n");
    ck_assert_int_eq(r->n, 0);
    ck_assert_int_eq(r->rc, 0);
    read_all_free(r);
}
END_TEST

/* Author and title lines that are not UTF-8 are Latin-1; a byte order mark
 * and blank lines before the first word are no harm. */
START_TEST(latin1_and_bom)
{
    ReadAll *r = popeye("\xef\xbb\xbf\n\nAnfangProblem\nAutor Sch\xf6nberg, G\xfcnter\nTitel ;, Titel \n"
                        "Ford #2 Steine Weiss kd3 db8 Schwarz ka3 Ende\n");
    ck_assert_int_eq(r->n, 1);
    read_ok(r, 0, POLGAR_307);
    ck_assert_str_eq(r->p[0].authors, "Sch\xc3\xb6nberg, G\xc3\xbcnter");
    ck_assert_str_eq(r->p[0].title, "Titel");
    ck_assert_int_eq(r->line[0], 3);
    read_all_free(r);
}
END_TEST

static int stop_at_second(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno, (void)p, (void)err;
    return ++*(int *)ctx == 2 ? 9 : 0;
}

START_TEST(stop_and_read_error)
{
    const char text[] = "begin stip #2 pieces white kd3 qb8 black ka3 twin move d3 c3 twin move d3 e3 end";
    FILE *f = fmemopen((void *)text, sizeof text - 1, "r");
    int seen = 0;
    ck_assert_int_eq(popeye_read_collection(f, "t", stop_at_second, &seen), 9);
    ck_assert_int_eq(seen, 2);
    fclose(f);

    /* A disk error mid-file: nothing of the problem read in part. */
    f = failing_stream("begin stip #2 pieces white kd3 qb8 black ka3 next st");
    ReadAll *r = calloc(1, sizeof *r);
    errno = 0;
    ck_assert_int_eq(popeye_read_collection(f, "t", read_all_cb, r), -1);
    ck_assert_int_eq(errno, EIO);
    fclose(f);
    read_all_free(r);
}
END_TEST

START_TEST(detection)
{
    static const struct { const char *path, *head; int popeye; } cases[] = {
        { "x.inp", "", 1 },
        { "x.INP", "8/8/8/8/8/8/8/K6k w - -\n", 1 },
        { NULL, "beginproblem\n", 1 },
        { NULL, "  AnfangProblem\n", 1 },
        { NULL, "\xef\xbb\xbf" "DebutProbleme\n", 1 },
        { NULL, "beg stip #2\n", 1 },
        { "x.fen", "anfa;", 1 },
        { NULL, "b7/8/8/8/8/8/8/K6k w - -\n", 0 },
        { NULL, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n", 0 },
        { NULL, "[Event \"x\"]\n", 0 },
        { NULL, "begin", 0 }, /* the word may go on */
        { NULL, "beginning\n", 0 },
        { NULL, "", 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *h = cases[i].head;
        ck_assert_msg(popeye_detect(cases[i].path, h, strlen(h)) == cases[i].popeye, "case %zu", i);
        ck_assert_msg((input_detect(cases[i].path, h, strlen(h)) == INPUT_POPEYE) == cases[i].popeye,
                      "case %zu", i);
    }
    /* The head input_detect wants: the first line that is not blank or a comment. */
    ck_assert(!input_head_complete("\n\n# x\nbegin", 12));
    ck_assert(input_head_complete("\n\n# x\nbegin\n", 13));
    ck_assert(!input_head_complete("", 0));
}
END_TEST

Suite *popeye_malformed_suite(void);
Suite *popeye_malformed_suite(void)
{
    Suite *s = suite_create("popeye_malformed");
    TCase *t = tcase_create("malformed");
    tcase_add_test(t, malformed);
    tcase_add_test(t, malformed_twins);
    tcase_add_test(t, position_rules_name_the_men_line);
    tcase_add_test(t, warnings_name_their_words_lines);
    tcase_add_test(t, missing_stipulation_at_its_line);
    tcase_add_test(t, outside_the_problems);
    tcase_add_test(t, latin1_and_bom);
    tcase_add_test(t, stop_and_read_error);
    tcase_add_test(t, detection);
    suite_add_tcase(s, t);
    return s;
}
