/* test_themes_cmd.c - `chiave themes [--lang L] [NAME]`: every row of the theme
 * table with its name, title, definition and source in the language asked,
 * wrapped at 100 columns; NAME alone; an unknown NAME (and verify --theme's)
 * exits 2 listing every name. Run from tests/. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/cli/commands.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"
#include "tests/test_helpers.h"

#define THEMES(...) run_cmd(cmd_themes, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                            (const char *const[]){ __VA_ARGS__ })

/* text with each hanging indent ("\n" and 20 spaces) joined into one space, so
 * that a wrapped sentence reads whole; malloc'd. Fails on a line over 100
 * columns (characters, not bytes). */
static char *unwrapped(const char *text)
{
    char *s = malloc(strlen(text) + 1), *o = s;
    ck_assert_ptr_nonnull(s);
    size_t cols = 0;
    for (const char *p = text; *p; p++) {
        if (*p == '\n') {
            ck_assert_msg(cols <= 100, "a line of %zu columns: %.200s", cols, p - cols);
            cols = 0;
            if (strncmp(p + 1, "                    ", 20) == 0) {
                *o++ = ' ';
                p += 20;
                cols = 20;
                continue;
            }
        } else {
            cols += ((unsigned char)*p & 0xC0) != 0x80;
        }
        *o++ = *p;
    }
    *o = '\0';
    return s;
}

/* Every row, as a reader of lang reads it: the name at the start of a line,
 * the title (when it is not the name), the definition, then the source on the
 * next line, all in lang; translated (not the English) when real is set. */
static void assert_every_row(const char *out, Lang lang, bool real)
{
    char *u = unwrapped(out);
    for (int i = 0; i < THEME_COUNT; i++) {
        const ThemeInfo *t = theme_info((ThemeId)i);
        char want[1024];
        const char *title = theme_words_in_context(t->name, lang);
        title = title ? title : tr(lang, t->title ? t->title : t->name);
        const char *def = tr(lang, t->definition);
        if (real)
            ck_assert_msg(def != t->definition, "%s: no translation of its definition", t->name);
        int n = snprintf(want, sizeof want, "\n%-20s", t->name);
        if (strcmp(title, t->name) != 0)
            n += snprintf(want + n, sizeof want - (size_t)n, tr(lang, "%s:"), title), want[n++] = ' ';
        char source[512];
        snprintf(source, sizeof source, tr(lang, "Source: %s."), tr(lang, t->source));
        snprintf(want + n, sizeof want - (size_t)n, "%s %s\n", def, source); /* the whole entry */
        ck_assert_msg(strstr(u, want) != NULL, "'%s' not in the listing", want);
    }
    free(u);
}

START_TEST(lists_every_row)
{
    Run r = THEMES();
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.err, "");
    assert_every_row(r.out, LANG_EN, false);
    char *u = unwrapped(r.out); /* a source from the literature, never chiave's own (issue 21 §2) */
    ck_assert(strstr(u, " Source: Wikipedia, \"Glossary of chess problems\" (block); D. French's glossary"
                        " (waiter, block-threat).\n"));
    ck_assert(strstr(u, "Source: Shanahan, The Problemist 1998, after Morse (total Fleck).\n"));
    ck_assert(!strstr(u, "chiave's definition"));
    free(u);
    /* The two scopes under their headings, each heading once, in table order:
     * the table puts self-block and pin-mate (across phases) before battery-mate
     * (one key), and the listing headed each change of scope, three headings of
     * each kind, battery-mate under a second "Themes of one key:". */
    const char *key = strstr(r.out, "Themes of one key:\nwaiter "), *phases = strstr(r.out, "\n\nThemes across phases");
    ck_assert(key == r.out && phases && strstr(r.out, "\nhalf-pin ") > phases);
    ck_assert(!strstr(key + 1, "Themes of one key:"));
    ck_assert(!strstr(phases + 3, "Themes across phases"));
    ck_assert(strstr(r.out, "\nbattery-mate ") < phases && strstr(r.out, "\nself-block ") > phases);
    ck_assert(strstr(r.out, "\nwaiter ") < strstr(r.out, "\nbattery-mate ")); /* table order within a scope */
}
END_TEST

/* Italian by --lang; German from CHIAVE_LANG, as the text report's defaults. */
START_TEST(lists_in_two_languages)
{
    Run r = THEMES("--lang", "it");
    ck_assert_int_eq(r.status, 0);
    assert_every_row(r.out, LANG_IT, true);
    ck_assert(strstr(r.out, "Temi di una chiave:\n"));
    r = run_shell("env -u LC_ALL -u LC_MESSAGES -u LANG XDG_CONFIG_HOME=/nonexistent CHIAVE_LANG=de "
                  "../chiave themes");
    ck_assert_int_eq(r.status, 0);
    assert_every_row(r.out, LANG_DE, true);
    char *u = unwrapped(r.out);
    ck_assert(strstr(u, " Quelle: Gvozdják, Mat-Plus-Forum (2011): Le Grand (A)B/(B)A.\n"));
    free(u);
    r = run_shell("env -u CHIAVE_LANG -u LC_ALL -u LC_MESSAGES XDG_CONFIG_HOME=/nonexistent LANG=fr_FR.UTF-8 "
                  "../chiave themes --lang en");
    ck_assert(strstr(r.out, "Themes of one key:\n")); /* the command line first */
}
END_TEST

START_TEST(one_name_alone)
{
    Run r = THEMES("--lang", "de", "le-grand");
    ck_assert_int_eq(r.status, 0);
    char *u = unwrapped(r.out);
    char want[512];
    snprintf(want, sizeof want, "Themen zwischen den Phasen (Satzspiel, Verführungen, Schlüssel):\n"
             "le-grand            Le Grand: %s Quelle: Gvozdják, Mat-Plus-Forum (2011): Le Grand (A)B/(B)A.\n",
             tr(LANG_DE, theme_info(THEME_LE_GRAND)->definition));
    ck_assert_str_eq(u, want);
    free(u);
    /* The theme "threat" is a threat problem, not the key's threat ("Drohung"). */
    r = THEMES("--lang", "de", "threat");
    ck_assert_msg(strstr(r.out, "threat              Drohproblem: ") != NULL, "%s", r.out);
}
END_TEST

/* A row's words: `chiave themes --lang LANG NAME`, unwrapped, holds words. */
typedef struct {
    const char *lang, *name, *words;
} RowSays;

static void assert_rows_say(const RowSays *want, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        Run r = THEMES("--lang", want[i].lang, want[i].name);
        char *u = unwrapped(r.out);
        ck_assert_msg(strstr(u, want[i].words), "%s %s: '%s' not in %s", want[i].lang, want[i].name, want[i].words, u);
        free(u);
    }
}

/* Arnhem and Barnes say in their rows what their detectors require: no checking
 * defence or refutation (themes/README.md, their rows: a check to a king that
 * walked into it is the first move's flaw, not the theme), in each language.
 * Bartolović's row ends on its scheme, asking nothing of checks (its defences
 * may check, themes/CHECKS.md). */
START_TEST(rows_say_no_check)
{
    static const RowSays WANT[] = {
        { "en", "arnhem", "; neither the defence nor the refutation gives check." },
        { "en", "bartolovic", "one of those mates and keeps the other." },
        { "en", "barnes", "; no check refutes either try." },
        { "de", "arnhem", "; weder die Parade noch die Widerlegung bietet Schach." },
        { "de", "bartolovic", "eines dieser Matts und behält das andere." },
        { "de", "barnes", "; keine der beiden Verführungen wird durch ein Schach widerlegt." },
        { "fr", "arnhem", "\u00a0; ni la défense ni la réfutation ne donne échec." },
        { "fr", "bartolovic", "l'un de ces mats et garde l'autre." },
        { "fr", "barnes", "\u00a0; aucun des deux essais n'est réfuté par un échec." },
        { "it", "arnhem", "; né la difesa né la confutazione dà scacco." },
        { "it", "bartolovic", "uno di quei matti e mantiene l'altro." },
        { "it", "barnes", "; nessuno dei due tentativi è confutato da uno scacco." },
    };
    assert_rows_say(WANT, sizeof WANT / sizeof *WANT);
}
END_TEST

/* White and threat correction, Barnes and Novotny say in their rows the rules
 * their detectors now apply (themes/PHASES.md, README.md): the random tries'
 * mate comes from the piece's leaving; Barnes's three moves are one man's;
 * Novotny's Finnish and disappearing forms. In each language. */
START_TEST(rows_say_narrowed_rules)
{
    static const RowSays WANT[] = {
        { "en", "white-correction", ", a mate that the piece's leaving makes (another man gives it, and it mates with "
          "the piece off the board but for the king's steps to the square it left or to one it guarded from there) and "
          "that no fewer of its moves threaten than any other mate;" },
        { "en", "threat-correction", "one mate that the piece's leaving makes, as in white correction," },
        { "en", "threat-correction", "; a move of that piece avoids the error and threatens only other mates:" },
        { "en", "barnes", ", all three moves of one attacker man;" },
        { "en", "novotny", "; when both mates are threats, each capture defeats its threat through its own line "
          "(Finnish:" },
        { "de", "white-correction", ", ein Matt, das der Wegzug des Steins schafft (ein anderer Stein gibt es, und es "
          "setzt auch ohne den Stein auf dem Brett matt, außer bei Königszügen auf das verlassene Feld oder auf "
          "eines, das der Stein von dort deckte) und das nicht weniger seiner Züge drohen als irgendein anderes Matt;" },
        { "de", "threat-correction", "dasselbe Matt, das der Wegzug des Steins schafft, wie bei der weißen Korrektur," },
        { "de", "threat-correction", "; ein Zug dieses Steins vermeidet den Fehler und droht nur andere Matts:" },
        { "de", "barnes", ", alle drei Züge eines Angriffssteins;" },
        { "de", "novotny", "; sind beide Matts Drohungen, pariert jedes Schlagen seine Drohung über die eigene "
          "Linie (finnisch:" },
        { "fr", "white-correction", ", un mat que crée le départ de la pièce (une autre pièce le donne, et il mate "
          "encore sans la pièce sur l'échiquier, sauf par des pas du roi vers la case qu'elle a quittée ou vers une "
          "case qu'elle gardait de là) et que menacent au moins autant de ses coups que tout autre mat\u00a0;" },
        { "fr", "threat-correction", "le même mat, que crée le départ de la pièce comme dans la correction blanche," },
        { "fr", "threat-correction", "\u00a0; un coup de cette pièce évite l'erreur et ne menace que d'autres mats\u00a0:" },
        { "fr", "barnes", ", les trois coups d'une même pièce de l'attaque\u00a0;" },
        { "fr", "novotny", "\u00a0; si les deux mats sont des menaces, chaque prise pare sa menace par sa propre "
          "ligne (finlandais\u00a0:" },
        { "it", "white-correction", ", un matto che nasce dalla partenza del pezzo (lo dà un altro pezzo, e dà matto "
          "anche con il pezzo tolto dalla scacchiera, salvo passi del re verso la casa lasciata o verso una che il "
          "pezzo guardava da lì) e che nessun altro matto è minacciato da più sue mosse;" },
        { "it", "threat-correction", "lo stesso matto, che nasce dalla partenza del pezzo come nella correzione bianca," },
        { "it", "threat-correction", "; una mossa di quel pezzo evita l'errore e minaccia solo altri matti:" },
        { "it", "barnes", ", tutte e tre mosse di uno stesso pezzo dell'attacco;" },
        { "it", "novotny", "; se entrambi i matti sono minacce, ogni cattura para la sua minaccia con la propria "
          "linea (finlandese:" },
    };
    assert_rows_say(WANT, sizeof WANT / sizeof *WANT);
}
END_TEST

/* The message of an unknown name: the name, then every name of the table. */
static void assert_unknown(const char *err, const char *name)
{
    char want[128];
    snprintf(want, sizeof want, "'%s' is not a theme name; the names:\n  waiter, mutate,", name);
    ck_assert_msg(strstr(err, want) != NULL, "'%s' not in:\n%s", want, err);
    for (int i = 0; i < THEME_COUNT; i++) {
        char w[64];
        snprintf(w, sizeof w, " %s%s", theme_info((ThemeId)i)->name, i + 1 < THEME_COUNT ? "," : "\n");
        ck_assert_msg(strstr(err, w) != NULL, "'%s' not listed in:\n%s", w, err);
    }
}

START_TEST(unknown_name_lists_them)
{
    Run r = THEMES("le-grnd");
    ck_assert_int_eq(r.status, 2);
    ck_assert_str_eq(r.out, "");
    ck_assert(strncmp(r.err, "chiave themes: 'le-grnd'", 24) == 0);
    assert_unknown(r.err, "le-grnd");
    r = run_cmd(cmd_verify, 3, (const char *const[]){ "--theme", "le-grand,zagoruko", "../problems/le-grand.fen" });
    ck_assert_int_eq(r.status, 2);
    ck_assert_str_eq(r.out, "");
    ck_assert(strncmp(r.err, "chiave verify: --theme: 'zagoruko'", 34) == 0);
    assert_unknown(r.err, "zagoruko");
    r = THEMES("a", "b");
    ck_assert_int_eq(r.status, 2);
}
END_TEST

/* bash completion: `chiave themes ` offers every name of the table. */
START_TEST(completes_every_name)
{
    Run r = run_shell("bash -c 'source ../solver/cli/chiave.bash; COMP_WORDS=(chiave themes \"\");"
                      " COMP_CWORD=2; _chiave; echo \" ${COMPREPLY[*]} \"'");
    ck_assert_int_eq(r.status, 0);
    for (int i = 0; i < THEME_COUNT; i++) {
        char pad[64];
        snprintf(pad, sizeof pad, " %s ", theme_info((ThemeId)i)->name);
        ck_assert_msg(strstr(r.out, pad) != NULL, "themes %s is not completed: %s", pad, r.out);
    }
}
END_TEST

/* --help, `chiave --help` and the manual page name the command and its option. */
START_TEST(documented)
{
    Run r = THEMES("--help");
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.out, "usage: chiave themes [--lang it|de|fr|en] [NAME]\n"));
    ck_assert(strstr(r.out, "  --lang L "));
    r = run_shell("../chiave --help");
    ck_assert(strstr(r.out, "chiave themes [--lang L] [NAME]   every theme"));
    char *man = test_slurp("../solver/cli/chiave.1", NULL);
    const char *synopsis = strstr(man, ".B chiave themes\n.RB [ \\-\\-lang\n"), *command = strstr(man, ".TP\n.B themes\nEvery theme");
    const char *status = strstr(man, ".SH EXIT STATUS"), *exit2 = status ? strstr(status, ".TP\n.B themes\n0, or 2") : NULL;
    ck_assert_msg(synopsis && command && exit2, "chiave.1 lacks themes (synopsis %d, command %d, exit status %d)",
                  synopsis != NULL, command != NULL, exit2 != NULL);
    free(man);
}
END_TEST

Suite *themes_cmd_suite(void)
{
    Suite *s = suite_create("themes_cmd");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, lists_every_row);
    tcase_add_test(tc, lists_in_two_languages);
    tcase_add_test(tc, one_name_alone);
    tcase_add_test(tc, rows_say_no_check);
    tcase_add_test(tc, rows_say_narrowed_rules);
    tcase_add_test(tc, unknown_name_lists_them);
    tcase_add_test(tc, completes_every_name);
    tcase_add_test(tc, documented);
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);
    return s;
}
