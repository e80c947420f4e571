/* test_report_languages.c - the report's words in Italian, German and French
 * (GNU gettext): whatever the locale, plurals and contexts, twin lines, sentences
 * joined as each language joins them (the catalogues themselves:
 * test_report_catalogues.c). Run from tests/. */
#include <check.h>
#include <ctype.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/cli/options.h"
#include "solver/report/json.h"
#include "solver/report/json_text.h"
#include "solver/report/text.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "themes/theme_table.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"

#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"
#define POLGAR_484 "4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -"
#define BACK_RANK  "6k1/5ppp/8/8/8/8/8/R3K3 w - -"
#include "tests/solver/report/report_helpers.h"

/* ---- the report's words in Italian, German and French (GNU gettext) ---- */

/* --lang decides the language whatever the user's locale: glibc reads LANGUAGE
 * only outside the "C" locale, which is what a clean environment gives. */
START_TEST(tr_whatever_the_locale)
{
    clearenv();
    setenv("LC_ALL", "C", 1);
    setenv("LANGUAGE", "fr", 1); /* the user's choice must not leak into --lang it */
    setenv("LANG", "de_DE.UTF-8", 1);
    ck_assert_str_eq(tr(LANG_IT, "threat"), "minaccia");
    ck_assert_str_eq(tr(LANG_DE, "threat"), "Drohung");
    ck_assert_str_eq(tr(LANG_FR, "threat"), "menace");
    ck_assert_str_eq(tr(LANG_EN, "threat"), "threat");
    ck_assert_str_eq(tr(LANG_IT, "Set play:"), "Gioco apparente:");
    ck_assert_str_eq(tr(LANG_DE, "key-sacrifice"), "Opferschlüssel");
    ck_assert_str_eq(tr(LANG_FR, "rook"), "tour");
    ck_assert_str_eq(tr(LANG_IT, "no such message"), "no such message");
}
END_TEST

/* Every word of the report, from the play to the verdict, in each language. */
START_TEST(text_in_three_languages)
{
    static const struct { Lang lang; const char *words[8]; } want[] = {
        { LANG_IT, { "1.Tb7! (2.Tb8#)", "1.Td7? zugzwang", "   ma 1...Ac8!", "\nGioco apparente:\n",
                     "\nAnalisi:\n  blocco con minaccia: ogni mossa nera ha un matto apparente, eppure"
                     " 1.Tb7! minaccia 2.Tb8#\n", "  chiave di sacrificio: 1.Tb7! offre la torre bianca b7 alla cattura: 1...Axb7\n",
                     "\ncorretto\n", " nodi, " } },
        { LANG_DE, { "1.Tb7! (2.Tb8#)", "1.Td7? Zugzwang", "   aber 1...Lc8!", "\nSatzspiel:\n",
                     "\nAnalyse:\n  Blockdrohung: jeder schwarze Zug hat ein Satzmatt, doch"
                     " 1.Tb7! droht 2.Tb8#\n", "  Opferschlüssel: 1.Tb7! bietet den weißen Turm b7 zum Schlagen an: 1...Lxb7\n",
                     "\nkorrekt\n", " Knoten, " } },
        /* French: a no-break space (U+00A0) before ':' */
        { LANG_FR, { "1.Tb7! (2.Tb8#)", "1.Td7? zugzwang", "   mais 1...Fc8!", "\nJeu apparent\u00a0:\n",
                     "\nAnalyse\u00a0:\n  bloc-menace\u00a0: chaque coup noir a un mat apparent, mais"
                     " 1.Tb7! menace 2.Tb8#\n", "  clé de sacrifice\u00a0: 1.Tb7! offre la tour blanche b7 à la prise\u00a0: 1...Fxb7\n",
                     "\ncorrect\n", " nœuds, " } },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = text_of_file("key-sacrifice", want[i].lang);
        for (size_t j = 0; j < 8; j++)
            ASSERT_HAS(t, want[i].words[j]);
        free(t);
    }
    char *t = text_of("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -", LANG_IT); /* polgar-484 */
    ASSERT_HAS(t, "\ndemolito (");
    ASSERT_HAS(t, " chiavi)\n");
    free(t);
    t = text_of("6k1/5ppp/8/8/8/8/8/R3K3 w - -", LANG_DE);
    ASSERT_HAS(t, "\nKurzlösung 1.Ta8#\n");
    free(t);
    t = text_of("1Q6/8/8/8/8/k2K4/8/8 b - -", LANG_FR);
    ASSERT_HAS(t, " trait aux Noirs   ");
    free(t);
}
END_TEST

/* Plural forms (ngettext) and words in a context (pgettext), in each language. */
START_TEST(tr_plurals_and_contexts)
{
    /* none: the form for 0, singular in French as French says "0 essai" */
    static const struct { Lang lang; const char *one, *two, *none, *role, *twin; } want[] = {
        { LANG_EN, "%d new dual", "%d new duals", "%d new duals", "try", "rotate" },
        { LANG_IT, "%d nuovo duale", "%d nuovi duali", "%d nuovi duali", "tentativo", "ruota" },
        { LANG_DE, "%d neuer Dual", "%d neue Duale", "%d neue Duale", "Verführung", "Drehung" },
        { LANG_FR, "%d nouveau dual", "%d nouveaux duals", "%d nouveau dual", "essai", "rotation" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        Lang l = want[i].lang;
        ck_assert_str_eq(tr_n(l, "%d new dual", "%d new duals", 1), want[i].one);
        ck_assert_str_eq(tr_n(l, "%d new dual", "%d new duals", 2), want[i].two);
        ck_assert_str_eq(tr_n(l, "%d new dual", "%d new duals", 0), want[i].none);
        ck_assert_str_eq(tr_c(l, "economy role", "try"), want[i].role);
        ck_assert_str_eq(tr_c(l, "twinning", "rotate"), want[i].twin);
        /* Unknown messages and contexts come back as they are. */
        ck_assert_str_eq(tr_c(l, "twinning", "no such word"), "no such word");
        ck_assert_str_eq(tr_c(l, "no such context", "move"), "move");
        ck_assert_str_eq(tr_n(l, "no such %d", "no such %ds", 3), "no such %ds");
    }
    /* A word means one thing in its context and another outside it. */
    ck_assert_str_eq(tr(LANG_DE, "Set play:"), "Satzspiel:");
    ck_assert_str_eq(tr_c(LANG_DE, "economy role", "set play"), "Satzspiel");
}
END_TEST

/* A twin's heading as problemists write it (Popeye's own solution output,
 * output/plaintext/twinning.c: "wBb6-->d5", "-wSc3", "+bPe4"): the man that
 * moves or goes named from the board the twinning was applied to (base),
 * arrows, the language's letters; the record keeps Popeye's words. */
START_TEST(twin_lines_in_three_languages)
{
#define KQ "1Q6/8/8/8/8/k2K4/8/8"      /* Kd3 Qb8, ka3 */
#define KQR "1Q6/8/3r4/8/8/k2K4/8/8"   /* and rd6 */
    static const struct { const char *twinning, *base; Lang lang; const char *line; } cases[] = {
        { "move d3 c3", KQ, LANG_EN, "b) Kd3→c3\n" },
        { "move d3 c3", KQ, LANG_IT, "b) Rd3→c3\n" },
        { "move d3 c3", KQ, LANG_DE, "b) Kd3→c3\n" },
        { "move d3 c3", KQ, LANG_FR, "b) Rd3→c3\n" },
        { "move d3 c3", NULL, LANG_EN, "b) d3→c3\n" }, /* no board: the squares alone */
        { "add black Sa1 Pb3c4", KQ, LANG_EN, "b) +bNa1 +bPb3 +bPc4\n" },
        { "add black Sa1 Pb3c4", KQ, LANG_IT, "b) +nCa1 +nPb3 +nPc4\n" },
        { "add black Sa1 Pb3c4", KQ, LANG_DE, "b) +sSa1 +sBb3 +sBc4\n" },
        { "add black Sa1 Pb3c4", KQ, LANG_FR, "b) +nCa1 +nPb3 +nPc4\n" },
        { "continued substitute S B", KQ, LANG_IT, "b) da a): C→A\n" },
        { "continued substitute S B", KQ, LANG_DE, "b) aus a): S→L\n" },
        { "remove d6 add white Qa7", KQR, LANG_FR, "b) -Td6, +bDa7\n" },
        { "remove d6 add white Qa7", KQR, LANG_EN, "b) -Rd6, +wQa7\n" },
        { "move b8 b7 move b7 c7", KQ, LANG_EN, "b) Qb8→b7, Qb7→c7\n" }, /* each from the board so far */
        { "exchange e2 g1 rotate 90", KQ, LANG_DE, "b) e2↔g1, Drehung 90°\n" },
        { "mirror a1<-->h1 shift h1 g1", KQ, LANG_IT, "b) specchia a1↔h1, trasla h1→g1\n" },
        { "polishtype", KQ, LANG_FR, "b) échange de couleurs\n" },
        { "polishtype", KQ, LANG_EN, "b) Polish type\n" }, /* was Popeye's word, "b) polishtype" */
        { "polishtype", KQ, LANG_DE, "b) Farbwechsel\n" },
        { "polishtype", KQ, LANG_IT, "b) tipo polacco\n" },
        { "stipulation #2", KQ, LANG_DE, "b) Forderung #2\n" },
        { "diagram", NULL, LANG_IT, "b) diagramma\n" },
        /* fairy words and codes as they are: they are error records anyway */
        { "condition madrasi", KQ, LANG_FR, "b) condition madrasi\n" },
        { "add white Ge4 Royal", KQ, LANG_IT, "b) +bGe4, Royal\n" },
        /* a twin whose line could not be read: no "b) " alone (its message follows) */
        { "", KQ, LANG_EN, "b) (cannot be read)\n" },
        { "", NULL, LANG_DE, "b) (nicht lesbar)\n" },
        { "", NULL, LANG_FR, "b) (illisible)\n" },
        { "", NULL, LANG_IT, "b) (illeggibile)\n" },
    };
#undef KQ
#undef KQR
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Problem base = { 0 }; /* the board as a reader hands it over */
        char err[128];
        ck_assert(!cases[i].base || fen_parse_line(cases[i].base, &base, err, sizeof err) == 0);
        Problem pb = { .twin = (char *)"b", .twinning = (char *)cases[i].twinning, .twin_base = cases[i].base ? base.pos.board : NULL };
        char *text = NULL;
        size_t len = 0;
        FILE *out = open_memstream(&text, &len);
        ck_assert_ptr_nonnull(out);
        twin_text_line(out, &pb, cases[i].lang);
        fclose(out);
        ck_assert_str_eq(text, cases[i].line);
        free(text);
        problem_free(&base);
    }
}
END_TEST

/* What the report joins in a sentence, joined as the language writes it: the
 * men of a list ("Lc1 und Df5", "Da1, Tg3 e Tb7"; English keeps its spaces), the
 * title of a theme set off by the language's quotes ("wie „zyklischer
 * Mattwechsel (3)“"), the forms of a number ("derselbe Schlüssel: 1.Kc3"), and the
 * theme "threat" named as a threat problem, not as the key's threat. */
/* Text t with every run of spaces and newlines made one space: what a sentence
 * says, wherever the report wraps it (freed by the caller). */
static char *collapsed(const char *t)
{
    char *c = malloc(strlen(t) + 1), *o = c;
    ck_assert_ptr_nonnull(c);
    for (const char *p = t; *p; p++)
        if (!isspace((unsigned char)*p))
            *o++ = *p;
        else if (o == c || o[-1] != ' ')
            *o++ = ' ';
    *o = '\0';
    return c;
}

/* Whether the report t says sentence want, wrapped anywhere. */
#define ASSERT_SAYS(t, want)                                                         \
    do {                                                                             \
        char *t_ = collapsed(t), *w_ = collapsed(want);                              \
        ck_assert_msg(strstr(t_, w_) != NULL, "no '%s' in:\n%s", w_, t);              \
        free(t_);                                                                    \
        free(w_);                                                                    \
    } while (0)

START_TEST(sentences_in_the_language)
{
    static const struct { Lang lang; const char *men, *three, *same, *one_key, *keys, *threat; } want[] = {
        { LANG_EN, "opens the lines of Bc1 and Qf5)", "opens the lines of Qa1, Rg3 and Rb7)",
          "  Lačný (3): the same play as cyclic change (3)\n", "same key:", "same keys:", "threat problem" },
        { LANG_DE, "öffnet die Linien von Lc1 und Df5)", "die Linien von Da1, Tg3 und Tb7)",
          "  Lačný (3): dasselbe Spiel wie \u201ezyklischer Mattwechsel (3)\u201c\n", "derselbe Schlüssel:",
          "dieselben Schlüssel:", "Drohproblem" },
        { LANG_IT, "apre le linee di Ac1 e Df5)", "le linee di Da1, Tg3 e Tb7)",
          "  Lačný (3): lo stesso gioco di \u00abcambio ciclico (3)\u00bb\n", "stessa chiave:", "stesse chiavi:",
          "problema di minaccia" },
        { LANG_FR, "ouvre les lignes de Fc1 et Df5)", "les lignes de Da1, Tg3 et Tb7)",
          "  Lačný (3)\u00a0: le même jeu que \u00ab\u00a0changement cyclique (3)\u00a0\u00bb\n", "même clé\u00a0:",
          "mêmes clés\u00a0:", "problème à menace" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        Lang l = want[i].lang;
        char *t = text_of_file("changed-mates-try", l);
        ASSERT_SAYS(t, want[i].men);
        free(t);
        t = text_of_file("threat-correction-miss-arrival", l);
        ASSERT_SAYS(t, want[i].three);
        free(t);
        t = text_of_file("cyclic-change-threat", l);
        ASSERT_HAS(t, want[i].same);
        free(t);
        ck_assert_str_eq(tr_n(l, "same key:", "same keys:", 1), want[i].one_key);
        ck_assert_str_eq(tr_n(l, "same key:", "same keys:", 2), want[i].keys);
        ck_assert_str_eq(theme_words("threat", l), want[i].threat);
    }
    /* The key's threat keeps its word. */
    ck_assert_str_eq(tr(LANG_DE, "threat"), "Drohung");
}
END_TEST

Suite *report_languages_suite(void);
Suite *report_languages_suite(void)
{
    Suite *s = suite_create("report_languages");
    TCase *t = tcase_create("languages");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, tr_whatever_the_locale);
    tcase_add_test(t, text_in_three_languages);
    tcase_add_test(t, tr_plurals_and_contexts);
    tcase_add_test(t, twin_lines_in_three_languages);
    tcase_add_test(t, sentences_in_the_language);
    suite_add_tcase(s, t);
    return s;
}
