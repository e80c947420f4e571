/* test_report_theme_mates.c - the Analysis's themes of mates (self-blocks, pin
 * mates) write their mates as the variations do and each motive after the mates
 * it is true of: a pawn's promotions on one square one mate, a dual's motive
 * after all its mates, never the first mate's words for all; in four languages.
 * Run from tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "solver/movegen.h"
#include "solver/report/themes_text.h"
#include "solver/report/tr.h"
#include "tests/test_helpers.h"
#include "tests/solver/report/report_helpers.h"

/* A theme of mates writes a pawn's promotions to one square as one mate, as the
 * variations do ("2.b8=Q# (=B)", themes/KEY.md "Counting mates"), its motive
 * after them: problems/cyclic-change.fen's set self-blocks, where it wrote
 * "2.b8=Q# (blocks the flight c5) 2.b8=B#", a dual to the reader; and
 * problems/key-unpins-attacker.fen's pin-mate. */
START_TEST(promotions_one_mate_in_themes)
{
    char *t = text_of("K7/RP3PRN/1pPkB3/1P3P2/2Pqp3/8/3B4/3Q4 w - -", LANG_EN);
    ck_assert_msg(strstr(t, "\n    set 1...Qc5 2.b8=Q# (=B) (blocks the flight c5)\n"), "%s", t);
    free(t);
    t = text_of("K7/RP3PRN/1pPkB3/1P3P2/2Pqp3/8/3B4/3Q4 w - -", LANG_DE);
    ck_assert_msg(strstr(t, "\n    Satzspiel 1...De5 2.f8=D# (=L) (Selbstblock auf e5)\n"), "%s", t);
    free(t);
    t = text_of("5k1b/2N3RP/5K1B/8/8/8/8/8 w - -", LANG_EN);
    ck_assert_msg(strstr(t, "  pin mates (1): 1...Bxg7 2.h8=Q# (=R) (Bg7 pinned)\n"), "%s", t);
    free(t);
}
END_TEST

/* A theme of mates writes a dual's motive after all its mates, not between them
 * ("2.Qc5# (blocks the flight e1) 2.Qd4#" read as the first mate's alone), and a
 * pawn's promotions on one square met alike as one defence (themes/KEY.md): polgar-1475
 * wrote "set 1...Ne1 2.Qc5# (blocks the flight e1) 2.Qd4# 2.Qe3#" and "1...e1=Q 2.Qf3#
 * (blocks the flight e1) 1...e1=R 2.Qf3# 1...e1=B 2.Qf3#". */
START_TEST(theme_of_mates_motive_after_the_dual)
{
    char *t = text_of("8/8/8/4Q3/8/6R1/2n1pkBK/8 w - -", LANG_EN);
    ck_assert_msg(strstr(t, "\n    set 1...Ne1 2.Qc5# 2.Qd4# 2.Qe3# (blocks the flight e1);"), "%s", t);
    ck_assert_msg(strstr(t, "\n    1.Qc3? 1...e1=Q/R/B 2.Qf3# (blocks the flight e1)\n"), "%s", t);
    free(t);
}
END_TEST

/* A theme of mates writes each mate's motive after the mates it is true of: once
 * after a dual whose mates all use it, else after each mate that does, never the
 * first mate's words for all (df86ce7 wrote them once after the dual, taken from
 * its first mate). polgar-400 (dev.epd), 1.Qxc5? 1...d3: 2.Qe5# and 2.Nf6# use
 * the block of d3, 2.Nf2# does not (the knight guards d3), and the self-block
 * entry lists the two; given 2.Nf2# as well (as a looser reading of the block
 * would), its line keeps the words with the two, in every language. */
START_TEST(theme_of_mates_motive_per_mate)
{
    static const Lang langs[] = { LANG_EN, LANG_DE, LANG_FR, LANG_IT };
    Position pos = test_position("5N2/8/8/2p5/2Qpk1N1/6K1/8/8 w - -");
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pos, &so, &s);
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, &s);
    ThemeEntry *e = NULL;
    for (int i = 0; i < A.n && !e; i++)
        if (A.entries[i]->id == THEME_SELF_BLOCK)
            e = A.entries[i];
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->nblocks, 1);
    ThemeLine *l = &e->blocks[0].variations.v[0];
    Position tried = position_after(&pos, move_from_uci(&pos, "c4c5"));
    Position b = position_after(&tried, move_from_uci(&tried, "d4d3"));
    Move qe5 = move_from_uci(&b, "c5e5"), nf6 = move_from_uci(&b, "g4f6"), nf2 = move_from_uci(&b, "g4f2");
    ck_assert_int_eq(l->moves.n, 2);
    for (int pass = 0; pass < 2; pass++) {
        for (size_t k = 0; k < sizeof langs / sizeof *langs; k++) {
            char q[SAN_MAX], n6[SAN_MAX], n2[SAN_MAX], words[64], want[256];
            move_to_san(&b, qe5, langs[k], q, sizeof q);
            move_to_san(&b, nf6, langs[k], n6, sizeof n6);
            move_to_san(&b, nf2, langs[k], n2, sizeof n2);
            snprintf(words, sizeof words, tr(langs[k], "blocks the flight %s"), "d3");
            if (pass == 0)
                snprintf(want, sizeof want, " 1...d3 2.%s 2.%s (%s)\n", q, n6, words);
            else
                snprintf(want, sizeof want, " 1...d3 2.%s (%s) 2.%s (%s) 2.%s\n", q, words, n6, words, n2);
            char *t = NULL;
            size_t len = 0;
            FILE *f = open_memstream(&t, &len);
            ck_assert_ptr_nonnull(f);
            themes_text_entry(f, &s, e, langs[k]);
            fclose(f);
            ck_assert_msg(strstr(t, want), "pass %d: '%s' not in:\n%s", pass, want, t);
            free(t);
        }
        line_move_add(e, l, nf2);
    }
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

Suite *report_theme_mates_suite(void)
{
    Suite *s = suite_create("report_theme_mates");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, promotions_one_mate_in_themes);
    tcase_add_test(tc, theme_of_mates_motive_after_the_dual);
    tcase_add_test(tc, theme_of_mates_motive_per_mate);
    suite_add_tcase(s, tc);
    return s;
}
