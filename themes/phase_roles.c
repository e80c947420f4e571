/* phase_roles.c - an entry's phases by role, each once (phase_roles.h). */
#include <stdlib.h>
#include "themes/phase_roles.h"

bool phase_roles_new(PhaseRoles *r, int nroles, const Phases *P)
{
    *r = (PhaseRoles){ .nroles = nroles };
    bool ok = true;
    for (int k = 0; k < nroles; k++)
        ok &= (r->at[k] = malloc((size_t)P->n * sizeof(int) + 1)) != NULL; /* + 1: no malloc(0) */
    if (!ok)
        phase_roles_free(r);
    return ok;
}

void phase_roles_free(PhaseRoles *r)
{
    for (int k = 0; k < ROLES_MAX; k++)
        free(r->at[k]);
    *r = (PhaseRoles){ 0 };
}

void phase_roles_add(PhaseRoles *r, int role, int i)
{
    for (int k = 0; k < r->nroles; k++)
        for (int j = 0; j < r->n[k]; j++)
            if (r->at[k][j] == i)
                return;
    r->at[role][r->n[role]++] = i;
}

int phase_roles_count(const PhaseRoles *r)
{
    int n = 0;
    for (int k = 0; k < r->nroles; k++)
        n += r->n[k];
    return n;
}

int phase_roles_phase(const PhaseRoles *r, int j, int *role)
{
    for (int k = 0; k < r->nroles; k++) {
        if (j < r->n[k]) {
            if (role)
                *role = k;
            return r->at[k][j];
        }
        j -= r->n[k];
    }
    return -1;
}

ThemeEntry *phase_roles_entry(Analysis *A, ThemeId id, const Phases *P, const PhaseRoles *r)
{
    int n = phase_roles_count(r), *idx = malloc((size_t)n * sizeof(int) + 1);
    if (!idx)
        return NULL;
    for (int j = 0; j < n; j++)
        idx[j] = phase_roles_phase(r, j, NULL);
    ThemeEntry *e = phase_entry(A, id, P, idx, n);
    free(idx);
    return e;
}
