/* test_tmp_dir.c - the suites' temporary directory (tests/test_tmp.h): each
 * process that writes files has one of its own, made with mkdtemp, and it is
 * gone once that process exits, whether its test passed or failed; a child
 * forked by a test shares its parent's and leaves it be. */
#include <check.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/test_tmp.h"

/* In a child that has made no directory yet: makes one, writes a file in it,
 * sends its path up the pipe and exits with status (1: as a failed assertion
 * of a forked test exits). The parent gets the path into dir. */
static void child_run(int status, char *dir, size_t len)
{
    int p[2];
    ck_assert_int_eq(pipe(p), 0);
    fflush(stdout), fflush(stderr);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        close(p[0]);
        test_tmp_state()->dir[0] = '\0'; /* a process of its own, as a test of Check's is */
        const char *d = test_tmpdir();
        FILE *f = fopen(TEST_TMP("left.txt"), "w");
        if (!f || fputs("x", f) < 0 || fclose(f) != 0 || write(p[1], d, strlen(d) + 1) < 0)
            _exit(99);
        exit(status); /* atexit runs, as after ck_assert's failure */
    }
    close(p[1]);
    ssize_t n = read(p[0], dir, len - 1);
    close(p[0]);
    int ws;
    ck_assert_int_eq(waitpid(pid, &ws, 0), pid);
    ck_assert_msg(WIFEXITED(ws) && WEXITSTATUS(ws) == status, "the child failed: %d", ws);
    ck_assert_int_gt(n, 0);
    dir[n] = '\0';
}

START_TEST(own_directory)
{
    const char *d = test_tmpdir();
    struct stat st;
    ck_assert_int_eq(stat(d, &st), 0);
    ck_assert(S_ISDIR(st.st_mode));
    ck_assert_int_eq(st.st_mode & 0777, 0700);
    ck_assert_int_eq(d[0], '/');
    ck_assert_ptr_nonnull(strstr(d, "/chiave-test-"));
    ck_assert_str_eq(test_tmpdir(), d); /* one for the process */
    char want[PATH_MAX + 8];
    snprintf(want, sizeof want, "%s/a.epd", d);
    ck_assert_str_eq(TEST_TMP("a.epd"), want);
}
END_TEST

/* Two processes at once: two directories, each gone when its process exits,
 * passed or failed. */
START_TEST(removed_at_exit)
{
    char a[PATH_MAX], b[PATH_MAX];
    child_run(0, a, sizeof a);
    child_run(1, b, sizeof b);
    ck_assert_str_ne(a, b);
    ck_assert_msg(access(a, F_OK) != 0 && errno == ENOENT, "%s left after its process passed", a);
    ck_assert_msg(access(b, F_OK) != 0 && errno == ENOENT, "%s left after its process failed", b);
}
END_TEST

/* A child forked after the directory was made works in it and leaves it. */
START_TEST(kept_by_a_child)
{
    const char *d = test_tmpdir();
    const char *mine = TEST_TMP("mine.txt");
    FILE *f = fopen(mine, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fclose(f), 0);
    fflush(stdout), fflush(stderr);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0)
        exit(strcmp(test_tmpdir(), d) == 0 ? 0 : 3);
    int ws;
    ck_assert_int_eq(waitpid(pid, &ws, 0), pid);
    ck_assert_msg(WIFEXITED(ws) && WEXITSTATUS(ws) == 0, "the child had another directory");
    ck_assert_int_eq(access(mine, F_OK), 0);
}
END_TEST

Suite *tmp_dir_suite(void)
{
    Suite *s = suite_create("tmp_dir");
    TCase *tc = tcase_create("tmp_dir");
    tcase_add_test(tc, own_directory);
    tcase_add_test(tc, removed_at_exit);
    tcase_add_test(tc, kept_by_a_child);
    suite_add_tcase(s, tc);
    return s;
}
