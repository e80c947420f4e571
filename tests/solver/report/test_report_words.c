/* test_report_words.c - the text report as a magazine prints it: no line wider
 * than REPORT_WIDTH in any language, long lines broken with a hanging indent,
 * and an English Analysis in words, not SPEC's names (issue 22). Run from tests/. */
#include <check.h>
#include <ctype.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>

#include "fen/input.h"
#include "solver/report/text.h"
#include "solver/report/wrap.h"
#include "themes/theme_table.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"

/* The reports of every problem of problems/, one language at a time. */
typedef void (*ReportCheck)(const char *file, const char *text, Lang lang);

static void each_report(ReportCheck check)
{
    glob_t g;
    ck_assert_int_eq(glob("../problems/*.fen", 0, NULL, &g), 0);
    ck_assert_uint_gt(g.gl_pathc, 50);
    for (size_t i = 0; i < g.gl_pathc; i++) {
        Problem pb;
        char err[2 * FEN_MSG];
        ck_assert_msg(read_first(g.gl_pathv[i], &pb, err, sizeof err) == 0, "%s", err);
        SolveOptions so;
        solve_options_default(&so);
        Solution s;
        solve(&pb.pos, &so, &s);
        for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
            char *text = report_text_string(&pb, &s, &so, lang);
            ck_assert_ptr_nonnull(text);
            check(g.gl_pathv[i], text, lang);
            free(text);
        }
        solution_free(&s);
        problem_free(&pb);
    }
    globfree(&g);
}

static void no_line_too_wide(const char *file, const char *text, Lang lang)
{
    int line = 1, cols = 0;
    for (const char *p = text; *p; p++) {
        if (*p == '\n') {
            line++, cols = 0;
            continue;
        }
        cols += ((unsigned char)*p & 0xC0) != 0x80;
        ck_assert_msg(cols <= 100, "%s (lang %d) line %d is wider than %d", file, (int)lang,
                      line, 100);
    }
}

START_TEST(lines_at_most_a_page_wide)
{
    each_report(no_line_too_wide);
}
END_TEST

/* Words of a-z joined by '-' in the English Analysis that are SPEC's names;
 * a name that is the theme's English title too ("half-pin") is a word. */
static void analysis_in_words(const char *file, const char *text, Lang lang)
{
    if (lang != LANG_EN)
        return;
    const char *a = strstr(text, "\nAnalysis:\n");
    if (!a)
        return;
    const char *end = strstr(a + 1, "\n\n");
    for (const char *p = a + 11; p < (end ? end : a + strlen(a)); p++) {
        if (!islower((unsigned char)*p) || (p > a && (isalpha((unsigned char)p[-1]) || p[-1] == '-')))
            continue;
        char w[64];
        size_t n = 0;
        while ((islower((unsigned char)p[n]) || p[n] == '-') && n + 1 < sizeof w)
            w[n] = p[n], n++;
        w[n] = '\0';
        if (!strchr(w, '-'))
            continue;
        ThemeId id = theme_find(w);
        const char *title = id != THEME_NONE ? theme_info(id)->title : NULL;
        ck_assert_msg(id == THEME_NONE || (title && strcmp(title, w) == 0),
                      "%s: SPEC's name '%s' in the English Analysis", file, w);
    }
}

START_TEST(analysis_says_words)
{
    each_report(analysis_in_words);
}
END_TEST

/* A long line breaks between variations, the rest four spaces further in. */
START_TEST(wrap_with_a_hanging_indent)
{
    char line[400] = "  added mates (9):";
    for (int i = 0; i < 12; i++)
        snprintf(line + strlen(line), sizeof line - strlen(line), " 1...Nb%d 2.Qh1#;", i % 8 + 1);
    strcat(line, "\nshort\n");
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    wrap_write(f, line, strlen(line), 60);
    fclose(f);
    ck_assert_str_eq(out, "  added mates (9): 1...Nb1 2.Qh1#; 1...Nb2 2.Qh1#;\n"
                          "      1...Nb3 2.Qh1#; 1...Nb4 2.Qh1#; 1...Nb5 2.Qh1#;\n"
                          "      1...Nb6 2.Qh1#; 1...Nb7 2.Qh1#; 1...Nb8 2.Qh1#;\n"
                          "      1...Nb1 2.Qh1#; 1...Nb2 2.Qh1#; 1...Nb3 2.Qh1#;\n"
                          "      1...Nb4 2.Qh1#;\nshort\n");
    free(out);
}
END_TEST

Suite *report_words_suite(void);
Suite *report_words_suite(void)
{
    Suite *s = suite_create("report_words");
    TCase *t = tcase_create("words");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, lines_at_most_a_page_wide);
    tcase_add_test(t, analysis_says_words);
    tcase_add_test(t, wrap_with_a_hanging_indent);
    suite_add_tcase(s, t);
    return s;
}
