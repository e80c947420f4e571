/* publish.h - a solution as a magazine prints it (solve --publish): the set
 * play, the tries with their refutations, the key with its threat, the
 * variations; no diagram and no Analysis, in the reader's language. */
#ifndef CHIAVE_PUBLISH_H
#define CHIAVE_PUBLISH_H

#include <stdio.h>
#include "solver/report/text.h"

/* Writes the solution s of pb (solved with so): the heading (the problem's
 * words as the text report writes them, or its twin line alone for a later
 * twin), then a paragraph a phase:
 *   Set play: 1...Ka2 2.Qb2#; 1...Ka4 2.Qb4#
 *   1.Kc2? (2.Qb3#) 1...Ka2 2.Qa7#/Qa8#/Qb2#; but 1...Ka4!
 *   1.Kc3! (2.Qa7#/Qa8#/Qb3#) 1...Ka2 2.Qb2#; 1...Ka4 2.Qb4#
 * and, when the problem is not sound, its verdict. Words and letters in
 * ts->lang; with ts->figurine the men as figurines. */
void report_publish(FILE *out, const Problem *pb, const Solution *s, const SolveOptions *so,
                    const TextStyle *ts);

#endif
