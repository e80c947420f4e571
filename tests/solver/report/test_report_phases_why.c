/* test_report_phases_why.c - the Analysis line of a Le Grand, pseudo Le Grand
 * and Dombrovskis says what makes the theme after its phases: each defining move
 * named, as the entry holds it, in SAN in four languages, a mate of two phases as
 * each reads it. Run from tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "solver/movegen.h"
#include "solver/report/phases_text.h"
#include "themes/analysis.h"
#include "tests/test_helpers.h"
#include "tests/solver/report/report_helpers.h"

static const Lang LANGS[] = { LANG_EN, LANG_DE, LANG_IT, LANG_FR };

/* The SAN of m in pos, into buf. */
static const char *san(const Position *pos, Move m, Lang lang, char *buf)
{
    Move legal = move_legal(pos, m);
    ck_assert_uint_ne(legal, MOVE_NONE);
    return move_to_san(pos, legal, lang, buf, SAN_MAX);
}

/* The position after m, legal in pos. */
static Position after(const Position *pos, Move m)
{
    return position_after(pos, move_legal(pos, m));
}

/* Checks that the words after the phases of entry id of problems/<name>.fen
 * name the moves that make it, taken from the entry's blocks. */
static void names_its_moves(const char *name, ThemeId id)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_file(name, id, &s, &A);
    ck_assert_int_eq(e->nblocks, 2);
    const ThemeBlock *x = &e->blocks[0], *y = &e->blocks[1];
    const Position *start = &s.start;
    Position px = after(start, x->move), py = after(start, y->move);
    Position tx = position_passed(&px), ty = position_passed(&py);
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        Lang lang = LANGS[l];
        char *line = NULL;
        size_t n = 0;
        FILE *f = open_memstream(&line, &n);
        ck_assert_ptr_nonnull(f);
        ck_assert(phases_text_entry(f, e, start, lang));
        fclose(f);
        /* The words come after the last block's play. */
        char yb[1024] = "";
        FILE *h = fmemopen(yb, sizeof yb, "w");
        ck_assert_ptr_nonnull(h);
        phases_text_block(h, y, start, lang);
        fclose(h);
        const char *last = strstr(line, yb);
        ck_assert_ptr_nonnull(last);
        const char *why = last + strlen(yb);
        char want[SAN_MAX + 8], buf[SAN_MAX];
        /* The try itself. */
        snprintf(want, sizeof want, " 1.%s?", san(start, x->move, lang, buf));
        ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        /* The try's threat, which mates after the key's defence. */
        snprintf(want, sizeof want, " 2.%s", san(&tx, x->threats.v[0], lang, buf));
        ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        snprintf(want, sizeof want, " 1...%s", san(&py, y->variations.v[0].move, lang, buf));
        ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        if (id == THEME_DOMBROVSKIS) { /* the try's refutation */
            snprintf(want, sizeof want, " 1...%s!", san(&px, x->refutations.v[0], lang, buf));
            ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        } else { /* the try's mate and its defence; the key's threat */
            snprintf(want, sizeof want, " 2.%s", san(&ty, y->threats.v[0], lang, buf));
            ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
            snprintf(want, sizeof want, " 1...%s", san(&px, x->variations.v[0].move, lang, buf));
            ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        }
        free(line);
    }
    analysis_free(&A);
    solution_free(&s);
}

START_TEST(le_grand_says_what_makes_it)
{
    names_its_moves("le-grand", THEME_LE_GRAND);
    names_its_moves("pseudo-le-grand", THEME_PSEUDO_LE_GRAND);
}
END_TEST

START_TEST(dombrovskis_says_what_makes_it)
{
    names_its_moves("dombrovskis", THEME_DOMBROVSKIS);
}
END_TEST

/* Le Grand's, Dombrovskis's words write a mate of two phases as each reads it, "(x)"
 * where it takes in one only (Polgár 2130: 1.Rxe8? 1...Bb2+ 2.Qxb2#, the key's threat
 * 2.Qb2#; 1.Qh2? threatens 2.Nxd3#, the key 1...d2 2.Nd3#); was one phase's text. */
START_TEST(phases_words_write_a_mate_as_each_phase_does)
{
    static const struct { const char *fen; Lang lang; const char *want; } cases[] = {
        { "4r2b/1Q6/8/8/p3R3/K7/8/k7 w - -", LANG_EN, "and the mate 2.Q(x)b2# that met 1...Bb2+ there becomes the threat)" },
        { "4r2b/1Q6/8/8/p3R3/K7/8/k7 w - -", LANG_DE, "und das Matt 2.D(x)b2#, das dort auf 1...Lb2+ folgte, wird zur Drohung)" },
        { "8/7Q/8/8/N7/3p4/2B5/2k1NK2 w - -", LANG_EN, "(the refutation 1...d2! of 1.Qh2? is met after the key by that try's threat 2.N(x)d3#)" },
        { "8/7Q/8/8/N7/3p4/2B5/2k1NK2 w - -", LANG_DE, "wird nach dem Schlüssel mit deren Drohung 2.S(x)d3# beantwortet)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *report = text_of(cases[i].fen, cases[i].lang), *text = flat(report);
        ck_assert_msg(strstr(text, cases[i].want), "'%s' not in:\n%s", cases[i].want, report);
        free(text), free(report);
    }
}
END_TEST

Suite *report_phases_why_suite(void)
{
    Suite *s = suite_create("report_phases_why");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, le_grand_says_what_makes_it);
    tcase_add_test(tc, dombrovskis_says_what_makes_it);
    tcase_add_test(tc, phases_words_write_a_mate_as_each_phase_does);
    suite_add_tcase(s, tc);
    return s;
}
