/* test_report_threats.c - a key's or try's threats wherever the report lists
 * them: a pawn's promotions to one square are one threat, "2.h8=Q# (=R)", as the
 * Analysis counts them (themes/KEY.md, "Counting mates"). Run from tests/. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/solver/report/report_helpers.h"

/* The white correction of problems/key-pins.fen (Polgar 1864): its tries threaten
 * 2.h8=Q# (=R), one threat as the Analysis's first line says ("threatens 2.h8=Q#
 * (=R)"). The line wrote "1.Qb2? (2.h8=Q# 2.h8=R#)", two threats. */
START_TEST(theme_phases_write_promotions_as_one_threat)
{
    char *text = text_of_file("key-pins", LANG_EN);
    const char *analysis = strstr(text, "Analysis:");
    ck_assert_ptr_nonnull(analysis);
    ASSERT_HAS(analysis, "threat problem: 1.Qa8! threatens 2.h8=Q# (=R)\n");
    ASSERT_HAS(analysis, "white correction: 1.Qb2? (2.h8=Q# (=R)) but 1...Be4!;");
    ASSERT_HAS(analysis, "1.Qc3? (2.Qh3# 2.h8=Q# (=R)) but 1...Bg2!;");
    ck_assert_msg(strstr(analysis, "2.h8=R#") == NULL, "a rook promotion apart:\n%s", analysis);
    free(text);
}
END_TEST

/* The key's and tries' own lines say so too (problems/key-king-move-miss.fen, whose
 * key promotes to a knight, and key-pins.fen): they wrote "1.c8=N! (2.a8=Q# 2.a8=R#)"
 * above "threat problem: 1.c8=N! threatens 2.a8=Q# (=R)". */
START_TEST(key_and_try_lines_write_promotions_as_one_threat)
{
    char *text = text_of_file("key-king-move-miss", LANG_EN);
    ASSERT_HAS(text, "\n1.c8=N! (2.a8=Q# (=R))\n");
    ASSERT_HAS(text, "\n1.Kc5? (2.a8=Q# (=R))\n");
    const char *play = strstr(text, "\n#2 ("); /* past the file's own comment lines */
    ck_assert_ptr_nonnull(play);
    ck_assert_msg(strstr(play, "2.a8=R#") == NULL, "a rook promotion apart:\n%s", play);
    free(text);
    text = text_of_file("key-pins", LANG_DE);
    ASSERT_HAS(text, "\n1.Dg7? (2.Dh6# 2.Th4# 2.h8=D# (=T))\n");
    free(text);
}
END_TEST

Suite *report_threats_suite(void)
{
    Suite *s = suite_create("report_threats");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, theme_phases_write_promotions_as_one_threat);
    tcase_add_test(tc, key_and_try_lines_write_promotions_as_one_threat);
    suite_add_tcase(s, tc);
    return s;
}
