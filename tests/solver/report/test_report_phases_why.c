/* test_report_phases_why.c - the Analysis line of a Le Grand, pseudo Le Grand
 * and Dombrovskis says what makes the theme after its phases: each defining move
 * named, as the entry holds it, in SAN in four languages. Run from tests/. */
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

/* The position after m, legal in pos. */
static Position after(const Position *pos, Move m)
{
    return position_after(pos, move_legal(pos, m));
}

/* Checks that the words after the phases of entry id of problems/<name>.fen
 * name the moves that make it, taken from the entry's blocks. */
static void names_its_moves(const char *name, ThemeId id)
{
    Solution s;
    solve_problem_file(name, &s);
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, &s);
    const ThemeEntry *e = NULL;
    for (int i = 0; i < A.n && !e; i++)
        if (A.entries[i]->id == id)
            e = A.entries[i];
    ck_assert_msg(e != NULL, "%s: no entry", name);
    ck_assert_int_eq(e->nblocks, 2);
    const ThemeBlock *x = &e->blocks[0], *y = &e->blocks[1];
    const Position *start = &s.start;
    Position px = after(start, x->move), py = after(start, y->move);
    Position tx = position_passed(&px), ty = position_passed(&py);
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        Lang lang = LANGS[l];
        char *line = NULL;
        size_t n = 0;
        FILE *f = open_memstream(&line, &n);
        ck_assert_ptr_nonnull(f);
        ck_assert(phases_text_entry(f, e, start, lang));
        fclose(f);
        /* The words come after the last block's play. */
        char yb[1024] = "";
        FILE *h = fmemopen(yb, sizeof yb, "w");
        ck_assert_ptr_nonnull(h);
        phases_text_block(h, y, start, lang);
        fclose(h);
        const char *last = strstr(line, yb);
        ck_assert_ptr_nonnull(last);
        const char *why = last + strlen(yb);
        char want[SAN_MAX + 8], buf[SAN_MAX];
        /* The try itself. */
        snprintf(want, sizeof want, " 1.%s?", san(start, x->move, lang, buf));
        ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        /* The try's threat, which mates after the key's defence. */
        snprintf(want, sizeof want, " 2.%s", san(&tx, x->threats.v[0], lang, buf));
        ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        snprintf(want, sizeof want, " 1...%s", san(&py, y->variations.v[0].move, lang, buf));
        ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        if (id == THEME_DOMBROVSKIS) { /* the try's refutation */
            snprintf(want, sizeof want, " 1...%s!", san(&px, x->refutations.v[0], lang, buf));
            ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        } else { /* the try's mate and its defence; the key's threat */
            snprintf(want, sizeof want, " 2.%s", san(&ty, y->threats.v[0], lang, buf));
            ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
            snprintf(want, sizeof want, " 1...%s", san(&px, x->variations.v[0].move, lang, buf));
            ck_assert_msg(strstr(why, want), "%s: %s lacks %s", name, line, want);
        }
        free(line);
    }
    analysis_free(&A);
    solution_free(&s);
}

START_TEST(le_grand_says_what_makes_it)
{
    names_its_moves("le-grand", THEME_LE_GRAND);
    names_its_moves("pseudo-le-grand", THEME_PSEUDO_LE_GRAND);
}
END_TEST

START_TEST(dombrovskis_says_what_makes_it)
{
    names_its_moves("dombrovskis", THEME_DOMBROVSKIS);
}
END_TEST

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

/* A Bartolović writes the moves of one man met by the same mates as one line, as a
 * Zagoruiko does, in its phases and in its words, and its one phase keeping both
 * mates in the singular, in four languages (problems/bartolovic.fen:
 * 1...Ra2/Rb2/Rf2 2.Qd1#). The Arnhem's German words: the tries exchange
 * ("vertauschen") a defence and a refutation. */
START_TEST(bartolovic_writes_a_group_once)
{
    const char *want[][2] = {
        { "1.Nc3? 1...Ra2/Rb2/Rf2 2.Qd1# 1...Rd4 2.Qe2#", "(1.Nc3? meets 1...Ra2/Rb2/Rf2 with 2.Qd1# and" },
        { "1.Sc3? 1...Ta2/Tb2/Tf2 2.Dd1# 1...Td4 2.De2#", "(1.Sc3? beantwortet 1...Ta2/Tb2/Tf2 mit 2.Dd1# und" },
        { "1.Cc3? 1...Ta2/Tb2/Tf2 2.Dd1# 1...Td4 2.De2#", "(1.Cc3? risponde a 1...Ta2/Tb2/Tf2 con 2.Dd1# e" },
        { "1.Cc3? 1...Ta2/Tb2/Tf2 2.Dd1# 1...Td4 2.De2#", "(1.Cc3? répond à 1...Ta2/Tb2/Tf2 par 2.Dd1# et" },
    };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of_file("bartolovic", LANGS[l]), *text = flat(report);
        for (int i = 0; i < 2; i++)
            ck_assert_msg(strstr(text, want[l][i]), "'%s' not in:\n%s", want[l][i], report);
        free(text), free(report);
    }
    char *report = text_of_file("arnhem", LANG_DE), *text = flat(report);
    const char *de = "(die Verführungen vertauschen eine Parade und eine Widerlegung; auf die Parade folgt in jeder dasselbe Matt)";
    ck_assert_msg(strstr(text, de), "'%s' not in:\n%s", de, report);
    free(text), free(report);
}
END_TEST

/* A Bartolović says which phase changes which mate of the first phase (themes/README.md,
 * bartolovic: 1.X a 2.A, b 2.B / 1.Y a 2.C, b 2.B / 1.Z a 2.A, b 2.D): polgar-2271
 * (problems/bartolovic.fen) in four languages; polgar-2139, whose Y phases are the
 * set play and a try; polgar-2813, whose X is the set play and four phases Z. */
START_TEST(bartolovic_pairs_phases_and_mates)
{
    const char *want[] = {
        "(1.Nc3? meets 1...Ra2/Rb2/Rf2 with 2.Qd1# and 1...Rd4 with 2.Qe2#; 1.Nf4! changes 2.Qd1# and keeps "
        "2.Qe2#; 1.Ne3? changes 2.Qe2# and keeps 2.Qd1#)",
        "(1.Sc3? beantwortet 1...Ta2/Tb2/Tf2 mit 2.Dd1# und 1...Td4 mit 2.De2#; 1.Sf4! ändert 2.Dd1# und behält "
        "2.De2#; 1.Se3? ändert 2.De2# und behält 2.Dd1#)",
        "(1.Cc3? risponde a 1...Ta2/Tb2/Tf2 con 2.Dd1# e a 1...Td4 con 2.De2#; 1.Cf4! cambia 2.Dd1# e mantiene "
        "2.De2#; 1.Ce3? cambia 2.De2# e mantiene 2.Dd1#)",
        "(1.Cc3? répond à 1...Ta2/Tb2/Tf2 par 2.Dd1# et à 1...Td4 par 2.De2#\u00a0; 1.Cf4! change 2.Dd1# et garde "
        "2.De2#\u00a0; 1.Ce3? change 2.De2# et garde 2.Dd1#)",
    };
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of_file("bartolovic", LANGS[l]), *text = flat(report);
        ck_assert_msg(strstr(text, want[l]), "'%s' not in:\n%s", want[l], report);
        free(text), free(report);
    }
    static const struct { const char *fen, *want; } MORE[] = {
        { "8/1n6/2R2n2/1P1k4/5Q2/5K2/8/8 w - -",
          "(1.Qb4? meets 1...Nc5 with 2.Qxc5# and 1...Nd6 with 2.Qxd6#; the set play and 1.b6? change 2.Qxc5# "
          "and keep 2.Qxd6#; 1.Qe3! changes 2.Qxd6# and keeps 2.Qxc5#)" },
        { "2n1Q3/2k5/K7/2BB4/8/8/8/8 w - -",
          "(the set play meets 1...Nd6 with 2.Bb6# and 1...Kb8 with 2.Bd6#; 1.Be7? changes 2.Bb6# and keeps 2.Bd6#; "
          "1.Be3? 1.Bf2? 1.Bg1? 1.Bd4! change 2.Bd6# and keep 2.Bb6#)" },
    };
    for (size_t i = 0; i < sizeof MORE / sizeof *MORE; i++) {
        char *report = text_of(MORE[i].fen, LANG_EN), *text = flat(report);
        ck_assert_msg(strstr(text, MORE[i].want), "'%s' not in:\n%s", MORE[i].want, report);
        free(text), free(report);
    }
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

/* The text of problems/bartolovic.fen's Bartolović with its first two blocks
 * swapped (the key 1.Nf4! first, 1.Ne3? then changes both of its mates, so no
 * phase is X, Y or Z of the first) and, when cut, the second block's lines but
 * its first (1.Nc3? then meets one defence only), into want's check. */
static void swapped_bartolovic_says(const char *const *want, bool cut)
{
    Solution s;
    solve_problem_file("bartolovic", &s);
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, &s);
    const ThemeEntry *e = NULL;
    for (int i = 0; i < A.n && !e; i++)
        if (A.entries[i]->id == THEME_BARTOLOVIC)
            e = A.entries[i];
    ck_assert_msg(e != NULL && e->nblocks == 3, "no Bartolović of three phases");
    ThemeBlock blocks[3] = { e->blocks[1], e->blocks[0], e->blocks[2] };
    if (cut)
        blocks[1].variations.n = 1;
    ThemeEntry swapped = *e;
    swapped.blocks = blocks;
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *line = NULL;
        size_t n = 0;
        FILE *f = open_memstream(&line, &n);
        ck_assert_ptr_nonnull(f);
        ck_assert(phases_text_entry(f, &swapped, &s.start, LANGS[l]));
        fclose(f);
        char *text = flat(line);
        ck_assert_msg(strstr(text, want[l]), "'%s' not in:\n%s", want[l], line);
        free(text), free(line);
    }
    analysis_free(&A), solution_free(&s);
}

/* A Bartolović whose phases' roles cannot be read says each defence's mates and
 * the phases of each (as an entry of several instances does, sport-16's grid). */
START_TEST(bartolovic_unread_roles_say_each_defence_s_mates)
{
    const char *want[] = {
        "(1...Ra2/Rb2/Rf2 2.Nd3# after 1.Nf4!, 2.Qd1# after 1.Nc3? 1.Ne3?; 1...Rd4 2.Qe2# after 1.Nf4! 1.Nc3?, "
        "2.Nc2# after 1.Ne3?; each phase keeps one of the two mates of another phase and changes the other)",
        "(1...Ta2/Tb2/Tf2 2.Sd3# nach 1.Sf4!, 2.Dd1# nach 1.Sc3? 1.Se3?; 1...Td4 2.De2# nach 1.Sf4! 1.Sc3?, "
        "2.Sc2# nach 1.Se3?; jede Phase behält eines der beiden Matts einer anderen Phase und ändert das andere)",
        "(1...Ta2/Tb2/Tf2 2.Cd3# dopo 1.Cf4!, 2.Dd1# dopo 1.Cc3? 1.Ce3?; 1...Td4 2.De2# dopo 1.Cf4! 1.Cc3?, "
        "2.Cc2# dopo 1.Ce3?; ogni fase mantiene uno dei due matti di un'altra fase e cambia l'altro)",
        "(1...Ta2/Tb2/Tf2 2.Cd3# dans 1.Cf4!, 2.Dd1# dans 1.Cc3? 1.Ce3?\u00a0; 1...Td4 2.De2# dans 1.Cf4! 1.Cc3?, "
        "2.Cc2# dans 1.Ce3?\u00a0; chaque phase garde l'un des deux mats d'une autre phase et change l'autre)",
    };
    swapped_bartolovic_says(want, false);
}
END_TEST

/* A Bartolović whose phases' roles cannot be read, one phase meeting one of its
 * defences only, still says what it is: the scheme's words, not nothing
 * (phases_why_bartolovic returns false). */
START_TEST(bartolovic_unread_roles_say_the_scheme)
{
    const char *want[] = {
        "(one phase meets two defences with two mates; two other phases each change one of them and keep the other)",
        "(eine Phase beantwortet zwei Paraden mit zwei Matts; zwei andere Phasen ändern je eines davon und behalten das "
        "andere)",
        "(una fase risponde a due difese con due matti; altre due fasi cambiano ciascuna uno di essi e mantengono "
        "l'altro)",
        "(une phase répond à deux défenses par deux mats\u00a0; deux autres phases changent chacune l'un d'eux et "
        "gardent l'autre)",
    };
    swapped_bartolovic_says(want, true);
}
END_TEST

/* One Bartolović per pair of defences (SPEC's instance, themes/DECISIONS.md): L.
 * Salai sr.'s grid (Československý šport 1961, themes-labels sport-16), three mates
 * of 1...hxg6 by three of 1...Kxg6 over the set play, seven tries and the key, is
 * one entry, its phases in the solution's order, its words each defence's mates
 * with their phases (was eight entries, one per pair of mates of a first phase). */
START_TEST(bartolovic_grid_says_each_defence_s_mates)
{
    const char *want = "(1...hxg6 2.Qh2# in the set play and after 1.Qa2? 1.Qb2? 1.Qe2?, 2.Qh3# after 1.Qb3? 1.Qc3? "
                       "1.Qd3?, 2.Qh1# after 1.Qc1? 1.Qb1!; 1...Kxg6 2.Qc6# in the set play and after 1.Qc1? 1.Qc3?, "
                       "2.Qa6# after 1.Qa2? 1.Qd3? 1.Qe2?, 2.Qb6# after 1.Qb2? 1.Qb3? 1.Qb1!; each phase keeps one "
                       "of the two mates of another phase and changes the other)";
    char *report = text_of("3N4/6pp/6Pk/3p4/3PpKP1/8/2Q5/8 w - -", LANG_EN), *text = flat(report);
    const char *at = strstr(report, "Bartolovi"); /* the report is long: its Bartolović part */
    ck_assert_msg(at && !strstr(text, "Bartolović ("), "not one entry:\n%.1500s", at ? at : report);
    ck_assert_msg(strstr(text, "Bartolović: set 1...hxg6 2.Qh2# 1...Kxg6 2.Qc6#; 1.Qa2?"), "%.1500s", at);
    ck_assert_msg(strstr(text, want), "'%s' not in:\n%.1500s", want, at);
    free(text), free(report);
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

/* Le Grand's, Dombrovskis's words write a mate of two phases as each reads it, "(x)"
 * where it takes in one only (Polgár 2130: 1.Rxe8? 1...Bb2+ 2.Qxb2#, the key's threat
 * 2.Qb2#; 1.Qh2? threatens 2.Nxd3#, the key 1...d2 2.Nd3#); was one phase's text. */
START_TEST(phases_words_write_a_mate_as_each_phase_does)
{
    static const struct { const char *fen; Lang lang; const char *want; } cases[] = {
        { "4r2b/1Q6/8/8/p3R3/K7/8/k7 w - -", LANG_EN, "and the mate 2.Q(x)b2# that met 1...Bb2+ there becomes the threat)" },
        { "4r2b/1Q6/8/8/p3R3/K7/8/k7 w - -", LANG_DE, "und das Matt 2.D(x)b2#, das dort auf 1...Lb2+ folgte, wird zur Drohung)" },
        { "8/7Q/8/8/N7/3p4/2B5/2k1NK2 w - -", LANG_EN, "(the refutation 1...d2! of 1.Qh2? is met after the key by that try's threat 2.N(x)d3#)" },
        { "8/7Q/8/8/N7/3p4/2B5/2k1NK2 w - -", LANG_DE, "wird nach dem Schlüssel mit deren Drohung 2.S(x)d3# beantwortet)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *report = text_of(cases[i].fen, cases[i].lang), *text = flat(report);
        ck_assert_msg(strstr(text, cases[i].want), "'%s' not in:\n%s", cases[i].want, report);
        free(text), free(report);
    }
}
END_TEST

Suite *report_phases_why_suite(void)
{
    Suite *s = suite_create("report_phases_why");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, le_grand_says_what_makes_it);
    tcase_add_test(tc, dombrovskis_says_what_makes_it);
    tcase_add_test(tc, zagoruiko_writes_a_group_once);
    tcase_add_test(tc, zagoruiko_carries_its_groups);
    tcase_add_test(tc, changed_mates_write_a_group_once);
    tcase_add_test(tc, added_removed_mates_count_by_defence);
    tcase_add_test(tc, bartolovic_writes_a_group_once);
    tcase_add_test(tc, bartolovic_pairs_phases_and_mates);
    tcase_add_test(tc, bartolovic_unread_roles_say_each_defence_s_mates);
    tcase_add_test(tc, bartolovic_unread_roles_say_the_scheme);
    tcase_add_test(tc, bartolovic_grid_says_each_defence_s_mates);
    tcase_add_test(tc, transferred_mates_write_a_group_once);
    tcase_add_test(tc, try_transfers_write_a_group_once);
    tcase_add_test(tc, set_transfers_write_each_phase_s_mate);
    tcase_add_test(tc, phases_words_write_a_mate_as_each_phase_does);
    suite_add_tcase(s, tc);
    return s;
}
