/* test_defence_group.c - the mates of a group of defences written once, "(x)"
 * only where the texts differ by a capture, move by move; one move as several
 * tries write it, once; one mate as several phases write it, once; which moves
 * make a group (never a king's flights) and how a pawn's are written. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/movegen.h"
#include "solver/report/defence_group.h"
#include "solver/compare/themes_read.h"
#include "solver/report/phases_text.h"
#include "solver/report/phases_why_words.h"
#include "themes/analysis.h"
#include "tests/test_helpers.h"
#include "tests/solver/report/report_helpers.h"

/* dg_merge_captures of texts[0..n), malloc'd. */
static char *merged(const char *const *texts, int n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    dg_merge_captures(f, texts, n);
    ck_assert_int_eq(fclose(f), 0);
    return buf;
}

static void check_merge(const char *const *texts, int n, const char *want)
{
    char *got = merged(texts, n);
    ck_assert_str_eq(got, want);
    free(got);
}

/* A capture both texts make stays "x"; one only the second makes is "(x)" where
 * it is, not on the first text's capture. */
START_TEST(capture_marked_where_texts_differ)
{
    const char *a[] = { " 2.Qb4# 2.Rxc5#", " 2.Qxb4# 2.Rxc5#" };
    check_merge(a, 2, " 2.Q(x)b4# 2.Rxc5#");
    const char *b[] = { " 2.Qxb4# 2.Rc5#", " 2.Qb4# 2.Rxc5#" };
    check_merge(b, 2, " 2.Q(x)b4# 2.R(x)c5#");
    const char *c[] = { " 2.Qb4#", " 2.Qxb4#", " 2.Qb4#" };
    check_merge(c, 3, " 2.Q(x)b4#");
    const char *d[] = { " 2.Rxc5#", " 2.Rxc5#" };
    check_merge(d, 2, " 2.Rxc5#");
}
END_TEST

/* dg_put_alike of texts[0..n), malloc'd. */
static char *alike(const char *const *texts, int n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    dg_put_alike(f, texts, n);
    ck_assert_int_eq(fclose(f), 0);
    return buf;
}

/* One move as several tries write it: once when alike, "(x)" when it is a capture
 * in some only, else each text once joined by '/' (a check after one try only). */
START_TEST(one_move_written_once)
{
    const char *same[] = { "Re7", "Re7" }, *cap[] = { "Re7", "Rxe7", "Re7" },
               *other[] = { "Re7", "Re7+", "Re7", "Rxe7" };
    const struct {
        const char *const *texts;
        int n;
        const char *want;
    } cases[] = { { same, 2, "Re7" }, { cap, 3, "R(x)e7" }, { other, 4, "Re7/Re7+/Rxe7" }, { same, 1, "Re7" } };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *got = alike(cases[i].texts, cases[i].n);
        ck_assert_str_eq(got, cases[i].want);
        free(got);
    }
}
END_TEST

/* A group holds every move it is given, past 16 (a queen's random move has up to
 * 27): the 17th queen move here, 1...Qa8, is the one met by a capture, so the
 * mate reads "2.R(x)a8" only when all 17 are read (DG_MAX was 16, 582ca3f). */
START_TEST(group_past_sixteen_moves)
{
    Problem p;
    char err[128];
    ck_assert_msg(fen_parse_line("7k/8/8/3q4/8/8/8/R5K1 b - -", &p, err, sizeof err) == 0, "%s", err);
    const char *to[] = { "d6", "d7", "d3", "d2", "b5", "e5", "f5", "h5", "e4",
                         "f3", "c6", "b7", "e6", "f7", "c4", "b3", "a8" };
    enum { N = sizeof to / sizeof *to };
    Move defs[N], mate[N];
    ThemeMoves m[N];
    const ThemeMoves *mates[N];
    for (int i = 0; i < N; i++) {
        char uci[8];
        snprintf(uci, sizeof uci, "d5%s", to[i]);
        defs[i] = move_from_uci(&p.pos, uci);
        ck_assert_uint_ne(defs[i], MOVE_NONE);
        Position after = position_after(&p.pos, defs[i]);
        mate[i] = move_from_uci(&after, "a1a8");
        ck_assert_uint_ne(mate[i], MOVE_NONE);
        m[i] = (ThemeMoves){ &mate[i], 1, 1 };
        mates[i] = &m[i];
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    dg_put_mates(f, &p.pos, defs, mates, N, LANG_EN);
    ck_assert_int_eq(fclose(f), 0);
    ck_assert_msg(strstr(buf, "2.R(x)a8"), "%s", buf);
    free(buf);
}
END_TEST

/* The mates a cyclic change or a Rukhlis names (pw_mates_of) as every phase writes
 * them: Polgár 2130's 2.Qxb2# after 1.Rxe8? 1...Bb2+ is 2.Qb2# after 1.Re5! 1...Rc8,
 * one mate, "2.Q(x)b2#" (was "2.Qxb2#", the first phase's text). */
START_TEST(phases_mates_written_as_each_phase_does)
{
    Problem pr;
    char err[128];
    ck_assert_msg(fen_parse_line("4r2b/1Q6/8/8/p3R3/K7/8/k7 w - -", &pr, err, sizeof err) == 0, "%s", err);
    Position p = pr.pos;
    Position tried = position_after(&p, move_from_uci(&p, "e4e8")), keyed = position_after(&p, move_from_uci(&p, "e4e5"));
    Move m1 = move_from_uci(&tried, "h8b2"), m2 = move_from_uci(&keyed, "e8c8");
    Position a1 = position_after(&tried, m1), a2 = position_after(&keyed, m2);
    Move q1 = move_from_uci(&a1, "b7b2"), q2 = move_from_uci(&a2, "b7b2");
    ThemeLine l1 = { .move = m1, .moves = { &q1, 1, 1 }, .has_moves = true };
    ThemeLine l2 = { .move = m2, .moves = { &q2, 1, 1 }, .has_moves = true, .group = 0 };
    ThemeBlock blocks[2] = { { .move = move_from_uci(&p, "e4e8"), .kind = PHASE_TRY, .variations = { &l1, 1, 1 } },
                             { .move = move_from_uci(&p, "e4e5"), .kind = PHASE_KEY, .variations = { &l2, 1, 1 } } };
    ThemeEntry e = { .blocks = blocks, .nblocks = 2 };
    Words w = { 0 };
    pw_mates_of(&w, &e, &blocks[0], &p, LANG_EN);
    ck_assert_str_eq(w.s, "2.Q(x)b2#");
    /* An anti-Dombrovskis names the try's mate as the key's threat: "2.Q(x)b2#" too
     * (was "2.Qb2#", the key's text). */
    Move threat = move_from_uci(&p, "b7b2");
    blocks[1].threats = (ThemeMoves){ &threat, 1, 1 }, blocks[1].has_threats = true;
    blocks[1].variations.n = 0;
    e.id = THEME_ANTI_DOMBROVSKIS, e.has = 1ull << EF_PHASES;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert(phases_text_entry(f, &e, &p, LANG_EN));
    fclose(f);
    ck_assert_msg(strstr(text, "(the mate 2.Q(x)b2# of 1...Bb2+ after 1.Rxe8? is the key's threat"), "%s", text);
    free(text);
}
END_TEST

/* A reciprocal change writes the two mates it exchanges as every phase writes them:
 * Polgár 2130's blocks by hand, 1.Rxe8? 1...Bb2+ 2.Qxb2# 1...Bg7 2.Re1# and 1.Re5!
 * 1...Rc8 2.Qb2#, "2.Q(x)b2# and 2.Re1#" (was "2.Qxb2#", the first phase's text). */
START_TEST(reciprocal_mates_written_as_each_phase_does)
{
    Position p = test_position("4r2b/1Q6/8/8/p3R3/K7/8/k7 w - -");
    Position tried = position_after(&p, move_from_uci(&p, "e4e8")), keyed = position_after(&p, move_from_uci(&p, "e4e5"));
    Move m1 = move_from_uci(&tried, "h8b2"), m2 = move_from_uci(&keyed, "e8c8"), m3 = move_from_uci(&tried, "h8g7");
    Position a1 = position_after(&tried, m1), a2 = position_after(&keyed, m2), a3 = position_after(&tried, m3);
    Move q1 = move_from_uci(&a1, "b7b2"), q2 = move_from_uci(&a2, "b7b2"), r3 = move_from_uci(&a3, "e8e1");
    ThemeLine tl[2] = { { .move = m1, .moves = { &q1, 1, 1 }, .has_moves = true },
                        { .move = m3, .moves = { &r3, 1, 1 }, .has_moves = true, .group = 1 } };
    ThemeLine kl = { .move = m2, .moves = { &q2, 1, 1 }, .has_moves = true };
    ThemeBlock blocks[2] = { { .move = move_from_uci(&p, "e4e8"), .kind = PHASE_TRY, .variations = { tl, 2, 2 } },
                             { .move = move_from_uci(&p, "e4e5"), .kind = PHASE_KEY, .variations = { &kl, 1, 1 } } };
    ThemeEntry e = { .id = THEME_RECIPROCAL_CHANGE, .has = 1ull << EF_PHASES, .blocks = blocks, .nblocks = 2 };
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(f);
    ck_assert(phases_text_entry(f, &e, &p, LANG_EN));
    fclose(f);
    ASSERT_HAS(text, "(1...Bb2+ and 1...Bg7 exchange their mates 2.Q(x)b2# and 2.Re1#)");
    free(text);
}
END_TEST

/* A king's flights are each a defence, never one random move (themes/DECISIONS.md):
 * polgar-312's 1...Kg8 and 1...Kh7, both met by 2.Qg7# after the key, were "added
 * mates (1): 1...Kg8/Kh7 2.Qg7#"; star-flights' 1...Kc4 and 1...Ke6 (2.Qf7#) two of
 * its four flight variations. */
START_TEST(king_flights_each_a_defence)
{
    const char *polgar_312 = "4K2k/8/5N2/4Q3/8/8/8/8 w - -";
    char *report = text_of(polgar_312, LANG_EN);
    ASSERT_HAS(report, "  added mates (2): 1...Kg8 2.Qg7#; 1...Kh7 2.Qg7#\n");
    free(report);
    report = text_of(polgar_312, LANG_DE);
    ASSERT_HAS(report, "  hinzugekommene Matts (2): 1...Kg8 2.Dg7#; 1...Kh7 2.Dg7#\n");
    free(report);
    report = text_of_file("star-flights", LANG_DE);
    ASSERT_HAS(report, "hinzugekommene Matts (4): 1...Kc4 2.Df7#; 1...Kc6 2.Dd6#; 1...Kxe4 2.Df3#; 1...Ke6 2.Df7#\n");
    free(report);
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_fen(polgar_312, THEME_ADDED_MATES, &s, &A);
    ck_assert_int_eq(e->count, 2);
    analysis_free(&A), solution_free(&s);
    e = entry_of_fen("5QKB/2P5/8/3k4/8/1R4N1/8/8 w - -", THEME_ADDED_MATES, &s, &A); /* star-flights */
    ck_assert_int_eq(e->count, 4);
    analysis_free(&A), solution_free(&s);
}
END_TEST

/* A pawn's moves in one group are written out, its promotions on one square as
 * one, never "a~" (themes/DECISIONS.md): polgar-379's "1...a~ 2.Rxa1#" and
 * polgar-1167's "1...f~ 2.Qxg7#" before, as a piece's random move. */
START_TEST(pawn_moves_written_out)
{
    const char *promotes = "8/8/8/8/N1K5/k1N5/p2p4/3R4 w - -", *steps = "2rqr3/4kpbQ/p2p2R1/2pPp3/8/P2P4/1P4PP/5R1K w - -";
    const struct { const char *fen; Lang lang; const char *want; } cases[] = {
        { promotes, LANG_EN, "  removed mates (1): 1...a1=Q/R/B/N 2.Rxa1#\n" },
        { promotes, LANG_DE, "  weggefallene Matts (1): 1...a1=D/T/L/S 2.Txa1#\n" },
        { steps, LANG_EN, "  removed mates (1): 1...f5/f6/fxg6 2.Qxg7#\n" },
        { steps, LANG_DE, "  weggefallene Matts (1): 1...f5/f6/fxg6 2.Dxg7#\n" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *report = text_of(cases[i].fen, cases[i].lang);
        ASSERT_HAS(report, cases[i].want);
        free(report);
    }
}
END_TEST

/* Across twins too a king's flights are each a defence (entry_group_blocks):
 * polgar-312's 1...Kg8 and 1...Kh7 met alike in two twins' blocks are two groups
 * (one, as one man's moves, where no diagram tells the king). */
START_TEST(king_flights_alone_across_twins)
{
    Position pos = test_position("4K2k/8/5N2/4Q3/8/8/8/8 w - -");
    Move mate = uci_read("e5g7");
    ThemeLine l[2][2];
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < 2; i++)
            l[k][i] = (ThemeLine){ .move = uci_read(i ? "h8h7" : "h8g8"), .moves = { &mate, 1, 1 }, .has_moves = true };
    ThemeBlock blocks[2] = { { .variations = { l[0], 2, 2 } }, { .variations = { l[1], 2, 2 } } };
    ThemeEntry e = { .blocks = blocks, .nblocks = 2 };
    ck_assert_int_eq(entry_group_blocks(&e, &pos), 2);
    ck_assert_int_eq(l[1][1].group, 1);
    ck_assert_int_eq(entry_group_blocks(&e, NULL), 1); /* no diagram: no king known */
}
END_TEST

/* A change of mates groups the moves of one man met by the same mates as the line
 * writes them (lines_one_change; README, "The same mates in a grouped line"): a
 * minor promotion apart ("2.b8=Q# (=R)" is not "2.b8=Q#"), a capture not (the
 * group writes it "2.Q(x)b4#"). polgar-2676's bishop: 1...Ba7 lets 2.b8=R# mate too. */
START_TEST(minor_promotion_parts_a_change)
{
    Position pos = test_position("1bB5/1P6/k7/2Q5/3p4/3K4/8/8 w - -");
    Move queen = uci_read("b7b8q"), both[2] = { queen, uci_read("b7b8r") }, after = uci_read("c5b6");
    ThemeLine l[2] = {
        { .move = uci_read("b8c7"), .before = { &queen, 1, 1 }, .moves = { &after, 1, 1 }, .has_before = true, .has_moves = true },
        { .move = uci_read("b8a7"), .before = { both, 2, 2 }, .moves = { &after, 1, 1 }, .has_before = true, .has_moves = true },
    };
    ck_assert(!lines_one_change(&pos, &l[0], &l[1]));
    ThemeEntry e = { .variations = { l, 2, 2 } };
    ck_assert_int_eq(entry_group_variations(&e, &pos), 2);
    l[1].before = (ThemeMoves){ &queen, 1, 1 }; /* the same mates: one defence */
    ck_assert(lines_one_change(&pos, &l[0], &l[1]));
    ck_assert_int_eq(entry_group_variations(&e, &pos), 1);
    ck_assert_int_eq(l[1].group, 0);
}
END_TEST

Suite *defence_group_suite(void)
{
    Suite *s = suite_create("defence_group");
    TCase *tc = tcase_create("defence_group");
    tcase_add_test(tc, capture_marked_where_texts_differ);
    tcase_add_test(tc, group_past_sixteen_moves);
    tcase_add_test(tc, one_move_written_once);
    tcase_add_test(tc, phases_mates_written_as_each_phase_does);
    tcase_add_test(tc, reciprocal_mates_written_as_each_phase_does);
    tcase_add_test(tc, king_flights_each_a_defence);
    tcase_add_test(tc, pawn_moves_written_out);
    tcase_add_test(tc, king_flights_alone_across_twins);
    tcase_add_test(tc, minor_promotion_parts_a_change);
    suite_add_tcase(s, tc);
    return s;
}
