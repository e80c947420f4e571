/* test_report_men_words.c - the Analysis names the men of a key's pins and
 * unpins and of a Somov with their colour or piece, in four languages, as the
 * text report writes them. Run from tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/solver/report/report_helpers.h"

/* A key that pins or unpins says which men, with their colour, in a sentence:
 * it wrote "key pins: b7", "key unpins: Rg7", a square to a reader and no
 * colour (problems/key-pins.fen, key-unpins-attacker.fen; polgar-909 unpins
 * two black men). English names the man "on" its square ("the black bishop on
 * b7", not "the black bishop b7"); German, French and Italian as before. */
START_TEST(key_pins_name_their_men)
{
    static const struct { const char *name, *fen; Lang lang; const char *want; } cases[] = {
        { "key-pins", NULL, LANG_EN, "key pins: 1.Qa8! pins the black bishop on b7\n" },
        { "key-unpins-attacker", NULL, LANG_EN, "key unpins: 1.Ke6! unpins the white rook on g7\n" },
        { "key-unpins-attacker", NULL, LANG_DE, "Schlüssel entfesselt: 1.Ke6! entfesselt den weißen Turm g7\n" },
        { "key-unpins-attacker", NULL, LANG_FR, "clé déclouante\u00a0: 1.Re6! décloue la tour blanche g7\n" },
        { "key-unpins-attacker", NULL, LANG_IT, "la chiave schioda: 1.Re6! schioda la torre bianca g7\n" },
        { "key-pins", NULL, LANG_IT, "la chiave inchioda: 1.Da8! inchioda l'alfiere nero b7\n" },
        { "polgar-909", "k7/p1K5/1n1P4/3bq3/Q3B3/8/8/8 w - -", LANG_EN,
          "key unpins: 1.Qc6+! unpins the black pawn on a7 and the black bishop on d5\n" },
        /* a key that frees itself, taking its pinner along the pin line (C. Pelle's move):
         * it read "1.Qxd4! unpins the white queen on d4", the queen it moved */
        { "pelle", NULL, LANG_EN, "key unpins: 1.Qxd4! takes the man pinning it\n" },
        { "pelle", NULL, LANG_DE, "Schlüssel entfesselt: 1.Dxd4! schlägt den fesselnden Stein\n" },
        /* "of the pawn on f2" (English names a man's square with "on"; the others as they did) */
        { "albino", NULL, LANG_EN, "(the four moves of the pawn on f2, each in the play)" },
        { "albino", NULL, LANG_DE, "(die vier Züge des Bauern f2, jeder im Spiel)" },
        { "albino", NULL, LANG_FR, "(les quatre coups du pion f2, chacun dans le jeu)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *report = cases[i].fen ? text_of(cases[i].fen, cases[i].lang) : text_of_file(cases[i].name, cases[i].lang);
        ck_assert_msg(strstr(report, cases[i].want), "%s: %s", cases[i].name, report);
        free(report);
    }
}
END_TEST

/* Somov names the white line piece whose guard the mate shuts off (the entry's
 * "men"): polgar-1095's 1...Rxe8 2.Rd7# shuts Bb5 off e8, which the sentence
 * left unsaid ("so the mate may shut off White's own guard of it"). */
START_TEST(somov_names_the_guard_shut_off)
{
    static const struct { const char *name, *fen; Lang lang; const char *want; } cases[] = {
        { "polgar-1095", "2rk3r/p3RRp1/1b5p/1B2P3/8/6P1/P4P1P/6K1 w - -", LANG_EN,
          "(the defence blocks e8, so the mate may shut off Bb5, White's own guard of it)" },
        { "somov", NULL, LANG_DE,
          "(die Parade ist ein Selbstblock auf f3, sodass das Matt die eigene weiße Deckung des Feldes durch Tf8 "
          "abschneiden darf)" },
        { "somov-b1", NULL, LANG_FR, "si bien que le mat peut intercepter la garde blanche de Tg8 sur cette case)" },
        { "somov-b1", NULL, LANG_IT, "così il matto può intercettare il controllo bianco di Tg8 su quella casa)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *report = cases[i].fen ? text_of(cases[i].fen, cases[i].lang) : text_of_file(cases[i].name, cases[i].lang);
        char *text = flat(report);
        ck_assert_msg(strstr(text, cases[i].want), "%s: %s", cases[i].name, text);
        free(text);
        free(report);
    }
}
END_TEST

Suite *report_men_words_suite(void)
{
    Suite *s = suite_create("report_men_words");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, key_pins_name_their_men);
    tcase_add_test(tc, somov_names_the_guard_shut_off);
    suite_add_tcase(s, tc);
    return s;
}
