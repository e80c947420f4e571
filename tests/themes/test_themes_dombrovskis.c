/* test_themes_dombrovskis.c - Dombrovskis and anti-Dombrovskis: their forms on the
 * problems/ examples (the refutation and the paradox, double threats, tries of two
 * refutations, a double Dombrovskis), and where they must not be named although a
 * defence and a mate come back between a try and a key: a checking key or try (its
 * replies answer the check), a try refuted by a check (the formal form), a try's
 * mate that is its own threat (a Fleck), a paradox beside a Le Grand of double
 * threats (issue 21's precision pass, themes/PHASES.md). */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/phases_text.h"
#include "themes/analysis.h"
#include "tests/test_helpers.h"
#include "tests/themes/phase_asserts.h"

/* ---- the forms, shown and missed (problems/, PHASES.md) ---- */

START_TEST(dombrovskis)
{
    ASSERT_SHOWN("dombrovskis", "dombrovskis", ("1.Bd7?", "1.Bg4!"), ("d5e4"));
    assert_file_variant("dombrovskis", "dombrovskis", "refutation");
    ASSERT_MISSED("dombrovskis-miss", "dombrovskis");
    /* Another mate in the try, not a refutation: the paradox that Le Grand implies,
     * not named beside it (SPEC "variant"). */
    ASSERT_MISSED("le-grand", "dombrovskis");
    ASSERT_MISSED("le-grand", "anti-dombrovskis");
}
END_TEST

/* polgar-1475: 1.Qc3? (2.Rf3#) 1...e1=Q/R/B 2.Qf3# parry 2.Rf3#; after 1.Rd3! (2.Qg3#)
 * they allow it. No Le Grand: the paradox, one entry of the one defence (KEY.md; three
 * until issue 21's phases audit). */
START_TEST(dombrovskis_paradox)
{
    Analysed a;
    fen_entry("8/8/8/4Q3/8/6R1/2n1pkBK/8 w - -", "dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 1); /* e1=Q/R/B */
    size_t i;
    json_t *e;
    json_array_foreach(a.themes, i, e)
        if (strcmp(str(e, "name"), "dombrovskis") == 0)
            ck_assert_str_eq(str(e, "variant"), "paradox");
    analysed_free(&a);
}
END_TEST

/* A version of polgar-1819 (a black pawn d6 added): 1.d5? threatens 2.Rb3# and
 * 2.Rf3# and fails to 1...Kc3! and 1...Ke3!; after 1.Bxd6! 1...Kc3 2.Rf3#, 1...Ke3
 * 2.Rb3#. A try refuted by two defences: found whatever --refutations says. */
START_TEST(dombrovskis_double_threat)
{
    Position pos = test_position("1B6/8/3p4/8/1R1P1R2/3k4/8/3K4 w - -");
    for (int r = 1; r <= 2; r++) {
        Analysed a;
        analyse_pos_refutations(&pos, r, &a);
        ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 2);
        size_t i;
        json_t *e;
        json_array_foreach(a.themes, i, e) {
            if (strcmp(str(e, "name"), "dombrovskis") != 0)
                continue;
            ck_assert_str_eq(str(e, "variant"), "refutation");
            const json_t *phases = json_object_get(e, "phases");
            ck_assert_str_eq(json_string_value(json_array_get(phases, 0)), "1.d5?");
            ck_assert_str_eq(json_string_value(json_array_get(phases, 1)), "1.Bxd6!");
        }
        analysed_free(&a);
    }
}
END_TEST

/* V. Dyachuk, Schach-Aktiv 1995, 1st Prize (themes-labels nike-233, the Nike column's
 * "threat paradoxes"): 1.d3? threatens 2.Qf5# and 2.Qg3# and fails to 1...Rd6! alone;
 * after 1.Nc2! (2.d4#) 1...Rd6 2.Qf5#. The one refutation of a double threat answered
 * by one of its threats is the formal form; 1.Ne2? (2.Qf4# 2.d4#) 1...Nf3!, answered
 * by 2.Qe4#, is not (one entry). */
START_TEST(dombrovskis_double_threat_one_refutation)
{
    Analysed a;
    fen_entry("2BR4/5p2/K1p1rp1b/p1N1k1n1/2PN2Q1/r7/3P4/1b6 w - -", "dombrovskis", &a);
    assert_one_entry(a.themes, "dombrovskis", "refutation", "1.d3?", "1.Nc2!", "e6d6");
    analysed_free(&a);
}
END_TEST

/* polgar-1607: 1.Bd3? (2.Qc4#) 1...Kxd3!, 1.Be4? (2.Qd5#) 1...Kxe4!; 1.Bg8! threatens
 * both, and 1...Kd3 2.Qc4#, 1...Ke4 2.Qd5# only leave one threat each (a Fleck): a
 * threat the key makes too does not come back, no Dombrovskis. */
START_TEST(dombrovskis_not_the_keys_threat)
{
    Analysed a;
    fen_entry("8/3N1Q1B/8/7N/3k4/8/3P4/2K5 w - -", "dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "total-fleck"), 1); /* the key's play is there */
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 0);
    analysed_free(&a);
    /* Bannyj 1992: after 1.Nxc4! (2.Ncd6#) the refutation 1...Bxd5! of 1.Qf2? (2.Nd6#)
     * is met by 2.Nfd6#, the try's threat by its own knight, not the key's threat. */
    analyse_file("pseudo-le-grand-miss-man", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 2);
    analysed_free(&a);
}
END_TEST

/* A. Dombrovskis, Komsomolec Tichogo okeana 1985, 1st-2nd Prize (the column of
 * Ceskoslovensky sport, tn_541, names "the threat paradox"): 1.e4? (2.Qxd2#) 1...gxf2
 * 2.Re3#, but 1...d1=Q! (and d1=R!); 1.Re3! (2.Rf1#) 1...gxf2 2.Qxd2#. The try's two
 * refutations are one pawn's promotions: found whatever --refutations says. Not
 * 1.e3? (2.Qxd2#), refuted by 1...gxf2! itself besides the promotions (three). */
START_TEST(dombrovskis_paradox_two_refutations)
{
    Position pos = test_position("8/3n4/3Q4/b7/1Bp5/2R3p1/1N1pPRB1/4k2K w - -");
    for (int r = 1; r <= 2; r++) {
        Analysed a;
        analyse_pos_refutations(&pos, r, &a);
        assert_one_entry(a.themes, "dombrovskis", "paradox", "1.e4?", "1.Re3!", "g3f2");
        analysed_free(&a);
    }
}
END_TEST

/* A. Dombrovskis, 1st Prize Probleemblad 1958: 1.Bc1? (2.Nf4#) Bd2!, 1.Ng3? (2.Rd4#)
 * Qe2!, 1.Ne3! (2.Qc2#) Bd2 2.Nf4#, Qe2 2.Rd4#: a double Dombrovskis, two entries. */
START_TEST(dombrovskis_double)
{
    Analysed a;
    fen_entry("4n3/8/pp5B/4K2N/QP2R3/2pk4/2N2p2/4bq2 w - -", "dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 2);
    size_t i;
    json_t *e;
    json_array_foreach(a.themes, i, e)
        if (strcmp(str(e, "name"), "dombrovskis") == 0)
            ck_assert_str_eq(str(e, "variant"), "refutation");
    analysed_free(&a);
}
END_TEST

START_TEST(anti_dombrovskis)
{
    ASSERT_SHOWN("anti-dombrovskis", "anti-dombrovskis", ("1.Bb5?", "1.Bb3!"), ("e5e4"));
    ASSERT_MISSED("anti-dombrovskis-miss", "anti-dombrovskis");
}
END_TEST

/* ---- where it must not be named ---- */

/* polgar-410: 1.Ra4? (2.Qg4#) 1...Ke6!, 1.Ra6? (2.Qg6#) 1...Ke4!; 1.Rf1+! 1...Ke6
 * 2.Qg4#, 1...Ke4 2.Qg6#. After a checking key the king's moves answer the check,
 * they defend against no threat: no Dombrovskis (two entries until issue 21's
 * precision pass). polgar-333 (1.Nf5? (2.Qe4#) Kxf5!, 1.Nf7+! Kf5 2.Qe4#) likewise.
 * The key is still a phase of a change of mates, which needs no threat (CHECKS.md):
 * 1.Rd1? 1...Ke4 2.Qg4#, Ke6 2.Qg6# and the key make a reciprocal change. */
START_TEST(dombrovskis_not_after_a_checking_key)
{
    Analysed a;
    const json_t *r = fen_entry("1B4N1/8/8/2K2k2/8/4p3/8/R5Q1 w - -", "reciprocal-change", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "checking-key"), 1); /* the key's play is there */
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 0);
    ck_assert(r && strings_are(json_object_get(r, "phases"), STRINGS("1.Rd1?", "1.Rf1+!")));
    analysed_free(&a);
    fen_entry("8/8/2Q2p1N/4k3/8/4K3/8/8 w - -", "dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 0);
    analysed_free(&a);
}
END_TEST

/* polgar-1687: 1.Kd1? (2.Ra1# 2.Nc3#) fails to 1...bxc2+!, a check to the king that
 * walked into it; 1.Ra2! 1...bxc2 2.Nc3#. A try refuted by a check fails to its own
 * flaw, not to play against its threats (CHECKS.md): of the three king
 * tries only 1.Kd2? and 1.Kd3?, refuted by the quiet 1...bxc2!, make Dombrovskis
 * entries (three until issue 21's instances pass). */
START_TEST(dombrovskis_not_on_a_checking_refutation)
{
    Analysed a;
    fen_entry("R7/8/8/1N6/8/1p6/1BR1K3/1k6 w - -", "dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 2);
    for (size_t i = 0; i < json_array_size(a.themes); i++) {
        json_t *e = json_array_get(a.themes, i);
        const char *name = json_string_value(json_object_get(e, "name"));
        const char *try = json_string_value(json_array_get(json_object_get(e, "phases"), 0));
        ck_assert_msg(strcmp(name, "dombrovskis") != 0 || strcmp(try, "1.Kd1?") != 0, "1.Kd1? bxc2+! named");
    }
    analysed_free(&a);
}
END_TEST

/* polgar-2605: the checking try 1.Qxa8+? 1...Kf7 2.Qf8# is no phase: the key 1.Qd6!
 * threatens 2.Qf8#, which 1...Kf7 parries, but after the try 1...Kf7 answered a
 * check. An anti-Dombrovskis until issue 21's precision pass. */
START_TEST(anti_dombrovskis_not_on_a_checking_try)
{
    Analysed a;
    fen_entry("r3k3/n2N4/7K/3Q4/8/7B/8/8 w - -", "anti-dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "anti-dombrovskis"), 0);
    analysed_free(&a);
}
END_TEST

/* polgar-2552: 1.Kb5? threatens 2.Qc6# and 2.Qc8#, 1...Kb7 leaves 2.Qc6#, the try's
 * own threat (a Fleck); 1.Qa4! (2.Qc6#) 1...Kb7 parries it: 1...Kb7 allowed no mate in
 * the try that it now parries, nothing changes function (the mirror of the
 * Dombrovskis after a key that threatens the mate too). An anti-Dombrovskis until
 * issue 21's precision pass. */
START_TEST(anti_dombrovskis_not_on_the_trys_own_threat)
{
    Analysed a;
    fen_entry("k7/P7/1B2p3/2K2b2/2Q5/8/8/8 w - -", "anti-dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "anti-dombrovskis"), 0);
    analysed_free(&a);
}
END_TEST

/* S. Burmistrov, Volgogradskaja pravda 1987 (the labels' tn-607): 1.Nb7? (2.Rxd4#)
 * 1...dxe5 2.Qxf7#; 1.f6! threatens 2.Qb7# and 2.Qxf7#, 1...dxe5 2.Rxd4#: a Le Grand
 * with a double threat in the key, which implies the paradox, so no paradox entry
 * (two, on 1.Nb7? and 1.Nxe4?, until issue 21's precision pass, which compared
 * single threats only). The refutation form on 1.Nb3? (2.Rxd4#) 1...dxe5! stays. */
START_TEST(dombrovskis_paradox_not_beside_le_grand_of_double_threats)
{
    Analysed a;
    fen_entry("1b2n3/p3Qb2/1p1p4/1BNkPP1R/2Rpp3/6p1/n5K1/6B1 w - -", "dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "le-grand"), 1);
    assert_one_entry(a.themes, "dombrovskis", "refutation", "1.Nb3?", "1.f6!", "d6e5");
    analysed_free(&a);
}
END_TEST

/* The Analysis line of the Dombrovskis of pos, solved with refutations a try, in lang
 * (malloc'd). */
static char *dombrovskis_line(const Position *pos, int refutations, Lang lang)
{
    SolveOptions o;
    solve_options_default(&o);
    o.max_refutations = refutations;
    Solution s;
    solve(pos, &o, &s);
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, &s);
    char *line = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&line, &n);
    ck_assert_ptr_nonnull(f);
    int found = 0;
    for (int i = 0; i < A.n; i++)
        if (A.entries[i]->id == THEME_DOMBROVSKIS)
            found += phases_text_entry(f, A.entries[i], &s.start, lang);
    fclose(f);
    ck_assert_int_eq(found, 1);
    analysis_free(&A);
    solution_free(&s);
    return line;
}

/* A. Dombrovskis 1985 (the labels' tn-538): the paradox's try 1.e4? fails to 1...d1=Q!
 * and 1...d1=R!, so the Tries of --refutations 1 leave it out; the Analysis shows its
 * refutations and says why it is there (it said neither until issue 21's precision
 * pass). With --refutations 2 the try is listed and nothing is said. */
START_TEST(dombrovskis_says_why_a_try_of_two_refutations)
{
    Position pos = test_position("8/3n4/3Q4/b7/1Bp5/2R3p1/1N1pPRB1/4k2K w - -");
    static const char *const why = "1.e4? is not among the tries above, which fail to one reply";
    char *en = dombrovskis_line(&pos, 1, LANG_EN);
    ck_assert_msg(strstr(en, "1.e4? (2.Qxd2#) 1...gxf2 2.Re3# but 1...d1=Q! 1...d1=R!;") != NULL, "%s", en);
    ck_assert_msg(strstr(en, why) != NULL, "%s", en);
    free(en);
    for (Lang lang = LANG_IT; lang <= LANG_FR; lang++) { /* translated, naming the try */
        char *t = dombrovskis_line(&pos, 1, lang);
        const char *first = strstr(t, "1.e4?");
        ck_assert_msg(first && strstr(strstr(first + 1, "1.e4?") + 1, "1.e4?") != NULL, "%s", t);
        ck_assert_msg(strstr(t, "is not among") == NULL, "%s", t);
        free(t);
    }
    char *listed = dombrovskis_line(&pos, 2, LANG_EN);
    ck_assert_msg(strstr(listed, why) == NULL, "%s", listed);
    free(listed);
}
END_TEST

/* polgar-1475: 1.Qc3? (2.Rf3#) 1...e1=Q/R/B 2.Qf3#, 1.Rd3! (2.Qg3#) 1...e1=Q/R/B
 * 2.Rf3#: the pawn's promotions on e1, met alike, are one defence (themes/KEY.md),
 * so one instance: one entry holding the three, its text one line (three entries,
 * one a piece, until this was fixed). */
START_TEST(dombrovskis_one_entry_for_a_pawns_promotions)
{
    Analysed a;
    const json_t *e = fen_entry("8/8/8/4Q3/8/6R1/2n1pkBK/8 w - -", "dombrovskis", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 1);
    ck_assert_str_eq(str(e, "variant"), "paradox");
    ck_assert(strings_are(json_object_get(e, "phases"), STRINGS("1.Qc3?", "1.Rd3!")));
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("e2e1q", "e2e1r", "e2e1b")));
    analysed_free(&a);
    Position pos = test_position("8/8/8/4Q3/8/6R1/2n1pkBK/8 w - -");
    char *en = dombrovskis_line(&pos, 1, LANG_EN);
    ck_assert_msg(strstr(en, "1.Qc3? (2.Rf3#) 1...e1=Q/R/B 2.Qf3#; 1.Rd3! (2.Qg3#) 1...e1=Q/R/B 2.Rf3# (the "
                             "defence 1...e1=Q/R/B against") != NULL, "%s", en);
    free(en);
}
END_TEST

/* An entry of a try and a key whose defence 1...e1=<p> is met by mate mates[0..n). */
static ThemeEntry *promotion_entry(Analysis *A, int promo, const Move *mates, int n)
{
    Move key = MAKE_MOVE(SQ(3, 1), SQ(3, 2), 0, 0), d = MAKE_MOVE(SQ(4, 1), SQ(4, 0), promo, 0);
    ThemeEntry *e = entry_new(A, THEME_DOMBROVSKIS, key);
    ThemeBlock *t = entry_block(e, PHASE_TRY, MAKE_MOVE(SQ(2, 2), SQ(2, 3), 0, 0), "1.Qc3?");
    ThemeBlock *k = entry_block(e, PHASE_KEY, key, "1.Rd3!");
    block_line(e, t, d, mates, n);
    block_line(e, k, d, mates, n);
    entry_defence(e, d);
    return e;
}

/* Entries alike but for the promotions of their defences are one (entry_promotions.c);
 * the promotions of their mates are no defences: the entry whose 1...e1=B is met by
 * 2.g8=R# instead of 2.g8=Q# stays an entry of its own, as does an entry twice. */
START_TEST(promotions_joined_by_defences_only)
{
    Move q8[] = { MAKE_MOVE(SQ(6, 6), SQ(6, 7), QUEEN, 0) }, r8[] = { MAKE_MOVE(SQ(6, 6), SQ(6, 7), ROOK, 0) };
    Analysis A;
    analysis_init(&A);
    ThemeEntry *q = promotion_entry(&A, QUEEN, q8, 1);
    promotion_entry(&A, ROOK, q8, 1);
    ThemeEntry *b = promotion_entry(&A, BISHOP, r8, 1);
    ThemeEntry *again = promotion_entry(&A, QUEEN, q8, 1);
    entries_join_promotions(&A);
    ck_assert_int_eq(A.n, 3);
    ck_assert_ptr_eq(A.entries[0], q);
    ck_assert_ptr_eq(A.entries[1], b);
    ck_assert_ptr_eq(A.entries[2], again);
    ck_assert_int_eq(q->defences.n, 2);
    ck_assert_int_eq(q->blocks[0].variations.n, 2);
    ck_assert_int_eq(b->defences.n, 1);
    analysis_free(&A);
}
END_TEST

Suite *themes_dombrovskis_suite(void)
{
    Suite *s = suite_create("themes_dombrovskis");
    TCase *tc = tcase_create("forms");
    tcase_add_test(tc, dombrovskis);
    tcase_add_test(tc, dombrovskis_paradox);
    tcase_add_test(tc, dombrovskis_double_threat);
    tcase_add_test(tc, dombrovskis_double_threat_one_refutation);
    tcase_add_test(tc, dombrovskis_not_the_keys_threat);
    tcase_add_test(tc, dombrovskis_paradox_two_refutations);
    tcase_add_test(tc, dombrovskis_double);
    tcase_add_test(tc, anti_dombrovskis);
    suite_add_tcase(s, tc);
    tc = tcase_create("precision");
    tcase_add_test(tc, dombrovskis_not_after_a_checking_key);
    tcase_add_test(tc, anti_dombrovskis_not_on_a_checking_try);
    tcase_add_test(tc, dombrovskis_not_on_a_checking_refutation);
    tcase_add_test(tc, anti_dombrovskis_not_on_the_trys_own_threat);
    tcase_add_test(tc, dombrovskis_paradox_not_beside_le_grand_of_double_threats);
    tcase_add_test(tc, dombrovskis_says_why_a_try_of_two_refutations);
    tcase_add_test(tc, dombrovskis_one_entry_for_a_pawns_promotions);
    tcase_add_test(tc, promotions_joined_by_defences_only);
    suite_add_tcase(s, tc);
    return s;
}
