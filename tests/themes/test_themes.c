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

/* ---- counts ---- */

/* Adds to names the defence d (a string) unless it is there. */
static void name_defence(json_t *names, const json_t *d)
{
    if (!json_is_string(d))
        return;
    size_t i;
    json_t *x;
    json_array_foreach(names, i, x)
        if (json_equal(x, d))
            return;
    json_array_append(names, (json_t *)d);
}

/* Changed mates count the moves of one man met by the same mates before and after
 * the key as one defence (themes/DECISIONS.md): each variation of vars whose
 * defence starts where an earlier one's does ("c6b4", "c6d4") with the same mates
 * before ("set" or "try-mates") and after ("mates") leaves names. */
static void drop_random_moves(json_t *names, const json_t *vars)
{
    for (size_t i = 0; i < json_array_size(vars); i++) {
        const json_t *x = json_array_get(vars, i);
        const char *d = json_string_value(json_object_get(x, "defence"));
        const json_t *before = json_object_get(x, json_object_get(x, "set") ? "set" : "try-mates");
        bool same = false;
        for (size_t j = 0; j < i && !same; j++) {
            const json_t *y = json_array_get(vars, j);
            const char *f = json_string_value(json_object_get(y, "defence"));
            same = d && f && strncmp(d, f, 2) == 0 && json_equal(json_object_get(x, "mates"), json_object_get(y, "mates"))
                   && json_equal(before, json_object_get(y, json_object_get(y, "set") ? "set" : "try-mates"));
        }
        for (size_t k = 0; same && k < json_array_size(names); k++)
            if (strcmp(json_string_value(json_array_get(names, k)), d) == 0) {
                json_array_remove(names, k);
                break;
            }
    }
}

/* The mates of defence d after first move f of s (NULL: the set play), in UCI, into
 * buf ("" when it has none, "-" when it is no move there). */
static const char *mates_of(const Solution *s, const char *f, const char *d, char *buf, size_t len)
{
    const Variation *vars = s->set;
    int n = s->nset;
    char u[8];
    for (int i = 0; f && i < s->nkeys + s->ntries; i++) {
        const Play *p = i < s->nkeys ? &s->keys[i] : &s->tries[i - s->nkeys];
        if (strcmp(move_to_uci(p->move, u), f) == 0)
            vars = p->vars, n = p->nvars;
    }
    snprintf(buf, len, "-"); /* not a move there */
    for (int i = 0; i < n; i++) {
        if (strcmp(move_to_uci(vars[i].defence, u), d) != 0)
            continue;
        buf[0] = '\0';
        for (int k = 0; k < vars[i].n && strlen(buf) + 6 < len; k++)
            strcat(strcat(buf, " "), move_to_uci(sol_moves(s, vars[i].first)[k], u));
    }
    return buf;
}

/* Whether transfers x and y reach one defence after the key as changed mates count
 * it: moves of one man the same mate reaches from the same defence, with the same
 * mates before (the try, else the set play) and after the key. */
static bool one_transfer(const Solution *s, const json_t *e, const json_t *x, const json_t *y)
{
    const char *dx = json_string_value(json_object_get(x, "defence")), *dy = json_string_value(json_object_get(y, "defence"));
    const char *t = json_string_value(json_object_get(e, "try")), *k = json_string_value(json_object_get(e, "key"));
    char a[128], b[128];
    return strncmp(dx, dy, 2) == 0 && json_equal(json_object_get(x, "mate"), json_object_get(y, "mate"))
           && json_equal(json_object_get(x, "try-defence"), json_object_get(y, "try-defence"))
           && strcmp(mates_of(s, t, dx, a, sizeof a), mates_of(s, t, dy, b, sizeof b)) == 0
           && strcmp(mates_of(s, k, dx, a, sizeof a), mates_of(s, k, dy, b, sizeof b)) == 0;
}

/* The distinct defences entry e is about: those its transfers go to (transferred
 * mates count where the mates go), else every defence it names: "defences"
 * (moves or {"defence"}), "variations", its phases' variations and refutations,
 * the separations' defences. */
static json_t *defences_named(const json_t *e, const Solution *s)
{
    json_t *names = json_array(), *x, *y;
    size_t i, j;
    if (json_object_get(e, "transfers")) {
        json_array_foreach(json_object_get(e, "transfers"), i, x) {
            bool same = false;
            json_array_foreach(json_object_get(e, "transfers"), j, y)
                same |= j < i && one_transfer(s, e, x, y);
            if (!same)
                name_defence(names, json_object_get(x, "defence"));
        }
        return names;
    }
    json_array_foreach(json_object_get(e, "defences"), i, x)
        name_defence(names, json_is_object(x) ? json_object_get(x, "defence") : x);
    json_array_foreach(json_object_get(e, "variations"), i, x)
        name_defence(names, json_object_get(x, "defence"));
    json_array_foreach(json_object_get(e, "play"), i, x) {
        json_array_foreach(json_object_get(x, "variations"), j, y)
            name_defence(names, json_object_get(y, "defence"));
        json_array_foreach(json_object_get(x, "refutations"), j, y)
            name_defence(names, y);
    }
    json_array_foreach(json_object_get(e, "separations"), i, x)
        json_array_foreach(json_object_get(x, "defences"), j, y)
            name_defence(names, y);
    if (strcmp(json_string_value(json_object_get(e, "name")), "changed-mates") == 0)
        drop_random_moves(names, json_object_get(e, "variations"));
    return names;
}

/* SPEC: a "count" counts distinct defences, never a mate, a threat or a phase
 * twice (Fleck counted its threats, Makihovi its phases); a random move of changed
 * or transferred mates is one (DECISIONS.md). Every entry of every
 * theme's example and near-miss. */
START_TEST(every_count_counts_distinct_defences)
{
    const ThemeInfo *t = theme_info((ThemeId)_i);
    for (int miss = 0; miss < 2; miss++) {
        char path[256], err[2 * FEN_MSG];
        snprintf(path, sizeof path, "../problems/%s%s.fen", t->name, miss ? "-miss" : "");
        Problem pb;
        ck_assert_msg(read_first(path, &pb, err, sizeof err) == 0, "%s: %s", path, err);
        Analysed a;
        analyse_pos(&pb.pos, &a);
        size_t i;
        json_t *e;
        json_array_foreach(a.themes, i, e) {
            json_t *count = json_object_get(e, "count");
            if (!count)
                continue;
            json_t *names = defences_named(e, &a.s);
            ck_assert_msg(json_integer_value(count) == (json_int_t)json_array_size(names),
                          "%s: %s counts %lld for %zu defences", path,
                          json_string_value(json_object_get(e, "name")), (long long)json_integer_value(count),
                          json_array_size(names));
            json_decref(names);
        }
        analysed_free(&a);
        problem_free(&pb);
    }
}
END_TEST

/* Moves of one man met by the same mates before and after the key are one changed
 * defence (themes/DECISIONS.md): polgar-2732's set 1...Na5, Ne5 (2.Qb4#, after the key
 * 2.Rc1#) and 1...Nb4, Nd4 (2.Q(x)b4#, 2.Qc5#) beside 1...Kc4 are three; after the try
 * 1.Ne6? 1...Nb4, Nd4 (2.Q(x)d4#, 2.Qc5#) beside 1...Na5 two. Each move stays in
 * "defences" and "variations". Counted 5 and 3, a move each, before. Transferred
 * mates count so too. */
START_TEST(changes_count_a_random_move_once)
{
    Position pos = test_position("8/8/1Qn5/8/5N2/2k5/1R2p3/4K3 w - -");
    Analysed a;
    analyse_pos(&pos, &a);
    int seen = 0;
    size_t i;
    json_t *e;
    json_array_foreach(a.themes, i, e) {
        if (strcmp(json_string_value(json_object_get(e, "name")), "changed-mates") != 0)
            continue;
        const char *t = json_string_value(json_object_get(e, "try"));
        json_int_t count = json_integer_value(json_object_get(e, "count"));
        size_t moves = json_array_size(json_object_get(e, "defences"));
        if (!t) {
            ck_assert_int_eq(count, 3);
            ck_assert_uint_eq(moves, 5);
            seen++;
        } else if (strcmp(t, "f4e6") == 0) {
            ck_assert_int_eq(count, 2);
            ck_assert_uint_eq(moves, 3);
            seen++;
        }
    }
    ck_assert_int_eq(seen, 2);
    analysed_free(&a);
    /* polgar-1908: the set mate 2.Qf7# goes from 1...gxh6 to 1...g5 and 1...g6, one
     * pawn's moves with no set mate: with 1...Rxg8 two defences (three before). */
    pos = test_position("7r/6pk/7N/3Q4/6K1/8/8/8 w - -");
    analyse_pos(&pos, &a);
    e = theme_named(a.themes, "transferred-mates");
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 2);
    ck_assert_uint_eq(json_array_size(json_object_get(e, "transfers")), 3);
    analysed_free(&a);
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
    tcase_add_test(t, theme_room_stack_or_heap);
    tcase_add_test(t, changes_count_a_random_move_once);
    tcase_add_test(t, nothing_without_full_analysis);
    tcase_add_loop_test(t, every_count_counts_distinct_defences, 0, THEME_COUNT);
    suite_add_tcase(s, t);
    return s;
}
