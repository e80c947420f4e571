/* svg.h - a diagram as a standalone SVG: the board as magazines print it (a1
 * bottom left, White at the bottom, hatched dark squares, a thin frame), each
 * man a group of paths marked with its colour, kind and square, the caption
 * in a generic font family. No external link. */
#ifndef CHIAVE_DIAGRAM_SVG_H
#define CHIAVE_DIAGRAM_SVG_H

#include <stddef.h>
#include <stdio.h>
#include "solver/diagram/diagram.h"

/* The geometry, in SVG units (a square is as wide as a man's box). */
#define SVG_SQUARE 40
#define SVG_MARGIN 16
#define SVG_WIDTH (8 * SVG_SQUARE + 2 * SVG_MARGIN)

/* The SVG document of d, malloc'd and NUL-terminated, its length in *len;
 * NULL when out of memory. Each man is
 *   <g class="wK" data-square="e1" transform="translate(X,Y)">paths</g>
 * (w or b, then K Q R B N P), its box the square's. */
char *diagram_svg(const Diagram *d, size_t *len);

/* Writes s to out as XML character data: & < > " escaped, bytes that are not
 * UTF-8 as U+FFFD, control characters dropped. */
void svg_text(FILE *out, const char *s);

#endif
