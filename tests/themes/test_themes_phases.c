/* test_themes_phases.c - the themes across phases (set play, tries, keys) on the
 * problems/<theme>.fen examples, each shown by one problem and narrowly missed by
 * another (Dombrovskis's forms: test_themes_dombrovskis.c); the notions they share
 * ("has mate A", "threatens A"); how an entry names its phases and key; the text
 * the Analysis gives. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/movegen.h"
#include "solver/report/themes_text.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "themes/phases.h"
#include "solver/report/json.h"
#include "tests/themes/phase_asserts.h"
#include "tests/themes/theme_asserts.h"

/* ---- the shared notions ------------------------------------------------- */

static Move uci_in(const Position *pos, const char *uci)
{
    Move m = move_from_uci(pos, uci);
    ck_assert_msg(m != MOVE_NONE, "%s is not legal", uci);
    return m;
}

START_TEST(phases_have_mates_and_threats)
{
    Solution s;
    solve_problem_file("le-grand", &s);
    Phases P;
    phases_build(&s, &P);
    int t = phase_of_move(&P, uci_in(&s.start, "a5c3")), k = phase_of_move(&P, uci_in(&s.start, "a2c3"));
    ck_assert_int_ge(t, 0);
    ck_assert_int_ge(k, 0);
    ck_assert(P.ph[t].kind == PHASE_TRY && P.ph[k].kind == PHASE_KEY);
    Position after_key = s.start;
    Undo u;
    make_move(&after_key, P.ph[k].play->move, &u);
    int qd1 = mate_identity(&P.men, P.ph[k].play->move, &after_key, MAKE_MOVE(SQ(0, 0), SQ(3, 0), 0, 0));
    int qb1 = mate_identity(&P.men, P.ph[k].play->move, &after_key, MAKE_MOVE(SQ(0, 0), SQ(1, 0), 0, 0));
    /* 1.Bc3? threatens Qd1; 1.Nc3! threatens Qb1; 1...Kd3 has the other one. */
    ck_assert_int_eq(P.ph[t].threat, qd1);
    ck_assert_int_eq(P.ph[k].threat, qb1);
    Move kd3 = MAKE_MOVE(SQ(2, 1), SQ(3, 2), 0, 0), e2 = MAKE_MOVE(SQ(4, 2), SQ(4, 1), 0, 0);
    ck_assert_int_eq(phase_mate(&P, t, kd3), qb1);
    ck_assert_int_eq(phase_mate(&P, k, kd3), qd1);
    /* 1...e2 refutes the try: it has no mate there, so it is not listed. */
    ck_assert_int_eq(phase_mate(&P, t, e2), MATE_NONE);
    ck_assert(phase_refutes(&P, t, e2));
    ck_assert(!phase_refutes(&P, t, kd3));
    char label[24];
    phase_label(&P, t, label, sizeof label);
    ck_assert_str_eq(label, "1.Bc3?");
    phase_label(&P, k, label, sizeof label);
    ck_assert_str_eq(label, "1.Nc3!");
    phase_label(&P, k, label, 5); /* cut as snprintf cuts, and into no room not at all */
    ck_assert_str_eq(label, "1.Nc");
    phase_label(&P, t, label, 0);
    ck_assert_str_eq(label, "1.Nc");
    phases_free(&P);
    solution_free(&s);
}
END_TEST

/* A defence with mates of two identities has no one mate; a dual of one identity does. */
START_TEST(duals_and_mixed_mates)
{
    Solution s;
    solve_problem_file("dombrovskis-miss", &s);
    Phases P;
    phases_build(&s, &P);
    int k = phase_of_move(&P, s.keys[0].move);
    ck_assert_int_eq(phase_mate(&P, k, MAKE_MOVE(SQ(5, 3), SQ(6, 4), 0, 0)), MATE_MIXED); /* Kg5: Qe5, Qa5 */
    ck_assert_int_ge(phase_mate(&P, k, MAKE_MOVE(SQ(5, 3), SQ(5, 4), 0, 0)), 0);          /* Kf5: Qe5 */
    ck_assert_int_eq(P.ph[k].threat, MATE_NONE); /* a checking key threatens nothing */
    ck_assert(P.ph[0].kind == PHASE_SET);
    phases_free(&P);
    solution_free(&s);
}
END_TEST

/* ---- each theme, shown and missed ---------------------------------------- */

START_TEST(reciprocal_change)
{
    /* The phases in the canonical order (solver/README.md "Order"): the rook's try first. */
    ASSERT_SHOWN("reciprocal-change", "reciprocal-change", ("1.Rc6?", "1.Nba3?"), ("e4d5", "e4d3"));
    ASSERT_MISSED("reciprocal-change-miss", "reciprocal-change");
    /* The exchange is between a checking try and the key (CHECKING-TRIES.md). */
    ASSERT_MISSED("reciprocal-change-check-miss", "reciprocal-change");
}
END_TEST

START_TEST(zagoruiko)
{
    ASSERT_SHOWN("zagoruiko", "zagoruiko", ("set", "1.Qg2?", "1.Qa2!"), ("b5c7", "f5e7"));
    ck_assert_int_eq(field_of("zagoruiko", "zagoruiko", "m"), 3);
    ck_assert_int_eq(field_of("zagoruiko", "zagoruiko", "n"), 2);
    /* The two tries and the key of reciprocal-change.fen: also 3x2. */
    ck_assert_int_eq(field_of("reciprocal-change", "zagoruiko", "m"), 3);
    ck_assert_int_eq(field_of("reciprocal-change", "zagoruiko", "n"), 2);
    ASSERT_MISSED("zagoruiko-miss", "zagoruiko");
    /* polgar-2439: three mates for each of 1...Kh3 and 1...f4, but over set play,
     * the checking try 1.Qd4+? and the key: a checking try is no phase (CHECKING-TRIES.md). */
    ASSERT_MISSED("zagoruiko-check-miss", "zagoruiko");
    /* polgar-427: set, 1.Qf7? and the checking key 1.Qg8+! (1...Bb8 2.Qxb8#, 1...Bd8
     * 2.Qxd8#): a checking key is a phase, as of changed mates (CHECKS.md: Moen, "Checking
     * Keys", on Loyd's 1.Qf4+!, which "changes the mate after 1...Ke7"); a checking try is not. */
    {
        Analysed k;
        const json_t *e = fen_entry("k7/B1b5/K1Pp4/3Q4/8/8/8/8 w - -", "zagoruiko", &k);
        ck_assert(e && strings_are(json_object_get(e, "phases"), STRINGS("set", "1.Qf7?", "1.Qg8+!")));
        analysed_free(&k);
    }
    /* polgar-2732: set, 1.Ne6? and 1.Rb1! with three knight moves: three phases, not the
     * two with more defences; 3x2, since 1...Nb4 and 1...Nd4 meet one mate in each phase
     * (2.Qb4#, 2.Qd4#, 2.Qc5#), the knight's random move, one defence (3x3 before). */
    Analysed a;
    const json_t *e = fen_entry("8/8/1Qn5/8/5N2/2k5/1R2p3/4K3 w - -", "zagoruiko", &a);
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(json_integer_value(json_object_get(e, "m")), 3);
    ck_assert_int_eq(json_integer_value(json_object_get(e, "n")), 2);
    analysed_free(&a);
}
END_TEST

/* Žuk, 3rd WCCT 1986 (themes-labels tn-636): 1...Nc8, Nf5, Ng8 meet one mate in each of
 * five phases (2.Qf5#, 2.Bxc6#, 2.Rb5#, 2.Rf5#, 2.Qc5#): one random knight move, one
 * defence changed, no Zagoruiko (a 5x3 before). Two men's moves so met are one line too:
 * Pituk 1964 (tn-173), 1...Nd4, d4 2.Qxc7#, Qf8#, Qd8#, "trojfázová zámena matu" (TN 176). */
START_TEST(zagoruiko_random_move_one_defence)
{
    Analysed a;
    ck_assert_ptr_null(fen_entry("4R3/pB2n3/P1pN3N/3k2P1/8/P2p1K2/P2P1Q1B/4R3 w - -", "zagoruiko", &a));
    ck_assert_ptr_nonnull(theme_named(a.themes, "changed-mates")); /* the one that changes */
    analysed_free(&a);
    ASSERT_MISSED_FEN("rk5K/p1p2p1b/B3N3/2Pp4/p2Q2R1/3p1nn1/rb5B/qR6 w - -", "zagoruiko");
}
END_TEST

/* A move that does not stop a phase's threat, met there by the threat alone, has the
 * threat as its mate there (Locker 1970, as Horizont 1971 counts it): once a defence
 * and once a phase, and only where no Zagoruiko of defences alone exists. */
START_TEST(zagoruiko_threat_cell)
{
    ASSERT_SHOWN("zagoruiko-threat", "zagoruiko", ("1.Bf2?", "1.Bf1?", "1.Kg6!"), ("e4f3", "h1f3"));
    ck_assert_int_eq(field_of("zagoruiko-threat", "zagoruiko", "m"), 3);
    ck_assert_int_eq(field_of("zagoruiko-threat", "zagoruiko", "n"), 2);
    ASSERT_MISSED("zagoruiko-threat-miss", "zagoruiko");
}
END_TEST

START_TEST(le_grand)
{
    ASSERT_SHOWN("le-grand", "le-grand", ("1.Bc3?", "1.Nc3!"), ("c2d3"));
    ASSERT_MISSED("le-grand-miss", "le-grand");
    /* A try and a key of two threats each, one of each exchanged (Gvozdják 2011):
     * missed while each phase had to threaten one mate. */
    ASSERT_SHOWN("le-grand-threats", "le-grand", ("1.Bd6?", "1.Nf6!"), ("d7c5"));
    /* The threats are two rooks' mates on one square (Bohdanov 1987, themes-labels tn-619:
     * 1.Na5? (2.Rcd8#) 1...Kxd4 2.Red8#; 1.Ng5! (2.Red8#) 1...Kxd4 2.Rcd8#): one piece
     * type and square, two men; missed while a mate's identity left the man out. */
    ASSERT_SHOWN("le-grand-men", "le-grand", ("1.Na5?", "1.Ng5!"), ("d5d4"));
    /* A threat both phases hold is no exchange (PHASES.md): Polgár 432's 1.Qe7? and
     * 1.Qf8? both threaten 2.Qc5# and 2.Qd6# and meet 1...exf5 by 2.Qd6#; Polgár 2130
     * (odessa-miss), double threats sharing 2.Qh1#. Neither is a Le Grand. */
    Analysed a;
    Position pos = test_position("8/8/4pQ2/1K1kPN2/8/6N1/8/8 w - -");
    analyse_pos(&pos, &a);
    ck_assert_int_eq(theme_count_named(a.themes, "le-grand"), 0);
    analysed_free(&a);
    ASSERT_MISSED("odessa-miss", "le-grand");
}
END_TEST

START_TEST(pseudo_le_grand)
{
    ASSERT_SHOWN("pseudo-le-grand", "pseudo-le-grand", ("1.Ng4?", "1.Nc4!"), ("e1f1", "e1d1"));
    ASSERT_MISSED("pseudo-le-grand-miss", "pseudo-le-grand");
    /* One defence with both mates is a Le Grand, not a pseudo Le Grand; nor is a second
     * defence sharing the Le Grand defence's mate in one phase (Belik 1986: 1...Kd3 2.Qe3#
     * beside 1...Kd2 2.Qe3# in the try, 1...Kd2 2.Qd4# after the key). */
    ASSERT_MISSED("le-grand", "pseudo-le-grand");
    ASSERT_MISSED("pseudo-le-grand-belik-miss", "pseudo-le-grand");
    /* A mate of the threat's piece type and square by another man is not the threat
     * coming back (Bannyj 1992: 2.Nfd6# in the try, 2.Ncd6# threatened by the key). */
    ASSERT_MISSED("pseudo-le-grand-miss-man", "pseudo-le-grand");
    ASSERT_SHOWN("pseudo-le-grand-miss-man", "le-grand", ("1.Qa5?", "1.Qf2?"), ("f4e3"));
}
END_TEST

START_TEST(rukhlis)
{
    /* The set mates come back after 1...Rxb5 and 1...Rb8 2.Nc7# (the first of the
     * rook moves that 2.Nc7# answers, in the canonical order). */
    ASSERT_SHOWN("rukhlis", "rukhlis", ("set", "1.Qxe4!"), ("b6c6", "b6b7", "b6b5", "b6b8"));
    ASSERT_MISSED("rukhlis-miss", "rukhlis");
    /* A reciprocal change is no Rukhlis: the set defences get no new mates (Buglos 1952). */
    ASSERT_MISSED("rukhlis-reciprocal-miss", "rukhlis");
    ASSERT_MISSED("rukhlis-kept-miss", "rukhlis"); /* the set mates stay with c and d (Lačný 1965) */
    /* The set mates come back after other defences in a try, changed after the key
     * (Jankovič 1963), missed while they had to come back after the key. */
    ASSERT_SHOWN("rukhlis-try", "rukhlis", ("set", "1.f4?", "1.Ne5!"), ("e2e5", "h2e5", "g1g2", "e2g2"));
    /* polgar-1753: set 1...Nb6 2.Be7#, 1...Nc5 2.Be1#; after 1.Rd5! 1...Nb6 2.Be1#
     * and 2.Be7# after 1...Nc3, but 1...Nc5 keeps 2.Be1#: both must change. */
    ASSERT_MISSED_FEN("8/K7/8/1p6/nk5B/3R4/Q7/8 w - -", "rukhlis");
}
END_TEST

START_TEST(cyclic_change)
{
    /* Any queen move is the third defence; 1...Qxd1 comes first in the canonical order. */
    ASSERT_SHOWN("cyclic-change", "cyclic-change", ("1.Bc3?", "1.Be3!"), ("d6e5", "d6c5", "d4d1"));
    ck_assert_int_eq(field_of("cyclic-change", "cyclic-change", "n"), 3);
    ASSERT_MISSED("cyclic-change-miss", "cyclic-change");
    /* The threat form (Brabec 1978), missed while only defences went round. */
    ASSERT_SHOWN("cyclic-change-threat", "cyclic-change", ("1.d3?", "1.d4!"), ("c2d4", "f2d3"));
    ck_assert_int_eq(field_of("cyclic-change-threat", "cyclic-change", "n"), 3);
    Analysed a;
    analyse_file("cyclic-change-threat", &a);
    ck_assert_str_eq(json_string_value(json_object_get(theme_named(a.themes, "cyclic-change"), "variant")),
                     "threat");
    analysed_free(&a);
}
END_TEST

START_TEST(pickaninny)
{
    ASSERT_SHOWN("pickaninny", "pickaninny", ("1.Qe8!"), ("c7c6", "c7c5", "c7b6", "c7d6"));
    ASSERT_MISSED("pickaninny-miss", "pickaninny");
    /* "At some point in the solution" (Wikipedia): the four moves as the refutations
     * of the Albino tries (Loshinsky 1930) and over the set, a try and the key
     * (Mlynka 1977), missed while one phase had to show all four. */
    ASSERT_SHOWN("pickaninny-tries", "pickaninny", ("1.exd3?", "1.e4?", "1.exf3?", "1.Nfd5!"),
                 ("g7g6", "g7g5", "g7f6", "g7h6"));
    ASSERT_SHOWN("pickaninny-phases", "pickaninny", ("set", "1.Kc4?", "1.Qg6!"),
                 ("b7b6", "b7b5", "b7a6", "b7c6"));
}
END_TEST

START_TEST(albino)
{
    ASSERT_SHOWN("albino", "albino", ("1.f3?", "1.f4?", "1.fxe3!", "1.fxg3?"), ("e3e2"));
    ASSERT_MISSED("albino-miss", "albino");
    /* The literature's Albino: the four moves as the mates of one phase (Seneca 1949). */
    ASSERT_SHOWN("albino-mates", "albino", ("1.Nb1!"), ("c4b3", "c4d3", "c4b5", "c4d5"));
}
END_TEST

START_TEST(half_pin)
{
    ASSERT_SHOWN("half-pin", "half-pin", ("1.Qxd6+!"), ("c5d6", "b5d6"));
    ASSERT_MISSED("half-pin-miss", "half-pin");
}
END_TEST

/* ---- entries: their key, their words --------------------------------------- */

/* An entry on tries only belongs to the problem's key; one with a key, to that key. */
START_TEST(entry_key)
{
    Analysed a;
    analyse_file("reciprocal-change", &a);
    ck_assert_str_eq(json_string_value(json_object_get(theme_named(a.themes, "reciprocal-change"), "key")), "f8f2");
    analysed_free(&a);
    analyse_file("albino", &a);
    ck_assert_str_eq(json_string_value(json_object_get(theme_named(a.themes, "albino"), "key")), "f2e3");
    analysed_free(&a);
}
END_TEST

/* Tries are what --refutations makes them: with two refutations allowed, a first
 * move that fails to two replies is one more phase. */
START_TEST(tries_follow_refutations)
{
    Problem pb = test_problem("1R6/8/N7/8/8/4p1p1/5PQ1/2k3K1 w - -");
    SolveOptions o;
    solve_options_default(&o);
    Solution s1, s2;
    solve(&pb.pos, &o, &s1);
    o.max_refutations = 2;
    solve(&pb.pos, &o, &s2);
    Phases P1, P2;
    phases_build(&s1, &P1);
    phases_build(&s2, &P2);
    ck_assert_int_gt(P2.n, P1.n);
    ck_assert_int_eq(P1.n, s1.ntries + s1.nkeys + (s1.set_computed ? 1 : 0));
    phases_free(&P1), phases_free(&P2);
    solution_free(&s1), solution_free(&s2);
    problem_free(&pb);
}
END_TEST

/* Whether the Analysis of problems/<name>.fen (in lang) holds the line. */
static bool analysis_has(const char *name, Lang lang, const char *line)
{
    Solution s;
    solve_problem_file(name, &s);
    char *text = analysis_printed(&s, lang);
    bool has = strstr(text, line) != NULL;
    if (!has)
        fprintf(stderr, "%s: no '%s' in:\n%s", name, line, text);
    free(text);
    solution_free(&s);
    return has;
}

/* The Analysis says it in SAN, as the issue shows it. */
START_TEST(text_in_san)
{
    ck_assert(analysis_has("le-grand", LANG_EN,
                           "  Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1#"
                           " (the threat 2.Qd1# of 1.Bc3? now mates after 1...Kd3,"
                           " and the mate 2.Qb1# that met 1...Kd3 there becomes the threat)\n"));
    ck_assert(analysis_has("dombrovskis", LANG_EN,
                           "  Dombrovskis: 1.Bd7? (2.Qd4#) but 1...Ke4!; 1.Bg4! 1...Ke4 2.Qd4#"
                           " (the refutation 1...Ke4! of 1.Bd7? is met after the key by that try's threat 2.Qd4#)\n"));
    ck_assert(analysis_has("le-grand", LANG_IT,
                           "  Le Grand: 1.Ac3? (2.Dd1#) 1...Rd3 2.Db1#; 1.Cc3! (2.Db1#) 1...Rd3 2.Dd1#"
                           " (la minaccia 2.Dd1# di 1.Ac3? ora dà matto dopo 1...Rd3,"
                           " e il matto 2.Db1# che lì seguiva 1...Rd3 diventa la minaccia)\n"));
    ck_assert(analysis_has("albino", LANG_EN,
                           "  albino: 1.f3? but 1...e2!; 1.f4? but 1...e2!; 1.fxe3!; 1.fxg3? but 1...e2!"
                           " (the four moves of the pawn on f2, each in the play)\n"));
    ck_assert(analysis_has("zagoruiko", LANG_EN,
                           "  Zagoruiko 3x2: set 1...Nc7 2.Be5# 1...Ne7 2.Bc5#; 1.Qg2? 1...Nc7 2.Qc6# "
                           "1...Ne7 2.Qg3#; 1.Qa2! 1...Nc7 2.Qa3# 1...Ne7 2.Qe6#"
                           " (each of its 2 defences is met by another mate in each of its 3 phases)\n"));
}
END_TEST

Suite *themes_phases_suite(void)
{
    Suite *s = suite_create("themes_phases");
    TCase *tc = tcase_create("notions");
    tcase_add_test(tc, phases_have_mates_and_threats);
    tcase_add_test(tc, duals_and_mixed_mates);
    suite_add_tcase(s, tc);
    tc = tcase_create("examples");
    tcase_add_test(tc, reciprocal_change);
    tcase_add_test(tc, cyclic_change);
    tcase_add_test(tc, zagoruiko);
    tcase_add_test(tc, le_grand);
    tcase_add_test(tc, pseudo_le_grand);
    tcase_add_test(tc, zagoruiko_threat_cell);
    tcase_add_test(tc, zagoruiko_random_move_one_defence);
    tcase_add_test(tc, rukhlis);
    tcase_add_test(tc, pickaninny);
    tcase_add_test(tc, albino);
    tcase_add_test(tc, half_pin);
    suite_add_tcase(s, tc);
    tc = tcase_create("entries");
    tcase_add_test(tc, entry_key);
    tcase_add_test(tc, tries_follow_refutations);
    tcase_add_test(tc, text_in_san);
    suite_add_tcase(s, tc);
    return s;
}
