/* text.h - the composer's text report of a solved #2: diagram,
 * stipulation, keys with threats and variations, tries, set play, verdict. */
#ifndef CHIAVE_REPORT_TEXT_H
#define CHIAVE_REPORT_TEXT_H

#include <stdio.h>
#include "fen/fen.h"
#include "solver/san.h"
#include "solver/solution.h"

/* Writes the report of s (solved from pb with options so) to out. */
void report_text(FILE *out, const Problem *pb, const Solution *s,
                 const SolveOptions *so, Lang lang);
/* The same report as a malloc'd string (NULL if out of memory). */
char *report_text_string(const Problem *pb, const Solution *s,
                         const SolveOptions *so, Lang lang);

#endif
