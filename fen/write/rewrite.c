/* rewrite.c - replacing the positions of problems in a collection's text. */
#include "fen/write/rewrite.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fen/fen_text.h"

/* The span [*b, *e) of the FEN fields of s[0..n), at most four, split as
 * fen_parse_n splits them: fields end at white space, at ';' (EPD operations
 * follow) or at '"' (the end of a PGN tag). Their number, 0 when none. */
static int fen_fields(const char *s, size_t n, size_t *b, size_t *e)
{
    size_t i = 0;
    int f = 0;
    for (; f < 4; f++) {
        while (i < n && fen_is_space(s[i]))
            i++;
        if (f == 0)
            *b = i;
        if (i == n || s[i] == '"' || s[i] == ';')
            break;
        while (i < n && !fen_is_space(s[i]) && s[i] != '"' && s[i] != ';')
            i++;
        *e = i;
    }
    return f;
}

/* The value of the first [FEN "..."] tag of a PGN line s[0..n) (tag pairs read
 * as pgn.c reads them, the name in any case): its start in *at. */
static bool pgn_fen_value(const char *s, size_t n, size_t *at)
{
    size_t i = 0;
    for (;;) {
        while (i < n && fen_is_space(s[i]))
            i++;
        if (i == n || s[i] != '[')
            return false;
        i++;
        while (i < n && fen_is_space(s[i]))
            i++;
        size_t name = i;
        while (i < n && !fen_is_space(s[i]) && s[i] != '"' && s[i] != ']')
            i++;
        bool is_fen = i - name == 3 && strncasecmp(s + name, "FEN", 3) == 0;
        while (i < n && fen_is_space(s[i]))
            i++;
        if (i == n || s[i] != '"')
            return false;
        if (is_fen) {
            *at = i + 1;
            return true;
        }
        for (i++; i < n && s[i] != '"'; i++)
            if (s[i] == '\\' && i + 1 < n && (s[i + 1] == '"' || s[i + 1] == '\\'))
                i++;
        i++;
        while (i < n && fen_is_space(s[i]))
            i++;
        if (i >= n || s[i] != ']')
            return false;
        i++;
    }
}

/* Where the FEN to replace starts on a line of n bytes: the line itself
 * (FEN/EPD), or the value of its [FEN] tag; after a byte order mark on line 1. */
static bool fen_start(const char *s, size_t n, InputFormat fmt, long line, size_t *at)
{
    size_t bom = line == 1 ? fen_bom_len(s, n) : 0;
    if (fmt == INPUT_FEN) {
        *at = bom;
        return true;
    }
    if (!pgn_fen_value(s + bom, n - bom, at))
        return false;
    *at += bom;
    return true;
}

static int cmp_edit(const void *a, const void *b)
{
    long x = ((const FenEdit *)a)->line, y = ((const FenEdit *)b)->line;
    return (x > y) - (x < y);
}

char *fen_rewrite(const char *text, size_t len, InputFormat fmt, const FenEdit *edits, int n,
                  size_t *outlen, char *err, size_t errlen)
{
    if (fmt != INPUT_FEN && fmt != INPUT_PGN) {
        fen_errf(err, errlen, "positions are written back only into FEN/EPD and PGN files");
        return NULL;
    }
    FenEdit *sorted = malloc(sizeof *sorted * (size_t)(n > 0 ? n : 1));
    char *out = NULL;
    size_t olen = 0;
    FILE *f = sorted ? open_memstream(&out, &olen) : NULL;
    if (!f) {
        free(sorted);
        fen_errf(err, errlen, "out of memory");
        return NULL;
    }
    if (n > 0)
        memcpy(sorted, edits, sizeof *sorted * (size_t)n);
    qsort(sorted, (size_t)n, sizeof *sorted, cmp_edit);
    bool ok = true;
    int next = 0;
    long line = 1;
    for (size_t pos = 0; pos < len && ok; line++) {
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t n_line = nl ? (size_t)(nl - s) + 1 : len - pos;
        pos += n_line;
        if (next >= n || sorted[next].line != line) {
            fwrite(s, 1, n_line, f);
            continue;
        }
        if (next + 1 < n && sorted[next + 1].line == line) {
            fen_errf(err, errlen, "line %ld: edited twice", line);
            ok = false;
            break;
        }
        size_t at, b, e, nb, ne;
        const char *nf = sorted[next].fen;
        if (fen_fields(nf, strlen(nf), &nb, &ne) < 4) {
            fen_errf(err, errlen, "line %ld: the new position has fewer than four FEN fields", line);
            ok = false;
        } else if (!fen_start(s, n_line, fmt, line, &at) || fen_fields(s + at, n_line - at, &b, &e) == 0) {
            fen_errf(err, errlen, "line %ld: no FEN%s to replace", line, fmt == INPUT_PGN ? " tag" : "");
            ok = false;
        } else {
            fwrite(s, 1, at + b, f);
            fwrite(nf + nb, 1, ne - nb, f);
            fwrite(s + at + e, 1, n_line - at - e, f);
        }
        next++;
    }
    if (ok && next < n) {
        fen_errf(err, errlen, "line %ld: beyond the end of the file", sorted[next].line);
        ok = false;
    }
    free(sorted);
    if (fclose(f) != 0 && ok) {
        fen_errf(err, errlen, "out of memory");
        ok = false;
    }
    if (!ok) {
        free(out);
        return NULL;
    }
    *outlen = olen;
    return out;
}
