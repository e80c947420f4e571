/* problem.h - a problem as every input format delivers it: the position, the
 * FEN as read, the id and the other EPD operations, the warnings. */
#ifndef CHIAVE_PROBLEM_H
#define CHIAVE_PROBLEM_H

#include "solver/board.h"

#define FEN_MSG 256

typedef struct {
    Position pos;
    char fen[100];  /* the four FEN fields as read, single-spaced (truncated if absurdly long) */
    char *id;       /* EPD id operation, or NULL; malloc'd */
    char *ops;      /* the other EPD operations, verbatim; malloc'd or NULL */
    char warnings[FEN_MSG]; /* dropped castling rights / e.p. square, "" if none */
} Problem;

void problem_free(Problem *p);

#endif
