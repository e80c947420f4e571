/* phase_roles.h - the phases of an entry gathered by the role each plays in its
 * theme (Arnhem's two tries, a Bartolović's X, Y and Z), each phase once, and
 * the entry made of them role by role. */
#ifndef CHIAVE_PHASE_ROLES_H
#define CHIAVE_PHASE_ROLES_H

#include <stdbool.h>
#include "themes/phases.h"

enum { ROLES_MAX = 3 };

typedef struct {
    int *at[ROLES_MAX]; /* the phases of each role, in the order added */
    int n[ROLES_MAX];
    int nroles;
} PhaseRoles;

/* Room for every phase of P in each of nroles roles (at most ROLES_MAX); false
 * when out of memory (r is then empty, to free or not). */
bool phase_roles_new(PhaseRoles *r, int nroles, const Phases *P);
void phase_roles_free(PhaseRoles *r);
/* Adds phase i to role, unless it has a role already: a phase plays one part. */
void phase_roles_add(PhaseRoles *r, int role, int i);

/* A new entry of theme id over r's phases (phase_entry), role by role, so that
 * block j is phase phase_roles_phase(r, j, &role); NULL when out of memory. */
ThemeEntry *phase_roles_entry(Analysis *A, ThemeId id, const Phases *P, const PhaseRoles *r);
/* The phase of block j of that entry, and its role into *role (unless NULL). */
int phase_roles_phase(const PhaseRoles *r, int j, int *role);
/* How many phases r holds: the entry's blocks. */
int phase_roles_count(const PhaseRoles *r);

#endif
