/* test_signature.c - the boards of find --like: each transformation it allows
 * found, and named, and a different board scored lower. */
#include <check.h>
#include <string.h>

#include "solver/index/signature.h"

static Likeness compare(const char *q, const char *c)
{
    Signature a, b;
    signature_from_fen(&a, q);
    signature_from_fen(&b, c);
    Likeness l;
    signature_compare(&a, &b, &l);
    return l;
}

START_TEST(test_material)
{
    Signature s;
    signature_from_fen(&s, "1Q6/8/8/8/8/k2K4/8/8 w - -");
    char m[SIG_MATERIAL];
    signature_material(&s, m, sizeof m);
    ck_assert_int_eq(s.n, 3);
    ck_assert_str_eq(m, "KQk");
    ck_assert_int_eq(s.board[1], 'Q');
    ck_assert_int_eq(s.board[40], 'k');
    signature_from_fen(&s, "xyz");
    ck_assert_int_eq(s.n, 0);
}
END_TEST

START_TEST(test_transformations)
{
    char words[200];
    /* the same */
    Likeness l = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "1Q6/8/8/8/8/k2K4/8/8 w - -");
    ck_assert(l.score > 0.999);
    likeness_words(&l, words, sizeof words);
    ck_assert_str_eq(words, "");
    /* shifted one file towards h */
    l = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "2Q5/8/8/8/8/1k2K3/8/8 w - -");
    ck_assert(l.score > 0.999);
    ck_assert_int_eq(l.dx, 1);
    ck_assert_int_eq(l.dy, 0);
    likeness_words(&l, words, sizeof words);
    ck_assert_str_eq(words, "shifted one file towards h");
    /* shifted two ranks down */
    l = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "8/8/1Q6/8/8/8/8/k2K4 w - -");
    ck_assert(l.score > 0.999);
    ck_assert_int_eq(l.dy, -2);
    /* mirrored a<->h */
    l = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "6Q1/8/8/8/8/4K2k/8/8 w - -");
    ck_assert(l.score > 0.999);
    ck_assert_int_eq(l.mirror_files, 1);
    likeness_words(&l, words, sizeof words);
    ck_assert_str_eq(words, "mirrored a<->h");
    /* mirrored 1<->8, the colours exchanged */
    l = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "8/8/K2k4/8/8/8/8/1q6 b - -");
    ck_assert(l.score > 0.999);
    ck_assert_int_eq(l.mirror_ranks, 1);
    ck_assert_int_eq(l.mirror_files, 0);
    /* one man moved next to its square: half of it */
    l = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "2Q5/8/8/8/8/k2K4/8/8 w - -");
    ck_assert_int_eq(l.same, 2);
    ck_assert_int_eq(l.near, 1);
    ck_assert(l.score > 0.8 && l.score < 0.9);
    /* a man added: 3 of 4 */
    l = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "1Q6/8/8/8/8/k2K4/8/6N1 w - -");
    ck_assert(l.score > 0.74 && l.score < 0.76);
    /* other men: little in common */
    Likeness far = compare("1Q6/8/8/8/8/k2K4/8/8 w - -", "8/8/8/3rb3/8/8/5n2/6RR w - -");
    ck_assert(far.score < 0.01);
}
END_TEST

Suite *signature_suite(void)
{
    Suite *s = suite_create("signature");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_material);
    tcase_add_test(tc, test_transformations);
    suite_add_tcase(s, tc);
    return s;
}
