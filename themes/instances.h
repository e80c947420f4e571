/* instances.h - one entry per instance of a theme of mates over every phase (SPEC
 * "One entry per instance"): a detector notes each sighting (the instance, the
 * phase, the defence or threat, a mate that shows it); instances_build then makes
 * one entry for each instance, its phases in the order of the problem (set play,
 * tries, keys) with the defences and mates that show it in each. An instance is
 * two numbers the detector chooses: the square and the man of a self-block, the
 * pinned man and its pinner of a pin-mate. */
#ifndef CHIAVE_INSTANCES_H
#define CHIAVE_INSTANCES_H

#include "themes/phases.h"

typedef struct {
    int a, b;     /* the instance */
    int phase;    /* index in Phases.ph */
    Move defence; /* MOVE_NONE: the phase's threat */
    int first, n; /* its mates in Sightings.moves */
} Sighting;

typedef struct {
    Sighting *v;
    int n, cap;
    Move *moves;
    int nmoves, capmoves;
} Sightings;

/* Whether phase i is a checking try: not a phase of these themes (problemists
 * do not count a checking try as a thematic try, themes/PHASES.md). */
static inline bool phase_checking_try(const Phases *P, int i)
{
    return P->ph[i].kind == PHASE_TRY && P->ph[i].play->check;
}

/* Mate m (a threat when d is MOVE_NONE) of phase i shows instance (a, b) after d. */
void sightings_add(Sightings *S, int a, int b, int i, Move d, Move m);

/* One entry of theme id for each instance seen, the instances first seen in a key
 * first, then in the set play, then in tries; each with "phases" and "play", its
 * "defences" and their "count". inst[k] (a, b) is the instance of entries[k];
 * returns how many (the arrays are the caller's to free). Frees S. */
int instances_build(Sightings *S, const Phases *P, ThemeId id, Analysis *A, ThemeEntry ***entries, int (**inst)[2]);

#endif
