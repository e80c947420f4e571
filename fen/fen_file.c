/* fen_file.c - reading a one-problem .fen file and a collection of FEN/EPD lines.
 * Lines are read with getline, so their length is bounded only by memory. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/fen.h"
#include "fen/fen_file.h"
#include "fen/fen_text.h"

/* Editors on Windows may start a file with a UTF-8 byte order mark. */
static size_t bom_len(const char *s, size_t n)
{
    return n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

/* getline that tells end of file (0) from a read error (-1, errno set). */
int fen_next_line(FILE *f, char **line, size_t *cap, size_t *len)
{
    errno = 0;
    ssize_t n = getline(line, cap, f);
    if (n >= 0) {
        *len = (size_t)n;
        return 1;
    }
    if (ferror(f) || (errno != 0 && !feof(f)))
        return errno ? -1 : (errno = EIO, -1);
    return 0;
}

int fen_read_file(const char *path, Problem *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    board_clear(&out->pos);
    int use_stdin = strcmp(path, "-") == 0;
    const char *name = use_stdin ? "<stdin>" : path;
    FILE *f = use_stdin ? stdin : fopen(path, "r");
    if (!f) {
        fen_errf(err, errlen, "%s: %s", name, strerror(errno));
        return -1;
    }
    char *line = NULL, msg[FEN_MSG];
    size_t cap = 0, len;
    long lineno = 0;
    int rc = -1, got;
    while ((got = fen_next_line(f, &line, &cap, &len)) > 0) {
        size_t skip = ++lineno == 1 ? bom_len(line, len) : 0;
        if (fen_blank_n(line + skip, len - skip))
            continue;
        rc = fen_parse_n(line + skip, len - skip, out, msg, sizeof msg);
        if (rc)
            fen_errf(err, errlen, "%s:%ld: %s", name, lineno, msg);
        break;
    }
    if (got < 0)
        fen_errf(err, errlen, "%s: %s", name, strerror(errno));
    else if (got == 0)
        fen_errf(err, errlen, "%s: no position found", name);
    free(line);
    if (!use_stdin)
        fclose(f);
    return got > 0 ? rc : -1;
}

int fen_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx)
{
    char *line = NULL, msg[FEN_MSG];
    char *full = NULL; /* "name:line: msg", sized for the name */
    size_t cap = 0, len, fullcap = strlen(name) + FEN_MSG + 32;
    long lineno = 0;
    int rc = 0, got;
    if (!(full = malloc(fullcap)))
        return -1;
    while ((got = fen_next_line(f, &line, &cap, &len)) > 0) {
        size_t skip = ++lineno == 1 ? bom_len(line, len) : 0;
        if (fen_blank_n(line + skip, len - skip))
            continue;
        Problem p;
        int bad = fen_parse_n(line + skip, len - skip, &p, msg, sizeof msg);
        if (bad)
            snprintf(full, fullcap, "%s:%ld: %s", name, lineno, msg);
        rc = cb(ctx, lineno, &p, bad ? full : NULL);
        problem_free(&p);
        if (rc)
            break;
    }
    if (got < 0)
        rc = -1;
    int saved = errno;
    free(line);
    free(full);
    errno = saved;
    return rc;
}
