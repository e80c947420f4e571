/* json_text.h - a jansson value as compact JSON text, byte for byte what
 * json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(6)) writes (keys in
 * insertion order, as jansson 2.14 keeps them), several times faster: batch
 * writes one record a problem, and jansson's dump took a sixth of its time.
 * The same text can be written piece by piece, without a jansson value
 * (record_text.c writes a record so). */
#ifndef CHIAVE_REPORT_JSON_TEXT_H
#define CHIAVE_REPORT_JSON_TEXT_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

/* The text, malloc'd (free()), or NULL if out of memory or v is NULL. */
char *json_text_compact(const json_t *v);

/* Text being written: start from (Text){ 0 }; out of memory is remembered and
 * jt_finish then gives NULL. */
typedef struct {
    char *s;
    size_t n, cap;
    bool failed;
} Text;

bool jt_grow(Text *t, size_t more);

/* Room for more bytes and the final NUL (false: out of memory). */
static inline bool jt_room(Text *t, size_t more)
{
    return (t->n + more + 1 <= t->cap && !t->failed) || jt_grow(t, more);
}

/* Bytes as they are (JSON punctuation, literals, names known to need no escape). */
static inline void jt_put(Text *t, const char *s, size_t len)
{
    if (jt_room(t, len)) {
        memcpy(t->s + t->n, s, len);
        t->n += len;
    }
}

static inline void jt_char(Text *t, char c)
{
    if (jt_room(t, 1))
        t->s[t->n++] = c;
}
/* A string, escaped as jansson escapes it (s must be valid UTF-8). */
void jt_string(Text *t, const char *s, size_t len);
void jt_integer(Text *t, json_int_t v);
/* A real as json_dumps writes it with JSON_REAL_PRECISION(6) ("0.25", "3.0",
 * "1e-7"); a NaN or an infinity, which jansson refuses, fails the text. */
void jt_real(Text *t, double x);
/* The same with JSON_REAL_PRECISION(digits), digits from 1 to 17. */
void jt_real_digits(Text *t, double x, int digits);
/* A jansson value, as json_text_compact writes it. */
void jt_value(Text *t, const json_t *v);
/* The text, NUL-terminated and malloc'd (free()); NULL if out of memory. */
char *jt_finish(Text *t);

#endif
