/* phases_rederive.h - the themes across phases worked out again from the
 * expected records, with code of its own (for phases_check.c): the phases as a
 * record gives them, and each theme by its definition. */
#ifndef CHIAVE_TEST_PHASES_REDERIVE_H
#define CHIAVE_TEST_PHASES_REDERIVE_H

#include <jansson.h>
#include <stdbool.h>
#include "solver/board.h"

#define MAXPH 64
#define MAXD 256

/* A phase as the record gives it. */
typedef struct {
    bool set, key;
    bool check;            /* a try that gives check: no phase (themes/CHECKING-TRIES.md) */
    bool key_check;        /* a key that gives check: no key of Dombrovskis (themes/DECISIONS.md) */
    char move[8];          /* "" for the set play */
    Position pos;          /* the defender to move */
    int threat;            /* -1: no threat, -2: of two kinds, else an identity */
    int nthreats;
    char threats[MAXD][8];
    int n;                 /* listed defences, each with its identity (-2: mixed) */
    char def[MAXD][8];
    int mate[MAXD];
    bool own_threat[MAXD]; /* a mate of the defence is one of the phase's threat moves */
    int nref;
    char ref[MAXD][8];
} Ph;

typedef struct {
    Position start;
    Ph *ph;
    int n;
} Rec;

/* The phases of record rec of the problem at start. */
void read_record(Rec *r, const Position *start, const json_t *rec);
/* The identity of the mate of defence d in phase p; -1 when it has none. */
int mate_of(const Ph *p, const char *d);
/* The identity of mate uci of phase p, played in pos: its man (its square in the
 * diagram, through p's first move), the man's type, destination, promotion class. */
int ident(const Ph *p, const Position *pos, const char *uci);
/* A move copied into dst, "" for NULL. */
void copy_move(char dst[8], const char *src);

/* Each theme by its definition (themes/PHASES.md). */
bool reciprocal(const Rec *r);
int cyclic(const Rec *r); /* the largest n of a cyclic change, 0 when none */
void zagoruiko(const Rec *r, int *m, int *n); /* the largest m x n; 0 x 0 when none */
bool le_grand(const Rec *r, bool pseudo);
bool dombrovskis(const Rec *r);
bool anti_dombrovskis(const Rec *r);
bool rukhlis(const Rec *r);
bool pickaninny(const Rec *r); /* phases_men.c */
bool albino(const Rec *r);
bool black_correction(const Rec *r);
bool white_correction(const Rec *r); /* phases_corrections.c */
bool threat_correction(const Rec *r);
bool half_pin(const Rec *r);

#endif
