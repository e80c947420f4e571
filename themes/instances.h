/* instances.h - one entry per instance of a theme of mates over every phase (SPEC
 * "One entry per instance"): a detector notes each sighting of a phase (the
 * instance, the defence or threat, a mate that shows it); instances_detect then
 * makes one entry for each instance, its phases in the order of the problem (set
 * play, tries, keys) with the defences and mates that show it in each. An instance
 * is two numbers the detector chooses: the man and the square it blocks of a
 * self-block, the pinned man and its pinner of a pin-mate, the square and the two
 * men of a Grimshaw or a Novotny. */
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

/* Mate m (a threat when d is MOVE_NONE) of phase i shows instance (a, b) after d. */
void sightings_add(Sightings *S, int a, int b, int i, Move d, Move m);

/* A theme found by instances: sight notes the sightings of phase i into S, mark
 * writes the square and men of instance (a, b) into its entry e; ctx is the
 * detector's own. */
typedef struct {
    ThemeId id;
    bool keys_first; /* visit the phases by P->order (keys, set play, tries), not by index */
    void (*sight)(const Phases *P, int i, Sightings *S, void *ctx);
    void (*mark)(ThemeEntry *e, int a, int b, void *ctx);
} InstanceTheme;

/* One entry of theme t->id for each instance sighted over every phase but the
 * checking tries (problemists do not count a checking try as a thematic try,
 * themes/PHASES.md): the instances first seen in a key first, then in the set
 * play, then in tries; each with "phases" and "play", its "defences" and their
 * "count", and what t->mark writes. */
void instances_detect(const Phases *P, Analysis *A, const InstanceTheme *t, void *ctx);

/* For the themes of a square and two men (Grimshaw, Novotny): each instance's
 * pair of mates and named form (NULL: none) in the first phase (by P->order) it
 * shows in, the entry's "mates" and "variant". */
typedef struct {
    struct {
        int a, b;
        Move m1, m2;
        const char *variant;
    } v[64];
    int n;
} FirstPairs;

/* Keeps instance (a, b)'s mates and variant unless it was seen before. */
void first_pairs_add(FirstPairs *f, int a, int b, Move m1, Move m2, const char *variant);
/* An InstanceTheme's mark over a FirstPairs ctx: the square a, the two men
 * of b (first * 128 + second), the first phase's mates and variant. */
void first_pairs_mark(ThemeEntry *e, int a, int b, void *ctx);

#endif
