/* test_themes_novotny.c - Novotny over the tries and keys and its named forms
 * (plain, differentiated, Finnish, Greek: themes/README.md, NOVOTNY.md) on
 * the problems/novotny*.fen examples, shown and narrowly missed. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "tests/themes/key_theme_helpers.h"

START_TEST(novotny)
{
    WITH("novotny");
    json_t *e = theme_named(t_, "novotny");
    ck_assert_str_eq(str(e, "key"), "a6d3");
    ck_assert_str_eq(str(e, "square"), "d3");
    FIELD_IS(e, "defences", "h3d3 g6d3");
    FIELD_IS(e, "mates", "d4c2 d4b3");
    /* The captures' mates are the key's two threats: the plain form. */
    ck_assert_ptr_null(json_object_get(e, "variant"));
    DONE();
}
END_TEST

/* Melnichenko 1966 (problems/grimshaw-set.fen; jornalheiros.blogspot.com 2017:
 * "One Novotny try is 1 Rf4? ... The key 1 f4! is also a Novotny, threatening
 * Rg3 and Rh4"): one instance on f4, the rook d4 and bishop c7 taking the man
 * played there, in the try and the key (issue 21: after the key alone); the
 * set play's rook and bishop moves to f4 are its Grimshaw, no Novotny. */
START_TEST(novotny_over_phases)
{
    WITH("grimshaw-set");
    json_t *e = only_entry(t_, "novotny");
    char buf[64];
    ck_assert_str_eq(phases_of(e, buf, sizeof buf), "1.Rf4? 1.f4!");
    ck_assert_str_eq(str(e, "key"), "f3f4");
    ck_assert_str_eq(str(e, "square"), "f4");
    FIELD_IS(e, "men", "d4 c7");
    /* 1.Rf4? (2.Rh2# 2.Be6#): each capture leaves the mate the other line stopped. */
    ck_assert(same_set(mates_in(e, "1.Rf4?", "d4f4"), "f2h2"));
    ck_assert(same_set(mates_in(e, "1.Rf4?", "c7f4"), "c4e6"));
    ck_assert(same_set(mates_in(e, "1.f4!", "d4f4"), "g4g3"));
    ck_assert(same_set(mates_in(e, "1.f4!", "c7f4"), "g4h4"));
    FIELD_IS(e, "mates", "g4g3 g4h4"); /* the key's pair */
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 2);
    ck_assert_ptr_null(json_object_get(e, "variant"));
    DONE();
}
END_TEST

/* polgar-3646, a textbook Novotny: 1.Nfe4! (2.Bc3#) 1...Rxe4 2.Nf5# (the bishop c2
 * cut off from f5), 1...Bxe4 2.Ne2# (the rook e5 cut off from e2).
 * The captures stand next to the king on a square it could not take: the Novotny's
 * interferences, not two self-blocks (issue 21). */
START_TEST(novotny_not_self_blocks)
{
    Position pos = test_position("1n2r2q/6p1/p6p/2R1r3/1B1k1P2/1B4Np/2bK1N2/8 w - -");
    Analysed a;
    analyse_pos(&pos, &a);
    const json_t *e = theme_named(a.themes, "novotny");
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(json_string_value(json_object_get(e, "square")), "e4");
    /* The one self-block is the set play's 1...Rd5 2.Rc4# (self-blocks over every
     * phase), none on e4. */
    ck_assert_int_eq(theme_count_named(a.themes, "self-block"), 1);
    e = theme_named(a.themes, "self-block");
    ck_assert_str_eq(json_string_value(json_object_get(e, "square")), "d5");
    ck_assert_str_eq(json_string_value(json_array_get(json_object_get(e, "phases"), 0)), "set");
    analysed_free(&a);
}
END_TEST

/* The same Polgár 3646: the key threatens 2.Bc3#, and the captures' mates are
 * other moves, Novotny's own form of 1854 (the final moves of his four-mover,
 * 3.Nfe4!): the differentiated Novotny of Chicco and Porreca's dictionary. */
START_TEST(novotny_differentiated)
{
    Position pos = test_position("1n2r2q/6p1/p6p/2R1r3/1B1k1P2/1B4Np/2bK1N2/8 w - -");
    Analysed a;
    analyse_pos(&pos, &a);
    const json_t *e = theme_named(a.themes, "novotny");
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(json_string_value(json_object_get(e, "variant")), "differentiated");
    analysed_free(&a);
}
END_TEST

/* The Finnish Novotny (problems/novotny-finnish.fen, made for chiave from Polgár
 * 2471): the crossing square c7 holds a black pawn whose move refutes the try
 * 1.Bc5? (1...c6!), and the key takes it, 1.Bxc7! (2.Ra7# 2.Rb8#) Rxc7 2.Rb8#,
 * Bxc7 2.Ra7# (it.wikipedia after Chicco and Porreca; Shanahan after Velimirović
 * and Valtonen, themes/NOVOTNY.md). */
START_TEST(novotny_finnish)
{
    WITH("novotny-finnish");
    json_t *e = only_entry(t_, "novotny");
    ck_assert_str_eq(str(e, "key"), "b6c7");
    ck_assert_str_eq(str(e, "square"), "c7");
    FIELD_IS(e, "defences", "d7c7 d6c7");
    FIELD_IS(e, "mates", "b7b8 b7a7");
    ck_assert_str_eq(str(e, "variant"), "finnish");
    DONE();
}
END_TEST

/* Polgár 2471 (problems/novotny-finnish-miss.fen), the Novotny the Finnish one was
 * made from: 1.Bc7! to a vacant c7 takes nothing, the plain form. And the Finnish
 * position with a black knight on c7 for the pawn: 1.Bxc7! takes a piece, no pawn. */
START_TEST(novotny_finnish_miss)
{
    WITH("novotny-finnish-miss");
    json_t *e = only_entry(t_, "novotny");
    ck_assert_str_eq(str(e, "square"), "c7");
    ck_assert_ptr_null(json_object_get(e, "variant"));
    DONE();
    Position pos = test_position("k7/1Rnr4/KB1b4/8/1R6/8/8/8 w - -");
    Analysed a;
    analyse_pos(&pos, &a);
    e = theme_named(a.themes, "novotny");
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(json_string_value(json_object_get(e, "key")), "b6c7");
    ck_assert_ptr_null(json_object_get(e, "variant"));
    analysed_free(&a);
}
END_TEST

/* The Greek Novotny (problems/novotny-greek.fen, made for chiave from Melnichenko
 * 1966): the key 1.Rf4! (2.Qe6# 2.Rh2#) is a Novotny with its two threats, and the
 * same move mates in a variation of another phase, the try 1.Qe6? 1...h4 2.Rf4#
 * (SuperProblem TT-162, 2016: "in another phase there is a variation in which
 * White perform a mate by the same move on the same square"), which the entry's
 * "return" names: the first move, the phase as "play" names it, its defence and
 * the mate. */
START_TEST(novotny_greek)
{
    WITH("novotny-greek");
    json_t *e = only_entry(t_, "novotny");
    ck_assert_str_eq(str(e, "key"), "f5f4");
    ck_assert_str_eq(str(e, "square"), "f4");
    FIELD_IS(e, "defences", "d4f4 c7f4");
    FIELD_IS(e, "mates", "f2h2 e1e6");
    ck_assert_str_eq(str(e, "variant"), "greek");
    json_t *r = json_object_get(e, "return");
    ck_assert_ptr_nonnull(r);
    ck_assert_str_eq(str(r, "first"), "f5f4");
    ck_assert_str_eq(str(r, "phase"), "1.Qe6?");
    ck_assert_str_eq(str(r, "move"), "e1e6");
    ck_assert_str_eq(str(r, "defence"), "h5h4");
    ck_assert_str_eq(str(r, "mate"), "f5f4");
    ck_assert_int_eq((int)json_object_size(r), 5);
    DONE();
}
END_TEST

/* Without the pawn h5 (problems/novotny-greek-miss.fen) the try 1.Qe6? has no
 * 1...h4 2.Rf4#: the same Novotny, plain. And a mate by the same move only beside
 * another (a dual) is not the variation's: in 8/2b1B2K/7P/5R1p/2Br4/5P1k/3n1R2/
 * 4QN2 (a random search's, sound by chiave) the Novotny try 1.Rf4? comes back
 * alone as 1.Qe6? h4 2.Rf4# (Greek), but the plain try of 8/q1b1B2K/3b4/8/2Br2R1/
 * 5P1k/5R2/5N2, 1.Rf4?, comes back only as 1.Be6! Rf4 2.Rxf4# beside 2.Rh2#,
 * 2.Rg3#, 2.Rh4# (duals): no Greek Novotny. An instance is Greek when any of its
 * phases is: in 2BK1k1N/7Q/8/5q2/6B1/6R1/2b5/5r2 (a random search's) the tries
 * 1.Bcxf5? and 1.Bgxf5? are one Novotny on f5 (Rf1, Bc2); only the second comes
 * back, 1.Qh6+! Kg8 2.Bgxf5# (a checking key is a phase; only a checking try is
 * not), and "return" names it, not the first block's 1.Bcxf5?: the same man, not
 * another of its type. No "return" without "greek". */
START_TEST(novotny_greek_miss)
{
    WITH("novotny-greek-miss");
    json_t *e = only_entry(t_, "novotny");
    ck_assert_str_eq(str(e, "key"), "f5f4");
    ck_assert_ptr_null(json_object_get(e, "variant"));
    DONE();
    ck_assert_ptr_null(json_object_get(e, "return"));
    static const struct { const char *fen; const char *variant, *first, *phase; } cases[] = {
        { "8/2b1B2K/7P/5R1p/2Br4/5P1k/3n1R2/4QN2 w - -", "greek", "f5f4", "1.Qe6?" },
        { "8/q1b1B2K/3b4/8/2Br2R1/5P1k/5R2/5N2 w - -", NULL, NULL, NULL },
        { "2BK1k1N/7Q/8/5q2/6B1/6R1/2b5/5r2 w - -", "greek", "g4f5", "1.Qh6+!" },
    };
    for (int i = 0; i < 3; i++) {
        Position pos = test_position(cases[i].fen);
        Analysed a;
        analyse_pos(&pos, &a);
        const json_t *n = theme_named(a.themes, "novotny");
        ck_assert_ptr_nonnull(n);
        ck_assert_str_eq(json_string_value(json_object_get(n, "square")), i == 2 ? "f5" : "f4");
        const json_t *v = json_object_get(n, "variant");
        json_t *r = json_object_get(n, "return");
        if (cases[i].variant) {
            ck_assert_str_eq(json_string_value(v), cases[i].variant);
            ck_assert_ptr_nonnull(r);
            ck_assert_str_eq(str(r, "first"), cases[i].first);
            ck_assert_str_eq(str(r, "phase"), cases[i].phase);
            ck_assert_str_eq(str(r, "mate"), cases[i].first);
        } else {
            ck_assert_ptr_null(v);
            ck_assert_ptr_null(r);
        }
        analysed_free(&a);
    }
}
END_TEST

/* The two threats of 1.Bf6! need the bishop itself (8/5Nb1/4r2p/5p1p/5PkB/4P3/4nK2/7Q,
 * Polgár 1046 with the rook h1 made a queen: 2.Qf3# 2.Qh4#, the bishop takes g5
 * and h4 from the king), so each capture defeats both by taking it, through no
 * line: the interference makes no double threat (de.wikipedia), and its new
 * mates, 1...Rxf6 2.Ne5#, 1...Bxf6 2.Nxh6#, are Chicco and Porreca's
 * differentiated Novotny ("una diversa minaccia"), as in Polgár 1046 itself
 * (1.Bf6! 2.Rh4#). It was reported as Rosner's disappearing Novotny, whose
 * threats are the Novotny's double threat. */
START_TEST(novotny_threats_on_the_man)
{
    static const char *const fens[] = { "8/5Nb1/4r2p/5p1p/5PkB/4P3/4nK2/7Q w - -",
                                        "8/5Nb1/4r2p/5p1p/5PkB/4P3/4nK2/7R w - -" };
    for (int i = 0; i < 2; i++) {
        Position pos = test_position(fens[i]);
        Analysed a;
        analyse_pos(&pos, &a);
        json_t *e = theme_named(a.themes, "novotny");
        ck_assert_ptr_nonnull(e);
        ck_assert_str_eq(json_string_value(json_object_get(e, "square")), "f6");
        ck_assert_str_eq(json_string_value(json_object_get(e, "variant")), "differentiated");
        analysed_free(&a);
    }
}
END_TEST

/* A capture may defeat its threat by a pin along its own line: in
 * 4rb1b/1Q6/8/8/pQ2R3/K7/8/k7 (made for this test from Polgár 2130 by a random
 * search, sound by chiave) 1.Re7! (2.Qb1# 2.Qe1# 2.Qh1#) cuts the rook e8 off
 * from e1 and the bishop f8 off from b4, whose pin it undoes: 1...Rxe7 guards e1
 * again, 2.Qb1#; 1...Bxe7 pins Qb4 again along f8-a3, 2.Qh1#. The plain form,
 * each capture defeating a threat through its own line. */
START_TEST(novotny_pin_through_line)
{
    Position pos = test_position("4rb1b/1Q6/8/8/pQ2R3/K7/8/k7 w - -");
    Analysed a;
    analyse_pos(&pos, &a);
    json_t *e = theme_named(a.themes, "novotny");
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(json_string_value(json_object_get(e, "square")), "e7");
    ck_assert_ptr_null(json_object_get(e, "variant"));
    analysed_free(&a);
}
END_TEST

/* J. Szöghy, Karácsonyi lap 1935 (tests/data/themes-labels.yaml): 1.Qf5+! is
 * taken by both rooks, the bishop and both knights, and 1...Rf6xf5 2.Rxe6#,
 * 1...Bxf5 2.Nxf3# each exploit a cut line; but the key checks and threatens
 * nothing, so the lines guarded against no threat: an eightfold queen
 * sacrifice, no Novotny. */
START_TEST(novotny_not_after_checking_key)
{
    Position pos = test_position("2B5/7q/pR2pr1n/K1N1k2P/2PR2b1/2P2rn1/3B3N/1Q6 w - -");
    Analysed a;
    analyse_pos(&pos, &a);
    ck_assert_ptr_nonnull(theme_named(a.themes, "key-sacrifice"));
    ck_assert_ptr_null(theme_named(a.themes, "novotny"));
    analysed_free(&a);
}
END_TEST

START_TEST(novotny_miss)
{
    WITH("novotny-miss");
    HASNT("novotny");
    HASNT("grimshaw");
    DONE();
}
END_TEST

Suite *themes_novotny_suite(void);
Suite *themes_novotny_suite(void)
{
    Suite *s = suite_create("themes_novotny");
    TCase *t = tcase_create("novotny");
    tcase_add_test(t, novotny);
    tcase_add_test(t, novotny_over_phases);
    tcase_add_test(t, novotny_not_self_blocks);
    tcase_add_test(t, novotny_differentiated);
    tcase_add_test(t, novotny_finnish);
    tcase_add_test(t, novotny_finnish_miss);
    tcase_add_test(t, novotny_greek);
    tcase_add_test(t, novotny_greek_miss);
    tcase_add_test(t, novotny_threats_on_the_man);
    tcase_add_test(t, novotny_pin_through_line);
    tcase_add_test(t, novotny_not_after_checking_key);
    tcase_add_test(t, novotny_miss);
    suite_add_tcase(s, t);
    return s;
}
