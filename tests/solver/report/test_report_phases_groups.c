/* test_report_phases_groups.c - the themes across phases write the moves of one
 * man met by the same mates as one defence, a line in each phase, and count them
 * so: a Zagoruiko's (the entry carries its groups), changed, added, removed and
 * transferred mates, in four languages. Run from tests/. */
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

static const ThemeEntry *zagoruiko_of(const char *fen, Solution *s, Analysis *A)
{
    return entry_of_fen(fen, THEME_ZAGORUIKO, s, A);
}

/* A Zagoruiko's defence of several moves of one man is one line in each phase, as
 * its count has it: polgar-2732, a 3x2 whose 1...Nb4 and 1...Nd4 share a mate in
 * every phase (2.Qxb4#/2.Qb4#, 2.Qd4#/2.Qxd4#, 2.Qc5#), was written with three lines
 * a phase beside "2 defences". */
START_TEST(zagoruiko_writes_a_group_once)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = zagoruiko_of("8/8/1Qn5/8/5N2/2k5/1R2p3/4K3 w - -", &s, &A);
    ck_assert_int_eq(e->n, 2);
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        Lang lang = LANGS[l];
        char *line = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&line, &len);
        ck_assert_ptr_nonnull(f);
        ck_assert(phases_text_entry(f, e, &s.start, lang));
        fclose(f);
        int defences = 0; /* the lines "1...", up to the words after the phases (the last " (") */
        const char *why = NULL;
        for (const char *p = strstr(line, " ("); p; p = strstr(p + 2, " ("))
            why = p;
        for (const char *p = strstr(line, "1..."); p && (!why || p < why); p = strstr(p + 4, "1..."))
            defences++;
        ck_assert_msg(defences == e->m * e->n, "%d lines for %dx%d: %s", defences, e->m, e->n, line);
        Position pos = position_passed(&s.start);
        char b4[SAN_MAX], d4[SAN_MAX], want[2 * SAN_MAX + 8];
        snprintf(want, sizeof want, "1...%s/%s 2.", san(&pos, move_from_uci(&pos, "c6b4"), lang, b4),
                 san(&pos, move_from_uci(&pos, "c6d4"), lang, d4));
        ck_assert_msg(strstr(line, want), "'%s' not in %s", want, line);
        if (lang == LANG_EN) /* 2.Qxb4# after one, 2.Qb4# after the other */
            ck_assert_msg(strstr(line, " 2.Q(x)b4#"), "no 2.Q(x)b4# in %s", line);
        free(line);
    }
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

/* The index of defence uci's line in block b (played in pos), or -1. */
static int line_at(const ThemeBlock *b, const Position *pos, const char *uci)
{
    Move d = move_from_uci(pos, uci);
    for (int i = 0; i < b->variations.n; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            return i;
    return -1;
}

/* The entry carries its groups, which the text only reads (themes/entry_groups.c;
 * phases_text.c worked them out again for each line it wrote): polgar-2732's
 * Zagoruiko has 1...Nd4 in the group of 1...Nb4 in each of its three phases, and
 * 1...Na5 alone. */
START_TEST(zagoruiko_carries_its_groups)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = zagoruiko_of("8/8/1Qn5/8/5N2/2k5/1R2p3/4K3 w - -", &s, &A);
    ck_assert_int_eq(e->nblocks, 3);
    Position pos = position_passed(&s.start); /* the knight's moves, the same squares in each phase */
    for (int k = 0; k < e->nblocks; k++) {
        const ThemeBlock *b = &e->blocks[k];
        int b4 = line_at(b, &pos, "c6b4"), d4 = line_at(b, &pos, "c6d4"), a5 = line_at(b, &pos, "c6a5");
        ck_assert(b4 >= 0 && d4 >= 0 && a5 >= 0);
        ck_assert_int_eq(b->variations.v[b4].group, b4);
        ck_assert_int_eq(b->variations.v[d4].group, b4);
        ck_assert_int_eq(b->variations.v[a5].group, a5);
    }
    analysis_free(&A);
    solution_free(&s);
}
END_TEST

/* Changed mates write the moves of one man they count as one defence as one line
 * (themes/DECISIONS.md): polgar-2732's set 1...Na5, Ne5 and 1...Nb4, Nd4, after the try
 * 1.Ne6? 1...Nb4, Nd4; a knight's every move, "1...N~" (cross-check-miss, polgar-2168).
 * The change of 1...Nb4 alone after 1.Kxe2? 1.Qb5? (1...Nd4 checks there, or has a
 * dual) is its own line, not "also after" on the group's. */
START_TEST(changed_mates_write_a_group_once)
{
    const char *fen = "8/8/1Qn5/8/5N2/2k5/1R2p3/4K3 w - -";
    char *report = text_of(fen, LANG_EN), *text = flat(report);
    const char *want[] = {
        "changed mates (3): set 1...Kc4 2.Rc2#",
        "; set 1...Na5/Ne5 2.Qb4#",
        "; set 1...Nb4/Nd4 2.Q(x)b4#, after the key 2.Qc5# ",
        "changed mates after 1.Kxe2? 1.Qb5?: 1...Nb4 2.Qxb4#, after the key 2.Qc5# ",
        "changed mates after 1.Ne6?: 1...Na5 2.Qd4#, after the key 2.Rc1#; "
        "1...Nb4/Nd4 2.Q(x)d4#, after the key 2.Qc5# ",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        ck_assert_msg(strstr(text, want[i]), "'%s' not in:\n%s", want[i], report);
    free(text), free(report);
    report = text_of(fen, LANG_DE), text = flat(report);
    ck_assert_msg(strstr(text, "1...Sa5/Se5 2.Db4#") && strstr(text, "1...Sb4/Sd4 2.D(x)b4#"), "%s", report);
    free(text), free(report);
    report = text_of_file("cross-check-miss", LANG_EN), text = flat(report);
    ck_assert_msg(strstr(text, "changed mates (1): set 1...N~ 2.N(x)b6#, after the key 2.N(x)c7#"), "%s", report);
    free(text), free(report);
}
END_TEST

/* Added and removed mates count by defence, as changed mates do (SPEC: "A count
 * counts distinct defences"), and write each group as one line: polgar-2732's
 * 1...Na7, Nb8, Nd8, Ne7, each met by 2.Qb4# in the set play and by the threat
 * after the key, were "removed mates (4)", a line each; polgar-416's two knights,
 * each met by one mate whatever its move, are two defences (2.Rxa7# and 2.Ra7# one
 * mate, "2.R(x)a7#"). */
START_TEST(added_removed_mates_count_by_defence)
{
    const char *polgar_2732 = "8/8/1Qn5/8/5N2/2k5/1R2p3/4K3 w - -";
    const char *want[] = { "removed mates (1): 1...Na7/Nb8/Nd8/Ne7 2.Qb4#\n",
                           "weggefallene Matts (1): 1...Sa7/Sb8/Sd8/Se7 2.Db4#\n",
                           "matti soppressi (1): 1...Ca7/Cb8/Cd8/Ce7 2.Db4#\n",
                           /* French sets a no-break space before the colon */
                           "mats supprimés (1)\u00a0: 1...Ca7/Cb8/Cd8/Ce7 2.Db4#\n" };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of(polgar_2732, LANGS[l]);
        ASSERT_HAS(report, want[l]);
        free(report);
    }
    char *report = text_of("k1n5/1RKn4/P7/1N6/8/8/8/8 w - -", LANG_EN);
    ASSERT_HAS(report, "  removed mates (2): 1...Nc~ 2.R(x)a7#; 1...Nd~ 2.R(x)b8#\n");
    free(report);
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_fen(polgar_2732, THEME_REMOVED_MATES, &s, &A);
    ck_assert_int_eq(e->count, 1); /* the record's "count" */
    ck_assert_int_eq(e->defences.n, 4); /* each move still named, for scripts */
    analysis_free(&A), solution_free(&s);
}
END_TEST

/* Transferred mates write the moves of one man a mate goes to as one defence, as
 * the other texts of groups do (polgar-1908: 2.Qf7# from 1...gxh6 to 1...g5 and
 * 1...g6), in four languages; its heading with its count (2). */
START_TEST(transferred_mates_write_a_group_once)
{
    const char *fen = "7r/6pk/7N/3Q4/6K1/8/8/8 w - -";
    const char *want[] = { "2.Qf7# from 1...gxh6 to 1...g5/g6)", "2.Df7# von 1...gxh6 auf 1...g5/g6)",
                           "2.Df7# da 1...gxh6 a 1...g5/g6)", "2.Df7# de 1...gxh6 à 1...g5/g6)" };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of(fen, LANGS[l]), *text = flat(report);
        ck_assert_msg(strstr(text, want[l]), "'%s' not in:\n%s", want[l], report);
        free(text), free(report);
    }
    char *report = text_of(fen, LANG_EN); /* its count, as the other themes' headings */
    ck_assert_msg(strstr(report, "\n  transferred mates (2): set 1...Kxh6"), "no count in:\n%s", report);
    free(report);
}
END_TEST

/* The transfers of a try write the moves of one man as one defence too, as those from
 * the set play do (polgar-2130: after 1.Rxe8? 2.Qb2# goes from 1...Bb2+ to the rook's
 * 1...Rc8, 1...Rd8 and 1...Rxe5, written a move each before), in four languages; the
 * mate as it reads in both phases, 2.Qxb2# after 1.Rxe8? 1...Bb2+, 2.Qb2# after the
 * key's 1...Rc8: "2.Q(x)b2#" (was "2.Qb2#", the key's text only); 2.Re1# from e8 after
 * the try, from e5 after the key, one text. */
START_TEST(try_transfers_write_a_group_once)
{
    const char *fen = "4r2b/1Q6/8/8/p3R3/K7/8/k7 w - -";
    const char *want[] = { "transferred mates after 1.Rxe8?: 2.Q(x)b2# from 1...Bb2+ to 1...Rc8/Rd8/Rxe5;"
                           " 2.Re1# from 1...Bd4 to 1...Rb8",
                           "2.D(x)b2# von 1...Lb2+ auf 1...Tc8/Td8/Txe5;", "2.D(x)b2# da 1...Ab2+ a 1...Tc8/Td8/Txe5;",
                           "2.D(x)b2# de 1...Fb2+ à 1...Tc8/Td8/Txe5\u00a0;" };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of(fen, LANGS[l]), *text = flat(report);
        ck_assert_msg(strstr(text, want[l]), "'%s' not in:\n%s", want[l], report);
        free(text), free(report);
    }
}
END_TEST

/* A set mate transferred is written as it reads in both phases: 2.Nxd6# after the set
 * 1...Bd6+, 2.Nd6# after the key's 1...exd5 (problems/black-correction-miss-arrival.fen):
 * "2.N(x)d6#", was "2.Nd6#", the key's text only. */
START_TEST(set_transfers_write_each_phase_s_mate)
{
    const char *fen = "4RK2/1p3NpN/b3p1p1/2pB1kP1/1r1B3R/1p1P4/3pr1Pb/1qQ5 w - -";
    const char *want[] = { "(set mates meet other defences after the key: 2.N(x)d6# from 1...Bd6+/Bg1 to 1...exd5;",
                           ": 2.S(x)d6# von 1...Ld6+/Lg1 auf 1...exd5;" };
    for (size_t l = 0; l < 2; l++) {
        char *report = text_of(fen, LANGS[l]), *text = flat(report);
        ck_assert_msg(strstr(text, want[l]), "'%s' not in:\n%s", want[l], report);
        free(text), free(report);
    }
}
END_TEST

Suite *report_phases_groups_suite(void)
{
    Suite *s = suite_create("report_phases_groups");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, zagoruiko_writes_a_group_once);
    tcase_add_test(tc, zagoruiko_carries_its_groups);
    tcase_add_test(tc, changed_mates_write_a_group_once);
    tcase_add_test(tc, added_removed_mates_count_by_defence);
    tcase_add_test(tc, transferred_mates_write_a_group_once);
    tcase_add_test(tc, try_transfers_write_a_group_once);
    tcase_add_test(tc, set_transfers_write_each_phase_s_mate);
    suite_add_tcase(s, tc);
    return s;
}
