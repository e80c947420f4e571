/* fuzz_problems.h - the real problems a harness judges its inputs against
 * (fuzz_stated.c, fuzz_verify.c): read and solved once, before the first
 * input, as `chiave solve` would with its default options. */
#ifndef CHIAVE_FUZZ_PROBLEMS_H
#define CHIAVE_FUZZ_PROBLEMS_H

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "tests/fuzz/fuzz_common.h"

/* Reads the N EPD lines fens into problems and solves each into solutions. */
static inline void fuzz_solve_fens(const char *const *fens, int n, Problem *problems, Solution *solutions)
{
    SolveOptions o;
    solve_options_default(&o);
    for (int i = 0; i < n; i++) {
        char err[FEN_MSG];
        FUZZ_ASSERT(fen_parse_line(fens[i], &problems[i], err, sizeof err) == 0);
        solve(&problems[i].pos, &o, &solutions[i]);
    }
}

#endif
