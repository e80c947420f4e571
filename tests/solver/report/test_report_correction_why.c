/* test_report_correction_why.c - what the Analysis says of a white, black or
 * threat correction names its moves as each random move meets them ("1...R(x)e7!",
 * "2.R(x)c7#") and, as the error, the one defence every random move fails to; in
 * four languages. Run from tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "solver/movegen.h"
#include "solver/report/phases_why.h"
#include "themes/analysis.h"
#include "tests/solver/report/report_helpers.h"

static const Lang LANGS[] = { LANG_EN, LANG_DE, LANG_IT, LANG_FR };

/* A correction's error and black correction's random mate are written as every
 * random move meets them, a capture after some and not others with "(x)", as a
 * group's mate is ("2.Q(x)b4#"), in four languages: Polgár 1046
 * (novotny-disappearing-miss), 1.Bd8? fails to 1...Re7!, 1.Be7? to 1...Rxe7!, was
 * "fail to 1...Re7!" (the first random move's); 1.Be4? to 1...Bxe4!, 1.Bf5?, 1.Bg6?
 * to 1...Be4! (threat-correction-miss); any rook move allows 2.Rc7#, 1...Rc7
 * 2.Rxc7# (black-correction), was "allows 2.Rc7#". */
START_TEST(corrections_write_their_moves_as_each_random_move_meets_them)
{
    const char *want[][3] = {
        { "of Bh4 fail to 1...R(x)e7!;", "of Bh7 fail to 1...B(x)e4!;", "any move of Ra7 allows 2.R(x)c7#;" },
        { "von Lh4 scheitern an 1...T(x)e7!;", "von Lh7 scheitern an 1...L(x)e4!;",
          "jeder Zug von Ta7 lässt 2.T(x)c7# zu;" },
        { "di Ah4 falliscono per 1...T(x)e7!;", "di Ah7 falliscono per 1...A(x)e4!;",
          "ogni mossa di Ta7 permette 2.T(x)c7#;" },
        { "de Fh4 échouent sur 1...T(x)e7!\u00a0;", "de Fh7 échouent sur 1...F(x)e4!\u00a0;",
          "tout coup de Ta7 permet 2.T(x)c7#\u00a0;" },
    };
    const char *names[] = { "novotny-disappearing-miss", "threat-correction-miss", "black-correction" };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++)
        for (int i = 0; i < 3; i++) {
            char *report = text_of_file(names[i], LANGS[l]), *text = flat(report);
            ck_assert_msg(strstr(text, want[l][i]), "'%s' not in:\n%s", want[l][i], report);
            free(text), free(report);
        }
}
END_TEST

/* A correction's error is the defence every random move fails to, not another
 * refutation of one of them: ten Cate 1949 (PHASES.md), 1.Bc3? fails to 1...Bd8! and
 * 1...Rg8!, 1.Bf6? to 1...Rg8!, 1.Bg7? to 1...Bd8!; each entry names one error, which
 * refutes each of its random moves (both were named as "the error" before). */
START_TEST(correction_names_its_error_alone)
{
    Solution s;
    Analysis A;
    entry_of_file("threat-correction-tencate", THEME_THREAT_CORRECTION, &s, &A);
    int entries = 0, several = 0;
    for (int i = 0; i < A.n; i++) {
        const ThemeEntry *e = A.entries[i];
        if (e->id != THEME_THREAT_CORRECTION)
            continue;
        entries++;
        /* The random move with the most refutations first (1.Bc3?: 1...Bd8! and
         * 1...Rg8!), so that the error is picked from among several. */
        ThemeEntry first_most = *e;
        Move order[16];
        ck_assert_int_le(e->random.n, 16);
        int most = -1;
        for (int r = 0; r < e->random.n; r++) {
            order[r] = e->random.v[r];
            for (int k = 0; k < e->nblocks; k++)
                if (e->blocks[k].move == order[r] && (most < 0 || e->blocks[k].refutations.n > most)) {
                    most = e->blocks[k].refutations.n;
                    Move t = order[0];
                    order[0] = order[r], order[r] = t;
                }
        }
        first_most.random.v = order;
        several += most > 1;
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        ck_assert_ptr_nonnull(f);
        phases_why(f, &first_most, &s.start, LANG_EN);
        fclose(f);
        const char *at = strstr(text, "fail to ");
        ck_assert_msg(at, "no error in '%s'", text);
        at += strlen("fail to ");
        const char *end = strchr(at, ';');
        ck_assert_ptr_nonnull(end);
        int named = 0;
        for (const char *p = strstr(at, "1..."); p && p < end; p = strstr(p + 4, "1..."))
            named++;
        ck_assert_msg(named == 1, "not one error: '%s'", text);
        for (int r = 0; r < e->random.n; r++) { /* it refutes every random move */
            const ThemeBlock *b = NULL;
            for (int k = 0; k < e->nblocks && !b; k++)
                if (e->blocks[k].move == e->random.v[r])
                    b = &e->blocks[k];
            ck_assert_ptr_nonnull(b);
            Position pos = position_after(&s.start, move_legal(&s.start, b->move));
            bool found = false;
            for (int j = 0; j < b->refutations.n && !found; j++) {
                char san[SAN_MAX];
                move_to_san(&pos, move_legal(&pos, b->refutations.v[j]), LANG_EN, san, sizeof san);
                found = strncmp(at + 4, san, strlen(san)) == 0 && at[4 + strlen(san)] == '!';
            }
            ck_assert_msg(found, "'%s' names no refutation of a random move", text);
        }
        free(text);
    }
    ck_assert_int_eq(entries, 2); /* one an error: 1...Rg8!, 1...Bd8! */
    ck_assert_int_gt(several, 0); /* the filter had a choice to make */
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

Suite *report_correction_why_suite(void)
{
    Suite *s = suite_create("report_correction_why");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, corrections_write_their_moves_as_each_random_move_meets_them);
    tcase_add_test(tc, correction_names_its_error_alone);
    suite_add_tcase(s, tc);
    return s;
}
