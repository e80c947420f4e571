/* parts_board.h - a record's position with its moves played, for the parts of
 * a theme that no motive holds (parts_board.c). */
#ifndef CHIAVE_PARTS_BOARD_H
#define CHIAVE_PARTS_BOARD_H

#include <stdbool.h>

/* The men by square (a1 = 0, h8 = 63) as FEN letters, '.' for an empty square. */
typedef struct {
    char sq[64];
    bool white_moves; /* the FEN's side to move: the attacker */
} Board;

/* The square of a name ("e4"), or -1. */
int board_square(const char *name);
/* The board of a FEN's placement; false when it cannot be read. */
bool board_from_fen(Board *b, const char *fen);
/* Plays uci (from, to, promotion) as given: a capture, castling, en passant. */
void board_play(Board *b, const char *uci);
/* The square of the white or black king, or -1. */
int board_king(const Board *b, bool white);
/* The square of the line piece of the attacker (white or not) that sees target
 * through the empty square x along a clear line (x between them), or -1. */
int board_sees_through(const Board *b, int x, int target, bool white);
/* Whether the king of that colour is attacked (no legality, no pins). */
bool board_in_check(const Board *b, bool white);

#endif
