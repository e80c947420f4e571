/* json_text.c - compact JSON text, as json_dumps writes it: of a jansson value, or
 * written piece by piece (see json_text.h). */
#include "solver/report/json_text.h"

#include <locale.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Makes room for more bytes and the final NUL: the rare slow path. */
bool jt_grow(Text *t, size_t more)
{
    if (t->failed)
        return false;
    size_t cap = t->cap ? t->cap : 16384; /* most record lines fit: one malloc, no copy */
    while (cap < t->n + more + 1)
        cap *= 2;
    char *s = realloc(t->s, cap);
    if (!s) {
        t->failed = true;
        return false;
    }
    t->s = s;
    t->cap = cap;
    return true;
}

/* A string as jansson escapes it: '"', '\\' and control characters; the
 * other bytes (UTF-8, which jansson has checked) as they are. Room is made
 * once for the longest escaped form (6 bytes a byte). */
void jt_string(Text *t, const char *s, size_t len)
{
    if (!jt_room(t, 6 * len + 2))
        return;
    char *o = t->s + t->n;
    *o++ = '"';
    size_t i = 0;
    /* Eight bytes at a time while none of them needs an escape (a control
     * character, '"' or '\\'): most of a record's strings. */
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    for (; i + 8 <= len; i += 8) {
        uint64_t x;
        memcpy(&x, s + i, 8);
        uint64_t q = x ^ (ones * '"'), b = x ^ (ones * '\\');
        if ((((x - ones * 0x20) & ~x) | ((q - ones) & ~q) | ((b - ones) & ~b)) & highs)
            break; /* a byte below 0x20, or one equal to '"' or '\\' */
        memcpy(o, &x, 8);
        o += 8;
    }
    for (; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c != '"' && c != '\\') {
            *o++ = (char)c;
            continue;
        }
        *o++ = '\\';
        switch (c) {
        case '"': *o++ = '"'; break;
        case '\\': *o++ = '\\'; break;
        case '\b': *o++ = 'b'; break;
        case '\f': *o++ = 'f'; break;
        case '\n': *o++ = 'n'; break;
        case '\r': *o++ = 'r'; break;
        case '\t': *o++ = 't'; break;
        default:
            *o++ = 'u';
            *o++ = '0';
            *o++ = '0';
            *o++ = "0123456789ABCDEF"[c >> 4];
            *o++ = "0123456789ABCDEF"[c & 15];
        }
    }
    *o++ = '"';
    t->n = (size_t)(o - t->s);
}

/* An integer in decimal, as "%" JSON_INTEGER_FORMAT writes it. */
void jt_integer(Text *t, json_int_t v)
{
    char num[24], *p = num + sizeof num;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--p = '-';
    jt_put(t, p, (size_t)(num + sizeof num - p));
}

void jt_real(Text *t, double x)
{
    jt_real_digits(t, x, 6);
}

/* "%.*g" of x without printf, for 0 < x and the plain form (no exponent: 1e-4 <= x
 * rounded < 10^digits), digits <= 9: the digits rounded from x scaled by an exact
 * power of ten, trailing zeros dropped. False (printf decides) when the scaled
 * value lies within 1e-6 of a half, where the scaling's own rounding might tip it,
 * or x is out of that range. printf cost a record's "ms" more than its SAN did. */
static bool real_plain(double x, int digits, char *out, int *len)
{
    static const double pow10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13 };
    if (!(x >= 1e-4) || digits < 1 || digits > 9 || x >= pow10[digits])
        return false;
    int e; /* 10^e <= x < 10^(e+1), near enough: the rounded digits check it */
    if (x >= 1.0)
        for (e = 0; e < digits && x >= pow10[e + 1]; e++)
            ;
    else
        for (e = -1; e > -5 && x * pow10[-e] < 1.0; e--)
            ;
    if (e >= digits || e < -4)
        return false;
    int k = digits - 1 - e; /* x * 10^k holds the digits: 0 <= k <= digits + 3 */
    double scaled = x * pow10[k], whole = floor(scaled), frac = scaled - whole;
    if (fabs(frac - 0.5) < 1e-6)
        return false;
    uint64_t n = (uint64_t)whole + (frac > 0.5), top = (uint64_t)pow10[digits];
    if (n == top) { /* rounded up to the next power of ten */
        n /= 10;
        if (++e >= digits)
            return false;
    } else if (n > top || n < top / 10) {
        return false; /* e guessed wrong at a power of ten: printf's */
    }
    char d[16];
    for (int i = digits - 1; i >= 0; i--, n /= 10)
        d[i] = (char)('0' + n % 10);
    int last = digits - 1; /* trailing zeros of the fraction go */
    while (last > e && last > 0 && d[last] == '0')
        last--;
    int o = 0;
    if (e < 0) {
        out[o++] = '0';
        out[o++] = '.';
        for (int i = -1; i > e; i--)
            out[o++] = '0';
        for (int i = 0; i <= last; i++)
            out[o++] = d[i];
    } else {
        for (int i = 0; i <= e; i++)
            out[o++] = d[i];
        if (last > e) {
            out[o++] = '.';
            for (int i = e + 1; i <= last; i++)
                out[o++] = d[i];
        }
    }
    out[o] = '\0';
    *len = o;
    return true;
}

void jt_real_digits(Text *t, double x, int digits)
{
    /* jansson's dtostr: "%.*g" with the locale's decimal point read as '.', ".0"
     * added when it has neither '.' nor 'e', the exponent's '+' and leading zeros
     * dropped. Without a json_t made and dumped for each record's "ms". */
    if (!isfinite(x)) {
        t->failed = true;
        return;
    }
    char num[40];
    int len;
    if (real_plain(x, digits, num, &len)) {
        if (!strchr(num, '.')) {
            num[len++] = '.';
            num[len++] = '0';
        }
        jt_put(t, num, (size_t)len);
        return;
    }
    len = snprintf(num, sizeof num, "%.*g", digits, x);
    if (len < 0 || (size_t)len >= sizeof num - 3) {
        t->failed = true;
        return;
    }
    const char *point = localeconv()->decimal_point;
    char *p;
    if (*point != '.' && (p = strchr(num, *point)))
        *p = '.';
    if (!strchr(num, '.') && !strchr(num, 'e')) {
        num[len++] = '.';
        num[len++] = '0';
        num[len] = '\0';
    }
    char *e = strchr(num, 'e');
    if (e) {
        char *start = e + 1, *end = e + 2;
        if (*start == '-')
            start++;
        while (*end == '0')
            end++;
        if (end != start) {
            memmove(start, end, (size_t)(len - (end - num)) + 1);
            len -= (int)(end - start);
        }
    }
    jt_put(t, num, (size_t)len);
}

void jt_value(Text *t, const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: {
        jt_char(t, '{');
        const char *key;
        size_t klen;
        json_t *item;
        bool first = true;
        json_object_keylen_foreach((json_t *)v, key, klen, item) {
            if (!first)
                jt_char(t, ',');
            first = false;
            jt_string(t, key, klen);
            jt_char(t, ':');
            jt_value(t, item);
        }
        jt_char(t, '}');
        break;
    }
    case JSON_ARRAY:
        jt_char(t, '[');
        for (size_t i = 0; i < json_array_size(v); i++) {
            if (i)
                jt_char(t, ',');
            jt_value(t, json_array_get(v, i));
        }
        jt_char(t, ']');
        break;
    case JSON_STRING:
        jt_string(t, json_string_value(v), json_string_length(v));
        break;
    case JSON_INTEGER:
        jt_integer(t, json_integer_value(v));
        break;
    case JSON_REAL: {
        /* jansson's own formatting (and locale handling) for the rare real */
        char *num = json_dumps(v, JSON_ENCODE_ANY | JSON_REAL_PRECISION(6));
        if (!num) {
            t->failed = true;
            break;
        }
        jt_put(t, num, strlen(num));
        json_free_t release; /* jansson's own allocator */
        json_get_alloc_funcs(NULL, &release);
        release(num);
        break;
    }
    case JSON_TRUE:
        jt_put(t, "true", 4);
        break;
    case JSON_FALSE:
        jt_put(t, "false", 5);
        break;
    case JSON_NULL:
        jt_put(t, "null", 4);
        break;
    }
}

char *jt_finish(Text *t)
{
    if (t->failed || !jt_room(t, 0)) {
        free(t->s);
        *t = (Text){ 0 };
        return NULL;
    }
    t->s[t->n] = '\0';
    return t->s;
}

char *json_text_compact(const json_t *v)
{
    if (!v)
        return NULL;
    Text t = { 0 };
    jt_value(&t, v);
    return jt_finish(&t);
}
