/* legal.h - cheap counting checks of whether a position can arise in a game
 * (composers must submit legal diagrams): not a retro analysis, only what
 * counting men, pawn files and the last move's checks can prove. A position
 * that passes may still be illegal; one that fails cannot arise. */
#ifndef CHIAVE_LEGAL_H
#define CHIAVE_LEGAL_H

#include "solver/board.h"

typedef enum {
    LEGAL_PROMOTED,      /* colour: n pawns and m promoted men, more than 8 */
    LEGAL_PAWN_FILES,    /* colour: its pawns cannot each come from a file of its own */
    LEGAL_PAWN_CAPTURES, /* colour: its pawns need n captures, the other side misses m men */
    LEGAL_CHECKERS,      /* the king of colour in check from n men at once (3 or more) */
    LEGAL_DOUBLE_CHECK,  /* the king of colour in check from sq[0] and sq[1]: no last move gives both */
    LEGAL_CHECK,         /* the king of colour in check from sq[0], which no last move can have put there */
} LegalKind;

typedef struct {
    LegalKind kind;
    int colour;   /* the side the warning is about */
    int n, m;
    int sq[2];    /* 0x88 squares */
} LegalWarning;

#define LEGAL_MAX 8

/* Fills w (room for LEGAL_MAX) with what pos breaks; returns how many. */
int legal_check(const Position *pos, LegalWarning *w);

#endif
