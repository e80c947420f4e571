/* test_repair_words.c - `repair`'s text in four languages: nothing to mend, the
 * versions' edits and what they kill, how many more, the duals left. Run from
 * tests/. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"
#include "tests/solver/aids/aids_helpers.h"
#include "tests/solver/aids/repair_helpers.h"
#include "tests/test_helpers.h"

/* The repair of fen (key in UCI or NULL) as text in lang, best versions; malloc'd. */
static char *repair_text(const char *fen, const char *key, Lang lang, int best, int *nversions)
{
    Repair r;
    Problem pb;
    repair_of_in(fen, key, 1, 0, lang, &r, &pb);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(out);
    repair_print(out, &pb, &r, best, lang);
    fclose(out);
    if (nversions)
        *nversions = r.nversions;
    repair_free(&r);
    problem_free(&pb);
    return text;
}

/* The words of repair, checked by hand: Polgar 307 needs nothing; with 1.Kc2
 * intended (a try with one variation, 1...Ka2, and its dual) the versions
 * kill 1.Kc3; Polgar 315 has one dual, which every version removes (it read
 * "0 duals left of 1"). */
static const struct {
    Lang lang;
    const char *nothing, *kc2_head, *kc2_kills, *tried, *sound_one, *sound_more, *no_dual, *one_more, *more;
} REPAIR_WORDS[] = {
    { LANG_EN, "Repair   1Q6/8/8/8/8/k2K4/8/8 w - -\nsound: 1.Kc3; intended key 1.Kc3 with 2 variations\n"
               "nothing to mend: sound with this key and no duals\n",
      "sound: 1.Kc3; intended key 1.Kc2 with 1 variation, 1 with a dual\n", ": kills 1.Kc3; makes 1.Kc2 the key; ",
      " versions one edit apart tried (", "1 sound with 1.Kc2\n", " sound with 1.Kc2\n", ": removes the dual; ",
      "(1 more: --versions 0 shows them all)\n", " more: --versions 0 shows them all)\n" },
    { LANG_IT, "Riparazione   1Q6/8/8/8/8/k2K4/8/8 w - -\ncorretto: 1.Rc3; chiave prevista 1.Rc3 con 2 varianti\n"
               "niente da riparare: corretto con questa chiave e senza duali\n",
      "corretto: 1.Rc3; chiave prevista 1.Rc2 con 1 variante, 1 con duale\n",
      ": elimina 1.Rc3; fa di 1.Rc2 la chiave; ", " versioni a una modifica di distanza provate (legali: ",
      "1 corretta con 1.Rc2\n", " corrette con 1.Rc2\n", ": elimina il duale; ",
      "(1 altra: --versions 0 le mostra tutte)\n", ": --versions 0 le mostra tutte)\n" },
    { LANG_DE, "Reparatur   1Q6/8/8/8/8/k2K4/8/8 w - -\nkorrekt: 1.Kc3; beabsichtigter Schlüssel 1.Kc3 mit 2 Abspielen\n"
               "nichts zu reparieren: korrekt mit diesem Schlüssel und ohne Duale\n",
      "korrekt: 1.Kc3; beabsichtigter Schlüssel 1.Kc2 mit 1 Abspiel, 1 mit Dual\n",
      ": beseitigt 1.Kc3; macht 1.Kc2 zum Schlüssel; ", " Fassungen eine Änderung entfernt geprüft (",
      "1 korrekt mit 1.Kc2\n", " korrekt mit 1.Kc2\n", ": beseitigt den Dual; ",
      "(1 weitere: --versions 0 zeigt alle)\n", " weitere: --versions 0 zeigt alle)\n" },
    { LANG_FR, "Réparation   1Q6/8/8/8/8/k2K4/8/8 w - -\ncorrect\u00a0: 1.Rc3\u00a0; clé prévue 1.Rc3 avec 2 variantes\n"
               "rien à réparer\u00a0: correct avec cette clé et sans duals\n",
      "correct\u00a0: 1.Rc3\u00a0; clé prévue 1.Rc2 avec 1 variante, 1 avec dual\n",
      "\u00a0: élimine 1.Rc3\u00a0; fait de 1.Rc2 la clé\u00a0; ", " versions à une modification près essayées (légales\u00a0: ",
      "1 correcte avec 1.Rc2\n", " correctes avec 1.Rc2\n", "\u00a0: supprime le dual\u00a0; ",
      "(1 de plus\u00a0: --versions 0 les montre toutes)\n", " de plus\u00a0: --versions 0 les montre toutes)\n" },
};

START_TEST(repair_text_in_four_languages)
{
    for (size_t i = 0; i < sizeof REPAIR_WORDS / sizeof *REPAIR_WORDS; i++) {
        Lang l = REPAIR_WORDS[i].lang;
        char *t = repair_text(POLGAR_307, NULL, l, 5, NULL);
        ck_assert_str_eq(t, REPAIR_WORDS[i].nothing);
        free(t);
        int n;
        t = repair_text(POLGAR_307, "d3c2", l, 2, &n);
        ASSERT_IN(t, REPAIR_WORDS[i].kc2_head);
        ASSERT_IN(t, REPAIR_WORDS[i].kc2_kills);
        ASSERT_IN(t, REPAIR_WORDS[i].tried);
        ck_assert_int_gt(n, 0);
        ASSERT_IN(t, n == 1 ? REPAIR_WORDS[i].sound_one : REPAIR_WORDS[i].sound_more);
        if (n == 3)
            ASSERT_IN(t, REPAIR_WORDS[i].one_more);
        else if (n > 3)
            ASSERT_IN(t, REPAIR_WORDS[i].more);
        free(t);
        t = repair_text("8/8/8/8/8/K3Q3/B1k5/8 w - -", NULL, l, 0, &n);
        ck_assert_int_gt(n, 0);
        const char *at = t;
        for (int k = 0; k < n; k++) { /* each version says it */
            at = strstr(at, REPAIR_WORDS[i].no_dual);
            ck_assert_msg(at != NULL, "version %d of %d:\n%.3000s", k + 1, n, t);
            at++;
        }
        free(t);
    }
    /* Polgar 2520, cooked by 1.Qd3, has two duals: a version without either
     * said "0 duals left of 2". */
    char *t = repair_text("1n5k/3b3P/5KP1/8/8/8/8/5Q2 w - -", "f6g5", LANG_EN, 0, NULL);
    ASSERT_IN(t, ": kills 1.Qd3; removes both duals; ");
    ASSERT_IN(t, ": kills 1.Qd3; 1 dual left of 2; ");
    ck_assert_ptr_null(strstr(t, "0 duals left"));
    free(t);
    /* Polgar 2875, cooked by 1.Qc7: a version that keeps its two variations
     * read "keeps all 2 variations" (it "mantiene tutte le 2 varianti"). */
    static const struct { Lang lang; const char *both; } kept[] = {
        { LANG_EN, ": kills 1.Qc7; keeps both variations\n" },
        { LANG_DE, ": beseitigt 1.Dc7; erhält beide Abspiele\n" },
        { LANG_FR, "\u00a0: élimine 1.Dc7\u00a0; garde les deux variantes\n" },
        { LANG_IT, ": elimina 1.Dc7; mantiene entrambe le varianti\n" },
    };
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++) {
        t = repair_text("2Q5/4p3/4K3/8/3k4/3p2P1/3R4/8 w - -", "c8c2", kept[i].lang, 0, NULL);
        ASSERT_IN(t, kept[i].both);
        free(t);
    }
}
END_TEST

/* A problem with short solutions names them under their word and its keys as
 * keys: it read "short solution: 1.Qa7 ... 1.Qf6+ 1.Qe8# 1.Qf8# 1.Qg7# 1.Qh7#",
 * nine keys among the short solutions. */
START_TEST(repair_heading_short_solutions)
{
    static const struct { Lang lang; const char *head; } want[] = {
        { LANG_EN, "\nshort solutions: 1.Qe8# 1.Qf8# 1.Qg7# 1.Qh7#; keys 1.Qa7 1.Qb7 " },
        { LANG_DE, "\nKurzlösungen: 1.De8# 1.Df8# 1.Dg7# 1.Dh7#; Schlüssel 1.Da7 1.Db7 " },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = repair_text("7k/5Q2/6K1/8/8/8/8/8 w - -", NULL, want[i].lang, 1, NULL);
        ASSERT_IN(t, want[i].head);
        /* nine keys after four short solutions: wrapped at the report's width, as economy's */
        for (const char *l = t; *l; l += strcspn(l, "\n") + (l[strcspn(l, "\n")] != 0)) {
            size_t chars = 0; /* characters, not bytes: "ö" is one column */
            for (const char *c = l; *c && *c != '\n'; c++)
                chars += ((unsigned char)*c & 0xC0) != 0x80;
            ck_assert_msg(chars <= 100, "long line: %.*s", (int)strcspn(l, "\n"), l);
        }
        ASSERT_IN(t, want[i].lang == LANG_EN ? "\n    1.Qf6+; intended key 1.Qa7 " : "\n    1.Df6+; beabsichtigter ");
        free(t);
    }
}
END_TEST

Suite *repair_words_suite(void);
Suite *repair_words_suite(void)
{
    Suite *s = suite_create("repair_words");
    TCase *t = tcase_create("words");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, repair_text_in_four_languages);
    tcase_add_test(t, repair_heading_short_solutions);
    suite_add_tcase(s, t);
    return s;
}
