/* king_squares.h - board geometry the key and mate detectors share: king flights,
 * pins, lines, and a position with one man taken off. */
#ifndef CHIAVE_KING_SQUARES_H
#define CHIAVE_KING_SQUARES_H

#include <stdbool.h>
#include <stdint.h>
#include "solver/board.h"

/* A man of one side pinned against its own king by an enemy slider. */
typedef struct {
    int sq;      /* the pinned man */
    int pinner;  /* the enemy slider behind it */
    int dir;     /* unit step from the king towards the pinner */
} Pin;

/* Squares (BIT() set of tables.h) the king of the side to move can legally step to;
 * castling is not a flight. */
uint64_t king_flights(const Position *pos);
/* The same in pos with the man on sq (not a king) taken off (position_without). */
uint64_t king_flights_without(const Position *pos, int sq);

/* The men of colour pinned against their king; returns how many (at most 8). */
int find_pins(const Position *pos, int colour, Pin pins[8]);
/* Whether move m of the side to move in p may leave a man of the other side
 * pinned (find_pins after it finds one; false: it finds none). */
bool move_may_pin(const Position *p, Move m);
/* The pin of the man on sq among pins, or NULL. */
const Pin *pin_of(const Pin *pins, int n, int sq);

/* pos with the man on sq (not a king) taken off; castling rights dropped. */
void position_without(const Position *pos, int sq, Position *out);

/* Unit step from a to b along a queen line, 0 if they share none. */
int line_step(int a, int b);
/* Whether every square strictly between a and b (on a common line) is empty. */
bool line_clear(const Position *pos, int a, int b);
/* Whether x lies strictly between a and b on their common line. */
bool strictly_between(int a, int x, int b);
/* The SQ64 set of the squares y that have b strictly between a and y: past b on
 * the line from a, to the edge (0 when a and b share no line). */
uint64_t squares_beyond(int a, int b);

/* Whether the side to move, in pos, has a legal move from 'from' along unit step
 * 'step' that reaches or passes square x (a line through x it could use). */
bool moves_through(const Position *pos, int from, int step, int x);

/* "pawn", "knight", ... for a piece type. */
const char *piece_type_name(int type);

#endif
