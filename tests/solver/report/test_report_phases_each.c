/* test_report_phases_each.c - the words after a theme's phases in the Analysis
 * say what the entry's phases hold, as each phase plays it: a defence named after
 * the key as the key's play writes it, "other defences" only when they are other.
 * Run from tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/phases_text.h"
#include "themes/analysis.h"
#include "tests/test_helpers.h"
#include "tests/solver/report/report_helpers.h"

/* The Analysis line of entry e (its phases and words, unwrapped), malloc'd. */
static char *entry_text(const ThemeEntry *e, const Position *start, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    ck_assert(phases_text_entry(f, e, start, lang));
    fclose(f);
    return text;
}

/* The Analysis lines of every entry of theme in A, malloc'd. */
static char *entries_text(const Analysis *A, ThemeId theme, const Position *start, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    for (int i = 0; i < A->n; i++)
        if (A->entries[i]->id == theme)
            phases_text_entry(f, A->entries[i], start, lang);
    fclose(f);
    return text;
}

/* The Analysis line of fen's entry of theme (entry_of_fen's) in lang holds want. */
static void assert_entry_says(const char *fen, ThemeId theme, Lang lang, const char *want)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_fen(fen, theme, &s, &A);
    char *text = entry_text(e, &s.start, lang);
    ASSERT_HAS(text, want);
    free(text);
    analysis_free(&A);
    solution_free(&s);
}

/* anti-Dombrovskis names its defence as each phase plays it: the try's 1...Nxd3
 * (takes the pawn d3), the key's 1...Nd3 (Brabec 1978, problems/cyclic-change-threat.fen);
 * the try's 1...Bg7, the key's 1...Bg7+ (Polgar 3407, its first entry). Was the
 * try's text twice: "which 1...Nxd3 now parries" after 1.d4!, where d3 is empty. */
START_TEST(anti_dombrovskis_names_the_key_s_defence)
{
    static const struct { const char *fen; Lang lang; const char *want; } cases[] = {
        { "K7/p5P1/2R2p2/1P1kbB2/2N2p2/1P4r1/2nPNn2/1Q1R2Bb w - -", LANG_EN,
          "of 1...Nxd3 after 1.d3? is the key's threat, which 1...Nd3 now parries)" },
        { "K7/p5P1/2R2p2/1P1kbB2/2N2p2/1P4r1/2nPNn2/1Q1R2Bb w - -", LANG_DE, "die 1...Sd3 jetzt pariert)" },
        { "4K2b/8/4pk2/8/7N/6Q1/8/8 w - -", LANG_EN,
          "of 1...Bg7 after 1.Kd7? is the key's threat, which 1...Bg7+ now parries)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        assert_entry_says(cases[i].fen, THEME_ANTI_DOMBROVSKIS, cases[i].lang, cases[i].want);
}
END_TEST

/* An Odessa's defences may be the same in both phases (K. Moen, themes/PHASES-FUNCTIONS.md):
 * "after other defences" only when no defence is in both. problems/odessa.fen has
 * other defences (1.Bf8? 1...Rd4 1...Bd4; 1.Bg7! 1...Rc5 1...Bc5); the same entry
 * with the key's 1...Rc5 replaced by the try's 1...Rd4 has one in both. Was "after
 * other defences" whatever the defences. */
START_TEST(odessa_says_other_defences_only_when_other)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_fen("2R1B1K1/5N2/7B/r2k2N1/5R2/8/4Pb2/3r4 w - -", THEME_ODESSA, &s, &A);
    char *text = entry_text(e, &s.start, LANG_EN);
    ASSERT_HAS(text, "(each phase's two threats are the other phase's mates, after other defences)");
    free(text);
    ck_assert_int_eq(e->nblocks, 2);
    ck_assert_int_gt(e->blocks[0].variations.n, 0);
    ck_assert_int_gt(e->blocks[1].variations.n, 0);
    ThemeEntry same = *e;
    ThemeBlock blocks[2] = { e->blocks[0], e->blocks[1] };
    ThemeLine lines[16];
    int n = blocks[1].variations.n < 16 ? blocks[1].variations.n : 16;
    memcpy(lines, blocks[1].variations.v, (size_t)n * sizeof *lines);
    lines[0].move = blocks[0].variations.v[0].move;
    blocks[1].variations.v = lines, blocks[1].variations.n = n;
    same.blocks = blocks;
    text = entry_text(&same, &s.start, LANG_EN);
    ASSERT_HAS(text, "(each phase's two threats are the other phase's mates)");
    free(text);
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

/* One man's mate named in two phases is written once, with the disambiguation one
 * of them needs: D. Bannyj 1992 (problems/pseudo-le-grand-miss-man.fen), the try
 * 1.Qf2? threatens 2.Nd6# (Nf5, the only knight that reaches d6 there), after the
 * key 1.Nxc4! the same knight's 2.Nfd6# answers 1...Bxd5. Was "its threat
 * 2.Nd6#/Nfd6#", which reads as two mates, a dual (solver/report/README.md). */
START_TEST(one_mans_mate_written_once)
{
    Solution s;
    Analysis A;
    entry_of_fen("b3R3/8/1K2P1n1/3RPN1q/2p1kp1P/1BPpN2P/Q5PB/3r4 w - -", THEME_DOMBROVSKIS, &s, &A);
    char *all = entries_text(&A, THEME_DOMBROVSKIS, &s.start, LANG_EN);
    ASSERT_HAS(all, "(the refutation 1...Bxd5! of 1.Qf2? is met after the key by that try's threat 2.Nfd6#)");
    ck_assert_msg(strstr(all, "Nd6#/") == NULL, "%s", all);
    free(all);
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

/* A Zagoruiko's threat cell shows the threat of its phase and says why its defence
 * is not in that phase's play (polgar-1635: 1.Kb8! (2.Qd5#) does not list 1...Ke6,
 * met by the threat). The block had no threat, the words no cell. */
START_TEST(zagoruiko_threat_cell_says_the_threat)
{
    static const struct { Lang lang; const char *want; } cases[] = {
        { LANG_EN, "1.Kb8! (2.Qd5#) 1...Ke6 2.Qd5# 1...e6 2.Qc7# (each of its 2 defences is met by another mate in each "
                   "of its 3 phases; 1...Ke6 does not parry the threat of 1.Kb8!, which mates there)" },
        { LANG_DE, "1...Ke6 pariert die Drohung von 1.Kb8! nicht, die dort mattsetzt)" },
    };
    const char *fen = "K7/1Q2p3/3k4/1p3R2/8/3N4/8/8 w - -";
    Solution s;
    Analysis A;
    ck_assert_int_eq(entry_of_fen(fen, THEME_ZAGORUIKO, &s, &A)->blocks[0].threats.n, 0); /* no cell in the tries */
    analysis_free(&A);
    solution_free(&s);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        assert_entry_says(fen, THEME_ZAGORUIKO, cases[i].lang, cases[i].want);
}
END_TEST

/* A threat correction's random move of two refutations, which the tries of the default
 * --refutations 1 leave out, is said not to be among them, as Dombrovskis says it
 * (polgar-2440, ten Cate's: 1.Bg3? (2.Qe1#) but 1...Kd2! 1...Bb4!); listed with
 * --refutations 2, nothing is said. Was said by Dombrovskis only. */
START_TEST(threat_correction_says_why_a_try_of_two_refutations)
{
    static const char *const why = "1.Bg3? is not among the tries above, which fail to one reply: it fails to two, "
                                   "and threat correction counts random moves refuted by up to two defences)";
    for (int refutations = 1; refutations <= 2; refutations++) {
        Position pos = test_position("8/8/8/5K2/7N/bR6/4k3/4B2Q w - -");
        SolveOptions o;
        solve_options_default(&o);
        o.max_refutations = refutations;
        Solution s;
        solve(&pos, &o, &s);
        Analysis A;
        analysis_init(&A);
        analysis_build(&A, &s);
        char *all = entries_text(&A, THEME_THREAT_CORRECTION, &s.start, LANG_EN);
        ck_assert_msg((strstr(all, why) != NULL) == (refutations == 1), "--refutations %d: %s", refutations, all);
        free(all);
        analysis_free(&A);
        solution_free(&s);
    }
}
END_TEST

/* Several random moves of two refutations are said in one clause, not one clause each
 * (problems/schiffmann-king.fen: 1.Nc7? and 1.Nb6? fail to 1...Bg2! 1...Nb7!). Was
 * "1.Nc7? is not among the tries above, ...; 1.Nb6? is not among the tries above, ...". */
START_TEST(threat_correction_says_its_tries_of_two_refutations_once)
{
    static const struct { Lang lang; const char *want, *not; } cases[] = {
        { LANG_EN, "1.Nc7? 1.Nb6? are not among the tries above, which fail to one reply: they fail to two,",
          "is not among" },
        { LANG_DE, "1.Sc7? 1.Sb6? stehen nicht unter den Verführungen oben", "steht nicht" },
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        char *text = text_of_file("schiffmann-king", cases[c].lang);
        ASSERT_HAS(text, cases[c].want);
        ck_assert_msg(strstr(text, cases[c].not) == NULL, "one clause a move:\n%s", text);
        free(text);
    }
}
END_TEST

/* Two instances of one theme on the same phases each say what makes them: L. Lačný, Magyar
 * Sakkélet 1955 (themes-labels tn-459) has two white corrections of the knight d4, one
 * whose random moves fail to 1...Kd5!, one whose fail to 1...Kd3!. The second read
 * "the same play as white correction", the shortcut meant for another theme's entry. */
START_TEST(one_theme_twice_on_one_play_says_each)
{
    char *text = text_of("7Q/2qR4/2rnP3/2B2p2/BPkNp1N1/2p1pp2/2rn4/2bR3K w - -", LANG_EN);
    ASSERT_HAS(text, "  white correction (2):\n");
    ASSERT_HAS(text, "(the random moves 1.Nb3? 1.Nxc6? of Nd4 fail");
    ASSERT_HAS(text, "(the random moves 1.Nb5? 1.Nxc2? of Nd4 fail");
    ck_assert_msg(strstr(text, "the same play as white correction") == NULL, "%s", text);
    ASSERT_HAS(text, "  Lačný (4): the same play as cyclic change (4)\n"); /* another theme's: kept */
    free(text);
}
END_TEST

Suite *report_phases_each_suite(void)
{
    Suite *s = suite_create("report_phases_each");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, anti_dombrovskis_names_the_key_s_defence);
    tcase_add_test(tc, odessa_says_other_defences_only_when_other);
    tcase_add_test(tc, one_mans_mate_written_once);
    tcase_add_test(tc, zagoruiko_threat_cell_says_the_threat);
    tcase_add_test(tc, threat_correction_says_why_a_try_of_two_refutations);
    tcase_add_test(tc, threat_correction_says_its_tries_of_two_refutations_once);
    tcase_add_test(tc, one_theme_twice_on_one_play_says_each);
    suite_add_tcase(s, tc);
    return s;
}
