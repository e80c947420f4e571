/* figurine.h - moves written with figurines, as magazines print them: the
 * piece letters of a text's moves and men ("1.Qb3+", "Ng4", "h8=Q#") in the
 * language's letters become the figurines ♔♕♖♗♘ (the same for both sides). */
#ifndef CHIAVE_FIGURINE_H
#define CHIAVE_FIGURINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "solver/san.h"

/* Writes text to out with every piece letter of lang (K Q R B N in English)
 * that starts a move or a man, or follows '=' in a promotion, as its
 * figurine. A letter starts a move or a man when no letter or digit stands
 * before it (or a twin's colour after '+': "+bQa7") and a square follows it
 * (with a file or rank, 'x' between), or the '~' of a random move: "1.Kxb3!",
 * "Ra1", "(=R =B)", "1...Rb~"; a pawn's letter right before its square in a
 * twin's heading ("Pb6→d5", "-Pb6", "+bPc5") is ♙. Words ("Key", "Black") and
 * a FEN board ("7k/Qb6/8/...", "k2K4") stay as they are. */
void figurine_write(FILE *out, const char *text, Lang lang);

/* What write(f, ctx) writes, to out: as it is when figurine is false; else
 * written apart and its first head(ctx) bytes kept as written (a problem's
 * own words: head NULL for none), the rest through figurine_write. */
void figurine_through(FILE *out, bool figurine, Lang lang, void (*write)(FILE *f, const void *ctx),
                      size_t (*head)(const void *ctx), const void *ctx);

#endif
