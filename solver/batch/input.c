/* input.c - interruptible, counting input streams for `batch`
 * (fopencookie over a descriptor, with the peeked head replayed first). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include "solver/batch/input.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "fen/input.h"


struct BatchInput {
    int fd;
    bool own_fd;
    int wake_fd;
    char head[INPUT_HEAD_MAX]; /* the bytes peeked at, replayed first */
    size_t hlen, hpos;
    long long nread;
    long long size;      /* of a regular file when opened, -1 otherwise */
    bool shrank;
};

/* read(2) that first waits for the file or the wake-up descriptor. */
static ssize_t raw_read(BatchInput *in, char *buf, size_t size)
{
    for (;;) {
        if (in->wake_fd >= 0) {
            struct pollfd pf[2] = { { .fd = in->fd, .events = POLLIN },
                                    { .fd = in->wake_fd, .events = POLLIN } };
            if (poll(pf, 2, -1) < 0) {
                if (errno == EINTR)
                    continue;
                return -1;
            }
            if (pf[1].revents) {
                errno = ECANCELED;
                return -1;
            }
        }
        ssize_t n = read(in->fd, buf, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n > 0)
            in->nread += n;
        if (n == 0 && in->nread < in->size) {
            /* Cut short by another program: the end read is not the file's
             * end, and the line it cuts must not become a problem. */
            in->shrank = true;
            errno = EIO;
            return -1;
        }
        return n;
    }
}

static ssize_t cookie_read(void *cookie, char *buf, size_t size)
{
    BatchInput *in = cookie;
    if (in->hpos < in->hlen) {
        size_t n = in->hlen - in->hpos;
        if (n > size)
            n = size;
        memcpy(buf, in->head + in->hpos, n);
        in->hpos += n;
        return (ssize_t)n;
    }
    return raw_read(in, buf, size);
}

static int cookie_close(void *cookie)
{
    BatchInput *in = cookie;
    int rc = in->own_fd ? close(in->fd) : 0;
    free(in);
    return rc;
}

FILE *batch_input_open(const char *path, int wake_fd, InputFormat *fmt, BatchInput **inp)
{
    bool use_stdin = strcmp(path, "-") == 0;
    BatchInput *in = calloc(1, sizeof *in);
    if (!in)
        return NULL;
    in->fd = use_stdin ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
    in->own_fd = !use_stdin;
    in->wake_fd = wake_fd;
    if (in->fd < 0) {
        int e = errno;
        free(in);
        errno = e;
        return NULL;
    }
    struct stat st;
    in->size = fstat(in->fd, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : -1;
    while (in->hlen < INPUT_HEAD_MAX && !input_head_complete(in->head, in->hlen)) {
        ssize_t n = raw_read(in, in->head + in->hlen, INPUT_HEAD_MAX - in->hlen);
        if (n < 0) {
            int e = errno;
            cookie_close(in);
            errno = e;
            return NULL;
        }
        if (n == 0)
            break;
        in->hlen += (size_t)n;
    }
    *fmt = input_detect(use_stdin ? NULL : path, in->head, in->hlen);
    FILE *f = fopencookie(in, "r", (cookie_io_functions_t){ .read = cookie_read,
                                                            .close = cookie_close });
    if (!f) {
        int e = errno;
        cookie_close(in);
        errno = e;
        return NULL;
    }
    *inp = in;
    return f;
}

long long batch_input_bytes(const BatchInput *in)
{
    return in->nread;
}

bool batch_input_shrank(const BatchInput *in)
{
    return in->shrank;
}
