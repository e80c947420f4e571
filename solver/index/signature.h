/* signature.h - a position's men as the similarity search (`find --like`)
 * compares them: the board as 64 letters, and how close two boards are,
 * allowing for a shift by files or ranks, a<->h, and 1<->8 with the colours
 * exchanged. */
#ifndef CHIAVE_INDEX_SIGNATURE_H
#define CHIAVE_INDEX_SIGNATURE_H

#include <stddef.h>

enum { SIG_MATERIAL = 40, SIG_MEN = 64 };

typedef struct {
    char board[64]; /* a8..h8, a7..h1: the FEN letter of the man there, or 0 */
    int n;          /* men */
} Signature;

/* How one board was found in another. */
typedef struct {
    double score;   /* 0..1: men matched (1 on the same square, 1/2 next to it) over the larger count */
    int mirror_files, mirror_ranks; /* a<->h; 1<->8 with the colours exchanged */
    int dx, dy;     /* then shifted by files (+: towards h) and ranks (+: towards 8) */
    int same, near; /* men on the same square, next to it */
} Likeness;

/* The board of a FEN's first field; men beyond it are ignored, a field that
 * is not a board gives no men. */
void signature_from_fen(Signature *s, const char *fen);
/* The men as letters, white's then black's, each in the order KQRBNP. */
void signature_material(const Signature *s, char *out, size_t len);
/* How close c is to q, at the best of the transformations. */
void signature_compare(const Signature *q, const Signature *c, Likeness *out);
/* The transformation in words ("shifted one file towards h, mirrored a<->h"),
 * or "" for the board as it stands. */
void likeness_words(const Likeness *l, char *out, size_t len);

#endif
