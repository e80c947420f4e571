/* atomic_file.c - a file put in place whole: the temporary file beside it,
 * filled, flushed and renamed over it (see atomic_file.h). */
#include "solver/io/atomic_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "solver/io/write_all.h"

#define TEMP_SUFFIX ".chiave-save-XXXXXX"

int temp_file_open(TempFile *t, const char *target)
{
    *t = (TempFile){ .fd = -1, .path = NULL };
    size_t n = strlen(target) + sizeof TEMP_SUFFIX;
    if (!(t->path = malloc(n)))
        return -1;
    /* A last name too long to take the suffix (NAME_MAX) is not kept in the
     * temporary file's: the file itself can be written all the same. */
    const char *slash = strrchr(target, '/');
    size_t dir = slash ? (size_t)(slash - target) + 1 : 0;
    bool fits = strlen(target + dir) + sizeof TEMP_SUFFIX - 1 <= NAME_MAX;
    snprintf(t->path, n, "%.*s%s" TEMP_SUFFIX, (int)dir, target, fits ? target + dir : "");
    if ((t->fd = mkostemp(t->path, O_CLOEXEC)) < 0) {
        int saved = errno;
        free(t->path);
        t->path = NULL;
        errno = saved;
        return -1;
    }
    return 0;
}

bool temp_file_fill(TempFile *t, const void *bytes, size_t len)
{
    return write_all(t->fd, bytes, len) && fsync(t->fd) == 0;
}

int temp_file_rename(TempFile *t, int dfd, const char *name)
{
    int fd = t->fd;
    t->fd = -1;
    const char *slash = strrchr(t->path, '/');
    const char *from = dfd == AT_FDCWD || !slash ? t->path : slash + 1;
    /* close's error is a write's that failed late (NFS): nothing renamed then. */
    if (close(fd) != 0 || renameat(dfd, from, dfd, name) != 0)
        return -1;
    free(t->path);
    t->path = NULL;
    return 0;
}

void temp_file_drop(TempFile *t)
{
    int saved = errno;
    if (t->fd >= 0)
        close(t->fd);
    if (t->path)
        unlink(t->path);
    free(t->path);
    *t = (TempFile){ .fd = -1, .path = NULL };
    errno = saved;
}

/* Writes bytes straight into path, a device or a pipe. */
static int write_into(const char *path, const void *bytes, size_t len)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    bool ok = fd >= 0 && write_all(fd, bytes, len);
    int saved = errno;
    if (fd >= 0 && close(fd) != 0 && ok)
        ok = false, saved = errno;
    errno = saved;
    return ok ? 0 : -1;
}

/* The file path leads to: realpath's, or where a link to a file not there
 * yet points, so that the new file is made there and the link stays, or
 * path itself for a new file. NULL with errno when it leads nowhere (a loop
 * of links: ELOOP). */
static char *target_of(const char *path)
{
    char *cur = strdup(path);
    for (int hops = 0; cur && hops < 40; hops++) { /* 40: Linux's limit of links in a path */
        char *real = realpath(cur, NULL);
        if (real || errno != ENOENT) {
            free(cur);
            return real;
        }
        char link[PATH_MAX];
        ssize_t n = readlink(cur, link, sizeof link - 1);
        if (n < 0)
            return cur; /* no link: the name of the new file (a missing directory: its open says so) */
        link[n] = '\0';
        const char *slash = strrchr(cur, '/');
        int dir = link[0] == '/' || !slash ? 0 : (int)(slash - cur) + 1; /* relative to the link's directory */
        char *next = malloc((size_t)dir + (size_t)n + 1);
        if (next)
            snprintf(next, (size_t)dir + (size_t)n + 1, "%.*s%s", dir, cur, link);
        free(cur);
        cur = next;
    }
    if (cur)
        errno = ELOOP;
    free(cur);
    return NULL;
}

/* Flushes the directory of path, so that the rename itself survives a crash
 * (the file's bytes were flushed before it). 0, or -1 with errno. */
static int dir_sync(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = !slash ? strdup(".") : slash == path ? strdup("/") : strndup(path, (size_t)(slash - path));
    if (!dir)
        return -1;
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    free(dir);
    if (fd < 0)
        return -1;
    int rc = fsync(fd);
    int saved = errno;
    close(fd);
    errno = saved;
    return rc;
}

bool temp_file_take_owner_mode(TempFile *t, const struct stat *st)
{
    struct stat ts;
    if (fstat(t->fd, &ts) != 0)
        return false;
    /* The owner first: a change of owner clears the set-id bits. */
    if ((ts.st_uid != st->st_uid || ts.st_gid != st->st_gid) && fchown(t->fd, st->st_uid, st->st_gid) != 0)
        return false;
    return fchmod(t->fd, st->st_mode & 07777) == 0;
}

/* The process's umask, read without changing it: umask(2) tells it only by
 * setting it, and a file another thread created in between would get the
 * mask set. /proc/self/status has it since Linux 4.7. -1 when it cannot. */
static int umask_now(void)
{
    FILE *f = fopen("/proc/self/status", "re");
    if (!f)
        return -1;
    char line[256];
    unsigned mask;
    int found = -1;
    while (found < 0 && fgets(line, sizeof line, f))
        if (sscanf(line, "Umask: %o", &mask) == 1)
            found = (int)(mask & 0777);
    fclose(f);
    return found;
}

int file_write_atomic(const char *path, const void *bytes, size_t len, char *err, size_t errlen)
{
    struct stat st;
    int rc = -1;
    char *real = NULL;
    TempFile t;
    bool found = stat(path, &st) == 0, unkept = false;
    if (found && S_ISDIR(st.st_mode)) {
        errno = EISDIR;
    } else if (found && !S_ISREG(st.st_mode)) {
        rc = write_into(path, bytes, len);
    } else {
        real = target_of(path);
        const char *target = real;
        if (real && temp_file_open(&t, target) == 0) {
            /* A file replaced keeps its owner, group and mode (a private 0600
             * file stays private, root's write leaves a user's file the
             * user's), or is not replaced; a new one has a new file's mode
             * (without /proc to tell the umask: the temporary file's 0600). */
            int mask = found ? -1 : umask_now();
            if (found && !temp_file_take_owner_mode(&t, &st))
                unkept = true;
            else if ((mask < 0 || fchmod(t.fd, 0666 & ~(mode_t)mask) == 0) && temp_file_fill(&t, bytes, len) &&
                     temp_file_rename(&t, AT_FDCWD, target) == 0)
                rc = dir_sync(target) == 0 ? 0 : 1;
            temp_file_drop(&t);
        }
    }
    if (rc == 1)
        snprintf(err, errlen, "%s: written, but its directory could not be flushed: %s", path, strerror(errno));
    else if (unkept)
        snprintf(err, errlen, "%s: cannot keep its owner, group and mode (uid %u, gid %u, %04o): %s; nothing written",
                 path, (unsigned)st.st_uid, (unsigned)st.st_gid, (unsigned)(st.st_mode & 07777), strerror(errno));
    else if (rc != 0)
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
    free(real);
    return rc == 0 ? 0 : -1;
}
