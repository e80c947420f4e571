/* svg.c - a diagram written as SVG. */
#include "solver/diagram/svg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "solver/diagram/pieces.h"

#define LINE 16        /* a caption line's height */
#define FONT 13        /* the caption's font size */
#define WRAP 44        /* characters a caption line holds, about */
#define GAP 10         /* between the caption and the board */

static void text_n(FILE *out, const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + len;
    while (p < end) {
        size_t n = diagram_utf8_len(p);
        if (n == 0 || p + n > end) {
            fputs("\xef\xbf\xbd", out);
            p++;
            continue;
        }
        switch (*p) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default:
            if (*p >= 0x20 || *p == '\t')
                fwrite(p, 1, n, out);
        }
        p += n;
    }
}

void svg_text(FILE *out, const char *s)
{
    text_n(out, s, strlen(s));
}

/* The characters of s[0..n) (UTF-8 sequences count once). */
static size_t chars(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        c += ((unsigned char)s[i] & 0xc0) != 0x80;
    return c;
}

/* A caption text cut into lines of about WRAP characters at spaces (newlines
 * in it end lines too): calls line(out, ...) for each piece. Returns the
 * number of lines; with out NULL only counts. */
static int wrapped(FILE *out, const char *s, int x, int y, const char *style)
{
    int lines = 0;
    while (*s) {
        size_t n = strcspn(s, "\n");
        if (chars(s, n) > WRAP) { /* the last space that keeps the line within WRAP */
            size_t cut = 0, seen = 0;
            for (size_t i = 0; i < n && seen <= WRAP; i++) {
                if (s[i] == ' ')
                    cut = i;
                seen += ((unsigned char)s[i] & 0xc0) != 0x80;
            }
            if (cut > 0)
                n = cut;
        }
        if (out) {
            fprintf(out, "<text x=\"%d\" y=\"%d\"%s>", x, y + lines * LINE, style);
            text_n(out, s, n);
            fputs("</text>\n", out);
        }
        lines++;
        s += n;
        s += strspn(s, " \n");
    }
    return lines;
}

/* The words above the board: the id (as a magazine numbers its diagrams),
 * authors, title, source. */
static int heading(FILE *out, const Diagram *d, int y)
{
    const char *words[] = { d->id, d->authors, d->title, d->source };
    static const char *const styles[] = { "", " font-weight=\"bold\"", " font-style=\"italic\"", "" };
    int lines = 0;
    for (int i = 0; i < 4; i++)
        if (words[i])
            lines += wrapped(out, words[i], SVG_WIDTH / 2, y + lines * LINE, styles[i]);
    return lines;
}

static void board(FILE *out, int top)
{
    /* Hatching of the dark squares: lines rising to the right, as in print. */
    fputs("<defs><pattern id=\"hatch\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\">"
          "<path d=\"M-1,1 L1,-1 M0,4 L4,0 M3,5 L5,3\" stroke=\"#000\" stroke-width=\"0.7\"/>"
          "</pattern></defs>\n", out);
    fprintf(out, "<g class=\"board\">\n");
    for (int rank = 0; rank < 8; rank++)
        for (int file = 0; file < 8; file++)
            if ((rank + file) % 2 == 0) /* a1 is dark */
                fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"url(#hatch)\"/>\n",
                        SVG_MARGIN + file * SVG_SQUARE, top + (7 - rank) * SVG_SQUARE, SVG_SQUARE, SVG_SQUARE);
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#000\" "
                 "stroke-width=\"1.5\"/>\n</g>\n",
            SVG_MARGIN, top, 8 * SVG_SQUARE, 8 * SVG_SQUARE);
}

static void men(FILE *out, const Position *pos, int top)
{
    static const char kinds[] = " PNBRQK";
    for (int rank = 0; rank < 8; rank++)
        for (int file = 0; file < 8; file++) {
            uint8_t pc = pos->board[SQ(file, rank)];
            size_t len;
            const char *markup = pc == EMPTY ? NULL : diagram_piece(PCOLOUR(pc), PTYPE(pc), &len);
            if (!markup)
                continue;
            fprintf(out, "<g class=\"%c%c\" data-square=\"%c%d\" transform=\"translate(%d,%d)\">",
                    PCOLOUR(pc) == WHITE ? 'w' : 'b', kinds[PTYPE(pc)], 'a' + file, rank + 1,
                    SVG_MARGIN + file * SVG_SQUARE, top + (7 - rank) * SVG_SQUARE);
            fwrite(markup, 1, len, out);
            fputs("</g>\n", out);
        }
}

/* The twins in one text, "b) move e2 e1; c) rotate 90", as magazines run
 * them on, parted as the language parts a list; NULL when out of memory. */
static char *twins_text(const Diagram *d)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    for (int i = 0; i < d->ntwins; i++)
        fprintf(f, "%s%s", i ? d->twin_sep : "", d->twins[i]);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* Under the board: the stipulation on the left, C+ and the count on the right;
 * then the twins (twins: their text). Returns the lines written. */
static int footing(FILE *out, const Diagram *d, const char *twins, int y)
{
    if (!out)
        return 1 + (twins ? wrapped(NULL, twins, 0, 0, "") : 0);
    fprintf(out, "<text x=\"%d\" y=\"%d\">", SVG_MARGIN, y);
    svg_text(out, d->stipulation);
    fprintf(out, "</text>\n<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s(%d+%d)</text>\n",
            SVG_MARGIN + 8 * SVG_SQUARE, y, d->sound ? "C+ " : "", d->white, d->black);
    return 1 + (twins ? wrapped(out, twins, SVG_MARGIN, y + LINE, "") : 0);
}

char *diagram_svg(const Diagram *d, size_t *len)
{
    char *twins = d->ntwins ? twins_text(d) : NULL;
    if (d->ntwins && !twins)
        return NULL;
    int above = heading(NULL, d, 0);
    int top = GAP + above * LINE + (above ? GAP : 0);
    int below = footing(NULL, d, twins, 0);
    int height = top + 8 * SVG_SQUARE + GAP + below * LINE + GAP / 2;
    char *text = NULL;
    *len = 0;
    FILE *out = open_memstream(&text, len);
    if (!out) {
        free(twins);
        return NULL;
    }
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
                 "viewBox=\"0 0 %d %d\">\n",
            SVG_WIDTH, height, SVG_WIDTH, height);
    fprintf(out, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", SVG_WIDTH, height);
    fprintf(out, "<g font-family=\"serif\" font-size=\"%d\" fill=\"#000\">\n", FONT);
    fprintf(out, "<g class=\"heading\" text-anchor=\"middle\">\n");
    heading(out, d, GAP + FONT - 2);
    fputs("</g>\n", out);
    fprintf(out, "<g class=\"caption\">\n");
    footing(out, d, twins, top + 8 * SVG_SQUARE + GAP + FONT - 4);
    free(twins);
    fputs("</g>\n</g>\n", out);
    board(out, top);
    men(out, &d->pos, top);
    fputs("</svg>\n", out);
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}
