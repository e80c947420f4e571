/* record.h - one problem in, its JSON record line out: the unit of
 * work of `batch` (thread-safe: no shared mutable state). */
#ifndef CHIAVE_PROBLEM_RECORD_H
#define CHIAVE_PROBLEM_RECORD_H

#include "fen/epd/fen.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "themes/twins.h"

/* Solves pb and returns its record as a malloc'd line without newline (NULL if
 * out of memory); *status (if not NULL) receives the verdict. */
char *solve_problem_record(const Problem *pb, const SolveOptions *so, Lang lang,
                           Status *status);
/* The same, with *stated (if not NULL) set as stated_verdict says: 1 the
 * stated solution agrees, 0 it does not, -1 none stated. */
char *solve_problem_record_stated(const Problem *pb, const SolveOptions *so, Lang lang,
                                  Status *status, int *stated);

/* The record of twin pb, solved (its options own) and held as the last of T,
 * with the themes across T's twins that end at it. */
char *twin_record(const Problem *pb, const Twins *T, const SolveOptions *own, Lang lang);
/* solve_problem_record_stated for a problem with twins: pb is solved, its
 * solution added to T (the problem's earlier twins), its record made with
 * twin_record; a position that is no twin (pb->twin NULL) as before. */
char *solve_twin_record(const Problem *pb, const SolveOptions *so, Lang lang, Twins *T,
                        Status *status, int *stated);

#endif
