/* problem.c - what a problem owns: freeing it, handing it over. */
#include <stdlib.h>
#include "fen/problem.h"

/* The fields a problem owns. */
#define OWNED(p) { &(p)->id, &(p)->ops, &(p)->title, &(p)->authors, &(p)->source, \
                   &(p)->twin, &(p)->twin_of, &(p)->twinning }

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
