/* test_tmp.h - where the Check suites write their files: a directory of the
 * test process's own, so that two runs at once (`make -j2 check` runs the
 * suites and their sanitizer build side by side; several checkouts share one
 * machine) never write the same file. */
#ifndef CHIAVE_TEST_TMP_H
#define CHIAVE_TEST_TMP_H

#include <check.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>

typedef struct {
    char dir[PATH_MAX];
    pid_t owner; /* the process that made it, and alone removes it */
} TestTmp;

static inline TestTmp *test_tmp_state(void)
{
    static TestTmp t;
    return &t;
}

static inline int test_tmp_remove_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

/* At exit (a failed assertion too: Check's forked test then exits), the
 * directory goes with what it holds; a child forked by the test leaves it to
 * its parent. */
static inline void test_tmp_remove(void)
{
    TestTmp *t = test_tmp_state();
    if (t->dir[0] && t->owner == getpid())
        nftw(t->dir, test_tmp_remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* The directory, made at its first use (mkdtemp in $TMPDIR, else P_tmpdir);
 * a process forked after that shares its parent's. */
static inline const char *test_tmpdir(void)
{
    TestTmp *t = test_tmp_state();
    if (!t->dir[0]) {
        const char *base = getenv("TMPDIR");
        snprintf(t->dir, sizeof t->dir, "%s/chiave-test-XXXXXX", base && *base ? base : P_tmpdir);
        ck_assert_msg(mkdtemp(t->dir) != NULL, "cannot make a directory %s", t->dir);
        char *real = realpath(t->dir, NULL); /* the tests change directory ("cd .. && ...") */
        ck_assert_ptr_nonnull(real);
        snprintf(t->dir, sizeof t->dir, "%s", real);
        free(real);
        t->owner = getpid();
        ck_assert_int_eq(atexit(test_tmp_remove), 0);
    }
    return t->dir;
}

/* The path of name in test_tmpdir(), in buf[0..len). */
static inline char *test_tmp(char *buf, size_t len, const char *name)
{
    ck_assert_int_lt(snprintf(buf, len, "%s/%s", test_tmpdir(), name), (int)len);
    return buf;
}

/* TEST_TMP("x.epd"): the same, in a buffer that lives to the end of the block. */
#define TEST_TMP(name) test_tmp((char[PATH_MAX]){ 0 }, PATH_MAX, (name))

#endif
