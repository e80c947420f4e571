/* test_resume_guard.c - `batch --resume OUT` on a file that is not chiave's
 * output: refused, the file left byte for byte, even when it is one line
 * without a final newline (the guard of complete lines does not see it). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solver/batch/resume.h"
#include "tests/test_helpers.h"

/* OUT holds exactly text; resume_open must refuse it with a message naming
 * its line lineno, and leave it as it was. */
static void assert_refused(const char *text, long lineno)
{
    char path[PATH_MAX];
    int fd = mkstemp(test_tmp(path, sizeof path, "guard-XXXXXX"));
    ck_assert_int_ge(fd, 0);
    size_t len = strlen(text);
    ck_assert_int_eq(write(fd, text, len), (ssize_t)len);
    close(fd);

    KeySet *ks = NULL;
    long n = -1;
    char msg[PATH_MAX + 512] = "", want[PATH_MAX + 64];
    ck_assert_msg(resume_open(path, NULL, &ks, &n, msg, sizeof msg) < 0, "accepted as OUT: '%s'", text);
    ck_assert_ptr_null(ks);
    ck_assert_int_eq(n, 0);
    snprintf(want, sizeof want, "%s:%ld: ", path, lineno);
    ck_assert_msg(strstr(msg, want) && strstr(msg, "not appending to it"), "message: %s", msg);

    size_t after;
    char *got = test_slurp(path, &after);
    ck_assert_uint_eq(after, len);
    ck_assert_msg(memcmp(got, text, len) == 0, "OUT changed: '%s'", got);
    free(got);
    unlink(path);
}

START_TEST(one_line_fen_without_newline)
{
    assert_refused("8/8/8/8/8/1Q6/8/k1K5 w - -", 1);
    assert_refused("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3; id \"x\";", 1);
}
END_TEST

START_TEST(minified_json_without_newline)
{
    assert_refused("{\"a\":1,\"b\":[1,2,3]}", 1);
    /* Reads as an object with a status, but no record of chiave starts so. */
    assert_refused("{\"status\":\"sound\",\"id\":\"a\"}", 1);
    assert_refused("[{\"id\":\"a\"}]", 1);
}
END_TEST

/* After records, a last line that is not the start of one. */
START_TEST(records_then_foreign_tail)
{
    assert_refused("{\"id\":\"a\",\"status\":\"sound\"}\n8/8/8/8/8/1Q6/8/k1K5 w - -", 2);
    assert_refused("{\"id\":\"a\",\"status\":\"sound\"}\n\n {\"id\":\"b\"", 3);
}
END_TEST

/* The cut record of a killed run is still removed, and the records before it kept. */
START_TEST(cut_record_still_removed)
{
    char path[PATH_MAX];
    int fd = mkstemp(test_tmp(path, sizeof path, "guard-XXXXXX"));
    ck_assert_int_ge(fd, 0);
    const char *whole = "{\"id\":\"a\",\"status\":\"sound\"}\n";
    const char *text = "{\"id\":\"a\",\"status\":\"sound\"}\n{\"id\":\"b\",\"fen\":\"8/8/8";
    ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    KeySet *ks;
    long n;
    char msg[PATH_MAX + 512];
    fd = resume_open(path, NULL, &ks, &n, msg, sizeof msg);
    ck_assert_msg(fd >= 0, "%s", msg);
    close(fd);
    ck_assert_int_eq(n, 1);
    ck_assert(keyset_take(ks, "a", NULL, NULL));
    keyset_free(ks);
    size_t len;
    char *got = test_slurp(path, &len);
    ck_assert_str_eq(got, whole);
    free(got);
    unlink(path);
}
END_TEST

Suite *resume_suite(void)
{
    Suite *s = suite_create("resume");
    TCase *t = tcase_create("guard");
    tcase_add_test(t, one_line_fen_without_newline);
    tcase_add_test(t, minified_json_without_newline);
    tcase_add_test(t, records_then_foreign_tail);
    tcase_add_test(t, cut_record_still_removed);
    suite_add_tcase(s, t);
    return s;
}
