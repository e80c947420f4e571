/* test_popeye.c - the Popeye input reader: every command in English, German
 * and French (whole words and prefixes), the piece letters of each language,
 * every twinning, zeroposition, the options that shape the position or ask
 * for analysis, what is not an orthodox #2 (an error record naming the word,
 * the rest of the file still read), malformed input, detection. The FENs are
 * worked out by hand; tests/data/popeye/ holds the same as whole files,
 * solved by Popeye (test_popeye_solutions.c). Run from tests/. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, fopencookie */
#endif
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "fen/input.h"
#include "fen/popeye/popeye.h"
#include "tests/test_helpers.h"

#define POLGAR_307 "1Q6/8/8/8/8/k2K4/8/8 w - -"
#define ALL_PIECES "7k/8/8/8/8/8/5PP1/KQRBN3 w - -"

static ReadAll *popeye(const char *text)
{
    return read_string(text, "t", INPUT_POPEYE);
}

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

/* ---- twins ------------------------------------------------------------- */

/* Each twinning applied to polgar-2325, as tests/data/popeye/twins-en.inp
 * has them (Popeye solves each the same, see test_popeye_solutions.c). */
START_TEST(every_twinning)
{
    static const struct { const char *twin, *twinning, *fen, *err; } want[] = {
        { "a", "diagram", "8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "b", "move e2 e1", "8/8/3r4/5k1N/5N2/8/8/4Q1RK w - -", "" },
        { "c", "exchange e2 g1", "8/8/3r4/5k1N/5N2/8/4R3/6QK w - -", "" },
        { "d", "remove d6", "8/8/8/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "e", "add black Pe7", "8/4p3/3r4/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "f", "substitute S B", "8/8/3r4/5k1B/5B2/8/4Q3/6RK w - -", "" },
        { "g", "rotate 90", "3N3K/7R/3kN3/6Q1/2r5/8/8/8 w - -", "" },
        { "h", "rotate 180", "KR6/3Q4/8/2N5/N1k5/4r3/8/8 w - -", "" },
        { "i", "rotate 270", "8/8/8/5r2/1Q6/3Nk3/R7/K3N3 w - -", "" },
        { "j", "mirror a1<-->h1", "8/8/4r3/N1k5/2N5/8/3Q4/KR6 w - -", "" },
        { "k", "mirror a1<-->a8", "6RK/4Q3/8/5N2/5k1N/3r4/8/8 w - -", "" },
        { "l", "mirror a1<-->h8", "8/8/8/2r5/6Q1/3kN3/7R/3N3K w - -", "" },
        { "m", "mirror a8<-->h1", "K3N3/R7/3Nk3/1Q6/5r2/8/8/8 w - -", "" },
        { "n", "shift h1 g1", "8/8/2r5/4k1N1/4N3/8/3Q4/5RK1 w - -", "" },
        { "o", "polishtype", "8/8/3R4/5K1n/5n2/8/4q3/6rk w - -", "" },
        { "p", "stipulation #2", "8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "q", "continued move d6 d8", "3r4/8/8/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "r", "condition circe", "8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -",
          "twins-en.inp:28: condition circe: chiave solves orthodox #2 only" },
        { "s", "stipulation h#2", "8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -",
          "twins-en.inp:29: stipulation h#2: chiave solves orthodox #2 only" },
        { "t", "", "", "twins-en.inp:30: move: no man on a1" },
        { "u", "", "", "twins-en.inp:31: continued: the twin before could not be read" },
        { "v", "add white Ge4", "",
          "twins-en.inp:32: fairy piece grasshopper on e4: chiave solves orthodox #2 only" },
        { "w", "remove d6 add white Qa7", "8/Q7/8/5k1N/5N2/8/4Q3/6RK w - -", "" },
    };
    ReadAll *r = read_path("data/popeye/twins-en.inp");
    ck_assert_int_eq(r->n, (int)(sizeof want / sizeof *want));
    for (int i = 0; i < r->n; i++) {
        const Problem *p = &r->p[i];
        ck_assert_str_eq(p->twin, want[i].twin);
        ck_assert_str_eq(p->twinning, want[i].twinning);
        ck_assert_str_eq(p->twin_of, "twins-en.inp:1");
        ck_assert_str_eq(p->fen, want[i].fen);
        ck_assert_str_eq(r->err[i], want[i].err);
        ck_assert_str_eq(p->title, "Every twinning, in English");
        ck_assert_str_eq(p->authors, "Hand, Written; Second, Author");
        ck_assert_str_eq(p->source, "chiave tests 2024, 1st Prize");
        ck_assert_ptr_null(p->twin_zero);
        ck_assert_int_eq(r->line[i], i == 0 ? 1 : 11 + i);
    }
    read_all_free(r);
}
END_TEST

/* The same twinnings in German and French words give the same English text. */
START_TEST(twinnings_in_german_and_french)
{
    ReadAll *r = read_path("data/popeye/twins-de.inp");
    static const char *const de[] = {
        "diagram", "move d3 c3", "exchange d3 e2", "remove e3", "add black Sa1", "substitute S B",
        "rotate 90", "mirror a1<-->h1", "shift h3 h4", "polishtype", "stipulation #2",
        "continued move h3 h2", "condition Madrasi", "move f7 g5", "move f7 h6", "continued remove e3",
    };
    ck_assert_int_eq(r->n, (int)(sizeof de / sizeof *de));
    for (int i = 0; i < r->n; i++)
        ck_assert_str_eq(r->p[i].twinning, de[i]);
    read_ok(r, 6, "5K2/8/1N2k3/5bP1/4pQ2/8/8/8 w - -"); /* rotate 90 of polgar-2718 */
    read_ok(r, 9, "8/5n2/8/8/3P1K2/3qB2k/4p3/8 w - -");
    ck_assert_str_eq(r->p[0].warnings,
                     "protocol ignored: reading a problem never writes a file; options ignored: NoSymmetry");
    ck_assert_int_eq(r->p[0].asks.refutations, 2);
    /* The second problem: a zero position, not solved itself. */
    ck_assert_str_eq(r->p[13].twin, "a");
    ck_assert_str_eq(r->p[13].twin_zero, "8/5N2/8/8/3p1k2/3Qb2K/4P3/8 w - -");
    read_ok(r, 13, "8/8/8/6N1/3p1k2/3Qb2K/4P3/8 w - -");
    read_ok(r, 15, "8/8/7N/8/3p1k2/3Q3K/4P3/8 w - -");
    read_all_free(r);

    r = read_path("data/popeye/twins-fr.inp");
    static const char *const fr[] = {
        "diagram", "move c2 b1", "exchange f6 d4", "remove e6", "add black Pb3", "substitute B R",
        "mirror a1<-->h1", "rotate 180", "shift c3 c4", "polishtype", "stipulation #2",
        "continued move c3 d3", "condition madrasi", "move c2 b1", "move c2 d1",
    };
    ck_assert_int_eq(r->n, (int)(sizeof fr / sizeof *fr));
    for (int i = 0; i < r->n; i++)
        ck_assert_str_eq(r->p[i].twinning, fr[i]);
    read_ok(r, 7, "7k/5B1p/5K2/4P3/8/2Bn4/8/8 w - -"); /* rotate 180 of polgar-2926 */
    ck_assert_str_eq(r->p[0].source, "tests de chiave 2024, Mention d'honneur");
    read_all_free(r);
}
END_TEST

START_TEST(zeroposition)
{
    ReadAll *r = popeye("begin stip #2 pieces white kd3 qb8 black ka3\n"
                        "zeroposition move b8 c8\n"
                        "twin move d3 c3\n"
                        "twin continued move b8 b7\n"
                        "end\n");
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, "2Q5/8/8/8/8/k2K4/8/8 w - -");
    read_ok(r, 1, "1Q6/8/8/8/8/k1K5/8/8 w - -");
    read_ok(r, 2, "8/1Q6/8/8/8/k1K5/8/8 w - -");
    static const char *const twinning[] = { "move b8 c8", "move d3 c3", "continued move b8 b7" };
    static const char *const label[] = { "a", "b", "c" };
    for (int i = 0; i < 3; i++) {
        ck_assert_str_eq(r->p[i].twin, label[i]);
        ck_assert_str_eq(r->p[i].twinning, twinning[i]);
        ck_assert_str_eq(r->p[i].twin_zero, POLGAR_307);
        ck_assert_int_eq(r->line[i], i + 2);
    }
    read_all_free(r);
}
END_TEST

/* Popeye's labels: a to z, then z1, z2, ... */
START_TEST(twin_labels_past_z)
{
    char text[2048] = "begin stip #2 pieces white kd3 qb8 black ka3\n";
    for (int i = 0; i < 27; i++)
        strcat(text, "twin stip #2\n");
    strcat(text, "end\n");
    ReadAll *r = popeye(text);
    ck_assert_int_eq(r->n, 28);
    ck_assert_str_eq(r->p[0].twin, "a");
    ck_assert_str_eq(r->p[25].twin, "z");
    ck_assert_str_eq(r->p[26].twin, "z1");
    ck_assert_str_eq(r->p[27].twin, "z2");
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
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[512];
        snprintf(text, sizeof text, "begin\n%s\nnext stip # 2 pieces white kd3 qb8 black ka3 end\n",
                 cases[i].body);
        ReadAll *r = popeye(text);
        ck_assert_msg(r->n == 2, "case %zu: %d problems", i, r->n);
        read_bad(r, 0, cases[i].err);
        read_ok(r, 1, POLGAR_307); /* the rest of the file is still read */
        read_all_free(r);
    }
}
END_TEST

/* ---- malformed input ------------------------------------------------------ */

START_TEST(malformed)
{
    static const struct { const char *body, *err; } cases[] = {
        { "stip #2 frobnicate", "t:2: 'frobnicate' is not a Popeye command" },
        { "stip #2 pieces kd3", "t:2: pieces: a colour (White, Black) expected, not 'kd3'" },
        { "stip #2 pieces white q", "t:3: pieces: squares expected after 'q', not 'next'" },
        { "stip #2 pieces white xd3", "t:2: pieces: 'xd3' is not a piece with its squares" },
        { "stip #2 forsyth 8/8/8/8/8/8/8/7K1k", "t:2: forsyth: more than 64 squares in '8/8/8/8/8/8/8/7K1k'" },
        { "stip #2 forsyth 7x", "t:2: forsyth: 'x' is not a piece" },
        { "stip #2 option frob", "t:2: option: 'frob' is not an option" },
        { "stip #2 option defence x", "t:2: option Defence: a number from 1 to 1000 expected, not 'x'" },
        { "stip #2 option enpassant z9", "t:2: option EnPassant: squares expected, not 'z9'" },
        { "stip #2 option t", "t:2: option: 't' matches more than one option" },
        { "stip #2 pieces white kd3 \xc3\xa9", "t:2: unexpected character '\xc3\xa9'" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[512];
        snprintf(text, sizeof text, "begin\n%s\nnext stip #2 pieces white kd3 qb8 black ka3 end\n",
                 cases[i].body);
        ReadAll *r = popeye(text);
        ck_assert_msg(r->n == 2, "case %zu: %d problems", i, r->n);
        read_bad(r, 0, cases[i].err);
        read_ok(r, 1, POLGAR_307);
        read_all_free(r);
    }
}
END_TEST

/* A twin that cannot be read is an error record; the next twins are read. */
START_TEST(malformed_twins)
{
    static const struct { const char *twin, *err; } cases[] = {
        { "move e9 e4", "t:3: move: a square expected, not 'e9'" },
        { "move e5 e4", "t:3: move: no man on e5" },
        { "exchange d3 e5", "t:3: exchange: no man on e5" },
        { "remove e5", "t:3: remove: no man on e5" },
        { "remove x", "t:3: remove: squares expected, not 'x'" },
        { "shift a1 h1", "t:3: shift a1 h1: the man on d3 would leave the board" },
        { "rotate 45", "t:3: rotate: 90, 180 or 270 expected, not '45'" },
        { "mirror a1<-->b2", "t:3: mirror: a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 expected, not 'a1<-->b2'" },
        { "substitute x q", "t:3: 'x' is not a piece" },
        { "rotate 90 continued", "t:3: continued: only as the first word of a twin" },
        { "zeroposition", "t:3: zeroposition: only before the first twin" },
        /* a twin that changes nothing is an error, not the diagram again */
        { "rotatx 90", "t:3: twin: 'rotatx' is not a twinning" },
        { "", "t:3: twin: no twinning given" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[512];
        snprintf(text, sizeof text, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\n"
                 "twin %s\ntwin move d3 e3\nnext stip #2 pieces white kd3 qb8 black ka3 end\n",
                 cases[i].twin);
        if (!strcmp(cases[i].twin, "zeroposition")) /* not "twin zeroposition" */
            snprintf(text, sizeof text, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\n"
                     "zeroposition move b8 c8\ntwin move d3 e3\nnext stip #2 pieces white kd3 qb8 "
                     "black ka3 end\n");
        ReadAll *r = popeye(text);
        ck_assert_msg(r->n == 5, "case %zu: %d problems", i, r->n);
        read_ok(r, 1, "1Q6/8/8/8/8/k1K5/8/8 w - -");
        read_bad(r, 2, cases[i].err);
        ck_assert_str_eq(r->p[2].twin, "c");
        read_ok(r, 3, "1Q6/8/8/8/8/k3K3/8/8 w - -");
        ck_assert_str_eq(r->p[3].twin, "d");
        read_ok(r, 4, POLGAR_307);
        read_all_free(r);
    }
}
END_TEST

START_TEST(outside_the_problems)
{
    ReadAll *r = popeye("hello world\n");
    ck_assert_int_eq(r->n, 1);
    read_bad(r, 0, "t:1: 'hello': a Popeye file starts with beginproblem (or AnfangProblem, DebutProbleme)");
    read_all_free(r);

    /* After endproblem: another beginproblem, even in another language. */
    r = popeye("begin stip #2 pieces white kd3 qb8 black ka3 end\n"
               "AnfangProblem ford #2 steine weiss kd3 db8 schwarz ka3 ende\n"
               "hello\n");
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, POLGAR_307);
    read_ok(r, 1, POLGAR_307);
    read_bad(r, 2, "t:3: 'hello' after the end of the problems (a new one starts with beginproblem)");
    read_all_free(r);

    /* No endproblem: the last problem is read all the same; empty input: nothing. */
    r = popeye("begin stip #2 pieces white kd3 qb8 black ka3");
    ck_assert_int_eq(r->n, 1);
    read_ok(r, 0, POLGAR_307);
    read_all_free(r);
    r = popeye(" \n");
    ck_assert_int_eq(r->n, 0);
    ck_assert_int_eq(r->rc, 0);
    read_all_free(r);
}
END_TEST

/* Author and title lines that are not UTF-8 are Latin-1; a byte order mark
 * and blank lines before the first word are no harm. */
START_TEST(latin1_and_bom)
{
    ReadAll *r = popeye("\xef\xbb\xbf\n\nAnfangProblem\nAutor Sch\xf6nberg, G\xfcnter\nTitel ;, Titel \n"
                        "Ford #2 Steine Weiss kd3 db8 Schwarz ka3 Ende\n");
    ck_assert_int_eq(r->n, 1);
    read_ok(r, 0, POLGAR_307);
    ck_assert_str_eq(r->p[0].authors, "Sch\xc3\xb6nberg, G\xc3\xbcnter");
    ck_assert_str_eq(r->p[0].title, "Titel");
    ck_assert_int_eq(r->line[0], 3);
    read_all_free(r);
}
END_TEST

static int stop_at_second(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno, (void)p, (void)err;
    return ++*(int *)ctx == 2 ? 9 : 0;
}

START_TEST(stop_and_read_error)
{
    const char text[] = "begin stip #2 pieces white kd3 qb8 black ka3 twin move d3 c3 twin move d3 e3 end";
    FILE *f = fmemopen((void *)text, sizeof text - 1, "r");
    int seen = 0;
    ck_assert_int_eq(popeye_read_collection(f, "t", stop_at_second, &seen), 9);
    ck_assert_int_eq(seen, 2);
    fclose(f);

    /* A disk error mid-file: nothing of the problem read in part. */
    f = failing_stream("begin stip #2 pieces white kd3 qb8 black ka3 next st");
    ReadAll *r = calloc(1, sizeof *r);
    errno = 0;
    ck_assert_int_eq(popeye_read_collection(f, "t", read_all_cb, r), -1);
    ck_assert_int_eq(errno, EIO);
    fclose(f);
    read_all_free(r);
}
END_TEST

START_TEST(detection)
{
    static const struct { const char *path, *head; int popeye; } cases[] = {
        { "x.inp", "", 1 },
        { "x.INP", "8/8/8/8/8/8/8/K6k w - -\n", 1 },
        { NULL, "beginproblem\n", 1 },
        { NULL, "  AnfangProblem\n", 1 },
        { NULL, "\xef\xbb\xbf" "DebutProbleme\n", 1 },
        { NULL, "beg stip #2\n", 1 },
        { "x.fen", "anfa;", 1 },
        { NULL, "b7/8/8/8/8/8/8/K6k w - -\n", 0 },
        { NULL, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n", 0 },
        { NULL, "[Event \"x\"]\n", 0 },
        { NULL, "begin", 0 }, /* the word may go on */
        { NULL, "beginning\n", 0 },
        { NULL, "", 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *h = cases[i].head;
        ck_assert_msg(popeye_detect(cases[i].path, h, strlen(h)) == cases[i].popeye, "case %zu", i);
        ck_assert_msg((input_detect(cases[i].path, h, strlen(h)) == INPUT_POPEYE) == cases[i].popeye,
                      "case %zu", i);
    }
    /* The head input_detect wants: the first line that is not blank or a comment. */
    ck_assert(!input_head_complete("\n\n# x\nbegin", 12));
    ck_assert(input_head_complete("\n\n# x\nbegin\n", 13));
    ck_assert(!input_head_complete("", 0));
}
END_TEST

Suite *popeye_suite(void)
{
    Suite *s = suite_create("popeye");
    TCase *tc = tcase_create("read");
    tcase_add_test(tc, english_commands);
    tcase_add_test(tc, english_prefixes);
    tcase_add_test(tc, german_commands);
    tcase_add_test(tc, french_commands);
    tcase_add_test(tc, piece_letters);
    tcase_add_test(tc, castling_assumed);
    tcase_add_test(tc, every_twinning);
    tcase_add_test(tc, twinnings_in_german_and_french);
    tcase_add_test(tc, zeroposition);
    tcase_add_test(tc, twin_labels_past_z);
    tcase_add_test(tc, options_shaping_the_position);
    tcase_add_test(tc, problem_asks_over_the_command_line);
    tcase_add_test(tc, not_orthodox);
    tcase_add_test(tc, malformed);
    tcase_add_test(tc, malformed_twins);
    tcase_add_test(tc, outside_the_problems);
    tcase_add_test(tc, latin1_and_bom);
    tcase_add_test(tc, stop_and_read_error);
    tcase_add_test(tc, detection);
    suite_add_tcase(s, tc);
    return s;
}
