/* test_theme_chips.c - the page's theme chips are the Analysis's heads: each
 * chip heads a line of the Analysis with its words and the number after them,
 * each line has its chip, and what a line does not say (the effective defences
 * of one threat, the unprovided moves an incomplete block lists) has none;
 * over every problems/ file, in four languages. Run from tests/. */
#include <check.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/themes_text.h"
#include "solver/report/tr.h"
#include "themes/analysis.h"
#include "tests/test_helpers.h"

static const Lang LANGS[] = { LANG_EN, LANG_DE, LANG_IT, LANG_FR };

/* The Analysis of the problem of path in lang (malloc'd) and its chips. */
static char *analysis_of(const char *path, Lang lang, ThemeChips *chips)
{
    char err[2 * FEN_MSG];
    Problem pb;
    ck_assert_msg(read_first(path, &pb, err, sizeof err) == 0, "%s", err);
    SolveOptions o;
    solve_options_default(&o);
    Solution s;
    solve(&pb.pos, &o, &s);
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, &s);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    *chips = (ThemeChips){ 0 };
    themes_text_chips(f, &s, &A, lang, chips);
    fclose(f);
    analysis_free(&A);
    solution_free(&s);
    problem_free(&pb);
    return text;
}

/* Whether line (a line of the Analysis, "  Somov B1 (2): ...") is headed by
 * label, followed by " (count)" when count > 1, by " (1)" or no number else
 * (then by lang's colon, a blank or the line's end). */
static bool heads(const char *line, const char *label, int count, Lang lang)
{
    size_t n = strlen(label);
    if (strncmp(line, "  ", 2) != 0 || strncmp(line + 2, label, n) != 0)
        return false;
    const char *rest = line + 2 + n;
    int written = 0;
    if (sscanf(rest, " (%d)", &written) == 1 && rest[0] == ' ' && rest[1] == '(')
        return written == count || (written == 1 && count <= 1);
    const char *colon = tr_colon(lang);
    return count <= 1 && (strncmp(rest, colon, strlen(colon)) == 0 || *rest == ' ' || *rest == '\n');
}

/* Asserts that every chip heads a line of text and every line at the heads'
 * indent has its chip. */
static void chips_agree(const char *name, Lang lang, const char *text, const ThemeChips *chips)
{
    for (int i = 0; i < chips->n; i++) {
        const ThemeChip *c = &chips->v[i];
        bool found = false;
        for (const char *l = text; l && *l && !found; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
            found = heads(l, c->label, c->count, lang);
        ck_assert_msg(found, "%s (lang %d): chip '%s' (%d) heads no line of:\n%s", name, (int)lang, c->label,
                      c->count, text);
    }
    for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        if (strncmp(l, "  ", 2) != 0 || l[2] == ' ')
            continue;
        bool found = false;
        for (int i = 0; i < chips->n && !found; i++)
            found = strncmp(l + 2, chips->v[i].label, strlen(chips->v[i].label)) == 0;
        ck_assert_msg(found, "%s (lang %d): no chip for the line '%.60s'", name, (int)lang, l);
    }
}

START_TEST(every_chip_heads_its_line)
{
    glob_t g;
    ck_assert_int_eq(glob("../problems/*.fen", 0, NULL, &g), 0);
    ck_assert_uint_gt(g.gl_pathc, 100);
    int nchips = 0;
    for (size_t i = 0; i < g.gl_pathc; i++)
        for (size_t k = 0; k < sizeof LANGS / sizeof *LANGS; k++) {
            ThemeChips chips;
            char *text = analysis_of(g.gl_pathv[i], LANGS[k], &chips);
            chips_agree(g.gl_pathv[i], LANGS[k], text ? text : "", &chips);
            nchips += chips.n;
            theme_chips_free(&chips);
            free(text);
        }
    ck_assert_int_gt(nchips, 4000);
    globfree(&g);
}
END_TEST

/* The chip of label among chips (of one key), or NULL. */
static const ThemeChip *chip(const ThemeChips *chips, const char *label)
{
    for (int i = 0; i < chips->n; i++)
        if (strcmp(chips->v[i].label, label) == 0)
            return &chips->v[i];
    return NULL;
}

static bool names(const ThemeChip *c, ThemeId id)
{
    for (int i = 0; i < c->nids; i++)
        if (c->ids[i] == id)
            return true;
    return false;
}

/* Polgár 2180 (problems/grimshaw.fen): one threat, so no effective defences
 * (the variations are they); one Grimshaw on b3, which its line does not count
 * ("Grimshaw (b3)"), though its entry counts two defences. */
START_TEST(what_the_analysis_leaves_out_has_no_chip)
{
    ThemeChips chips;
    char *text = analysis_of("../problems/grimshaw.fen", LANG_EN, &chips);
    const char *want[] = { "threat problem", "cross-checks", "Grimshaw", "black correction" };
    ck_assert_int_eq(chips.n, 4);
    for (int i = 0; i < 4; i++)
        ck_assert_str_eq(chips.v[i].label, want[i]);
    ck_assert_int_eq(chip(&chips, "Grimshaw")->count, 0);
    ck_assert_int_eq(chip(&chips, "cross-checks")->count, 1);
    theme_chips_free(&chips);
    free(text);
    /* the unprovided moves are in the incomplete block's line: its chip names them */
    text = analysis_of("../problems/albino.fen", LANG_DE, &chips);
    const ThemeChip *block = chip(&chips, "unvollständiger Block");
    ck_assert_ptr_nonnull(block);
    ck_assert(names(block, THEME_UNPROVIDED_CHECKS) && names(block, THEME_UNPROVIDED_FLIGHTS));
    for (int i = 0; i < chips.n; i++)
        ck_assert_msg(!names(&chips.v[i], THEME_UNPROVIDED_FLIGHTS) || &chips.v[i] == block, "%s", chips.v[i].label);
    theme_chips_free(&chips);
    free(text);
}
END_TEST

/* The words and numbers of the heads: a Fleck separates two threats ("Fleck
 * (2)"), German's plural heading ("Selbstblocks (2)", not the one man's
 * "Selbstblock"), Somov's form, changed mates after tries alone without a
 * number (problems/arnhem.fen). */
START_TEST(chips_have_the_heads_words_and_numbers)
{
    ThemeChips chips;
    char *text = analysis_of("../problems/fleck.fen", LANG_FR, &chips);
    ck_assert_int_eq(chip(&chips, "Fleck")->count, 2);
    ck_assert_ptr_nonnull(chip(&chips, "problème à menace"));
    theme_chips_free(&chips);
    free(text);
    text = analysis_of("../problems/arnhem.fen", LANG_DE, &chips);
    ck_assert_int_eq(chip(&chips, "Selbstblocks")->count, 2);
    ck_assert_ptr_null(chip(&chips, "Selbstblock"));
    ck_assert_ptr_nonnull(chip(&chips, "Somov B2"));
    ck_assert_int_eq(chip(&chips, "Mattwechsel")->count, 0);
    theme_chips_free(&chips);
    free(text);
}
END_TEST

Suite *theme_chips_suite(void)
{
    Suite *s = suite_create("theme_chips");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, every_chip_heads_its_line);
    tcase_add_test(tc, what_the_analysis_leaves_out_has_no_chip);
    tcase_add_test(tc, chips_have_the_heads_words_and_numbers);
    suite_add_tcase(s, tc);
    return s;
}
