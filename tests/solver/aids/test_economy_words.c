/* test_economy_words.c - `economy` says what a man does in words, as composers
 * write them, in four languages: no JSON role name where the language has a
 * word for it ("set play", never "set-play"), and a theme entry whose details
 * change without a man is said changed, not lost (issue 22). Run from tests/. */
#include <check.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "tests/test_helpers.h"

/* Problems whose men play every hyphenated role between them: Polgar 321 (the
 * set play and a cook-stopper), Polgar 1648 (a mutate: dual-stopper, set play,
 * tries), Polgar 311 (the pawn c6 stops a stalemate). */
static const char *const PROBLEMS[] = {
    "8/8/8/2p5/2K5/Q7/N7/1k6 w - -",
    "8/1N3n2/5Q2/3kp3/8/3K1P2/8/8 w - -; id \"polgar-1648\"",
    "8/8/2p5/2Q5/7k/5K2/8/8 w - -; id \"polgar-311\"",
};

static char *economy_text(const char *fen, Lang lang, unsigned *roles)
{
    Economy ec;
    Problem pb = test_problem(fen);
    SolveOptions so;
    solve_options_default(&so);
    economy_compute(&pb, &so, lang, lang, 2, &ec);
    for (int i = 0; i < ec.nmen; i++)
        *roles |= ec.men[i].roles;
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(out);
    economy_print(out, &pb, &ec, lang);
    fclose(out);
    economy_free(&ec);
    problem_free(&pb);
    return text;
}

/* The JSON's role names that are English words as composers write them
 * ("a cook-stopper"); "set-play" is not: they write "set play". */
static bool english_word(const char *id)
{
    static const char *const words[] = { "key", "mate", "defence", "cook-stopper", "guard", "dual-stopper",
                                         "stalemate-stopper", "legality", "play", "try", "theme", "superfluous" };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strcmp(words[i], id) == 0)
            return true;
    return false;
}

/* The roles of each man (its line: "Qf6  key, mate, ..."; the lines under it
 * are the table's sentences, where French "mate" is a verb) name no role by
 * its JSON name, unless in English where that name is the word. */
static void no_role_names(const char *text, Lang lang)
{
    int lines = 0;
    for (const char *line = strchr(text, '\n'); line && line[1]; line = strchr(line + 1, '\n')) {
        const char *p = line + 1, *end = strchrnul(p, '\n');
        if (!isalpha((unsigned char)p[0]) || end - p < 5 || strncmp(p + 3, "  ", 2) != 0)
            continue;
        lines++;
        for (p += 5; p < end;) {
            size_t n = strcspn(p, ",\n");
            for (int r = 0; r < ROLE_COUNT; r++) {
                const char *id = role_name((Role)r);
                ck_assert_msg(strlen(id) != n || strncmp(p, id, n) != 0 || (lang == LANG_EN && english_word(id)),
                              "the JSON's '%s' in the table in %s (its words: '%s'):\n%s", id,
                              (const char *[]){ "en", "it", "de", "fr" }[lang], role_words((Role)r, lang), text);
            }
            p += n;
            p += strspn(p, ", ");
        }
    }
    ck_assert_msg(lines > 0, "no man's line in:\n%s", text);
}

START_TEST(economy_says_roles_in_words)
{
    unsigned roles = 0;
    for (size_t i = 0; i < sizeof PROBLEMS / sizeof *PROBLEMS; i++)
        for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
            char *t = economy_text(PROBLEMS[i], lang, &roles);
            no_role_names(t, lang);
            free(t);
        }
    /* The scan saw the roles whose JSON names are not words. */
    for (Role r = 0; r < ROLE_COUNT; r++)
        if (strchr(role_name(r), '-'))
            ck_assert_msg(roles >> r & 1, "no man plays '%s' in these problems", role_name(r));
    ck_assert_str_eq(role_words(ROLE_SET_PLAY, LANG_EN), "set play");
    ck_assert_str_eq(role_words(ROLE_SET_PLAY, LANG_DE), "Satzspiel");
}
END_TEST

Suite *economy_words_suite(void);
Suite *economy_words_suite(void)
{
    Suite *s = suite_create("economy_words");
    TCase *t = tcase_create("economy_words");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, economy_says_roles_in_words);
    suite_add_tcase(s, t);
    return s;
}
