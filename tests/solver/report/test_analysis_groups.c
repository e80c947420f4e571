/* test_analysis_groups.c - every Analysis line that lists variations writes the
 * moves of one man met by the same mates as one defence, as the changed mates'
 * lines and the solution do ("battery mates (1): 1...Ne~ 2.N(x)d4#"), and its
 * number counts what it lists, a group once; the record keeps every move and its
 * count. Run from tests/. */
#include <stdio.h>
#include <string.h>

#include "solver/compare/themes_read.h"
#include "solver/report/themes_text.h"
#include "tests/solver/report/report_helpers.h"

/* O. Sahlberg's indirect battery (problems/battery-mate-indirect.fen): "after
 * 1 ... Se~ White then has an indirect battery mate with 2 Sd4", the knight's
 * every move; the Somov B1 takes four of them, which are not every move. */
static const char *const SAHLBERG = "8/K2R2B1/4R2r/2n2k2/1Q6/3P1N1N/2B1n3/8 w - -";

START_TEST(battery_mates_after_a_random_move)
{
    char *t = text_of(SAHLBERG, LANG_EN);
    ASSERT_HAS(t, "\n  battery mates (1): 1...Ne~ 2.N(x)d4# (the mating man opens the line of Bd1)\n");
    ASSERT_HAS(t, "\n  Somov B1 (1): 1...Nc1/Nc3/Ng1/Ng3 2.Nd4# (each defence");
    ASSERT_HAS(t, "\n  added mates (1): 1...Ne~ 2.N(x)d4#\n"); /* as it was */
    free(t);
    t = text_of(SAHLBERG, LANG_DE);
    ASSERT_HAS(t, "\n  Batteriematts (1): 1...Se~ 2.S(x)d4# (");
    free(t);
}
END_TEST

/* The record keeps every defence and its count (SPEC: distinct defences). */
START_TEST(record_keeps_every_move)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_fen(SAHLBERG, THEME_BATTERY_MATE, &s, &A);
    ck_assert_int_eq(e->count, 6);
    ck_assert_int_eq(e->variations.n, 6);
    json_t *themes = report_json_themes(&A);
    char *text = json_dumps(themes, JSON_COMPACT);
    ASSERT_HAS(text, "{\"name\":\"battery-mate\",\"key\":\"c2d1\",\"count\":6,");
    /* read back (verify --expect, the diff), its line is written as the solver's */
    Analysis B;
    analysis_init(&B);
    ck_assert_int_gt(themes_read(themes, &B, &s.start), 0);
    const ThemeEntry *r = NULL;
    for (int i = 0; i < B.n && !r; i++)
        if (B.entries[i]->id == THEME_BATTERY_MATE)
            r = B.entries[i];
    ck_assert_ptr_nonnull(r);
    char *line = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&line, &len);
    themes_text_entry(f, &s, r, LANG_EN);
    fclose(f);
    ASSERT_HAS(line, "battery mates (1): 1...Ne~ 2.N(x)d4#");
    free(line);
    free(text);
    json_decref(themes);
    analysis_free(&B);
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

/* A pin-mate over phases: each phase's moves of the knight met alike as one, the
 * mate as each writes it ("2.Q(x)e5#": 1...Ne5 is taken); the number counts what
 * the line lists, a group listed in several phases once: Nb6/Ne5, N~, Nc5/Nf6 (the
 * record: six defences). A promotion's self-block, "1...g1=Q/R/B", is one. */
START_TEST(pin_mates_grouped_in_each_phase)
{
    char *t = text_of("3R4/1N1n4/3p4/3k1K2/8/2Q5/8/8 w - -", LANG_EN);
    ASSERT_HAS(t, "\n  pin mates (3): 1...Nb6/Ne5 2.Q(x)e5# (d6 pinned); set 1...N~ 2.Q(x)c5#;\n"
                  "      1.Qb4? 1...Nc5/Nf6 2.Q(x)c5#;");
    free(t);
    t = text_of("8/8/5n1N/8/7K/8/5Qpk/7b w - -", LANG_EN);
    ASSERT_HAS(t, "\n  self-blocks (1): 1...g1=Q/R/B 2.Qh3# (blocks the flight g1)\n");
    free(t);
}
END_TEST

/* A black correction lists every move of the knight: the random move "N~", its
 * correction after it, as the solution writes them. */
START_TEST(correction_after_the_random_move)
{
    char *t = text_of("8/kPP5/1Rn5/2K5/8/8/8/8 w - -", LANG_EN);
    ASSERT_HAS(t, "\n  black correction: set 1...N~ 2.b8=Q# 1...Nb8 2.c8=N# (any move of Nc6");
    free(t);
    t = text_of("8/kPP5/1Rn5/2K5/8/8/8/8 w - -", LANG_IT);
    ASSERT_HAS(t, "1...C~ 2.b8=D# 1...Cb8 2.c8=C#");
    free(t);
}
END_TEST

/* Duals list the defences only: a man's moves met by the same duals as one. */
START_TEST(duals_grouped)
{
    char *t = text_of("8/8/8/4r3/4p3/3kN2Q/4N3/4K3 w - -", LANG_EN);
    ASSERT_HAS(t, "\n  duals (1): 1...Ra5/Rb5/Re6/Re7/Re8/Rf5/Rg5/Rh5\n");
    free(t);
}
END_TEST

/* 2.exd6 e.p.# after 1...d5 is not the 2.exd6# of 1...d6: two lines. */
START_TEST(en_passant_mate_apart)
{
    char *t = text_of("3K4/3pBp2/4k3/4P3/4Q3/8/8/8 w - -", LANG_EN);
    ASSERT_HAS(t, "\n  battery mates (4): 1...d5 2.exd6 e.p.#; 1...d6 2.exd6#; 1...f5 2.exf6 e.p.#;\n");
    /* the added mates too, and their record counts two defences (polgar-2131) */
    ASSERT_HAS(t, "\n  added mates (2): 1...f5 2.exf6 e.p.#; 1...f6 2.exf6#\n");
    free(t);
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_fen("3K4/3pBp2/4k3/4P3/4Q3/8/8/8 w - -", THEME_ADDED_MATES, &s, &A);
    ck_assert_int_eq(e->count, 2);
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

/* A rook the key put beside the passed square mates there after the double step:
 * no e.p., so 1...h5 and 1...h6 stay one defence (polgar-1863). */
START_TEST(rook_mate_on_the_passed_square)
{
    char *t = text_of("5K1k/7p/7R/8/4R3/8/6b1/8 w - -", LANG_EN);
    ASSERT_HAS(t, "\n  added mates (2): 1...hxg6 2.Rh4#; 1...h5/h6 2.R(x)h6#\n");
    free(t);
}
END_TEST

/* A queen the key put beside the passed square, on the pawn's rank, mates there after
 * the double step: no e.p. either (a man the key moved is the key's, not a pawn), so
 * 1...h5 and 1...h6 are one defence in the text and the record's count. Made for
 * chiave (sound, 1.Qg5! zugzwang). */
START_TEST(queen_the_key_put_beside_the_passed_square)
{
    const char *fen = "7k/4K2p/5Pp1/8/8/8/B7/5NQ1 w - -";
    char *t = text_of(fen, LANG_EN);
    ASSERT_HAS(t, "\n  added mates (1): 1...h5/h6 2.Q(x)h6#\n");
    free(t);
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_fen(fen, THEME_ADDED_MATES, &s, &A);
    ck_assert_int_eq(e->count, 1);
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

/* Lists of defences without mates write a man's moves as one, as the solution
 * does (GROUPS.md "Defences without mates"). problems/pelle.fen's incomplete
 * block: the queen's 25 unprovided moves, most of her 26 (1...Qb6 has its set
 * mate), are "1...Q~", her checks each after it and said; the king's flights each
 * alone. It listed the 29 moves one by one. */
START_TEST(unprovided_random_move)
{
    char *t = text_of_file("pelle", LANG_EN);
    ASSERT_HAS(t, "1...Kd6 (flight) 1...Q~ 1...Qa1+ (check) 1...Qxd2+ (check) 1...Qg1+ (check)");
    ck_assert_ptr_null(strstr(t, "Qa7"));
    free(t);
    t = text_of_file("pelle", LANG_DE);
    ASSERT_HAS(t, "1...D~ 1...Da1+ (Schach) 1...Dxd2+ (Schach)");
    free(t);
    /* four of the queen's moves, not most of them: written out, as one */
    t = text_of("3qk3/3N3Q/4N3/5P2/8/8/8/5K2 w - -", LANG_EN);
    ASSERT_HAS(t, "black moves without a set mate: 1...Qxd7/Qe7/Qg5/Qh4\n");
    free(t);
}
END_TEST

/* A sacrificial key's captures by one pawn: its promotions as one. */
START_TEST(sacrifice_captures_as_one)
{
    char *t = text_of("5r2/3p1B2/3K1p2/5P2/6q1/NR1p4/pR1P3P/k7 w - -", LANG_EN);
    ASSERT_HAS(t, "offers the white rook on b1 to be taken: 1...axb1=Q/R/B/N\n");
    free(t);
}
END_TEST

Suite *analysis_groups_suite(void)
{
    Suite *s = suite_create("analysis_groups");
    TCase *tc = tcase_create("analysis_groups");
    tcase_add_test(tc, battery_mates_after_a_random_move);
    tcase_add_test(tc, record_keeps_every_move);
    tcase_add_test(tc, pin_mates_grouped_in_each_phase);
    tcase_add_test(tc, correction_after_the_random_move);
    tcase_add_test(tc, duals_grouped);
    tcase_add_test(tc, en_passant_mate_apart);
    tcase_add_test(tc, rook_mate_on_the_passed_square);
    tcase_add_test(tc, queen_the_key_put_beside_the_passed_square);
    tcase_add_test(tc, unprovided_random_move);
    tcase_add_test(tc, sacrifice_captures_as_one);
    suite_add_tcase(s, tc);
    return s;
}
