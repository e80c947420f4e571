/* theme_lines.h - the mutual interference of two defender men on one square
 * (a rook and a bishop; or a pawn on its home rank, whose line is its double
 * step, and either), which Grimshaw (theme_grimshaw.c) and Novotny
 * (theme_novotny.c, rook and bishop only) share (theme_lines.c). */
#ifndef CHIAVE_THEME_LINES_H
#define CHIAVE_THEME_LINES_H

#include "themes/theme_key.h"

/* The position after the key (the defender to move). */
Position after_key(const Solution *s, const Play *key);
/* The type of the man defence d moves (PAWN for a promotion). */
int line_mover(const Position *a, Move d);
/* Moves vr and vb of two defender men (from a, the position after the key) to
 * the same square, each cutting the other's line (a rook's, a bishop's, or a
 * home-rank pawn's double step) with a mate exploiting it: the two mates in *o1,
 * *o2, and true. */
bool mutual_mates(const Solution *s, const Position *a, const Variation *vr, const Variation *vb,
                  Move *o1, Move *o2);

#endif
