/* test_theme_table.c - walks the one table of themes (themes/theme_list.h): each
 * row has a detector of its scope, a definition, translations in every
 * catalogue, and problems/<name>.fen and <name>-miss.fen that show and miss it;
 * themes/GLOSSARY.md and the completion of `verify --theme` agree with it. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/tr.h"
#include "themes/theme_table.h"
#include "tests/test_helpers.h"

START_TEST(rows_complete)
{
    for (int i = 0; i < THEME_COUNT; i++) {
        const ThemeInfo *t = theme_info((ThemeId)i);
        ck_assert_msg(t->name && t->name[0], "row %d has no name", i);
        ck_assert_msg(theme_find(t->name) == (ThemeId)i, "%s: a second row of that name", t->name);
        if (t->scope == THEME_SCOPE_KEY)
            ck_assert_msg(t->key && !t->phases, "%s: no detector of one key", t->name);
        else
            ck_assert_msg(t->phases && !t->key, "%s: no detector across phases", t->name);
        size_t n = t->definition ? strlen(t->definition) : 0;
        ck_assert_msg(n > 10 && t->definition[n - 1] == '.', "%s: no one-sentence definition", t->name);
        ck_assert_msg(t->source && t->source[0], "%s: no source", t->name);
        /* issue 21 §2: a definition from the literature, never chiave's own */
        ck_assert_msg(strstr(t->source, "chiave") == NULL, "%s: no source in the literature", t->name);
        ck_assert_msg(!t->named || t->title, "%s: a named theme without a title", t->name);
        ck_assert_str_eq(theme_title(t->name), t->title ? t->title : t->name);
    }
    ck_assert_int_eq(theme_find("no-such-theme"), THEME_NONE);
    ck_assert(!theme_name_known("no-such-theme") && theme_name_known("le-grand"));
    ck_assert(theme_is_named("le-grand") && !theme_is_named("waiter"));
}
END_TEST

/* gettext returns the msgid itself when a catalogue lacks it. */
static void assert_translated(Lang lang, const char *msgid, const char *row)
{
    ck_assert_msg(tr(lang, msgid) != msgid, "%s: \"%s\" has no translation in %s.po", row, msgid,
                  lang == LANG_IT ? "it" : lang == LANG_DE ? "de" : "fr");
}

START_TEST(rows_translated)
{
    static const Lang langs[] = { LANG_IT, LANG_DE, LANG_FR };
    for (int i = 0; i < THEME_COUNT; i++) {
        const ThemeInfo *t = theme_info((ThemeId)i);
        for (size_t l = 0; l < sizeof langs / sizeof *langs; l++) {
            assert_translated(langs[l], t->definition, t->name);
            assert_translated(langs[l], t->source, t->name);
            if (t->title)
                assert_translated(langs[l], t->title, t->name);
            if (t->scope == THEME_SCOPE_KEY) /* the Analysis heads its lines with the name */
                assert_translated(langs[l], t->name, t->name);
        }
    }
}
END_TEST

/* The entries named name in the analysis of problems/<file>.fen. */
static int entries_in(const char *file, const char *name)
{
    char path[256], err[2 * FEN_MSG];
    snprintf(path, sizeof path, "../problems/%s.fen", file);
    Problem pb;
    int rc = read_first(path, &pb, err, sizeof err);
    ck_assert_msg(rc == 0, "%s: %s", path, err);
    SolveOptions o;
    solve_options_default(&o);
    Solution s;
    solve(&pb.pos, &o, &s);
    json_t *themes = json_array();
    report_json_themes_into(&s, themes);
    int n = 0;
    size_t i;
    json_t *e;
    json_array_foreach(themes, i, e)
        n += strcmp(json_string_value(json_object_get(e, "name")), name) == 0;
    json_decref(themes);
    solution_free(&s);
    problem_free(&pb);
    return n;
}

START_TEST(rows_shown_and_missed)
{
    const ThemeInfo *t = theme_info((ThemeId)_i);
    char miss[128];
    snprintf(miss, sizeof miss, "%s-miss", t->name);
    ck_assert_msg(entries_in(t->name, t->name) > 0, "problems/%s.fen does not show %s", t->name, t->name);
    ck_assert_msg(entries_in(miss, t->name) == 0, "problems/%s.fen shows %s", miss, t->name);
}
END_TEST

static char *slurp_stream(FILE *f)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(m);
    int c;
    while ((c = fgetc(f)) != EOF)
        fputc(c, m);
    fclose(m);
    return buf;
}

START_TEST(glossary_current)
{
    char *want = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&want, &len);
    ck_assert_ptr_nonnull(m);
    theme_glossary(m);
    fclose(m);
    FILE *f = fopen("../themes/GLOSSARY.md", "r");
    ck_assert_msg(f != NULL, "themes/GLOSSARY.md is missing: make glossary");
    char *have = slurp_stream(f);
    fclose(f);
    ck_assert_msg(strcmp(have, want) == 0, "themes/GLOSSARY.md is not the table's: make glossary");
    /* Every row is there. */
    for (int i = 0; i < THEME_COUNT; i++) {
        char cell[80];
        snprintf(cell, sizeof cell, "| `%s` |", theme_info((ThemeId)i)->name);
        ck_assert_msg(strstr(have, cell) != NULL, "GLOSSARY.md lacks %s", cell);
    }
    free(want);
    free(have);
}
END_TEST

/* `chiave verify --theme <TAB>` offers exactly the named themes. */
START_TEST(completion_named)
{
    Run r = run_shell("bash -c 'source ../solver/cli/chiave.bash; COMP_WORDS=(chiave verify --theme \"\");"
                      " COMP_CWORD=3; _chiave; echo \" ${COMPREPLY[*]} \"'");
    ck_assert_int_eq(r.status, 0);
    int words = 0;
    for (const char *p = r.out; *p; p++)
        words += *p != ' ' && *p != '\n' && (p == r.out || p[-1] == ' ');
    int named = 0;
    for (int i = 0; i < THEME_COUNT; i++) {
        const ThemeInfo *t = theme_info((ThemeId)i);
        char pad[80];
        snprintf(pad, sizeof pad, " %s ", t->name);
        bool offered = strstr(r.out, pad) != NULL;
        ck_assert_msg(offered == t->named, "verify --theme %s %s completed", t->name, t->named ? "not" : "is");
        named += t->named;
    }
    ck_assert_int_eq(words, named);
}
END_TEST

Suite *theme_table_suite(void)
{
    Suite *s = suite_create("theme_table");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, rows_complete);
    tcase_add_test(tc, rows_translated);
    tcase_add_loop_test(tc, rows_shown_and_missed, 0, THEME_COUNT);
    tcase_add_test(tc, glossary_current);
    tcase_add_test(tc, completion_named);
    suite_add_tcase(s, tc);
    return s;
}
