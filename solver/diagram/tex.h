/* tex.h - a diagram as a LaTeX document for the package chess-problem-diagrams
 * (diagram.sty; Debian texlive-games with texlive-pstricks), which names the
 * men in German: w/s for the colours, K D T L S B for the pieces. */
#ifndef CHIAVE_DIAGRAM_TEX_H
#define CHIAVE_DIAGRAM_TEX_H

#include "solver/diagram/diagram.h"

/* The document of d (latex, then dvips, typesets it), malloc'd; NULL when out
 * of memory. */
char *diagram_tex(const Diagram *d);

#endif
