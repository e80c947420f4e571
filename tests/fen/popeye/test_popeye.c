/* test_popeye.c - the Popeye input reader: every command in English, German
 * and French (whole words and prefixes), the piece letters of each language,
 * the options that shape the position or ask for analysis, what is not an
 * orthodox #2 (an error record naming the word, the rest of the file still
 * read). The FENs are worked out by hand; tests/data/popeye/ holds the same as
 * whole files, solved by Popeye (test_popeye_solutions.c). Run from tests/. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, fopencookie */
#endif
#include "tests/fen/popeye/popeye_helpers.h"

/* ---- the commands in each language --------------------------------------- */

START_TEST(english_commands)
{
    ReadAll *r = popeye("beginproblem\n"
                        "title A title\n"
                        "author First Author\n"
                        "author Second Author\n"
                        "origin Some Magazine 1990\n"
                        "award 1st Prize\n"
                        "remark nothing to see\n"
                        "protocol out.txt\n"
                        "stipulation #2\n"
                        "pieces white kd3 qb8 black ka3\n"
                        "option variation try setplay\n"
                        "nextproblem\n"
                        "stipulation #2 forsyth 1Q6/8/8/8/8/k2K4/8/8\n"
                        "nextproblem\n"
                        "stipulation #2 initialgamearray\n"
                        "endproblem\n");
    ck_assert_int_eq(r->rc, 0);
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, POLGAR_307);
    const Problem *p = &r->p[0];
    ck_assert_str_eq(p->title, "A title");
    ck_assert_str_eq(p->authors, "First Author; Second Author");
    ck_assert_str_eq(p->source, "Some Magazine 1990, 1st Prize");
    ck_assert_str_eq(p->warnings, "protocol ignored: reading a problem never writes a file");
    ck_assert(p->asks.tries && p->asks.set_play && p->asks.variations);
    ck_assert_int_eq(p->asks.refutations, 1);
    ck_assert_ptr_null(p->twin);
    ck_assert_ptr_null(p->id);
    ck_assert_int_eq(r->line[0], 1);
    ck_assert_int_eq(p->pos.side, WHITE);
    ck_assert_int_eq(p->pos.count[WHITE], 2);
    read_ok(r, 1, POLGAR_307);
    ck_assert_int_eq(r->line[1], 12);
    ck_assert_ptr_null(r->p[1].title);
    read_ok(r, 2, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    read_all_free(r);
}
END_TEST

START_TEST(english_prefixes)
{
    ReadAll *r = popeye("beg\n"
                        "tit A title\n"
                        "aut An Author\n"
                        "ori Somewhere\n"
                        "awa Commended\n"
                        "rem x\n"
                        "sti #2\n"
                        "pie whi kd3 q b8 bla ka3\n"
                        "opt vari\n"
                        "LaTeX nothing.tex\n"
                        "LaTeXPieces g G Grasshopper\n"
                        "end\n");
    ck_assert_int_eq(r->n, 1);
    read_ok(r, 0, POLGAR_307);
    ck_assert_str_eq(r->p[0].source, "Somewhere, Commended");
    ck_assert_str_eq(r->p[0].warnings, "LaTeX ignored: reading a problem never writes a file");
    read_all_free(r);

    /* "s" starts both stipulation and sstipulation; "st" only one. */
    r = popeye("beginproblem\ns #2\npieces white kd3 qb8 black ka3\nnext\n"
               "st #2\npieces white kd3 qb8 black ka3\nend\n");
    ck_assert_int_eq(r->n, 2);
    read_bad(r, 0, "t:2: 's': more than one command starts so");
    read_ok(r, 1, POLGAR_307);
    read_all_free(r);
}
END_TEST

START_TEST(german_commands)
{
    ReadAll *r = popeye("AnfangProblem\n"
                        "Titel Ein Titel\n"
                        "Autor Erster Autor\n"
                        "Quelle Eine Zeitschrift 1990\n"
                        "Auszeichnung 1. Preis\n"
                        "Bemerkung nichts\n"
                        "Protokoll aus.txt\n"
                        "Forderung #2\n"
                        "Steine Weiss kd3 db8 Schwarz ka3\n"
                        "Option Varianten Verfuehrung Satzspiel Widerlegung 3\n"
                        "WeiteresProblem\n"
                        "Ford #2 Fors 1D6/8/8/8/8/k2K4/8/8\n"
                        "weit\n"
                        "ford #2 PartieAnfangsStellung\n"
                        "EndeProblem\n");
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, POLGAR_307);
    const Problem *p = &r->p[0];
    ck_assert_str_eq(p->title, "Ein Titel");
    ck_assert_str_eq(p->authors, "Erster Autor");
    ck_assert_str_eq(p->source, "Eine Zeitschrift 1990, 1. Preis");
    ck_assert_str_eq(p->warnings, "protocol ignored: reading a problem never writes a file");
    ck_assert(p->asks.tries && p->asks.set_play && p->asks.variations);
    ck_assert_int_eq(p->asks.refutations, 3);
    read_ok(r, 1, POLGAR_307);
    read_ok(r, 2, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    read_all_free(r);
}
END_TEST

START_TEST(french_commands)
{
    ReadAll *r = popeye("DebutProbleme\n"
                        "titre Un titre\n"
                        "auteur Premier Auteur\n"
                        "source Une revue 1990\n"
                        "prix 1er Prix\n"
                        "remarque rien\n"
                        "protocol sortie.txt\n"
                        "enonce #2\n"
                        "pieces blanc rd3 db8 noir ra3\n"
                        "option variantes essais apparent\n"
                        "asuivre\n"
                        "enon #2 fors 1D6/8/8/8/8/r2R4/8/8\n"
                        "asui\n"
                        "enonce #2 PositionInitialePartie\n"
                        "FinProbleme\n");
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, POLGAR_307);
    const Problem *p = &r->p[0];
    ck_assert_str_eq(p->title, "Un titre");
    ck_assert_str_eq(p->authors, "Premier Auteur");
    ck_assert_str_eq(p->source, "Une revue 1990, 1er Prix");
    ck_assert(p->asks.tries && p->asks.set_play && p->asks.variations);
    read_ok(r, 1, POLGAR_307);
    read_ok(r, 2, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    read_all_free(r);
}
END_TEST

/* Every orthodox letter of each language, one word a piece, several squares
 * in a word, and a letter with its squares in the next word. */
START_TEST(piece_letters)
{
    static const char *const texts[] = {
        "beginproblem stip #2 pieces white ka1 q b1 rc1 bd1 se1 pf2g2 black kh8 end",
        "AnfangProblem Ford #2 Steine Weiss ka1 d b1 tc1 ld1 se1 bf2g2 Schwarz kh8 Ende",
        "DebutProbleme enonce #2 pieces blanc ra1 d b1 tc1 fd1 ce1 pf2g2 noir rh8 fin",
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        ReadAll *r = popeye(texts[i]);
        ck_assert_int_eq(r->n, 1);
        read_ok(r, 0, ALL_PIECES);
        read_all_free(r);
    }
}
END_TEST

/* Popeye assumes castling wherever king and rook stand at home. */
START_TEST(castling_assumed)
{
    ReadAll *r = popeye("begin stip #2 pieces white ke1 ra1 rh1 black ke8 ra8 rh8\n"
                        "next stip #2 pieces white ke1 ra1 rh1 qd1 black ke8 ra8 rh8\n"
                        "option nocastling h1e8\n"
                        "next stip #2 pieces white ke2 ra1 rh1 black ke8 rb8 rh7\n"
                        "end\n");
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq -");
    read_ok(r, 1, "r3k2r/8/8/8/8/8/8/R2QK2R w Q -");
    read_ok(r, 2, "1r2k3/7r/8/8/8/8/4K3/R6R w - -");
    ck_assert_str_eq(r->p[0].warnings, "");
    read_all_free(r);
}
END_TEST

/* ---- options ------------------------------------------------------------ */

START_TEST(options_shaping_the_position)
{
    ReadAll *r = read_path("data/popeye/options-en.inp");
    ck_assert_int_eq(r->n, 6);
    read_ok(r, 0, "8/k7/4K3/1Pp5/8/8/8/7Q w - c6");                  /* enpassant c7c6c5 */
    ck_assert_int_eq(r->p[0].pos.ep, SQ(2, 5));
    read_ok(r, 1, "r3k2r/8/8/8/8/8/8/R2QK2R w Q -");                /* nocastling h1e8 */
    read_ok(r, 2, "4q1r1/8/8/8/8/1K6/8/kQ6 b - -");                 /* halfduplex */
    ck_assert_int_eq(r->p[2].pos.side, BLACK);
    read_ok(r, 3, "5Q2/q4p2/6p1/6kp/6P1/5RK1/8/3r4 w - -");         /* duplex: White, */
    read_ok(r, 4, "5Q2/q4p2/6p1/6kp/6P1/5RK1/8/3r4 b - -");         /* then Black */
    ck_assert_int_eq(r->line[3], 16);
    ck_assert_int_eq(r->line[4], 16);
    read_ok(r, 5, POLGAR_307);
    const Problem *p = &r->p[5];
    ck_assert_int_eq(p->asks.refutations, 2);
    ck_assert(p->asks.max_time == 30);
    ck_assert(p->asks.tries && p->asks.set_play && p->asks.variations);
    ck_assert_str_eq(p->warnings, "options ignored: NoSymmetry, NoThreat (threats are shown)");
    read_all_free(r);

    /* try is Popeye's defence 1: the last one says. */
    r = popeye("begin stip #2 pieces white kd3 qb8 black ka3 option defence 3 try\n"
               "next stip #2 pieces white kd3 qb8 black ka3 option try defence 3\n"
               "next stip #2 pieces white kd3 qb8 black ka3 option postkeyplay movenumbers nowk\n"
               "next stip #2 pieces white kd3 qb8 black ka3 option enpassant c7d6c5\n"
               "end\n");
    ck_assert_int_eq(r->n, 4);
    ck_assert_int_eq(r->p[0].asks.refutations, 1);
    ck_assert_int_eq(r->p[1].asks.refutations, 3);
    ck_assert_str_eq(r->p[2].warnings, "options ignored: PostKeyPlay (the play after the key is the "
                                       "set play of the #2 shown), MoveNumbers, NoWk");
    read_bad(r, 3, "t:4: option enpassant c7d6c5: not a pawn's double step (chiave solves orthodox #2 only)");
    read_all_free(r);
}
END_TEST

/* The problem's own options over the command line's. */
START_TEST(problem_asks_over_the_command_line)
{
    Problem pb = { 0 };
    SolveOptions base, so;
    solve_options_default(&base);
    problem_solve_options(&pb, &base, &so);
    ck_assert_int_eq(so.max_refutations, 1);
    ck_assert(so.max_time == 0);
    pb.asks.refutations = 3;
    pb.asks.max_time = 5;
    problem_solve_options(&pb, &base, &so);
    ck_assert_int_eq(so.max_refutations, 3);
    ck_assert(so.max_time == 5);
    base.max_refutations = 4; /* the larger number, the shorter time */
    base.max_time = 2;
    problem_solve_options(&pb, &base, &so);
    ck_assert_int_eq(so.max_refutations, 4);
    ck_assert(so.max_time == 2);
}
END_TEST

/* ---- what is not an orthodox #2 ------------------------------------------ */

START_TEST(not_orthodox)
{
    static const struct { const char *body, *err; } cases[] = {
        { "stip #2 condition circe pieces white kd3 qb8 black ka3",
          "t:2: condition circe: chiave solves orthodox #2 only" },
        { "stip #2 pieces white kd3 gb8 black ka3",
          "t:2: fairy piece grasshopper on b8: chiave solves orthodox #2 only" },
        { "stip #2 pieces white kd3 nb8 black ka3",
          "t:2: fairy piece nightrider on b8: chiave solves orthodox #2 only (Popeye's knight is S)" },
        { "stip #2 pieces white kd3 qb8 black ka3 neutral pb4",
          "t:2: neutral piece on b4: chiave solves orthodox #2 only" },
        { "stip #2 pieces white royal qb8 kd3 black ka3",
          "t:2: Royal piece on b8: chiave solves orthodox #2 only" },
        { "stip h#2 pieces white kd3 qb8 black ka3",
          "t:2: stipulation h#2: chiave solves orthodox #2 only" },
        { "stip #3 pieces white kd3 qb8 black ka3",
          "t:2: stipulation #3: chiave solves orthodox #2 only" },
        { "sstip white 3a[#]d pieces white kd3 qb8 black ka3",
          "t:2: sstipulation: chiave reads 'stipulation #2' only" },
        { "pieces white kd3 qb8 black ka3",
          "t:1: no stipulation (chiave solves 'stipulation #2')" },
        { "pieces white kd3 qb8 black ka3 stipulation option try",
          "t:2: stipulation missing (chiave solves #2)" },
        { "stip #2 pieces white kd3 qb8 black ka3 totalinvisible 1",
          "t:2: TotalInvisible pieces: chiave solves orthodox #2 only" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        bad_then_307(cases[i].body, "stip # 2 pieces white kd3 qb8 black ka3", cases[i].err);
}
END_TEST

Suite *popeye_suite(void);
Suite *popeye_suite(void)
{
    Suite *s = suite_create("popeye");
    TCase *t = tcase_create("read");
    tcase_add_test(t, english_commands);
    tcase_add_test(t, english_prefixes);
    tcase_add_test(t, german_commands);
    tcase_add_test(t, french_commands);
    tcase_add_test(t, piece_letters);
    tcase_add_test(t, castling_assumed);
    tcase_add_test(t, options_shaping_the_position);
    tcase_add_test(t, problem_asks_over_the_command_line);
    tcase_add_test(t, not_orthodox);
    suite_add_tcase(s, t);
    return s;
}
