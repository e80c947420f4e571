/* save_file.c - reading a file whole, and replacing it later only if it is
 * still what was read: the lock, the checks, the old file's owner and mode
 * (the temporary file and its rename: atomic_file.c). */
#include "solver/io/save_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "solver/io/atomic_file.h"

#define READ_CHUNK 65536

static void seen_of(const struct stat *st, FileSeen *seen)
{
    *seen = (FileSeen){ .size = (long long)st->st_size, .mtime = st->st_mtim };
}

/* read(2) through EINTR. */
static ssize_t read_some(int fd, char *buf, size_t n)
{
    ssize_t got;
    do
        got = read(fd, buf, n);
    while (got < 0 && errno == EINTR);
    return got;
}

char *file_read_whole(const char *path, size_t max, size_t *len, FileSeen *seen, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    char *buf = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        if (n + 1 >= cap) {
            cap = cap ? 2 * cap : READ_CHUNK;
            char *b = cap > max ? NULL : realloc(buf, cap);
            if (!b) {
                snprintf(err, errlen, "%s: larger than %zu MiB, or out of memory", path, max >> 20);
                goto fail;
            }
            buf = b;
        }
        ssize_t got = read_some(fd, buf + n, cap - n - 1);
        if (got < 0) {
            snprintf(err, errlen, "%s: %s", path, strerror(errno));
            goto fail;
        }
        if (got == 0)
            break;
        n += (size_t)got;
    }
    /* Taken after reading: a change made while it was read then shows as a
     * text that differs from the file's at the save. */
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        goto fail;
    }
    close(fd);
    seen_of(&st, seen);
    buf[n] = '\0';
    *len = n;
    return buf;
fail:
    free(buf);
    close(fd);
    return NULL;
}

/* Whether the open file fd (its fstat in *st) still is old[0..oldlen) with
 * *seen's size and time: every byte compared, which no hash could beat. */
static bool still_as_read(int fd, const struct stat *st, const char *old, size_t oldlen, const FileSeen *seen,
                          bool *failed)
{
    *failed = false;
    if ((long long)st->st_size != seen->size || (unsigned long long)oldlen != (unsigned long long)st->st_size ||
        st->st_mtim.tv_sec != seen->mtime.tv_sec || st->st_mtim.tv_nsec != seen->mtime.tv_nsec)
        return false;
    char buf[READ_CHUNK];
    size_t at = 0;
    for (;;) {
        ssize_t got = read_some(fd, buf, sizeof buf);
        if (got < 0) {
            *failed = true;
            return false;
        }
        if (got == 0)
            return at == oldlen;
        if ((size_t)got > oldlen - at || memcmp(buf, old + at, (size_t)got) != 0)
            return false;
        at += (size_t)got;
    }
}

/* Takes the lock of the directory dfd, waiting up to SAVE_LOCK_WAIT_MS for
 * another writer to finish. 0, or -1 with errno (EWOULDBLOCK: still held). */
static int lock_dir(int dfd)
{
    for (int waited = 0;; waited += 20) {
        if (flock(dfd, LOCK_EX | LOCK_NB) == 0)
            return 0;
        if ((errno != EWOULDBLOCK && errno != EINTR) || waited >= SAVE_LOCK_WAIT_MS)
            return -1;
        nanosleep(&(struct timespec){ .tv_nsec = 20 * 1000000L }, NULL);
    }
}

/* The new file, written in full to the temporary file t and flushed, with
 * the owner and mode of the file it replaces (st). false with errno. */
static bool fill_temp(TempFile *t, const struct stat *st, const char *text, size_t len)
{
    return temp_file_take_owner_mode(t, st) && temp_file_fill(t, text, len);
}

/* The directory and last name of the real path real (both malloc'd). */
static bool split_path(const char *real, char **dir, char **base)
{
    const char *slash = strrchr(real, '/');
    *dir = slash == real ? strdup("/") : strndup(real, (size_t)(slash - real));
    *base = strdup(slash + 1);
    return *dir && *base;
}

/* Why the open of the file under the lock failed: a name gone or turned into
 * a link is a change; anything else a failure. */
static SaveStatus open_failure(const char *path, char *err, size_t errlen)
{
    if (errno == ENOENT || errno == ELOOP) {
        snprintf(err, errlen, "%s: removed or replaced by a link since it was read", path);
        return SAVE_CHANGED;
    }
    snprintf(err, errlen, "%s: cannot save: %s", path, strerror(errno));
    return SAVE_FAILED;
}

/* The checks under the lock and the new file put in place: dfd is the locked
 * directory, base the file's name in it. */
static SaveStatus replace_locked(const char *path, int dfd, const char *real, const char *base, const char *old,
                                 size_t oldlen, FileSeen *seen, const char *text, size_t len, char *err,
                                 size_t errlen)
{
    int ofd = openat(dfd, base, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (ofd < 0)
        return open_failure(path, err, errlen);
    struct stat st;
    bool failed = false, same = fstat(ofd, &st) == 0 && S_ISREG(st.st_mode) &&
                                still_as_read(ofd, &st, old, oldlen, seen, &failed);
    int saved_errno = errno;
    close(ofd);
    if (failed) {
        snprintf(err, errlen, "%s: cannot save: %s", path, strerror(saved_errno));
        return SAVE_FAILED;
    }
    if (!same) {
        snprintf(err, errlen, "%s: changed on disk since it was read; nothing saved", path);
        return SAVE_CHANGED;
    }
    TempFile t;
    if (temp_file_open(&t, real) != 0) {
        snprintf(err, errlen, "%s: cannot save: %s", path, strerror(errno));
        return SAVE_FAILED;
    }
    SaveStatus rc = SAVE_FAILED;
    struct stat now, ts;
    if (!fill_temp(&t, &st, text, len) || fstat(t.fd, &ts) != 0) {
        snprintf(err, errlen, "%s: cannot save: %s", path, strerror(errno));
    } else if (fstatat(dfd, base, &now, AT_SYMLINK_NOFOLLOW) != 0 || now.st_ino != st.st_ino ||
               now.st_dev != st.st_dev || now.st_size != st.st_size || now.st_mtim.tv_sec != st.st_mtim.tv_sec ||
               now.st_mtim.tv_nsec != st.st_mtim.tv_nsec) {
        /* Another program (which took no lock) wrote it while ours was written. */
        snprintf(err, errlen, "%s: changed on disk since it was read; nothing saved", path);
        rc = SAVE_CHANGED;
    } else if (temp_file_rename(&t, dfd, base) != 0) {
        snprintf(err, errlen, "%s: cannot save: %s", path, strerror(errno));
    } else {
        seen_of(&ts, seen);
        rc = SAVE_DONE;
        /* The rename itself made durable; the new text is in place already. */
        if (fsync(dfd) != 0)
            snprintf(err, errlen, "%s: saved, but its directory could not be flushed: %s", path, strerror(errno));
    }
    temp_file_drop(&t); /* removed unless renamed */
    return rc;
}

SaveStatus file_replace(const char *path, const char *old, size_t oldlen, FileSeen *seen,
                        const char *text, size_t len, char *err, size_t errlen)
{
    if (errlen)
        err[0] = '\0';
    char *real = realpath(path, NULL), *dir = NULL, *base = NULL;
    if (!real)
        return open_failure(path, err, errlen);
    SaveStatus rc = SAVE_FAILED;
    int dfd = -1;
    if (!split_path(real, &dir, &base)) {
        snprintf(err, errlen, "%s: cannot save: out of memory", path);
    } else if ((dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
        snprintf(err, errlen, "%s: cannot save: %s: %s", path, dir, strerror(errno));
    } else if (lock_dir(dfd) != 0) {
        bool busy = errno == EWOULDBLOCK;
        snprintf(err, errlen, "%s: %s", path,
                 busy ? "another program is saving it; try again" : strerror(errno));
        rc = busy ? SAVE_BUSY : SAVE_FAILED;
    } else {
        rc = replace_locked(path, dfd, real, base, old, oldlen, seen, text, len, err, errlen);
    }
    if (dfd >= 0)
        close(dfd); /* and with it the lock */
    free(real), free(dir), free(base);
    return rc;
}
