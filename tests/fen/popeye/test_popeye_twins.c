/* test_popeye_twins.c - Popeye's twinnings read: every one, in English, German
 * and French, zeroposition, labels past z. Run from tests/. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, fopencookie */
#endif
#include "tests/fen/popeye/popeye_helpers.h"

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
                     "protocol ignored: reading a problem never writes a file; line 11: options ignored: NoSymmetry");
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

Suite *popeye_twins_suite(void);
Suite *popeye_twins_suite(void)
{
    Suite *s = suite_create("popeye_twins");
    TCase *t = tcase_create("twins");
    tcase_add_test(t, every_twinning);
    tcase_add_test(t, twinnings_in_german_and_french);
    tcase_add_test(t, zeroposition);
    tcase_add_test(t, twin_labels_past_z);
    suite_add_tcase(s, t);
    return s;
}
