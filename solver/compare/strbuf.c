/* strbuf.c - a growing string, for the lines of a diff. */
#include "solver/compare/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void sb_printf(Str *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (need < 0)
        abort();
    if (b->n + (size_t)need + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->n + (size_t)need + 1)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s)
            abort(); /* as the search does: out of memory is fatal */
        b->s = s;
        b->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
    va_end(ap);
    b->n += (size_t)need;
}
