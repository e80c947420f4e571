/* test_themes_type.c - the problem type of each key, changed, added and
 * removed mates, tries, duals, unprovided checks and flights, on the
 * problems/<theme>.fen examples, shown and narrowly missed. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "themes/theme_play.h"
#include "solver/report/json.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"
#include "solver/report/themes_text.h"
#include "tests/themes/theme_asserts.h"

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
    analyse_file("changed-mates-set-miss", &a); /* 2.Ra7# by the key rook, from d7 now */
    size_t i;
    json_t *e;
    json_array_foreach(a.themes, i, e) /* its tries change mates; its set play does not */
        ck_assert(strcmp(json_string_value(json_object_get(e, "name")), "changed-mates") != 0
                  || json_object_get(e, "try"));
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
    /* Changed mates between a thematic try and the key are SPEC's changed-mates
     * (judges' "changed mates", e.g. "trojfázová zámena matu"), one entry a try,
     * naming its phases; chiave's own name changed-mates-try is gone. */
    analyse_file("changed-mates-try", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "changed-mates"), 1);
    ck_assert_int_eq(theme_count_named(a.themes, "changed-mates-try"), 0);
    json_t *e = theme_named(a.themes, "changed-mates");
    ck_assert_str_eq(json_string_value(json_object_get(e, "try")), "a3e7");
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("h4g3", "h4h5")));
    ck_assert_int_eq(count_of(e), 2);
    json_t *phases = json_object_get(e, "phases");
    ck_assert_int_eq(json_array_size(phases), 2);
    ck_assert_str_eq(json_string_value(json_array_get(phases, 0)), "1.Be7?");
    ck_assert_str_eq(json_string_value(json_array_get(phases, 1)), "1.Bc1!");
    ck_assert_int_eq(json_array_size(json_object_get(e, "play")), 2);
    analysed_free(&a);

    /* A checking try is no thematic try (PHASES.md): polgar-1493's 1.Nd6+? and 1.Ne5+? change
     * 1...Kb8's mate, and neither is a changed mate; nor does polgar-1164's checking try
     * transfer its two mates to the key's replies. */
    analyse_file("changed-mates-check-miss", &a);
    ASSERT_NOT(a, "changed-mates");
    analysed_free(&a);
    analyse_file("transferred-mates-check-miss", &a);
    ASSERT_NOT(a, "transferred-mates");
    analysed_free(&a);

    analyse_file("changed-mates-miss", &a); /* the key's variation has a dual */
    ASSERT_NOT(a, "changed-mates");
    analysed_free(&a);

    /* Kiss 1955: three set mates go to the three flights the key gives (issue 21: from the
     * set play too). A count counts defences, never a mate twice (SPEC): 2.Nxe6# met
     * 1...Rd7 and 1...Rd8 in the set play, and meets 1...Kc5: four transfers, three defences. */
    analyse_file("transferred-mates", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "transferred-mates"), 1);
    size_t i;
    json_t *x;
    json_array_foreach(a.themes, i, x) {
        if (strcmp(json_string_value(json_object_get(x, "name")), "transferred-mates") != 0)
            continue;
        ck_assert_ptr_null(json_object_get(x, "try"));
        const json_t *ph = json_object_get(x, "phases");
        ck_assert_str_eq(json_string_value(json_array_get(ph, 0)), "set");
        ck_assert_str_eq(json_string_value(json_array_get(ph, 1)), "1.Qb3!");
        ck_assert_int_eq(json_integer_value(json_object_get(x, "count")), 3);
        json_t *tr = json_object_get(x, "transfers");
        ck_assert_int_eq(json_array_size(tr), 4);
        json_t *t = json_array_get(tr, 2);
        ck_assert_str_eq(json_string_value(json_object_get(t, "mate")), "e2d2");
        ck_assert_str_eq(json_string_value(json_object_get(t, "try-defence")), "c3c2");
        ck_assert_str_eq(json_string_value(json_object_get(t, "defence")), "d4d3");
    }
    analysed_free(&a);

    /* From a try: Barulin 1930, 1.d4? 1...Bd3 2.Nc3#, 1...Bxe4 2.Be2#; after 1.Qd7!
     * 1...Rxd3 2.Nc3#, 1...Bxd3 2.Be2#. */
    analyse_file("schiffmann-miss", &a);
    int from_try = 0;
    json_array_foreach(a.themes, i, x)
        if (strcmp(json_string_value(json_object_get(x, "name")), "transferred-mates") == 0) {
            ck_assert_str_eq(json_string_value(json_object_get(x, "try")), "d3d4");
            ck_assert_int_eq(json_integer_value(json_object_get(x, "count")), 2);
            from_try++;
        }
    ck_assert_int_eq(from_try, 1);
    analysed_free(&a);

    /* One mate meeting another defence is no transfer of mates (Mlynka 1962: 2.Qe6# from
     * 1...f5 after the try to 1...d5 after the key, beside two changed mates); nor are set
     * mates that still mate after their defences, which the key leaves unlisted because they
     * no longer parry its threat (Maechler 1987: 1...Q~ 2.Ba7# in the set play, 1...Qxf5
     * 2.Ba7# after the key, and every other queen move still met by 2.Ba7#). */
    analyse_file("transferred-mates-one-miss", &a);
    ASSERT_NOT(a, "transferred-mates");
    analysed_free(&a);
    analyse_file("transferred-mates-kept-miss", &a);
    ASSERT_NOT(a, "transferred-mates");
    analysed_free(&a);
    /* Nor two mates from two tries (Šaňšin 1991, themes-labels sd-61: 2.Qc5# from
     * 1...Kc4 after 1.Nb7?, 2.Rf5# from 1...Rxd4 after 1.Bxd4?, to 1...Kxe5 and 1...Rxe5
     * after 1.Be5!): Wong's transfer is "in two phases". */
    analyse_file("transferred-mates-tries-miss", &a);
    ASSERT_NOT(a, "transferred-mates");
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

Suite *themes_type_suite(void);
Suite *themes_type_suite(void)
{
    Suite *s = suite_create("themes_type");
    TCase *t = tcase_create("type");
    tcase_add_test(t, type_waiter);
    tcase_add_test(t, type_mutate);
    tcase_add_test(t, type_blocks);
    tcase_add_test(t, type_details);
    tcase_add_test(t, type_stalemate_diagram);
    tcase_add_test(t, type_without_set_play);
    tcase_add_test(t, changed_mates_shown);
    tcase_add_test(t, changed_mates_missed);
    tcase_add_test(t, added_removed_mates);
    tcase_add_test(t, try_mates);
    tcase_add_test(t, duals);
    tcase_add_test(t, unprovided);
    suite_add_tcase(s, t);
    return s;
}
