/* test_themes_text.c - the text report's Analysis section: moves in SAN, each
 * thing said once, squares in the canonical order. */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "themes/theme_play.h"
#include "solver/report/json.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"
#include "solver/report/themes_text.h"
#include "solver/compare/themes_read.h"
#include "tests/themes/theme_asserts.h"

/* Several instances of a theme (SPEC: one entry per instance) are written one a
 * line under the theme's name, each with what makes it (issue 21): A.
 * Dombrovskis's own double Dombrovskis (1st Prize Probleemblad 1958), E.
 * Stevenson's double pin-mate after a king's step (1980, problems/
 * pin-mate-king-step.fen: its two entries on one play one line, "(Bf4 and Nd4
 * pinned)", fr/it in report_why), B. Barnes's two Makihovis (Die Schwalbe 1964).
 * Until then each entry was a line with the theme's name, naming every pin. */
START_TEST(instances_one_a_line_under_the_name)
{
    char *t = analysis_of_fen("4n3/8/pp5B/4K2N/QP2R3/2pk4/2N2p2/4bq2 w - -", LANG_EN);
    TEXT_HAS(t, "  Dombrovskis (2):\n"
                "    1.Bc1? (2.Nf4#) but 1...Bd2!; 1.Ne3! (2.Qc2#) 1...Bd2 2.Nf4#"
                " (the refutation 1...Bd2! of 1.Bc1? is met after the key by that try's threat 2.Nf4#)\n"
                "    1.Ng3? (2.Rd4#) but 1...Qe2!; 1.Ne3! (2.Qc2#) 1...Qe2 2.Rd4#"
                " (the refutation 1...Qe2! of 1.Ng3? is met after the key by that try's threat 2.Rd4#)\n");
    TEXT_HAS(t, "  self-blocks (2):\n"
                "    1...Qe2 2.Rd4# (blocks the flight e2)\n"
                "    1...Bd2 2.Nf4# (blocks the flight d2)\n");
    free(t);
    t = analysis_text("pin-mate-king-step", LANG_EN);
    TEXT_HAS(t, "  pin mates (2):\n"
                "    1...Ke4 2.Re8# (Bf4 and Nd4 pinned)\n");
    TEXT_HAS_NOT(t, "(Nd4 pinned)");
    free(t);
    t = analysis_text("makihovi", LANG_EN);
    TEXT_HAS(t, "  Makihovi (2):\n    set 1...fxe5 ");
    TEXT_HAS(t, "\n    set 1...f5 ");
    TEXT_HAS_NOT(t, "  Makihovi:");
    /* a pin-mate over five phases, the key's first, the tries with one play once */
    TEXT_HAS(t, "    1...fxg5+ 2.e6# (Nf7 pinned); set 1...fxg5 2.e6#; 1.Ra4? 1.Rb4? 1.Rc4? 1...fxg5 2.e6#\n");
    free(t);
    t = analysis_text("pin-mate-king-step", LANG_DE);
    TEXT_HAS(t, " (2):\n    1...Ke4 2.Te8# (Fesselung von Lf4 und Sd4)\n");
    free(t);
}
END_TEST

START_TEST(text_analysis_in_san)
{
    /* One key: no heading for it, the key is the one the report gave above. */
    char *t = analysis_text("star-flights", LANG_EN);
    TEXT_HAS(t, "\nAnalysis:\n  incomplete block: 1.Ne4! threatens nothing; black moves without a set mate:"
                  " 1...Kc4 (flight) 1...Kc6 (flight) 1...Ke6 (flight)\n");
    TEXT_HAS(t, "  star flights: 1...Kc4 1...Kc6 1...Kxe4 1...Ke6 (the king's four diagonal flights, each met by a mate)\n");
    /* by defence: a king's flights are each one, never a random move (DECISIONS.md) */
    TEXT_HAS(t, "  added mates (4): 1...Kc4 2.Qf7#; 1...Kc6 2.Qd6#; 1...Kxe4 2.Qf3#; 1...Ke6 2.Qf7#\n");
    TEXT_HAS_NOT(t, "flights without a set mate"); /* said with the incomplete block */
    free(t);
    t = analysis_text("fleck", LANG_EN);
    TEXT_HAS(t, "  effective defences (12): 1...Qxe5 1...Rd6 1...Re6 1...Rf1 1...Rf2 1...Rf3 1...Rf4"
                  " 1...Rf5 1...Ne4 leave 2.Qg7#; 1...Rf7 1...Rxf8 defeat every threat; 1...g5+ leaves"
                  " 2.Qxf6#\n  Fleck (2): each threat is the only one left after some defence\n");
    TEXT_HAS(t, "  threat problem: 1.Qf8! threatens 2.Qxf6# 2.Qg7# (double threat)\n");
    free(t);
    t = analysis_text("total-fleck", LANG_EN);
    TEXT_HAS(t, "  effective defences (3): 1...Bxg7 leaves 2.Nc7#; 1...c5 leaves 2.Nb6#; 1...cxd5 leaves"
                  " 2.Ra7#\n  total Fleck (3): every black move, not only the defences, is met by exactly one"
                  " mate\n");
    TEXT_HAS_NOT(t, "  fleck");
    free(t);
    t = analysis_text("schiffmann-miss", LANG_EN); /* Barulin 1930: two mates from the try */
    TEXT_HAS(t, "  transferred mates after 1.d4?: 2.Nc3# from 1...Bd3 to 1...Rxd3; 2.Be2# from 1...Bxe4"
                " to 1...Bxd3\n");
    free(t);
    /* Several keys: each has its heading. */
    t = analysis_of_fen("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -", LANG_EN); /* cooked */
    TEXT_HAS(t, "\nAnalysis:\n1.");
    TEXT_HAS(t, "\n1.b8=Q+!\n  checking key: 1.b8=Q+! gives check; a mate follows every reply\n");
    free(t);
}
END_TEST

/* The Analysis says each thing once (solver/report/README.md "The Analysis"): key-check not
 * beside checking-key, nothing with a zero count, no effective-defences for one
 * threat, a change the set play and tries share on one line, the same change
 * of several tries on one line. */
START_TEST(text_analysis_says_it_once)
{
    char *t = analysis_text("checking-key", LANG_EN);
    TEXT_HAS(t, "  checking key: 1.Nh5+! gives check; a mate follows every reply\n");
    TEXT_HAS_NOT(strstr(t, "checking key") + 1, "checking key"); /* key-check's words */
    free(t);
    t = analysis_of_fen("8/8/2p5/2Q5/7k/5K2/8/8 w - -", LANG_EN); /* polgar-311: no effective defence */
    TEXT_HAS_NOT(t, "(0)");
    TEXT_HAS_NOT(t, "effective defences");
    free(t);
    t = analysis_of_fen("5QB1/3k1P2/8/1K6/8/8/8/8 w - -", LANG_EN); /* polgar-1669: the threat is a battery mate */
    /* one mating man: it opens, not they open (the words were plural) */
    TEXT_HAS(t, "  battery mates: threat 2.f8=Q# (the mating man opens the lines of Qg7 and Bg8)\n");
    TEXT_HAS_NOT(t, "(0)");
    free(t);
    t = analysis_text("key-sacrifice", LANG_EN); /* one threat: the variation says it */
    TEXT_HAS_NOT(t, "effective defences");
    free(t);
    t = analysis_text("changed-mates", LANG_EN);
    TEXT_HAS(t, "  changed mates (1): set 1...g4 2.Bf1# (also after 1.Ba6? 1.Bb5? 1.Bc4? 1.Bd3?),"
                " after the key 2.Bg2#\n");
    TEXT_HAS_NOT(t, "changed mates (tries)");
    free(t);
    /* Two themes across phases on the same play: the second says so (Lačný 1963; until
     * issue 21 polgar-2163's reciprocal change was a Rukhlis too, PHASES.md). */
    t = analysis_text("lacny", LANG_EN);
    TEXT_HAS(t, "  cyclic change (3): set 1...Nh2 2.Qd4# 1...c1=Q 2.Ng2# 1...c3 2.Qe4#;");
    TEXT_HAS(t, " 1...c3 2.Qd4# (the mates 2.Qd4# 2.Ng2# 2.Qe4# go round by one between the phases)\n"
                "  Lačný (3): the same play as cyclic change (3)\n");
    free(t);
    t = analysis_text("lacny", LANG_DE);
    TEXT_HAS(t, "  Lačný (3): dasselbe Spiel wie \u201ezyklischer Mattwechsel (3)\u201c\n"); /* the title quoted */
    free(t);
    /* Le Grand implies the Dombrovskis paradox: it is not named beside it. */
    t = analysis_text("le-grand", LANG_EN);
    TEXT_HAS(t, "  Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1#"
                " (the threat 2.Qd1# of 1.Bc3? now mates after 1...Kd3,"
                " and the mate 2.Qb1# that met 1...Kd3 there becomes the threat)\n");
    TEXT_HAS_NOT(t, "Dombrovskis");
    free(t);
    t = analysis_text("mutate", LANG_EN); /* the changed set mate is in the changed-mates line */
    TEXT_HAS(t, "  mutate: 1.Kc3! threatens nothing; every black move has a set mate, and the key changes"
                " some set mates (zugzwang)\n  changed mates (1): set 1...Kxc1 2.Qa1#, after the key 2.Qf1#\n");
    free(t);
    /* polgar-2818: 16 lines of try changes before, one per try; 1...f4 is the
     * change of the set play too (2.Qxf4# in the set play and after 13 tries). The
     * checking try 1.Qd4+? is no thematic try (PHASES.md): its 1...Kg5 2.Qd8# is no change. */
    t = analysis_of_fen("5K2/8/4pkp1/5p2/7R/4Q3/8/8 w - -", LANG_EN);
    TEXT_HAS(t, "\nAnalysis:\n"
                  "  incomplete block: 1.Qc5! threatens nothing; black moves without a set mate: 1...e5\n"
                  "  changed mates (1): set 1...f4 2.Qxf4# (also after 1.Qg3? 1.Ra4? 1.Rb4? 1.Rc4?"
                  " 1.Rd4? 1.Re4? 1.Rg4? 1.Rh1? 1.Rh2? 1.Rh3? 1.Rh6? 1.Rh7? 1.Rh8?), after the key 2.Rxf4#\n"
                  "  added mates (2): 1...Kg5 2.Qe7#; 1...e5 2.Qe7#\n"
                  "  changed mates after 1.Qa7?: 1...g5 2.Qg7#, after the key 2.Rh6#\n"
                  "  changed mates after 1.Ra4?: 1...e5 2.Ra6#, after the key 2.Qe7#\n"
                  "  changed mates after 1.Rb4?: 1...e5 2.Rb6#, after the key 2.Qe7#\n"
                  "  changed mates after 1.Rc4?: 1...e5 2.Rc6#, after the key 2.Qe7#\n"
                  "  changed mates after 1.Rd4?: 1...e5 2.Rd6#, after the key 2.Qe7#\n"
                  "  changed mates after 1.Rg4? 1.Rh5?: 1...e5 2.Qb6#, after the key 2.Qe7#\n"
                  "  key gives flights: g5 (no longer guarded by Qe3)\n"
                  /* two instances over every phase, one a line under the name (issue 21) */
                  "  self-blocks (2):\n"
                  "    1...g5 2.Rh6# (blocks the flight g5)\n"
                  "    1.Rg4? 1.Rh5? 1...e5 2.Qb6# (blocks the flight e5)\n");
    free(t);
}
END_TEST

/* A transferred mate is said once with every defence it met and the one it
 * meets now: "2.Rh2# from 1...Qa5/Qa6/Qb6/Qc5 ... to 1...hxg4" (until then a pair
 * an item, the mate and the new defence repeated seven times), the moves of one
 * man as one defence (a move each after a try until issue 21's counts by
 * defence), after a try and from the set play alike, in each language. */
START_TEST(transferred_mates_grouped_by_mate)
{
    static const struct { Lang lang; const char *line; } want[] = {
        { LANG_EN, "\n  transferred mates after 1.Rf4?: 2.Rh2# from 1...Qa5/Qa6/Qb6/Qc5 1...Rxc4/Re4/Rxf4"
                   " to 1...hxg4; 2.Be6# from 1...Bxf4 to 1...Kxg4\n" },
        { LANG_DE, "\n  Mattverschiebungen nach 1.Tf4?: 2.Th2# von 1...Da5/Da6/Db6/Dc5 1...Txc4/Te4/Txf4"
                   " auf 1...hxg4; 2.Le6# von 1...Lxf4 auf 1...Kxg4\n" },
        { LANG_FR, "\n  mats transférés après 1.Tf4?\u00a0: 2.Th2# de 1...Da5/Da6/Db6/Dc5 1...Txc4/Te4/Txf4"
                   " à 1...hxg4\u00a0; 2.Fe6# de 1...Fxf4 à 1...Rxg4\n" },
        { LANG_IT, "\n  matti trasferiti dopo 1.Tf4?: 2.Th2# da 1...Da5/Da6/Db6/Dc5 1...Txc4/Te4/Txf4"
                   " a 1...hxg4; 2.Ae6# da 1...Axf4 a 1...Rxg4\n" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = analysis_text("grimshaw-set", want[i].lang);
        TEXT_HAS(t, want[i].line);
        free(t);
    }
    char *t = analysis_text("transferred-mates", LANG_EN); /* from the set play: two moves of one rook to one defence */
    TEXT_HAS(t, " (set mates meet other defences after the key: 2.Nxe6# from 1...Rd7/Rd8 to 1...Kc5;"
                " 2.Rd2# from 1...c2 to 1...Kd3; 2.Rxe4# from 1...f4 to 1...Ke5)\n");
    free(t);
    t = analysis_text("transferred-mates", LANG_DE);
    TEXT_HAS(t, ": 2.Sxe6# von 1...Td7/Td8 auf 1...Kc5; 2.Td2# von 1...c2 auf 1...Kd3;");
    free(t);
}
END_TEST

/* The squares of an entry come in the order of their names, a1, a2, ..., h8
 * (solver/README.md "Order"), in the record and in the Analysis: Polgar 312's key gives
 * the flights g8 and h7, 480's takes f8 and g7; 909's unpins a7 and d5; the
 * knight of 2334 mates on eight squares; 3665's half-pinned men stand on b5, c5. */
START_TEST(square_lists_in_canonical_order)
{
    static const struct { const char *fen, *name, *squares, *text; } cases[] = {
        { "4K2k/8/5N2/4Q3/8/8/8/8 w - -", "key-gives-flights", "[\"g8\", \"h7\"]", "  key gives flights: g8 h7 (no longer guarded by Nf6)\n" },
        { "rn1q2kr/1p2np2/2p3p1/8/1pPb4/7Q/PB1P1PP1/2KR1B1R w - -", "key-takes-flights", "[\"f8\", \"g7\"]",
          "  key takes flights: f8 g7 (now guarded by Qh8)\n" },
        { "k7/p1K5/1n1P4/3bq3/Q3B3/8/8/8 w - -", "key-unpins", "[\"a7\", \"d5\"]", NULL },
        { "8/8/1r1k1K2/N3N3/8/5Q2/7B/8 w - -", "white-knight-wheel",
          "[\"c4\", \"c6\", \"d3\", \"d7\", \"f3\", \"f7\", \"g4\", \"g6\"]", NULL },
        { "1n1r1N1K/3p2R1/2pp1p2/Rnb1kp2/2b5/2NQBp2/1q1P4/8 w - -", "half-pin", "[\"b5\", \"c5\"]", NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Analysed a;
        Position pos = test_position(cases[i].fen);
        analyse_pos(&pos, &a);
        json_t *e = theme_named(a.themes, cases[i].name);
        ck_assert_msg(e != NULL, "%s: no %s", cases[i].fen, cases[i].name);
        char *got = json_dumps(json_object_get(e, "squares"), JSON_COMPACT);
        json_t *want_json = json_loads(cases[i].squares, 0, NULL);
        char *want = json_dumps(want_json, JSON_COMPACT);
        ck_assert_msg(strcmp(got, want) == 0, "%s: %s, not %s", cases[i].name, got, want);
        free(got), free(want), json_decref(want_json);
        analysed_free(&a);
        if (cases[i].text) {
            char *t = analysis_of_fen(cases[i].fen, LANG_EN);
            TEXT_HAS(t, cases[i].text);
            free(t);
        }
    }
}
END_TEST

/* Entries read from a record (themes_read, as verify and the page get them) are
 * those worked out (entry_equal), and so is their text; no entries, no text. */
START_TEST(text_of_read_entries)
{
    /* bartolovic, cross-check-miss: groups the record leaves out (1...Ra2/Rb2/Rf2, 1...N~);
     * novotny-greek: the return line, which the text reads from the entry */
    const char *files[] = { "le-grand", "zagoruiko", "transferred-mates", "fleck", "incomplete-block", "bartolovic",
                            "cross-check-miss", "novotny-greek" };
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        Analysed a;
        analyse_file(files[f], &a);
        char *want = NULL, *got = NULL;
        size_t n;
        Analysis A, B;
        analysis_init(&A);
        analysis_init(&B);
        analysis_build(&A, &a.s);
        ck_assert_int_eq(themes_read(a.themes, &B, &a.s.start), A.n);
        for (int i = 0; i < A.n; i++) /* every entry read back as it was made */
            ck_assert_msg(entry_equal(A.entries[i], B.entries[i]), "%s: entry %d (%s) read back differs",
                          files[f], i, theme_info(A.entries[i]->id)->name);
        FILE *out = open_memstream(&want, &n);
        themes_text(out, &a.s, &A, LANG_IT);
        fclose(out);
        out = open_memstream(&got, &n);
        themes_text(out, &a.s, &B, LANG_IT);
        fclose(out);
        ck_assert_str_eq(got, want);
        ck_assert_ptr_nonnull(strstr(want, "  "));
        free(want), free(got);
        analysis_free(&A), analysis_free(&B);
        analysed_free(&a);
    }
    Analysed a;
    analyse_file("le-grand", &a);
    Analysis none;
    analysis_init(&none);
    char *text = NULL;
    size_t n;
    FILE *out = open_memstream(&text, &n);
    themes_text(out, &a.s, &none, LANG_IT);
    fclose(out);
    ck_assert_str_eq(text, "");
    free(text);
    analysed_free(&a);
}
END_TEST

Suite *themes_text_suite(void);
Suite *themes_text_suite(void)
{
    Suite *s = suite_create("themes_text");
    TCase *t = tcase_create("text");
    tcase_add_test(t, text_analysis_in_san);
    tcase_add_test(t, instances_one_a_line_under_the_name);
    tcase_add_test(t, text_analysis_says_it_once);
    tcase_add_test(t, square_lists_in_canonical_order);
    tcase_add_test(t, text_of_read_entries);
    tcase_add_test(t, transferred_mates_grouped_by_mate);
    suite_add_tcase(s, t);
    return s;
}
