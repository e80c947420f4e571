/* problem.c - releasing what a reader allocated for a problem. */
#include <stdlib.h>
#include "fen/problem.h"

void problem_free(Problem *p)
{
    free(p->id);
    free(p->ops);
    p->id = NULL;
    p->ops = NULL;
}
