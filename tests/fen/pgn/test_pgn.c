/* test_pgn.c - the PGN reader: games, ids, stipulations, detection; and
 * hostile input: an unclosed brace comment, any number of tags, text that is
 * not PGN, a read error, an endless line. (A PGN file through batch is in
 * tests/solver/batch/test_batch.c.) */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen_file.h"
#include "fen/pgn/pgn.h"
#include "tests/test_helpers.h"

#define BATCH_DATA "data/batch/"
#define P307 "1Q6/8/8/8/8/k2K4/8/8 w - -"
#define P311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"

typedef struct {
    int n;
    char id[8][128], fen[8][100], err[8][256];
    long line[8];
    int stop_after;
} Games;

static int on_game(void *ctx, long lineno, Problem *p, const char *err)
{
    Games *g = ctx;
    ck_assert_int_lt(g->n, 8);
    snprintf(g->id[g->n], sizeof g->id[0], "%s", p->id ? p->id : "(null)");
    snprintf(g->fen[g->n], sizeof g->fen[0], "%s", p->fen);
    snprintf(g->err[g->n], sizeof g->err[0], "%s", err ? err : "");
    g->line[g->n] = lineno;
    g->n++;
    return g->stop_after && g->n == g->stop_after;
}

static Games read_pgn(const char *path, int stop_after)
{
    Games g;
    memset(&g, 0, sizeof g);
    g.stop_after = stop_after;
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    int rc = pgn_read_collection(f, path, on_game, &g);
    ck_assert_int_eq(rc, stop_after ? 1 : 0);
    fclose(f);
    return g;
}

/* Reads text as the PGN file t.pgn; returns what pgn_read_collection did. */
static int read_text(const char *text, Games *g)
{
    memset(g, 0, sizeof *g);
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    ck_assert_ptr_nonnull(f);
    int rc = pgn_read_collection(f, "t.pgn", on_game, g);
    fclose(f);
    return rc;
}

START_TEST(pgn_games)
{
    Games g = read_pgn(BATCH_DATA "problems.pgn", 0);
    ck_assert_int_eq(g.n, 7);
    ck_assert_str_eq(g.id[0], "Polgar, L.; Chess: 5334 Problems; 1994; 307");
    ck_assert_str_eq(g.fen[0], "1Q6/8/8/8/8/k2K4/8/8 w - -");
    ck_assert_str_eq(g.err[0], "");
    ck_assert_int_eq(g.line[0], 10); /* the FEN tag */
    ck_assert_str_eq(g.id[1], "no fen here; 2");
    ck_assert_str_eq(g.err[1], BATCH_DATA "problems.pgn:14: game has no FEN tag");
    ck_assert_str_eq(g.id[2], "helpmate-1");
    ck_assert_str_eq(g.err[2], BATCH_DATA "problems.pgn:20: stipulation \"h#2\" is not #2");
    ck_assert_str_eq(g.fen[2], "8/8/8/8/8/k2K4/8/1Q6 b - -");
    ck_assert_str_eq(g.id[3], "P-312"); /* [ProblemId] wins; '[' in a comment starts no game */
    ck_assert_str_eq(g.err[3], "");
    ck_assert_str_eq(g.id[4], "bad fen");
    ck_assert_str_eq(g.err[4], BATCH_DATA "problems.pgn:33: FEN tag: field 1, rank 8: bad digit '9' (1-8)");
    ck_assert_str_eq(g.err[5], BATCH_DATA "problems.pgn:36: malformed tag pair (expected [Name \"value\"])");
    ck_assert_str_eq(g.id[6], "Stipulation with spaces");
    ck_assert_str_eq(g.err[6], "");
    ck_assert_str_eq(g.fen[6], "8/5Q2/8/8/5p2/5K2/8/5k2 w - -");
}
END_TEST

START_TEST(pgn_latin1_and_stop)
{
    Games g = read_pgn(BATCH_DATA "latin1.pgn", 0);
    ck_assert_int_eq(g.n, 1);
    ck_assert_str_eq(g.id[0], "M\xc3\xbcller, H.; Ca\xc3\xafssa; 1901");
    ck_assert_str_eq(g.err[0], "");
    g = read_pgn(BATCH_DATA "problems.pgn", 2); /* the callback stops the reading */
    ck_assert_int_eq(g.n, 2);
}
END_TEST

START_TEST(pgn_detection)
{
    ck_assert(pgn_detect("x.pgn", "", 0));
    ck_assert(pgn_detect("X.PGN", "8/8", 3));
    ck_assert(pgn_detect(NULL, "\xef\xbb\xbf \n[Event", 11));
    ck_assert(pgn_detect("a.epd", "\n  [Event", 9));
    ck_assert(!pgn_detect("a.epd", "1Q6/8", 5));
    ck_assert(!pgn_detect(NULL, "# [x]", 5));
    ck_assert(!pgn_detect(NULL, "   ", 3));
    ck_assert(!pgn_detect("pgn", "", 0));
}
END_TEST

/* Item 7: an unclosed '{' swallows the games after it: the game where it
 * opened becomes an error naming that line, and the lines it took. */
START_TEST(unclosed_comment)
{
    Games g;
    /* the next game's tag pairs end it: that game and those after it are read */
    ck_assert_int_eq(read_text("[Id \"a\"]\n[FEN \"" P307 "\"]\n\n1. Kc3 {the key\n\n"
                               "[Id \"b\"]\n[FEN \"" P311 "\"]\n\n1. Qe7 {closed} *\n\n"
                               "[Id \"c\"]\n[FEN \"" P307 "\"]\n\n*\n", &g), 0);
    ck_assert_int_eq(g.n, 3);
    ck_assert_str_eq(g.id[0], "a");
    ck_assert_str_eq(g.err[0], "t.pgn:4: comment '{' never closed: the next game's tag pairs "
                               "start on line 6");
    ck_assert_str_eq(g.id[1], "b");
    ck_assert_str_eq(g.err[1], "");
    ck_assert_str_eq(g.id[2], "c");
    ck_assert_str_eq(g.err[2], "");

    /* open to the end of the file: said, with the lines it took */
    ck_assert_int_eq(read_text("[Id \"a\"]\n[FEN \"" P307 "\"]\n\n1. Kc3 {the key\n\n"
                               "more words\n[not a tag]\n", &g), 0);
    ck_assert_int_eq(g.n, 1);
    ck_assert_str_eq(g.err[0], "t.pgn:4: comment '{' never closed: lines 4-7 read as a comment");

    /* closed, even lines later: nothing to say */
    ck_assert_int_eq(read_text("[Id \"a\"]\n[FEN \"" P307 "\"]\n\n1. Kc3 {the key\nstill}\n\n"
                               "[Id \"b\"]\n[FEN \"" P311 "\"]\n\n*\n", &g), 0);
    ck_assert_int_eq(g.n, 2);
    ck_assert_str_eq(g.err[0], "");
    ck_assert_str_eq(g.err[1], "");
}
END_TEST

/* Item 8: a FEN tag after 300 other tags is read (no fixed number of tags);
 * the first tag of a name counts. */
START_TEST(many_tags)
{
    size_t cap = 400 * 32 + 256, len = 0;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    len += (size_t)snprintf(text + len, cap - len, "[Id \"many\"]\n");
    for (int i = 0; i < 300; i++)
        len += (size_t)snprintf(text + len, cap - len, "[Tag%d \"value %d\"]\n", i, i);
    snprintf(text + len, cap - len, "[FEN \"" P307 "\"]\n[FEN \"" P311 "\"]\n[Id \"second\"]\n\n*\n");
    Games g;
    ck_assert_int_eq(read_text(text, &g), 0);
    ck_assert_int_eq(g.n, 1);
    ck_assert_str_eq(g.err[0], "");
    ck_assert_str_eq(g.fen[0], P307);
    ck_assert_str_eq(g.id[0], "many");
    ck_assert_int_eq(g.line[0], 302);
    free(text);
}
END_TEST

/* Item 11: text before any tag pair (FEN lines in a .pgn, a file that starts
 * with '[' but is not PGN) is never an empty success. */
START_TEST(not_pgn)
{
    Games g;
    ck_assert_int_eq(read_text(P307 "; id \"polgar-307\"\n" P311 "; id \"polgar-311\"\n", &g), 0);
    ck_assert_int_eq(g.n, 1);
    ck_assert_str_eq(g.err[0], "t.pgn:1: text outside a game (a PGN game starts with tag pairs "
                               "such as [FEN \"...\"])");

    ck_assert_int_eq(read_text("[{\"fen\": \"" P307 "\"}]\n", &g), 0);
    ck_assert_int_eq(g.n, 1);
    ck_assert_str_eq(g.err[0], "t.pgn:1: malformed tag pair (expected [Name \"value\"])");

    /* a NUL byte before the first game: said, not skipped */
    static const char nul[] = "[\0Event]\n";
    FILE *f = fmemopen((void *)nul, sizeof nul - 1, "r");
    memset(&g, 0, sizeof g);
    ck_assert_int_eq(pgn_read_collection(f, "t.pgn", on_game, &g), 0);
    fclose(f);
    ck_assert_int_eq(g.n, 1);
    ck_assert_str_eq(g.err[0], "t.pgn:1: not text: NUL byte");

    /* escape lines and blank lines alone are an empty file, not junk */
    ck_assert_int_eq(read_text("% exported\n\n", &g), 0);
    ck_assert_int_eq(g.n, 0);
}
END_TEST

/* Item 1: a read error: the games read whole are given, not the one cut. */
START_TEST(read_error)
{
    Games g;
    memset(&g, 0, sizeof g);
    FILE *f = failing_stream("[Id \"a\"]\n[FEN \"" P307 "\"]\n\n*\n\n[Id \"b\"]\n[FEN \"" P311 "\"]\n\n1. Qe");
    errno = 0;
    ck_assert_int_eq(pgn_read_collection(f, "t.pgn", on_game, &g), -1);
    ck_assert_int_eq(errno, EIO);
    fclose(f);
    ck_assert_int_eq(g.n, 1);
    ck_assert_str_eq(g.id[0], "a");
}
END_TEST

/* Item 10: a line beyond FEN_LINE_MAX makes its game an error (the PGN
 * standard's limit is 255); the next game is read. */
START_TEST(long_line)
{
    size_t big = 3 * FEN_LINE_MAX;
    char *text = malloc(big + 256);
    ck_assert_ptr_nonnull(text);
    int n = snprintf(text, 256, "[Id \"a\"]\n[FEN \"" P307 "\"]\n\n1. Kc3 ");
    memset(text + n, 'x', big);
    snprintf(text + n + big, 256, "\n\n[Id \"b\"]\n[FEN \"" P311 "\"]\n\n*\n");
    Games g;
    ck_assert_int_eq(read_text(text, &g), 0);
    ck_assert_int_eq(g.n, 2);
    ck_assert_str_eq(g.err[0], "t.pgn:4: line longer than 65536 bytes");
    ck_assert_str_eq(g.id[1], "b");
    ck_assert_str_eq(g.err[1], "");
    free(text);
}
END_TEST

Suite *pgn_suite(void);
Suite *pgn_suite(void)
{
    Suite *s = suite_create("pgn");
    TCase *r = tcase_create("read");
    tcase_add_test(r, pgn_games);
    tcase_add_test(r, pgn_latin1_and_stop);
    tcase_add_test(r, pgn_detection);
    suite_add_tcase(s, r);
    TCase *t = tcase_create("hostile");
    tcase_add_test(t, unclosed_comment);
    tcase_add_test(t, many_tags);
    tcase_add_test(t, not_pgn);
    tcase_add_test(t, read_error);
    tcase_add_test(t, long_line);
    suite_add_tcase(s, t);
    return s;
}
