/* random_moves.h - a man's random moves as solvers write them: three or more
 * moves of one defending man answered by exactly the same mates are one line,
 * "1...R~ 2.Qd4#", that man's moves answered otherwise (its corrections) under it. */
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

/* The lines of a phase whose variations are v[0..n) (in the canonical order,
 * listed[i] true for those the phase lists, each with a mate) into out (room
 * for n), in the order they are written; returns how many. A man's random
 * move stands where its first listed move would, its corrections after it. */
int random_lines(const Solution *s, const Variation *v, int n, const bool *listed, PhaseLine *out);

/* "R~", "Rb~", "R5~", "e~": the man on sq of pos (the side to move's) as a
 * random move, in lang's letters, told from the side's other men of its kind
 * as SAN tells them (the file, else the rank, else both; a pawn by its file). */
void random_man(char *buf, size_t len, const Position *pos, int sq, Lang lang);

#endif
