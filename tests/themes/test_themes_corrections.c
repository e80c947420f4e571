/* test_themes_corrections.c - black, white and threat correction on their
 * problems/<theme>.fen examples and the published problems that showed where the
 * detectors fell short (themes/PHASES.md). */
#include <check.h>
#include <jansson.h>

#include "solver/report/json.h"
#include "tests/test_helpers.h"
#include "tests/themes/phase_asserts.h"

START_TEST(black_correction)
{
    ASSERT_SHOWN("black-correction", "black-correction", ("1.Qa2!"),
                 ("a7a8", "a7a6", "a7a5", "a7a4", "a7a3", "a7a2", "a7c7", "a7b7", "a7d7"));
    Analysed a;
    analyse_file("black-correction", &a);
    const json_t *e = theme_named(a.themes, "black-correction");
    ck_assert(same_strings(json_object_get(e, "corrections"), STRINGS("a7b7", "a7d7")));
    ck_assert_int_eq(json_array_size(json_object_get(e, "random")), 7);
    analysed_free(&a);
    ASSERT_MISSED("black-correction-miss", "black-correction");
    /* Five corrections to two random moves (Casa 1952), missed while the random
     * mate had to follow most moves; and a shared mate that exploits no leaving of
     * the square, reported until the motives were asked (Gvozdják 2011). */
    ASSERT_SHOWN("black-correction-casa", "black-correction", ("1.Qc2!"),
                 ("e4c5", "e4d2", "e4c3", "e4d6", "e4f2", "e4f6", "e4g5"));
    ASSERT_MISSED("black-correction-miss-taken", "black-correction");
    /* A threat the moves leave is their random mate only when they parry the other
     * threat by leaving: Bata 1961's 1...Bf4, 1...Bg3 cut lines where they go. */
    ASSERT_MISSED("black-correction-miss-arrival", "black-correction");
    /* Its shown side: Cheron, Journal de Geneve 1972 (themes-labels jh-cheron-1972).
     * After 1.Re3! every move of the rook b3 is mated by the threat 2.Ndxb3#, which
     * the moves leave alone; 1...Rb4+ corrects, 2.Bc4#. */
    e = fen_entry("7q/6P1/3B1Q2/r1pKR3/3N2R1/1rkB4/bbppP3/2N5 w - -", "black-correction", &a);
    ck_assert_ptr_nonnull(e);
    ck_assert(same_strings(json_object_get(e, "random"), STRINGS("b3a3", "b3b5", "b3b6", "b3b7", "b3b8")));
    ck_assert(same_strings(json_object_get(e, "corrections"), STRINGS("b3b4")));
    analysed_free(&a);
}
END_TEST

START_TEST(white_correction)
{
    ASSERT_SHOWN("white-correction", "white-correction", ("1.Nc6?", "1.Nc8?", "1.Nd5?", "1.Ng6?", "1.Nf5!"),
                 ("e8f8", "f7g6"));
    Analysed a;
    analyse_file("white-correction", &a);
    const json_t *e = theme_named(a.themes, "white-correction");
    ck_assert(same_strings(json_object_get(e, "random"), STRINGS("e7c6", "e7c8", "e7d5")));
    ck_assert(same_strings(json_object_get(e, "corrections"), STRINGS("e7g6", "e7f5")));
    analysed_free(&a);
    ASSERT_MISSED("white-correction-miss", "white-correction");
    /* polgar-1008: the knight gives the threat itself, no random move makes it. */
    ASSERT_MISSED_FEN("6br/5p1k/5K1p/5P1p/5N2/8/8/8 w - -", "white-correction");
    /* The same threat after the correction: no threat correction. */
    ASSERT_MISSED("white-correction", "threat-correction");
    /* Dombrovskis, Volgogradskaja pravda 1987 (themes-labels tn-612): 1.Qxa8? and
     * 1.Qb7? (2.Rb5#) fail to 1...e5!, but 2.Rb5# needs the queen's new guard of c6
     * (from a7 the pawn b6 cuts it off): no random move. Shown until the random
     * move's threat had to come from its leaving. */
    ASSERT_MISSED_FEN("n1N1K3/Q1p5/1pP1p1n1/3k4/2N5/3P1R2/8/1R4B1 w - -", "white-correction");
}
END_TEST

START_TEST(threat_correction)
{
    /* Shanshin 2014 (Part IV's No 41): both knights' systems, each its own entry. */
    Analysed a;
    analyse_file("threat-correction", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "threat-correction"), 2);
    const json_t *e = theme_named(a.themes, "threat-correction");
    ck_assert(same_strings(json_object_get(e, "random"), STRINGS("d6b5", "d6b7", "d6c4", "d6c8", "d6e8")));
    ck_assert(same_strings(json_object_get(e, "corrections"), STRINGS("d6f5")));
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("e7c7", "g6h5")));
    ck_assert_str_eq(str(e, "variant"), "secondary");
    size_t i;
    int f7 = 0;
    json_array_foreach(a.themes, i, e)
        f7 += strcmp(str(e, "name"), "threat-correction") == 0 &&
              same_strings(json_object_get(e, "random"), STRINGS("f7d8", "f7g5")) &&
              same_strings(json_object_get(e, "corrections"), STRINGS("f7e5"));
    ck_assert_int_eq(f7, 1);
    analysed_free(&a);
    ASSERT_MISSED("threat-correction", "white-correction");
    /* Tries whose common threat needs the man's guard from where it went are two
     * moves with one aim, no random move: polgar-1724 (the queen's guard of h7 for
     * 2.Rb8#, chiave's example until then); Taraba, Hlas ľudu 1978 (themes-labels
     * hl-763: 1.Qb6?, Qf6? guard d4 for 2.c4#, fail to 1...Ne3!); Kisis, Problem 1973
     * (tn-568: 1.Nd6?, Ng5? guard e4 for 2.Ne6#, fail to 1...Qe4!). */
    ASSERT_MISSED("threat-correction-miss-arrival", "threat-correction");
    ASSERT_MISSED_FEN("2RQ2Kn/r2p2N1/2ppp2R/p2k2Nr/3P4/2PP4/6nB/3b4 w - -", "threat-correction");
    ASSERT_MISSED_FEN("3NR3/bpB2N2/5K1p/3p4/3k1pp1/1Q2p3/3pp1q1/8 w - -", "threat-correction");
    ASSERT_MISSED("threat-correction-miss", "threat-correction");
    ASSERT_SHOWN("threat-correction-miss", "white-correction", ("1.Be4?", "1.Bf5?", "1.Bg6?", "1.Bd3!"),
                 ("b7e4"));
    /* ten Cate 1949: the random move 1.Bc3? fails to two defences, no try at the
     * default --refutations 1; one entry per error (Rg8, Bd8), each with 1.Bc3? and
     * the key. Missed until issue 21. */
    analyse_file("threat-correction-tencate", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "threat-correction"), 2);
    e = theme_named(a.themes, "threat-correction");
    ck_assert(same_strings(json_object_get(e, "random"), STRINGS("e5f6", "e5c3")));
    ck_assert(same_strings(json_object_get(e, "corrections"), STRINGS("e5f4", "e5d4")));
    analysed_free(&a);
}
END_TEST

START_TEST(threat_correction_random_is_the_common_move)
{
    /* polgar-2650: 1.Rb4?, 1.Rb3? (2.Qa3#) guard b5-b7 from the b-file, a property
     * two of the rook's moves keep, while eight of them threaten 2.Qb6# (the file
     * b2-b6 opened); the random move is the rook's leaving the file, 1.Rc5? ...
     * 1.Rg5? failing to 1...Rh2!, and 1.Rb4? corrects it with a new threat. The
     * reverse entry (1.Rb4? 1.Rb3? random, the fifth-rank moves corrections) went. */
    Analysed a;
    const json_t *e = fen_entry("8/B6r/k5p1/1R6/8/8/KQ6/8 w - -", "threat-correction", &a);
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(theme_count_named(a.themes, "threat-correction"), 1);
    ck_assert(same_strings(json_object_get(e, "random"), STRINGS("b5c5", "b5d5", "b5e5", "b5f5", "b5g5")));
    ck_assert(same_strings(json_object_get(e, "corrections"), STRINGS("b5b4")));
    analysed_free(&a);
    /* ten Cate 1949's random move 1.Bc3? keeps the guard of d4 too, but 2.Ng5# is
     * what more of the bishop's moves threaten than any other mate, four, though
     * not a majority (1.Bc3?, Bf6?, Bg7?, Bh8?; 1.Bxf4? and 1.Bd4! threaten 2.Nc3#,
     * the others nothing): both entries stay. */
    analyse_file("threat-correction-tencate", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "threat-correction"), 2);
    size_t i;
    int c3 = 0;
    json_array_foreach(a.themes, i, e)
        c3 += strcmp(str(e, "name"), "threat-correction") == 0 &&
              same_strings(json_object_get(e, "corrections"), STRINGS("e5f4", "e5d4")) &&
              json_array_size(json_object_get(e, "random")) == 2;
    ck_assert_int_eq(c3, 2);
    analysed_free(&a);
}
END_TEST

Suite *themes_corrections_suite(void)
{
    Suite *s = suite_create("themes_corrections");
    TCase *tc = tcase_create("examples");
    tcase_add_test(tc, black_correction);
    tcase_add_test(tc, white_correction);
    tcase_add_test(tc, threat_correction);
    tcase_add_test(tc, threat_correction_random_is_the_common_move);
    suite_add_tcase(s, tc);
    return s;
}
