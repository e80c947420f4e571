/* twins.h - a problem with its twins: the solution of each twin kept while the
 * next ones are solved, and the themes that live between the solutions of two
 * or more twins (SPEC "Across twins"). How chiave reads twins as phases:
 * themes/README.md ("Across twins").
 *
 * A twin's record (or text report) is made as soon as the twin is solved, so an
 * entry across twins goes on the record of the last twin it spans: when twin k
 * is added, analysis_twins finds the entries whose last twin is k. Each entry
 * is worked out once for the problem. */
#ifndef CHIAVE_TWINS_H
#define CHIAVE_TWINS_H

#include "solver/solution.h"
#include "themes/analysis.h"

typedef struct {
    char label[8]; /* "a", "b", ... */
    Solution s;
} Twin;

/* The twins held: a theme across twins spans at most the last TWINS_HELD of a
 * problem's twins (a..z), so a file of thousands of twins keeps memory and the
 * search across them bounded. */
#define TWINS_HELD 26

typedef struct Twins {
    Twin *v;  /* the twins of one problem solved so far, in order (the last TWINS_HELD) */
    int n, cap;
} Twins;

/* Frees every solution held: the next twin added starts a new problem
 * ({ 0 } is an empty Twins). */
void twins_clear(Twins *T);
/* Takes over *s (left empty) as the solution of twin label, after those held;
 * returns it as held. Out of memory aborts, as the analysis does. */
const Solution *twins_add(Twins *T, const char *label, Solution *s);

/* The themes across twins whose last twin is the last of T, added to A: each
 * with "twins" (the twins it spans, in order) and the key of the last. Nothing
 * when the last twin has no single key or was not fully analysed. */
void analysis_twins(Analysis *A, const Twins *T);

/* The same for s, twin label (or a version of it: economy's man taken off,
 * repair's edit), read after the twins held in T, which s is not one of:
 * economy and repair weigh a twin's themes across the twins before it, and
 * those of each of its versions, without adding it to T. */
void analysis_twins_after(Analysis *A, const Twins *T, const char *label, const Solution *s);

#endif
