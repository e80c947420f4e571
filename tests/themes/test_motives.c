/* test_motives.c - the motives of defences and mates (themes/motives.h) on
 * problems whose play is known: each expected motive reasoned from the board
 * (the comments say why), and motives that must not be there. */
#include <check.h>

#include "solver/movegen.h"
#include "tests/themes/motive_case.h"

#define GRIMSHAW "8/8/8/8/b1QN4/r7/p7/k1K5 w - -"  /* problems/grimshaw.fen, Polgár 2180 */
#define NOVOTNY "8/8/B5b1/8/3N4/7r/p7/k1K4n w - -" /* problems/novotny.fen, Polgár 647 */

START_TEST(grimshaw_interferences)
{
    Case c;
    /* 1.Qb4! (2.Qb2#) Rb3: the rook stands on the queen's way b4-b2, and cuts
     * the bishop a4 off from c2, where it would take the mating knight. */
    motives_of(&c, GRIMSHAW, "c4b4", "a3b3", "d4c2");
    ck_assert(has(&c.def, "interposes b4,b3 b3,b2"));
    ck_assert(has(&c.mate, "interference a4,b3 b3,c2"));
    ck_assert(!has_kind(&c.mate, MOTIVE_SELF_BLOCK)); /* b3 is no flight of a1's king */
    solution_free(&c.s);
    /* Bb3 cuts the rook a3 off from c3. */
    motives_of(&c, GRIMSHAW, "c4b4", "a4b3", "b4c3");
    ck_assert(has(&c.mate, "interference a3,b3 b3,c3"));
    solution_free(&c.s);
}
END_TEST

START_TEST(check_and_capture)
{
    Case c;
    /* 1...Rc3+ checks the king on c1; 2.Qxc3# takes the rook that moved. */
    motives_of(&c, GRIMSHAW, "c4b4", "a3c3", "b4c3");
    ck_assert(has(&c.def, "check c3 c1"));
    ck_assert(has(&c.mate, "capture c3 c3"));
    ck_assert(!has_kind(&c.mate, MOTIVE_UNGUARD)); /* the rook is taken, not gone elsewhere */
    solution_free(&c.s);
}
END_TEST

START_TEST(captures_and_checks)
{
    Case c;
    /* Polgár 2776, 1.Qf8! (2.gxh8=Q#...) Qxg7+: the queen takes the threat's
     * pawn and checks the king on f6, a cross-check (2.Qxg7#); both say how it
     * parries (the check was left out when the capture was found first). */
    motives_of(&c, "6Qq/6PP/5KBk/8/8/8/8/8 w - -", "g8f8", "h8g7", "f8g7");
    ck_assert(has(&c.def, "captures g7 h8"));
    ck_assert(has(&c.def, "check g7 f6"));
    solution_free(&c.s);
}
END_TEST

START_TEST(pins_the_threat)
{
    Case c;
    /* The try 1.Qc2? (2.Qb2#): 1...Rc3 pins the queen against Kc1, so that
     * she cannot go to b2. */
    motives_of(&c, GRIMSHAW, "c4c2", "a3c3", NULL);
    ck_assert(has(&c.def, "pins c2,c3 c3"));
    solution_free(&c.s);
}
END_TEST

START_TEST(novotny_guards_and_interferes)
{
    Case c;
    /* 1.Bd3! (2.Nb3#, 2.Nc2#) Rxd3: the rook now reaches b3 along the third
     * rank; 2.Nc2# because on d3 it cuts the bishop g6 off from c2. */
    motives_of(&c, NOVOTNY, "a6d3", "h3d3", "d4c2");
    ck_assert(has(&c.def, "guards d3 b3"));
    ck_assert(has(&c.mate, "interference g6,d3 d3,c2"));
    solution_free(&c.s);
    motives_of(&c, NOVOTNY, "a6d3", "g6d3", "d4b3");
    ck_assert(has(&c.def, "guards d3 c2"));
    ck_assert(has(&c.mate, "interference h3,d3 d3,b3"));
    solution_free(&c.s);
    /* Set play 1...Rh2 2.Nb3#: the rook left h3, from where it guarded b3. */
    motives_of(&c, NOVOTNY, "set", "h3h2", "d4b3");
    ck_assert_int_eq(c.def.n, 0); /* no threat in the set play */
    ck_assert(has(&c.mate, "unguard h2 b3"));
    solution_free(&c.s);
}
END_TEST

START_TEST(self_block_no_threat)
{
    Case c;
    /* problems/self-block.fen: 1.Ra7+! Nxa7 2.b7#: the knight fills a7, the
     * king's one flight. A checking key has no threat: no defence motive. */
    motives_of(&c, "k7/1RK5/1Pn5/8/8/8/8/8 w - -", "b7a7", "c6a7", "b6b7");
    ck_assert_int_eq(c.def.n, 0);
    ck_assert(has(&c.mate, "self-block a7 a7"));
    solution_free(&c.s);
}
END_TEST

START_TEST(pin_and_line_opening)
{
    Case c;
    const char *fen = "8/8/8/2p5/B1R5/8/6R1/3r1k1K w - -"; /* problems/pin-mate.fen, Polgár 2315 */
    /* 1.Bb5! Rd3 2.Rc1#: the rook left d1, opening the first rank for the rook
     * on c1; on d3 it is pinned by Bb5 (the rook leaving c4 opens b5-f1), else
     * it would go back to d1. */
    motives_of(&c, fen, "a4b5", "d1d3", "c4c1");
    ck_assert(has(&c.mate, "line-opening c1 d1,f1"));
    ck_assert(has(&c.mate, "pin d3,b5 d1"));
    solution_free(&c.s);
    /* 1...Rd4 2.Rc1#: d4 is off the diagonal, nothing is pinned. */
    motives_of(&c, fen, "a4b5", "d1d4", "c4c1");
    ck_assert(!has_kind(&c.mate, MOTIVE_PIN));
    solution_free(&c.s);
    /* 1...Ke1 2.Re4#: the king itself took e1. */
    motives_of(&c, fen, "a4b5", "f1e1", "c4e4");
    ck_assert(has(&c.mate, "flight-taken e1 e1"));
    solution_free(&c.s);
}
END_TEST

START_TEST(unpin_of_white)
{
    Case c;
    /* Polgár 504: 1.Rf8+! Rxf8 2.Qg7#: the rook e8 pinned the queen e5 against
     * Ke1; taking on f8 it unpins her. */
    motives_of(&c, "r3r1k1/pb5p/1qp3pB/n3Q3/8/2P5/PP4PP/R3KR2 w Q -", "f1f8", "e8f8", "e5g7");
    ck_assert(has(&c.mate, "unpin e5,f8 e8"));
    solution_free(&c.s);
}
END_TEST

START_TEST(pins_and_interposes_queen)
{
    Case c;
    const char *fen = "5K1k/5Q1B/6r1/8/8/8/8/8 w - -"; /* Polgár 1520 */
    /* 1.Bg8! (2.Qh7#) Rf6 pins the queen on the f-file. */
    motives_of(&c, fen, "h7g8", "g6f6", "f7f6");
    ck_assert(has(&c.def, "pins f7,f6 f6"));
    solution_free(&c.s);
    /* Rg7 stands between f7 and h7. */
    motives_of(&c, fen, "h7g8", "g6g7", NULL);
    ck_assert(has(&c.def, "interposes f7,g7 g7,h7"));
    solution_free(&c.s);
}
END_TEST

START_TEST(evades_and_unguards)
{
    Case c;
    const char *fen = "8/8/8/7p/5Kpk/8/7P/6NR w - -"; /* Polgár 3367 */
    /* 1.h3! (2.hxg4#) g3: the pawn the threat takes is gone; 2.Nf3#, which
     * the pawn on g4 would have taken. gxh3 takes the threatening pawn. */
    motives_of(&c, fen, "h2h3", "g4g3", "g1f3");
    ck_assert(has(&c.def, "evades g3 g4"));
    ck_assert(has(&c.mate, "unguard g3 f3"));
    solution_free(&c.s);
    motives_of(&c, fen, "h2h3", "g4h3", NULL);
    ck_assert(has(&c.def, "captures h3 g4"));
    solution_free(&c.s);
}
END_TEST

START_TEST(a_piece_is_stopped_by_the_cut_not_the_leaving)
{
    Case c;
    const char *fen = "nK6/4N1p1/pk4r1/p1b5/p6p/2N5/p3RB1Q/1q6 w - -"; /* Polgár 741 */
    /* 1.Qg1! (2.Bxc5#) Bd4: the bishop stands on f2-c5. Its leaving c5 stops
     * nothing (Bf2 could go to an empty c5): no evades, which is a pawn's. */
    motives_of(&c, fen, "h2g1", "c5d4", NULL);
    ck_assert(has(&c.def, "interposes f2,d4 d4,c5"));
    ck_assert(!has_kind(&c.def, MOTIVE_EVADES));
    solution_free(&c.s);
}
END_TEST

START_TEST(no_self_block_where_the_square_is_guarded)
{
    Case c;
    /* Polgár 3362: 1.Rg1? g5 2.R1xg5#: the mate took the pawn, and the king
     * cannot take the rook because Rg8 guards g5 through g7. */
    motives_of(&c, "6R1/5Kp1/6RP/5N1k/8/8/8/8 w - -", "g6g1", "g7g5", "g1g5");
    ck_assert(!has_kind(&c.mate, MOTIVE_SELF_BLOCK));
    ck_assert(has(&c.mate, "line-opening g8 g7,g5"));
    solution_free(&c.s);
    /* Polgár 2174: set 1...Qg2 2.Qb1#: the queen stands on g2, but lifted off
     * it Ba8 would guard g2 through b7, which she left: no flight blocked. */
    motives_of(&c, "B2n4/1q6/6Q1/8/7K/8/7p/7k w - -", "set", "b7g2", "g6b1");
    ck_assert(!has_kind(&c.mate, MOTIVE_SELF_BLOCK));
    ck_assert(has(&c.mate, "line-opening a8 b7,g2"));
    solution_free(&c.s);
}
END_TEST

START_TEST(mating_man_cuts_the_defence)
{
    Case c;
    const char *fen = "b7/2Q4K/3NPB1p/5p2/2RN1k2/1r1n2p1/3P4/3B2Rq w - -"; /* nike-438 */
    /* 1.Qg7! Qb7 (pins Qg7) 2.Nc6#: Qh1 would have parried on e4; Qb7 still
     * guards e4 (b7-c6-d5-e4) until the knight stands on c6: a cut, not an
     * unguard. */
    motives_of(&c, fen, "c7g7", "h1b7", "d4c6");
    ck_assert(has(&c.mate, "interference b7,c6 c6,e4"));
    ck_assert(!has_kind(&c.mate, MOTIVE_UNGUARD));
    solution_free(&c.s);
    /* 1...Bg2 2.Nf3#: the bishop guards e4 from g2 until the knight lands on f3 */
    motives_of(&c, fen, "c7g7", "a8g2", "d4f3");
    ck_assert(has(&c.mate, "interference g2,f3 f3,e4"));
    ck_assert(!has_kind(&c.mate, MOTIVE_UNGUARD));
    solution_free(&c.s);
}
END_TEST

START_TEST(king_steps_unguarded)
{
    Case c;
    /* Polgár 365, set play 1...f4 2.Kg4#: the pawn on f5 guarded g4. The try
     * 1.Rg8? (2.Kg3#) f4: the pawn now guards g3. */
    const char *fen = "8/8/7k/5pR1/7K/7R/7P/8 w - -";
    motives_of(&c, fen, "set", "f5f4", "h4g4");
    ck_assert(has(&c.mate, "unguard f4 g4"));
    solution_free(&c.s);
    motives_of(&c, fen, "g5g8", "f5f4", NULL);
    ck_assert(has(&c.def, "guards f4 g3"));
    solution_free(&c.s);
    /* Polgár 2618: 1.Rd2! Nd5 2.0-0-0#: the knight on c3 guarded d1, which
     * the king crosses. */
    motives_of(&c, "Q7/8/8/8/8/2n5/7p/R2RK1k1 w KQkq -", "d1d2", "c3d5", "e1c1");
    ck_assert(has(&c.mate, "unguard d5 d1"));
    solution_free(&c.s);
}
END_TEST

START_TEST(arrives_and_flight)
{
    Case c;
    /* Polgár 1631: 1.Qf2! (2.h3#) Kh3 takes the mating square itself. */
    motives_of(&c, "5Q2/8/4p2K/8/6kp/8/7P/7R w - -", "f8f2", "g4h3", "f2f3");
    ck_assert(has(&c.def, "arrives h3 h3"));
    ck_assert(has(&c.mate, "flight-taken h3 h3"));
    solution_free(&c.s);
    /* Polgár 307 (problems/polgar-307.fen): 1.Kc3! (2.Qa7#, Qa8#, Qb3#) Ka2
     * steps out of every threat beforehand; 2.Qb2# on the square it took. */
    motives_of(&c, "1Q6/8/8/8/8/k2K4/8/8 w - -", "d3c3", "a3a2", "b8b2");
    ck_assert(has(&c.def, "flight a2 a2"));
    ck_assert(has(&c.mate, "flight-taken a2 a2"));
    solution_free(&c.s);
}
END_TEST

START_TEST(king_step_self_pins)
{
    Case c;
    /* Polgár 691, the try 1.Qf7+? Kh7 2.N5f6#: the king's step to h7 leaves the
     * pawn g7 pinned by the queen on f7, else it would take on f6. */
    motives_of(&c, "r5kr/pppN2p1/1bn1p2p/1q1N2BQ/3p4/8/PPP2PPP/R5K1 w - -", "h5f7", "g8h7", "d5f6");
    ck_assert(has(&c.mate, "flight-taken h7 h7"));
    ck_assert(has(&c.mate, "pin g7,f7 f6"));
    solution_free(&c.s);
}
END_TEST

START_TEST(defence_opens_the_pin)
{
    Case c;
    /* Polgár 1171, a half-pin (Nd7, Ne6 between Bg4 and Kc8): set 1...Nb6
     * 2.Rxd8#, which the knight d7 let through: its leaving pins Ne6, which
     * would take on d8. The mate needs the defence, so the pin is compared
     * with the position before it (missed until the corpus's parts check). */
    motives_of(&c, "2kr1b1r/pp1n1ppp/2p1n3/8/1q4B1/3R2QP/P1P2P1B/3R2K1 w - -", "set", "d7b6", "d3d8");
    ck_assert(has(&c.mate, "line-opening d3 d7,d8"));
    ck_assert(has(&c.mate, "pin e6,g4 d8"));
    solution_free(&c.s);
}
END_TEST

START_TEST(line_opening_capture)
{
    Case c;
    /* Polgár 2174: 1.Kh3! (2.Qb1#) Be4 interposes on g6-b1; 2.Bxe4#: the
     * queen left b7, opening a8-e4 for the bishop. */
    motives_of(&c, "B2n4/1q6/6Q1/8/7K/8/7p/7k w - -", "h4h3", "b7e4", "a8e4");
    ck_assert(has(&c.def, "interposes g6,e4 e4,b1"));
    ck_assert(has(&c.mate, "capture e4 e4"));
    ck_assert(has(&c.mate, "line-opening a8 b7,e4"));
    solution_free(&c.s);
}
END_TEST

START_TEST(a_capture_once)
{
    /* V. Ryčkov, Večernij Leningrad 1986 (themes-labels tn-604): the try
     * 1.Bb6? fails to 1...Nxb6!, which takes a bishop that guarded both
     * flights c5 and d4: one capture, not one a square it guarded (the
     * report said "takes Bb6; takes Bb6"). */
    Position pos = test_position("n6b/1K6/3p4/3k2NR/1p3P2/4BRP1/3N1P2/2n4B w - -");
    SolveOptions o;
    solve_options_default(&o);
    Solution s;
    solve(&pos, &o, &s);
    ck_assert(s.analysed);
    const Play *try = play_of(&s, "e3b6");
    MotivePhase ph;
    motive_phase(&ph, &s, try);
    Motives def;
    motives_defence(&ph, named(sol_moves(&s, try->refuts_first), try->nrefuts, "a8b6"), &def);
    int captures = 0;
    for (int i = 0; i < def.n; i++)
        captures += def.m[i].kind == MOTIVE_CAPTURES;
    ck_assert_int_eq(captures, 1);
    ck_assert(has(&def, "captures b6 c5"));
    solution_free(&s);
}
END_TEST

START_TEST(kind_names)
{
    /* SPEC's names, each once. */
    ck_assert_str_eq(motive_kind_name(MOTIVE_CAPTURES), "captures");
    ck_assert_str_eq(motive_kind_name(MOTIVE_LINE_OPENING), "line-opening");
    ck_assert_str_eq(motive_kind_name(MOTIVE_CAPTURE), "capture");
    ck_assert_ptr_null(motive_kind_name(MOTIVE_KINDS));
    for (int i = 0; i < MOTIVE_KINDS; i++)
        for (int j = i + 1; j < MOTIVE_KINDS; j++)
            ck_assert_str_ne(motive_kind_name(i), motive_kind_name(j));
}
END_TEST

Suite *motives_suite(void)
{
    Suite *s = suite_create("motives");
    TCase *tc = tcase_create("motives");
    tcase_add_test(tc, grimshaw_interferences);
    tcase_add_test(tc, check_and_capture);
    tcase_add_test(tc, pins_the_threat);
    tcase_add_test(tc, novotny_guards_and_interferes);
    tcase_add_test(tc, self_block_no_threat);
    tcase_add_test(tc, pin_and_line_opening);
    tcase_add_test(tc, unpin_of_white);
    tcase_add_test(tc, pins_and_interposes_queen);
    tcase_add_test(tc, evades_and_unguards);
    tcase_add_test(tc, a_piece_is_stopped_by_the_cut_not_the_leaving);
    tcase_add_test(tc, no_self_block_where_the_square_is_guarded);
    tcase_add_test(tc, mating_man_cuts_the_defence);
    tcase_add_test(tc, king_steps_unguarded);
    tcase_add_test(tc, arrives_and_flight);
    tcase_add_test(tc, line_opening_capture);
    tcase_add_test(tc, defence_opens_the_pin);
    tcase_add_test(tc, captures_and_checks);
    tcase_add_test(tc, king_step_self_pins);
    tcase_add_test(tc, a_capture_once);
    tcase_add_test(tc, kind_names);
    suite_add_tcase(s, tc);
    return s;
}
