/* test_random_moves.c - a man's random moves written once ("1...R~ 2.Rc7#"),
 * its corrections under it, in the text report and the published solution, in
 * four languages; over every problem of problems/, each listed defence said
 * exactly once. Run from tests/. The expected lines are those of the problems'
 * own comments (problems/black-correction.fen: "Any move of the rook a7 allows
 * 2.Rc7#; it corrects by 1...Rb7 (2.Rd8#) and 1...Rxd7 (2.Qa8#)"). */
#include <glob.h>

#include "solver/report/publish.h"
#include "solver/report/random_moves.h"
#include "tests/solver/report/report_helpers.h"

/* The key of black-correction: the rook's random move and its corrections
 * under it, the king's flight alone; the set play alike, in each language's
 * letters. */
START_TEST(random_move_and_corrections)
{
    char *t = text_of_file("black-correction", LANG_EN);
    ASSERT_HAS(t, "\n1.Qa2! zugzwang\n   1...Kxd7 2.Qe6#\n   1...R~ 2.Rc7#\n      1...Rb7 2.Rd8#\n"
                  "      1...Rc7 2.Rxc7#\n      1...Rxd7 2.Qa8#\n\n");
    ASSERT_HAS(t, "\nSet play:\n   1...R~ 2.Rc7#\n      1...Rb7 2.Rd8#\n      1...Rc7 2.Rxc7#\n\n");
    /* A try's duals stay with its random move. */
    ASSERT_HAS(t, "\n1.Ke6? zugzwang\n   1...R~ 2.Rc7# 2.b7# (dual)\n      1...Rb7 2.Rd8#\n");
    char *analysis = strstr(t, "\nAnalysis:"); /* its black correction lists every move */
    ck_assert_ptr_nonnull(analysis);
    *analysis = '\0';
    ck_assert_ptr_null(strstr(t, "1...Ra3 "));
    free(t);
    static const struct { Lang lang; const char *rook, *bishop, *knight; } letters[] = {
        { LANG_EN, "   1...R~ 2.Rc7#\n      1...Rb7 2.Rd8#\n", "   1...B~ 2.Nc2#\n      1...Bb3 2.Qc3#\n", "   1...N5~ 2.Qd4#\n" },
        { LANG_IT, "   1...T~ 2.Tc7#\n      1...Tb7 2.Td8#\n", "   1...A~ 2.Cc2#\n      1...Ab3 2.Dc3#\n", "   1...C5~ 2.Dd4#\n" },
        { LANG_DE, "   1...T~ 2.Tc7#\n      1...Tb7 2.Td8#\n", "   1...L~ 2.Sc2#\n      1...Lb3 2.Dc3#\n", "   1...S5~ 2.Dd4#\n" },
        { LANG_FR, "   1...T~ 2.Tc7#\n      1...Tb7 2.Td8#\n", "   1...F~ 2.Cc2#\n      1...Fb3 2.Dc3#\n", "   1...C5~ 2.Dd4#\n" },
    };
    for (size_t i = 0; i < sizeof letters / sizeof *letters; i++) {
        t = text_of_file("black-correction", letters[i].lang);
        ASSERT_HAS(t, letters[i].rook);
        free(t);
        t = text_of_file("grimshaw", letters[i].lang); /* the set play's bishop a4 */
        ASSERT_HAS(t, letters[i].bishop);
        free(t);
        t = text_of_file("half-pin", letters[i].lang); /* knights on b5 and b8: told by the rank */
        ASSERT_HAS(t, letters[i].knight);
        free(t);
    }
}
END_TEST

/* The published solution: the random move once, its corrections after it;
 * with figurines the random move's man too. */
START_TEST(random_move_published)
{
    for (int fig = 0; fig < 2; fig++) {
        char *out = published("black-correction", fig ? LANG_DE : LANG_EN, fig);
        ASSERT_HAS(out, fig ? "\nSatzspiel: 1...♖~ 2.♖c7#; 1...♖b7 2.♖d8#; 1...♖c7 2.♖xc7#\n"
                            : "\nSet play: 1...R~ 2.Rc7#; 1...Rb7 2.Rd8#; 1...Rc7 2.Rxc7#\n");
        ASSERT_HAS(out, fig ? "\n1.♕a2! Zugzwang 1...♔xd7 2.♕e6#; 1...♖~ 2.♖c7#; 1...♖b7"
                            : "\n1.Qa2! zugzwang 1...Kxd7 2.Qe6#; 1...R~ 2.Rc7#; 1...Rb7 2.Rd8#; 1...Rc7 2.Rxc7#; "
                              "1...Rxd7 2.Qa8#\n");
        free(out);
    }
}
END_TEST

/* No "K~", no "a~": a king's flights answered alike each on its own line
 * (Polgar's 8/8/8/8/7p/4pK1P/4p2k/4Q3 printed "1...K~ 2.Qg2#"), a pawn's moves
 * written out as the Analysis writes them (polgar-379 printed "1...a~ 2.Rxa1#";
 * themes/DECISIONS.md). */
START_TEST(kings_and_pawns_not_random)
{
    char *t = text_of("8/8/8/8/7p/4pK1P/4p2k/4Q3 w - -", LANG_EN);
    ASSERT_HAS(t, "\n1.Qxe2+!\n   1...Kg1 2.Qg2#\n   1...Kh1 2.Qg2#\n   1...Kxh3 2.Qg2#\n");
    ck_assert_ptr_null(strstr(t, "K~"));
    free(t);
    static const struct { Lang lang; const char *line; } pawn[] = {
        { LANG_EN, "\n1.Nd5? zugzwang\n   1...a1=Q/R/B/N 2.Rxa1#\n" },
        { LANG_DE, "\n   1...a1=D/T/L/S 2.Txa1#\n" },
    };
    for (size_t i = 0; i < sizeof pawn / sizeof *pawn; i++) {
        t = text_of("8/8/8/8/N1K5/k1N5/p2p4/3R4 w - -", pawn[i].lang);
        ASSERT_HAS(t, pawn[i].line);
        ck_assert_ptr_null(strstr(t, "a~"));
        free(t);
    }
}
END_TEST

/* A random move's line writes its mates once, so the moves it stands for are
 * answered by the same mates as written, a minor promotion too (README, "The same
 * mates in a grouped line"): polgar-2676's 1.Qd5? 1...Ba7 self-blocks, and
 * 2.b8=R# mates as well as 2.b8=Q# there only. Counted as the themes count mates
 * (mate_identity: Q, R and B one promotion class) it is the random move's mate, and
 * the line read "1...B~ 2.b8=Q# (=R)", a rook mate after 1...Bc7 that is none. */
START_TEST(minor_promotion_is_a_correction)
{
    static const struct { Lang lang; const char *want; } lines[] = {
        { LANG_EN, "\n1.Qd5? zugzwang\n   1...Ka7 2.Qa5#\n   1...B~ 2.b8=Q#\n      1...Ba7 2.b8=Q# (=R)\n" },
        { LANG_DE, "\n   1...L~ 2.b8=D#\n      1...La7 2.b8=D# (=T)\n" },
    };
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        char *t = text_of("1bB5/1P6/k7/2Q5/3p4/3K4/8/8 w - -", lines[i].lang);
        ASSERT_HAS(t, lines[i].want);
        free(t);
    }
}
END_TEST

static bool same_mates(const Solution *s, const Variation *a, const Variation *b)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (sol_moves(s, a->first)[i] != sol_moves(s, b->first)[i])
            return false;
    return true;
}

/* The lines of one phase: every listed defence said once, as itself or by its
 * man's random move with the same mates; a random move stands for at least
 * three moves of its man answered alike, and no man with three moves so
 * answered is left without one; a correction is answered otherwise. Returns
 * how many random moves the phase has. */
static int check_phase(const char *name, const Solution *s, const Position *pos, const Variation *v, int n,
                       const bool *listed)
{
    PhaseLine lines[MAX_MOVES];
    int k = random_lines(s, pos, v, n, listed, lines), said[MAX_MOVES] = { 0 }, randoms = 0;
    int random_of[128];
    for (int sq = 0; sq < 128; sq++)
        random_of[sq] = -1;
    for (int i = 0; i < k; i++) {
        int from = M_FROM(v[lines[i].var].defence);
        ck_assert_msg(listed[lines[i].var], "%s: a defence not listed is written", name);
        if (lines[i].kind != LINE_RANDOM) {
            said[lines[i].var]++;
            continue;
        }
        ck_assert_msg(random_of[from] < 0, "%s: two random moves of one man", name);
        random_of[from] = lines[i].var;
        randoms++;
    }
    for (int i = 0; i < k; i++) {
        int from = M_FROM(v[lines[i].var].defence);
        if (lines[i].kind == LINE_CORRECTION)
            ck_assert_msg(random_of[from] >= 0 && !same_mates(s, &v[lines[i].var], &v[random_of[from]]),
                          "%s: a correction without its random move, or answered alike", name);
        if (lines[i].kind == LINE_DEFENCE && PTYPE(pos->board[from]) != PAWN) /* a pawn's others stand plain */
            ck_assert_msg(random_of[from] < 0, "%s: a man with a random move has a plain line", name);
        if (lines[i].kind == LINE_CORRECTION)
            ck_assert_msg(PTYPE(pos->board[from]) != PAWN, "%s: a pawn's correction", name);
    }
    for (int i = 0; i < n; i++) {
        if (!listed[i])
            continue;
        int from = M_FROM(v[i].defence), alike = 0, r = random_of[from];
        for (int j = 0; j < n; j++)
            alike += listed[j] && M_FROM(v[j].defence) == from && same_mates(s, &v[i], &v[j]);
        if (r >= 0 && same_mates(s, &v[i], &v[r]))
            ck_assert_msg(said[i] == 0 && alike >= 3, "%s: %d moves in a random move", name, alike);
        else
            ck_assert_msg(said[i] == 1, "%s: a defence written %d times", name, said[i]);
        if (PTYPE(pos->board[from]) == KING) /* never "K~" */
            ck_assert_msg(r < 0, "%s: a king's random move", name);
        else if (alike >= 3)
            ck_assert_msg(r >= 0, "%s: %d moves of one man answered alike, no random move", name, alike);
    }
    return randoms;
}

START_TEST(every_defence_said_once)
{
    glob_t g;
    ck_assert_int_eq(glob("../problems/*.fen", 0, NULL, &g), 0);
    int randoms = 0, phases = 0;
    for (size_t f = 0; f < g.gl_pathc; f++) {
        char err[2 * FEN_MSG];
        Problem pb;
        ck_assert_msg(read_first(g.gl_pathv[f], &pb, err, sizeof err) == 0, "%s", err);
        for (int all = 0; all < 2; all++) {
            SolveOptions so;
            solve_options_default(&so);
            so.all_defences = all;
            Solution s;
            solve(&pb.pos, &so, &s);
            bool listed[MAX_MOVES];
            for (int i = 0; i < s.nset; i++)
                listed[i] = s.set[i].n > 0;
            randoms += check_phase(g.gl_pathv[f], &s, &s.start, s.set, s.nset, listed);
            for (int p = 0; p < s.nkeys + s.ntries; p++, phases++) {
                const Play *pl = p < s.nkeys ? &s.keys[p] : &s.tries[p - s.nkeys];
                for (int i = 0; i < pl->nvars; i++)
                    listed[i] = variation_listed(&s, pl, &pl->vars[i], all);
                Position after = position_after(&s.start, pl->move);
                randoms += check_phase(g.gl_pathv[f], &s, &after, pl->vars, pl->nvars, listed);
            }
            solution_free(&s);
        }
        problem_free(&pb);
    }
    globfree(&g);
    /* Not a vacuous pass: problems/ has many phases with random moves. */
    ck_assert_int_gt(phases, 500);
    ck_assert_int_gt(randoms, 50);
}
END_TEST

Suite *random_moves_suite(void)
{
    Suite *s = suite_create("random_moves");
    TCase *tc = tcase_create("random_moves");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, random_move_and_corrections);
    tcase_add_test(tc, random_move_published);
    tcase_add_test(tc, every_defence_said_once);
    tcase_add_test(tc, kings_and_pawns_not_random);
    tcase_add_test(tc, minor_promotion_is_a_correction);
    suite_add_tcase(s, tc);
    return s;
}
