/* record.h - one problem in, its JSON record line out: the unit of
 * work of `batch` (thread-safe: no shared mutable state). */
#ifndef CHIAVE_PROBLEM_RECORD_H
#define CHIAVE_PROBLEM_RECORD_H

#include "fen/epd/fen.h"
#include "solver/san.h"
#include "solver/solution.h"

/* Solves pb and returns its record as a malloc'd line without newline (NULL if
 * out of memory); *status (if not NULL) receives the verdict. */
char *solve_problem_record(const Problem *pb, const SolveOptions *so, Lang lang,
                           Status *status);
/* The same, with *stated (if not NULL) set as stated_verdict says: 1 the
 * stated solution agrees, 0 it does not, -1 none stated. */
char *solve_problem_record_stated(const Problem *pb, const SolveOptions *so, Lang lang,
                                  Status *status, int *stated);

#endif
