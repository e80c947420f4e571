/* theme_lines.h - the mutual interference of a defender rook and bishop on one
 * square, which Grimshaw (theme_grimshaw.c) and Novotny (theme_novotny.c)
 * share (theme_lines.c). */
#ifndef CHIAVE_THEME_LINES_H
#define CHIAVE_THEME_LINES_H

#include "themes/theme_key.h"

/* The position after the key (the defender to move). */
Position after_key(const Solution *s, const Play *key);
/* The type of the man defence d moves (PAWN for a promotion). */
int line_mover(const Position *a, Move d);
/* Rook move vr and bishop move vb (from a, the position after the key) to the
 * same square, each cutting the other's line with a mate exploiting it: the two
 * mates in *o1, *o2, and true. */
bool mutual_mates(const Solution *s, const Position *a, const Variation *vr, const Variation *vb,
                  Move *o1, Move *o2);
/* The same, adding an entry of theme id (square, defences, mates) to A: the
 * entry, or NULL when the interference is not mutual. */
ThemeEntry *mutual_entry(const Solution *s, const Play *key, const Position *a, ThemeId id,
                         const Variation *vr, const Variation *vb, Analysis *A);

#endif
