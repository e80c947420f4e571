/* motives.h - why the play of a #2 works (SPEC "Why"): how each defence defeats the
 * threat, and what weakness each mate exploits, with the men and squares involved.
 * Worked out from the moves' effects on lines, guards, pins and flights (the
 * position before and after the defence compared), with no further search. The
 * kinds are defined, with their sources, in themes/README.md ("Motives"). Theme
 * detectors build on them: a Grimshaw is two interference mates on one square. */
#ifndef CHIAVE_MOTIVES_H
#define CHIAVE_MOTIVES_H

#include <stdbool.h>
#include <stdint.h>
#include "solver/solution.h"

typedef enum {
    /* How a defence stops the threat (none where the play has no threat). */
    MOTIVE_CAPTURES,     /* it takes a white man the threat needs */
    MOTIVE_GUARDS,       /* a black man now reaches a square the threat needs */
    MOTIVE_INTERPOSES,   /* the moved man cuts a white line the threat needs */
    MOTIVE_PINS,         /* the threat's man is now pinned against its king */
    MOTIVE_UNPINS,       /* a black man, unpinned, now parries */
    MOTIVE_FLIGHT,       /* the king gets a flight (or steps out beforehand) */
    MOTIVE_CHECK,        /* it checks the white king */
    MOTIVE_ARRIVES,      /* it occupies the mating square of a pawn's push, or a king does */
    MOTIVE_EVADES,       /* the man the threat takes moves away (a pawn's capture is gone) */
    /* What weakness a mate exploits (what the defence changed that the mate uses). */
    MOTIVE_SELF_BLOCK,   /* the moved man blocks a flight of its king */
    MOTIVE_INTERFERENCE, /* the moved man (or the mating man) cuts a black line that would parry */
    MOTIVE_UNGUARD,      /* the moved man no longer reaches a square it parried on */
    MOTIVE_UNPIN,        /* the defence unpinned the white man the mate needs */
    MOTIVE_LINE_OPENING, /* the defence vacated a square of a white line the mate uses */
    MOTIVE_PIN,          /* a black man that would parry is pinned after the defence */
    MOTIVE_FLIGHT_TAKEN, /* the king moved: the mate is given on its new square */
    MOTIVE_CAPTURE,      /* the mate takes the man that moved */
    MOTIVE_KINDS
} MotiveKind;

#define MOTIVE_FIRST_MATE MOTIVE_SELF_BLOCK
#define MOTIVE_MEN 2
#define MOTIVE_SQUARES 2

/* One motive. men and squares are 0x88 squares (solver/squares.h): a man by the
 * square it stands on after the defence (a man taken: where it was taken); what
 * each position means for each kind is in themes/README.md. */
typedef struct {
    uint8_t kind;  /* MotiveKind */
    uint8_t nmen, nsquares;
    int8_t men[MOTIVE_MEN];
    int8_t squares[MOTIVE_SQUARES];
} Motive;

/* The motives of one defence or one mate, each once, in the order found. */
#define MOTIVES_MAX 16
typedef struct {
    int n;
    Motive m[MOTIVES_MAX];
} Motives;

/* One phase of the play, prepared once for all its defences and mates. */
typedef struct {
    Position before;   /* the defender to move: after the first move, or the diagram */
    Position passed;   /* the same with the defender passing: what a defence is compared with */
    const Move *threats;
    int nthreats;      /* 0 for set play, a zugzwang or a checking first move */
} MotivePhase;

/* The phase after first move p of s (a key or a try); p NULL: the set play
 * (s->set_computed must hold). */
void motive_phase(MotivePhase *ph, const Solution *s, const Play *p);

/* How defence d (legal in ph->before) defeats the threats it defeats: empty when
 * the phase has no threat or d defeats none. */
void motives_defence(const MotivePhase *ph, Move d, Motives *out);
/* What mate (after defence d) exploits of what d changed. */
void motives_mate(const MotivePhase *ph, Move d, Move mate, Motives *out);
/* The same two from the position b after defence d (position_after(&ph->before, d)),
 * made once for a defence and all its mates. */
void motives_defence_after(const MotivePhase *ph, const Position *b, Move d, Motives *out);
void motives_mate_after(const MotivePhase *ph, const Position *b, Move d, Move mate, Motives *out);
/* Both for a whole variation: the defence into *def, mate i into mates[i]. */
void motives_variation(const MotivePhase *ph, Move d, const Move *mates, int nmates, Motives *def,
                       Motives *mates_out);

/* SPEC's name of a kind ("captures", "self-block", ...); NULL out of range. */
const char *motive_kind_name(MotiveKind k);
/* Whether list holds a motive of kind k (the first one, or NULL). */
const Motive *motives_find(const Motives *list, MotiveKind k);

#endif
