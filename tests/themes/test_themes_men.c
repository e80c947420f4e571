/* test_themes_men.c - a mate's identity in the themes across phases (themes/PHASES.md):
 * its man, named by its square in the diagram, so that two men of one type mating on
 * one square are two mates, the key piece's mate is its set mate, and the Taraba
 * exception joins two men that first moves brought to one square. */
#include <check.h>
#include <jansson.h>
#include <string.h>

#include "tests/test_helpers.h"
#include "tests/themes/phase_asserts.h"
#include "solver/movegen.h"
#include "themes/phases.h"
#include "themes/theme_play.h"

static Move uci_in(const Position *pos, const char *uci)
{
    Move m = move_from_uci(pos, uci);
    ck_assert_msg(m != MOVE_NONE, "%s is not legal", uci);
    return m;
}

START_TEST(mate_identity_is_man_square_and_promotion)
{
    /* Two white rooks can reach d5; pawns c7 and e7 can promote on d8 and e8. */
    Position pos = test_position("3r4/2P1P3/6k1/R6R/8/8/8/K7 w - -");
    MateMen men, twins;
    men_init(&men, &pos);
    men_init(&twins, NULL);
    int a5 = mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "a5d5"));
    /* Two rooks to d5 are two mates (2.Rad5#, 2.Rhd5#); across twins, one. */
    ck_assert_int_ne(a5, mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "h5d5")));
    ck_assert_int_eq(mate_identity(&twins, MOVE_NONE, &pos, uci_in(&pos, "a5d5")),
                     mate_identity(&twins, MOVE_NONE, &pos, uci_in(&pos, "h5d5")));
    ck_assert_int_ne(a5, mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "a5a6")));
    /* The rook a5 that a first move took to b5 mates on d5 as it would from a5. */
    Move b5 = uci_in(&pos, "a5b5");
    Position after = position_after(&pos, b5), passed = position_passed(&after);
    ck_assert_int_eq(a5, mate_identity(&men, b5, &passed, uci_in(&passed, "b5d5")));
    /* Two first moves bring the two rooks to e5: their same move e5-e6 is one mate once
     * the phases have seen it (the Taraba exception), two until then. */
    Move ae5 = uci_in(&pos, "a5e5"), he5 = uci_in(&pos, "h5e5");
    Position a_after = position_after(&pos, ae5), h_after = position_after(&pos, he5);
    Position pa = position_passed(&a_after), ph = position_passed(&h_after);
    Move ma = uci_in(&pa, "e5e6"), mh = uci_in(&ph, "e5e6");
    ck_assert_int_ne(mate_identity(&men, ae5, &pa, ma), mate_identity(&men, he5, &ph, mh));
    men_see(&men, ae5, ma);
    men_see(&men, he5, mh);
    ck_assert_int_eq(mate_identity(&men, ae5, &pa, ma), mate_identity(&men, he5, &ph, mh));
    /* Linked for every phase: the a5 rook's e6 from a6 (1.Ra6) is then the h5 rook's
     * too; same_mate, comparing two phases, sees those two alone (PHASES.md). */
    Move a6 = uci_in(&pos, "a5a6");
    Position a6_after = position_after(&pos, a6), p6 = position_passed(&a6_after);
    Move m6 = uci_in(&p6, "a6e6");
    ck_assert_int_eq(mate_identity(&men, a6, &p6, m6), mate_identity(&men, he5, &ph, mh));
    ck_assert(!same_mate(&pos, a6, m6, he5, mh));
    ck_assert(same_mate(&pos, ae5, ma, he5, mh));
    int q = mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "e7e8q")),
        r = mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "e7e8r")),
        b = mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "e7e8b")),
        n = mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "e7e8n"));
    ck_assert_int_eq(q, r);
    ck_assert_int_eq(q, b);
    ck_assert_int_ne(q, n);
    /* The same square by capture is the same mate; another square is not. */
    ck_assert_int_eq(mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "c7d8q")),
                     mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "c7d8r")));
    ck_assert_int_ne(q, mate_identity(&men, MOVE_NONE, &pos, uci_in(&pos, "c7d8q")));
}
END_TEST

/* Two men of one type mating on one square are two mates in every theme across phases
 * (themes/PHASES.md, "a mate's identity"), as the notation writes them: 2.Ndf6# and
 * 2.Nef6#. Polgár 3045 (corpus): 1.e8=R? (2.Ndf6#) Kxe8!, 1.Rb5! Kxe8 2.Nef6#, the
 * other knight: no Dombrovskis. Bohdanov, Sportivnaja gazeta 1987 (tn-619,
 * problems/le-grand-men.fen): the key's 1...Kxd4 2.Rcd8# is not the try 1.Na5?'s
 * 1...Kxd4 2.Red8#, so the key joins the Zagoruiko (4x2), and the set's 1...Kxd4,
 * met by both rooks, is a Makihovi. Gvozdják, Eretria 2005 (pr-3544): the set's
 * 1...Bb2 2.Ncd6#/Nfd6# split by 1.Qh7? and 1.d5!. */
START_TEST(two_men_two_mates)
{
    Analysed a;
    Position pos = test_position("8/3kP3/6K1/2RN4/4N3/8/8/8 w - -");
    analyse_pos(&pos, &a);
    ck_assert_int_eq(theme_count_named(a.themes, "dombrovskis"), 0);
    analysed_free(&a);
    const json_t *e = fen_entry("2R1R2K/1N3N2/8/2PkP3/3Pr3/1P2n3/1P6/6QB w - -", "zagoruiko", &a);
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(json_integer_value(json_object_get(e, "m")), 4);
    ck_assert(strings_are(json_object_get(e, "phases"), STRINGS("1.Qc1?", "1.Qg4?", "1.Na5?", "1.Ng5!")));
    ck_assert(mates_are(e, 2, "d5d4", STRINGS("e8d8")));
    ck_assert(mates_are(e, 3, "d5d4", STRINGS("c8d8")));
    e = theme_named(a.themes, "makihovi");
    ck_assert(e && strings_are(json_object_get(e, "phases"), STRINGS("set", "1.Ng5!", "1.Na5?")));
    analysed_free(&a);
    pos = test_position("6BK/Q7/r1n2p2/p3PN1R/R1NPkrp1/b4b2/2P1p1n1/B3q3 w - -");
    analyse_pos(&pos, &a);
    ck_assert_int_eq(theme_count_named(a.themes, "makihovi"), 2); /* 1...Qxa1 2.Nd2#/Ng3#, and 1...Bb2 */
    bool split = false;
    size_t i;
    json_array_foreach(a.themes, i, e)
        split |= strcmp(json_string_value(json_object_get(e, "name")), "makihovi") == 0
                 && strings_are(json_object_get(e, "phases"), STRINGS("set", "1.d5!", "1.Qh7?")) && mates_are(e, 0, "a3b2", STRINGS("c4d6", "f5d6"))
                 && mates_are(e, 1, "a3b2", STRINGS("f5d6")) && mates_are(e, 2, "a3b2", STRINGS("c4d6"));
    ck_assert(split);
    analysed_free(&a);
}
END_TEST

Suite *themes_men_suite(void)
{
    Suite *s = suite_create("themes_men");
    TCase *tc = tcase_create("men");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, mate_identity_is_man_square_and_promotion);
    tcase_add_test(tc, two_men_two_mates);
    suite_add_tcase(s, tc);
    return s;
}
