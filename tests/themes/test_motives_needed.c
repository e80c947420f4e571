/* test_motives_needed.c - a motive names what the play needs: a pin that stops
 * a threat the man could otherwise make, an unpin of a mate that leaves the pin
 * line, the mating man's cut of the line the defence brought, both squares an
 * e.p. capture empties, no cut by a man that stood on the line before, no check
 * the threat answers, a check's other effects, no flight where the mating man
 * stands, no arrival where the threat takes, a check opened for a mate that
 * needs the defence (issue 21 motives audits; each position solved, each
 * motive reasoned from the board). */
#include <check.h>

#include "tests/themes/motive_case.h"

/* The motives of refutation d of try 'first' (refutations are no variations). */
static void refutation_motives(const char *fen, const char *first, const char *d, Motives *out, Solution *s)
{
    Position pos = test_position(fen);
    SolveOptions o;
    solve_options_default(&o);
    solve(&pos, &o, s);
    MotivePhase ph;
    motive_phase(&ph, s, play_of(s, first));
    MoveList l;
    gen_legal(&ph.before, &l);
    char buf[8];
    Move dm = named(l.moves, l.n, d);
    ck_assert(strcmp(move_to_uci(dm, buf), d) == 0);
    motives_defence(&ph, dm, out);
}

START_TEST(pin_that_stops_nothing)
{
    /* Polgár 1975: 1.g7? (2.gxh8=Q#) Rg8!: the rook leaves h8, so gxh8 has
     * nothing to take; that it also pins g7 on the g-file stops nothing (the
     * pawn could not take on h8 unpinned). */
    Motives m;
    Solution s;
    refutation_motives("4k2r/1R6/6Pp/8/8/8/8/5RK1 w k -", "g6g7", "h8g8", &m, &s);
    ck_assert(has(&m, "evades g8 h8"));
    ck_assert(!has_kind(&m, MOTIVE_PINS));
    solution_free(&s);
    /* the pin that does stop a threat stays: Polgár 2180, 1.Qc2? Rc3 pins the
     * queen, which would go to b2 unpinned */
    Case c;
    motives_of(&c, "8/8/8/8/b1QN4/r7/p7/k1K5 w - -", "c4c2", "a3c3", NULL);
    ck_assert(has(&c.def, "pins c2,c3 c3"));
    solution_free(&c.s);
}
END_TEST

START_TEST(unpin_along_the_pin_line)
{
    /* Polgár 2155, set play: the queen g8 pins g7 against Kg1. 1...Qf7
     * 2.g8=N#: the pawn pushes along the g-file, which it could do pinned;
     * what the mate needs is g8 vacated, not the unpin. */
    Case c;
    const char *fen = "4NBq1/6P1/7k/5Q2/8/8/8/6K1 w - -";
    motives_of(&c, fen, "set", "g8f7", "g7g8n");
    ck_assert(has(&c.mate, "line-opening g7 g8,g8"));
    ck_assert(!has_kind(&c.mate, MOTIVE_UNPIN));
    solution_free(&c.s);
    /* 1...Qxf8 2.gxf8=Q#: the capture leaves the g-file, the unpin is needed */
    motives_of(&c, fen, "set", "g8f8", "g7f8q");
    ck_assert(has(&c.mate, "unpin g7,f8 g8"));
    solution_free(&c.s);
}
END_TEST

#define SCHIFFMANN "B4R2/4R1KQ/2NPP1Np/2P3pp/4k3/2p4r/qp1pp3/6B1 w - -" /* problems/schiffmann.fen */

START_TEST(mate_cuts_the_new_guard)
{
    Case c;
    /* Schiffmann 1928, 1.Ree8!: 1...Qd5 guards f5 on the line h7-e4; 2.Nge5#
     * opens that line and cuts d5-f5 (the self-block alone would not do:
     * 2.Ngf4? Qf5). */
    motives_of(&c, SCHIFFMANN, "e7e8", "a2d5", "g6e5");
    ck_assert(has(&c.mate, "self-block d5 d5"));
    ck_assert(has(&c.mate, "interference d5,e5 e5,f5"));
    solution_free(&c.s);
    /* 1...Rf3 guards f5; 2.Nf4# shuts the f-file between them */
    motives_of(&c, SCHIFFMANN, "e7e8", "h3f3", "g6f4");
    ck_assert(has(&c.mate, "interference f3,f4 f4,f5"));
    solution_free(&c.s);
    /* Polgár 1917: 1.Qb1! Rd8 2.Rd7# opens Bh1's
     * diagonal; the black rook would take on d5 but for the white rook on d7 */
    const char *files = "kr6/1R6/4K1Q1/8/8/p7/8/7B w - -";
    motives_of(&c, files, "g6b1", "b8d8", "b7d7");
    ck_assert(has(&c.mate, "interference d8,d7 d7,d5"));
    solution_free(&c.s);
    /* 1...Re8+ 2.Re7#: the white king on e6 stops the rook anyway: no cut */
    motives_of(&c, files, "g6b1", "b8e8", "b7e7");
    ck_assert(!has_kind(&c.mate, MOTIVE_INTERFERENCE));
    solution_free(&c.s);
}
END_TEST

START_TEST(no_cut_where_the_man_stood_on_the_line)
{
    /* problems/threat-correction.fen, the checking try 1.Qd4+? e4 2.Qe3#: the
     * pawn stepped from e5 to e4 down Re7's file, which it shut before as
     * after: the mate exploits no cut (it said "e4 cuts Re7 off from e3") */
    Case c;
    motives_of(&c, "1B3R2/4rN1p/p2N2pK/3Bpp1P/1p3k2/q1p4P/5P2/3Qn3 w - -", "d1d4", "e5e4", "d4e3");
    ck_assert(!has_kind(&c.mate, MOTIVE_INTERFERENCE));
    solution_free(&c.s);
}
END_TEST

START_TEST(en_passant_opens_two_squares)
{
    /* Polgár 1112: 1.d4+! exd3 e.p. 2.Qbf4#: the queen's way b4-f4 was shut
     * at d4 (the white pawn, taken) and e4 (the black pawn, gone) */
    Case c;
    motives_of(&c, "7r/1p3Q1p/2q5/3bk3/1Q2p3/2P5/r2P2PP/2KR4 w - -", "d2d4", "e4d3", "b4f4");
    ck_assert(has(&c.mate, "line-opening b4 e4,f4"));
    ck_assert(has(&c.mate, "line-opening b4 d4,f4"));
    solution_free(&c.s);
}
END_TEST

START_TEST(no_check_the_threat_answers)
{
    /* Polgár 2180: 1.Qxa4? (2.Nc2#) Rc3+!: 2.Nc2+ answers the check, and
     * mates no more because the rook guards c2; the check stops nothing */
    Motives m;
    Solution s;
    refutation_motives("8/8/8/8/b1QN4/r7/p7/k1K5 w - -", "c4a4", "a3c3", &m, &s);
    ck_assert(has(&m, "guards c3 c2"));
    ck_assert(!has_kind(&m, MOTIVE_CHECK));
    solution_free(&s);
    /* Polgár 2156: 1.Kc8? Ke7+! uncovers Qh8's check, which the threat's
     * interposition answers: the king stepped out beforehand */
    refutation_motives("3K1k1q/3P3B/5NQ1/8/8/8/8/8 w - -", "d8c8", "f8e7", &m, &s);
    ck_assert(has(&m, "flight e7 e7"));
    ck_assert(!has_kind(&m, MOTIVE_CHECK));
    solution_free(&s);
}
END_TEST

START_TEST(check_and_what_else_stops_the_threat)
{
    /* Polgár 2504: 1.Qb4? (2.Qxe1# 2.Rxe1#) Qd1+ checks, cuts Rb1 off from
     * e1 and guards e1 (2.Qe1 Qxe1 were the check not there): the guard was
     * left out because a threat cannot be played after a check */
    Case c;
    motives_of(&c, "8/8/1Q6/8/8/5Kp1/6P1/1R2qk2 w - -", "b6b4", "e1d1", NULL);
    ck_assert(has(&c.def, "check d1 f3"));
    ck_assert(has(&c.def, "interposes b1,d1 d1,e1"));
    ck_assert(has(&c.def, "guards d1 e1"));
    solution_free(&c.s);
    /* Polgár 2334: 1.Qf5! Kc5+ uncovers Rb6's check and steps out beforehand */
    motives_of(&c, "8/8/1r1k1K2/N3N3/8/5Q2/7B/8 w - -", "f3f5", "d6c5", NULL);
    ck_assert(has(&c.def, "check b6 f6"));
    ck_assert(has(&c.def, "flight c5 c5"));
    solution_free(&c.s);
}
END_TEST

START_TEST(no_flight_where_the_mating_man_stands)
{
    /* Polgár 2222: 1.Ne5? (2.Qd4# 2.Bxc7#) c6: 2.Bc7+ Kxc7, the bishop
     * taken because c6 cuts Qc4 off from c7; the pawn's leaving c7 gives
     * no flight there (the bishop stands on it) */
    Case c;
    motives_of(&c, "8/2p2K2/3k4/B7/2Q5/5N2/8/8 w - -", "f3e5", "c7c6", NULL);
    ck_assert(has(&c.def, "interposes c4,c6 c6,c7"));
    ck_assert(!has_kind(&c.def, MOTIVE_FLIGHT));
    solution_free(&c.s);
    /* Polgár 1847: 1.Bf5! (2.Qxe6#) exf5 2.Qe6+ Kxe6: the guard Bf5 taken */
    motives_of(&c, "8/5NPK/4pk2/8/4B3/1Q6/8/8 w - -", "e4f5", "e6f5", NULL);
    ck_assert(has(&c.def, "captures f5 e6"));
    ck_assert(!has_kind(&c.def, MOTIVE_FLIGHT));
    solution_free(&c.s);
}
END_TEST

START_TEST(arrives_only_where_the_threat_cannot_take)
{
    /* Polgár 1642: 1.Qg3? (2.Qh2#) h2!: the pawn stands on the mating square,
     * but 2.Qxh2+ is played and Qh7, its file opened, takes back */
    Motives m;
    Solution s;
    refutation_motives("8/7q/8/8/5BQ1/3b3p/3K4/7k w - -", "g4g3", "h3h2", &m, &s);
    ck_assert(has(&m, "guards h7 h2"));
    ck_assert(!has_kind(&m, MOTIVE_ARRIVES));
    solution_free(&s);
    /* Polgár 759: 1.Kh3? (2.g4#) g4+!: the pawn's push is blocked */
    refutation_motives("1r6/6R1/7p/1pp1r1pk/2P1PR2/3P2P1/2P3K1/8 w - -", "g2h3", "g5g4", &m, &s);
    ck_assert(has(&m, "arrives g4 g4"));
    solution_free(&s);
}
END_TEST

START_TEST(check_opened_where_the_mate_needs_the_defence)
{
    /* Polgár 2646: 1.Rh7! Ng3 2.hxg3#: the pawn's capture needs the knight on
     * g3, and the mate is Rh7's check down the h-file through h5, which the
     * knight left: 'takes Ng3' alone before */
    Case c;
    motives_of(&c, "8/5R2/8/2Q4n/8/5K2/7P/7k w - -", "f7h7", "h5g3", "h2g3");
    ck_assert(has(&c.mate, "capture g3 g3"));
    ck_assert(has(&c.mate, "line-opening h7 h5,h1"));
    solution_free(&c.s);
}
END_TEST

Suite *motives_needed_suite(void)
{
    Suite *s = suite_create("motives_needed");
    TCase *tc = tcase_create("motives_needed");
    tcase_add_test(tc, pin_that_stops_nothing);
    tcase_add_test(tc, unpin_along_the_pin_line);
    tcase_add_test(tc, mate_cuts_the_new_guard);
    tcase_add_test(tc, en_passant_opens_two_squares);
    tcase_add_test(tc, no_cut_where_the_man_stood_on_the_line);
    tcase_add_test(tc, no_check_the_threat_answers);
    tcase_add_test(tc, check_and_what_else_stops_the_threat);
    tcase_add_test(tc, no_flight_where_the_mating_man_stands);
    tcase_add_test(tc, arrives_only_where_the_threat_cannot_take);
    tcase_add_test(tc, check_opened_where_the_mate_needs_the_defence);
    suite_add_tcase(s, tc);
    return s;
}
