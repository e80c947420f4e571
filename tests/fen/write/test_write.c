/* test_write.c - writing problems back (fen/write/write.c, `chiave convert`): the
 * text of each format for a position with castling, e.p. and Black to move
 * (worked out by hand), twins written as twins, a duplex folded back into
 * its option, a zero position, twins that cannot be written as twins, and
 * every file of data/ through every format and back to the same positions.
 * Run from tests/. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, open_memstream, fopencookie */
#endif
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "fen/input.h"
#include "fen/write/write.h"
#include "solver/cli/commands.h"
#include "tests/test_helpers.h"

/* The text of the problems of r (all read without error) written in fmt. */
static char *write_all(const ReadAll *r, OutputFormat fmt)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    Writer *w = writer_new(fmt, out);
    for (int i = 0; i < r->n; i++)
        if (!r->err[i][0])
            ck_assert_int_eq(writer_add(w, r->line[i], &r->p[i]), 0);
    ck_assert_int_eq(writer_finish(w), 0);
    fclose(out);
    return text;
}

/* The positions read without error from a and from b are the same. */
static void same_positions(const ReadAll *a, const ReadAll *b, const char *what)
{
    int j = 0;
    for (int i = 0; i < a->n; i++) {
        if (a->err[i][0])
            continue;
        ck_assert_msg(j < b->n, "%s: position %d not read back", what, i);
        ck_assert_msg(!b->err[j][0], "%s: %s", what, b->err[j]);
        const Position *x = &a->p[i].pos, *y = &b->p[j].pos;
        ck_assert_msg(!memcmp(x->board, y->board, sizeof x->board) && x->side == y->side &&
                          x->castle == y->castle && x->ep == y->ep,
                      "%s: %s came back as %s", what, a->p[i].fen, b->p[j].fen);
        j++;
    }
    ck_assert_msg(j == b->n, "%s: %d positions read back, %d written", what, b->n, j);
}

/* text, read back as format fmt, gives the positions of r; text is freed. */
static void reads_back(const ReadAll *r, char *text, InputFormat fmt, const char *what)
{
    ReadAll *back = read_string(text, "back", fmt);
    same_positions(r, back, what);
    read_all_free(back);
    free(text);
}

/* Castling rights that Popeye would not assume, e.p., Black to move, an id. */
START_TEST(each_format)
{
    ReadAll *r = read_string("r3k2r/8/8/8/4P3/8/8/R3K2R b Kq e3; id \"x\"\n", "t.epd", INPUT_FEN);
    ck_assert_int_eq(r->n, 1);
    static const struct { OutputFormat fmt; const char *text; InputFormat back; } want[] = {
        { OUT_POPEYE, "beginproblem\nremark id: x\nstipulation #2\npieces white Ke1 Ra1h1 Pe4 black Ke8 Ra8h8\n"
                      "option HalfDuplex EnPassant e2e3e4 NoCastling a1h8 Try SetPlay Variation\nendproblem\n", INPUT_POPEYE },
        { OUT_YAML, "---\nid: x\nalgebraic:\n  white: [Ke1, Ra1, Rh1, Pe4]\n  black: [Ke8, Ra8, Rh8]\n"
                    "stipulation: '#2'\noptions: [HalfDuplex, EnPassant e2e3e4, NoCastling a1h8]\n", INPUT_YAML },
        { OUT_EPD, "r3k2r/8/8/8/4P3/8/8/R3K2R b Kq e3; id \"x\"\n", INPUT_FEN },
        { OUT_FEN, "# id: x\nr3k2r/8/8/8/4P3/8/8/R3K2R b Kq e3 0 1\n", INPUT_FEN }, /* a FEN line holds no id */
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *text = write_all(r, want[i].fmt);
        ck_assert_str_eq(text, want[i].text);
        reads_back(r, text, want[i].back, want[i].text);
    }
    read_all_free(r);
    OutputFormat f;
    ck_assert(output_format_parse("yaml", &f) && f == OUT_YAML);
    ck_assert(output_format_parse("popeye", &f) && f == OUT_POPEYE);
    ck_assert(!output_format_parse("pgn", &f));
}
END_TEST

/* A problem's words, options, twins (as twins), a duplex (as its option), a
 * zero position (as zeroposition). */
START_TEST(twins_duplex_zero)
{
    ReadAll *r = read_string("begin title T\nauthor A\nauthor B\norigin O\naward P\nstip #2\n"
                           "pieces white kd3 qb8 black ka3\noption try defence 2 setplay maxtime 10\n"
                           "twin move d3 c3\ntwin continued rotate 90\n"
                           "next stip #2 pieces white kg3 qf8 rf3 pg4 black kg5 qa7 rd1 pf7g6h5 option duplex\n"
                           "twin move f8 e8\n"
                           "next stip #2 pieces white kd3 qb8 black ka3 zeroposition move b8 c8 twin move d3 c3\n"
                           "end\n", "t.inp", INPUT_POPEYE);
    ck_assert_int_eq(r->n, 9);
    char *text = write_all(r, OUT_POPEYE);
    ck_assert_str_eq(text, "beginproblem\ntitle T\nauthor A\nauthor B\norigin O, P\nstipulation #2\n"
                           "pieces white Kd3 Qb8 black Ka3\noption Defence 2 SetPlay Variation MaxTime 10\n"
                           "twin move d3 c3\ntwin continued rotate 90\n"
                           "nextproblem\nstipulation #2\npieces white Kg3 Qf8 Rf3 Pg4 black Kg5 Qa7 Rd1 Pf7g6h5\n"
                           "option Duplex Try SetPlay Variation\ntwin move f8 e8\n"
                           "nextproblem\nstipulation #2\npieces white Kd3 Qb8 black Ka3\n"
                           "option Try SetPlay Variation\nzeroposition move b8 c8\ntwin move d3 c3\nendproblem\n");
    ReadAll *back = read_string(text, "back", INPUT_POPEYE);
    same_positions(r, back, "popeye");
    ck_assert_str_eq(back->p[0].authors, "A; B");
    ck_assert_int_eq(back->p[0].asks.refutations, 2);
    read_all_free(back);
    free(text);

    text = write_all(r, OUT_YAML);
    ck_assert_str_eq(text, "---\ntitle: T\nauthors: [A, B]\nsource: O, P\nalgebraic:\n  white: [Kd3, Qb8]\n"
                           "  black: [Ka3]\nstipulation: '#2'\noptions: [Defence 2, SetPlay, MaxTime 10]\n"
                           "twins:\n  b: move d3 c3\n  c: continued rotate 90\n"
                           "---\nalgebraic:\n  white: [Kg3, Qf8, Rf3, Pg4]\n  black: [Kg5, Qa7, Rd1, Pf7, Pg6, Ph5]\n"
                           "stipulation: '#2'\noptions: [Duplex]\ntwins:\n  b: move f8 e8\n"
                           "---\nalgebraic:\n  white: [Kd3, Qb8]\n  black: [Ka3]\nstipulation: '#2'\n"
                           "twins:\n  a: move b8 c8\n  b: move d3 c3\n");
    reads_back(r, text, INPUT_YAML, "yaml");

    /* FEN: a position a line, the twin in a comment. */
    text = write_all(r, OUT_FEN);
    ck_assert_ptr_nonnull(strstr(text, "# T\n# A; B\n# O, P\n# a) diagram (a twin of t.inp:1)\n"
                                       "1Q6/8/8/8/8/k2K4/8/8 w - - 0 1\n"));
    reads_back(r, text, INPUT_FEN, "fen");
    read_all_free(r);
}
END_TEST

/* Positions whose twinning does not give them (here made by hand) are
 * written as problems of their own, the twin named in a remark. */
START_TEST(twins_that_are_not)
{
    ReadAll *r = read_string("1Q6/8/8/8/8/k2K4/8/8 w - -\n8/8/8/8/8/k2K4/8/7Q w - -\n", "t.epd", INPUT_FEN);
    ck_assert_int_eq(r->n, 2);
    for (int i = 0; i < 2; i++) {
        ck_assert_str_eq(r->err[i], "");
        r->p[i].twin = strdup(i ? "b" : "a");
        r->p[i].twin_of = strdup("t:1");
        r->p[i].twinning = strdup(i ? "move b8 c8" : "diagram"); /* b is no Qc8 */
        r->p[i].follows = i > 0; /* b after a, as a reader hands twins over */
    }
    char *text = write_all(r, OUT_POPEYE);
    ck_assert_str_eq(text, "beginproblem\nremark twin a) of t:1: diagram\nstipulation #2\n"
                           "pieces white Kd3 Qb8 black Ka3\noption Try SetPlay Variation\n"
                           "nextproblem\nremark twin b) of t:1: move b8 c8\nstipulation #2\n"
                           "pieces white Kd3 Qh1 black Ka3\noption Try SetPlay Variation\nendproblem\n");
    reads_back(r, text, INPUT_POPEYE, "popeye");
    text = write_all(r, OUT_YAML);
    ck_assert_ptr_nonnull(strstr(text, "comments: ['twin b) of t:1: move b8 c8']\n"));
    reads_back(r, text, INPUT_YAML, "yaml");
    read_all_free(r);
}
END_TEST

/* Every data file through every format and back: the same positions. */
START_TEST(data_files_round_trip)
{
    static const char *const files[] = {
        "data/popeye/twins-en.inp", "data/popeye/twins-de.inp", "data/popeye/twins-fr.inp",
        "data/popeye/options-en.inp", "data/olive/twins.olv", "data/olive/yacpdb.yaml",
        "data/olive/broken.yaml", "data/batch/small.epd", "data/batch/problems.pgn",
    };
    static const struct { OutputFormat out; InputFormat in; } formats[] = {
        { OUT_POPEYE, INPUT_POPEYE }, { OUT_YAML, INPUT_YAML }, { OUT_EPD, INPUT_FEN }, { OUT_FEN, INPUT_FEN },
    };
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        ReadAll *r = read_path(files[i]);
        for (size_t k = 0; k < sizeof formats / sizeof *formats; k++) {
            char *text = write_all(r, formats[k].out);
            ReadAll *back = read_string(text, "back", formats[k].in);
            char what[128];
            snprintf(what, sizeof what, "%s as format %zu", files[i], k);
            same_positions(r, back, what);
            read_all_free(back);
            free(text);
        }
        read_all_free(r);
    }
}
END_TEST

static ssize_t failing_write(void *cookie, const char *buf, size_t size)
{
    (void)cookie, (void)buf, (void)size;
    errno = ENOSPC;
    return -1;
}

START_TEST(write_error)
{
    ReadAll *r = read_string("1Q6/8/8/8/8/k2K4/8/8 w - -\n", "t.epd", INPUT_FEN);
    FILE *out = fopencookie(NULL, "w", (cookie_io_functions_t){ .write = failing_write });
    Writer *w = writer_new(OUT_POPEYE, out);
    writer_add(w, 1, &r->p[0]);
    errno = 0;
    ck_assert_int_eq(writer_finish(w), -1);
    ck_assert_int_eq(errno, ENOSPC);
    fclose(out);
    read_all_free(r);
}
END_TEST

#define CONVERT(...) run_cmd(cmd_convert, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                             (const char *const[]){ __VA_ARGS__ })

START_TEST(convert_command)
{
    Run r = CONVERT("data/batch/polgar100.epd", "--to", "popeye");
    ck_assert_int_eq(r.status, 0);
    ck_assert_msg(strncmp(r.out, "beginproblem\nremark id: ", 24) == 0, "%s", r.out);
    ck_assert_ptr_nonnull(strstr(r.out, "endproblem\n"));
    /* What cannot be read is named and not written, the rest is: status 2,
     * bad input (SPEC "Exit status": convert 0 done, 2 bad input or usage). */
    r = CONVERT("--to=yaml", "data/popeye/twins-fr.inp");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "twins-fr.inp:22: condition madrasi: chiave solves orthodox #2 "
                                        "only (not written)"));
    ck_assert_ptr_nonnull(strstr(r.err, "1 problem not written"));
    ck_assert_ptr_nonnull(strstr(r.out, "  b: move c2 b1\n"));
    /* Several files, each in its format, into one. */
    r = CONVERT("--to", "epd", "data/olive/yacpdb.yaml", "data/popeye/options-en.inp");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.out, "1Q6/8/8/8/8/k2K4/8/8 w - -\n"));
    ck_assert_ptr_nonnull(strstr(r.out, "8/k7/4K3/1Pp5/8/8/8/7Q w - c6\n"));
    ck_assert_ptr_nonnull(strstr(r.err, "warning: options ignored: NoSymmetry"));
    /* Usage and unreadable files: 2. */
    static const struct { const char *args[4]; int n; const char *err; } bad[] = {
        { { "data/batch/small.epd" }, 1, "--to FORMAT is needed" },
        { { "data/batch/small.epd", "--to", "pgn" }, 3, "--to: not one of fen, epd, popeye, yaml" },
        { { "--to", "fen" }, 2, "expected FILE..." },
        { { "--frob", "x", "--to", "fen" }, 4, "unknown option '--frob'" },
        { { "data/none.epd", "--to", "fen" }, 3, "data/none.epd: No such file or directory" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        r = run_cmd(cmd_convert, bad[i].n, bad[i].args);
        ck_assert_msg(r.status == 2, "case %zu: %d", i, r.status);
        ck_assert_msg(strstr(r.err, bad[i].err) != NULL, "case %zu: %s", i, r.err);
    }
    r = CONVERT("--help");
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "chiave convert FILE"));
}
END_TEST

Suite *write_suite(void)
{
    Suite *s = suite_create("write");
    TCase *tc = tcase_create("write");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, each_format);
    tcase_add_test(tc, twins_duplex_zero);
    tcase_add_test(tc, twins_that_are_not);
    tcase_add_test(tc, data_files_round_trip);
    tcase_add_test(tc, write_error);
    tcase_add_test(tc, convert_command);
    suite_add_tcase(s, tc);
    return s;
}
