/* test_themes_changes.c - the themes of moves and mates that change function between
 * phases (themes/PHASES.md): each on its problems/<theme>.fen example, its near-miss
 * and the readings its definition takes (checking tries, capture, one threat). */
#include <check.h>
#include <jansson.h>
#include <string.h>

#include "tests/test_helpers.h"
#include "tests/themes/phase_asserts.h"
#include "solver/report/json.h"

/* E. Klemanič, Slovenský denník 1991 (themes-labels sd-49, whose column letters
 * it "1.c3? (A) hrozí 2.Vd5 (B) mat ... 1.Vd5? (B) hrozí 2.c3 (A) mat"): the two
 * tries threaten each other's first move; the key 1.Rd4! is a third phase. The
 * near-miss (made): the key threatens three mates, so nothing is exchanged. */
START_TEST(threat_reversal)
{
    Analysed a;
    const json_t *e = file_entry("threat-reversal", "threat-reversal", &a);
    ck_assert(labels_are(e, STRINGS("1.Rd5?", "1.c3?")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("c2c3")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("d3d5")));
    analysed_free(&a);
    ASSERT_MISSED("threat-reversal-miss", "threat-reversal");
}
END_TEST

/* Chepizhny: 1.Qd5? Rb7!, 1.Rd5? Qa7!, 1.Nxe6! Rb7 2.Rd5#, Qa7 2.Qd5#; a dual of
 * 2.Nf4# spoils it; Potrosal's own "banny theme"; Klemanič's, whose mate is the try's
 * move from another square; checking tries are no tries, nor tries refuted by a check. */
START_TEST(banny)
{
    Analysed a;
    const json_t *e = file_entry("banny", "banny", &a);
    ck_assert(labels_are(e, STRINGS("1.Qd5?", "1.Rd5?", "1.Nxe6!")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("b5b7")));
    ck_assert(moves_are(e, 1, "refutations", STRINGS("a2a7")));
    ck_assert(mates_are(e, 2, "b5b7", STRINGS("c5d5")));
    ck_assert(mates_are(e, 2, "a2a7", STRINGS("b3d5")));
    analysed_free(&a);
    ASSERT_MISSED("banny-miss", "banny");
    e = fen_entry("8/4N3/K3p1N1/8/2pnk1b1/8/Q1PPB1P1/BR5R w - -", "banny", &a);
    ck_assert(labels_are(e, STRINGS("1.Qxc4?", "1.Rh4?", "1.Rbe1!")));
    ck_assert(mates_are(e, 2, "g4e2", STRINGS("h1h4")));
    ck_assert(mates_are(e, 2, "d4e2", STRINGS("a2c4")));
    analysed_free(&a);
    /* E. Klemanič, Slovenský denník 1991 (its column: "a synthesis of the Banny,
     * Dombrovskis and Salazar themes"): 1.c3? Kxe5!, 1.Rd5? Bxe5!, 1.Rd4! Bxe5 2.c3#,
     * Kxe5 2.Rd5#: the rook mates on d5 from d4, the try's move by identity. */
    e = fen_entry("7b/2P4N/4p3/4Nk2/2P5/3RK3/2P5/BB6 w - -", "banny", &a);
    ck_assert(labels_are(e, STRINGS("1.Rd5?", "1.c3?", "1.Rd4!")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("h8e5")));
    ck_assert(moves_are(e, 1, "refutations", STRINGS("f5e5")));
    ck_assert(mates_are(e, 2, "h8e5", STRINGS("c2c3")));
    ck_assert(mates_are(e, 2, "f5e5", STRINGS("d4d5")));
    analysed_free(&a);
    /* polgar-1636: 1.Ba5+? Kd4!, 1.Bf6+? Kd2!, 1.Re1! Kd4 2.Bf6#, Kd2 2.Ba5#. */
    ASSERT_MISSED_FEN("3B4/8/8/1R6/8/2kB4/2P5/K4R2 w - -", "banny");
    /* polgar-1620: 1.Bh7? fails to 1...Rh8+!, a check to the king the try exposed, its
     * own flaw (themes/CHECKS.md): no Banny with 1.Bg6? Rg8! and 1.Bb6! (one until
     * issue 21's instances pass). */
    ASSERT_MISSED_FEN("5r2/8/8/8/8/5p1K/8/RB4Bk w - -", "banny");
}
END_TEST

/* Stojnic: 1.Ne2? Qh4!, 1.Ng2? c4!, 1.Qf1! Qh4 2.Ne2#, c4 2.Ng2#; one pair is not
 * the theme; a refutation that takes the try's man is met by another move. */
START_TEST(vladimirov)
{
    Analysed a;
    const json_t *e = file_entry("vladimirov", "vladimirov", &a);
    ck_assert(labels_are(e, STRINGS("1.Ne2?", "1.Ng2?", "1.Qf1!")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("h2h4")));
    ck_assert(moves_are(e, 1, "refutations", STRINGS("c5c4")));
    ck_assert(mates_are(e, 2, "h2h4", STRINGS("f4e2")));
    ck_assert(mates_are(e, 2, "c5c4", STRINGS("f4g2")));
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 2);
    analysed_free(&a);
    ASSERT_MISSED("vladimirov-miss", "vladimirov");
    /* polgar-2755: 1.Rh2? Qxh2!, ... 1.Rag1! Qh2 2.Rxh2#: Rh2 and Rxh2 are two moves. */
    ASSERT_MISSED_FEN("5K1k/7q/8/8/8/8/p7/R6R w - -", "vladimirov");
}
END_TEST

/* Rudenko & Shedey: set Rxe6 2.Qxc5#, Bd6 2.Qxe4#; 1.Kxe7? threatens both and the
 * defences are met by Qxe6#, Qxd6#; polgar-1917's seven threats are not the two. */
START_TEST(rudenko)
{
    Analysed a;
    const json_t *e = file_entry("rudenko", "rudenko", &a);
    ck_assert(labels_are(e, STRINGS("set", "1.Kxe7?")));
    ck_assert(mates_are(e, 0, "h6e6", STRINGS("c6c5")));
    ck_assert(mates_are(e, 0, "b8d6", STRINGS("c6e4")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("c6c5", "c6e4")));
    ck_assert(mates_are(e, 1, "h6e6", STRINGS("c6e6")));
    ck_assert(mates_are(e, 1, "b8d6", STRINGS("c6d6")));
    analysed_free(&a);
    ASSERT_MISSED("rudenko-miss", "rudenko");
    ASSERT_MISSED_FEN("kr6/1R6/4K1Q1/8/8/p7/8/7B w - -", "rudenko");
}
END_TEST

/* Barnes: set 1...fxe5 and 1...f5 with five and seven bishop mates; 1.Qc7! keeps
 * Bg6# and Bc6#, 1.Ra4? Bd3# for both: two instances, two entries. */
START_TEST(makihovi)
{
    Analysed a;
    analyse_file("makihovi", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "makihovi"), 2);
    const json_t *e = theme_named(a.themes, "makihovi");
    ck_assert(labels_are(e, STRINGS("set", "1.Qc7!", "1.Ra4?")));
    ck_assert(mates_are(e, 0, "f6e5", STRINGS("e4b1", "e4c2", "e4d3", "e4g6", "e4h7")));
    ck_assert(mates_are(e, 1, "f6e5", STRINGS("e4g6")));
    ck_assert(mates_are(e, 2, "f6e5", STRINGS("e4d3")));
    /* The two separating phases are the labels' after the set; no count, which
     * counts distinct defences (SPEC), here one. */
    ck_assert_ptr_null(json_object_get(e, "count"));
    analysed_free(&a);
    ASSERT_MISSED("makihovi-miss", "makihovi");
}
END_TEST

/* Lacny 1963: set Nh2, c1=Q, c3 2.Qd4#, Ng2#, Qe4#; 1.Nd2! 2.Ng2#, Qe4#, Qd4#; Brabec
 * 1978, the threat form: 1.d3? (2.Be6#) Nd4 2.Nc3#, Nxd3 2.Rc5#; 1.d4! (2.Rc5#) ... */
START_TEST(lacny)
{
    Analysed a;
    const json_t *e = file_entry("lacny", "lacny", &a);
    ck_assert(labels_are(e, STRINGS("set", "1.Nd2!")));
    ck_assert(mates_are(e, 0, "g4h2", STRINGS("d5d4")));
    ck_assert(mates_are(e, 0, "c2c1q", STRINGS("f4g2")));
    ck_assert(mates_are(e, 0, "c4c3", STRINGS("d5e4")));
    ck_assert(mates_are(e, 1, "g4h2", STRINGS("f4g2")));
    ck_assert(mates_are(e, 1, "c2c1q", STRINGS("d5e4")));
    ck_assert(mates_are(e, 1, "c4c3", STRINGS("d5d4")));
    ck_assert_int_eq(json_integer_value(json_object_get(e, "n")), 3);
    ck_assert_ptr_null(json_object_get(e, "variant"));
    analysed_free(&a);
    ASSERT_MISSED("lacny-miss", "lacny");
    e = fen_entry("K7/p5P1/2R2p2/1P1kbB2/2N2p2/1P4r1/2nPNn2/1Q1R2Bb w - -", "lacny", &a);
    ck_assert(labels_are(e, STRINGS("1.d3?", "1.d4!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("f5e6")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("c6c5")));
    ck_assert(mates_are(e, 0, "c2d4", STRINGS("e2c3")));
    ck_assert(mates_are(e, 1, "c2d4", STRINGS("f5e6")));
    ck_assert_str_eq(json_string_value(json_object_get(e, "variant")), "threat");
    analysed_free(&a);
}
END_TEST

/* Kovalenko's play: 1.Bxd6? and 1.b5? threaten each other's move, and after 1.Kb6!
 * 1...Kxb4 2.Bxd6# and 1...d5 2.b5#: each move a try, a threat and a mate. */
START_TEST(urania)
{
    Analysed a;
    analyse_file("urania", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "urania"), 2);
    const json_t *e = theme_named(a.themes, "urania");
    ck_assert(labels_are(e, STRINGS("1.Bxd6?", "1.b5?", "1.Kb6!")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("e7d6")));
    ck_assert(mates_are(e, 2, "a3b4", STRINGS("e7d6")));
    analysed_free(&a);
    ASSERT_MISSED("urania-miss", "urania");
    /* polgar-2305: 1.Kf7? is the threat of 1.Qa1!, but never a mate alone. */
    ASSERT_MISSED_FEN("n6k/7b/Q4Kp1/8/8/8/8/8 w - -", "urania");
}
END_TEST

/* polgar-2216 (problems/arnhem.fen): 1.Rd3? Nc3 2.Rf4# but Nd4!; 1.c4? Nd4 2.Rf4# but
 * Nc3!: defence and refutation change places, met by the same mate (probleemblad.nl,
 * "Arnhem-thema"). polgar-404 exchanges them too, but 1.Kxa7? c5 is met by 2.Qe6# and
 * 1.f6? Kc5 by 2.Rxc6#; polgar-437 (arnhem-check-miss) exchanges Ng6 and Nf7, but each
 * refutes by check to the king that just moved: no Arnhem. */
START_TEST(arnhem)
{
    Analysed a;
    const json_t *e = file_entry("arnhem", "arnhem", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "arnhem"), 1);
    ck_assert(labels_are(e, STRINGS("1.Rd3?", "1.c4?")));
    ck_assert(mates_are(e, 0, "e2c3", STRINGS("f5f4")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("e2d4")));
    ck_assert(mates_are(e, 1, "e2d4", STRINGS("f5f4")));
    ck_assert(moves_are(e, 1, "refutations", STRINGS("e2c3")));
    analysed_free(&a);
    ASSERT_MISSED("arnhem-miss", "arnhem");
    ASSERT_MISSED("arnhem-check-miss", "arnhem");
}
END_TEST

/* polgar-1489: 1.Ra6?, 1.Rb6? Ng6 2.Qe6# but Nc6!; 1.Rg6?, 1.Rh6? Nc6 2.Qe6# but
 * N(x)g6!: one exchange of the same two defences, so one entry with the four tries. */
START_TEST(arnhem_one_entry_per_exchange)
{
    Analysed a;
    const json_t *e = fen_entry("4K3/8/5R2/3kn3/3P4/2P5/4Q3/8 w - -", "arnhem", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "arnhem"), 1);
    ck_assert(labels_are(e, STRINGS("1.Ra6?", "1.Rb6?", "1.Rg6?", "1.Rh6?")));
    ck_assert(moves_are(e, 1, "refutations", STRINGS("e5c6")));
    ck_assert(moves_are(e, 3, "refutations", STRINGS("e5g6")));
    analysed_free(&a);
}
END_TEST

/* polgar-2271 (problems/bartolovic.fen): 1.Nc3? Rd4 2.Qe2#, Ra2 2.Qd1#; 1.Ne3? Rd4
 * 2.Nc2#, Ra2 2.Qd1#; 1.Nf4! Rd4 2.Qe2#, Ra2 2.Nd3# (problemista.eu, "temat
 * Bartolowica"): the phase keeping both mates first. polgar-1962's key changes both
 * mates of the phases before: no Bartolović. */
START_TEST(bartolovic)
{
    Analysed a;
    const json_t *e = file_entry("bartolovic", "bartolovic", &a);
    ck_assert(labels_are(e, STRINGS("1.Nc3?", "1.Nf4!", "1.Ne3?")));
    ck_assert(mates_are(e, 0, "d2d4", STRINGS("h5e2")));
    ck_assert(mates_are(e, 0, "d2a2", STRINGS("h5d1")));
    ck_assert(mates_are(e, 1, "d2d4", STRINGS("h5e2")));
    ck_assert(mates_are(e, 1, "d2a2", STRINGS("f4d3")));
    ck_assert(mates_are(e, 2, "d2d4", STRINGS("e3c2")));
    ck_assert(mates_are(e, 2, "d2a2", STRINGS("h5d1")));
    analysed_free(&a);
    ASSERT_MISSED("bartolovic-miss", "bartolovic");
}
END_TEST

/* polgar-2813: set Nd6 2.Bb6#, Kb8 2.Bd6#; 1.Be7? changes Nd6's mate (2.Qd8#);
 * 1.Be3?, 1.Bf2?, 1.Bg1?, 1.Bd4! each change Kb8's (a bishop mate of its own): one
 * entry with every phase in its role. */
START_TEST(bartolovic_roles)
{
    Analysed a;
    const json_t *e = fen_entry("2n1Q3/2k5/K7/2BB4/8/8/8/8 w - -", "bartolovic", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "bartolovic"), 1);
    ck_assert(labels_are(e, STRINGS("set", "1.Be7?", "1.Be3?", "1.Bf2?", "1.Bg1?", "1.Bd4!")));
    analysed_free(&a);
}
END_TEST

/* A checking defence met by a mate is thematic (themes/CHECKS.md): polgar-3407, set
 * 1...Bg7 2.Qf4#, e5 2.Qg6#; the key 1.Kf8! 1...Bg7+ 2.Qxg7#; 1.Qc7?, 1.Qe3? change the
 * second. A checking try is no phase: polgar-1681's 1.Qc3+?, 1.Qg3+? would each change
 * one of the mates of the set 1...Kd5 2.Qc5#, Kf5 2.Qg5#. */
START_TEST(bartolovic_checking_defence)
{
    Analysed a;
    const json_t *e = fen_entry("4K2b/8/4pk2/8/7N/6Q1/8/8 w - -", "bartolovic", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "bartolovic"), 1);
    ck_assert(labels_are(e, STRINGS("set", "1.Kd7?", "1.Kd8?", "1.Qg4?", "1.Kf8!", "1.Qc7?", "1.Qe3?")));
    ck_assert(mates_are(e, 4, "h8g7", STRINGS("g3g7")));
    ck_assert(mates_are(e, 4, "e6e5", STRINGS("g3g6")));
    analysed_free(&a);
    ASSERT_MISSED_FEN("8/8/2R1b1R1/4k3/4p3/4Q3/8/K7 w - -", "bartolovic");
}
END_TEST

/* One entry per pair of defences (DECISIONS.md): sport-16 (Salai, Čs. šport 1961), 3 mates of
 * 1...hxg6 by 3 of 1...Kxg6, was 8 entries, now one in the solution's order; soks-dt-83 (Best, Die
 * Schwalbe 1980), 2x2 of 1...Rxc3, Bxc3, was 4. One instance keeps X, Y, Z (bartolovic_checking_defence). */
START_TEST(bartolovic_one_entry_per_pair_of_defences)
{
    Analysed a;
    const json_t *e = fen_entry("3N4/6pp/6Pk/3p4/3PpKP1/8/2Q5/8 w - -", "bartolovic", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "bartolovic"), 1);
    ck_assert(labels_are(e, STRINGS("set", "1.Qa2?", "1.Qb2?", "1.Qb3?", "1.Qc1?", "1.Qc3?", "1.Qd3?", "1.Qe2?", "1.Qb1!")));
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("h7g6", "h6g6")));
    ck_assert(mates_are(e, 8, "h7g6", STRINGS("b1h1")) && mates_are(e, 8, "h6g6", STRINGS("b1b6")));
    analysed_free(&a);
    e = fen_entry("1n2K3/4Q3/5pp1/3N1kp1/n1R5/r7/2bBN3/b1qr2R1 w - -", "bartolovic", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "bartolovic"), 1);
    ck_assert_int_eq(json_array_size(json_object_get(e, "phases")), 4);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("a3c3", "a1c3")));
    analysed_free(&a);
}
END_TEST

/* Made on Moen's Odessa mechanism (problems/odessa.fen): 1.Bf8? (2.Rd8# 2.Bc6#) Rd4
 * 2.Rf5#, Bd4 2.e4#; 1.Bg7! (2.Rf5# 2.e4#) Rc5 2.Rd8#, Bc5 2.Bc6#. polgar-2130 keeps
 * 2.Qh1# a threat of both phases: no Odessa. */
START_TEST(odessa)
{
    Analysed a;
    const json_t *e = file_entry("odessa", "odessa", &a);
    ck_assert(labels_are(e, STRINGS("1.Bf8?", "1.Bg7!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("c8d8", "e8c6")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("f4f5", "e2e4")));
    ck_assert(mates_are(e, 0, "d1d4", STRINGS("f4f5")));
    ck_assert(mates_are(e, 0, "f2d4", STRINGS("e2e4")));
    ck_assert(mates_are(e, 1, "a5c5", STRINGS("c8d8")));
    ck_assert(mates_are(e, 1, "f2c5", STRINGS("e8c6")));
    analysed_free(&a);
    ASSERT_MISSED("odessa-miss", "odessa");
}
END_TEST

/* Two knights' mates on one square are two mates (the same man, as Le Grand reads
 * them): P. Gvozdják, 3rd-4th Prize Eretria 2005 (themes-labels pr-3544, its column:
 * "the double threat and the variation mates exchanged places"). 1.Qh7? (2.Nfd6#
 * 2.Ng3#) Qxa1 2.Nd2#, Bb2 2.Ncd6#; 1.d5! (2.Nd2# 2.Ncd6#) Qxa1 2.Ng3#, Bb2 2.Nfd6#:
 * the try's 2.Nfd6# and the key's 2.Ncd6# share the mate identity (a knight to d6),
 * no threat kept. */
START_TEST(odessa_men)
{
    Analysed a;
    const json_t *e = fen_entry("6BK/Q7/r1n2p2/p3PN1R/R1NPkrp1/b4b2/2P1p1n1/B3q3 w - -", "odessa", &a);
    ck_assert(labels_are(e, STRINGS("1.Qh7?", "1.d5!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("f5d6", "f5g3")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("c4d2", "c4d6")));
    ck_assert(mates_are(e, 0, "e1a1", STRINGS("c4d2")));
    ck_assert(mates_are(e, 0, "a3b2", STRINGS("c4d6")));
    ck_assert(mates_are(e, 1, "e1a1", STRINGS("f5g3")));
    ck_assert(mates_are(e, 1, "a3b2", STRINGS("f5d6")));
    analysed_free(&a);
}
END_TEST

/* The sushkov entry of analysis a on the phases p and q, or NULL. */
static const json_t *sushkov_on(const Analysed *a, const char *p, const char *q)
{
    size_t i;
    const json_t *e;
    json_array_foreach(a->themes, i, e)
        if (strcmp(json_string_value(json_object_get(e, "name")), "sushkov") == 0 &&
            labels_are(e, STRINGS(p, q)))
            return e;
    return NULL;
}

/* Slesarenko, 64 1987 (problems/sushkov.fen, soks.sk "Le Grand, Suškov"): 1.Nc2? (2.Qb5#;
 * 2.Qb3+? Kxb3) and 1.Ne6! (2.Qb3#; 2.Qb5+? Kxb5) both guard d4, each cancels the guard
 * of b3 or b5; 1.Bb2? and 1.Bf6? (2.Qb5#; 2.Qb3+? Kc5) pair with the key too. Sushkov,
 * Probleemblad 1988 (sushkov-knights.fen): 1.Ncd7? (2.Rd3#; 2.Qf2+? Kxe4), 1.Ned7!
 * (2.Qf2#; 2.Rd3+? Kc4). A pawn on a4 guards b5: the key threatens both mates. */
START_TEST(sushkov)
{
    Analysed a;
    analyse_file("sushkov", &a);
    ck_assert_int_eq(theme_count_named(a.themes, "sushkov"), 3);
    const json_t *e = sushkov_on(&a, "1.Nc2?", "1.Ne6!");
    ck_assert(moves_are(e, 0, "threats", STRINGS("b6b5")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("b6b3")));
    ck_assert(same_strings(json_object_get(e, "squares"), STRINGS("b3", "b5")));
    e = sushkov_on(&a, "1.Bb2?", "1.Ne6!");
    ck_assert(same_strings(json_object_get(e, "squares"), STRINGS("b5", "c5")));
    ck_assert_ptr_nonnull(sushkov_on(&a, "1.Bf6?", "1.Ne6!"));
    analysed_free(&a);
    e = file_entry("sushkov-knights", "sushkov", &a);
    ck_assert(labels_are(e, STRINGS("1.Ncd7?", "1.Ned7!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("c3d3")));
    ck_assert(moves_are(e, 1, "threats", STRINGS("f5f2")));
    ck_assert(same_strings(json_object_get(e, "squares"), STRINGS("c4", "e4")));
    analysed_free(&a);
    ASSERT_MISSED("sushkov-miss", "sushkov");
}
END_TEST

/* Velimirović, Match USSR - Yugoslavia 1977 (problems/barnes.fen; Kovačević, SuperProblem
 * 2015, on Barnes's pattern 1.X? - 2.A/2.B, 1.Y? - 2.A, 1.Z! - 2.B): the random moves
 * of the knight e5 threaten 2.Qe5# and 2.Qe6# (Bf1!), 1.Nd3? 2.Qe5# alone (Be4!), the
 * key 1.Nc4! 2.Qe6# alone: one entry. polgar-1760 (barnes-miss): 1.Nc5? (2.Qe4#, 2.Qe6#),
 * but 1.Nf2? threatens the key's 2.Qe4#, and no try 2.Qe6# alone. I. Kiss, Hlas ľudu
 * 1985 (themes-labels tn-571): the threats fit, but 1.Rxg4? (2.Bb3#, 2.Ne7#) is the rook's
 * and 1.Qb1? (2.Bb3#), 1.Qd1! (2.Ne7#) the queen's: no man's random move and corrections,
 * shown until the three moves had to be one man's. */
START_TEST(barnes)
{
    Analysed a;
    const json_t *e = file_entry("barnes", "barnes", &a);
    ck_assert(labels_are(e, STRINGS("1.Nd7?", "1.Nf3?", "1.Nf7?", "1.Ng4?", "1.Ng6?", "1.Nd3?", "1.Nc4!")));
    ck_assert(moves_are(e, 0, "threats", STRINGS("e2e5", "e2e6")));
    ck_assert(moves_are(e, 0, "refutations", STRINGS("g2f1")));
    ck_assert(moves_are(e, 5, "threats", STRINGS("e2e5")));
    ck_assert(moves_are(e, 5, "refutations", STRINGS("g2e4")));
    ck_assert(moves_are(e, 6, "threats", STRINGS("e2e6")));
    analysed_free(&a);
    ASSERT_MISSED("barnes-miss", "barnes");
    ASSERT_MISSED_FEN("4N3/K4P1p/npNP1p2/1Pbk1Pn1/3P2rR/B1R4b/PpB3P1/7Q w - -", "barnes");
}
END_TEST

/* A try that a check refutes is neither X nor Y (themes/README.md, row barnes):
 * polgar-2180's 1.Qb3? (2.Qb2# 2.Nc2#) but 1...Bxb3!, 1.Qxa4? (2.Nc2#) but 1...Rc3+!
 * (c3 no longer guarded by the queen), 1.Qb4! (2.Qb2#): the queen's only Y fails to a
 * check, so no entry. */
START_TEST(barnes_no_checking_refutation)
{
    ASSERT_MISSED_FEN("8/8/8/8/b1QN4/r7/p7/k1K5 w - -", "barnes");
}
END_TEST

Suite *themes_changes_suite(void)
{
    Suite *s = suite_create("themes_changes");
    TCase *tc = tcase_create("examples");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, threat_reversal);
    tcase_add_test(tc, banny);
    tcase_add_test(tc, vladimirov);
    tcase_add_test(tc, rudenko);
    tcase_add_test(tc, makihovi);
    tcase_add_test(tc, lacny);
    tcase_add_test(tc, urania);
    tcase_add_test(tc, arnhem);
    tcase_add_test(tc, arnhem_one_entry_per_exchange);
    tcase_add_test(tc, bartolovic);
    tcase_add_test(tc, bartolovic_roles);
    tcase_add_test(tc, bartolovic_checking_defence);
    tcase_add_test(tc, bartolovic_one_entry_per_pair_of_defences);
    tcase_add_test(tc, odessa);
    tcase_add_test(tc, odessa_men);
    tcase_add_test(tc, sushkov);
    tcase_add_test(tc, barnes);
    tcase_add_test(tc, barnes_no_checking_refutation);
    suite_add_tcase(s, tc);
    return s;
}
