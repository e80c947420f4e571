/* theme_util.c - small helpers shared by the theme detectors. */
#include "themes/theme_util.h"

const Variation *find_variation(const Variation *vars, int n, Move d)
{
    for (int i = 0; i < n; i++)
        if (MOVE_KEY(vars[i].defence) == MOVE_KEY(d))
            return &vars[i];
    return NULL;
}
