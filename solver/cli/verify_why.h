/* verify_why.h - why verify's expected play fails: the lines under its
 * changes (verify_why.c). */
#ifndef CHIAVE_CLI_VERIFY_WHY_H
#define CHIAVE_CLI_VERIFY_WHY_H

#include <stdbool.h>
#include <stdio.h>
#include "fen/problem.h"
#include "solver/compare/diff.h"
#include "solver/compare/record_read.h"
#include "solver/solution.h"

/* The expected keys of want that are no keys in got, each with why: "1.Kc4?
 * but 1...Ka2!" (or that it mates at once or stalemates), but for one that a
 * line of d already shows as a new try with its refutations (--strict). */
void verify_why_not_keys(FILE *out, const Problem *pb, const RecordPlay *want, const RecordPlay *got,
                         const DiffList *d, Lang lang);

/* The lines pb's stated solution gives that the play does not confirm, on
 * standard output as solve writes them ("Stated lines that do not hold: ...",
 * wrapped), then the variations of s it leaves out ("Variations not stated:
 * ..."); the count of the first, and in *nlines how many lines it states. */
int verify_stated_lines(const Problem *pb, const Solution *s, bool all_defences, Lang lang, int *nlines);

#endif
