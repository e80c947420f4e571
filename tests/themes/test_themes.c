/* test_themes.c - the play themes (Fleck, flights, knight wheels, problem type,
 * changed mates, duals, unprovided checks and flights) on the problems/<theme>.fen
 * examples, each shown by one problem and narrowly missed by another; the
 * helpers that compare phases; the text "Analysis" section. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "themes/theme_play.h"
#include "themes/themes.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"
#include "solver/report/themes_text.h"

static json_int_t count_of(const json_t *e)
{
    return json_integer_value(json_object_get(e, "count"));
}

#define ASSERT_HAS(a, name) \
    ck_assert_msg(theme_named((a).themes, name) != NULL, "no %s entry", name)
#define ASSERT_NOT(a, name) \
    ck_assert_msg(theme_named((a).themes, name) == NULL, "unexpected %s entry", name)

/* ---- Fleck and effective defences ---- */

START_TEST(fleck_shown_not_total)
{
    Analysed a;
    analyse_file("fleck", &a);
    json_t *f = theme_named(a.themes, "fleck");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(count_of(f), 2);
    /* 2.Qxf6# is singled out by 1...g5+ alone. */
    json_t *seps = json_object_get(f, "separations");
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
    ck_assert_int_eq(json_array_size(json_object_get(t, "separations")), 2);
    analysed_free(&a);
}
END_TEST

START_TEST(total_fleck_missed)
{
    Analysed a;
    analyse_file("total-fleck-miss", &a);
    ASSERT_HAS(a, "fleck");
    ASSERT_NOT(a, "total-fleck"); /* 1...Kc5 stops both threats */
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

/* ---- Problem type ---- */

static const char *const TYPES[] = { "waiter", "mutate", "incomplete-block",
                                     "block-threat", "threat", "checking-key" };

/* The one type entry of a sound problem's key. */
static void assert_type(const char *file, const char *want)
{
    Analysed a;
    analyse_file(file, &a);
    int n = 0;
    for (size_t i = 0; i < sizeof TYPES / sizeof *TYPES; i++)
        n += theme_count_named(a.themes, TYPES[i]);
    ck_assert_msg(n == 1, "%s: %d type entries", file, n);
    ck_assert_msg(theme_named(a.themes, want) != NULL, "%s: not %s", file, want);
    ck_assert_str_eq(key_type(&a.s, &a.s.keys[0]), want);
    analysed_free(&a);
}

START_TEST(type_waiter)
{
    assert_type("waiter", "waiter");
    assert_type("waiter-miss", "mutate");
}
END_TEST

START_TEST(type_mutate)
{
    assert_type("mutate", "mutate");
    /* The key piece mates on the same squares: unchanged, so a waiter. */
    assert_type("mutate-miss", "waiter");
}
END_TEST

START_TEST(type_blocks)
{
    assert_type("incomplete-block", "incomplete-block");
    assert_type("incomplete-block-miss", "waiter");
    assert_type("block-threat", "block-threat");
    assert_type("block-threat-miss", "threat");
    assert_type("threat", "threat");
    assert_type("threat-miss", "block-threat");
    assert_type("checking-key", "checking-key");
    assert_type("checking-key-miss", "waiter");
}
END_TEST

START_TEST(type_details)
{
    Analysed a;
    analyse_file("incomplete-block", &a);
    ck_assert(same_strings(json_object_get(theme_named(a.themes, "incomplete-block"), "unprovided"),
                           STRINGS("h2h3")));
    analysed_free(&a);
    analyse_file("waiter-miss", &a);
    ck_assert(same_strings(json_object_get(theme_named(a.themes, "mutate"), "changed"), STRINGS("a4a5")));
    analysed_free(&a);
}
END_TEST

/* A diagram where the defender has no move: no block to complete. */
START_TEST(type_stalemate_diagram)
{
    assert_type("effective-defences-miss", "incomplete-block");
}
END_TEST

/* The attacker in check in the diagram: no set play, so no block types and no
 * unprovided checks or flights. */
START_TEST(type_without_set_play)
{
    Analysed a;
    Position pos = test_position("8/p7/8/q2p4/6B1/4KN2/6k1/2Q2n2 w - -");
    analyse_pos(&pos, &a);
    ck_assert(!a.s.set_computed);
    ck_assert(!complete_block(&a.s));
    ck_assert_int_ge(a.s.nkeys, 1);
    for (int k = 0; k < a.s.nkeys; k++) {
        const char *t = key_type(&a.s, &a.s.keys[k]);
        ck_assert(strcmp(t, "waiter") && strcmp(t, "mutate") && strcmp(t, "block-threat"));
    }
    ASSERT_NOT(a, "unprovided-checks");
    ASSERT_NOT(a, "unprovided-flights");
    ASSERT_NOT(a, "changed-mates");
    analysed_free(&a);
}
END_TEST

/* ---- Changed, added, removed mates; tries ---- */

START_TEST(changed_mates_shown)
{
    Analysed a;
    analyse_file("changed-mates", &a);
    json_t *e = theme_named(a.themes, "changed-mates");
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(count_of(e), 1);
    json_t *v = json_array_get(json_object_get(e, "variations"), 0);
    ck_assert_str_eq(json_string_value(json_object_get(v, "defence")), "g5g4");
    ck_assert(same_strings(json_object_get(v, "set"), STRINGS("e2f1")));
    ck_assert(same_strings(json_object_get(v, "mates"), STRINGS("f3g2")));
    analysed_free(&a);
}
END_TEST

START_TEST(changed_mates_missed)
{
    Analysed a;
    analyse_file("changed-mates-miss", &a); /* 2.Ra7# by the key rook, from d7 now */
    ASSERT_NOT(a, "changed-mates");
    ASSERT_NOT(a, "removed-mates");
    analysed_free(&a);
}
END_TEST

START_TEST(added_removed_mates)
{
    Analysed a;
    analyse_file("added-mates", &a);
    json_t *e = theme_named(a.themes, "added-mates");
    ck_assert_ptr_nonnull(e);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("g1f1")));
    analysed_free(&a);

    analyse_file("added-mates-miss", &a); /* the new defence has a dual */
    ASSERT_NOT(a, "added-mates");
    analysed_free(&a);

    analyse_file("removed-mates", &a);
    e = theme_named(a.themes, "removed-mates");
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(count_of(e), 1);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("c3c2")));
    analysed_free(&a);

    analyse_file("removed-mates-miss", &a); /* the set mate is the threat now */
    ASSERT_NOT(a, "removed-mates");
    analysed_free(&a);
}
END_TEST

START_TEST(try_mates)
{
    Analysed a;
    analyse_file("changed-mates-try", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "changed-mates-try"), 2);
    json_t *e = theme_named(a.themes, "changed-mates-try");
    ck_assert_str_eq(json_string_value(json_object_get(e, "try")), "f7d6");
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("c7b8")));
    analysed_free(&a);

    analyse_file("changed-mates-try-miss", &a); /* the key's variation has a dual */
    ASSERT_NOT(a, "changed-mates-try");
    analysed_free(&a);

    analyse_file("transferred-mates", &a);
    e = theme_named(a.themes, "transferred-mates");
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(json_string_value(json_object_get(e, "try")), "h3h2");
    json_t *t = json_array_get(json_object_get(e, "transfers"), 0);
    ck_assert_str_eq(json_string_value(json_object_get(t, "mate")), "c2f5");
    ck_assert_str_eq(json_string_value(json_object_get(t, "try-defence")), "e3e2");
    ck_assert_str_eq(json_string_value(json_object_get(t, "defence")), "f3f4");
    analysed_free(&a);

    analyse_file("transferred-mates-miss", &a); /* still answers the same defence too */
    ASSERT_NOT(a, "transferred-mates");
    analysed_free(&a);
}
END_TEST

/* ---- Duals, unprovided checks and flights ---- */

START_TEST(duals)
{
    Analysed a;
    analyse_file("duals", &a);
    json_t *e = theme_named(a.themes, "duals");
    ck_assert_ptr_nonnull(e);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("g3h4")));
    analysed_free(&a);

    analyse_file("duals-miss", &a); /* h8=Q and h8=R count as one mate */
    ASSERT_NOT(a, "duals");
    analysed_free(&a);
}
END_TEST

START_TEST(unprovided)
{
    Analysed a;
    analyse_file("unprovided-checks", &a);
    ck_assert(same_strings(json_object_get(theme_named(a.themes, "unprovided-checks"), "defences"),
                           STRINGS("a4a3")));
    analysed_free(&a);
    analyse_file("unprovided-checks-miss", &a);
    ASSERT_NOT(a, "unprovided-checks");
    analysed_free(&a);
    analyse_file("unprovided-flights", &a);
    ck_assert(same_strings(json_object_get(theme_named(a.themes, "unprovided-flights"), "defences"),
                           STRINGS("h4g4")));
    analysed_free(&a);
    analyse_file("unprovided-flights-miss", &a);
    ASSERT_NOT(a, "unprovided-flights");
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
}
END_TEST

START_TEST(same_mate_follows_the_man)
{
    Position pos = test_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -");
    Move key = move_from_uci(&pos, "a1a3");
    /* The rook's set mate from a1 to a8 is the same as its mate from a3 to a8. */
    Move set_mate = MAKE_MOVE(SQ(0, 0), SQ(0, 7), 0, MF_CAPTURE);
    Move key_mate = MAKE_MOVE(SQ(0, 2), SQ(0, 7), 0, MF_CAPTURE);
    ck_assert(same_mate(MOVE_NONE, set_mate, key, key_mate));
    ck_assert(!same_mate(MOVE_NONE, set_mate, MOVE_NONE, key_mate));
    /* After castling the f1 rook is the h1 rook of the diagram. */
    Move castle = move_from_uci(&pos, "e1g1");
    ck_assert(castle & MF_CASTLE);
    Move from_f1 = MAKE_MOVE(SQ(5, 0), SQ(5, 7), 0, 0), from_h1 = MAKE_MOVE(SQ(7, 0), SQ(5, 7), 0, 0);
    ck_assert(same_mate(castle, from_f1, MOVE_NONE, from_h1));
    ck_assert(!same_mate(castle, from_f1, MOVE_NONE, from_f1));
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
    themes_analyse(&s, out);
    ck_assert_int_eq(json_array_size(out), 0);
    json_decref(out);
    solution_free(&s);
}
END_TEST

/* ---- Text ---- */

/* The Analysis of a, which it frees, malloc'd. */
static char *analysis_of(Analysed *a, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(out);
    themes_text(out, &a->s, lang);
    fclose(out);
    analysed_free(a);
    return text;
}

static char *analysis_text(const char *file, Lang lang)
{
    Analysed a;
    analyse_file(file, &a);
    return analysis_of(&a, lang);
}

static char *analysis_of_fen(const char *fen, Lang lang)
{
    Analysed a;
    Position pos = test_position(fen);
    analyse_pos(&pos, &a);
    return analysis_of(&a, lang);
}

#define TEXT_HAS(text, part) \
    ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)
#define TEXT_HAS_NOT(text, part) \
    ck_assert_msg(strstr(text, part) == NULL, "'%s' in:\n%s", part, text)

START_TEST(text_analysis_in_san)
{
    /* One key: no heading for it, the key is the one the report gave above. */
    char *t = analysis_text("star-flights", LANG_EN);
    TEXT_HAS(t, "\nAnalysis:\n  incomplete-block: unprovided set moves 1...Kc4 (flight) 1...Kc6 (flight)"
                  " 1...Ke6 (flight)\n");
    TEXT_HAS(t, "  star-flights: 1...Kc4 1...Kc6 1...Kxe4 1...Ke6\n");
    TEXT_HAS(t, "  added-mates (4): 1...Kc4 2.Qf7#; 1...Kc6 2.Qd6#; 1...Kxe4 2.Qf3#; 1...Ke6 2.Qf7#\n");
    TEXT_HAS_NOT(t, "unprovided-flights"); /* said with the incomplete block */
    free(t);
    t = analysis_text("fleck", LANG_EN);
    TEXT_HAS(t, "  effective-defences (12): 1...Qxe5 1...Rd6 1...Re6 1...Rf1 1...Rf2 1...Rf3 1...Rf4"
                  " 1...Rf5 1...Ne4 leave 2.Qg7#; 1...Rf7 1...Rxf8 defeat every threat; 1...g5+ leaves"
                  " 2.Qxf6#\n  fleck (2)\n");
    TEXT_HAS(t, "  threat\n"); /* no colon without details */
    free(t);
    t = analysis_text("total-fleck", LANG_EN);
    TEXT_HAS(t, "  effective-defences (4): 1...Rxd3 1...Bf7 leave 2.Nc2#; 1...Rh2 1...Bxd3 leave 2.Nb3#\n"
                  "  total-fleck (2)\n");
    TEXT_HAS_NOT(t, "  fleck");
    free(t);
    t = analysis_text("transferred-mates", LANG_EN);
    TEXT_HAS(t, "  transferred-mates after 1.Kh2?: 2.Qf5# from 1...e2 to 1...Kf4\n");
    free(t);
    /* Several keys: each has its heading. */
    t = analysis_of_fen("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -", LANG_EN); /* cooked */
    TEXT_HAS(t, "\nAnalysis:\n1.");
    TEXT_HAS(t, "\n1.b8=Q+!\n  checking-key\n");
    free(t);
}
END_TEST

/* The Analysis says each thing once (solver/report/README.md "The Analysis"): key-check not
 * beside checking-key, nothing with a zero count, no effective-defences for one
 * threat, a change the set play and tries share on one line, the same change
 * of several tries on one line. */
START_TEST(text_analysis_says_it_once)
{
    char *t = analysis_text("transferred-mates", LANG_EN);
    TEXT_HAS(t, "  checking-key\n");
    TEXT_HAS_NOT(t, "key-check");
    free(t);
    t = analysis_of_fen("8/8/2p5/2Q5/7k/5K2/8/8 w - -", LANG_EN); /* polgar-311: no effective defence */
    TEXT_HAS_NOT(t, "(0)");
    TEXT_HAS_NOT(t, "effective-defences");
    free(t);
    t = analysis_of_fen("5QB1/3k1P2/8/1K6/8/8/8/8 w - -", LANG_EN); /* polgar-1669: the threat is a battery mate */
    TEXT_HAS(t, "  battery-mate: threat 2.f8=Q#\n");
    TEXT_HAS_NOT(t, "(0)");
    free(t);
    t = analysis_text("key-sacrifice", LANG_EN); /* one threat: the variation says it */
    TEXT_HAS_NOT(t, "effective-defences");
    free(t);
    t = analysis_text("changed-mates", LANG_EN);
    TEXT_HAS(t, "  changed-mates (1): 1...g4 2.Bf1# -> 2.Bg2#, also after 1.Ba6? 1.Bb5? 1.Bc4? 1.Bd3?\n");
    TEXT_HAS_NOT(t, "changed-mates-try");
    free(t);
    /* Two themes across phases on the same play: the second says so. */
    t = analysis_text("le-grand", LANG_EN);
    TEXT_HAS(t, "  Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1#\n"
                "  Dombrovskis: the same play as Le Grand\n");
    free(t);
    t = analysis_text("le-grand", LANG_DE);
    TEXT_HAS(t, "  Dombrovskis: dasselbe Spiel wie Le Grand\n");
    free(t);
    t = analysis_text("mutate", LANG_EN); /* the changed set mate is in the changed-mates line */
    TEXT_HAS(t, "  mutate\n  changed-mates (1): 1...Kxc1 2.Qa1# -> 2.Qf1#\n");
    free(t);
    /* polgar-2818: 16 changed-mates-try lines before, one per try; 1...f4 is the
     * change of the set play too (2.Qxf4# in the set play and after 13 tries). */
    t = analysis_of_fen("5K2/8/4pkp1/5p2/7R/4Q3/8/8 w - -", LANG_EN);
    TEXT_HAS(t, "\nAnalysis:\n"
                  "  incomplete-block: unprovided set moves 1...e5\n"
                  "  changed-mates (1): 1...f4 2.Qxf4# -> 2.Rxf4#, also after 1.Qg3? 1.Ra4? 1.Rb4? 1.Rc4?"
                  " 1.Rd4? 1.Re4? 1.Rg4? 1.Rh1? 1.Rh2? 1.Rh3? 1.Rh6? 1.Rh7? 1.Rh8?\n"
                  "  added-mates (2): 1...Kg5 2.Qe7#; 1...e5 2.Qe7#\n"
                  "  changed-mates-try after 1.Qa7?: 1...g5 2.Qg7# -> 2.Rh6#\n"
                  "  changed-mates-try after 1.Qd4+?: 1...Kg5 2.Qd8# -> 2.Qe7#\n"
                  "  changed-mates-try after 1.Ra4?: 1...e5 2.Ra6# -> 2.Qe7#\n"
                  "  changed-mates-try after 1.Rb4?: 1...e5 2.Rb6# -> 2.Qe7#\n"
                  "  changed-mates-try after 1.Rc4?: 1...e5 2.Rc6# -> 2.Qe7#\n"
                  "  changed-mates-try after 1.Rd4?: 1...e5 2.Rd6# -> 2.Qe7#\n"
                  "  changed-mates-try after 1.Rg4? 1.Rh5?: 1...e5 2.Qb6# -> 2.Qe7#\n"
                  "  key-gives-flights: g5\n"
                  "  self-block (1): 1...g5 2.Rh6#\n");
    free(t);
}
END_TEST

/* The squares of an entry come in the order of their names, a1, a2, ..., h8
 * (solver/README.md "Order"), in the record and in the Analysis: Polgar 312's key gives
 * the flights g8 and h7, 480's takes f8 and g7; 909's unpins a7 and d5; the
 * knight of 2334 mates on eight squares; 3665's half-pinned men stand on b5, c5. */
START_TEST(square_lists_in_canonical_order)
{
    static const struct { const char *fen, *name, *squares, *text; } cases[] = {
        { "4K2k/8/5N2/4Q3/8/8/8/8 w - -", "key-gives-flights", "[\"g8\", \"h7\"]", "  key-gives-flights: g8 h7\n" },
        { "rn1q2kr/1p2np2/2p3p1/8/1pPb4/7Q/PB1P1PP1/2KR1B1R w - -", "key-takes-flights", "[\"f8\", \"g7\"]",
          "  key-takes-flights: f8 g7\n" },
        { "k7/p1K5/1n1P4/3bq3/Q3B3/8/8/8 w - -", "key-unpins", "[\"a7\", \"d5\"]", NULL },
        { "8/8/1r1k1K2/N3N3/8/5Q2/7B/8 w - -", "white-knight-wheel",
          "[\"c4\", \"c6\", \"d3\", \"d7\", \"f3\", \"f7\", \"g4\", \"g6\"]", NULL },
        { "1n1r1N1K/3p2R1/2pp1p2/Rnb1kp2/2b5/2NQBp2/1q1P4/8 w - -", "half-pin", "[\"b5\", \"c5\"]", NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Analysed a;
        Position pos = test_position(cases[i].fen);
        analyse_pos(&pos, &a);
        json_t *e = theme_named(a.themes, cases[i].name);
        ck_assert_msg(e != NULL, "%s: no %s", cases[i].fen, cases[i].name);
        char *got = json_dumps(json_object_get(e, "squares"), JSON_COMPACT);
        json_t *want_json = json_loads(cases[i].squares, 0, NULL);
        char *want = json_dumps(want_json, JSON_COMPACT);
        ck_assert_msg(strcmp(got, want) == 0, "%s: %s, not %s", cases[i].name, got, want);
        free(got), free(want), json_decref(want_json);
        analysed_free(&a);
        if (cases[i].text) {
            char *t = analysis_of_fen(cases[i].fen, LANG_EN);
            TEXT_HAS(t, cases[i].text);
            free(t);
        }
    }
}
END_TEST

Suite *themes_suite(void)
{
    Suite *s = suite_create("themes");
    TCase *tc = tcase_create("fleck");
    tcase_add_test(tc, fleck_shown_not_total);
    tcase_add_test(tc, fleck_missed);
    tcase_add_test(tc, total_fleck_shown);
    tcase_add_test(tc, total_fleck_missed);
    tcase_add_test(tc, effective_defences_shown);
    tcase_add_test(tc, effective_defences_missed);
    suite_add_tcase(s, tc);
    tc = tcase_create("flights-wheels");
    tcase_add_test(tc, star_flights_shown);
    tcase_add_test(tc, star_flights_missed);
    tcase_add_test(tc, plus_flights_shown);
    tcase_add_test(tc, plus_flights_missed);
    tcase_add_test(tc, black_knight_wheel_shown);
    tcase_add_test(tc, black_knight_wheel_missed);
    tcase_add_test(tc, white_knight_wheel_shown);
    tcase_add_test(tc, white_knight_wheel_missed);
    suite_add_tcase(s, tc);
    tc = tcase_create("type");
    tcase_add_test(tc, type_waiter);
    tcase_add_test(tc, type_mutate);
    tcase_add_test(tc, type_blocks);
    tcase_add_test(tc, type_details);
    tcase_add_test(tc, type_stalemate_diagram);
    tcase_add_test(tc, type_without_set_play);
    suite_add_tcase(s, tc);
    tc = tcase_create("changes");
    tcase_add_test(tc, changed_mates_shown);
    tcase_add_test(tc, changed_mates_missed);
    tcase_add_test(tc, added_removed_mates);
    tcase_add_test(tc, try_mates);
    tcase_add_test(tc, duals);
    tcase_add_test(tc, unprovided);
    suite_add_tcase(s, tc);
    tc = tcase_create("helpers");
    tcase_add_test(tc, promotion_duals_count_once);
    tcase_add_test(tc, same_mate_follows_the_man);
    tcase_add_test(tc, nothing_without_full_analysis);
    tcase_add_test(tc, text_analysis_in_san);
    tcase_add_test(tc, text_analysis_says_it_once);
    tcase_add_test(tc, square_lists_in_canonical_order);
    suite_add_tcase(s, tc);
    return s;
}
