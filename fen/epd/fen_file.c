/* fen_file.c - reading a collection of FEN/EPD lines, a line at a time, each
 * at most FEN_LINE_MAX bytes long (a one-problem .fen file is its first line,
 * read through fen/input.c). */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_file.h"
#include "fen/fen_text.h"
#include "fen/strbuf.h"

/* Grows *line to hold at least need bytes, never past FEN_LINE_MAX + 2. */
static int line_room(char **line, size_t *cap, size_t need)
{
    if (need <= *cap)
        return 0;
    size_t n = *cap < 256 ? 256 : 2 * *cap;
    if (n < need)
        n = need;
    if (n > FEN_LINE_MAX + 2)
        n = FEN_LINE_MAX + 2;
    char *p = realloc(*line, n);
    if (!p)
        return -1;
    *line = p;
    *cap = n;
    return 0;
}

int fen_next_line(FILE *f, char **line, size_t *cap, size_t *len)
{
    size_t n = 0;
    int c, rc = 0;
    bool too_long = false;
    errno = 0;
    flockfile(f);
    while ((c = getc_unlocked(f)) != EOF) {
        if (c != '\n' && n == FEN_LINE_MAX) {
            too_long = true; /* the rest is for fen_skip_line */
            break;
        }
        if (line_room(line, cap, n + 2)) {
            rc = -1;
            errno = ENOMEM;
            break;
        }
        (*line)[n++] = (char)c;
        if (c == '\n')
            break;
    }
    /* getc stops at a failed read: what was read of the line is not the line. */
    if (rc == 0 && ferror_unlocked(f)) {
        rc = -1;
        if (errno == 0)
            errno = EIO;
    }
    funlockfile(f);
    if (rc < 0)
        return -1;
    if (n == 0 && !too_long)
        return 0;
    if (line_room(line, cap, n + 1)) {
        errno = ENOMEM;
        return -1;
    }
    (*line)[n] = '\0';
    *len = n;
    return too_long ? FEN_LINE_LONG : 1;
}

int fen_skip_line(FILE *f)
{
    int c;
    errno = 0;
    flockfile(f);
    while ((c = getc_unlocked(f)) != EOF && c != '\n')
        ;
    int bad = ferror_unlocked(f);
    funlockfile(f);
    if (bad && errno == 0)
        errno = EIO;
    return bad ? -1 : 0;
}

int fen_long_comment(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && fen_is_space(s[i]))
        i++;
    return i < n && s[i] == '#';
}

/* Adds the text of a '#' comment line (s[0..n), any other line is ignored) to
 * comment, a line of its own. Bytes that are not text become '?', so the
 * heading of a report never carries control characters. */
static void add_comment(StrBuf *comment, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && fen_is_space(s[i]))
        i++;
    if (i == n || s[i] != '#')
        return;
    i++;
    if (i < n && s[i] == ' ')
        i++;
    while (n > i && fen_is_space(s[n - 1]))
        n--;
    if (n == i)
        return;
    if (strbuf_add_sep(comment, "\n", s + i, n - i) != 0)
        return; /* a heading is not worth failing for */
    char *t = comment->s + comment->len - (n - i);
    if (fen_check_text(t, n - i, NULL, 0) != 0)
        for (char *q = t; *q; q++)
            if ((unsigned char)*q < 0x20 || (unsigned char)*q >= 0x7f)
                *q = '?';
}

/* The comment lines "id: NAME" and "epd: OPS" (as chiave convert writes a
 * FEN line's id and operations, which the line cannot hold) give a problem
 * whose line has no id or operations of its own its id and operations; they
 * leave the comment. */
static void comment_words(Problem *p)
{
    if (!p->comment)
        return;
    StrBuf rest = STRBUF_INIT, solution = STRBUF_INIT;
    for (char *c = p->comment; *c;) {
        size_t n = strcspn(c, "\n");
        if (strncmp(c, "solution: ", 10) == 0 && !p->solution) { /* the stated solution, a line each */
            strbuf_add_sep(&solution, "\n", c + 10, n - 10);
            c += n + (c[n] == '\n');
            continue;
        }
        char **to = strncmp(c, "id: ", 4) == 0 && n > 4 && !p->id ? &p->id
                    : strncmp(c, "epd: ", 5) == 0 && n > 5 && !p->ops ? &p->ops : NULL;
        size_t skip = to == &p->id ? 4 : 5;
        if (to)
            *to = strndup(c + skip, n - skip);
        else
            strbuf_add_sep(&rest, "\n", c, n);
        c += n + (c[n] == '\n');
    }
    free(p->comment);
    p->comment = strbuf_take(&rest);
    if (!p->solution)
        p->solution = strbuf_take(&solution);
}

int fen_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx)
{
    char *line = NULL, msg[FEN_MSG];
    StrBuf comment = STRBUF_INIT; /* the comment lines since the last problem */
    char *full = NULL; /* "name:line: msg", sized for the name */
    size_t cap = 0, len, fullcap = strlen(name) + FEN_MSG + 32;
    long lineno = 0;
    int rc = 0, got;
    if (!(full = malloc(fullcap)))
        return -1;
    while ((got = fen_next_line(f, &line, &cap, &len)) > 0) {
        size_t skip = ++lineno == 1 ? fen_bom_len(line, len) : 0;
        bool long_line = got == FEN_LINE_LONG;
        if (long_line && fen_long_comment(line + skip, len - skip)) {
            if (fen_skip_line(f) != 0) {
                got = -1;
                break;
            }
            continue;
        }
        if (fen_blank_n(line + skip, len - skip) && !long_line) {
            add_comment(&comment, line + skip, len - skip);
            continue;
        }
        /* A line too long still gives its record, with what its start tells
         * (the FEN fields, the id), before the rest of it is read. */
        Problem p;
        int bad = fen_parse_n(line + skip, len - skip, &p, msg, sizeof msg);
        p.comment = strbuf_take(&comment); /* the problem owns the comment lines before it */
        comment_words(&p);
        if (long_line)
            snprintf(full, fullcap, "%s:%ld: " FEN_LINE_LONG_MSG, name, lineno);
        else if (bad)
            snprintf(full, fullcap, "%s:%ld: %s", name, lineno, msg);
        rc = cb(ctx, lineno, &p, bad || long_line ? full : NULL);
        problem_free(&p);
        if (rc)
            break;
        if (long_line && fen_skip_line(f) != 0) {
            got = -1;
            break;
        }
    }
    if (got < 0)
        rc = -1;
    int saved = errno;
    free(line);
    free(full);
    strbuf_free(&comment);
    errno = saved;
    return rc;
}
