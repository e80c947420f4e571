/* test_report_catalogues.c - the translation catalogues (GNU gettext): every
 * label of the Analysis in the template, the template up to date and each
 * language complete, each msgstr read as a composer reads it. Run from tests/. */
#include <check.h>
#include <ctype.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/json.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"
#include "tests/test_helpers.h"

/* Whether the catalogues' template has msgid (msgcmp checks that every language
 * translates each of its messages). */
static bool in_template(const char *pot, const char *msgid)
{
    char line[160];
    snprintf(line, sizeof line, "\nmsgid \"%s\"\n", msgid);
    return strstr(pot, line) != NULL;
}

/* ---- the catalogues read as a composer reads them ---- */

/* One message of a catalogue: its context, msgid, and each msgstr form. */
typedef struct {
    char ctxt[128], id[1024], str[2][1024];
    int nstr;
} PoEntry;

/* Appends the C string of a .po line ("...") to field, unescaped. */
static void po_append(char *field, size_t cap, const char *line)
{
    const char *q = strchr(line, '"');
    size_t n = strlen(field);
    for (const char *p = q ? q + 1 : ""; *p && *p != '"' && n + 1 < cap; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            field[n++] = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
        } else {
            field[n++] = *p;
        }
    }
    field[n] = '\0';
}

/* Calls check on each message of the catalogue at path (not the header, not
 * obsolete ones). */
static void po_each(const char *path, void (*check)(const PoEntry *e, const char *lang), const char *lang)
{
    char *text = test_slurp(path, NULL);
    ck_assert_msg(text != NULL, "%s cannot be read", path);
    PoEntry e = { 0 };
    char *field = NULL;
    size_t cap = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save);; line = strtok_r(NULL, "\n", &save)) {
        /* A message starts at its msgctxt, or at its msgid when it has none. */
        bool starts = !line || strncmp(line, "msgctxt ", 8) == 0 || (strncmp(line, "msgid ", 6) == 0 && e.nstr > 0);
        if (starts && e.nstr > 0) {
            if (e.id[0])
                check(&e, lang);
            memset(&e, 0, sizeof e);
        }
        if (!line)
            break;
        if (line[0] == '#') {
            field = NULL;
            continue;
        }
        if (strncmp(line, "msgctxt ", 8) == 0)
            field = e.ctxt, cap = sizeof e.ctxt;
        else if (strncmp(line, "msgid ", 6) == 0)
            field = e.id, cap = sizeof e.id;
        else if (strncmp(line, "msgid_plural ", 13) == 0)
            field = NULL; /* the English plural: the forms are checked against msgid */
        else if (strncmp(line, "msgstr", 6) == 0 && e.nstr < 2)
            field = e.str[e.nstr++], cap = sizeof e.str[0];
        else if (line[0] != '"')
            field = NULL;
        if (field)
            po_append(field, cap, line);
    }
    free(text);
}

/* Whether msgid is a theme's title or source: a name or a title of the
 * literature, the same in every language. */
static bool proper_name(const char *msgid)
{
    for (int i = 0; i < THEME_COUNT; i++) {
        const ThemeInfo *t = theme_info((ThemeId)i);
        if ((t->title && strcmp(t->title, msgid) == 0) || strcmp(t->source, msgid) == 0)
            return true;
    }
    return false;
}

/* Counts the occurrences of the UTF-8 mark in s. */
static int marks_in(const char *s, const char *mark)
{
    int n = 0;
    for (const char *p = strstr(s, mark); p; p = strstr(p + 1, mark))
        n++;
    return n;
}

/* German quotes as German print sets them, „…“, Italian with «…» (as French,
 * whose spacing reads_as_words checks): never the typewriter's '"', and each
 * quote closed in its message. */
static void quoted_as_the_language_quotes(const char *s, const char *lang)
{
    static const struct { const char *lang, *open, *close; } QUOTES[] = {
        { "de", "„", "“" }, { "it", "«", "»" }, { "fr", "«", "»" },
    };
    for (size_t i = 0; i < sizeof QUOTES / sizeof *QUOTES; i++) {
        if (strcmp(lang, QUOTES[i].lang) != 0)
            continue;
        ck_assert_msg(!strchr(s, '"'), "%s.po: '\"' for %s...%s in \"%s\"", lang, QUOTES[i].open, QUOTES[i].close, s);
        ck_assert_msg(marks_in(s, QUOTES[i].open) == marks_in(s, QUOTES[i].close), "%s.po: a quote left open in \"%s\"",
                      lang, s);
    }
}

/* Whether s has word w inside a sentence: after a space, and not followed by a
 * letter or digit ("Re," "Re." "Re)" but not "Ret" or "Re1"). */
static bool word_in_sentence(const char *s, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = strstr(s, w); p; p = strstr(p + 1, w))
        if (p > s && p[-1] == ' ' && !isalnum((unsigned char)p[n]) && (unsigned char)p[n] < 0x80)
            return true;
    return false;
}

/* A message whose translation is its English words, left so by mistake, unless
 * it is a name or a word the language shares (zugzwang, dual; German "neutral",
 * French "Verdict"); no identifier (snake_case) that the English has not;
 * French punctuation in French only: a no-break space before ':' and ';' and
 * inside guillemets, never '"'. */
static void reads_as_words(const PoEntry *e, const char *lang)
{
    static const char *const shared[] = { "zugzwang", "dual", "duals", "albino", "pickaninny", "mutate",
                                          "condition", "neutral", "Verdict", "w" /* white, weiß */, "%s:", ":", ";",
                                          "%1$s, %2$s" /* a list of men, "Qa1, Rg3" */ };
    bool same = e->nstr == 1 && strcmp(e->str[0], e->id) == 0 && !proper_name(e->id);
    for (size_t i = 0; same && i < sizeof shared / sizeof *shared; i++)
        same = strcmp(e->id, shared[i]) != 0;
    ck_assert_msg(!same, "%s.po: \"%s\" is left in English", lang, e->id);
    bool fr = strcmp(lang, "fr") == 0;
    for (int k = 0; k < e->nstr; k++) {
        const char *s = e->str[k];
        quoted_as_the_language_quotes(s, lang);
        /* German: one word for a variation, the problemists' Abspiel (Speckmann;
         * solver/report/LANGUAGES.md "The words, reviewed"), never the players'
         * Variante beside it. */
        ck_assert_msg(strcmp(lang, "de") != 0 || !strstr(s, "Variante"), "de.po: \"Variante\" for \"Abspiel\" in \"%s\"",
                      s);
        /* Italian writes the men in lower case in a sentence: "il re nero". */
        ck_assert_msg(strcmp(lang, "it") != 0 || !word_in_sentence(s, "Re"), "it.po: \"Re\" for \"re\" in \"%s\"", s);
        for (const char *p = s; *p; p++) {
            if (*p == '_' && p > s && isalpha((unsigned char)p[-1]) && isalpha((unsigned char)p[1])) {
                const char *w = p;
                while (w > s && (isalnum((unsigned char)w[-1]) || w[-1] == '_'))
                    w--;
                size_t n = strcspn(w, " ,.;:()");
                char word[64];
                snprintf(word, sizeof word, "%.*s", (int)n, w);
                ck_assert_msg(strstr(e->id, word) != NULL, "%s.po: the identifier '%s' in \"%s\"", lang, word, s);
            }
            bool nbsp = (unsigned char)p[0] == 0xC2 && (unsigned char)p[1] == 0xA0;
            bool nbsp_before = p - s >= 2 && (unsigned char)p[-2] == 0xC2 && (unsigned char)p[-1] == 0xA0;
            if (!fr) {
                ck_assert_msg(!nbsp, "%s.po: a French no-break space in \"%s\"", lang, s);
                continue;
            }
            bool ends_word = (*p == ':' || *p == ';') && (p[1] == ' ' || p[1] == '\0' || p[1] == '\n');
            ck_assert_msg(!ends_word || nbsp_before, "fr.po: no no-break space before '%c' in \"%s\"", *p, s);
            ck_assert_msg(*p != '"', "fr.po: '\"' for guillemets in \"%s\"", s);
            if (!strncmp(p, "«", 2))
                ck_assert_msg((unsigned char)p[2] == 0xC2 && (unsigned char)p[3] == 0xA0,
                              "fr.po: no no-break space after '«' in \"%s\"", s);
            if (!strncmp(p, "»", 2))
                ck_assert_msg(nbsp_before, "fr.po: no no-break space before '»' in \"%s\"", s);
        }
    }
}

/* Each label of the Analysis over the problems/ files has its translation. */
START_TEST(analysis_labels_translated)
{
    static const char *const files[] = {
        "polgar-307", "fleck", "total-fleck", "effective-defences", "star-flights", "plus-flights",
        "black-knight-wheel", "white-knight-wheel", "waiter", "mutate", "incomplete-block",
        "block-threat", "threat", "checking-key", "changed-mates", "added-mates", "removed-mates",
        "changed-mates-try", "transferred-mates", "duals", "unprovided-checks", "unprovided-flights",
        "key-check", "key-capture", "key-takes-flights", "key-gives-flights", "key-pins", "key-unpins",
        "key-sacrifice", "key-king-move", "key-promotion", "self-block", "pin-mate", "battery-mate",
        "cross-check", "grimshaw", "novotny", "reciprocal-change", "cyclic-change", "zagoruiko",
        "le-grand", "pseudo-le-grand", "dombrovskis", "rukhlis", "pickaninny", "albino",
        "black-correction", "white-correction", "half-pin",
    };
    char *pot = test_slurp("../solver/report/po/chiave.pot", NULL);
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        Solution s;
        solve_problem_file(files[f], &s);
        json_t *themes = json_array();
        report_json_themes_into(&s, themes);
        size_t i;
        json_t *e;
        json_array_foreach(themes, i, e) {
            /* A theme across phases goes by its title, the others by their name. */
            const char *name = json_string_value(json_object_get(e, "name"));
            const char *label = json_object_get(e, "phases") ? theme_title(name) : name;
            ck_assert_msg(in_template(pot, label), "%s: '%s' is not in chiave.pot", files[f], label);
            const char *piece = json_string_value(json_object_get(e, "piece"));
            if (piece && !json_object_get(e, "phases")) /* (there, the square of a man) */
                ck_assert_msg(in_template(pot, piece), "'%s' is not in chiave.pot", piece);
        }
        json_decref(themes);
        solution_free(&s);
    }
    free(pot);
    /* And the catalogues are used: a label in each language. */
    ck_assert_str_eq(tr(LANG_IT, "key-sacrifice"), "chiave di sacrificio");
    ck_assert_str_eq(tr(LANG_DE, "cyclic change"), "zyklischer Mattwechsel");
    ck_assert_str_eq(tr(LANG_FR, "half-pin"), "demi-clouage");
}
END_TEST

/* The template holds every message of the sources, and each language translates
 * every message of the template (xgettext and msgcmp, from Debian's gettext). */
START_TEST(catalogues_complete)
{
    char cmd[2 * PATH_MAX + 1024]; /* two temp paths and the command's words */
    snprintf(cmd, sizeof cmd, "cd .. && "
        "xgettext --language=C --from-code=UTF-8 --keyword=tr:2 --keyword=T:2 --keyword=N_ "
        "--keyword=tr_n:2,3 --keyword=tr_c:2c,3 --keyword=NC_:1c,2 --no-location --no-wrap --sort-output -o - "
        "themes/theme_list.h solver/report/*.c solver/cli/*.c solver/compare/*.c solver/aids/*.c solver/serve/*.c "
        "solver/diagram/*.c 2>/dev/null "
        "| grep '^msg\\(id\\|ctxt\\)' > '%s' "
        "&& grep '^msg\\(id\\|ctxt\\)' solver/report/po/chiave.pot | diff - '%s'",
        TEST_TMP("pot-now"), TEST_TMP("pot-now"));
    Run r = run_shell(cmd);
    ck_assert_msg(r.status == 0, "solver/report/po/chiave.pot is not up to date (make pot):\n%s", r.out);
    r = run_shell("cd ../solver/report/po && for l in it de fr; do msgcmp $l.po chiave.pot || exit 1; "
                  "msgfmt --check -o /dev/null $l.po || exit 1; done");
    ck_assert_msg(r.status == 0, "%s", r.out);
}
END_TEST

START_TEST(catalogues_read_as_words)
{
    static const char *const langs[] = { "it", "de", "fr" };
    for (size_t l = 0; l < sizeof langs / sizeof *langs; l++) {
        char path[64];
        snprintf(path, sizeof path, "../solver/report/po/%s.po", langs[l]);
        po_each(path, reads_as_words, langs[l]);
    }
    /* The reader's punctuation comes from the catalogues. */
    ck_assert_str_eq(tr_colon(LANG_FR), "\u00a0:");
    ck_assert_str_eq(tr_semicolon(LANG_FR), "\u00a0;");
    ck_assert_str_eq(tr_colon(LANG_DE), ":");
    ck_assert_str_eq(tr_semicolon(LANG_EN), ";");
}
END_TEST

Suite *report_catalogues_suite(void);
Suite *report_catalogues_suite(void)
{
    Suite *s = suite_create("report_catalogues");
    TCase *t = tcase_create("catalogues");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, analysis_labels_translated);
    tcase_add_test(t, catalogues_complete);
    tcase_add_test(t, catalogues_read_as_words);
    suite_add_tcase(s, t);
    return s;
}
