/* test_report_why.c - solve --why: each variation and refutation of the text
 * report with its motives in words, in four languages, no line wider than the
 * page; refused with --json, --keys-only and --publish. Run from tests/. */
#include <check.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>

#include "solver/cli/commands.h"
#include "solver/movegen.h"
#include "solver/report/motives_text.h"
#include "solver/report/text.h"
#include "solver/report/themes_text.h"
#include "solver/report/tr.h"
#include "solver/report/wrap.h"
#include "tests/test_helpers.h"

#define GRIMSHAW "8/8/8/8/b1QN4/r7/p7/k1K5 w - -" /* problems/grimshaw.fen */

#define NOVOTNY "8/8/B5b1/8/3N4/7r/p7/k1K4n w - -" /* problems/novotny.fen */

/* The report of pb solved in full, with or without the motives. */
static char *report(const Problem *pb, Lang lang, bool why)
{
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb->pos, &so, &s);
    TextStyle ts;
    text_style_default(&ts, lang);
    ts.board = BOARD_NONE;
    ts.why = why;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    report_text_styled(f, pb, &s, &so, &ts);
    fclose(f);
    solution_free(&s);
    return text;
}

static char *report_of(const char *fen, Lang lang, bool why)
{
    Problem pb = test_problem(fen);
    char *text = report(&pb, lang, why);
    problem_free(&pb);
    return text;
}

START_TEST(variations_in_words)
{
    char *t = report_of(GRIMSHAW, LANG_EN, true);
    /* 1.Qb4! Rb3 stands on the queen's way to b2; on b3 it cuts the bishop off c2. */
    ck_assert_msg(strstr(t, "\n   1...Rb3 (cuts Qb4 off from b2) 2.Nc2# (Rb3 cuts Ba4 off from c2)\n"), "%s", t);
    ck_assert(strstr(t, "\n   1...Rc3+ (checks) 2.Qxc3# (takes Rc3)\n"));
    /* The Analysis says what makes the Grimshaw, with or without --why; the set
     * play shows it too (one entry over its phases). */
    ck_assert_msg(strstr(t, "  Grimshaw (b3): 1...Rb3 2.Nc2# (Rb3 cuts Ba4 off from c2)\n"
                            "      1...Bb3 2.Qc3# (Bb3 cuts Ra3 off from c3); set 1...Rb3 2.Nc2# 1...Bb3 2.Qc3#\n"),
                  "%s", t);
    /* The try 1.Qb3?: the refutation takes the queen that moved there. */
    ck_assert(strstr(t, "\n   but 1...Bxb3! (takes Qb3; Bb3 guards c2)\n"));
    /* The set play has no threat: the mates alone say why. */
    ck_assert(strstr(t, "\n   1...Rb3 2.Nc2# (Rb3 cuts Ba4 off from c2)\n"));
    free(t);
    t = report_of(GRIMSHAW, LANG_EN, false); /* the variations without words */
    ck_assert(strstr(t, "\n1.Qb4! (2.Qb2#)\n   1...Rb3 2.Nc2#\n   1...Rc3+ 2.Qxc3#\n"));
    ck_assert_ptr_null(strstr(t, "(cuts Qb4 off from b2)"));
    ck_assert(strstr(t, "  Grimshaw (b3): 1...Rb3 2.Nc2# (Rb3 cuts Ba4 off from c2)\n"));
    free(t);
}
END_TEST

/* Kiss 1953 (problems/grimshaw-pin.fen): on e2 the rook's cut unpins the knight
 * g4, and the Analysis says so, in English and German. */
START_TEST(grimshaw_through_a_pin)
{
    const char *fen = "8/bN1B1n2/r1p5/1pp1BPpK/1P2k1N1/3R3P/2Pp1QR1/3br3 w - -";
    char *t = report_of(fen, LANG_EN, false);
    /* two Grimshaws, one a line under the name (SPEC: one entry per instance) */
    ck_assert_msg(strstr(t, "  Grimshaw (2):\n    b6: 1...Rb6 2.Qd4# (Rb6 cuts Ba7 off from d4) 1...Bb6"), "%s", t);
    ck_assert_msg(strstr(t, "\n    e2: 1...Re2 2.Nf6# (Ng4 unpinned) 1...Be2 2.Re3# (Be2 cuts Re1 off"
                            " from e3);\n        set 1...Re2 2.Qf3# 1...Be2 2.Qe3#\n"), "%s", t);
    free(t);
    t = report_of(fen, LANG_DE, false);
    ck_assert_msg(strstr(t, "\n    e2: 1...Te2 2.Sf6# (Entfesselung von Sg4) 1...Le2 "), "%s", t);
    free(t);
}
END_TEST

/* nike-438, 1.Qg7! Bg2 2.Nf3#: the bishop guards e4 from g2 until the knight
 * stands on f3, a cut named by the mating man; no words of a Grimshaw or
 * Novotny's interference, which is the defence's man's. */
START_TEST(mating_man_cuts_the_defence)
{
    const char *fen = "b7/2Q4K/3NPB1p/5p2/2RN1k2/1r1n2p1/3P4/3B2Rq w - -";
    char *t = report_of(fen, LANG_EN, true);
    ck_assert_msg(strstr(t, "\n   1...Bg2 (cuts Rg1 off from g3) 2.Nf3# (Nf3 cuts Bg2 off from e4)\n"), "%s", t);
    free(t);
    Position pos = test_position(fen);
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pos, &so, &s);
    const Play *key = solution_play(&s, move_from_uci(&pos, "c7g7"));
    ck_assert_ptr_nonnull(key);
    MotivePhase ph;
    motive_phase(&ph, &s, key);
    Position b = position_after(&ph.before, move_from_uci(&ph.before, "a8g2"));
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    motives_words_kind(f, &ph, move_from_uci(&ph.before, "a8g2"), move_from_uci(&b, "d4f3"), MOTIVE_INTERFERENCE,
                       LANG_EN);
    fclose(f);
    ck_assert_msg(len == 0, "%s", text);
    free(text);
    solution_free(&s);
}
END_TEST

/* Polgár 3686: 1.Qe6! (2.Qxf5# 2.Bxa2#) Bc2 leaves f5 and stands on f5-b1,
 * the line the queen would check along from f5: no man stands there to name
 * (it was "cuts Bf5 off from b1", the bishop itself). */
START_TEST(cut_of_the_threat_line_names_its_squares)
{
    char *t = report_of("7q/2pn2p1/7p/5b2/p7/PB2Qp2/pp1KPP2/bk6 w - -", LANG_EN, true);
    ck_assert_msg(strstr(t, "\n   1...Bd3 (cuts the line f5-b1) 2.Bxa2#\n"), "%s", t);
    ck_assert_ptr_null(strstr(t, "cuts Bf5"));
    free(t);
}
END_TEST

/* Polgár 360: set 1...Rh8 2.g8=Q#: the rook left the square the pawn moves
 * to; a pawn has no line to open (it was "the line of g7 opened at g8"), and
 * the pawn is named so ("g8 vacated for g7" read as two squares). The
 * new queen stands between the rook and the checking Bf8 (2.g8=N# checks
 * twice: the king must move). */
START_TEST(square_vacated_for_a_pawn)
{
    char *t = report_of("5Br1/6P1/5KBk/8/8/8/8/8 w - -", LANG_EN, true);
    ck_assert_msg(strstr(t, "\n   1...Rh8 2.g8=Q# (=R =B) (g8 vacated for the pawn g7;\n"
                            "       Qg8 cuts Rh8 off from f8) 2.g8=N# (g8 vacated for the pawn g7)"), "%s", t);
    ck_assert_ptr_null(strstr(t, "the line of g7"));
    free(t);
}
END_TEST

/* A pawn does not guard the square in front of it; it may step there between
 * the mating man and the king. Polgár 1949: 1.Qf6! dxc6 2.Qe5#, the pawn d7
 * could have gone to d5 (it was "c6 no longer guards d5"); Polgár 1620: 1.Bb6!
 * (Bb1's moves unmask Ra1) f2 may step to f1 (it was "f2 guards f1"). */
START_TEST(a_pawn_interposes_it_does_not_guard)
{
    char *t = report_of("8/3p4/2N4Q/K1k5/5N2/1P6/8/8 w - -", LANG_EN, true);
    ck_assert_msg(strstr(t, "1...dxc6 2.Qe5# (blocks the flight c6; c6 can no longer interpose on d5)"), "%s", t);
    ck_assert_ptr_null(strstr(t, "c6 no longer guards d5"));
    free(t);
    t = report_of("5r2/8/8/8/8/5p1K/8/RB4Bk w - -", LANG_EN, true);
    ck_assert_msg(strstr(t, "(f2 can interpose on f1)"), "%s", t);
    ck_assert_ptr_null(strstr(t, "f2 guards f1"));
    free(t);
}
END_TEST

START_TEST(in_four_languages)
{
    /* 1.Bd3! Rxd3 2.Nc2#: the rook guards b3, and cuts the bishop g6 off from c2. */
    static const char *const want[] = {
        "1...Rxd3 (Rd3 guards b3) 2.Nc2# (Rd3 cuts Bg6 off from c2)",
        "1...Txd3 (Td3 controlla b3) 2.Cc2# (interferenza: Td3 intercetta la linea di Ag6 verso c2)",
        "1...Txd3 (Td3 deckt b3) 2.Sc2# (Verstellung: Td3 sperrt Lg6 von c2 ab)",
        "1...Txd3 (Td3 garde b3) 2.Cc2# (interception\u00a0: Td3 coupe Fg6 de c2)",
    };
    for (Lang l = LANG_EN; l <= LANG_FR; l++) {
        char *t = report_of(NOVOTNY, l, true);
        ck_assert_msg(strstr(t, want[l]), "%d: %s", (int)l, t);
        free(t);
    }
}
END_TEST

/* The motives of one man and one kind are one phrase, its squares listed as
 * the language lists men: polgar-675's set 1...Nb3 2.Qxb7# wrote "Nb3 no
 * longer guards c6; Nb3 no longer guards b7", and a refutation taking with
 * the knight "Nc2 guards d4; Nc2 guards e3; Nc2 guards e1". */
START_TEST(one_man_one_phrase)
{
    static const char *const unguard[] = {
        "1...Nb3 2.Qxb7# (Nb3 no longer guards c6 and b7)\n",
        "1...Cb3 2.Dxb7# (Cb3 non controlla più c6 e b7)\n",
        "1...Sb3 2.Dxb7# (Sb3 deckt c6 und b7 nicht mehr)\n",
        "1...Cb3 2.Dxb7# (Cb3 ne garde plus c6 et b7)\n",
    };
    static const char *const guard[] = {
        "but 1...Nxc2! (takes Nc2; Nc2 guards d4, e3 and e1)\n",
        "ma 1...Cxc2! (cattura Cc2; Cc2 controlla d4, e3 ed e1)\n", /* ed before e: solver/report/LANGUAGES.md */
        "aber 1...Sxc2! (schlägt Sc2; Sc2 deckt d4, e3 und e1)\n",
        "mais 1...Cxc2! (prend Cc2\u00a0; Cc2 garde d4, e3 et e1)\n",
    };
    for (Lang l = LANG_EN; l <= LANG_FR; l++) {
        char *t = report_of("8/1p1B1b2/Q3pP2/n1b1p3/4k1K1/r2R4/4P3/5q2 w - -", l, true);
        ck_assert_msg(strstr(t, unguard[l]), "%d: %s", (int)l, t);
        free(t);
        t = report_of("8/8/8/8/1n6/8/3QbkBK/4N3 w - -", l, true);
        ck_assert_msg(strstr(t, guard[l]), "%d: %s", (int)l, t);
        free(t);
    }
}
END_TEST

/* A phrase that names its man alone is said once, however many moves of the
 * man it stands for: problems/threat-correction.fen's 1.Nb5? Rc7! unpins the
 * pawn e5, which may then take on d4 or interpose on e4 (two motives, one
 * phrase), and read "(unpins e5; unpins e5)". */
START_TEST(one_phrase_said_once)
{
    static const char *const once[] = {
        "but 1...Rc7! (unpins e5)\n",
        "ma 1...Tc7! (schioda e5)\n",
        "aber 1...Tc7! (entfesselt e5)\n",
        "mais 1...Tc7! (décloue e5)\n",
    };
    for (Lang l = LANG_EN; l <= LANG_FR; l++) {
        char *t = report_of("1B3R2/4rN1p/p2N2pK/3Bpp1P/1p3k2/q1p4P/5P2/3Qn3 w - -", l, true);
        const char *at = strstr(t, "c7! (");
        ck_assert_msg(strstr(t, once[l]), "%d: %.60s", (int)l, at ? at : t);
        free(t);
    }
}
END_TEST

/* Castling is said as castling, not as the king's flight: polgar-1979's
 * 1...0-0 read "(the king flees)" like 1...Kd8; polgar-1975's refutation too. */
START_TEST(castling_castles)
{
    static const char *const line[] = {
        "   1...0-0 (castles) 2.Qxh7# (the king mated on g8)\n",
        "   1...0-0 (arrocca) 2.Dxh7# (il re mattato in g8)\n",
        "   1...0-0 (rochiert) 2.Dxh7# (der König auf g8 mattgesetzt)\n",
        "   1...0-0 (roque) 2.Dxh7# (le roi maté en g8)\n",
    };
    for (Lang l = LANG_EN; l <= LANG_FR; l++) {
        char *t = report_of("4k2r/R6b/8/4K3/8/8/8/Q7 w k -", l, true);
        const char *at = strstr(t, "0-0 (");
        ck_assert_msg(strstr(t, line[l]), "%d: %.60s", (int)l, at ? at : t);
        free(t);
    }
    char *t = report_of("4k2r/R6b/8/4K3/8/8/8/Q7 w k -", LANG_EN, true);
    ck_assert(strstr(t, "   but 1...Kd8! (the king flees)\n")); /* a king's step flees */
    free(t);
    t = report_of("4k2r/1R6/6Pp/8/8/8/8/5RK1 w k -", LANG_EN, true);
    ck_assert(strstr(t, "   but 1...0-0! (castles)\n"));
    free(t);
}
END_TEST

/* Words that read as chess, not as a field: the king's flight and its mate
 * (problems/le-grand.fen, 1.Nc3! Kd3 2.Qd1#) say the king is mated on d3, not
 * "(the king on d3)"; a Somov's square is in its why, not bare before its moves
 * (problems/somov.fen: "Somov B2 (1): f3 1...Rf3 2.Nf4#" read as a move f3); a
 * promoted mating man is named by its piece. */
START_TEST(phrases_not_fields)
{
    static const char *const flight[] = {
        "1...Kd3 (the king flees) 2.Qd1# (the king mated on d3)",
        "1...Rd3 (il re fugge) 2.Dd1# (il re mattato in d3)",
        "1...Kd3 (der König flieht) 2.Dd1# (der König auf d3 mattgesetzt)",
        "1...Rd3 (le roi s'enfuit) 2.Dd1# (le roi maté en d3)",
    };
    static const char *const somov[] = {
        "  Somov B2 (1): 1...Rf3 2.Nf4# (the defence blocks f3,",
        "  Somov B2 (1): 1...Tf3 2.Cf4# (",
        "  Somov B2 (1): 1...Tf3 2.Sf4# (die Parade ist ein Selbstblock auf f3,",
        "  Somov B2 (1)\u00a0: 1...Tf3 2.Cf4# (",
    };
    for (Lang l = LANG_EN; l <= LANG_FR; l++) {
        char *t = report_of("8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -", l, true);
        ck_assert_msg(strstr(t, flight[l]), "%d: %s", (int)l, t);
        free(t);
        t = report_of("B4R2/4R1KQ/2NPP1Np/2P3pp/4k3/2p4r/qp1pp3/6B1 w - -", l, false);
        ck_assert_msg(strstr(t, somov[l]), "%d: %s", (int)l, t);
        free(t);
    }
    /* A promoting mate's man named by its new piece (problems/threat-reversal.fen,
     * 1.Rd5? exd5 2.c8=Q#), not by the bare square ("the line of c8"). */
    char *t = report_of("7b/2P4N/4p3/4Nk2/2P5/3RK3/2P5/BB6 w - -", LANG_EN, true);
    ck_assert_msg(strstr(t, "2.c8=Q# (=B) (the line of Qc8 opened at e6)"), "%s", t);
    /* a flight given is called a flight, as de/fr/it said it ("gives the king e6" until then) */
    ck_assert_msg(strstr(t, "1...exd5 (takes Rd5; gives the king the flight e6)"), "%s", t);
    free(t);
    t = report_of("7b/2P4N/4p3/4Nk2/2P5/3RK3/2P5/BB6 w - -", LANG_DE, true);
    /* the remark wrapped before "Dc8 auf e6)", not its last word alone (wrap.c, no_widow) */
    ck_assert_msg(strstr(t, "2.c8=D# (=L) (Linienöffnung für\n       Dc8 auf e6)"), "%s", t);
    free(t);
    /* A capturing promotion likewise, not by the man it takes ("the line of
     * Rd8"): set 1...f5 2.cxd8=Q#, the diagonal d8-h4 opened at f6. */
    static const struct { Lang lang; const char *want; } taken[] = {
        { LANG_EN, "1...f5 2.cxd8=Q# (=B) (the line of Qd8 opened at f6)" },
        { LANG_DE, "1...f5 2.cxd8=D# (=L) (Linienöffnung für Dd8 auf f6)" },
        { LANG_FR, "1...f5 2.cxd8=D# (=F) (ouverture de la ligne de Dd8 en f6)" },
        { LANG_IT, "1...f5 2.cxd8=D# (=A) (apertura della linea di Dd8 in f6)" },
    };
    for (size_t l = 0; l < sizeof taken / sizeof *taken; l++) {
        t = report_of("3r4/2P5/5p2/8/5N1k/8/8/K4BR1 w - -", taken[l].lang, true);
        ck_assert_msg(strstr(t, taken[l].want), "%d: %s", (int)l, t);
        free(t);
    }
}
END_TEST

/* The pins of one mate are one phrase, its men listed as the language lists
 * them: E. Stevenson's double pin-mate (problems/pin-mate-king-step.fen) wrote
 * "(the king mated on e4; Nd4 pinned; Bf4 pinned)". */
START_TEST(pins_of_a_mate_one_phrase)
{
    static const struct { Lang lang; const char *want; } cases[] = {
        { LANG_EN, "2.Re8# (the king mated on e4; Nd4 and Bf4 pinned)" },
        { LANG_DE, "Fesselung von Sd4 und Lf4)" },
        { LANG_FR, "clouage de Cd4 et Ff4)" },
        { LANG_IT, "inchiodatura di Cd4 e Af4)" },
        /* the Analysis: the double pin-mate's two entries on one line */
        { LANG_FR, ":\n    1...Re4 2.Te8# (clouage de Ff4 et Cd4)\n" },
        { LANG_IT, " (2):\n    1...Re4 2.Te8# (inchiodatura di Af4 e Cd4)\n" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *t = report_of("5R2/3K4/3P4/4kpp1/3n1bR1/2Q1Np2/8/3r4 w - -", cases[i].lang, true);
        ck_assert_msg(strstr(t, cases[i].want), "'%s' not in:\n%s", cases[i].want, t);
        free(t);
    }
}
END_TEST

/* Every problem of problems/ in every language: lines at most a page wide
 * (the words make them long), and every listed defence line with words when
 * it defeats a threat. */
START_TEST(page_wide)
{
    glob_t g;
    ck_assert_int_eq(glob("../problems/*.fen", 0, NULL, &g), 0);
    ck_assert_uint_gt(g.gl_pathc, 50);
    int longest = 0;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        Problem pb;
        char err[2 * FEN_MSG];
        ck_assert_msg(read_first(g.gl_pathv[i], &pb, err, sizeof err) == 0, "%s", err);
        for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
            char *t = report(&pb, lang, true);
            int cols = 0;
            for (const char *p = t; *p; p++) {
                cols = *p == '\n' ? 0 : cols + (((unsigned char)*p & 0xC0) != 0x80);
                ck_assert_msg(cols <= REPORT_WIDTH, "%s lang %d: a line wider than %d", g.gl_pathv[i],
                              (int)lang, REPORT_WIDTH);
                if (cols > longest)
                    longest = cols;
            }
            free(t);
        }
        problem_free(&pb);
    }
    globfree(&g);
    ck_assert_int_gt(longest, REPORT_WIDTH - 10); /* the words made some line long: it was wrapped */
}
END_TEST

#define SOLVE(...) run_cmd(cmd_solve, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                           (const char *const[]){ __VA_ARGS__ })

START_TEST(refused_where_it_means_nothing)
{
    Run r = SOLVE("--why", "--json", "../problems/grimshaw.fen");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "--why: the JSON record always has the motives"));
    r = SOLVE("--why", "--keys-only", "../problems/grimshaw.fen");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "--why: the motives need the full analysis"));
    r = SOLVE("--why", "--publish", "../problems/grimshaw.fen");
    ck_assert_int_eq(r.status, 2);
    r = SOLVE("--why", "--board", "none", "../problems/grimshaw.fen");
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "1...Bb3 (cuts Qb4 off from b2) 2.Qc3# (Bb3 cuts Ra3 off from c3)"));
}
END_TEST

Suite *report_why_suite(void)
{
    Suite *s = suite_create("report_why");
    TCase *tc = tcase_create("report_why");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, variations_in_words);
    tcase_add_test(tc, grimshaw_through_a_pin);
    tcase_add_test(tc, mating_man_cuts_the_defence);
    tcase_add_test(tc, cut_of_the_threat_line_names_its_squares);
    tcase_add_test(tc, square_vacated_for_a_pawn);
    tcase_add_test(tc, a_pawn_interposes_it_does_not_guard);
    tcase_add_test(tc, in_four_languages);
    tcase_add_test(tc, one_man_one_phrase);
    tcase_add_test(tc, one_phrase_said_once);
    tcase_add_test(tc, castling_castles);
    tcase_add_test(tc, phrases_not_fields);
    tcase_add_test(tc, pins_of_a_mate_one_phrase);
    tcase_add_test(tc, page_wide);
    tcase_add_test(tc, refused_where_it_means_nothing);
    suite_add_tcase(s, tc);
    return s;
}
