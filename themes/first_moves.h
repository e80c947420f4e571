/* first_moves.h - an attacker's first moves that the search did not keep as tries
 * (refuted by two defences while --refutations asks for one), looked at by the
 * themes that count such tries: their threats and refutations, found cheaply. */
#ifndef CHIAVE_FIRST_MOVES_H
#define CHIAVE_FIRST_MOVES_H

#include <stdbool.h>
#include "solver/board.h"
#include "solver/movegen.h"
#include "themes/phases.h"

/* Whether a man of the side to move in pos, after first move f, mates at once by a
 * move of identity id (mate_identity, themes/phases.h: the man, its type, square,
 * promotion class; men names the men); only the men of that type are asked. */
bool mates_as(const Position *pos, int id, const MateMen *men, Move f);
/* Whether the side to move in pos mates at once. */
bool mates_at_once(const Position *pos);
/* The threats of first move m of start (mates after it if the defender passed),
 * at most cap of them into out; -1 when m checks. */
int first_move_threats(const Position *start, Move m, Move *out, int cap);
/* Those of them by other men than the one m moved (into out, how many; -1 when m
 * checks), with the position after m, the defender passing, into *passed. */
int first_move_other_threats(const Position *start, Move m, Move *out, int cap, Position *passed);
/* The refutations of first move m of start (defences no mate answers), into out:
 * how many there are, or cap + 1 as soon as there are more than cap. */
int refutations_upto(const Position *start, Move m, Move *out, int cap);

#endif
