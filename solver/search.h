/* search.h - the search's state and its questions, shared by the search
 * (search.c) and the solution tree built over it (solve.c); not for use
 * outside the engine. */
#ifndef CHIAVE_SEARCH_H
#define CHIAVE_SEARCH_H

#include "solver/solution.h"
#include "solver/movegen.h"

typedef struct {
    Position pos;
    const SolveOptions *o;
    Solution *s;
    uint64_t nodes;
    Move killer_mate;      /* the last mate found: usually the threat, so tried first */
    Move killer_refut[2];  /* the last refutations: they often refute the next first move too */
    Move first;            /* the first move being refuted */
    Move *refut_of;        /* probe_key: the last refutation of each first move, or NULL */
} Search;

/* Whether checking move m (legal) of the side to move mates. */
bool move_mates(Search *S, Move m);
/* Whether the side to move mates at once (the last mate found tried first). */
bool exists_mate(Search *S);
/* The defences of the side to move that no mate answers, counted up to
 * limit + 1 (S->first is the first move they answer). */
int count_refutations(Search *S, int limit);

#endif
