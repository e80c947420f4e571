/* strbuf.c - a growing string, its capacity doubled as it fills. */
#include "fen/strbuf.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Room for need more bytes and the NUL. */
static int reserve(StrBuf *sb, size_t need)
{
    if (need > SIZE_MAX / 2 - sb->len)
        return errno = ENOMEM, -1;
    size_t want = sb->len + need + 1;
    if (want <= sb->cap)
        return 0;
    size_t cap = sb->cap ? sb->cap : 64;
    while (cap < want)
        cap *= 2;
    char *s = realloc(sb->s, cap);
    if (!s)
        return errno = ENOMEM, -1;
    sb->s = s;
    sb->cap = cap;
    sb->grows++;
    return 0;
}

int strbuf_add(StrBuf *sb, const char *s, size_t n)
{
    if (reserve(sb, n))
        return -1;
    memcpy(sb->s + sb->len, s, n);
    sb->len += n;
    sb->s[sb->len] = '\0';
    return 0;
}

int strbuf_add_sep(StrBuf *sb, const char *sep, const char *s, size_t n)
{
    size_t k = sb->len ? strlen(sep) : 0;
    if (reserve(sb, k + n))
        return -1;
    memcpy(sb->s + sb->len, sep, k);
    memcpy(sb->s + sb->len + k, s, n);
    sb->len += k + n;
    sb->s[sb->len] = '\0';
    return 0;
}

int strbuf_vprintf(StrBuf *sb, const char *fmt, va_list ap)
{
    va_list again;
    va_copy(again, ap);
    int need = vsnprintf(NULL, 0, fmt, ap);
    if (need < 0 || reserve(sb, (size_t)need)) {
        va_end(again);
        return errno = ENOMEM, -1;
    }
    vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, again);
    va_end(again);
    sb->len += (size_t)need;
    return 0;
}

int strbuf_printf(StrBuf *sb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = strbuf_vprintf(sb, fmt, ap);
    va_end(ap);
    return rc;
}

char *strbuf_take(StrBuf *sb)
{
    char *s = sb->s;
    *sb = (StrBuf)STRBUF_INIT;
    return s;
}

void strbuf_free(StrBuf *sb)
{
    free(strbuf_take(sb));
}
