/* fen_epd.c - what follows FEN field 4: the optional halfmove clock and move
 * number (fields 5-6) and EPD operations ("op value ...;"). Only id is
 * interpreted; the other operations are kept verbatim. */
#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen_epd.h"
#include "fen/fen_text.h"
#include "fen/strbuf.h"

#define MAX_COUNTER 1000000 /* larger move counters are nonsense, and would overflow */

static const char *skip_space(const char *p, const char *end)
{
    while (p < end && fen_is_space(*p))
        p++;
    return p;
}

static const char *token_end(const char *p, const char *end)
{
    while (p < end && !fen_is_space(*p) && *p != ';')
        p++;
    return p;
}

/* A field 5 or 6 token: digits only (no sign). */
static int parse_counter(const char *s, size_t n, int field, int *value, char *err, size_t errlen)
{
    long v = 0;
    size_t i = 0;
    while (i < n && isdigit((unsigned char)s[i]) && v <= MAX_COUNTER)
        v = v * 10 + (s[i++] - '0');
    if (i == n && v <= MAX_COUNTER) {
        *value = (int)v;
        return 0;
    }
    char echo[FEN_ECHO];
    fen_errf(err, errlen, "field %d: bad %s '%s'", field,
             field == 5 ? "halfmove clock" : "move number", fen_echo(echo, s, n));
    return -1;
}

/* The opcodes of the EPD standard (Edwards, 1995), c0-c9 and v0-v9 aside. */
static bool standard_opcode(const char *s, size_t n)
{
    static const char *const names[] = {
        "acd", "acn", "acs", "am", "bm", "ce", "dm", "draw_accept", "draw_claim",
        "draw_offer", "draw_reject", "eco", "fmvn", "hmvc", "id", "nic", "noop", "pm",
        "pv", "rc", "resign", "sm", "tcgs", "tcri", "tcsi",
    };
    if (n == 2 && (s[0] == 'c' || s[0] == 'v') && isdigit((unsigned char)s[1]))
        return true;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0)
            return true;
    return false;
}

/* Whether the token s[0..n) after field 4 (or 5) starts EPD operations
 * rather than being field 5 or 6: it starts with a letter, and an operation
 * ends with ';' somewhere after it, or it is a standard opcode (whose ';' a
 * last operation may omit). Otherwise it is a move counter, and junk there
 * ("w - - abc def", "w - - 0 x") is said to be in field 5 or 6. */
static bool starts_operations(const char *s, size_t n, const char *end)
{
    if (!isalpha((unsigned char)s[0]))
        return false;
    return memchr(s, ';', (size_t)(end - s)) != NULL || standard_opcode(s, n);
}

static char *dup_span(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

/* One operation starting at *pp (an opcode): the id into out->id, any other
 * appended to ops (space-separated). Advances *pp past its ';'. */
static int parse_op(const char **pp, const char *end, Problem *out, StrBuf *ops, char *err, size_t errlen)
{
    const char *start = *pp, *p = start;
    char echo[FEN_ECHO];
    if (!isalpha((unsigned char)*p)) {
        fen_errf(err, errlen, "operations: bad opcode '%s'",
                 fen_echo(echo, p, (size_t)(token_end(p, end) - p)));
        return -1;
    }
    while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
        p++;
    size_t oplen = (size_t)(p - start);
    if (p < end && !fen_is_space(*p) && *p != ';') {
        fen_errf(err, errlen, "operations: bad opcode '%s'",
                 fen_echo(echo, start, (size_t)(token_end(p, end) - start)));
        return -1;
    }
    fen_echo(echo, start, oplen);

    /* Operands: quoted strings (which may hold ';') or bare tokens. */
    int noperands = 0;
    const char *val = NULL;
    size_t vallen = 0;
    for (;;) {
        p = skip_space(p, end);
        if (p == end || *p == ';')
            break;
        const char *v = p;
        size_t vn;
        if (*p == '"') {
            const char *q = memchr(p + 1, '"', (size_t)(end - p - 1));
            if (!q) {
                fen_errf(err, errlen, "operation %s: unterminated string", echo);
                return -1;
            }
            v = p + 1;
            vn = (size_t)(q - v);
            p = q + 1;
        } else {
            p = token_end(p, end);
            vn = (size_t)(p - v);
        }
        if (noperands++ == 0)
            val = v, vallen = vn;
    }
    const char *op_end = p < end ? p + 1 : p; /* the ';', when there is one */
    *pp = op_end;

    if (oplen == 2 && memcmp(start, "id", 2) == 0) {
        if (noperands != 1) {
            fen_errf(err, errlen, "operation id: needs one value, not %d", noperands);
            return -1;
        }
        if (out->id) {
            fen_errf(err, errlen, "operation id: given twice");
            return -1;
        }
        if (!(out->id = dup_span(val, vallen))) {
            fen_errf(err, errlen, "out of memory");
            return -1;
        }
        return 0;
    }
    while (op_end > start && fen_is_space(op_end[-1])) /* an unterminated last op */
        op_end--;
    if (strbuf_add_sep(ops, " ", start, (size_t)(op_end - start))) {
        fen_errf(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

/* The operations after the counters, gathered in ops (linear however many). */
static int parse_ops(const char *p, const char *end, Problem *out, StrBuf *ops, char *err, size_t errlen)
{
    for (;;) {
        while (p < end && (fen_is_space(*p) || *p == ';')) /* empty operations */
            p++;
        if (p == end)
            return 0;
        if (parse_op(&p, end, out, ops, err, errlen))
            return -1;
    }
}

int fen_parse_tail(const char *s, size_t n, Problem *out, char *err, size_t errlen)
{
    const char *p = skip_space(s, s + n), *end = s + n;
    out->pos.halfmove = 0;
    out->pos.fullmove = 1;

    /* A ';' right after field 4 makes the rest operations; otherwise numbers
     * are fields 5-6 (an opcode starts with a letter). */
    if (p < end && *p == ';') {
        p++;
    } else {
        for (int field = 5; field <= 6; field++) {
            p = skip_space(p, end);
            if (p == end || *p == ';')
                break;
            const char *t = token_end(p, end);
            if (starts_operations(p, (size_t)(t - p), end))
                break;
            int *value = field == 5 ? &out->pos.halfmove : &out->pos.fullmove;
            if (parse_counter(p, (size_t)(t - p), field, value, err, errlen))
                return -1;
            p = t;
        }
        p = skip_space(p, end);
        if (p < end && *p == ';') /* "w - - 0 1; id ..." */
            p++;
    }
    StrBuf ops = STRBUF_INIT;
    int rc = parse_ops(p, end, out, &ops, err, errlen);
    out->ops = strbuf_take(&ops); /* on an error too: the error record keeps them */
    return rc;
}
