/* diagram.h - what a diagram shows, as a magazine prints a problem: the
 * board and the caption (authors, source, stipulation, the count of men, C+,
 * the twins). svg.c and tex.c write it; render.c turns the SVG into PNG/PDF. */
#ifndef CHIAVE_DIAGRAM_H
#define CHIAVE_DIAGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include "fen/problem.h"
#include "solver/san.h"

typedef struct {
    Position pos;      /* the position drawn: the first twin's, or the zero position */
    /* The problem's own words, copied (NULL when the format has none). */
    char *id, *title, *authors, *source;
    char stipulation[64]; /* "#2", with "Black to move" in the language for such a problem */
    int white, black;  /* the men of each side on the board */
    bool sound;        /* chiave found every position sound (C+) */
    char **twins;      /* the twins' lines in the language, "b) move b8 c8" */
    int ntwins;
    char twin_sep[8];  /* between two twins' lines: "; ", French "\u00a0; " */
} Diagram;

/* The diagram of a problem: its positions pos[0..n) (the first, then its
 * twins, as the readers hand them over), each solved (keys only) for C+;
 * words in lang. False when out of memory. */
bool diagram_build(Diagram *d, const Problem *pos, int n, Lang lang);

void diagram_free(Diagram *d);

/* The length of the UTF-8 sequence that starts at s (NUL-terminated), 0 when
 * it is none: the caption's words come from files in any encoding. */
size_t diagram_utf8_len(const unsigned char *s);

#endif
