/* test_rewrite.c - saving edited positions back into a collection's text:
 * only the FEN fields of the edited lines change (EPD operations, move
 * counters, PGN tags, comments and a byte order mark are kept; a FEN that
 * stops early gets all four), and lines with no FEN to replace are refused
 * with their line number. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "fen/write/rewrite.h"

#define NEW "8/8/8/8/8/8/8/K1k5 w - -"

/* fen_rewrite of text with the edits, which must succeed; free() the result. */
static char *rewrite_ok(const char *text, InputFormat fmt, const FenEdit *e, int n)
{
    char err[256] = "";
    size_t len = 0;
    char *out = fen_rewrite(text, strlen(text), fmt, e, n, &len, err, sizeof err);
    ck_assert_msg(out != NULL, "refused: %s", err);
    ck_assert_uint_eq(len, strlen(out));
    return out;
}

static void rewrite_bad(const char *text, InputFormat fmt, const FenEdit *e, int n, const char *want)
{
    char err[256] = "";
    size_t len = 0;
    char *out = fen_rewrite(text, strlen(text), fmt, e, n, &len, err, sizeof err);
    ck_assert_msg(out == NULL, "accepted: %s", out ? out : "");
    ck_assert_str_eq(err, want);
}

START_TEST(epd_line_keeps_operations)
{
    const char *text = "# a comment\n"
                       "1Q6/8/8/8/8/k2K4/8/8 w - -; id \"polgar-307\"\n"
                       "8/8/2p5/2Q5/7k/5K2/8/8 w - - id \"polgar-311\"; c0 \"x\";\n";
    FenEdit e[] = { { 3, NEW " 0 1" }, { 2, NEW } };
    char *out = rewrite_ok(text, INPUT_FEN, e, 2);
    ck_assert_str_eq(out, "# a comment\n"
                          NEW "; id \"polgar-307\"\n"
                          NEW " id \"polgar-311\"; c0 \"x\";\n");
    free(out);
}
END_TEST

START_TEST(fen_line_keeps_counters_crlf_and_bom)
{
    const char *text = "\xEF\xBB\xBF" "  1Q6/8/8/8/8/k2K4/8/8 w - - 5 40\r\nlast line without newline b - -";
    FenEdit e[] = { { 1, NEW } };
    char *out = rewrite_ok(text, INPUT_FEN, e, 1);
    ck_assert_str_eq(out, "\xEF\xBB\xBF" "  " NEW " 5 40\r\nlast line without newline b - -");
    free(out);
    FenEdit last[] = { { 2, NEW } };
    out = rewrite_ok("x\n8/8/8/8/8/8/8/8 b - -", INPUT_FEN, last, 1);
    ck_assert_str_eq(out, "x\n" NEW);
    free(out);
}
END_TEST

START_TEST(pgn_fen_tag)
{
    const char *text = "[Event \"?\"]\n"
                       "[FEN \"1Q6/8/8/8/8/k2K4/8/8 w - - 0 1\"]\n"
                       "[Stipulation \"#2\"]\n\n*\n";
    FenEdit e[] = { { 2, NEW } };
    char *out = rewrite_ok(text, INPUT_PGN, e, 1);
    ck_assert_str_eq(out, "[Event \"?\"]\n[FEN \"" NEW " 0 1\"]\n[Stipulation \"#2\"]\n\n*\n");
    free(out);
}
END_TEST

/* Found by fuzz_rewrite: the tags are read as pgn.c reads them (any case,
 * several on a line, escaped quotes), and white space as fen.c splits fields. */
START_TEST(tags_and_spaces_as_the_readers_read_them)
{
    const char *pgn = "[Event \"a [FEN \\\"x\\\"] b\"] [ fEn  \"1Q6/8/8/8/8/k2K4/8/8 w - - 0 1\" ]\n";
    FenEdit e[] = { { 1, NEW } };
    char *out = rewrite_ok(pgn, INPUT_PGN, e, 1);
    ck_assert_str_eq(out, "[Event \"a [FEN \\\"x\\\"] b\"] [ fEn  \"" NEW " 0 1\" ]\n");
    free(out);
    out = rewrite_ok("\xEF\xBB\xBF\r1Q6/8/8/8/8/k2K4/8/8\rw - -\r\n", INPUT_FEN, e, 1);
    ck_assert_str_eq(out, "\xEF\xBB\xBF\r" NEW "\r\n");
    free(out);
}
END_TEST

/* A FEN that stops after field 1, 2 or 3 is a problem (the readers complete
 * it, fen/README.md): its fields are replaced by the new four. fuzz_rewrite
 * found a board alone that could not be saved back. */
START_TEST(short_fen_replaced_whole)
{
    FenEdit e[] = { { 1, NEW } };
    char *out = rewrite_ok("8/8/8/8/1N6/6K1/3k4/5Q2\n", INPUT_FEN, e, 1);
    ck_assert_str_eq(out, NEW "\n");
    free(out);
    out = rewrite_ok("8/8/8/8/1N6/6K1/3k4/5Q2 b -; id \"x\"\n", INPUT_FEN, e, 1);
    ck_assert_str_eq(out, NEW "; id \"x\"\n");
    free(out);
    out = rewrite_ok("8/8/8/8/1N6/6K1/3k4/5Q2 b\n", INPUT_FEN, e, 1);
    ck_assert_str_eq(out, NEW "\n");
    free(out);
    out = rewrite_ok("[FEN \"8/8/8/8/1N6/6K1/3k4/5Q2\"]\n", INPUT_PGN, e, 1);
    ck_assert_str_eq(out, "[FEN \"" NEW "\"]\n");
    free(out);
}
END_TEST

START_TEST(nothing_to_replace)
{
    FenEdit e[] = { { 1, NEW } };
    rewrite_bad("[Event \"x\"]\n", INPUT_PGN, e, 1, "line 1: no FEN tag to replace");
    rewrite_bad("\n", INPUT_FEN, e, 1, "line 1: no FEN to replace");
    rewrite_bad("  ; id \"x\"\n", INPUT_FEN, e, 1, "line 1: no FEN to replace");
    rewrite_bad("[FEN \"\"]\n", INPUT_PGN, e, 1, "line 1: no FEN tag to replace");
    FenEdit twice[] = { { 1, NEW }, { 1, NEW } };
    rewrite_bad("8/8/8/8/8/8/8/8 w - -\n", INPUT_FEN, twice, 2, "line 1: edited twice");
    FenEdit beyond[] = { { 3, NEW } };
    rewrite_bad("8/8/8/8/8/8/8/8 w - -\n", INPUT_FEN, beyond, 1, "line 3: beyond the end of the file");
    FenEdit short_fen[] = { { 1, "8/8/8/8/8/8/8/K1k5 w" } };
    rewrite_bad("8/8/8/8/8/8/8/8 w - -\n", INPUT_FEN, short_fen, 1,
                "line 1: the new position has fewer than four FEN fields");
}
END_TEST

START_TEST(no_edit_no_change)
{
    const char *text = "a\nb\n\nc";
    char *out = rewrite_ok(text, INPUT_FEN, NULL, 0);
    ck_assert_str_eq(out, text);
    free(out);
}
END_TEST

Suite *rewrite_suite(void)
{
    Suite *s = suite_create("rewrite");
    TCase *tc = tcase_create("rewrite");
    tcase_add_test(tc, epd_line_keeps_operations);
    tcase_add_test(tc, fen_line_keeps_counters_crlf_and_bom);
    tcase_add_test(tc, pgn_fen_tag);
    tcase_add_test(tc, tags_and_spaces_as_the_readers_read_them);
    tcase_add_test(tc, short_fen_replaced_whole);
    tcase_add_test(tc, nothing_to_replace);
    tcase_add_test(tc, no_edit_no_change);
    suite_add_tcase(s, tc);
    return s;
}
