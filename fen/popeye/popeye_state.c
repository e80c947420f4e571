/* popeye_state.c - errors, flaws, warnings and texts of the Popeye reader. */
#include "fen/popeye/popeye_state.h"

#include <stdio.h>
#include <string.h>

static bool vfail(PyReader *r, long line, const char *fmt, va_list ap)
{
    if (r->err[0])
        return false;
    int n = snprintf(r->err, sizeof r->err, "%ld: ", line);
    vsnprintf(r->err + n, sizeof r->err - (size_t)n, fmt, ap);
    return false;
}

bool py_fail(PyReader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, r->lx.word_line, fmt, ap);
    va_end(ap);
    return false;
}

bool py_fail_at(PyReader *r, long line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, line, fmt, ap);
    va_end(ap);
    return false;
}

void py_flaw(PyReader *r, PyPosition *p, PyFlawKind k, const char *fmt, ...)
{
    if (p->flaw[k].msg[0])
        return;
    p->flaw[k].line = r->lx.word_line;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->flaw[k].msg, sizeof p->flaw[k].msg, fmt, ap);
    va_end(ap);
}

static void warn_line(PyReader *r, long line, const char *fmt, va_list ap)
{
    char msg[FEN_MSG];
    vsnprintf(msg, sizeof msg, fmt, ap);
    if (strstr(r->warn, msg))
        return;
    size_t len = strlen(r->warn);
    if (!len)
        r->warn_line = line; /* the message's "FILE:LINE:" names it */
    if (len && line != r->warn_line)
        snprintf(r->warn + len, sizeof r->warn - len, "; line %ld: %s", line, msg);
    else
        snprintf(r->warn + len, sizeof r->warn - len, "%s%s", len ? "; " : "", msg);
}

void py_warn(PyReader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    warn_line(r, r->lx.word_line, fmt, ap);
    va_end(ap);
}

void py_warn_at(PyReader *r, long line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    warn_line(r, line, fmt, ap);
    va_end(ap);
}

void py_text_add(char *buf, const char *fmt, ...)
{
    size_t len = strlen(buf);
    if (len > 0 && len < PY_TEXT_MAX - 1)
        buf[len++] = ' ', buf[len] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + len, PY_TEXT_MAX - len, fmt, ap);
    va_end(ap);
}
