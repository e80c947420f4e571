/* test_themes.c - the play themes Fleck, flights and knight wheels on the
 * problems/<theme>.fen examples, each shown by one problem and narrowly missed
 * by another; the helpers that compare phases. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "themes/theme_play.h"
#include "themes/theme_util.h"
#include "solver/report/json.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"
#include "solver/report/themes_text.h"
#include "tests/themes/theme_asserts.h"

/* ---- Fleck and effective defences ---- */

START_TEST(fleck_shown_not_total)
{
    Analysed a;
    analyse_file("fleck", &a);
    json_t *f = theme_named(a.themes, "fleck");
    ck_assert_ptr_nonnull(f);
    /* Two threats separated; no count, which counts defences only (SPEC). */
    json_t *seps = json_object_get(f, "separations");
    ck_assert_int_eq(json_array_size(seps), 2);
    ck_assert_ptr_null(json_object_get(f, "count"));
    /* 2.Qxf6# is singled out by 1...g5+ alone. */
    bool found = false;
    size_t i;
    json_t *sp;
    json_array_foreach(seps, i, sp)
        if (strcmp(json_string_value(json_object_get(sp, "threat")), "f8f6") == 0) {
            ck_assert(same_strings(json_object_get(sp, "defences"), STRINGS("g6g5")));
            found = true;
        }
    ck_assert(found);
    ASSERT_NOT(a, "total-fleck"); /* 1...Rf7 and 1...Rxf8 stop both threats */
    analysed_free(&a);
}
END_TEST

START_TEST(fleck_missed)
{
    Analysed a;
    analyse_file("fleck-miss", &a);
    ASSERT_NOT(a, "fleck");
    ASSERT_NOT(a, "total-fleck");
    /* Every effective defence defeats 2.Qg2# and leaves 2.Qg1#. */
    json_t *e = theme_named(a.themes, "effective-defences");
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(count_of(e), 4);
    size_t i;
    json_t *d;
    json_array_foreach(json_object_get(e, "defences"), i, d)
        ck_assert(same_strings(json_object_get(d, "defeats"), STRINGS("g6g2")));
    analysed_free(&a);
}
END_TEST

START_TEST(total_fleck_shown)
{
    Analysed a;
    analyse_file("total-fleck", &a);
    ASSERT_HAS(a, "fleck");
    json_t *t = theme_named(a.themes, "total-fleck");
    ck_assert_ptr_nonnull(t);
    ck_assert_int_eq(json_array_size(json_object_get(t, "separations")), 3);
    analysed_free(&a);
}
END_TEST

START_TEST(total_fleck_missed)
{
    Analysed a;
    analyse_file("total-fleck-miss", &a);
    ASSERT_HAS(a, "fleck");
    ASSERT_NOT(a, "total-fleck"); /* 1...Nf2 stops no threat: both mate */
    analysed_free(&a);
}
END_TEST

START_TEST(effective_defences_shown)
{
    Analysed a;
    analyse_file("effective-defences", &a);
    json_t *e = theme_named(a.themes, "effective-defences");
    ck_assert_ptr_nonnull(e);
    ck_assert(same_strings(json_object_get(e, "threats"), STRINGS("a2f2", "a2a1", "a2b1")));
    ck_assert_int_eq(count_of(e), 2);
    size_t i;
    json_t *d;
    json_array_foreach(json_object_get(e, "defences"), i, d)
        ck_assert_int_eq(json_array_size(json_object_get(d, "defeats")), 3);
    analysed_free(&a);
}
END_TEST

START_TEST(effective_defences_missed)
{
    Analysed a;
    analyse_file("effective-defences-miss", &a);
    ASSERT_NOT(a, "effective-defences"); /* a zugzwang key: nothing to defeat */
    analysed_free(&a);
}
END_TEST

/* ---- Flights and knight wheels ---- */

START_TEST(star_flights_shown)
{
    Analysed a;
    analyse_file("star-flights", &a);
    json_t *e = theme_named(a.themes, "star-flights");
    ck_assert_ptr_nonnull(e);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("d5c6", "d5e6", "d5e4", "d5c4")));
    ASSERT_NOT(a, "plus-flights");
    analysed_free(&a);
}
END_TEST

START_TEST(star_flights_missed)
{
    Analysed a;
    analyse_file("star-flights-miss", &a); /* four diagonal flights and 1...Ke5 */
    ASSERT_NOT(a, "star-flights");
    analysed_free(&a);
}
END_TEST

START_TEST(plus_flights_shown)
{
    Analysed a;
    analyse_file("plus-flights", &a);
    json_t *e = theme_named(a.themes, "plus-flights");
    ck_assert_ptr_nonnull(e);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("b6c6", "b6a6", "b6b7", "b6b5")));
    ASSERT_NOT(a, "star-flights");
    analysed_free(&a);
}
END_TEST

START_TEST(plus_flights_missed)
{
    Analysed a;
    analyse_file("plus-flights-miss", &a); /* four orthogonal flights, none a variation */
    ASSERT_NOT(a, "plus-flights");
    analysed_free(&a);
}
END_TEST

START_TEST(black_knight_wheel_shown)
{
    Analysed a;
    analyse_file("black-knight-wheel", &a);
    json_t *e = theme_named(a.themes, "black-knight-wheel");
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(json_string_value(json_object_get(e, "square")), "e5");
    ck_assert_int_eq(json_array_size(json_object_get(e, "defences")), 8);
    analysed_free(&a);
}
END_TEST

START_TEST(black_knight_wheel_missed)
{
    Analysed a;
    analyse_file("black-knight-wheel-miss", &a); /* eight moves, five variations */
    ASSERT_NOT(a, "black-knight-wheel");
    analysed_free(&a);
}
END_TEST

START_TEST(white_knight_wheel_shown)
{
    Analysed a;
    analyse_file("white-knight-wheel", &a);
    json_t *e = theme_named(a.themes, "white-knight-wheel");
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(json_string_value(json_object_get(e, "square")), "e5");
    ck_assert(same_strings(json_object_get(e, "squares"),
                           STRINGS("c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6")));
    analysed_free(&a);
}
END_TEST

START_TEST(white_knight_wheel_missed)
{
    Analysed a;
    analyse_file("white-knight-wheel-miss", &a); /* g4 blocked: seven squares */
    ASSERT_NOT(a, "white-knight-wheel");
    analysed_free(&a);
}
END_TEST

/* ---- Helpers ---- */

START_TEST(promotion_duals_count_once)
{
    Position pos = test_position("8/4P3/8/8/8/8/k7/4K3 w - -");
    Move q = move_from_uci(&pos, "e7e8q"), r = move_from_uci(&pos, "e7e8r"),
         b = move_from_uci(&pos, "e7e8b"), n = move_from_uci(&pos, "e7e8n"),
         k = move_from_uci(&pos, "e1d1");
    ck_assert_int_eq(mates_distinct((Move[]){ q, r }, 2), 1);
    ck_assert_int_eq(mates_distinct((Move[]){ q, b }, 2), 1);
    ck_assert_int_eq(mates_distinct((Move[]){ q, r, b }, 3), 1);
    ck_assert_int_eq(mates_distinct((Move[]){ q, n }, 2), 2); /* a knight mate is another */
    ck_assert_int_eq(mates_distinct((Move[]){ q, k }, 2), 2);
    ck_assert(promotions_alike(r, b)); /* what the text report writes as one: "2.e8=R# (=B)" */
    ck_assert(!promotions_alike(n, q));
    ck_assert(!promotions_alike(q, k));
}
END_TEST

START_TEST(same_mate_follows_the_man)
{
    Position pos = test_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -");
    Move key = move_from_uci(&pos, "a1a3");
    /* The rook's set mate from a1 to a8 is the same as its mate from a3 to a8. */
    Move set_mate = MAKE_MOVE(SQ(0, 0), SQ(0, 7), 0, MF_CAPTURE);
    Move key_mate = MAKE_MOVE(SQ(0, 2), SQ(0, 7), 0, MF_CAPTURE);
    ck_assert(same_mate(&pos, MOVE_NONE, set_mate, key, key_mate));
    ck_assert(!same_mate(&pos, MOVE_NONE, set_mate, MOVE_NONE, key_mate));
    /* After castling the f1 rook is the h1 rook of the diagram. */
    Move castle = move_from_uci(&pos, "e1g1");
    ck_assert(castle & MF_CASTLE);
    Move from_f1 = MAKE_MOVE(SQ(5, 0), SQ(5, 7), 0, 0), from_h1 = MAKE_MOVE(SQ(7, 0), SQ(5, 7), 0, 0);
    ck_assert(same_mate(&pos, castle, from_f1, MOVE_NONE, from_h1));
    ck_assert(!same_mate(&pos, castle, from_f1, MOVE_NONE, from_f1));
    /* Two knights that each go to e6 (1.N7xe6?, 1.N5xe6!, Taraba, Hlas ľudu 1978) give
     * the same 2.Nf4#; a queen and a rook that each go to c1 do not give one mate. */
    Position kn = test_position("k7/6N1/4p3/6N1/8/8/8/4K3 w - -");
    Move n7 = move_from_uci(&kn, "g7e6"), n5 = move_from_uci(&kn, "g5e6");
    Move nf4 = MAKE_MOVE(SQ(4, 5), SQ(5, 3), 0, 0);
    ck_assert(same_mate(&kn, n7, nf4, n5, nf4));
    ck_assert(!same_mate(&kn, n7, nf4, MOVE_NONE, nf4));
    Position qr = test_position("4k2K/8/8/8/8/8/8/Q6R w - -");
    Move qc1 = move_from_uci(&qr, "a1c1"), rc1 = move_from_uci(&qr, "h1c1");
    Move c7 = MAKE_MOVE(SQ(2, 0), SQ(2, 6), 0, 0);
    ck_assert(!same_mate(&qr, qc1, c7, rc1, c7));
    /* The castled rook is brought to f1 as the rook f4 is by 1.Rf1: one 2.Rf2 too. */
    Position rf = test_position("4k3/8/8/8/5R2/8/8/4K2R w K -");
    Move oo = move_from_uci(&rf, "e1g1"), rf1 = move_from_uci(&rf, "f4f1");
    Move f2 = MAKE_MOVE(SQ(5, 0), SQ(5, 1), 0, 0);
    ck_assert(same_mate(&rf, oo, f2, rf1, f2));
    ck_assert(!same_mate(&rf, oo, f2, MOVE_NONE, MAKE_MOVE(SQ(5, 3), SQ(5, 1), 0, 0)));
}
END_TEST

/* A mate's identity is the same mate for every theme (themes/KEY.md): the Q, R and
 * B promotions of one pawn on one square one mate, N another; and the man's type
 * counts, so the queen and the rook that 1.e8=Q? and 1.e8=R! make give two mates
 * on e2, though both are the pawn e7 of the diagram. */
START_TEST(same_mate_is_the_identity)
{
    Position pos = test_position("8/4P3/8/8/8/8/8/k6K w - -");
    Move q = move_from_uci(&pos, "e7e8q"), r = move_from_uci(&pos, "e7e8r"), b = move_from_uci(&pos, "e7e8b"),
         n = move_from_uci(&pos, "e7e8n");
    ck_assert(same_mate(&pos, MOVE_NONE, q, MOVE_NONE, r));
    ck_assert(same_mate(&pos, MOVE_NONE, b, MOVE_NONE, r));
    ck_assert(!same_mate(&pos, MOVE_NONE, q, MOVE_NONE, n));
    Move e2 = MAKE_MOVE(SQ(4, 7), SQ(4, 1), 0, 0);
    ck_assert(same_mate(&pos, q, e2, q, e2));
    ck_assert(!same_mate(&pos, q, e2, r, e2));
}
END_TEST

/* The detectors' room: the caller's buffer when n fit, else the heap, each freed
 * as it came (the sanitizer build checks the heap side). */
START_TEST(theme_room_stack_or_heap)
{
    int buf[4];
    int *p = theme_room(buf, 4, 4, sizeof *p);
    ck_assert_ptr_eq(p, buf);
    theme_room_free(p, buf);
    int *q = theme_room(buf, 4, 5, sizeof *q);
    ck_assert_ptr_ne(q, buf);
    for (int i = 0; i < 5; i++) /* room for five: the sanitizer build would stop an overflow */
        q[i] = i;
    theme_room_free(q, buf);
}
END_TEST

START_TEST(nothing_without_full_analysis)
{
    Position pos = test_position("1Q6/8/8/8/8/k2K4/8/8 w - -");
    SolveOptions o;
    solve_options_default(&o);
    o.keys_only = true;
    Solution s;
    solve(&pos, &o, &s);
    json_t *out = json_array();
    report_json_themes_into(&s, out);
    ck_assert_int_eq(json_array_size(out), 0);
    json_decref(out);
    solution_free(&s);
}
END_TEST

Suite *themes_suite(void);
Suite *themes_suite(void)
{
    Suite *s = suite_create("themes");
    TCase *t = tcase_create("themes");
    tcase_add_test(t, fleck_shown_not_total);
    tcase_add_test(t, fleck_missed);
    tcase_add_test(t, total_fleck_shown);
    tcase_add_test(t, total_fleck_missed);
    tcase_add_test(t, effective_defences_shown);
    tcase_add_test(t, effective_defences_missed);
    tcase_add_test(t, star_flights_shown);
    tcase_add_test(t, star_flights_missed);
    tcase_add_test(t, plus_flights_shown);
    tcase_add_test(t, plus_flights_missed);
    tcase_add_test(t, black_knight_wheel_shown);
    tcase_add_test(t, black_knight_wheel_missed);
    tcase_add_test(t, white_knight_wheel_shown);
    tcase_add_test(t, white_knight_wheel_missed);
    tcase_add_test(t, promotion_duals_count_once);
    tcase_add_test(t, same_mate_follows_the_man);
    tcase_add_test(t, same_mate_is_the_identity);
    tcase_add_test(t, theme_room_stack_or_heap);
    tcase_add_test(t, nothing_without_full_analysis);
    suite_add_tcase(s, t);
    return s;
}
