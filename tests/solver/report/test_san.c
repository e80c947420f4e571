/* test_san.c - SAN written in four languages (disambiguation, castling, e.p.,
 * promotion, check and mate) and read back. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/cli/options.h"
#include "solver/report/json.h"
#include "solver/report/json_text.h"
#include "solver/report/text.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "themes/theme_table.h"
#include "solver/report/json.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"

#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"
#define POLGAR_484 "4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -"
#define BACK_RANK  "6k1/5ppp/8/8/8/8/8/R3K3 w - -"
#include "tests/solver/report/report_helpers.h"

/* SAN of the move given in UCI, in a fresh position from fen. */
static const char *san_of(const char *fen, const char *uci, Lang lang, char *buf)
{
    Problem pb = test_problem(fen);
    Move m = move_from_uci(&pb.pos, uci);
    ck_assert_msg(m != MOVE_NONE, "%s not legal in %s", uci, fen);
    move_to_san(&pb.pos, m, lang, buf, SAN_MAX);
    problem_free(&pb);
    return buf;
}

#define ASSERT_SAN(fen, uci, lang, want) \
    do { char b_[SAN_MAX]; ck_assert_str_eq(san_of(fen, uci, lang, b_), want); } while (0)

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

START_TEST(san_ordinary_moves)
{
    ASSERT_SAN(START, "g1f3", LANG_EN, "Nf3");
    ASSERT_SAN(START, "e2e4", LANG_EN, "e4");
    ASSERT_SAN(POLGAR_307, "d3c3", LANG_EN, "Kc3");
}
END_TEST

START_TEST(san_captures)
{
    ASSERT_SAN("4k3/8/8/3p4/4P3/8/8/4K3 w - -", "e4d5", LANG_EN, "exd5");
    ASSERT_SAN("4k3/8/8/3p4/8/8/8/3RK3 w - -", "d1d5", LANG_EN, "Rxd5");
    ASSERT_SAN(POLGAR_307, "b8b3", LANG_EN, "Qb3+");
}
END_TEST

START_TEST(san_disambiguation)
{
    /* By file, by rank, by both (three queens reach b2). */
    ASSERT_SAN("4k3/8/8/8/8/8/8/1N3N1K w - -", "b1d2", LANG_EN, "Nbd2");
    ASSERT_SAN("4k3/8/8/R7/8/8/8/R3K3 w - -", "a1a3", LANG_EN, "R1a3");
    ASSERT_SAN("4k3/8/8/R7/8/8/8/R3K3 w - -", "a5a3", LANG_EN, "R5a3");
    ASSERT_SAN("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - -", "a1b2", LANG_EN, "Qa1b2");
    ASSERT_SAN("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - -", "c1b2", LANG_EN, "Qcb2");
    /* A knight that cannot legally move (pinned) does not force disambiguation. */
    ASSERT_SAN("4k3/4r3/8/8/8/8/4N3/2N1K3 w - -", "c1d3", LANG_EN, "Nd3");
}
END_TEST

START_TEST(san_castling_ep_promotion)
{
    ASSERT_SAN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "e1g1", LANG_EN, "0-0");
    ASSERT_SAN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "e1c1", LANG_EN, "0-0-0");
    ASSERT_SAN("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "e5d6", LANG_EN, "exd6 e.p.");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8q", LANG_EN, "e8=Q");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8n", LANG_EN, "e8=N");
    ASSERT_SAN("3r4/4P3/8/8/8/8/k7/4K3 w - -", "e7d8q", LANG_EN, "exd8=Q");
    ASSERT_SAN(POLGAR_484, "b7b8q", LANG_EN, "b8=Q+");
}
END_TEST

START_TEST(san_check_and_mate)
{
    ASSERT_SAN("4k3/8/8/8/8/8/8/R3K3 w - -", "a1a8", LANG_EN, "Ra8+");
    ASSERT_SAN(BACK_RANK, "a1a8", LANG_EN, "Ra8#");
    /* Black moves too: the king takes the checking queen. */
    ASSERT_SAN("8/8/8/8/8/kQ1K4/8/8 b - -", "a3b3", LANG_EN, "Kxb3");
}
END_TEST

/* A key's or try's SAN with its check sign from the search: as from the position,
 * every first move of 100 problems' plays (some of them checks). */
START_TEST(san_of_a_play)
{
    int n, checks = 0;
    Problem *all = read_problems("data/batch/polgar100.epd", &n);
    SolveOptions o;
    solve_options_default(&o);
    o.max_refutations = 2;
    for (int k = 0; k < n; k++) {
        Solution s;
        solve(&all[k].pos, &o, &s);
        for (int i = 0; i < s.nkeys + s.ntries; i++) {
            const Play *p = i < s.nkeys ? &s.keys[i] : &s.tries[i - s.nkeys];
            char a[SAN_MAX], b[SAN_MAX];
            ck_assert_str_eq(move_to_san_no_mate(&s.start, p->move, p->check, LANG_DE, a, sizeof a),
                             move_to_san(&s.start, p->move, LANG_DE, b, sizeof b));
            checks += p->check;
        }
        solution_free(&s);
    }
    ck_assert_int_gt(checks, 0);
    free_problems(all, n);
}
END_TEST

START_TEST(san_languages)
{
    ASSERT_SAN(START, "g1f3", LANG_DE, "Sf3");
    ASSERT_SAN(START, "g1f3", LANG_IT, "Cf3");
    ASSERT_SAN(START, "g1f3", LANG_FR, "Cf3");
    ASSERT_SAN(BACK_RANK, "a1a8", LANG_DE, "Ta8#");
    ASSERT_SAN(POLGAR_307, "d3c3", LANG_IT, "Rc3");
    ASSERT_SAN(POLGAR_307, "d3c3", LANG_FR, "Rc3");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8q", LANG_DE, "e8=D");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8b", LANG_FR, "e8=F");
    Lang l;
    ck_assert(lang_parse("it", &l) && l == LANG_IT);
    ck_assert(!lang_parse("es", &l));
    ck_assert_int_eq(piece_letter(LANG_IT, BISHOP), 'A');
}
END_TEST

/* A move as a composer writes it: SAN of any language chiave writes, with a
 * move number and marks, long algebraic or UCI. */
static void assert_reads(const char *fen, const char *text, Lang lang, const char *uci)
{
    Position pos = test_position(fen);
    Move m = MOVE_NONE;
    int n = move_from_text(&pos, text, lang, &m);
    char buf[8];
    ck_assert_msg(n == 1, "'%s': %d moves", text, n);
    ck_assert_msg(strcmp(move_to_uci(m, buf), uci) == 0, "'%s' read as %s, not %s", text, buf, uci);
}

static void assert_reads_n(const char *fen, const char *text, int want)
{
    Position pos = test_position(fen);
    Move m;
    ck_assert_msg(move_from_text(&pos, text, LANG_EN, &m) == want, "'%s': not %d", text, want);
}

START_TEST(san_read_back)
{
    const char *forms307[] = { "Kc3", "1.Kc3!", "1. Kc3", "Kc3!", "d3c3", "D3C3", "Kd3-c3", "Kd3c3", "Kdc3" };
    for (size_t i = 0; i < sizeof forms307 / sizeof *forms307; i++)
        assert_reads(POLGAR_307, forms307[i], LANG_EN, "d3c3");
    assert_reads(POLGAR_307, "Rc3", LANG_IT, "d3c3");   /* R is the Italian king */
    assert_reads(POLGAR_307, "Rc3", LANG_EN, "d3c3");   /* no rook: read in Italian */
    assert_reads(POLGAR_307, "Db3+", LANG_DE, "b8b3");
    assert_reads(POLGAR_307, "1.Qb3+?", LANG_EN, "b8b3");
    /* A rook where there is one: R is a rook in English, the king in Italian. */
    const char *rook = "4k3/8/8/8/8/8/8/R3K3 w - -";
    assert_reads(rook, "Rd1", LANG_EN, "a1d1");
    assert_reads(rook, "Rd1", LANG_IT, "e1d1");
    assert_reads(rook, "Td1", LANG_IT, "a1d1");
    /* Captures with check, promotion, castling, e.p. */
    assert_reads("4k3/5p2/8/4N3/8/8/8/4K3 w - -", "Nxf7", LANG_EN, "e5f7");
    assert_reads("7k/5p2/8/4N3/8/8/8/4K3 w - -", "Nxf7+", LANG_EN, "e5f7");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e8=Q", LANG_EN, "e7e8q");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e8Q", LANG_EN, "e7e8q");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e8=S", LANG_DE, "e7e8n");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8n", LANG_EN, "e7e8n");
    assert_reads("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "0-0", LANG_EN, "e1g1");
    assert_reads("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "O-O-O", LANG_EN, "e1c1");
    assert_reads("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "exd6 e.p.", LANG_EN, "e5d6");
    assert_reads("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "exd6", LANG_EN, "e5d6");
    /* Two knights reach d2: "Nd2" is ambiguous, "Nbd2" is not. */
    const char *knights = "4k3/8/8/8/8/8/8/1N3N1K w - -";
    assert_reads_n(knights, "Nd2", 2);
    assert_reads(knights, "Nbd2", LANG_EN, "b1d2");
    assert_reads(knights, "Nb1-d2", LANG_EN, "b1d2");
    assert_reads(knights, "Sfd2", LANG_DE, "f1d2");
    assert_reads_n(knights, "Nc4", 0);      /* a move, not legal here */
    assert_reads_n(knights, "e2e4e5", -1);  /* no move at all */
    assert_reads_n(knights, "hello", -1);
    assert_reads_n(knights, "", -1);
}
END_TEST

Suite *san_suite(void);
Suite *san_suite(void)
{
    Suite *s = suite_create("san");
    TCase *t = tcase_create("san");
    tcase_add_test(t, san_ordinary_moves);
    tcase_add_test(t, san_captures);
    tcase_add_test(t, san_disambiguation);
    tcase_add_test(t, san_castling_ep_promotion);
    tcase_add_test(t, san_check_and_mate);
    tcase_add_test(t, san_of_a_play);
    tcase_add_test(t, san_languages);
    tcase_add_test(t, san_read_back);
    suite_add_tcase(s, t);
    return s;
}
