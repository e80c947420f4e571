/* test_board.c - the board and the legal move generator: make/unmake restores the
 * position, gives_check agrees with making the move, and the hard legality cases. */
#include <check.h>
#include <signal.h>
#include <string.h>
#include "tests/test_helpers.h"
#include "solver/movegen.h"

/* The same position field by field, piece lists in the same order. */
static bool same_position(const Position *a, const Position *b)
{
    if (memcmp(a->board, b->board, sizeof a->board) || a->side != b->side ||
        a->castle != b->castle || a->ep != b->ep || a->halfmove != b->halfmove ||
        a->fullmove != b->fullmove || memcmp(a->men, b->men, sizeof a->men) ||
        memcmp(a->index, b->index, sizeof a->index))
        return false;
    for (int c = 0; c < 2; c++) {
        if (a->count[c] != b->count[c] || memcmp(a->plist[c], b->plist[c], (size_t)a->count[c]))
            return false;
        for (int i = 0; i < a->count[c]; i++) {
            int sq = a->plist[c][i];
            if (a->index[sq] != i || PCOLOUR(a->board[sq]) != c)
                return false;
        }
    }
    return true;
}

/* The square sets of the men say what the board says. */
static void assert_sets_match(const Position *pos)
{
    for (int c = 0; c < 2; c++)
        for (int t = EMPTY; t <= KING; t++)
            for (int sq = 0; sq < 128; sq++) {
                if (OFFBOARD(sq))
                    continue;
                uint8_t p = pos->board[sq];
                bool here = p != EMPTY && PCOLOUR(p) == c && (t == EMPTY || PTYPE(p) == t);
                ck_assert_int_eq((pos->men[c][t] & BIT(sq)) != 0, here);
            }
}

/* Walks the legal tree: every make/unmake restores the position, every move is
 * legal (own king not attacked after it), gives_check is what making it shows,
 * gen_checks agrees with both, has_legal_move with the list, and the square
 * sets of the men with the board. */
/* gen_checks gives exactly the legal moves that gives_check accepts, in order. */
static void assert_checks_match(const Position *pos, const MoveList *all)
{
    MoveList checks;
    gen_checks(pos, &checks);
    int k = 0;
    for (int i = 0; i < all->n; i++)
        if (gives_check(pos, all->moves[i])) {
            ck_assert_int_lt(k, checks.n);
            ck_assert_uint_eq(checks.moves[k++], all->moves[i]);
        }
    ck_assert_int_eq(k, checks.n);
}

static long walk(Position *pos, int depth)
{
    MoveList list;
    long n = 0;
    gen_legal(pos, &list);
    assert_checks_match(pos, &list);
    assert_sets_match(pos);
    ck_assert_int_eq(has_legal_move(pos), list.n > 0);
    for (int i = 0; i < list.n; i++) {
        Position before = *pos;
        Undo u;
        bool check = gives_check(pos, list.moves[i]);
        make_move(pos, list.moves[i], &u);
        ck_assert(!in_check(pos, pos->side ^ 1));
        ck_assert_int_eq(check, in_check(pos, pos->side));
        n += depth > 1 ? walk(pos, depth - 1) : 1;
        unmake_move(pos, &u);
        ck_assert(same_position(pos, &before));
    }
    /* unmake is the inverse of make: the moves come again in the same order */
    MoveList again;
    gen_legal(pos, &again);
    ck_assert_int_eq(again.n, list.n);
    ck_assert(!memcmp(again.moves, list.moves, sizeof *list.moves * (size_t)list.n));
    return n;
}

static const char *const tricky[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq -",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - -",
    "8/8/8/2k5/2pP4/8/B7/4K3 b - d3",
};

START_TEST(make_unmake_and_gives_check_over_trees)
{
    Position pos = test_position(tricky[_i]);
    ck_assert_int_gt(walk(&pos, 3), 0);
}
END_TEST

static int count_moves(const char *fen)
{
    Position pos = test_position(fen);
    MoveList list;
    gen_legal(&pos, &list);
    ck_assert_int_eq(has_legal_move(&pos), list.n > 0);
    return list.n;
}

static bool legal(const char *fen, const char *uci)
{
    Position pos = test_position(fen);
    return move_from_uci(&pos, uci) != MOVE_NONE;
}

START_TEST(castling_rules)
{
    ck_assert(legal("4k3/8/8/8/8/8/8/R3K2R w KQ -", "e1g1"));
    ck_assert(legal("4k3/8/8/8/8/8/8/R3K2R w KQ -", "e1c1"));
    ck_assert(!legal("4k3/8/8/8/8/8/8/R3K2R w - -", "e1g1"));          /* no right */
    ck_assert(!legal("4k3/8/8/8/8/8/8/R3K1NR w KQ -", "e1g1"));        /* blocked */
    ck_assert(!legal("4k3/8/8/8/8/8/8/RN2K2R w KQ -", "e1c1"));        /* b1 blocked */
    ck_assert(!legal("4r1k1/8/8/8/8/8/8/R3K2R w KQ -", "e1g1"));       /* out of check */
    ck_assert(!legal("5rk1/8/8/8/8/8/8/R3K2R w KQ -", "e1g1"));        /* through check */
    ck_assert(!legal("k5r1/8/8/8/8/8/8/4K2R w K -", "e1g1"));         /* into check */
    ck_assert(legal("1r4k1/8/8/8/8/8/8/R3K2R w KQ -", "e1c1"));        /* b1 attacked is fine */
    ck_assert(!legal("3r2k1/8/8/8/8/8/8/R3K2R w KQ -", "e1c1"));       /* d1 attacked */
}
END_TEST

START_TEST(en_passant_rules)
{
    ck_assert(legal("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "e5d6"));
    ck_assert(!legal("4k3/8/8/3pP3/8/8/8/4K3 w - -", "e5d6"));
    /* capturing e.p. would expose the king along the fifth rank */
    ck_assert(!legal("8/8/8/K2pP2r/8/8/8/7k w - d6", "e5d6"));
    /* the e.p. capture removes a checking pawn */
    ck_assert(legal("8/8/8/2k5/3Pp3/8/8/4K3 b - d3", "e4d3"));
}
END_TEST

START_TEST(pins_and_checks)
{
    /* a pinned knight cannot move; a pinned rook slides along the pin */
    ck_assert(!legal("4r1k1/8/8/8/8/8/4N3/4K3 w - -", "e2c3"));
    ck_assert(legal("4r1k1/8/8/8/8/8/4R3/4K3 w - -", "e2e5"));
    ck_assert(!legal("4r1k1/8/8/8/8/8/4R3/4K3 w - -", "e2d2"));
    /* double check: only the king moves (Bb4 and Re8 both check e1) */
    ck_assert_int_eq(count_moves("4r1k1/8/8/8/1b6/8/8/Q3K3 w - -"), 3);
    /* the king cannot step back along the checking line */
    ck_assert(!legal("4r1k1/8/8/8/8/8/8/4K3 w - -", "e1e2"));
    ck_assert(!legal("4r1k1/8/8/8/8/8/4K3/8 w - -", "e2e1"));
    /* a checkmated king has no legal move */
    Position mated = test_position("R5k1/5ppp/8/8/8/8/8/6K1 b - -");
    ck_assert(is_mate(&mated));
    Position stalemate = test_position("k7/2Q5/1K6/8/8/8/8/8 b - -");
    ck_assert(!is_mate(&stalemate) && !has_legal_move(&stalemate));
}
END_TEST

/* has_legal_move answers a check by squares: a king step, or a man that is
 * not pinned taking the checker or stepping between (count_moves compares it
 * with the whole list). */
START_TEST(evasions)
{
    /* h4 is checked along the fourth rank: only a pawn's double step parries */
    ck_assert_int_eq(count_moves("8/6n1/4n3/8/r6K/8/3P3k/8 w - -"), 1);
    ck_assert(legal("8/6n1/4n3/8/r6K/8/3P3k/8 w - -", "d2d4"));
    ck_assert_int_eq(count_moves("8/3p3K/8/R6k/8/4N3/6N1/8 b - -"), 1);
    ck_assert(legal("8/3p3K/8/R6k/8/4N3/6N1/8 b - -", "d7d5"));
    /* a single step; and none when d3 is taken: mate */
    ck_assert_int_eq(count_moves("8/6n1/4n3/8/r6K/3P4/7k/8 w - -"), 1);
    ck_assert_int_eq(count_moves("8/6n1/4n3/8/r6K/3n4/3P3k/8 w - -"), 0);
    /* the bishop steps between, but not when it is pinned: mate */
    ck_assert_int_eq(count_moves("6k1/8/8/8/8/1p6/1B6/K6r w - -"), 1);
    ck_assert(legal("6k1/8/8/8/8/1p6/1B6/K6r w - -", "b2c1"));
    ck_assert_int_eq(count_moves("6k1/8/8/8/8/1pb5/1B6/K6r w - -"), 0);
    /* the knight takes the checker, but not when it is pinned: mate */
    ck_assert_int_eq(count_moves("8/8/8/8/8/1pN5/2k5/Kr6 w - -"), 1);
    ck_assert(legal("8/8/8/8/8/1pN5/2k5/Kr6 w - -", "c3b1"));
    ck_assert_int_eq(count_moves("8/8/8/8/3b4/1pN5/2k5/Kr6 w - -"), 0);
}
END_TEST

/* Whether gen_checks lists the move with this UCI text (and lists exactly
 * the checks, in the order of gen_legal). */
static bool listed_check(const char *fen, const char *uci)
{
    Position pos = test_position(fen);
    MoveList all, checks;
    gen_legal(&pos, &all);
    assert_checks_match(&pos, &all);
    gen_checks(&pos, &checks);
    Move m = move_from_uci(&pos, uci);
    return m != MOVE_NONE && move_in(checks.moves, checks.n, m);
}

/* Checks of every kind, each from a man that gives no other. */
START_TEST(checks_of_every_kind)
{
    ck_assert(listed_check("8/8/8/3k4/8/8/4P3/4K3 w - -", "e2e4"));       /* a double step */
    ck_assert(listed_check("8/8/8/8/3k4/8/4P3/4K3 w - -", "e2e3"));       /* a single step */
    ck_assert(listed_check("8/8/8/8/4k3/5p2/4P3/4K3 w - -", "e2f3"));     /* a capture */
    ck_assert(listed_check("3k4/1P6/8/8/8/8/8/4K3 w - -", "b7b8q"));      /* a promotion */
    ck_assert(!listed_check("3k4/1P6/8/8/8/8/8/4K3 w - -", "b7b8n"));
    ck_assert(listed_check("8/2k5/8/3pP3/8/8/8/4K3 w - d6", "e5d6"));     /* e.p. */
    ck_assert(!listed_check("k7/8/8/8/8/8/8/4K2R w K -", "e1g1"));
    ck_assert(listed_check("5k2/8/8/8/8/8/8/4K2R w K -", "e1g1"));        /* castling */
    ck_assert(!listed_check("8/8/8/8/8/8/4P3/4K2k w - -", "e2e3"));
    ck_assert(listed_check("7k/8/8/8/3P4/8/1B6/K7 w - -", "d4d5"));       /* a discovered check */
    ck_assert(!listed_check("7k/8/8/8/8/2N5/8/K7 w - -", "c3e4"));
    ck_assert(listed_check("7k/8/8/4N3/8/8/8/K7 w - -", "e5f7"));         /* a knight */
}
END_TEST

START_TEST(promotions_to_four_pieces)
{
    ck_assert_int_eq(count_moves("7k/P7/8/8/8/8/8/K7 w - -"), 4 + 3);
    ck_assert(legal("7k/P7/8/8/8/8/8/K7 w - -", "a7a8n"));
    Position pos = test_position("1r5k/P7/8/8/8/8/8/K7 w - -");
    Position before = pos;
    Undo u;
    make_move(&pos, move_from_uci(&pos, "a7b8q"), &u);
    ck_assert_int_eq(pos.board[SQ(1, 7)], PIECE(WHITE, QUEEN));
    ck_assert_int_eq(pos.count[BLACK], 1);
    unmake_move(&pos, &u);
    ck_assert(same_position(&pos, &before));
}
END_TEST

/* Item 12: a MoveList holds every legal move of any position chiave accepts.
 * The bound of board.h, checked against the per-man maxima it is proved
 * from; then the two densest positions found by a search over K+15 men (241
 * and 240 legal moves, counted alike by Stockfish 15.1 `go perft 1`), whose
 * every move is generated within the list and is legal. */
START_TEST(move_list_bound)
{
    enum { KING_MOVES = 8 + 2, QUEEN_MOVES = 27 }; /* steps + castlings; a queen in the centre */
    ck_assert_int_ge(MAX_MOVES, KING_MOVES + (MAX_MEN - 1) * QUEEN_MOVES);
    Position centre = test_position("k7/8/8/8/3Q4/8/8/7K w - -");
    MoveList list;
    gen_legal(&centre, &list);
    ck_assert_int_eq(list.n, 27 + 3); /* the queen's 27 and the king's 3 */

    static const struct { const char *fen; int n; } dense[] = {
        { "Q4Q1K/2Q4Q/4Q3/1Q4Q1/3Q4/Q4Q2/qrQ4Q/kqQ1QQ2 w - -", 241 },
        { "K1Q4Q/Q4Q2/3Q4/QQ4Q1/4Q3/1Q5Q/5Qpp/Q1QQ2qk w - -", 240 },
    };
    for (size_t i = 0; i < sizeof dense / sizeof *dense; i++) {
        Position pos = test_position(dense[i].fen);
        gen_legal(&pos, &list);
        ck_assert_int_eq(list.n, dense[i].n);
        for (int k = 0; k < list.n; k++) {
            Undo u;
            make_move(&pos, list.moves[k], &u);
            ck_assert(!in_check(&pos, WHITE));
            unmake_move(&pos, &u);
        }
    }
}
END_TEST

/* position_after and position_passed: what make_move and make_null give on
 * a copy, the position itself untouched. */
START_TEST(position_after_a_move_and_a_pass)
{
    Position pos = test_position(tricky[0]), before = pos, made = pos;
    Move m = move_from_uci(&pos, "e5f7"); /* a capture */
    Undo u;
    make_move(&made, m, &u);
    Position after = position_after(&pos, m);
    ck_assert(same_position(&after, &made));
    ck_assert(same_position(&pos, &before));
    Position passed = position_passed(&after), nulled = made;
    make_null(&nulled, &u);
    ck_assert(same_position(&passed, &nulled));
    ck_assert_int_eq(passed.side, pos.side);
    ck_assert(same_position(&after, &made));
}
END_TEST

START_TEST(uci_round_trip)
{
    Position pos = test_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    char buf[6];
    ck_assert_str_eq(move_to_uci(move_from_uci(&pos, "g1f3"), buf), "g1f3");
    ck_assert_uint_eq(move_from_uci(&pos, "e2e5"), MOVE_NONE);
    ck_assert_uint_eq(perft(&pos, 3), 8902);
}
END_TEST

#ifndef NDEBUG
/* Debug builds: position_ok holds for what the reader and make/unmake give,
 * and each broken promise aborts. */
START_TEST(position_ok_holds_over_a_tree)
{
    Position pos = test_position(tricky[0]);
    ck_assert(position_ok(&pos));
    ck_assert_int_gt(walk(&pos, 2), 0);
}
END_TEST

static Position broken(int how)
{
    Position pos = test_position("r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3");
    switch (how) {
    case 0: pos.board[0x33] = PIECE(WHITE, KNIGHT); break;      /* a man not in the lists */
    case 1: pos.index[0x34] = 2; break;                          /* index and plist disagree */
    case 2: pos.men[BLACK][PAWN] = 0; break;                     /* the sets disagree */
    case 3: pos.castle |= 16; break;                             /* no such right */
    case 4: pos.ep = SQ(3, 2); break;                            /* no pawn past d3 */
    case 5: pos.plist[WHITE][0] = pos.plist[WHITE][1]; break;    /* the king not first */
    case 6: pos.count[BLACK]--; break;                           /* a man too many */
    }
    return pos;
}

START_TEST(position_ok_aborts_when_broken)
{
    Position pos = broken(_i);
    if (!freopen("/dev/null", "w", stderr)) /* the expected assertion message */
        ck_abort();
    position_ok(&pos);
}
END_TEST

START_TEST(unmake_checks_it_restores)
{
    Position pos = test_position(tricky[0]);
    Undo u;
    make_move(&pos, move_from_uci(&pos, "e2a6"), &u); /* a capture */
    u.captured_slot = (int8_t)(u.captured_slot ? 0 : 1); /* restored in another slot */
    if (!freopen("/dev/null", "w", stderr)) /* the expected assertion message */
        ck_abort();
    unmake_move(&pos, &u);
}
END_TEST
#endif

Suite *board_suite(void)
{
    Suite *s = suite_create("board");
    TCase *tc = tcase_create("board");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, make_unmake_and_gives_check_over_trees, 0, sizeof tricky / sizeof *tricky);
    tcase_add_test(tc, castling_rules);
    tcase_add_test(tc, en_passant_rules);
    tcase_add_test(tc, pins_and_checks);
    tcase_add_test(tc, evasions);
    tcase_add_test(tc, checks_of_every_kind);
    tcase_add_test(tc, promotions_to_four_pieces);
    tcase_add_test(tc, uci_round_trip);
    tcase_add_test(tc, position_after_a_move_and_a_pass);
    tcase_add_test(tc, move_list_bound);
#ifndef NDEBUG
    tcase_add_test(tc, position_ok_holds_over_a_tree);
    tcase_add_loop_test_raise_signal(tc, position_ok_aborts_when_broken, SIGABRT, 0, 7);
    tcase_add_test_raise_signal(tc, unmake_checks_it_restores, SIGABRT);
#endif
    suite_add_tcase(s, tc);
    return s;
}
