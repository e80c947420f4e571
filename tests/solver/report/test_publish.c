/* test_publish.c - solve --notation figurine and solve --publish: the men as
 * figurines, the solution as a magazine prints it, in two languages. Run
 * from tests/. The solutions are those of the problems' own comments and of
 * Popeye (problems/README.md). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "solver/cli/commands.h"
#include "solver/report/figurine.h"
#include "tests/solver/report/report_helpers.h"

static char *figurines(const char *text, Lang lang)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    ck_assert_ptr_nonnull(f);
    figurine_write(f, text, lang);
    fclose(f);
    return out;
}

/* Moves and men become figurines; words, FEN fields and pawn moves do not. */
START_TEST(figurines_of_moves_and_men)
{
    static const struct { Lang lang; const char *in, *want; } cases[] = {
        { LANG_EN, "1.Kc3! (2.Qa7# 2.Qb3#)", "1.♔c3! (2.♕a7# 2.♕b3#)" },
        { LANG_EN, "1...Kxb3! 2.Nbd2# 2.R1xa4+ 2.Qh4xe1#", "1...♔xb3! 2.♘bd2# 2.♖1xa4+ 2.♕h4xe1#" },
        { LANG_EN, " 2.h8=Q# (=R =B) 2.exd6 e.p.# 0-0", " 2.h8=♕# (=♖ =♗) 2.exd6 e.p.# 0-0" },
        { LANG_EN, "Key Black Queen Ng4 pins", "Key Black Queen ♘g4 pins" },
        { LANG_EN, "#2 (2+1)   1Q6/8/8/8/8/k2K4/8/8 w - -", "#2 (2+1)   1Q6/8/8/8/8/k2K4/8/8 w - -" },
        /* a FEN board whole, a rank that opens with a man and a square's letters too
         * (it read "7k/♕b6/..."), beside a move grouped with '/' */
        { LANG_EN, "#2 (2+2)   7k/Qb6/8/8/8/8/8/K7 w - -\n1...Nb4/Nd4", "#2 (2+2)   7k/Qb6/8/8/8/8/8/K7 w - -\n1...♘b4/♘d4" },
        { LANG_EN, " 2.Qb7#/Qb8#/Qc7#/Qd8#/Rc7#/Nce7#/Nd6#/Nfe7#;", " 2.♕b7#/♕b8#/♕c7#/♕d8#/♖c7#/♘ce7#/♘d6#/♘fe7#;" },
        /* a twin's men, pawns and men after a colour included (it read "b) Pb6→d5"
         * beside "c) ♗b2→f7") */
        { LANG_EN, "b) Pb6→d5\nc) -Pb6, +bPc5 +wQa7 Bb2→f7", "b) ♙b6→d5\nc) -♙b6, +b♙c5 +w♕a7 ♗b2→f7" },
        { LANG_DE, "b) Bb6→d5, +sBc5 +wSd1 Lb2→f7 bBc5", "b) ♙b6→d5, +s♙c5 +w♘d1 ♗b2→f7 bBc5" },
        { LANG_IT, "b) +nPc5 +bDa7", "b) +n♙c5 +b♕a7" },
        { LANG_EN, "Ka", "Ka" },
        { LANG_EN, "1...R~ 2.Qd4# 1...Nb~ 1...N5~ 1...e~ Key~", "1...♖~ 2.♕d4# 1...♘b~ 1...♘5~ 1...e~ Key~" },
        { LANG_IT, "1.Rc3! ma 1...Axb7! Re Dd1", "1.♔c3! ma 1...♗xb7! Re ♕d1" },
        { LANG_DE, "1.Sf3 Lb5 Td7 Kb2 Db1 aber", "1.♘f3 ♗b5 ♖d7 ♔b2 ♕b1 aber" },
        { LANG_FR, "1.Cf3 Fb5 Tc8+ Rb2 Db1", "1.♘f3 ♗b5 ♖c8+ ♔b2 ♕b1" },
        /* A mate that takes after one defence only: "(x)" as a capture. */
        { LANG_DE, "2.S(x)c2# 2.Tb(x)e3# (x) S(x)", "2.♘(x)c2# 2.♖b(x)e3# (x) S(x)" },
        { LANG_EN, "2.R(x)f6# 2.Q(x)b4#", "2.♖(x)f6# 2.♕(x)b4#" },
        /* A pawn's promotions on one square, written as one defence. */
        { LANG_DE, "1...d1=D/T/L/S 2.Sg2# L/S", "1...d1=♕/♖/♗/♘ 2.♘g2# L/S" },
        { LANG_EN, "1...a1=Q/R/B/N 2.Rxa1#", "1...a1=♕/♖/♗/♘ 2.♖xa1#" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *got = figurines(cases[i].in, cases[i].lang);
        ck_assert_str_eq(got, cases[i].want);
        free(got);
    }
}
END_TEST

/* Polgár 307: the tries with their threats, variations and refutations, then
 * the key; no diagram, no Analysis, no verdict for a sound problem. */
START_TEST(publish_in_english)
{
    char *t = published("polgar-307", LANG_EN, false);
    ASSERT_HAS(t, "\n1.Kc2? (2.Qb3#) 1...Ka2 2.Qa7#/Qa8#/Qb2#; but 1...Ka4!\n");
    ASSERT_HAS(t, "\n1.Qb3+? but 1...Kxb3!\n");
    ASSERT_HAS(t, "\n1.Kc3! (2.Qa7#/Qa8#/Qb3#) 1...Ka2 2.Qb2#; 1...Ka4 2.Qb4#\n");
    ck_assert_ptr_null(strstr(t, "Analysis"));
    ck_assert_ptr_null(strstr(t, "sound"));
    ck_assert_ptr_null(strstr(t, "+-----"));
    /* The key comes last, after the tries. */
    ck_assert(strstr(t, "1.Kc3!") > strstr(t, "1.Qb5?"));
    free(t);
    /* Set play, a (checking) try, the key (polgar-2439). */
    t = published("zagoruiko-check-miss", LANG_EN, false);
    ASSERT_HAS(t, "\nSet play: 1...Kh3 2.Qxf5#; 1...f4 2.Qe6#\n");
    ASSERT_HAS(t, "\n1.Qd4+? 1...Kh3 2.Qh4#; 1...f4 2.Qd7#; but 1...Nf4!\n");
    ASSERT_HAS(t, "\n1.Qh8! zugzwang 1...Kf4 2.Qd4#; 1...Kh3 2.Qxh5#;");
    ck_assert(strstr(t, "\nSet play:") < strstr(t, "\n1.Qd4+? 1..."));
    free(t);
    /* A pawn's promotions to one square: one mate, as the text report writes
     * it, not a dual "2.c8=Q#/c8=B#" (problems/threat-reversal.fen). */
    t = published("threat-reversal", LANG_EN, false);
    ASSERT_HAS(t, "\n1.Rd5? (2.c3#) 1...exd5 2.c8=Q# (=B); but 1...Bxe5!\n");
    free(t);
}
END_TEST

/* The same in Italian and German, with figurines: the words of the language,
 * the men the same in every language. */
START_TEST(publish_in_italian_and_german_with_figurines)
{
    char *t = published("polgar-307", LANG_IT, true);
    ASSERT_HAS(t, "\n1.♔c2? (2.♕b3#) 1...♔a2 2.♕a7#/♕a8#/♕b2#; ma 1...♔a4!\n");
    ASSERT_HAS(t, "\n1.♔c3! (2.♕a7#/♕a8#/♕b3#) 1...♔a2 2.♕b2#; 1...♔a4 2.♕b4#\n");
    free(t);
    t = published("zagoruiko-check-miss", LANG_DE, true);
    ASSERT_HAS(t, "\nSatzspiel: 1...♔h3 2.♕xf5#; 1...f4 2.♕e6#\n");
    ASSERT_HAS(t, "; aber 1...♘f4!\n");
    ASSERT_HAS(t, "\n1.♕h8! Zugzwang");
    free(t);
}
END_TEST

#define SOLVE(...) run_cmd(cmd_solve, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                           (const char *const[]){ __VA_ARGS__ })

/* The command line: the text report with figurines, its Analysis too; the
 * exit status of solve; the options refused where they mean nothing. */
START_TEST(solve_options_notation_and_publish)
{
    Run r = SOLVE("--notation", "figurine", "--board", "none", "../problems/key-sacrifice.fen");
    ck_assert_int_eq(r.status, 0);
    ASSERT_HAS(r.out, "\n1.♖b7! (2.♖b8#)\n   1...♗xb7 2.cxb7#\n");
    ASSERT_HAS(r.out, "1...♗xb7\n"); /* the Analysis */
    r = SOLVE("--publish", "--lang", "de", "../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 0);
    ASSERT_HAS(r.out, "\n1.Kc3! (2.Da7#/Da8#/Db3#) 1...Ka2 2.Db2#; 1...Ka4 2.Db4#\n");
    /* The problem's own words stay as written, in both styles: mutate.fen's
     * comment is English ("1...Kxc1 2.Qa1#"); with German figurines its king
     * alone was turned ("1...♔xc1 2.Qa1#"), K being both languages' king. */
    const char *style[2] = { "--publish", "--board=none" };
    for (int i = 0; i < 2; i++) {
        r = SOLVE(style[i], "--lang", "de", "--notation", "figurine", "../problems/mutate.fen");
        ASSERT_HAS(r.out, "mutate: set 1...Kxc1 2.Qa1#; after the zugzwang key 1.Kc3! 1...Kxc1 2.Qf1# (changed),\n");
        ASSERT_HAS(r.out, "1...♔xc1 2.♕a1#");
    }
    r = SOLVE("--publish", "--json", "../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.err, "--publish: the JSON record");
    r = SOLVE("--notation", "fig", "../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.err, "--notation: 'fig' is not letters or figurine");
    r = SOLVE("--publish", "--keys-only", "../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 2);
    r = run_cmd(cmd_batch, 3, (const char *const[]){ "--publish", "../problems/polgar-307.fen", NULL });
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.err, "unknown option '--publish'");
}
END_TEST

Suite *publish_suite(void)
{
    Suite *s = suite_create("publish");
    TCase *tc = tcase_create("publish");
    tcase_add_test(tc, figurines_of_moves_and_men);
    tcase_add_test(tc, publish_in_english);
    tcase_add_test(tc, publish_in_italian_and_german_with_figurines);
    tcase_add_test(tc, solve_options_notation_and_publish);
    suite_add_tcase(s, tc);
    return s;
}
