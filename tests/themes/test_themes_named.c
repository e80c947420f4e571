/* test_themes_named.c - the named pin, line and battery themes (Schiffmann,
 * Nietvelt, ...) on the problems/<theme>*.fen examples, shown and narrowly
 * missed: published problems whose commentators name the theme where one could
 * be found (each file's comment says who). */
#include "tests/themes/key_theme_helpers.h"
#include "themes/theme_named.h"
#include "themes/line_play.h"

/* Solves problems/<name>.fen and returns the entries of `detector` for its key. */
static json_t *named_themes(const char *name, ThemeDetector detector, Solution *s)
{
    solve_problem_file(name, s);
    json_t *out = json_array();
    detect_into(detector, s, &s->keys[0], out);
    return out;
}

#define WITH_ONLY(name, detector) \
    Solution s_; \
    json_t *t_ = named_themes(name, detector, &s_)

/* ---- Schiffmann and Nietvelt: self-pins the threat would lift ---- */

START_TEST(schiffmann)
{
    WITH_ONLY("schiffmann", theme_schiffmann);
    json_t *e = theme_named(t_, "schiffmann");
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 1);
    FIELD_IS(e, "defences", "a2e6");
    ck_assert(same_set(mates_after(e, "a2e6"), "c6b4"));
    FIELD_IS(e, "threats", "g6e7"); /* Ne7 would cut e8-e6 */
    FIELD_IS(e, "men", "e6");
    DONE();
}
END_TEST

START_TEST(schiffmann_triple)
{
    WITH_ONLY("schiffmann-triple", theme_schiffmann);
    json_t *e = theme_named(t_, "schiffmann");
    FIELD_IS(e, "defences", "b8e5 e7e5 d3e5");
    ck_assert(same_set(mates_after(e, "e7e5"), "f1f7"));
    FIELD_IS(e, "threats", "e4g5");
    DONE();
}
END_TEST

START_TEST(schiffmann_king)
{
    /* The threat 2.Nd3 would stand between the pinned bishop and the king. */
    WITH_ONLY("schiffmann-king", theme_schiffmann);
    json_t *e = theme_named(t_, "schiffmann");
    FIELD_IS(e, "defences", "e5d6");
    ck_assert(same_set(mates_after(e, "e5d6"), "b4c6"));
    FIELD_IS(e, "threats", "b4d3");
    FIELD_IS(e, "men", "d2");
    /* 1...Kd4 pins it too, but 2.Nbc6# is double check: the pin does not mate. */
    ck_assert_ptr_null(mates_after(e, "e5d4"));
    DONE();
}
END_TEST

START_TEST(schiffmann_miss)
{
    /* The threat frees the self-pinned men by the pinner leaving: Nietvelt. */
    WITH_ONLY("schiffmann-miss", theme_schiffmann);
    HASNT("schiffmann");
    DONE();
}
END_TEST

START_TEST(nietvelt)
{
    WITH_ONLY("nietvelt", theme_nietvelt);
    json_t *e = theme_named(t_, "nietvelt");
    FIELD_IS(e, "defences", "b3f3 a8f3");
    ck_assert(same_set(mates_after(e, "b3f3"), "e5c6"));
    ck_assert(same_set(mates_after(e, "a8f3"), "e5d3"));
    FIELD_IS(e, "threats", "g4g2");
    FIELD_IS(e, "men", "f3");
    /* 1...Rb7+ 2.Nd7# pins nothing. */
    ck_assert_ptr_null(mates_after(e, "b3b7"));
    DONE();
}
END_TEST

START_TEST(nietvelt_barulin)
{
    WITH_ONLY("schiffmann-miss", theme_nietvelt);
    json_t *e = theme_named(t_, "nietvelt");
    FIELD_IS(e, "defences", "b3d3 c2d3");
    ck_assert(same_set(mates_after(e, "c2d3"), "f1e2"));
    DONE();
}
END_TEST

START_TEST(nietvelt_miss)
{
    WITH_ONLY("nietvelt-miss", theme_nietvelt);
    HASNT("nietvelt");
    DONE();
}
END_TEST

/* ---- Somov: a mate shuts off a guard the defence made needless ---- */

START_TEST(somov_b2)
{
    WITH_ONLY("somov", theme_somov);
    json_t *e = only_entry(t_, "somov");
    ck_assert_str_eq(str(e, "variant"), "B2");
    FIELD_IS(e, "defences", "h3f3");
    ck_assert(same_set(mates_after(e, "h3f3"), "g6f4")); /* Nf4 cuts Rf8 off f3 */
    FIELD_IS(e, "squares", "f3");
    FIELD_IS(e, "men", "f8"); /* the guard the mate shuts off */
    /* 1...Qd5 2.Nge5# is a self-block too, but e5 shuts no guard of d5. */
    ck_assert_ptr_null(mates_after(e, "a2d5"));
    DONE();
}
END_TEST

START_TEST(somov_b1)
{
    WITH_ONLY("somov-b1", theme_somov);
    json_t *e = only_entry(t_, "somov");
    ck_assert_str_eq(str(e, "variant"), "B1");
    FIELD_IS(e, "defences", "f2f1q f2f1r f2f1b");
    ck_assert(same_set(mates_after(e, "f2f1q"), "e4g3")); /* Ng3 cuts Rg8 off g2 */
    FIELD_IS(e, "squares", "g2");
    FIELD_IS(e, "men", "g8");
    /* 1...f1=N 2.Qg2# shuts nothing. */
    ck_assert_ptr_null(mates_after(e, "f2f1n"));
    DONE();
}
END_TEST

START_TEST(somov_miss)
{
    /* The mating queen guards the blocked square herself. */
    WITH_ONLY("somov-miss", theme_somov);
    HASNT("somov");
    DONE();
}
END_TEST

START_TEST(somov_miss_own_line)
{
    /* The mating queen moves along her own line: she shuts off no other guard. */
    WITH_ONLY("somov-miss-own-line", theme_somov);
    HASNT("somov");
    DONE();
}
END_TEST

/* ---- Barulin (theme A) ---- */

START_TEST(barulin)
{
    /* Banaszek 1986: Qc2 and Rg5 guard c5; the threat 2.Nf5# shuts off the rook, each
     * defence the queen's c-file. */
    WITH_ONLY("barulin", theme_barulin);
    json_t *e = only_entry(t_, "barulin");
    ck_assert_str_eq(str(e, "variant"), "A");
    FIELD_IS(e, "defences", "d3c3 e2c3 d2c4");
    ck_assert(same_set(mates_after(e, "d3c3"), "g5d5"));
    FIELD_IS(e, "squares", "c5");
    FIELD_IS(e, "men", "c2 g5");
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 3);
    DONE();
}
END_TEST

START_TEST(barulin_miss)
{
    /* polgar-2181: the lines the defences cut are the ones the threat opens. */
    WITH_ONLY("barulin-miss", theme_barulin);
    HASNT("barulin");
    DONE();
}
END_TEST

/* ---- Pelle: key, defence and mate by pinned men along their pin lines ---- */

START_TEST(pelle)
{
    /* 1.Qxd4! (pinned on the d-file) Bxa4 (pinned on a4-c6) 2.Bxa4# (pinned on a4-d1). */
    WITH_ONLY("pelle", theme_pelle);
    json_t *e = only_entry(t_, "pelle");
    FIELD_IS(e, "defences", "b5a4");
    ck_assert(same_set(mates_after(e, "b5a4"), "b3a4"));
    FIELD_IS(e, "men", "b3 b5 d2");
    DONE();
}
END_TEST

START_TEST(pelle_miss)
{
    /* The king on e1: the same play, the queen and the mating bishop unpinned. */
    WITH_ONLY("pelle-miss", theme_pelle);
    HASNT("pelle");
    DONE();
}
END_TEST

START_TEST(pelle_dual)
{
    /* 1.Qxb4! (pinned) Rxa8 (pinned) 2.Rxa8# (pinned), but 2.Qb1# and 2.Qb2# mate too. */
    Solution s_;
    Position pos = test_position("RR3K2/r5p1/3Q4/8/1bP5/8/7N/k7 w - -");
    SolveOptions o;
    solve_options_default(&o);
    solve(&pos, &o, &s_);
    ck_assert_int_eq(s_.nkeys, 1);
    json_t *t_ = json_array();
    detect_into(theme_pelle, &s_, &s_.keys[0], t_);
    HASNT("pelle");
    DONE();
}
END_TEST

/* ---- Bristol ---- */

START_TEST(bristol)
{
    WITH_ONLY("bristol", theme_bristol);
    json_t *e = theme_named(t_, "bristol");
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 3);
    ck_assert(same_set(mates_after(e, "b3a2"), "h8b2"));
    ck_assert(same_set(mates_after(e, "b3c4"), "h8c3"));
    DONE();
}
END_TEST

START_TEST(bristol_miss)
{
    WITH_ONLY("bristol-miss", theme_bristol);
    HASNT("bristol");
    DONE();
}
END_TEST

/* ---- batteries the key makes or opens ---- */

START_TEST(battery_creation)
{
    WITH_ONLY("battery-creation", theme_battery_creation);
    json_t *e = only_entry(t_, "battery-creation");
    FIELD_IS(e, "men", "a3 b4");
    ck_assert(same_set(mates_after(e, "e7d6"), "b4c4"));
    ck_assert(same_set(mates_after(e, "e7f8"), "b4g4"));
    ck_assert_ptr_null(mates_after(e, "e7d8")); /* 2.Rd4# is the rook's own check */
    DONE();
}
END_TEST

START_TEST(battery_creation_recapture)
{
    /* The front man that takes the rear piece's taker on its square fires no battery. */
    WITH_ONLY("battery-creation-recapture", theme_battery_creation);
    json_t *e = only_entry(t_, "battery-creation");
    FIELD_IS(e, "men", "f8 g7");
    ck_assert(same_set(mates_after(e, "h8h7"), "g7g8n"));
    ck_assert_ptr_null(mates_after(e, "h8f8"));
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 1);
    DONE();
}
END_TEST

START_TEST(battery_creation_miss)
{
    WITH_ONLY("battery-creation-miss", theme_battery_creation);
    HASNT("battery-creation");
    DONE();
}
END_TEST

START_TEST(half_battery)
{
    WITH_ONLY("half-battery", theme_half_battery);
    json_t *e = theme_named(t_, "half-battery");
    FIELD_IS(e, "men", "c3 d4 f6");
    ck_assert(same_set(mates_after(e, "e6c7"), "d4d5"));
    ck_assert(same_set(mates_after(e, "e6c5"), "d4c5"));
    ck_assert_ptr_null(mates_after(e, "e6d4")); /* 2.Bxd4# fires nothing */
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 7);
    DONE();
}
END_TEST

START_TEST(half_battery_miss)
{
    WITH_ONLY("half-battery-miss", theme_half_battery);
    HASNT("half-battery");
    DONE();
}
END_TEST

/* ---- black unpin ---- */

START_TEST(black_unpin)
{
    WITH_ONLY("black-unpin", theme_black_unpin);
    json_t *e = theme_named(t_, "black-unpin");
    FIELD_IS(e, "defences", "f4d4 f4e4");
    ck_assert(same_set(mates_after(e, "f4d4"), "f5e7"));
    ck_assert(same_set(mates_after(e, "f4e4"), "f5d6"));
    FIELD_IS(e, "men", "f5");
    DONE();
}
END_TEST

START_TEST(black_unpin_push)
{
    /* A push along the old pin line uses the room the pinner left, not the unpin. */
    WITH_ONLY("black-unpin-push", theme_black_unpin);
    json_t *e = theme_named(t_, "black-unpin");
    FIELD_IS(e, "defences", "g8f8 g8h8");
    ck_assert_ptr_null(mates_after(e, "g8a2"));
    DONE();
}
END_TEST

START_TEST(black_unpin_miss)
{
    WITH_ONLY("black-unpin-miss", theme_black_unpin);
    HASNT("black-unpin");
    DONE();
}
END_TEST

START_TEST(pin_holds_mate_needs_a_parry)
{
    /* Ra5 pinned by Ra8 could not stop 1...Qb2# even free: a contact check. */
    Position q = test_position("R7/8/8/r7/8/2K5/1Q6/k7 b - -");
    ck_assert(!pin_holds_mate(&q, SQ(0, 4), SQ(0, 7)));
    /* Rc3 pinned by Be5 could interpose on c1 against Rh1: the pin holds the mate. */
    q = test_position("7K/8/8/4B3/8/1BrN4/8/k6R b - -");
    ck_assert(pin_holds_mate(&q, SQ(2, 2), SQ(4, 4)));
    /* ... and only with that pinner. */
    ck_assert(!pin_holds_mate(&q, SQ(2, 2), SQ(7, 0)));
}
END_TEST

Suite *themes_named_suite(void);
Suite *themes_named_suite(void)
{
    Suite *s = suite_create("themes_named");
    TCase *t = tcase_create("named");
    tcase_add_test(t, schiffmann);
    tcase_add_test(t, schiffmann_triple);
    tcase_add_test(t, schiffmann_king);
    tcase_add_test(t, schiffmann_miss);
    tcase_add_test(t, nietvelt);
    tcase_add_test(t, nietvelt_barulin);
    tcase_add_test(t, nietvelt_miss);
    tcase_add_test(t, somov_b2);
    tcase_add_test(t, somov_b1);
    tcase_add_test(t, somov_miss);
    tcase_add_test(t, somov_miss_own_line);
    tcase_add_test(t, bristol);
    tcase_add_test(t, bristol_miss);
    tcase_add_test(t, battery_creation);
    tcase_add_test(t, battery_creation_recapture);
    tcase_add_test(t, battery_creation_miss);
    tcase_add_test(t, half_battery);
    tcase_add_test(t, half_battery_miss);
    tcase_add_test(t, black_unpin);
    tcase_add_test(t, black_unpin_push);
    tcase_add_test(t, black_unpin_miss);
    tcase_add_test(t, barulin);
    tcase_add_test(t, barulin_miss);
    tcase_add_test(t, pelle);
    tcase_add_test(t, pelle_miss);
    tcase_add_test(t, pelle_dual);
    tcase_add_test(t, pin_holds_mate_needs_a_parry);
    suite_add_tcase(s, t);
    return s;
}
