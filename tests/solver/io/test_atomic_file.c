/* test_atomic_file.c - a file put in place whole (solver/io/atomic_file.c,
 * `diagram -o`): a file replaced keeps its owner, group and mode; a new one
 * gets the umask's mode, read without setting the umask (which a thread
 * creating a file at that moment would see); a hard link keeps the old text
 * (the rename replaces one name). */
#include <check.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "solver/io/atomic_file.h"
#include "tests/test_helpers.h"
#include "tests/test_tmp.h"

/* Every umask(2) of the test binary counted on its way to the kernel. */
static int umask_calls;

mode_t umask(mode_t mask)
{
    umask_calls++;
    return (mode_t)syscall(SYS_umask, mask);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fputs(text, f) >= 0 && fclose(f) == 0, 1);
}

START_TEST(replaced_keeps_owner_group_and_mode)
{
    const char *path = TEST_TMP("owned.svg");
    write_text(path, "old\n");
    ck_assert_int_eq(chmod(path, 0640), 0);
    bool root = geteuid() == 0; /* only root may give a file to another user */
    if (root)
        ck_assert_int_eq(chown(path, 4321, 8765), 0);
    char err[512];
    ck_assert_msg(file_write_atomic(path, "new\n", 4, err, sizeof err) == 0, "%s", err);
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_int_eq(st.st_mode & 07777, 0640);
    if (root) {
        ck_assert_int_eq(st.st_uid, 4321);
        ck_assert_int_eq(st.st_gid, 8765);
    }
    char *text = test_slurp(path, NULL);
    ck_assert_str_eq(text, "new\n");
    free(text);
}
END_TEST

START_TEST(new_file_mode_from_umask_left_alone)
{
    const char *path = TEST_TMP("new.svg");
    unlink(path);
    mode_t old = (mode_t)syscall(SYS_umask, 027);
    umask_calls = 0;
    char err[512];
    int rc = file_write_atomic(path, "new\n", 4, err, sizeof err);
    int calls = umask_calls;
    syscall(SYS_umask, old);
    ck_assert_msg(rc == 0, "%s", err);
    ck_assert_msg(calls == 0, "umask set %d times to read it", calls);
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_int_eq(st.st_mode & 07777, 0640);
}
END_TEST

/* The decision (solver/README.md, io/): the name given is replaced, the
 * file's other names keep the old text, whole. */
START_TEST(hard_link_keeps_old_text)
{
    const char *path = TEST_TMP("linked.svg"), *other = TEST_TMP("other-name.svg");
    write_text(path, "old\n");
    unlink(other);
    ck_assert_int_eq(link(path, other), 0);
    char err[512];
    ck_assert_msg(file_write_atomic(path, "new\n", 4, err, sizeof err) == 0, "%s", err);
    char *a = test_slurp(path, NULL), *b = test_slurp(other, NULL);
    ck_assert_str_eq(a, "new\n");
    ck_assert_str_eq(b, "old\n");
    free(a), free(b);
}
END_TEST

Suite *atomic_file_suite(void)
{
    Suite *s = suite_create("atomic_file");
    TCase *tc = tcase_create("atomic_file");
    tcase_add_test(tc, replaced_keeps_owner_group_and_mode);
    tcase_add_test(tc, new_file_mode_from_umask_left_alone);
    tcase_add_test(tc, hard_link_keeps_old_text);
    suite_add_tcase(s, tc);
    return s;
}
