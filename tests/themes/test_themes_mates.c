/* test_themes_mates.c - the kind of mates (self-block, pin-mate, battery-mate)
 * and line themes (cross-check, Grimshaw; Novotny: test_themes_novotny.c) on the
 * problems/<theme>*.fen examples, shown and narrowly missed, and duals of dev.epd
 * whose mates use a block or a pin (a half-pin's too) or not; the geometry helpers
 * they share. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "solver/tables.h"
#include "themes/king_squares.h"
#include "themes/motives.h"
#include "themes/theme_key.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"
#include "tests/themes/key_theme_helpers.h"

/* ---- mates ---- */

START_TEST(self_block)
{
    WITH("self-block");
    json_t *e = theme_named(t_, "self-block");
    FIELD_IS(e, "defences", "c6a7");
    ck_assert(same_set(mates_in(e, "1.Ra7+!", "c6a7"), "b6b7"));
    ck_assert_str_eq(str(e, "square"), "a7"); /* the instance: the knight c6 on a7 */
    FIELD_IS(e, "men", "c6");
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 1);
    DONE();
}
END_TEST

/* Polgár 2315 (problems/pin-mate.fen): 1...Re1 2.Rf4# blocks e1 in the set play
 * and after 1.Bb5!: one instance, one entry over both phases (issue 21: self-blocks
 * were looked for after the key alone). */
START_TEST(self_block_over_phases)
{
    WITH("pin-mate");
    json_t *e = only_entry(t_, "self-block");
    char buf[64];
    ck_assert_str_eq(phases_of(e, buf, sizeof buf), "set 1.Bb5!");
    ck_assert(same_set(mates_in(e, "set", "d1e1"), "c4f4"));
    ck_assert(same_set(mates_in(e, "1.Bb5!", "d1e1"), "c4f4"));
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 1); /* one defence, never twice */
    DONE();
}
END_TEST

START_TEST(self_block_miss)
{
    WITH("self-block-miss");
    HASNT("self-block");
    DONE();
}
END_TEST

START_TEST(self_block_captured_blocker)
{
    /* 1...g6+ 2.hxg6#: the mate takes the man that moved next to the king. */
    WITH("key-capture-miss");
    HASNT("self-block");
    DONE();
}
END_TEST

START_TEST(pin_mate)
{
    WITH("pin-mate");
    json_t *e = theme_named(t_, "pin-mate");
    ck_assert_int_eq(theme_count_named(t_, "pin-mate"), 1);
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 1);
    ck_assert(same_set(mates_in(e, "1.Bb5!", "d1d3"), "c4c1"));
    /* the instance: the rook on d3, pinned by the bishop b5 */
    ck_assert_str_eq(str(e, "square"), "d3");
    ck_assert_str_eq(str(e, "pinner"), "b5");
    /* 1...Rd4 2.Rc1# pins nothing: Rd4 is off the diagonal. */
    ck_assert_ptr_null(mates_in(e, "1.Bb5!", "d1d4"));
    DONE();
}
END_TEST

START_TEST(pin_mate_king_step)
{
    /* Stevenson 1980: 1...Ke4 leaves Sd4 and Bf4 pinned; 2.Re8# needs both pins:
     * a double pin-mate, two instances (SPEC: one entry per instance). */
    WITH("pin-mate-king-step");
    ck_assert_int_eq(theme_count_named(t_, "pin-mate"), 2);
    size_t i;
    json_t *e;
    const char *pinned = "", *other = "";
    json_array_foreach(t_, i, e) {
        if (strcmp(str(e, "name"), "pin-mate") != 0)
            continue;
        ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 1);
        ck_assert(same_set(mates_in(e, "1.Qc4!", "e5e4"), "f8e8"));
        if (*pinned)
            other = str(e, "square");
        else
            pinned = str(e, "square");
    }
    ck_assert(strcmp(pinned, other) != 0);
    ck_assert(strcmp(pinned, "d4") == 0 || strcmp(pinned, "f4") == 0);
    ck_assert(strcmp(other, "d4") == 0 || strcmp(other, "f4") == 0);
    DONE();
}
END_TEST

/* B. Barnes, Die Schwalbe 1964 (problems/makihovi.fen): 2.e6# pins the knight f7
 * after 1...fxg5 in the set play, after the tries 1.Ra4?, 1.Rb4?, 1.Rc4? and after
 * 1.Qc7!: one instance over five phases, keyed to 1.Qc7! (issue 21: pin-mates
 * were looked for after the key alone). */
START_TEST(pin_mate_over_phases)
{
    WITH("makihovi");
    size_t i;
    json_t *e, *f7 = NULL;
    json_array_foreach(t_, i, e)
        if (strcmp(str(e, "name"), "pin-mate") == 0 && strcmp(str(e, "square"), "f7") == 0)
            f7 = e;
    ck_assert_ptr_nonnull(f7);
    char buf[96];
    ck_assert_str_eq(phases_of(f7, buf, sizeof buf), "set 1.Ra4? 1.Rb4? 1.Rc4? 1.Qc7!");
    ck_assert_str_eq(str(f7, "key"), "d6c7");
    ck_assert(same_set(mates_in(f7, "set", "f6g5"), "e5e6"));
    ck_assert(same_set(mates_in(f7, "1.Qc7!", "f6g5"), "e5e6"));
    ck_assert_int_eq(json_integer_value(json_object_get(f7, "count")), 1);
    DONE();
}
END_TEST

START_TEST(pin_mate_miss)
{
    WITH("pin-mate-miss");
    HASNT("pin-mate");
    DONE();
}
END_TEST

/* Whether mate (uci) after defence d (uci) in phase ph has a motive of kind k whose
 * first man stands on man (a square's name). */
static bool mate_has(const MotivePhase *ph, const char *d, const char *mate, MotiveKind k, const char *man)
{
    Move dm = move_from_uci(&ph->before, d);
    ck_assert_msg(dm != MOVE_NONE, "%s", d);
    Position b = position_after(&ph->before, dm);
    Move m = move_from_uci(&b, mate);
    ck_assert_msg(m != MOVE_NONE, "%s", mate);
    Motives out;
    motives_mate(ph, dm, m, &out);
    for (int i = 0; i < out.n; i++)
        if (out.m[i].kind == k && out.m[i].nmen > 0 && out.m[i].men[0] == SQ(man[0] - 'a', man[1] - '1'))
            return true;
    return false;
}

/* A dual's mate that does not use the block or the pin stays out of the entry, so
 * the Analysis lends it no motive; each mate's motives (SPEC "Why", one list a
 * mate) say which do. polgar-400 (dev.epd): after 1.Qxc5? 1...d3 the mates 2.Qe5#,
 * 2.Nf2#, 2.Nf6#; Nf2 guards d3 itself, so only 2.Qe5# and 2.Nf6# use the block.
 * polgar-546 (dev.epd): the set 1...Bxe3 is met by 2.Rxe3# and 2.f3#; only 2.f3#
 * gives the check the bishop g4, pinned by Rh4, could parry (on f3). */
START_TEST(dual_mates_that_use_it_alone)
{
    Solution s;
    Position pos = test_position("5N2/8/8/2p5/2Qpk1N1/6K1/8/8 w - -");
    SolveOptions o;
    solve_options_default(&o);
    solve(&pos, &o, &s);
    json_t *t = detect(&s, &s.keys[0]);
    json_t *e = only_entry(t, "self-block");
    ck_assert_str_eq(str(e, "square"), "d3");
    ck_assert(same_set(mates_in(e, "1.Qxc5?", "d4d3"), "c5e5 g4f6"));
    MotivePhase ph;
    motive_phase(&ph, &s, solution_play(&s, move_from_uci(&pos, "c4c5")));
    ck_assert(mate_has(&ph, "d4d3", "c5e5", MOTIVE_SELF_BLOCK, "d3"));
    ck_assert(mate_has(&ph, "d4d3", "g4f6", MOTIVE_SELF_BLOCK, "d3"));
    ck_assert(!mate_has(&ph, "d4d3", "g4f2", MOTIVE_SELF_BLOCK, "d3"));
    json_decref(t);
    solution_free(&s);

    pos = test_position("8/6r1/4B3/n1p1p1rb/2p1kbpR/1pR1P3/4NPP1/1K6 w - -");
    solve(&pos, &o, &s);
    t = detect(&s, &s.keys[0]);
    e = only_entry(t, "pin-mate");
    ck_assert_str_eq(str(e, "square"), "g4");
    ck_assert(same_set(mates_in(e, "set", "f4e3"), "f2f3"));
    ck_assert(s.set_computed);
    motive_phase(&ph, &s, NULL);
    ck_assert(mate_has(&ph, "f4e3", "f2f3", MOTIVE_PIN, "g4"));
    ck_assert(!mate_has(&ph, "f4e3", "c3e3", MOTIVE_PIN, "g4"));
    json_decref(t);
    solution_free(&s);
}
END_TEST

/* Half-pin (PHASES.md) likewise: its lines hold the mates that pin the other man,
 * not a dual's other mates, of which the Analysis would say "the mate pins the
 * other". polgar-1171 (dev.epd), set play: after 1...Nb6 the knight e6 could take
 * on c7 or d8 but not on b8, so 2.Qc7# and 2.Rxd8# use its pin, 2.Qb8# does not;
 * after 1...Nec5 the knight d7 could take on b8, not on c7. */
START_TEST(half_pin_dual_mates_that_use_it_alone)
{
    Analysed a;
    Position pos = test_position("2kr1b1r/pp1n1ppp/2p1n3/8/1q4B1/3R2QP/P1P2P1B/3R2K1 w - -");
    analyse_pos(&pos, &a);
    json_t *e = only_entry(a.themes, "half-pin");
    FIELD_IS(e, "squares", "d7 e6");
    ck_assert(same_set(mates_in(e, "set", "d7b6"), "g3c7 d3d8"));
    ck_assert(same_set(mates_in(e, "set", "e6c5"), "g3b8"));
    MotivePhase ph;
    motive_phase(&ph, &a.s, NULL);
    ck_assert(!mate_has(&ph, "d7b6", "g3b8", MOTIVE_PIN, "e6"));
    ck_assert(mate_has(&ph, "d7b6", "g3c7", MOTIVE_PIN, "e6"));
    ck_assert(!mate_has(&ph, "e6c5", "g3c7", MOTIVE_PIN, "d7"));
    ck_assert(mate_has(&ph, "e6c5", "g3b8", MOTIVE_PIN, "d7"));
    analysed_free(&a);
}
END_TEST

START_TEST(battery_mate)
{
    WITH("battery-mate");
    json_t *e = theme_named(t_, "battery-mate");
    ck_assert(same_set(mates_after(e, "h2h1"), "g1f3"));
    ck_assert_ptr_null(mates_after(e, "h2g3")); /* 2.Qh3# is direct */
    DONE();
}
END_TEST

START_TEST(battery_mate_threat)
{
    WITH("key-unpins-attacker");
    FIELD_IS(theme_named(t_, "battery-mate"), "threats", "g7f7 g7g8");
    DONE();
}
END_TEST

START_TEST(battery_mate_indirect)
{
    /* Sahlberg 1880: 1...Ng1 2.Nd4# opens the bishop d1's line to g4, a flight
     * ("indirect battery", Wong); missed while only a discovered check counted. */
    WITH("battery-mate-indirect");
    json_t *e = theme_named(t_, "battery-mate");
    ck_assert(same_set(mates_after(e, "e2g1"), "f3d4"));
    ck_assert(same_set(mates_after(e, "e2f4"), "f3d4"));
    DONE();
}
END_TEST

START_TEST(battery_mate_miss)
{
    WITH("battery-mate-miss");
    HASNT("battery-mate");
    DONE();
}
END_TEST

/* ---- lines ---- */

START_TEST(cross_check)
{
    WITH("cross-check");
    FIELD_IS(theme_named(t_, "cross-check"), "defences", "h7h6");
    DONE();
}
END_TEST

START_TEST(cross_check_miss)
{
    WITH("cross-check-miss");
    HASNT("cross-check");
    DONE();
}
END_TEST

START_TEST(grimshaw)
{
    WITH("grimshaw");
    json_t *e = only_entry(t_, "grimshaw");
    ck_assert_str_eq(str(e, "square"), "b3");
    FIELD_IS(e, "defences", "a3b3 a4b3");
    FIELD_IS(e, "mates", "d4c2 b4c3");
    HASNT("novotny");
    DONE();
}
END_TEST

/* Kiss 1953, a double Grimshaw (chess-problems-gr): on e2 the rook cuts the
 * bishop d1 off from g4, where it pinned the knight against the white king, and
 * 2.Nf6# needs that (issue 21: shown once). */
START_TEST(grimshaw_unpins)
{
    WITH("grimshaw-pin");
    ck_assert_int_eq(theme_count_named(t_, "grimshaw"), 2);
    size_t i;
    json_t *e, *e2 = NULL;
    json_array_foreach(t_, i, e)
        if (!strcmp(str(e, "name"), "grimshaw") && !strcmp(str(e, "square"), "e2"))
            e2 = e;
    ck_assert_ptr_nonnull(e2);
    FIELD_IS(e2, "defences", "e1e2 d1e2");
    FIELD_IS(e2, "mates", "g4f6 d3e3");
    DONE();
}
END_TEST

/* Melnichenko 1966 (problems/grimshaw-set.fen): the Grimshaw on f4 is the set
 * play's, 1...Rf4 2.Rh2# and 1...Bf4 2.Rh4#; the key 1.f4! puts a pawn there
 * (issue 21: a Grimshaw was looked for after the key alone). */
START_TEST(grimshaw_over_phases)
{
    WITH("grimshaw-set");
    json_t *e = only_entry(t_, "grimshaw");
    char buf[64];
    ck_assert_str_eq(phases_of(e, buf, sizeof buf), "set");
    ck_assert_str_eq(str(e, "square"), "f4");
    FIELD_IS(e, "men", "d4 c7");
    ck_assert(same_set(mates_in(e, "set", "d4f4"), "f2h2"));
    ck_assert(same_set(mates_in(e, "set", "c7f4"), "g4h4"));
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 2);
    DONE();
}
END_TEST

START_TEST(grimshaw_miss)
{
    /* Meredith 1886: rook and bishop meet on b4 by taking the key queen, a Novotny;
     * in no phase a Grimshaw there. */
    WITH("grimshaw-miss");
    HASNT("grimshaw");
    ck_assert_str_eq(str(theme_named(t_, "novotny"), "square"), "b4");
    DONE();
}
END_TEST

/* Barskij 1936 (problems/grimshaw-pawn.fen; SME 1096: "vzájomné zaclonenie S a P
 * na d6"): a pawn Grimshaw, the bishop on d6 stopping the double step d7-d5 that
 * would parry 2.Qe4#, the pawn on d6 cutting the bishop f8 off from c5 (issue 21
 * §6: only a rook and a bishop were looked for). */
START_TEST(grimshaw_pawn)
{
    WITH("grimshaw-pawn");
    json_t *e = only_entry(t_, "grimshaw");
    ck_assert_str_eq(str(e, "square"), "d6");
    FIELD_IS(e, "men", "d7 f8");
    FIELD_IS(e, "defences", "d7d6 f8d6");
    FIELD_IS(e, "mates", "d4c4 d4e4");
    DONE();
}
END_TEST

/* Polgár 2143 (problems/grimshaw-pawn-miss.fen): 1...g5 2.Qh3# (the pawn cuts the
 * bishop e7 off from h4) and 1...Bg5 2.Qf3#, but the pawn g6 has no double step for
 * the bishop to stop: one-sided, no Grimshaw. */
START_TEST(grimshaw_pawn_miss)
{
    WITH("grimshaw-pawn-miss");
    HASNT("grimshaw");
    DONE();
}
END_TEST

/* ---- geometry helpers ---- */

START_TEST(helpers_flights_and_pins)
{
    Position p = test_position("k7/1R6/nK6/8/8/8/8/8 b - -");
    ck_assert(king_flights(&p) == 0); /* a8: b8 and a7 covered, b7 guarded */
    p = test_position("4k3/8/8/4n3/8/8/8/K3R3 b - -");
    Pin pins[8];
    ck_assert_int_eq(find_pins(&p, BLACK, pins), 1);
    ck_assert_int_eq(pins[0].sq, SQ(4, 4));
    ck_assert_int_eq(pins[0].pinner, SQ(4, 0));
    ck_assert_int_eq(pins[0].dir, -16);
    Position e;
    position_without(&p, SQ(4, 4), &e);
    ck_assert_int_eq(find_pins(&e, BLACK, pins), 0);
    ck_assert(in_check(&e, BLACK));
    ck_assert(strictly_between(SQ(0, 0), SQ(2, 2), SQ(7, 7)));
    ck_assert(!strictly_between(SQ(0, 0), SQ(7, 7), SQ(2, 2)));
    ck_assert(!strictly_between(SQ(0, 0), SQ(2, 1), SQ(7, 7)));
    /* squares_beyond(a, b): the squares y with b strictly between a and y, every triple */
    int beyond = 0, wrong = 0, wa = 0, wb = 0, wy = 0; /* counted, asserted once: 262,144 triples */
    for (int a = 0; a < 64; a++)
        for (int b = 0; b < 64; b++)
            for (int y = 0; y < 64; y++) {
                bool in = squares_beyond(SQ88(a), SQ88(b)) >> y & 1;
                if (in != strictly_between(SQ88(a), SQ88(b), SQ88(y)) && wrong++ == 0) {
                    wa = a;
                    wb = b;
                    wy = y;
                }
                beyond += in;
            }
    ck_assert_msg(wrong == 0, "squares_beyond wrong for %d triples, first a=%d b=%d y=%d (0..63)", wrong, wa, wb, wy);
    ck_assert_int_gt(beyond, 0);
}
END_TEST

Suite *themes_mates_suite(void);
Suite *themes_mates_suite(void)
{
    Suite *s = suite_create("themes_mates");
    TCase *t = tcase_create("mates");
    tcase_add_test(t, self_block);
    tcase_add_test(t, self_block_miss);
    tcase_add_test(t, self_block_over_phases);
    tcase_add_test(t, self_block_captured_blocker);
    tcase_add_test(t, pin_mate);
    tcase_add_test(t, pin_mate_king_step);
    tcase_add_test(t, pin_mate_miss);
    tcase_add_test(t, pin_mate_over_phases);
    tcase_add_test(t, dual_mates_that_use_it_alone);
    tcase_add_test(t, half_pin_dual_mates_that_use_it_alone);
    tcase_add_test(t, battery_mate);
    tcase_add_test(t, battery_mate_threat);
    tcase_add_test(t, battery_mate_indirect);
    tcase_add_test(t, battery_mate_miss);
    tcase_add_test(t, cross_check);
    tcase_add_test(t, cross_check_miss);
    tcase_add_test(t, grimshaw);
    tcase_add_test(t, grimshaw_unpins);
    tcase_add_test(t, grimshaw_over_phases);
    tcase_add_test(t, grimshaw_miss);
    tcase_add_test(t, grimshaw_pawn);
    tcase_add_test(t, grimshaw_pawn_miss);
    tcase_add_test(t, helpers_flights_and_pins);
    suite_add_tcase(s, t);
    return s;
}
