/* wrap.c - breaking the text report's long lines between words with a hanging
 * indent (a variation with a dozen duals, an Analysis line of many moves). */
#include <stdbool.h>
#include <string.h>
#include "solver/report/wrap.h"

/* Writes the line s[0..n) (no newline), broken as wrap_write says. Each piece
 * is scanned once, up to the first space past the width: linear in n. */
static void wrap_line(FILE *out, const char *s, size_t n, int width)
{
    size_t lead = 0;
    while (lead < n && s[lead] == ' ')
        lead++;
    int hang = (int)lead + 4;
    if (hang > width / 2)
        hang = width / 2;
    int indent = 0; /* the first piece carries its own spaces */
    for (;;) {
        /* The last space at which the piece still fits, best between two
         * variations ("; "), else before a move "1...", else between any two
         * words, at least half a line on; with none, the first space. */
        size_t best[3] = { 0, 0, 0 }, first = 0;
        int bestcol[3] = { 0, 0, 0 }, col = indent;
        bool fits = true;
        for (size_t i = 0; i < n; i++) {
            if (s[i] == ' ' && i >= lead) {
                if (col > width) {
                    first = i;
                    break;
                }
                int kind = i > 0 && s[i - 1] == ';' ? 0 : i + 1 < n && s[i + 1] == '1' ? 1 : 2;
                best[kind] = i, bestcol[kind] = col;
            }
            col += ((unsigned char)s[i] & 0xC0) != 0x80;
            if (col > width)
                fits = false;
        }
        if (fits)
            break;
        size_t cut = 0;
        for (int k = 0; k < 3 && cut == 0; k++)
            if (best[k] && bestcol[k] >= width / 2)
                cut = best[k];
        for (int k = 0; k < 3 && cut == 0; k++)
            cut = best[k] > cut ? best[k] : cut;
        if (cut == 0)
            cut = first;
        if (cut == 0)
            break; /* one word: it stays whole */
        fprintf(out, "%*s%.*s\n", indent, "", (int)cut, s);
        while (cut < n && s[cut] == ' ')
            cut++;
        s += cut;
        n -= cut;
        indent = hang;
        lead = 0;
    }
    fprintf(out, "%*s%.*s", indent, "", (int)n, s);
}

void wrap_write(FILE *out, const char *text, size_t len, int width)
{
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        wrap_line(out, p, n, width);
        if (nl)
            fputc('\n', out);
        p += n + (nl != NULL);
    }
}
