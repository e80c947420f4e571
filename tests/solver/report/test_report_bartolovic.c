/* test_report_bartolovic.c - the Analysis line of a Bartolović: its phases with
 * a man's moves met alike as one, which phase changes and keeps which mate of the
 * first, its words when the phases' roles cannot be read, one entry for a grid;
 * in four languages. Run from tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/phases_text.h"
#include "themes/analysis.h"
#include "tests/test_helpers.h"
#include "tests/solver/report/report_helpers.h"

static const Lang LANGS[] = { LANG_EN, LANG_DE, LANG_IT, LANG_FR };

/* A Bartolović writes the moves of one man met by the same mates as one line, as a
 * Zagoruiko does, in its phases and in its words, and its one phase keeping both
 * mates in the singular, in four languages (problems/bartolovic.fen:
 * 1...Ra2/Rb2/Rf2 2.Qd1#). The Arnhem's German words: the tries exchange
 * ("vertauschen") a defence and a refutation. */
START_TEST(bartolovic_writes_a_group_once)
{
    const char *want[][2] = {
        { "1.Nc3? 1...Ra2/Rb2/Rf2 2.Qd1# 1...Rd4 2.Qe2#", "(1.Nc3? meets 1...Ra2/Rb2/Rf2 with 2.Qd1# and" },
        { "1.Sc3? 1...Ta2/Tb2/Tf2 2.Dd1# 1...Td4 2.De2#", "(1.Sc3? beantwortet 1...Ta2/Tb2/Tf2 mit 2.Dd1# und" },
        { "1.Cc3? 1...Ta2/Tb2/Tf2 2.Dd1# 1...Td4 2.De2#", "(1.Cc3? risponde a 1...Ta2/Tb2/Tf2 con 2.Dd1# e" },
        { "1.Cc3? 1...Ta2/Tb2/Tf2 2.Dd1# 1...Td4 2.De2#", "(1.Cc3? répond à 1...Ta2/Tb2/Tf2 par 2.Dd1# et" },
    };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of_file("bartolovic", LANGS[l]), *text = flat(report);
        for (int i = 0; i < 2; i++)
            ck_assert_msg(strstr(text, want[l][i]), "'%s' not in:\n%s", want[l][i], report);
        free(text), free(report);
    }
    char *report = text_of_file("arnhem", LANG_DE), *text = flat(report);
    const char *de = "(die Verführungen vertauschen eine Parade und eine Widerlegung; auf die Parade folgt in jeder dasselbe Matt)";
    ck_assert_msg(strstr(text, de), "'%s' not in:\n%s", de, report);
    free(text), free(report);
}
END_TEST

/* A Bartolović says which phase changes which mate of the first phase (themes/README.md,
 * bartolovic: 1.X a 2.A, b 2.B / 1.Y a 2.C, b 2.B / 1.Z a 2.A, b 2.D): polgar-2271
 * (problems/bartolovic.fen) in four languages; polgar-2139, whose Y phases are the
 * set play and a try; polgar-2813, whose X is the set play and four phases Z. */
START_TEST(bartolovic_pairs_phases_and_mates)
{
    const char *want[] = {
        "(1.Nc3? meets 1...Ra2/Rb2/Rf2 with 2.Qd1# and 1...Rd4 with 2.Qe2#; 1.Nf4! changes 2.Qd1# and keeps "
        "2.Qe2#; 1.Ne3? changes 2.Qe2# and keeps 2.Qd1#)",
        "(1.Sc3? beantwortet 1...Ta2/Tb2/Tf2 mit 2.Dd1# und 1...Td4 mit 2.De2#; 1.Sf4! ändert 2.Dd1# und behält "
        "2.De2#; 1.Se3? ändert 2.De2# und behält 2.Dd1#)",
        "(1.Cc3? risponde a 1...Ta2/Tb2/Tf2 con 2.Dd1# e a 1...Td4 con 2.De2#; 1.Cf4! cambia 2.Dd1# e mantiene "
        "2.De2#; 1.Ce3? cambia 2.De2# e mantiene 2.Dd1#)",
        "(1.Cc3? répond à 1...Ta2/Tb2/Tf2 par 2.Dd1# et à 1...Td4 par 2.De2#\u00a0; 1.Cf4! change 2.Dd1# et garde "
        "2.De2#\u00a0; 1.Ce3? change 2.De2# et garde 2.Dd1#)",
    };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of_file("bartolovic", LANGS[l]), *text = flat(report);
        ck_assert_msg(strstr(text, want[l]), "'%s' not in:\n%s", want[l], report);
        free(text), free(report);
    }
    static const struct { const char *fen, *want; } MORE[] = {
        { "8/1n6/2R2n2/1P1k4/5Q2/5K2/8/8 w - -",
          "(1.Qb4? meets 1...Nc5 with 2.Qxc5# and 1...Nd6 with 2.Qxd6#; the set play and 1.b6? change 2.Qxc5# "
          "and keep 2.Qxd6#; 1.Qe3! changes 2.Qxd6# and keeps 2.Qxc5#)" },
        { "2n1Q3/2k5/K7/2BB4/8/8/8/8 w - -",
          "(the set play meets 1...Nd6 with 2.Bb6# and 1...Kb8 with 2.Bd6#; 1.Be7? changes 2.Bb6# and keeps 2.Bd6#; "
          "1.Be3? 1.Bf2? 1.Bg1? 1.Bd4! change 2.Bd6# and keep 2.Bb6#)" },
    };
    for (size_t i = 0; i < sizeof MORE / sizeof *MORE; i++) {
        char *report = text_of(MORE[i].fen, LANG_EN), *text = flat(report);
        ck_assert_msg(strstr(text, MORE[i].want), "'%s' not in:\n%s", MORE[i].want, report);
        free(text), free(report);
    }
}
END_TEST

/* The text of problems/bartolovic.fen's Bartolović with its first two blocks
 * swapped (the key 1.Nf4! first, 1.Ne3? then changes both of its mates, so no
 * phase is X, Y or Z of the first) and, when cut, the second block's lines but
 * its first (1.Nc3? then meets one defence only), into want's check. */
static void swapped_bartolovic_says(const char *const *want, bool cut)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_file("bartolovic", THEME_BARTOLOVIC, &s, &A);
    ck_assert_msg(e->nblocks == 3, "no Bartolović of three phases");
    ThemeBlock blocks[3] = { e->blocks[1], e->blocks[0], e->blocks[2] };
    if (cut)
        blocks[1].variations.n = 1;
    ThemeEntry swapped = *e;
    swapped.blocks = blocks;
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *line = NULL;
        size_t n = 0;
        FILE *f = open_memstream(&line, &n);
        ck_assert_ptr_nonnull(f);
        ck_assert(phases_text_entry(f, &swapped, &s.start, LANGS[l]));
        fclose(f);
        char *text = flat(line);
        ck_assert_msg(strstr(text, want[l]), "'%s' not in:\n%s", want[l], line);
        free(text), free(line);
    }
    analysis_free(&A), solution_free(&s);
}

/* A Bartolović whose phases' roles cannot be read says each defence's mates and
 * the phases of each (as an entry of several instances does, sport-16's grid). */
START_TEST(bartolovic_unread_roles_say_each_defence_s_mates)
{
    const char *want[] = {
        "(1...Ra2/Rb2/Rf2 2.Nd3# after 1.Nf4!, 2.Qd1# after 1.Nc3? 1.Ne3?; 1...Rd4 2.Qe2# after 1.Nf4! 1.Nc3?, "
        "2.Nc2# after 1.Ne3?; each phase keeps one of the two mates of another phase and changes the other)",
        "(1...Ta2/Tb2/Tf2 2.Sd3# nach 1.Sf4!, 2.Dd1# nach 1.Sc3? 1.Se3?; 1...Td4 2.De2# nach 1.Sf4! 1.Sc3?, "
        "2.Sc2# nach 1.Se3?; jede Phase behält eines der beiden Matts einer anderen Phase und ändert das andere)",
        "(1...Ta2/Tb2/Tf2 2.Cd3# dopo 1.Cf4!, 2.Dd1# dopo 1.Cc3? 1.Ce3?; 1...Td4 2.De2# dopo 1.Cf4! 1.Cc3?, "
        "2.Cc2# dopo 1.Ce3?; ogni fase mantiene uno dei due matti di un'altra fase e cambia l'altro)",
        "(1...Ta2/Tb2/Tf2 2.Cd3# dans 1.Cf4!, 2.Dd1# dans 1.Cc3? 1.Ce3?\u00a0; 1...Td4 2.De2# dans 1.Cf4! 1.Cc3?, "
        "2.Cc2# dans 1.Ce3?\u00a0; chaque phase garde l'un des deux mats d'une autre phase et change l'autre)",
    };
    swapped_bartolovic_says(want, false);
}
END_TEST

/* A Bartolović whose phases' roles cannot be read, one phase meeting one of its
 * defences only, still says what it is: the scheme's words, not nothing
 * (phases_why_bartolovic returns false). */
START_TEST(bartolovic_unread_roles_say_the_scheme)
{
    const char *want[] = {
        "(one phase meets two defences with two mates; two other phases each change one of them and keep the other)",
        "(eine Phase beantwortet zwei Paraden mit zwei Matts; zwei andere Phasen ändern je eines davon und behalten das "
        "andere)",
        "(una fase risponde a due difese con due matti; altre due fasi cambiano ciascuna uno di essi e mantengono "
        "l'altro)",
        "(une phase répond à deux défenses par deux mats\u00a0; deux autres phases changent chacune l'un d'eux et "
        "gardent l'autre)",
    };
    swapped_bartolovic_says(want, true);
}
END_TEST

/* One Bartolović per pair of defences (SPEC's instance, themes/DECISIONS.md): L.
 * Salai sr.'s grid (Československý šport 1961, themes-labels sport-16), three mates
 * of 1...hxg6 by three of 1...Kxg6 over the set play, seven tries and the key, is
 * one entry, its phases in the solution's order, its words each defence's mates
 * with their phases (was eight entries, one per pair of mates of a first phase). */
START_TEST(bartolovic_grid_says_each_defence_s_mates)
{
    const char *want = "(1...hxg6 2.Qh2# in the set play and after 1.Qa2? 1.Qb2? 1.Qe2?, 2.Qh3# after 1.Qb3? 1.Qc3? "
                       "1.Qd3?, 2.Qh1# after 1.Qc1? 1.Qb1!; 1...Kxg6 2.Qc6# in the set play and after 1.Qc1? 1.Qc3?, "
                       "2.Qa6# after 1.Qa2? 1.Qd3? 1.Qe2?, 2.Qb6# after 1.Qb2? 1.Qb3? 1.Qb1!; each phase keeps one "
                       "of the two mates of another phase and changes the other)";
    char *report = text_of("3N4/6pp/6Pk/3p4/3PpKP1/8/2Q5/8 w - -", LANG_EN), *text = flat(report);
    const char *at = strstr(report, "Bartolovi"); /* the report is long: its Bartolović part */
    ck_assert_msg(at && !strstr(text, "Bartolović ("), "not one entry:\n%.1500s", at ? at : report);
    ck_assert_msg(strstr(text, "Bartolović: set 1...hxg6 2.Qh2# 1...Kxg6 2.Qc6#; 1.Qa2?"), "%.1500s", at);
    ck_assert_msg(strstr(text, want), "'%s' not in:\n%.1500s", want, at);
    free(text), free(report);
}
END_TEST

Suite *report_bartolovic_suite(void)
{
    Suite *s = suite_create("report_bartolovic");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, bartolovic_writes_a_group_once);
    tcase_add_test(tc, bartolovic_pairs_phases_and_mates);
    tcase_add_test(tc, bartolovic_unread_roles_say_each_defence_s_mates);
    tcase_add_test(tc, bartolovic_unread_roles_say_the_scheme);
    tcase_add_test(tc, bartolovic_grid_says_each_defence_s_mates);
    suite_add_tcase(s, tc);
    return s;
}
