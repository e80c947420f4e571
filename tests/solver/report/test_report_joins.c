/* test_report_joins.c - lists joined as each language joins them: Italian
 * writes "ed" for "e" before a word that starts with e ("e5 ed e6"), in the
 * motives' squares, the legality warnings and the half-pin's men; the other
 * languages and the other words are left alone. Run from tests/. */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "solver/report/tr.h"
#include "tests/test_helpers.h"

/* items joined one by one with tr_list_add, as the report joins them. */
static const char *joined(Lang lang, const char *const *items, int n, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < n; i++)
        ck_assert(tr_list_add(buf, len, items[i], i, n, lang));
    return buf;
}

START_TEST(italian_ed_before_e)
{
    char buf[64];
    ck_assert_str_eq(joined(LANG_IT, (const char *[]){ "d5", "e4" }, 2, buf, sizeof buf), "d5 ed e4");
    ck_assert_str_eq(joined(LANG_IT, (const char *[]){ "e4", "d5" }, 2, buf, sizeof buf), "e4 e d5");
    ck_assert_str_eq(joined(LANG_IT, (const char *[]){ "c3", "e5", "e6" }, 3, buf, sizeof buf), "c3, e5 ed e6");
    ck_assert_str_eq(joined(LANG_IT, (const char *[]){ "Ac1", "Df5" }, 2, buf, sizeof buf), "Ac1 e Df5");
    ck_assert_str_eq(joined(LANG_DE, (const char *[]){ "d5", "e4" }, 2, buf, sizeof buf), "d5 und e4");
    ck_assert_str_eq(joined(LANG_EN, (const char *[]){ "d5", "e4" }, 2, buf, sizeof buf), "d5 and e4");
    /* the rule itself: any e, accented too; no room for the d, nothing changed */
    char s[32] = "rosso e èlite e Emma e blu";
    tr_euphony(LANG_IT, s, sizeof s);
    ck_assert_str_eq(s, "rosso ed èlite ed Emma e blu");
    char tight[9] = "d5 e e4";
    tr_euphony(LANG_IT, tight, sizeof tight);
    ck_assert_str_eq(tight, "d5 ed e4");
    char full[8] = "d5 e e4";
    tr_euphony(LANG_IT, full, sizeof full);
    ck_assert_str_eq(full, "d5 e e4");
}
END_TEST

/* In the report: the squares a defender guards (--why), a warning's two
 * checkers (Be3 and Ne2 check Kg1 at once: no last move gives it). */
START_TEST(italian_ed_in_the_report)
{
    Run r = run_shell("../chiave solve --lang it --why --board none ../problems/barnes.fen");
    ck_assert_msg(strstr(r.out, "controlla e5 ed e6") != NULL, "%.200s", strstr(r.out, "controlla e5") ? strstr(r.out, "controlla e5") : r.out);
    ck_assert_ptr_null(strstr(r.out, " e e"));
    const char *fen = TEST_TMP("double-check.fen");
    FILE *f = fopen(fen, "w");
    ck_assert_ptr_nonnull(f);
    fputs("k7/8/8/7Q/8/4b3/4n3/6K1 w - -\n", f);
    ck_assert_int_eq(fclose(f), 0);
    char cmd[PATH_MAX + 64];
    snprintf(cmd, sizeof cmd, "../chiave solve --lang it --board none '%s'", fen);
    r = run_shell(cmd);
    ck_assert_msg(strstr(r.out, "scacco doppio al re bianco da e2 ed e3") != NULL, "%s", r.out);
    snprintf(cmd, sizeof cmd, "../chiave solve --lang fr --board none '%s'", fen);
    r = run_shell(cmd);
    ck_assert_msg(strstr(r.out, "depuis e2 et e3") != NULL, "%s", r.out);
}
END_TEST

Suite *report_joins_suite(void);
Suite *report_joins_suite(void)
{
    Suite *s = suite_create("report_joins");
    TCase *t = tcase_create("joins");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, italian_ed_before_e);
    tcase_add_test(t, italian_ed_in_the_report);
    suite_add_tcase(s, t);
    return s;
}
