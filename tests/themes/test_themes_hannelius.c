/* test_themes_hannelius.c - Hannelius (themes/HANNELIUS.md): the plain exchange of two
 * tries on its examples (Shire's, Hannelius's own) and near-miss, and the cyclic form of
 * three tries on Taraba's and its near-miss. */
#include <check.h>
#include <jansson.h>

#include "tests/test_helpers.h"
#include "tests/themes/phase_asserts.h"

/* Shire (BCM 2007): 1.Ng6? (2.Nd6#) Bb4!; 1.Nd5?, Nh3?, Nh5? (2.Qf4#) Bxe3!; 1.Nxd3!
 * Bb4 2.Qf4#, Bxe3 2.Nd6#: one entry with the four tries. polgar-2280's key threatens
 * both mates itself (a Fleck): no Hannelius. */
START_TEST(hannelius)
{
    Analysed a;
    const json_t *e = file_entry("hannelius", "hannelius", &a);
    ck_assert(labels_are(e, STRINGS("1.Ng6?", "1.Nd5?", "1.Nh3?", "1.Nh5?", "1.Nxd3!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("b5d6")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("d2b4")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("b8f4")));
    ck_assert(moves_are(e, 1, "refutations", STRINGS("d2e3")));
    ck_assert(mates_are(e, 4, "d2b4", STRINGS("b8f4")));
    ck_assert(mates_are(e, 4, "d2e3", STRINGS("b5d6")));
    ck_assert_ptr_null(json_object_get(e, "variant")); /* the plain exchange of two tries */
    analysed_free(&a);
    ASSERT_MISSED("hannelius-miss", "hannelius");
}
END_TEST

/* Hannelius's own problem, Die Schwalbe 1950 (problems/hannelius-own.fen; Meson
 * 54308, lt.wikipedia "Hanelijaus tema"): 1.Nd2? (2.Rd3#) Bxc5!; 1.Ng3?, Ng5?
 * (2.Bc3#) Rxc5!; 1.Nd6! Rxc5 2.Rd3#, Bxc5 2.Bc3#. */
START_TEST(hannelius_own)
{
    Analysed a;
    const json_t *e = file_entry("hannelius-own", "hannelius", &a);
    ck_assert(labels_are(e, STRINGS("1.Ng3?", "1.Ng5?", "1.Nd2?", "1.Nd6!")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("c7c5")));
    ck_assert(moves_are(e, 2, "refutations", STRINGS("b6c5")));
    ck_assert(mates_are(e, 3, "c7c5", STRINGS("b3d3")));
    ck_assert(mates_are(e, 3, "b6c5", STRINGS("e1c3")));
    analysed_free(&a);
}
END_TEST

/* Taraba, 3rd Prize, Die Schwalbe 1982 (problems/hannelius-cyclic.fen; Technické noviny
 * 432/435): 1.c3? (2.Nc5#) Bxf3!; 1.Rf1? (2.Bd3#) Rxf5!; 1.Qf8? (2.Rxe3#) d4!; 1.Kxb4!
 * Bxf3 2.Bd3#, Rxf5 2.Rxe3#, d4 2.Nc5#: each refutation met by the next try's threat,
 * one entry, "variant" "cyclic", the tries in the cycle's order. Its near-miss (a
 * black pawn f7: 1.Qf8? no longer a try) keeps two links and no cycle. */
START_TEST(hannelius_cyclic)
{
    Analysed a;
    const json_t *e = file_entry("hannelius-cyclic", "hannelius", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "hannelius"), 1);
    ck_assert_str_eq(json_string_value(json_object_get(e, "variant")), "cyclic");
    ck_assert(labels_are(e, STRINGS("1.c3?", "1.Rf1?", "1.Qf8?", "1.Kxb4!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("b7c5")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("h1f3")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("e2d3")));
    ck_assert(moves_are(e, 1, "refutations", STRINGS("e5f5")));
    ck_assert(moves_are(e, 2, "threats", STRINGS("f3e3")));
    ck_assert(moves_are(e, 2, "refutations", STRINGS("d5d4")));
    ck_assert(mates_are(e, 3, "h1f3", STRINGS("e2d3")));
    ck_assert(mates_are(e, 3, "e5f5", STRINGS("f3e3")));
    ck_assert(mates_are(e, 3, "d5d4", STRINGS("b7c5")));
    analysed_free(&a);
    ASSERT_MISSED("hannelius-cyclic-miss", "hannelius");
}
END_TEST

Suite *themes_hannelius_suite(void)
{
    Suite *s = suite_create("themes_hannelius");
    TCase *tc = tcase_create("examples");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, hannelius);
    tcase_add_test(tc, hannelius_own);
    tcase_add_test(tc, hannelius_cyclic);
    suite_add_tcase(s, tc);
    return s;
}
