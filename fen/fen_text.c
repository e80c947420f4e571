/* fen_text.c - checking that a line is text, and echoing bad tokens safely. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/fen_text.h"

void fen_errf(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || errlen == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

/* Length of the valid UTF-8 sequence at s (n bytes left), 0 if invalid. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len;
    unsigned lo = 0x80, hi = 0xbf; /* range of the second byte */
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf)
        len = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        if (c == 0xe0) lo = 0xa0;  /* overlong */
        if (c == 0xed) hi = 0x9f;  /* surrogates */
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        if (c == 0xf0) lo = 0x90;  /* overlong */
        if (c == 0xf4) hi = 0x8f;  /* beyond U+10FFFF */
    } else
        return 0;
    if (n < len || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return len;
}

bool fen_is_utf8(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0, len; i < n; i += len)
        if ((len = utf8_len(u + i, n - i)) == 0)
            return false;
    return true;
}

int fen_check_text(const char *s, size_t n, char *err, size_t errlen)
{
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        unsigned c = u[i];
        if (c == 0) {
            fen_errf(err, errlen, "not text: NUL byte at column %zu", i + 1);
            return -1;
        }
        if ((c < 0x20 && !fen_is_space((char)c)) || c == 0x7f) {
            fen_errf(err, errlen, "not text: control character 0x%02x at column %zu", c, i + 1);
            return -1;
        }
        size_t len = utf8_len(u + i, n - i);
        if (len == 0) {
            fen_errf(err, errlen, "not text: byte 0x%02x (not UTF-8) at column %zu", c, i + 1);
            return -1;
        }
        i += len;
    }
    return 0;
}

size_t fen_utf8_cut(const char *s, size_t n, size_t max)
{
    if (n <= max)
        return n;
    size_t cut = max;
    while (cut > 0 && ((unsigned char)s[cut] & 0xc0) == 0x80)
        cut--;
    return cut;
}

char *fen_echo(char *dst, const char *s, size_t n)
{
    size_t cut = fen_utf8_cut(s, n, 20);
    memcpy(dst, s, cut);
    strcpy(dst + cut, cut < n ? "..." : "");
    return dst;
}

int fen_blank_n(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && fen_is_space(s[i]))
        i++;
    return i == n || s[i] == '#';
}

/* A malloc'd copy of s[0..n) that is valid UTF-8: control characters become
 * spaces, and text that is not UTF-8 is read as Latin-1. */
char *fen_to_utf8(const char *s, size_t n)
{
    char *t = malloc(2 * n + 1);
    if (!t)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        t[i] = (char)(c < 0x20 || c == 0x7f ? ' ' : c);
    }
    t[n] = '\0';
    if (fen_check_text(t, n, NULL, 0) == 0)
        return t;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == 0x7f)
            t[k++] = ' ';
        else if (c < 0x80)
            t[k++] = (char)c;
        else {
            t[k++] = (char)(0xc0 | (c >> 6));
            t[k++] = (char)(0x80 | (c & 0x3f));
        }
    }
    t[k] = '\0';
    return t;
}
