/* white_correction.h - what white and threat correction's three files share
 * (theme_white_correction.c finds the random tries and corrections; their threats
 * and the piece's other first moves: white_correction_threats.c; the entry:
 * white_correction_entry.c). */
#ifndef CHIAVE_WHITE_CORRECTION_H
#define CHIAVE_WHITE_CORRECTION_H

#include <stdbool.h>
#include "themes/phases.h"

#define MAX_IDS 32
enum { MAX_UNKEPT = 32 }; /* a piece has at most 27 moves */

/* A first move of the piece that the search did not keep as a try (it fails to
 * two defences while --refutations asks for one): ten Cate 1949's random move
 * 1.Bc3? (2.Ng5#) Bd8!, Rg8! (Shanshin, Shire, Kovačević 2014, No 13). */
typedef struct {
    Move m;
    Move refs[2];
    int ids[MAX_IDS], nids;
    int nrefs; /* refutations_upto's count, -1 until an error asks (most never do) */
} Unkept;

/* What the piece's first moves threaten, by another man and from its leaving (the
 * tries' and keys' threats as their phases have them, the other moves' as
 * other_threat_ids finds them; checks and short mates threaten nothing): each
 * identity with how many of its moves threaten it. */
typedef struct {
    int sq; /* the piece whose moves are counted, -1 before any */
    int ids[MAX_IDS], counts[MAX_IDS], n;
} Tally;

typedef struct {
    const Phases *P;
    int sq;          /* the attacker piece, by its square in the diagram */
    Tally *tally;    /* what its moves threaten (tally_moves), counted once */
    Move error;      /* the defence that refutes the random tries */
    int *random, nrandom;
    int *keep, nkeep;     /* corrections that threaten the random tries' mate */
    int *change, nchange; /* corrections that threaten otherwise */
    int shared[MAX_IDS], nshared; /* the threats every random try makes (by another man) */
    Unkept unkept[MAX_UNKEPT]; /* first moves that may be random tries (of two refutations) */
    int nunkept;     /* how many of them are candidates now: 0 or nfound */
    int unkept_sq, nfound; /* the piece they were found for (piece_unkept), how many */
    int unkept_random[8], nunkept_random;
} Correction;

/* white_correction_threats.c: the threat identities of phase i (others: by
 * another man, from its leaving); the piece's unkept first moves on sq; the
 * tally of what its moves threaten; whether mate id is the tally's most common. */
int correction_threat_ids(const Phases *P, int i, bool others, int *ids);
int unkept_tries(const Phases *P, int sq, Unkept *out, int cap);
void tally_moves(const Phases *P, int sq, const Unkept *unkept, int nunkept, Tally *T);
bool tally_most_common(const Tally *T, int id);

/* white_correction_entry.c: the entry of theme id, C's random tries with the
 * corrections corr. */
void white_correction_entry(const Correction *C, ThemeId id, const int *corr, int ncorr, Analysis *A);

#endif
