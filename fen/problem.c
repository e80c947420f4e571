/* problem.c - what a problem owns: freeing it, handing it over. */
#include <stdlib.h>
#include <string.h>
#include "fen/problem.h"

/* The texts a problem owns (and its twin_base board). */
#define OWNED(p) { &(p)->id, &(p)->ops, &(p)->title, &(p)->authors, &(p)->source, \
                   &(p)->comment, &(p)->solution, &(p)->twin, &(p)->twin_of, &(p)->twinning, &(p)->twin_zero }

void problem_free(Problem *p)
{
    char **owned[] = OWNED(p);
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++) {
        free(*owned[i]);
        *owned[i] = NULL;
    }
    free(p->twin_base);
    p->twin_base = NULL;
}

void problem_take(Problem *dst, Problem *src)
{
    *dst = *src;
    char **owned[] = OWNED(src);
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++)
        *owned[i] = NULL;
    src->twin_base = NULL;
}

bool problem_twin_follows(const char *unit_of, const Problem *p)
{
    return p->follows && unit_of && p->twin_of && strcmp(unit_of, p->twin_of) == 0;
}

void problem_solve_options(const Problem *pb, const SolveOptions *base, SolveOptions *out)
{
    *out = *base;
    if (pb->asks.refutations > out->max_refutations)
        out->max_refutations = pb->asks.refutations;
    if (pb->asks.max_time > 0 && (out->max_time <= 0 || pb->asks.max_time < out->max_time))
        out->max_time = pb->asks.max_time;
}

bool problem_copy(Problem *dst, const Problem *src)
{
    *dst = *src;
    char **owned[] = OWNED(dst);
    char *from[sizeof owned / sizeof *owned];
    bool ok = true;
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++)
        from[i] = *owned[i], *owned[i] = NULL;
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++)
        if (from[i] && !(*owned[i] = strdup(from[i])))
            ok = false;
    if (src->twin_base && (dst->twin_base = malloc(sizeof src->pos.board)) != NULL)
        memcpy(dst->twin_base, src->twin_base, sizeof src->pos.board);
    else if (src->twin_base)
        ok = false;
    if (!ok)
        problem_free(dst);
    return ok;
}

bool problem_same(const Problem *first, long first_line, const Problem *p, long lineno)
{
    if (first->twin_of || p->twin_of)
        return problem_twin_follows(first->twin_of, p);
    size_t men = strcspn(first->fen, " ");
    return lineno == first_line && first->fen[0] && strncmp(first->fen, p->fen, men + 1) == 0 &&
           first->pos.side != p->pos.side;
}
