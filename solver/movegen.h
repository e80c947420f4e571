/* movegen.h - strictly legal move generation, mate tests and perft (movegen.c);
 * one move tested on its own (move_tests.c). */
#ifndef CHIAVE_MOVEGEN_H
#define CHIAVE_MOVEGEN_H

#include <stdbool.h>
#include <stdint.h>
#include "solver/board.h"

/* All legal moves of the side to move. */
void gen_legal(const Position *pos, MoveList *list);
/* The legal moves of the side to move that give check. */
void gen_checks(const Position *pos, MoveList *list);
/* Whether the side to move has any legal move (stops at the first). */
bool has_legal_move(const Position *pos);
/* Whether legal move m gives check to the opponent. */
bool gives_check(const Position *pos, Move m);
/* Whether the side to move is checkmated. */
bool is_mate(const Position *pos);

uint64_t perft(Position *pos, int depth);

/* Move m (squares and promotion, from another position) as the side to move
 * could play it in pos, with pos's flags, when its man can make it there
 * (its own king's safety not tested); MOVE_NONE otherwise, and always for
 * castling and e.p., which are left to the generator. */
Move move_rebuild(const Position *pos, Move m);

/* Whether move m of the side to move, as move_rebuild gives it (neither
 * castling nor e.p.), leaves its own king safe: whether it is legal. */
bool rebuilt_move_legal(const Position *pos, Move m);

/* The legal move of pos with m's squares and promotion (m may lack its flags,
 * read from a record), or MOVE_NONE. */
Move move_legal(const Position *pos, Move m);
/* Finds the legal move with this UCI text; MOVE_NONE if none. */
Move move_from_uci(const Position *pos, const char *uci);

#endif
