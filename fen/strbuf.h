/* strbuf.h - a growing string: appends in linear time overall (the capacity
 * doubles), for text built a piece at a time (EPD operations, comment lines,
 * authors) however many pieces the input holds. */
#ifndef CHIAVE_STRBUF_H
#define CHIAVE_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct {
    char *s;        /* NUL-terminated; NULL while nothing was added */
    size_t len, cap;
    unsigned grows; /* reallocations so far: a test's measure of the doubling */
} StrBuf;

#define STRBUF_INIT { NULL, 0, 0, 0 }

/* Appends n bytes of s. 0, or -1 with errno ENOMEM and sb as it was. */
int strbuf_add(StrBuf *sb, const char *s, size_t n);

/* Appends sep (a C string) first unless sb is still empty, then s[0..n). */
int strbuf_add_sep(StrBuf *sb, const char *sep, const char *s, size_t n);

/* Appends the formatted text. 0, or -1 with errno ENOMEM and sb as it was. */
int strbuf_printf(StrBuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int strbuf_vprintf(StrBuf *sb, const char *fmt, va_list ap);

/* The text (NULL if nothing was added), now the caller's to free; sb is
 * empty again. */
char *strbuf_take(StrBuf *sb);

void strbuf_free(StrBuf *sb);

#endif
