/* popeye_options.h - Popeye's `option` command: what it asks of chiave. */
#ifndef CHIAVE_POPEYE_OPTIONS_H
#define CHIAVE_POPEYE_OPTIONS_H

#include "fen/popeye/popeye_state.h"

typedef struct {
    ProblemAsks asks;      /* try, defence N, setplay, variation, maxtime N */
    bool halfduplex;       /* Black mates (chiave's Black-to-move problem) */
    bool duplex;           /* White mates, then Black */
    int ep;                /* enpassant: the square passed (0x88), NO_SQ when none */
    int no_castling[64];   /* nocastling: the squares of the men that may not castle */
    int n_no_castling;
    char ignored[FEN_MSG]; /* the options chiave does not honour, for a warning */
    long ignored_line;     /* the line of the first of them (the warning's); a later one on
                            * another line names its own: "MoveNumbers (line 7)" */
} PyOptions;

/* Reads the options from the word after `option` to the first word that is
 * not one, into o (which accumulates over several `option` commands; o->ep
 * starts as NO_SQ). An option that makes the problem no orthodox #2 is a flaw
 * of p. False on malformed input. */
bool py_read_options(PyReader *r, PyPosition *p, PyOptions *o);

/* The castling rights of a board as Popeye assumes them: wherever king and
 * rook stand at home, unless nocastling names one of them. */
int py_castling(const uint8_t board[128], const PyOptions *o);

#endif
