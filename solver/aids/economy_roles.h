/* economy_roles.h - a man's roles, for economy.c: what it plays in each phase
 * of the full solution, and what a change without it says of it. */
#ifndef CHIAVE_AIDS_ECONOMY_ROLES_H
#define CHIAVE_AIDS_ECONOMY_ROLES_H

#include "solver/aids/economy.h"

/* What man m plays in each phase of the full solution s (m->gives), and the
 * roles that follow from it alone: key, mate (of a key's play), defence. */
void economy_roles_in_tree(const Solution *s, const SolveOptions *so, ManEconomy *m);

/* The roles one change gives (full: the diagram's solution; w: without the
 * man, in position wpos); a lost key is kept in m->lost with its refutations.
 * A change that none explains is "play". */
unsigned economy_roles_of_change(const DiffItem *it, const Solution *full, const Solution *w,
                                 const Position *wpos, ManEconomy *m);

#endif
