/* test_search.c - the #2 search on small hand-made positions: keys, short solutions,
 * tries and their refutations (castling, e.p., a mating or stalemating defence),
 * threats, promotion duals, set play, Black to move. */
#include <check.h>
#include <signal.h>
#include <string.h>
#include <stdlib.h>
#include "solver/movegen.h"
#include "tests/test_helpers.h"

static void solve_fen(const char *fen, int max_refutations, Solution *s)
{
    Position pos = test_position(fen);
    SolveOptions so;
    solve_options_default(&so);
    so.max_refutations = max_refutations;
    solve(&pos, &so, s);
}

static bool has_uci(const Move *moves, int n, const char *uci)
{
    char buf[6];
    for (int i = 0; i < n; i++)
        if (strcmp(move_to_uci(moves[i], buf), uci) == 0)
            return true;
    return false;
}

static const Play *find_play(const Play *plays, int n, const char *uci)
{
    char buf[6];
    for (int i = 0; i < n; i++)
        if (strcmp(move_to_uci(plays[i].move, buf), uci) == 0)
            return &plays[i];
    return NULL;
}

static const Play *the_try(const Solution *s, const char *uci)
{
    const Play *p = find_play(s->tries, s->ntries, uci);
    ck_assert_msg(p != NULL, "try %s not found", uci);
    return p;
}

static void assert_only_refutation(const Solution *s, const Play *p, const char *uci)
{
    ck_assert_int_eq(p->nrefuts, 1);
    ck_assert_msg(has_uci(sol_moves(s, p->refuts_first), 1, uci), "refutation is not %s", uci);
}

START_TEST(sound_problem_has_one_key_with_threats)
{
    Solution s;
    solve_fen("1Q6/8/8/8/8/k2K4/8/8 w - -", 1, &s); /* Polgar 307 */
    ck_assert_int_eq(s.status, ST_SOUND);
    ck_assert_int_eq(s.nkeys, 1);
    const Play *key = find_play(s.keys, s.nkeys, "d3c3");
    ck_assert_ptr_nonnull(key);
    ck_assert(!key->check && !key->zugzwang);
    ck_assert_int_eq(key->nthreats, 3);
    const Move *threats = sol_moves(&s, key->threats_first);
    ck_assert(has_uci(threats, 3, "b8b3") && has_uci(threats, 3, "b8a7") && has_uci(threats, 3, "b8a8"));
    /* Both king moves defeat the threats; each is met by exactly one mate. */
    int listed = 0;
    for (int i = 0; i < key->nvars; i++)
        if (variation_listed(&s, key, &key->vars[i], false)) {
            listed++;
            ck_assert_int_eq(key->vars[i].n, 1);
        }
    ck_assert_int_eq(listed, 2);
    solution_free(&s);
}
END_TEST

START_TEST(mate_in_one_is_a_short_solution)
{
    Solution s;
    solve_fen("k7/8/1K6/8/8/8/8/7R w - -", 1, &s);
    ck_assert_int_eq(s.status, ST_SHORT);
    ck_assert(has_uci(s.shorts, s.nshorts, "h1h8"));
    ck_assert_ptr_null(find_play(s.keys, s.nkeys, "h1h8"));
    ck_assert_ptr_null(find_play(s.tries, s.ntries, "h1h8"));
    solution_free(&s);
}
END_TEST

START_TEST(stalemating_first_move_is_neither_key_nor_try)
{
    Solution s;
    /* 1.Qc7 leaves the black king on a8 no move and no check. */
    solve_fen("k7/8/1K6/8/8/8/8/2Q5 w - -", 5, &s);
    ck_assert_ptr_null(find_play(s.keys, s.nkeys, "c1c7"));
    ck_assert_ptr_null(find_play(s.tries, s.ntries, "c1c7"));
    ck_assert(!has_uci(s.shorts, s.nshorts, "c1c7"));
    ck_assert(has_uci(s.shorts, s.nshorts, "c1c8")); /* and 1.Qc8 is mate */
    solution_free(&s);
}
END_TEST

START_TEST(try_refuted_only_by_castling)
{
    Solution s;
    solve_fen("4k2r/8/R2Q4/8/7p/8/7K/8 w k -", 1, &s);
    ck_assert_int_eq(s.status, ST_SOUND);
    ck_assert_ptr_nonnull(find_play(s.keys, s.nkeys, "a6a7"));
    const Play *t = the_try(&s, "d6c7");
    assert_only_refutation(&s, t, "e8g8");
    ck_assert(sol_moves(&s, t->refuts_first)[0] & MF_CASTLE);
    solution_free(&s);
}
END_TEST

START_TEST(try_refuted_only_by_en_passant)
{
    Solution s;
    solve_fen("1K6/8/6p1/6k1/3Q2p1/6P1/5P2/8 w - -", 1, &s);
    ck_assert_int_eq(s.status, ST_NO_SOLUTION);
    const Play *t = the_try(&s, "f2f4");
    ck_assert(t->check);
    assert_only_refutation(&s, t, "g4f3");
    ck_assert(sol_moves(&s, t->refuts_first)[0] & MF_EP);
    solution_free(&s);
}
END_TEST

START_TEST(defence_that_mates_the_attacker_refutes)
{
    Solution s;
    solve_fen("R7/5k1K/8/r7/4Q3/8/3p4/8 w - -", 1, &s);
    const Play *t = the_try(&s, "a8e8");
    assert_only_refutation(&s, t, "a5h5"); /* 1...Rh5# */
    ck_assert_int_eq(t->nthreats, 3);
    ck_assert_ptr_nonnull(find_play(s.keys, s.nkeys, "a8a5"));
    solution_free(&s);
}
END_TEST

START_TEST(defence_that_stalemates_the_attacker_refutes)
{
    Solution s;
    solve_fen("8/1Q6/8/8/8/k7/p7/K7 w - -", 1, &s);
    ck_assert_int_eq(s.status, ST_NO_SOLUTION);
    const Play *t = the_try(&s, "b7b3");
    assert_only_refutation(&s, t, "a3b3"); /* 1...Kxb3 stalemates White */
    solution_free(&s);
}
END_TEST

START_TEST(promotion_duals_are_all_listed)
{
    Solution s;
    solve_fen("k7/5P2/8/8/8/8/8/3Q1K2 w - -", 1, &s);
    const Play *key = find_play(s.keys, s.nkeys, "d1d7");
    ck_assert_ptr_nonnull(key);
    const Move *threats = sol_moves(&s, key->threats_first);
    ck_assert_int_eq(key->nthreats, 2);
    ck_assert(has_uci(threats, 2, "f7f8q") && has_uci(threats, 2, "f7f8r"));
    solution_free(&s);
}
END_TEST

START_TEST(set_play_and_zugzwang_try)
{
    Solution s;
    solve_fen("8/8/2p5/2Q5/7k/5K2/8/8 w - -", 1, &s); /* Polgar 311 */
    ck_assert(s.set_computed);
    int with_mate = 0;
    for (int i = 0; i < s.nset; i++)
        if (s.set[i].n > 0) {
            with_mate++;
            ck_assert(has_uci(&s.set[i].defence, 1, "h4h3"));
            ck_assert(has_uci(sol_moves(&s, s.set[i].first), s.set[i].n, "c5h5"));
        }
    ck_assert_int_eq(with_mate, 1);
    const Play *t = the_try(&s, "f3f2");
    ck_assert(t->zugzwang && !t->check);
    assert_only_refutation(&s, t, "h4g4");
    solution_free(&s);
}
END_TEST

START_TEST(black_to_move_mates_in_real_coordinates)
{
    Solution s, w;
    /* The sound Polgar 307 with colours exchanged and the board mirrored. */
    solve_fen("8/8/K2k4/8/8/8/8/1q6 b - -", 1, &s);
    solve_fen("1Q6/8/8/8/8/k2K4/8/8 w - -", 1, &w);
    ck_assert_int_eq(s.status, ST_SOUND);
    ck_assert_ptr_nonnull(find_play(s.keys, s.nkeys, "d6c6"));
    ck_assert_int_eq(s.keys[0].nthreats, w.keys[0].nthreats);
    ck_assert_int_eq(s.ntries, w.ntries);
    solution_free(&s);
    solution_free(&w);
}
END_TEST

START_TEST(more_refutations_make_more_tries)
{
    Solution one, two;
    solve_fen("1Q6/8/8/8/8/k2K4/8/8 w - -", 1, &one);
    solve_fen("1Q6/8/8/8/8/k2K4/8/8 w - -", 2, &two);
    ck_assert_int_gt(two.ntries, one.ntries);
    for (int i = 0; i < two.ntries; i++)
        ck_assert(two.tries[i].nrefuts >= 1 && two.tries[i].nrefuts <= 2);
    solution_free(&one);
    solution_free(&two);
}
END_TEST

START_TEST(keys_only_finds_the_same_keys)
{
    Solution s;
    Position pos = test_position("4K2k/8/5N2/4Q3/8/8/8/8 w - -"); /* Polgar 312 */
    SolveOptions so;
    solve_options_default(&so);
    solve(&pos, &so, &s);
    Status full = s.status;
    int nkeys = s.nkeys;
    solution_free(&s);
    so.keys_only = true;
    solve(&pos, &so, &s);
    ck_assert_int_eq(s.status, full);
    ck_assert_int_eq(s.nkeys, nkeys);
    ck_assert_int_eq(s.ntries, 0);
    ck_assert(!s.analysed);
    solution_free(&s);
}
END_TEST

START_TEST(two_keys_are_a_cook)
{
    Solution s;
    solve_fen("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -", 1, &s); /* Polgar 484 */
    ck_assert_int_eq(s.status, ST_COOKED);
    ck_assert_int_eq(s.nkeys, 2);
    ck_assert_ptr_nonnull(find_play(s.keys, s.nkeys, "b7b8q"));
    ck_assert_ptr_nonnull(find_play(s.keys, s.nkeys, "b7b8r"));
    solution_free(&s);
}
END_TEST

#ifndef NDEBUG
/* Debug builds: solution_ok holds for a solve with a try and set play, and
 * each broken promise (threats or defences out of order, a status that
 * contradicts the keys, a slice past its pool) aborts. */
START_TEST(solution_ok_holds_and_aborts_when_broken)
{
    Solution s;
    solve_fen("r5kr/pp1R2pp/2n1Nb2/8/8/5Q2/qPP2PPP/4R1K1 w - -", 2, &s); /* polgar-493 */
    ck_assert(s.nkeys == 1 && s.ntries > 0 && s.keys[0].nvars > 1 && s.keys[0].nthreats > 1);
    ck_assert(solution_ok(&s));
    switch (_i) {
    case 0: {
        Move *t = s.pool + s.keys[0].threats_first, m = t[0];
        t[0] = t[1];
        t[1] = m;
        break;
    }
    case 1: s.status = ST_COOKED; break;
    case 2: s.keys[0].threats_first = s.npool; s.keys[0].nthreats = 1; break;
    case 3: {
        Variation v = s.keys[0].vars[0];
        s.keys[0].vars[0] = s.keys[0].vars[1];
        s.keys[0].vars[1] = v;
        break;
    }
    }
    if (!freopen("/dev/null", "w", stderr)) /* the expected assertion message */
        ck_abort();
    solution_ok(&s);
    solution_free(&s);
}
END_TEST
#endif

/* The monotonic clock: it never goes back, and counts seconds. */
START_TEST(clock_seconds_goes_forward)
{
    double a = clock_seconds();
    usleep(20000);
    double b = clock_seconds();
    ck_assert(b - a >= 0.019 && b - a < 5);
}
END_TEST

Suite *search_suite(void);
Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *t = tcase_create("search");
    tcase_add_test(t, sound_problem_has_one_key_with_threats);
    tcase_add_test(t, mate_in_one_is_a_short_solution);
    tcase_add_test(t, stalemating_first_move_is_neither_key_nor_try);
    tcase_add_test(t, try_refuted_only_by_castling);
    tcase_add_test(t, try_refuted_only_by_en_passant);
    tcase_add_test(t, defence_that_mates_the_attacker_refutes);
    tcase_add_test(t, defence_that_stalemates_the_attacker_refutes);
    tcase_add_test(t, promotion_duals_are_all_listed);
    tcase_add_test(t, set_play_and_zugzwang_try);
    tcase_add_test(t, black_to_move_mates_in_real_coordinates);
    tcase_add_test(t, more_refutations_make_more_tries);
    tcase_add_test(t, keys_only_finds_the_same_keys);
    tcase_add_test(t, two_keys_are_a_cook);
    tcase_add_test(t, clock_seconds_goes_forward);
#ifndef NDEBUG
    tcase_add_loop_test_raise_signal(t, solution_ok_holds_and_aborts_when_broken, SIGABRT, 0, 4);
#endif
    suite_add_tcase(s, t);
    return s;
}
