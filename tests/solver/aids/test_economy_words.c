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
#include "themes/analysis.h"
#include "tests/solver/aids/economy_helpers.h"
#include "tests/test_helpers.h"

/* Problems whose men play every hyphenated role between them: Polgar 321 (the
 * set play and a cook-stopper), Polgar 1648 (a mutate: dual-stopper, set play,
 * tries), Polgar 311 (the pawn c6 stops a stalemate). */
static const char *const PROBLEMS[] = {
    "8/8/8/2p5/2K5/Q7/N7/1k6 w - -",
    "8/1N3n2/5Q2/3kp3/8/3K1P2/8/8 w - -; id \"polgar-1648\"",
    "8/8/2p5/2Q5/7k/5K2/8/8 w - -; id \"polgar-311\"",
};

/* The table of fen in lang; the roles of its men added to *roles; when sq,
 * the first name in lost_themes of the man on sq into *lost. */
static char *economy_text_of(const char *fen, Lang lang, unsigned *roles, const char *sq, const char **lost)
{
    Economy ec;
    Problem pb;
    economy_of(fen, lang, 2, &ec, &pb);
    for (int i = 0; i < ec.nmen; i++) {
        *roles |= ec.men[i].roles;
        char name[3];
        square_name(ec.men[i].square, name);
        if (sq && strcmp(name, sq) == 0 && ec.men[i].nlost_themes > 0)
            *lost = ec.men[i].lost_themes[0];
    }
    char *text = economy_table(&pb, &ec, lang);
    economy_free(&ec);
    problem_free(&pb);
    return text;
}

static char *economy_text(const char *fen, Lang lang, unsigned *roles)
{
    return economy_text_of(fen, lang, roles, NULL, NULL);
}

/* The JSON's role names that are English words as composers write them
 * ("a cook-stopper"); "set-play" is not: they write "set play". */
static bool english_word(const char *id)
{
    static const char *const words[] = { "key", "mate", "defence", "cook-stopper", "guard", "dual-stopper",
                                         "stalemate-stopper", "legality", "try", "theme", "superfluous" };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strcmp(words[i], id) == 0)
            return true;
    return false;
}

/* The roles of each man (its line: "wQf6  key, mate, ..."; the lines under it
 * are the table's sentences, where French "mate" is a verb) name no role by
 * its JSON name, unless in English where that name is the word. */
static void no_role_names(const char *text, Lang lang)
{
    int lines = 0;
    for (const char *line = strchr(text, '\n'); line && line[1]; line = strchr(line + 1, '\n')) {
        const char *p = line + 1, *end = strchrnul(p, '\n');
        if (!isalpha((unsigned char)p[0]) || end - p < 5 || strncmp(p + 4, "  ", 2) != 0)
            continue;
        lines++;
        for (p += 6; p < end;) {
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

/* The lines of man's part of the table ("bPd2 " up to the next man). */
static char *man_part(const char *text, const char *man)
{
    char head[8];
    snprintf(head, sizeof head, "\n%s ", man);
    const char *p = strstr(text, head);
    ck_assert_msg(p != NULL, "no %s in:\n%.600s", man, text);
    const char *end = p + 1;
    while ((end = strchr(end, '\n')) && end[1] == ' ')
        end++;
    return strndup(p + 1, end ? (size_t)(end - p) : strlen(p + 1));
}

/* The mutate entry of fen's analysis for key (UCI), NULL when none; its
 * changed set mates into *changed. */
static bool mutate_of(const char *fen, const char *key, int *changed)
{
    Problem pb = test_problem(fen);
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb.pos, &so, &s);
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, &s);
    bool found = false;
    char buf[8];
    for (int i = 0; i < A.n; i++)
        if (A.entries[i]->id == theme_find("mutate") && strcmp(move_to_uci(A.entries[i]->key, buf), key) == 0)
            found = true, *changed = A.entries[i]->changed.n;
    analysis_free(&A);
    solution_free(&s);
    problem_free(&pb);
    return found;
}

/* Polgar 2580, a mutate (1.Rxd2 changes the set mates of 1...Kc3 and 1...c3):
 * without the pawn d2 1.Rd2 is still a mutate, of one changed mate (solved
 * apart here), so the table says it changed, and how; JSON's lost_themes still
 * names it (the entry is not kept). Polgar 1648: without the pawn f3, 1.Qg6
 * is no mutate (1...e4+ has no set mate left): lost. */
/* A man that can go: the line names the phases the problem has, no more. The
 * albino (problems/albino.fen) has tries, one key and its variation but no set
 * play and no threat; its knight a6 plays nothing. "The set play, tries, keys,
 * threats, ... stay the same" named phases that are not there. */
START_TEST(economy_names_only_the_phases_kept)
{
    static const char *const want[] = {
        [LANG_EN] = "the knight a6 can go: the tries, key, variations and mates stay the same, and no theme is lost",
        [LANG_DE] = "der Springer a6 kann entfallen: Verführungen, Schlüssel, Abspiele und Matts bleiben gleich, "
                    "und kein Thema geht verloren",
        [LANG_FR] = "on peut ôter le cavalier a6\u00a0: essais, clé, variantes et mats restent comme avant, "
                    "et aucun thème n'est perdu",
        [LANG_IT] = "il cavallo a6 si può togliere: tentativi, chiave, varianti e matti restano come prima, "
                    "e nessun tema va perso",
    };
    for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
        Economy ec;
        Problem pb;
        economy_of("1R6/8/N7/8/8/4p1p1/5PQ1/2k3K1 w - -", lang, 2, &ec, &pb);
        ck_assert(man_has(man_on(&ec, "a6"), ROLE_SUPERFLUOUS));
        char *text = NULL;
        size_t len = 0;
        FILE *mem = open_memstream(&text, &len);
        economy_print_details(mem, &pb, &ec, (int)(man_on(&ec, "a6") - ec.men), lang);
        fclose(mem);
        ck_assert_msg(strstr(text, want[lang]) != NULL, "want '%s' in:\n%s", want[lang], text);
        free(text);
        economy_free(&ec);
        problem_free(&pb);
    }
}
END_TEST

/* The role "play" (a man without which the play after the key changes in
 * another way: here the pawn e3, whose capture is the key) in the problemists'
 * words for that play: actual play, Lösungsspiel, jeu réel, gioco reale. The
 * bare "play" said nothing of which play. */
START_TEST(economy_names_the_actual_play)
{
    static const char *const want[] = {
        [LANG_EN] = "actual play", [LANG_DE] = "Lösungsspiel", [LANG_FR] = "jeu réel", [LANG_IT] = "gioco reale",
    };
    for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
        ck_assert_str_eq(role_words(ROLE_PLAY, lang), want[lang]);
        unsigned roles = 0;
        char *t = economy_text("1R6/8/N7/8/8/4p1p1/5PQ1/2k3K1 w - -", lang, &roles);
        ck_assert(roles >> ROLE_PLAY & 1);
        ck_assert_msg(strstr(t, want[lang]) != NULL, "no '%s' in:\n%s", want[lang], t);
        free(t);
    }
}
END_TEST

START_TEST(economy_says_a_theme_changed)
{
    static const char *const p2580 = "8/8/8/3Q4/1kp5/8/K1Bp4/3R4 w - -; id \"polgar-2580\"",
                             *p1648 = "8/1N3n2/5Q2/3kp3/8/3K1P2/8/8 w - -; id \"polgar-1648\"";
    int full = 0, without = 0;
    ck_assert(mutate_of("8/8/8/3Q4/1kp5/8/K1Bp4/3R4 w - -", "d1d2", &full));
    ck_assert(mutate_of("8/8/8/3Q4/1kp5/8/K1B5/3R4 w - -", "d1d2", &without));
    ck_assert_int_eq(full - without, 1);
    ck_assert(!mutate_of("8/1N3n2/5Q2/3kp3/8/3K4/8/8 w - -", "f6g6", &without));
    static const struct { Lang lang; const char *changed, *lost; } want[] = {
        { LANG_EN, "        changed: mutate (1 changed mate fewer)\n", "        lost: mutate\n" },
        { LANG_DE, "        geändert: Mutate (1 geändertes Matt weniger)\n", "        verloren: Mutate\n" },
        { LANG_IT, "(1 matto cambiato in meno)\n", NULL },
        { LANG_FR, "(1 mat changé en moins)\n", NULL },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        unsigned roles = 0;
        const char *lost_themes = NULL;
        char *t = economy_text_of(p2580, want[i].lang, &roles, "d2", &lost_themes);
        char *d2 = man_part(t, want[i].lang == LANG_DE ? "sBd2" : want[i].lang == LANG_EN ? "bPd2" : "nPd2");
        ck_assert_msg(strstr(d2, want[i].changed) != NULL, "%.1500s", d2);
        ck_assert_ptr_nonnull(lost_themes);
        if (want[i].lost) {
            ck_assert_msg(strstr(d2, want[i].lost) == NULL, "%.1500s", d2);
            ck_assert_str_eq(lost_themes, "mutate");
        }
        free(d2);
        free(t);
        if (!want[i].lost)
            continue;
        t = economy_text(p1648, want[i].lang, &roles);
        char *f3 = man_part(t, want[i].lang == LANG_EN ? "wPf3" : "wBf3");
        ck_assert_msg(strstr(f3, want[i].lost) != NULL, "%.1500s", f3);
        free(f3);
        free(t);
    }
}
END_TEST

/* Polgar 2062 (problems/le-grand.fen): the queen a1 mates after two tries,
 * 1.Qc1+? and 1.Bc3? (whose threat 2.Qd1# it gives); the table says after which
 * try, in words, and marks the try's threat, where it wrote "(1.Qc1+?)
 * 1...Kd3 2.Qc4# (1.Bc3?) 2.Qd1#". A cooked problem's keys likewise ("after the
 * key 1.Kxf6:"), and a defence with two mates is written once ("1...Kd8 2.Qc8#
 * 2.Qe7#"). The JSON keeps its moves as they were (no words in it). */
START_TEST(economy_names_the_phase_of_each_mate)
{
    static const char *const p2062 = "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -; id \"polgar-2062\"",
                             *cooked = "8/1P1k4/5pN1/2Q2K2/8/8/8/8 w - -";
    static const struct { Lang lang; const char *queen, *first, *second, *key; } want[] = {
        { LANG_EN, "wQa1", "      mates after the try 1.Qc1+?: 1...Kd3 2.Qc4#;",
          "after the try 1.Bc3?: 2.Qd1# (threat) 1...Kb3 2.Qb2# 1...Kd3 2.Qb1#", "      mates after the key 1.Kxf6: 1...Kd8" },
        { LANG_DE, "wDa1", "      setzt matt nach der Verführung 1.Dc1+?: 1...Kd3 2.Dc4#;",
          "nach der Verführung 1.Lc3?: 2.Dd1# (Drohung) 1...Kb3 2.Db2#", "      setzt matt nach dem Schlüssel 1.Kxf6: 1...Kd8" },
        { LANG_IT, "bDa1", "      dà matto dopo il tentativo 1.Dc1+?: 1...Rd3 2.Dc4#;",
          "dopo il tentativo 1.Ac3?: 2.Dd1# (minaccia) 1...Rb3 2.Db2#", "      dà matto dopo la chiave 1.Rxf6: 1...Rd8" },
        { LANG_FR, "bDa1", "      mate après l'essai 1.Dc1+?\u00a0: 1...Rd3 2.Dc4#\u00a0;",
          "après l'essai 1.Fc3?\u00a0: 2.Dd1# (menace) 1...Rb3 2.Db2#", "      mate après la clé 1.Rxf6\u00a0: 1...Rd8" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        unsigned roles = 0;
        char *t = economy_text(p2062, want[i].lang, &roles);
        char *q = man_part(t, want[i].queen);
        ck_assert_msg(strstr(q, want[i].first) != NULL, "%.1500s", q);
        ck_assert_msg(strstr(q, want[i].second) != NULL, "%.1500s", q);
        ck_assert_msg(strstr(t, " (1.") == NULL, "a try in parentheses:\n%.3000s", t);
        free(q);
        free(t);
        t = economy_text(cooked, want[i].lang, &roles);
        ck_assert_msg(strstr(t, want[i].key) != NULL, "%.3000s", t);
        /* Two mates of one defence: the defence once, as a solution writes a dual. */
        ck_assert_msg(strstr(t, want[i].lang == LANG_EN ? " 1...Kd8 2.Qc8# 2.Qe7# 1...Ke8 2.Qe7#\n" : "2.Dc8# 2.De7# 1...")
                          != NULL, "%.3000s", t);
        ck_assert_msg(strstr(t, " (1.") == NULL, "a key in parentheses:\n%.3000s", t);
        free(t);
    }
}
END_TEST

/* A man that plays both keys of a cooked problem (the queen h1; the king c6
 * shields a8): the keys listed as tries are, after the plural, with no "; "
 * between them (it wrote "plays the key 1.Qb1; 1.Qh7"). */
START_TEST(economy_lists_two_keys)
{
    static const char *const cooked = "k7/8/2K5/8/8/8/8/7Q w - -";
    static const struct { Lang lang; const char *keys; } want[] = {
        { LANG_EN, "      plays the keys 1.Qb1 1.Qh7\n" },
        { LANG_DE, "      spielt die Schlüssel 1.Db1 1.Dh7\n" },
        { LANG_FR, "      joue les clés 1.Db1 1.Dh7\n" },
        { LANG_IT, "      gioca le chiavi 1.Db1 1.Dh7\n" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        unsigned roles = 0;
        char *t = economy_text(cooked, want[i].lang, &roles);
        ck_assert_msg(strstr(t, want[i].keys) != NULL, "%.3000s", t);
        free(t);
    }
}
END_TEST

/* The heading names a problem's short solutions, as solve's verdict does: it read
 * "short solution, keys 1.Qa7 ..." of four mates in one, none of them named. */
START_TEST(economy_heading_names_short_solutions)
{
    unsigned roles = 0;
    char *t = economy_text("7k/5Q2/6K1/8/8/8/8/8 w - -", LANG_EN, &roles);
    ck_assert_msg(strstr(t, "\nshort solutions 1.Qe8# 1.Qf8# 1.Qg7# 1.Qh7#, keys 1.Qa7 "), "%.3000s", t);
    free(t);
}
END_TEST

Suite *economy_words_suite(void);
Suite *economy_words_suite(void)
{
    Suite *s = suite_create("economy_words");
    TCase *t = tcase_create("economy_words");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, economy_says_roles_in_words);
    tcase_add_test(t, economy_says_a_theme_changed);
    tcase_add_test(t, economy_names_the_phase_of_each_mate);
    tcase_add_test(t, economy_lists_two_keys);
    tcase_add_test(t, economy_heading_names_short_solutions);
    tcase_add_test(t, economy_names_only_the_phases_kept);
    tcase_add_test(t, economy_names_the_actual_play);
    suite_add_tcase(s, t);
    return s;
}
