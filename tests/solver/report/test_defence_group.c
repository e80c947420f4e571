/* test_defence_group.c - the mates of a group of defences written once, "(x)"
 * only where the texts differ by a capture, move by move. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/defence_group.h"

/* dg_merge_captures of texts[0..n), malloc'd. */
static char *merged(const char *const *texts, int n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    dg_merge_captures(f, texts, n);
    ck_assert_int_eq(fclose(f), 0);
    return buf;
}

static void check_merge(const char *const *texts, int n, const char *want)
{
    char *got = merged(texts, n);
    ck_assert_str_eq(got, want);
    free(got);
}

/* A capture both texts make stays "x"; one only the second makes is "(x)" where
 * it is, not on the first text's capture. */
START_TEST(capture_marked_where_texts_differ)
{
    const char *a[] = { " 2.Qb4# 2.Rxc5#", " 2.Qxb4# 2.Rxc5#" };
    check_merge(a, 2, " 2.Q(x)b4# 2.Rxc5#");
    const char *b[] = { " 2.Qxb4# 2.Rc5#", " 2.Qb4# 2.Rxc5#" };
    check_merge(b, 2, " 2.Q(x)b4# 2.R(x)c5#");
    const char *c[] = { " 2.Qb4#", " 2.Qxb4#", " 2.Qb4#" };
    check_merge(c, 3, " 2.Q(x)b4#");
    const char *d[] = { " 2.Rxc5#", " 2.Rxc5#" };
    check_merge(d, 2, " 2.Rxc5#");
}
END_TEST

Suite *defence_group_suite(void)
{
    Suite *s = suite_create("defence_group");
    TCase *tc = tcase_create("defence_group");
    tcase_add_test(tc, capture_marked_where_texts_differ);
    suite_add_tcase(s, tc);
    return s;
}
