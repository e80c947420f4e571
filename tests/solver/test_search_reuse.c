/* test_search_reuse.c - what repair and batch call the search with: solving into
 * reused buffers, the fast probe of a version, a first move's play alone, moves
 * rebuilt and found legal; checked against the full search over polgar100.epd. Run from tests/. */
#include <check.h>
#include <string.h>
#include <stdlib.h>
#include "solver/movegen.h"
#include "tests/test_helpers.h"

/* ---- solving into reused buffers, the fast test of a version ---------- */

static bool same_moves_at(const Solution *a, int fa, const Solution *b, int fb, int n)
{
    return n == 0 || memcmp(sol_moves(a, fa), sol_moves(b, fb), sizeof(Move) * (size_t)n) == 0;
}

static bool same_vars(const Solution *a, const Variation *va, const Solution *b, const Variation *vb, int n)
{
    for (int i = 0; i < n; i++)
        if (va[i].defence != vb[i].defence || va[i].n != vb[i].n ||
            !same_moves_at(a, va[i].first, b, vb[i].first, va[i].n))
            return false;
    return true;
}

static bool same_plays(const Solution *a, const Play *pa, const Solution *b, const Play *pb, int n)
{
    for (int i = 0; i < n; i++) {
        const Play *x = &pa[i], *y = &pb[i];
        if (x->move != y->move || x->check != y->check || x->zugzwang != y->zugzwang ||
            x->nthreats != y->nthreats || x->nvars != y->nvars || x->nrefuts != y->nrefuts ||
            !same_moves_at(a, x->threats_first, b, y->threats_first, x->nthreats) ||
            !same_moves_at(a, x->refuts_first, b, y->refuts_first, x->nrefuts) ||
            !same_vars(a, x->vars, b, y->vars, x->nvars))
            return false;
    }
    return true;
}

/* Everything the search found, compared entry by entry. */
static bool same_solution(const Solution *a, const Solution *b)
{
    return a->status == b->status && a->nodes == b->nodes && a->nkeys == b->nkeys &&
           a->ntries == b->ntries && a->nshorts == b->nshorts && a->set_computed == b->set_computed &&
           a->nset == b->nset && a->analysed == b->analysed &&
           (a->nshorts == 0 || memcmp(a->shorts, b->shorts, sizeof(Move) * (size_t)a->nshorts) == 0) &&
           same_plays(a, a->keys, b, b->keys, a->nkeys) && same_plays(a, a->tries, b, b->tries, a->ntries) &&
           same_vars(a, a->set, b, b->set, a->nset);
}

START_TEST(solve_into_reused_buffers_finds_the_same)
{
    int n;
    Problem *all = read_problems("data/batch/polgar100.epd", &n);
    ck_assert_int_ge(n, 100);
    SolveOptions so;
    solve_options_default(&so);
    /* Full analysis, keys only, and every first move a try: the buffers grow
     * in the middle of a solve. */
    for (int pass = 0; pass < 3; pass++) {
        so.keys_only = pass == 1;
        so.max_refutations = pass == 2 ? 100 : 1;
        Solution reused = { 0 };
        /* Backwards and forwards, so that each solve follows a different one. */
        for (int k = 0; k < 2 * n; k++) {
            const Problem *pb = &all[k < n ? n - 1 - k : k - n];
            Solution fresh;
            solve(&pb->pos, &so, &fresh);
            solve_into(&pb->pos, &so, &reused);
            ck_assert_msg(same_solution(&fresh, &reused), "%s: solve_into differs from solve", pb->id);
            solution_free(&fresh);
        }
        solution_free(&reused);
    }
    free_problems(all, n);
}
END_TEST

START_TEST(solve_into_allocates_nothing_once_buffers_are_grown)
{
    Position pos = test_position("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -"); /* Polgar 484, cooked */
    SolveOptions so;
    solve_options_default(&so);
    Solution s = { 0 };
    solve_into(&pos, &so, &s);
    const void *keys = s.keys, *tries = s.tries, *shorts = s.shorts, *pool = s.pool, *vpool = s.vpool;
    int npool = s.npool, nvpool = s.nvpool;
    solve_into(&pos, &so, &s);
    ck_assert_int_eq(s.npool, npool);
    ck_assert_int_eq(s.nvpool, nvpool);
    ck_assert_ptr_eq(s.keys, keys);
    ck_assert_ptr_eq(s.tries, tries);
    ck_assert_ptr_eq(s.shorts, shorts);
    ck_assert_ptr_eq(s.pool, pool);
    ck_assert_ptr_eq(s.vpool, vpool);
    /* The play reads from the shared variation buffer. */
    for (int i = 0; i < s.nkeys; i++)
        ck_assert(s.keys[i].nvars == 0 ||
                  (s.keys[i].vars >= s.vpool && s.keys[i].vars + s.keys[i].nvars <= s.vpool + s.nvpool));
    solution_free(&s);
}
END_TEST

static Move uci_move(const Position *pos, const char *uci)
{
    Move m = move_from_uci(pos, uci);
    ck_assert_msg(m != MOVE_NONE, "%s is not legal", uci);
    return m;
}

START_TEST(probe_tells_sound_failing_key_and_cook)
{
    Position p307 = test_position("1Q6/8/8/8/8/k2K4/8/8 w - -");
    KeyProbe kp = { 0 };
    ck_assert_int_eq(probe_key(&p307, uci_move(&p307, "d3c3"), &kp), PROBE_SOUND);
    ck_assert_int_eq(probe_key(&p307, uci_move(&p307, "d3c2"), &kp), PROBE_KEY_FAILS); /* a try */
    ck_assert_int_eq(probe_key(&p307, MAKE_MOVE(SQ(1, 7), SQ(1, 0), 0, 0) ^ 1u, &kp), PROBE_KEY_FAILS); /* not legal */
    ck_assert(kp.nodes > 0);

    Position p484 = test_position("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -");
    kp = (KeyProbe){ 0 };
    ck_assert_int_eq(probe_key(&p484, uci_move(&p484, "b7b8q"), &kp), PROBE_COOKED);
    char buf[8];
    ck_assert_str_eq(move_to_uci(kp.cook, buf), "b7b8r");
    ck_assert_int_eq(probe_key(&p484, uci_move(&p484, "b7b8r"), &kp), PROBE_COOKED);
    ck_assert_str_eq(move_to_uci(kp.cook, buf), "b7b8q");

    /* A mate in one beside the key is a cook (here tried first, as the last
     * cook found); a key that mates at once is no key. */
    Position shortp = test_position("k7/8/1K6/8/8/8/8/7R w - -");
    kp = (KeyProbe){ .cook = uci_move(&shortp, "h1h8") };
    ck_assert_int_eq(probe_key(&shortp, uci_move(&shortp, "h1h7"), &kp), PROBE_COOKED);
    ck_assert_str_eq(move_to_uci(kp.cook, buf), "h1h8");
    ck_assert_int_eq(probe_key(&shortp, uci_move(&shortp, "h1h8"), &kp), PROBE_KEY_FAILS);
    Position stale = test_position("k7/2K5/8/8/8/8/8/1R6 w - -"); /* 1.Rb7? stalemate, 1.Rb8+? Kxb8 */
    ck_assert_int_eq(probe_key(&stale, uci_move(&stale, "b1b7"), &kp), PROBE_KEY_FAILS);
}
END_TEST

/* For every first move of 100 problems: the probe agrees with the keys-only solve. */
START_TEST(probe_agrees_with_the_keys_only_search)
{
    int n;
    Problem *all = read_problems("data/batch/polgar100.epd", &n);
    SolveOptions so;
    solve_options_default(&so);
    so.keys_only = true;
    KeyProbe kp = { 0 };
    int sound = 0, cooked = 0;
    for (int k = 0; k < n; k++) {
        Solution s;
        solve(&all[k].pos, &so, &s);
        MoveList first;
        gen_legal(&all[k].pos, &first);
        for (int i = 0; i < first.n; i++) {
            Move m = first.moves[i];
            bool is_key = false;
            for (int j = 0; j < s.nkeys; j++)
                is_key |= s.keys[j].move == m;
            ProbeResult want = !is_key ? PROBE_KEY_FAILS
                               : s.nkeys == 1 && s.nshorts == 0 ? PROBE_SOUND : PROBE_COOKED;
            ProbeResult got = probe_key(&all[k].pos, m, &kp);
            char buf[8];
            ck_assert_msg(got == want, "%s %s: probe %d, search %d", all[k].id, move_to_uci(m, buf), got, want);
            sound += got == PROBE_SOUND;
            cooked += got == PROBE_COOKED;
        }
        solution_free(&s);
    }
    ck_assert_int_ge(sound, 90); /* the file's problems are mostly sound, a few cooked */
    ck_assert_int_ge(cooked, 2);
    free_problems(all, n);
}
END_TEST

/* One first move analysed alone: the same play as in the whole solve. */
START_TEST(first_move_alone_has_the_same_play)
{
    Position pos = test_position("1Q6/8/8/8/8/k2K4/8/8 w - -");
    SolveOptions so;
    solve_options_default(&so);
    Solution all, one = { 0 };
    solve(&pos, &so, &all);
    solve_first_move(&pos, uci_move(&pos, "d3c3"), &so, &one);
    ck_assert_int_eq(one.nkeys, 1);
    ck_assert_int_eq(one.ntries, 0);
    ck_assert(same_plays(&all, all.keys, &one, one.keys, 1));
    for (int i = 0; i < all.ntries; i++) {
        solve_first_move(&pos, all.tries[i].move, &so, &one);
        ck_assert_int_eq(one.nkeys, 0);
        ck_assert_int_eq(one.ntries, 1);
        ck_assert(same_plays(&all, &all.tries[i], &one, one.tries, 1));
    }
    /* 1.Kd2? fails to two replies: a try only with --refutations 2. */
    solve_first_move(&pos, uci_move(&pos, "d3d2"), &so, &one);
    ck_assert_int_eq(one.ntries, 1);
    ck_assert_int_eq(one.tries[0].nrefuts, 2);
    solution_free(&all);
    solution_free(&one);
}
END_TEST

/* move_rebuild, over every (from, to, promotion) of 100 positions and the
 * positions after each of their first moves: every legal move but castling
 * and e.p. comes back with its flags; anything it returns is either legal or
 * leaves the mover's own king in check, as rebuilt_move_legal says. */
START_TEST(rebuilt_moves_are_the_generators)
{
    int n;
    Problem *all = read_problems("data/batch/polgar100.epd", &n);
    long rebuilt = 0;
    for (int k = 0; k < n; k++) {
        MoveList first;
        gen_legal(&all[k].pos, &first);
        for (int f = -1; f < first.n; f++) {
            Position pos = all[k].pos;
            Undo u;
            if (f >= 0)
                make_move(&pos, first.moves[f], &u);
            MoveList legal;
            gen_legal(&pos, &legal);
            for (int i = 0; i < legal.n; i++)
                if (!(legal.moves[i] & (MF_CASTLE | MF_EP)))
                    ck_assert_uint_eq(move_rebuild(&pos, legal.moves[i]), legal.moves[i]);
            for (int from = 0; from < 128; from++)
                for (int to = 0; to < 128; to++)
                    for (int promo = 0; promo <= QUEEN && !OFFBOARD(from) && !OFFBOARD(to); promo++) {
                        Move m = move_rebuild(&pos, MAKE_MOVE(from, to, promo, 0));
                        if (m == MOVE_NONE)
                            continue;
                        rebuilt++;
                        ck_assert_int_eq(rebuilt_move_legal(&pos, m), move_in(legal.moves, legal.n, m));
                        if (move_in(legal.moves, legal.n, m))
                            continue;
                        Position after = pos;
                        Undo mu;
                        make_move(&after, m, &mu);
                        char buf[8];
                        ck_assert_msg(in_check(&after, pos.side), "%s: %s rebuilt, not legal", all[k].id,
                                      move_to_uci(m, buf));
                    }
            if (f >= 8)
                break; /* a few positions after first moves are enough */
        }
    }
    ck_assert_int_gt(rebuilt, 10000);
    free_problems(all, n);
}
END_TEST

/* move_rebuild of squares off the board (a killer or a record's move read
 * wrong): none, though the king's and the knight's steps from the h-file
 * land on the 0x88 board's hidden half. */
START_TEST(rebuild_refuses_off_board_squares)
{
    Position pos = test_position("k7/8/8/8/8/8/8/6NK w - - 0 1");
    int h1 = 0x07, g1 = 0x06;
    ck_assert_uint_eq(move_rebuild(&pos, MAKE_MOVE(h1, h1 + 1, 0, 0)), MOVE_NONE);
    ck_assert_uint_eq(move_rebuild(&pos, MAKE_MOVE(h1, h1 + 17, 0, 0)), MOVE_NONE);
    ck_assert_uint_eq(move_rebuild(&pos, MAKE_MOVE(g1, g1 + 18, 0, 0)), MOVE_NONE);
    ck_assert_uint_eq(move_rebuild(&pos, MAKE_MOVE(h1 + 1, h1, 0, 0)), MOVE_NONE);
    ck_assert_uint_eq(move_legal(&pos, MAKE_MOVE(h1, h1 + 1, 0, 0)), MOVE_NONE);
    /* the same steps on the board are rebuilt */
    ck_assert_uint_ne(move_rebuild(&pos, MAKE_MOVE(h1, h1 + 16, 0, 0)), MOVE_NONE);
    ck_assert_uint_ne(move_rebuild(&pos, MAKE_MOVE(g1, g1 + 14, 0, 0)), MOVE_NONE);
}
END_TEST

/* The legal move with m's squares and promotion, from the list of every legal
 * move (what move_legal did before it rebuilt the move on its own). */
static Move listed_move(const MoveList *legal, Move m)
{
    for (int i = 0; i < legal->n; i++)
        if (MOVE_KEY(legal->moves[i]) == MOVE_KEY(m))
            return legal->moves[i];
    return MOVE_NONE;
}

/* move_legal, over every (from, to, promotion) without flags and every legal move
 * with its own, of 100 positions and five with castling, e.p. and promotions
 * open: the move the list of every legal move has. */
START_TEST(legal_moves_are_the_generators)
{
    static const char *const special[] = {
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",     "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
        "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    };
    int n;
    Problem *all = read_problems("data/batch/polgar100.epd", &n);
    int nspecial = (int)(sizeof special / sizeof *special), found = 0;
    /* mismatches counted and asserted once (some 2.6 M moves), the first named */
    long wrong = 0;
    char first[160] = "";
    for (int k = 0; k < n + nspecial; k++) {
        Position pos = k < n ? all[k].pos : test_position(special[k - n]);
        const char *name = k < n ? all[k].id : special[k - n];
        MoveList legal;
        gen_legal(&pos, &legal);
        for (int from = 0; from < 128; from++)
            for (int to = 0; to < 128; to++)
                for (int promo = 0; promo <= QUEEN && !OFFBOARD(from) && !OFFBOARD(to); promo++) {
                    Move m = MAKE_MOVE(from, to, promo, 0), want = listed_move(&legal, m);
                    Move got = move_legal(&pos, m);
                    found += want != MOVE_NONE && (want & (MF_CASTLE | MF_EP));
                    if (got != want && wrong++ == 0) {
                        char a[8], b[8], c[8];
                        snprintf(first, sizeof first, "%s: %s gives %s, the list %s", name, move_to_uci(m, a),
                                 got ? move_to_uci(got, b) : "none", want ? move_to_uci(want, c) : "none");
                    }
                }
        for (int i = 0; i < legal.n; i++) { /* each with its own flags */
            Move got = move_legal(&pos, legal.moves[i]);
            if (got != legal.moves[i] && wrong++ == 0) {
                char a[8];
                snprintf(first, sizeof first, "%s: legal %s not given back", name, move_to_uci(legal.moves[i], a));
            }
        }
    }
    ck_assert_msg(wrong == 0, "move_legal differs from the list %ld times; first %s", wrong, first);
    ck_assert_int_ge(found, 6); /* castling both ways for each side, e.p. for each */
    free_problems(all, n);
}
END_TEST

START_TEST(refutations_of_a_first_move)
{
    Position pos = test_position("1Q6/8/8/8/8/k2K4/8/8 w - -");
    Move out[8];
    char buf[8];
    ck_assert_int_eq(solve_refutations(&pos, uci_move(&pos, "d3c3"), out, 8), 0);
    ck_assert_int_eq(solve_refutations(&pos, uci_move(&pos, "d3c2"), out, 8), 1);
    ck_assert_str_eq(move_to_uci(out[0], buf), "a3a4");
    ck_assert_int_eq(solve_refutations(&pos, uci_move(&pos, "b8b3"), out, 8), 1); /* 1.Qb3+? Kxb3 */
    ck_assert_str_eq(move_to_uci(out[0], buf), "a3b3");
    /* 1.Kd2? leaves both king moves unanswered; only one fits in out. */
    ck_assert_int_eq(solve_refutations(&pos, uci_move(&pos, "d3d2"), out, 1), 2);
}
END_TEST

Suite *search_reuse_suite(void);
Suite *search_reuse_suite(void)
{
    Suite *s = suite_create("search_reuse");
    TCase *t = tcase_create("reuse");
    /* Over the 100 problems of polgar100.epd: a second or two, more under the
     * sanitizers on a busy machine than Check's default 4 s allow. */
    tcase_set_timeout(t, 60);
    tcase_add_test(t, solve_into_allocates_nothing_once_buffers_are_grown);
    tcase_add_test(t, probe_tells_sound_failing_key_and_cook);
    tcase_add_test(t, first_move_alone_has_the_same_play);
    tcase_add_test(t, refutations_of_a_first_move);
    tcase_add_test(t, solve_into_reused_buffers_finds_the_same);
    tcase_add_test(t, probe_agrees_with_the_keys_only_search);
    tcase_add_test(t, rebuilt_moves_are_the_generators);
    tcase_add_test(t, rebuild_refuses_off_board_squares);
    tcase_add_test(t, legal_moves_are_the_generators);
    suite_add_tcase(s, t);
    return s;
}
