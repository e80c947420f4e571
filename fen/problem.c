/* problem.c - what a problem owns: freeing it, handing it over. */
#include <stdlib.h>
#include "fen/problem.h"

/* The fields a problem owns. */
#define OWNED(p) { &(p)->id, &(p)->ops, &(p)->title, &(p)->authors, &(p)->source, \
                   &(p)->twin, &(p)->twin_of, &(p)->twinning, &(p)->twin_zero }

void problem_free(Problem *p)
{
    char **owned[] = OWNED(p);
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++) {
        free(*owned[i]);
        *owned[i] = NULL;
    }
}

void problem_take(Problem *dst, Problem *src)
{
    *dst = *src;
    char **owned[] = OWNED(src);
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++)
        *owned[i] = NULL;
}

void problem_solve_options(const Problem *pb, const SolveOptions *base, SolveOptions *out)
{
    *out = *base;
    if (pb->asks.refutations > out->max_refutations)
        out->max_refutations = pb->asks.refutations;
    if (pb->asks.max_time > 0 && (out->max_time <= 0 || pb->asks.max_time < out->max_time))
        out->max_time = pb->asks.max_time;
}
