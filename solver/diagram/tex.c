/* tex.c - a diagram written for diagram.sty. */
#include "solver/diagram/tex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Writes s as LaTeX text: its special characters escaped, bytes that are not
 * UTF-8 as '?', control characters dropped. */
static void tex_text(FILE *out, const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        size_t n = diagram_utf8_len(p);
        if (n == 0) {
            fputc('?', out);
            p++;
            continue;
        }
        switch (*p) {
        case '\\': fputs("\\textbackslash{}", out); break;
        case '^': fputs("\\textasciicircum{}", out); break;
        case '~': fputs("\\textasciitilde{}", out); break;
        case '-': fputs("-{}", out); break; /* no dash ligature: "a1<-->h1" */
        case '{': case '}': case '$': case '&': case '#': case '_': case '%':
            fprintf(out, "\\%c", *p);
            break;
        default:
            /* the arrows and degree of a twin's line ("b) Bb6→d5", "rotate 90°"),
             * which inputenc's utf8 does not know */
            if (n == 3 && memcmp(p, "\u2192", 3) == 0)
                fputs("$\\rightarrow$", out);
            else if (n == 3 && memcmp(p, "\u2194", 3) == 0)
                fputs("$\\leftrightarrow$", out);
            else if (n == 2 && memcmp(p, "\u00b0", 2) == 0)
                fputs("$^\\circ$", out);
            else if (*p >= 0x20)
                fwrite(p, 1, n, out);
        }
        p += n;
    }
}

/* "wKe1, wDd1, sKe8, ...": the men, white first, in German letters. */
static void pieces(FILE *out, const Position *pos)
{
    static const char letters[] = " BSLTDK"; /* PAWN .. KING */
    const char *sep = "";
    for (int c = WHITE; c <= BLACK; c++)
        for (int t = KING; t >= PAWN; t--)
            for (int rank = 7; rank >= 0; rank--)
                for (int file = 0; file < 8; file++) {
                    uint8_t pc = pos->board[SQ(file, rank)];
                    if (pc == EMPTY || PCOLOUR(pc) != c || PTYPE(pc) != t)
                        continue;
                    fprintf(out, "%s%c%c%c%d", sep, c == WHITE ? 'w' : 's', letters[t], 'a' + file, rank + 1);
                    sep = ", ";
                }
}

char *diagram_tex(const Diagram *d)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out)
        return NULL;
    fputs("% A chess problem diagram by chiave; typeset with latex (and dvips):\n"
          "% the package chess-problem-diagrams draws with pstricks.\n"
          "\\documentclass{article}\n"
          "\\usepackage[T1]{fontenc}\n"
          "\\usepackage[utf8]{inputenc}\n"
          "\\usepackage{diagram}\n"
          "\\normalnames\n"
          "\\pagestyle{empty}\n"

          "\\begin{document}\n"
          "\\begin{diagram}\n"
          "\\specialdiagnum{}\n", out); /* no number: one diagram a document */
    const char *words[] = { d->authors, d->source, d->title };
    static const char *const commands[] = { "author", "source", "remark" };
    for (int i = 0; i < 3; i++)
        if (words[i]) {
            fprintf(out, "\\%s{", commands[i]);
            tex_text(out, words[i]);
            fputs("}\n", out);
        }
    fprintf(out, "\\pieces[%d+%d]{", d->white, d->black);
    pieces(out, &d->pos);
    fputs("}\n\\stip{", out);
    tex_text(out, d->stipulation);
    fputs("}\n", out);
    /* C+ when chiave finds it sound; nothing (rather than the package's C-) else. */
    fputs(d->sound ? "\\Co+\n" : "\\setboolean{showcomputer}{false}\n", out);
    if (d->ntwins > 0) {
        fputs("\\twins{", out);
        for (int i = 0; i < d->ntwins; i++) {
            fputs(i ? d->twin_sep : "", out); /* French "\u00a0; ": inputenc's utf8 knows it */
            tex_text(out, d->twins[i]);
        }
        fputs("}\n", out);
    }
    fputs("\\end{diagram}\n\\end{document}\n", out);
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}
