/* test_report_words.c - the text report as a magazine prints it: no line wider
 * than REPORT_WIDTH in any language, long lines broken with a hanging indent,
 * and reports in words, not SPEC's names nor code, in every language (issue 22),
 * with French punctuation in French (issue 21 §7). Run from tests/. */
#include <check.h>
#include <ctype.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>

#include "fen/input.h"
#include "solver/report/text.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "solver/report/wrap.h"
#include "themes/theme_table.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "tests/solver/report/report_helpers.h"

/* The reports of every problem of problems/ (solve --why), one language at a time. */
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
            TextStyle ts;
            text_style_default(&ts, lang);
            ts.why = true; /* the motives too: the longest lines, the most words */
            char *text = NULL;
            size_t len = 0;
            FILE *f = open_memstream(&text, &len);
            ck_assert_ptr_nonnull(f);
            report_text_styled(f, &pb, &s, &so, &ts);
            fclose(f);
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

/* The words chiave writes: the report past its heading (the problem's own words)
 * and its stipulation line. */
static const char *report_body(const char *file, const char *text)
{
    const char *body = strstr(text, "\n#2 (");
    ck_assert_msg(body != NULL, "%s: no stipulation line", file);
    return strchr(body + 1, '\n');
}

static const char *const LANG_CODE[] = { "en", "it", "de", "fr" };

/* No SPEC name in a report, in any language, where the language has words for
 * it: after the heading (the problem's own words), no whole word (letters,
 * digits and '-') is a theme's name unless that name is the language's word for
 * it too ("half-pin"; French "duals") or, "threat", its word for a key's threat
 * (the type is a "threat problem"). So "effective-defences", "transferred-mates"
 * never, "grimshaw" for "Grimshaw" never, "threat" in an Italian report never. */
static void no_spec_names(const char *file, const char *text, Lang lang)
{
    const char *body = report_body(file, text);
    for (const char *p = body; p && *p; p++) {
        bool word = isalnum((unsigned char)*p) || *p == '-';
        if (!word || isalnum((unsigned char)p[-1]) || p[-1] == '-')
            continue;
        char w[64];
        size_t n = 0;
        while ((isalnum((unsigned char)p[n]) || p[n] == '-') && n + 1 < sizeof w)
            w[n] = p[n], n++;
        w[n] = '\0';
        ThemeId id = theme_find(w);
        /* the key's threat ("the threat 2.Qd1#") is no name of the type's theme */
        bool keys_threat = id == THEME_THREAT && strcmp(tr(lang, "threat"), w) == 0;
        ck_assert_msg(id == THEME_NONE || keys_threat || strcmp(theme_words(w, lang), w) == 0,
                      "%s: SPEC's name '%s' in the report in %s (its words: '%s')", file, w,
                      LANG_CODE[lang], theme_words(w, lang));
    }
}

START_TEST(reports_say_words)
{
    each_report(no_spec_names);
}
END_TEST

/* No code in a sentence a composer reads: no identifier (snake_case), no empty
 * value ("N/A", "(null)"), and, in Italian, German and French, no
 * English left untranslated (its commonest small words). */
static void no_code_words(const char *file, const char *text, Lang lang)
{
    const char *body = report_body(file, text);
    for (const char *p = body; p && *p; p++)
        if (*p == '_')
            ck_assert_msg(!isalpha((unsigned char)p[-1]) || !isalpha((unsigned char)p[1]),
                          "%s: an identifier in the report in %s: '%.30s'", file, LANG_CODE[lang], p - 10);
    static const char *const empty[] = { "N/A", "(null)" };
    for (size_t i = 0; i < sizeof empty / sizeof *empty; i++)
        ck_assert_msg(!strstr(body, empty[i]), "%s: '%s' in the report in %s", file, empty[i], LANG_CODE[lang]);
    static const char *const english[] = { " the ", "(the ", " of ", " and ", " is ", " not ", " with ", " which " };
    for (size_t i = 0; lang != LANG_EN && i < sizeof english / sizeof *english; i++) {
        const char *at = strstr(body, english[i]);
        ck_assert_msg(!at, "%s: English in the report in %s: '%.40s'", file, LANG_CODE[lang],
                      at ? at - 20 : "");
    }
}

START_TEST(reports_hold_no_code)
{
    each_report(no_code_words);
}
END_TEST

/* French sets a no-break space (U+00A0) before ':' and ';' (as before '!' and
 * '?' in prose, which the report has none of: a move's "!" and "?" stay on it):
 * "Analyse :", "2.Qb5# ; 1...Rb7". No other language has that space. */
static void french_spacing(const char *file, const char *text, Lang lang)
{
    const char *body = report_body(file, text);
    for (const char *p = body; p && *p; p++) {
        bool ends_word = (*p == ':' || *p == ';') && (p[1] == ' ' || p[1] == '\n' || !p[1]);
        bool spaced = p - body >= 2 && (unsigned char)p[-2] == 0xC2 && (unsigned char)p[-1] == 0xA0;
        if (lang == LANG_FR && ends_word)
            ck_assert_msg(spaced, "%s: no no-break space before '%c' in French: '%.40s'", file, *p, p - 30);
        if (lang != LANG_FR)
            ck_assert_msg(!((unsigned char)p[0] == 0xC2 && (unsigned char)p[1] == 0xA0),
                          "%s: a French no-break space in %s: '%.40s'", file, LANG_CODE[lang], p - 20);
    }
}

START_TEST(french_sets_its_punctuation)
{
    each_report(french_spacing);
}
END_TEST

/* What wrap_write makes of line at width. */
static char *wrapped(const char *line, int width)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    ck_assert_ptr_nonnull(f);
    wrap_write(f, line, strlen(line), width);
    fclose(f);
    return out;
}

/* A long line breaks between variations, the rest four spaces further in. */
START_TEST(wrap_with_a_hanging_indent)
{
    char line[400] = "  added mates (9):";
    for (int i = 0; i < 12; i++)
        snprintf(line + strlen(line), sizeof line - strlen(line), " 1...Nb%d 2.Qh1#;", i % 8 + 1);
    strcat(line, "\nshort\n");
    char *out = wrapped(line, 60);
    ck_assert_str_eq(out, "  added mates (9): 1...Nb1 2.Qh1#; 1...Nb2 2.Qh1#;\n"
                          "      1...Nb3 2.Qh1#; 1...Nb4 2.Qh1#; 1...Nb5 2.Qh1#;\n"
                          "      1...Nb6 2.Qh1#; 1...Nb7 2.Qh1#; 1...Nb8 2.Qh1#;\n"
                          "      1...Nb1 2.Qh1#; 1...Nb2 2.Qh1#; 1...Nb3 2.Qh1#;\n"
                          "      1...Nb4 2.Qh1#;\nshort\n");
    free(out);
}
END_TEST

/* Inside a remark the moves are words: the line runs full and does not break
 * between "(the refutations" and its moves, nor between the two refutations
 * (it did: "(the refutations 1...Rb7!" / "1...Qa7! are met"), on whatever line
 * the remark goes on. */
START_TEST(wrap_keeps_a_remark_with_its_moves)
{
    char *out = wrapped("  Banny: 1.Qd5? but 1...Rb7!; 1.Rd5? but 1...Qa7!; 1.Nxe6! 1...Rb7 2.Rd5# 1...Qa7 "
                        "2.Qd5# (the refutations 1...Rb7! 1...Qa7! are met after the key by the other "
                        "try's first move)", 100);
    ck_assert_str_eq(out, "  Banny: 1.Qd5? but 1...Rb7!; 1.Rd5? but 1...Qa7!;\n"
                          "      1.Nxe6! 1...Rb7 2.Rd5# 1...Qa7 2.Qd5# (the refutations 1...Rb7! 1...Qa7! are met after the key\n"
                          "      by the other try's first move)");
    free(out);
    /* A remark that runs on over a break is still open on the next lines: a
     * move there is a word too, not the start of a variation. */
    out = wrapped("  Banny: 1.Qd5? (the refutation 1...Rb7! of the try is met after the key 1.Nxe6! by 2.Rd5# "
                  "1...Qa7 then also by the mate 2.Qd5# and so on)", 40);
    ck_assert_str_eq(out, "  Banny: 1.Qd5? (the refutation 1...Rb7!\n"
                          "      of the try is met after the\n"
                          "      key 1.Nxe6! by 2.Rd5# 1...Qa7 then\n"
                          "      also by the mate 2.Qd5# and so on)");
    free(out);
}
END_TEST

/* A label keeps its first move ("yet" 1.Nf6!, "of" 1.Bc3?), a move its remark
 * and a first move its threats, a number what it counts ("2 weitere"); French
 * spaced punctuation stays on its line. */
START_TEST(wrap_keeps_labels_and_remarks)
{
    char *out = wrapped("  block threat: every black move has a set mate, yet 1.Nf6! threatens 2.Qh5#", 56);
    ck_assert_str_eq(out, "  block threat: every black move has a set mate,\n"
                          "      yet 1.Nf6! threatens 2.Qh5#");
    free(out);
    out = wrapped("  Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1# (the "
                  "threat 2.Qd1# of 1.Bc3? mates after 1...Kd3)", 100);
    ck_assert_str_eq(out, "  Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1# (the threat 2.Qd1#\n"
                          "      of 1.Bc3? mates after 1...Kd3)");
    free(out);
    out = wrapped("  1...Rb2 2.Qd4# (Rb2)", 18);
    ck_assert_str_eq(out, "  1...Rb2\n      2.Qd4# (Rb2)");
    free(out);
    out = wrapped("  spielt die Verführungen 1.Df2+? 1.Df4+? und 2 weitere", 52);
    ck_assert_str_eq(out, "  spielt die Verführungen 1.Df2+? 1.Df4+? und\n      2 weitere");
    free(out);
    out = wrapped("  x (sur la ligne de la pièce qui menace ; le mat)", 40);
    ck_assert_str_eq(out, "  x (sur la ligne de la pièce qui\n      menace ; le mat)");
    free(out);
}
END_TEST

/* The last line of a wrapped line is never a word dropped off the line above:
 * star-flights.fen's "(the king's four diagonal flights, each met by a" / "mate)"
 * now breaks before "by a mate)"; a German variation's "2.Tf5# (Selbstblock auf"
 * / "e4)" moves whole, its break before the mate being as good as any. A last line
 * long enough stays ("2 weitere" above). */
START_TEST(wrap_leaves_no_word_alone_on_the_last_line)
{
    const char *line = "  star flights: 1...Kc4 1...Kc6 1...Kxe4 1...Ke6 (the king's four diagonal flights, each "
                       "met by a mate)";
    char *out = wrapped(line, 100);
    ck_assert_str_eq(out, "  star flights: 1...Kc4 1...Kc6 1...Kxe4 1...Ke6 (the king's four diagonal flights, each met\n"
                          "      by a mate)");
    free(out);
    out = wrapped("   1...Se4 (verstellt die Linie d4-f4; verstellt die Linie von Tf4 nach d4) 2.Tf5# "
                  "(Selbstblock auf e4)", 100);
    ck_assert_str_eq(out, "   1...Se4 (verstellt die Linie d4-f4; verstellt die Linie von Tf4 nach d4)\n"
                          "       2.Tf5# (Selbstblock auf e4)");
    free(out);
}
END_TEST

/* A line of clauses breaks after a comma between them rather than inside the
 * last one's phrase: every mutate line broke "some set" / "mates (zugzwang)". */
START_TEST(wrap_breaks_between_clauses)
{
    char *out = wrapped("  mutate: 1.Kc3! threatens nothing; every black move has a set mate, and the key changes "
                        "some set mates (zugzwang)", 100);
    ck_assert_str_eq(out, "  mutate: 1.Kc3! threatens nothing; every black move has a set mate,\n"
                          "      and the key changes some set mates (zugzwang)");
    free(out);
    /* a comma inside a remark is no clause of the line */
    out = wrapped("  x: 1...Kd4 2.Qc5# (the king's flight, guarded twice, and the mate on c5 by the queen)", 60);
    ck_assert_str_eq(out, "  x: 1...Kd4 2.Qc5# (the king's flight, guarded twice, and\n"
                          "      the mate on c5 by the queen)");
    free(out);
}
END_TEST

/* The heading of a theme's entries before their count is plural in every
 * language, as English's "battery mates (1)": never "Batteriematt (1)" nor
 * "matto di batteria (1)"; `chiave themes` and the page keep the singular. */
START_TEST(headings_before_a_count_plural)
{
    static const struct { Lang lang; const char *battery, *self_block, *cross_check, *one; } want[] = {
        { LANG_EN, "  battery mates (1):", "  self-blocks (1):", "  cross-checks (1):", "battery mates" },
        { LANG_DE, "  Batteriematts (1):", "  Selbstblocks (1):", "  Gegenschachs (1):", "Batteriematt" },
        { LANG_IT, "  matti di batteria (1):", "  autoblocchi (1):", "  controscacchi (1):", "matto di batteria" },
        { LANG_FR, "  mats de batterie (1)\u00a0:", "  autoblocages (1)\u00a0:", "  contre-échecs (1)\u00a0:",
          "mat de batterie" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        Lang l = want[i].lang;
        char *t = text_of_file("battery-mate", l);
        ASSERT_HAS(t, want[i].battery);
        free(t);
        t = text_of_file("pin-mate", l);
        ASSERT_HAS(t, want[i].self_block);
        free(t);
        t = text_of_file("cross-check", l);
        ASSERT_HAS(t, want[i].cross_check);
        free(t);
        ck_assert_str_eq(theme_words("battery-mate", l), want[i].one);
    }
}
END_TEST

/* The definitions of `chiave themes` in the words problemists of the language
 * write, not words that mean something else to them. German: a man blocks
 * ("besetzt") a square and "verstellt" a line (W. Speckmann, Problemschachliche
 * Grundbegriffe: Block; de.wikipedia, "Walter Grimshaw": the lines cross); a
 * pawn's start is its "Ausgangsfeld", the "Grundreihe" is the first or eighth
 * rank (the Schwalbe's keyword Albino: "in der Grundstellung"). */
START_TEST(definitions_in_problemists_terms)
{
    static const struct { Lang lang; const char *wrong; } MISUSED[] = {
        { LANG_DE, "verstellt ein Feld" },
        { LANG_DE, "von seiner Grundreihe" },
        /* a pawn starts on its second rank: "first rank" is the pieces' rank */
        { LANG_EN, "pawn from its first rank" },
    };
    for (int id = 0; id < THEME_COUNT; id++) {
        const ThemeInfo *t = theme_info((ThemeId)id);
        for (size_t i = 0; i < sizeof MISUSED / sizeof *MISUSED; i++) {
            const char *def = tr(MISUSED[i].lang, t->definition);
            ck_assert_msg(!strstr(def, MISUSED[i].wrong), "%s in %s: '%s' in \"%s\"", t->name,
                          LANG_CODE[MISUSED[i].lang], MISUSED[i].wrong, def);
        }
    }
}
END_TEST

/* An incomplete block's unprovided moves say "(check)" of a check, not of a mate
 * (pelle-miss's 1...Qg1# said "1...Qg1# (check)"): the "#" says it already. What
 * a mate says is whose it is: Black's, no variation White answers (it said
 * nothing, as if a white mate were missing). */
START_TEST(a_mate_is_not_also_a_check)
{
    char *report = text_of_file("pelle-miss", LANG_EN);
    char *text = flat(report);
    ck_assert_msg(strstr(text, " 1...Qg1# (Black mates) 1..."), "%s", text); /* alone, as a check is */
    ck_assert_msg(!strstr(text, "Qg1# (check"), "%s", text);
    ck_assert_msg(strstr(text, "1...Qf2+ (check)"), "%s", text);
    free(text);
    free(report);
    report = text_of_file("pelle-miss", LANG_DE);
    ck_assert_msg(strstr(report, "1...Dg1# (Schwarz setzt matt)"), "%s", report);
    free(report);
}
END_TEST

/* The checks without a set mate say a mate's too: "1...Qe1# (Black mates)", in
 * the reader's words (Pelle's problem of dev.epd, 1.Qxh7+!). */
START_TEST(an_unprovided_mate_says_whose)
{
    static const char *const want[] = {
        [LANG_EN] = "checks without a set mate (1): 1...Qe1# (Black mates)\n",
        [LANG_DE] = "Schachgebote ohne Satzmatt (1): 1...De1# (Schwarz setzt matt)\n",
        [LANG_FR] = "échecs sans mat apparent (1)\xc2\xa0: 1...De1# (les Noirs font mat)\n",
        [LANG_IT] = "scacchi senza matto apparente (1): 1...De1# (il Nero dà matto)\n",
    };
    for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
        char *report = text_of("6rk/5prp/4qN1Q/8/8/6R1/5PPP/6K1 w - -", lang);
        ck_assert_msg(strstr(report, want[lang]), "want '%s' in:\n%s", want[lang], report);
        free(report);
    }
}
END_TEST

Suite *report_words_suite(void);
Suite *report_words_suite(void)
{
    Suite *s = suite_create("report_words");
    TCase *t = tcase_create("words");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, lines_at_most_a_page_wide);
    tcase_add_test(t, reports_say_words);
    tcase_add_test(t, reports_hold_no_code);
    tcase_add_test(t, french_sets_its_punctuation);
    tcase_add_test(t, wrap_with_a_hanging_indent);
    tcase_add_test(t, wrap_keeps_a_remark_with_its_moves);
    tcase_add_test(t, wrap_keeps_labels_and_remarks);
    tcase_add_test(t, wrap_leaves_no_word_alone_on_the_last_line);
    tcase_add_test(t, wrap_breaks_between_clauses);
    tcase_add_test(t, headings_before_a_count_plural);
    tcase_add_test(t, definitions_in_problemists_terms);
    tcase_add_test(t, a_mate_is_not_also_a_check);
    tcase_add_test(t, an_unprovided_mate_says_whose);
    suite_add_tcase(s, t);
    return s;
}
