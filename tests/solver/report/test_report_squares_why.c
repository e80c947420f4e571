/* test_report_squares_why.c - a theme of one key over several squares names
 * each of them in what makes it (issue 21 §7), in four languages: Somov B1 and
 * Barulin over two squares, Schiffmann and Nietvelt pinning men on two. Run from
 * tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/themes_text.h"
#include "tests/solver/report/report_helpers.h"

/* The Analysis of fen in lang, flattened (one space for each run of blanks). */
static char *analysis_flat(const char *fen, Lang lang)
{
    char *report = text_of(fen, lang);
    const char *a = strstr(report, tr(lang, "Analysis:"));
    ck_assert_ptr_nonnull(a);
    char *text = flat(a);
    free(report);
    return text;
}

/* Two constructions, not published problems, made from labelled ones by one
 * man so that their entry has two squares (no problem of problems/, dev.epd or
 * themes-labels.yaml has): sport-61 (Somov B1 on f6) with a white bishop on c1,
 * whose 1...exd5 and 1...exf5 open Rh6's rank onto d6 and f6; Banaszek's
 * theme A (problems/barulin.fen, on c5) with its Re1 on e8, where c5 and d5 are
 * each guarded by two white lines. 56a389b wrote the squares' sentences; until
 * now no test read them. */
START_TEST(somov_b1_and_barulin_name_each_square)
{
    static const char *const somov = "8/2n5/n3p2R/3PkB1K/1bR1bN1N/3pQpp1/8/2B5 w - -";
    static const char *const barulin = "4R2B/K3N1qr/1p1P4/1P1B2R1/3k1pN1/bP1r2p1/2Qnn3/8 w - -";
    static const struct { const char *fen; Lang lang; const char *part; } want[] = {
        { somov, LANG_EN,
          "(the defences open other guards of d6 and f6, so the mates may shut off Rh6, White's own guards of them)" },
        { somov, LANG_DE,
          "(die Paraden öffnen weitere Deckungen von d6 und f6, sodass die Matts die eigenen weißen Deckungen dieser"
          " Felder durch Th6 abschneiden dürfen)" },
        { somov, LANG_FR,
          "(les défenses ouvrent d'autres gardes de d6 et f6, si bien que les mats peuvent intercepter les gardes"
          " blanches de Th6 sur ces cases)" },
        { somov, LANG_IT,
          "(le difese aprono altri controlli di d6 e f6, così i matti possono intercettare i controlli bianchi di Th6"
          " su quelle case)" },
        { barulin, LANG_EN, "(two white lines guard each of c5 and d5: a threat shuts off one, a defence the other)" },
        { barulin, LANG_DE,
          "(zwei weiße Linien decken jedes der Felder c5 und d5: eine Drohung verstellt die eine, eine Parade die"
          " andere)" },
        { barulin, LANG_FR,
          "(deux lignes blanches gardent chacune des cases c5 et d5\u00a0: une menace intercepte l'une, une défense"
          " l'autre)" },
        { barulin, LANG_IT,
          "(due linee bianche controllano ciascuna delle case c5 e d5: una minaccia intercetta l'una, una difesa"
          " l'altra)" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = analysis_flat(want[i].fen, want[i].lang);
        ASSERT_HAS(t, want[i].part);
        free(t);
    }
}
END_TEST

/* Schiffmann and Nietvelt defences name the square of each man they pin: the
 * text named the first alone ("the defence pins its own man on e5"). No problem
 * chiave knows has several such men (problems/, dev.epd, themes-labels.yaml, and
 * none of some 250,000 variations of problems/schiffmann*.fen and nietvelt.fen
 * by one or two men), so schiffmann-triple's entry (1...Qxe5, Rxe5, Nxe5, each
 * pinned on e5) is given a second man, on f5, to read the sentence of several. */
START_TEST(self_pins_name_each_man)
{
    static const char *const want[] = {
        "(the defences pin their own men on e5 and f5, each on a line the threat would cut; the mates exploit the"
        " pins)",
        "(le difese inchiodano propri pezzi in e5 e f5, ciascuno su una linea che la minaccia intercetterebbe; i"
        " matti sfruttano le inchiodature)",
        "(die Paraden fesseln eigene Steine auf e5 und f5, jeden auf einer Linie, die die Drohung verstellen würde;"
        " die Matts nutzen die Fesselungen)",
        "(les défenses clouent leurs propres pièces en e5 et f5, chacune sur une ligne que la menace intercepterait"
        "\u00a0; les mats exploitent les clouages)",
    };
    for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
        Solution s;
        Analysis A;
        ThemeEntry *e = (ThemeEntry *)entry_of_fen("Nq6/3pr3/2p3p1/2BkP1NR/1P2p3/1P1n4/6B1/1K2RQ2 w - -",
                                                    THEME_SCHIFFMANN, &s, &A);
        entry_square_add(e, EF_MEN, square_parse("f5"));
        char *text = NULL;
        size_t len = 0;
        FILE *out = open_memstream(&text, &len);
        ck_assert_ptr_nonnull(out);
        themes_text(out, &s, &A, lang);
        fclose(out);
        char *t = flat(text);
        ASSERT_HAS(t, want[lang]);
        free(t);
        free(text);
        analysis_free(&A);
        solution_free(&s);
    }
}
END_TEST

Suite *report_squares_why_suite(void);
Suite *report_squares_why_suite(void)
{
    Suite *s = suite_create("report_squares_why");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, somov_b1_and_barulin_name_each_square);
    tcase_add_test(tc, self_pins_name_each_man);
    suite_add_tcase(s, tc);
    return s;
}
