/* random_moves.h - a man's random moves as solvers write them: three or more
 * moves of one defending piece answered by exactly the same mates are one line,
 * "1...R~ 2.Qd4#", that piece's moves answered otherwise (its corrections) under
 * it; a pawn's are written out, "1...a1=Q/R/B/N 2.Rxa1#"; a king's never grouped. */
#ifndef CHIAVE_RANDOM_MOVES_H
#define CHIAVE_RANDOM_MOVES_H

#include <stdbool.h>
#include <stddef.h>
#include "solver/san.h"
#include "solver/solution.h"

/* The fewest moves of one man, answered alike, that are written as one. */
#define RANDOM_MOVES_MIN 3

typedef enum {
    LINE_DEFENCE,    /* a defence written as it is */
    LINE_RANDOM,     /* its man's random move: "1...R~" and this defence's mates */
    LINE_CORRECTION  /* a move of that man answered otherwise, under it */
} DefenceLine;

typedef struct {
    int var;          /* index in the phase's variations */
    DefenceLine kind;
} PhaseLine;

/* The lines of a phase played in pos whose variations are v[0..n) (in the
 * canonical order, listed[i] true for those the phase lists, each with a mate)
 * into out (room for n), in the order they are written; returns how many. A
 * piece's random move stands where its first listed move would, its
 * corrections after it; a pawn's moves answered alike stand where the first of
 * them would, its others where they are; a king's moves are never grouped. */
int random_lines(const Solution *s, const Position *pos, const Variation *v, int n, const bool *listed,
                 PhaseLine *out);

/* The listed moves of v[var]'s man answered as v[var] is, in order, into out
 * (room for MAX_MOVES); returns how many. */
int random_alike(const Solution *s, const Variation *v, int n, const bool *listed, int var, Move *out);

/* "R~", "Rb~", "R5~", "e~": the man on sq of pos (the side to move's) as a
 * random move, in lang's letters, told from the side's other men of its kind
 * as SAN tells them (the file, else the rank, else both; a pawn by its file). */
void random_man(char *buf, size_t len, const Position *pos, int sq, Lang lang);

#endif
