/* strbuf.h - a growing string, for the lines of a diff. */
#ifndef CHIAVE_STRBUF_H
#define CHIAVE_STRBUF_H

#include <stddef.h>

typedef struct {
    char *s;
    size_t n, cap;
} Str;

/* Appends the formatted text to b (out of memory is fatal, as in the search). */
void sb_printf(Str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
