/* pieces.h - the men of a diagram, drawn with paths: the groups of the piece
 * sprite pieces.svg (Cburnett's set, CC BY-SA 3.0; README.md), built into the
 * binary at build time. */
#ifndef CHIAVE_DIAGRAM_PIECES_H
#define CHIAVE_DIAGRAM_PIECES_H

#include <stddef.h>

/* The side of a square in the sprite's units: each man is drawn in a 40x40 box. */
#define PIECE_BOX 40

/* The markup of the man of colour (WHITE, BLACK) and type (PAWN..KING): one
 * <g> with the sprite's own drawing attributes and its paths, in the 40x40
 * box, without ids. Its length in *len. NULL for a type out of range or when
 * the sprite lacks the man (a build without it). */
const char *diagram_piece(int colour, int type, size_t *len);

/* The sprite as built in (pieces.svg), NUL-terminated. */
extern const unsigned char diagram_pieces_svg[];

#endif
