/* input.c - the one door to every input format. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie */
#endif
#include "fen/input.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen_file.h"
#include "fen/fen_text.h"
#include "fen/yaml/olive.h"
#include "fen/pgn/pgn.h"
#include "fen/popeye/popeye.h"

InputFormat input_detect(const char *path, const char *head, size_t n)
{
    if (pgn_detect(path, head, n))
        return INPUT_PGN;
    if (popeye_detect(path, head, n))
        return INPUT_POPEYE;
    if (olive_detect(path, head, n))
        return INPUT_YAML;
    return INPUT_FEN;
}

int input_head_complete(const char *head, size_t n)
{
    size_t i = fen_bom_len(head, n);
    while (i < n) {
        const char *nl = memchr(head + i, '\n', n - i);
        if (!nl)
            return 0;
        size_t len = (size_t)(nl - (head + i));
        if (!fen_blank_n(head + i, len))
            return 1;
        i += len + 1;
    }
    return 0;
}

int input_read_collection(FILE *f, const char *name, InputFormat fmt, ProblemFn cb, void *ctx)
{
    switch (fmt) {
    case INPUT_PGN:
        return pgn_read_collection(f, name, cb, ctx);
    case INPUT_POPEYE:
        return popeye_read_collection(f, name, cb, ctx);
    case INPUT_YAML:
        return olive_read_collection(f, name, cb, ctx);
    case INPUT_FEN:
        break;
    }
    return fen_read_collection(f, name, cb, ctx);
}

/* A stream that gives the bytes already read from f (its head) first. */
typedef struct {
    FILE *f;
    char head[INPUT_HEAD_MAX];
    size_t hlen, hpos;
} Replay;

static ssize_t replay_read(void *cookie, char *buf, size_t size)
{
    Replay *r = cookie;
    if (r->hpos < r->hlen) {
        size_t n = r->hlen - r->hpos < size ? r->hlen - r->hpos : size;
        memcpy(buf, r->head + r->hpos, n);
        r->hpos += n;
        return (ssize_t)n;
    }
    size_t n = fread(buf, 1, size, r->f);
    return n == 0 && ferror(r->f) ? -1 : (ssize_t)n;
}

typedef struct {
    ProblemFn cb;
    void *ctx;
    long n;
} Counting;

static int count_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Counting *c = ctx;
    c->n++;
    return c->cb(c->ctx, lineno, p, err);
}

int input_read_file(const char *path, ProblemFn cb, void *ctx, char *err, size_t errlen)
{
    int use_stdin = strcmp(path, "-") == 0;
    const char *name = use_stdin ? "<stdin>" : path;
    FILE *f = use_stdin ? stdin : fopen(path, "r");
    Replay *r = f ? calloc(1, sizeof *r) : NULL;
    int rc = -1, c = 0;
    if (!r)
        goto fail;
    /* The head, a byte at a time: on a terminal, a line is enough. */
    r->f = f;
    while (r->hlen < INPUT_HEAD_MAX && !input_head_complete(r->head, r->hlen) && (c = getc(f)) != EOF)
        r->head[r->hlen++] = (char)c;
    if (ferror(f))
        goto fail;
    InputFormat fmt = input_detect(use_stdin ? NULL : path, r->head, r->hlen);
    FILE *in = fopencookie(r, "r", (cookie_io_functions_t){ .read = replay_read });
    if (!in)
        goto fail;
    Counting count = { cb, ctx, 0 };
    rc = input_read_collection(in, name, fmt, count_problem, &count);
    int saved = errno;
    fclose(in);
    errno = saved;
    if (rc == -1)
        goto fail;
    if (count.n == 0)
        snprintf(err, errlen, "%s: no position found", name);
    rc = count.n > 0 ? 0 : -1;
    goto out;
fail:
    snprintf(err, errlen, "%s: %s", name, strerror(errno ? errno : EIO));
    rc = -1;
out:
    free(r);
    if (f && !use_stdin)
        fclose(f);
    return rc;
}
