/* edit.h - one edit of a problem's position, as composers try them by hand:
 * add a man, remove one, move one, change its kind. A version is the position
 * after one or more edits; it is legal when the FEN reader would accept it. */
#ifndef CHIAVE_AIDS_EDIT_H
#define CHIAVE_AIDS_EDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "fen/problem.h"
#include "solver/san.h"

typedef enum { EDIT_ADD, EDIT_REMOVE, EDIT_MOVE, EDIT_KIND } EditKind;

typedef struct {
    uint8_t kind;   /* EditKind */
    uint8_t piece;  /* the man added, removed, moved, or changed (as it was) */
    uint8_t to_piece; /* EDIT_KIND: what it becomes */
    int8_t from;    /* the man's square (not for EDIT_ADD) */
    int8_t to;      /* EDIT_ADD, EDIT_MOVE: the square it goes to */
} Edit;

/* Room for the text of an edit ("wRd1-d4") and of a pair ("wRd1-d4 +bPg3"). */
#define EDIT_TEXT 24

/* "+pg3" (a black pawn added on g3), "-Ph2", "Rd1-d4", "Bc1=N": FEN letters,
 * upper case for White, lower case for Black. Returns buf. */
char *edit_text(const Edit *e, char *buf, size_t len);
/* The same in lang's words, each man with its colour as the twins' headings
 * write it ("+sBg3", "wTd1-d4", "sLc1=S" in German). */
char *edit_text_lang(const Edit *e, Lang lang, char *buf, size_t len);
/* "wQa7", "bPg3" ("sBg3" in German): piece on sq, its colour and letter in lang,
 * as a composer writes a man and the twins' headings do ("+wQa7"). Returns buf. */
char *man_text(uint8_t piece, int sq, Lang lang, char *buf, size_t len);

/* The material an edit adds, in pawns (P 1, N 3, B 3, R 5, Q 9; negative
 * when it takes material away), whichever side it is. */
int edit_material(const Edit *e);

/* The squares an edit touches, as a 64-bit set (two edits of one version
 * touch none in common). */
uint64_t edit_squares(const Edit *e);

/* Every single edit of pos: each man but a king removed, changed to another
 * kind, or moved to an empty square (kings too); a man of either side added
 * on an empty square. No pawn on the first or last rank, at most 16 men a
 * side. Writes up to cap edits, returns how many there are. In this order:
 * removals, changes of kind, moves, additions. */
int edit_all(const Position *pos, Edit *out, int cap);

/* The version of pb after edits e[0..n): legal as the FEN reader would have
 * it (its rules applied by fen_build_position: the side not to move not in
 * check, castling rights and an e.p. square that no longer fit dropped).
 * Fills out->pos and out->fen (four fields); 0, or -1 with the reader's
 * message in err. */
int edit_apply(const Problem *pb, const Edit *e, int n, Problem *out, char *err, size_t errlen);

/* Whether version v breaks a count of fen/legal.c that pb's diagram keeps
 * (the promoted men, the pawns' files and captures, the checks): a position
 * that cannot arise in a game, which a composer could not submit, though the
 * FEN reader takes it with a warning. A count pb already breaks is no reason. */
bool edit_breaks_legality(const Problem *pb, const Problem *v);

/* The four fields of a FEN of pos, as a record's "fen" holds them. */
char *edit_fen4(const Position *pos, char *buf, size_t len);

#endif
