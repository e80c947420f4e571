/* san.h - Standard Algebraic Notation of a move, with composers' conventions
 * (castling with zeros, "e.p." suffix) and national piece letters. */
#ifndef CHIAVE_SAN_H
#define CHIAVE_SAN_H

#include <stdbool.h>
#include <stddef.h>
#include "solver/board.h"

typedef enum { LANG_EN, LANG_IT, LANG_DE, LANG_FR } Lang;

/* Room for the longest SAN, "exd6 e.p.#" or "Qa1xb2+", with a margin. */
#define SAN_MAX 16

/* Parses "en", "it", "de", "fr"; false for anything else. */
bool lang_parse(const char *name, Lang *out);
/* Upper-case letter of a piece type (PAWN..KING) in a language. */
char piece_letter(Lang lang, int type);

/* SAN of legal move m in pos, with "+" or "#" when it checks or mates.
 * Writes at most len bytes (SAN_MAX is always enough) and returns buf. */
char *move_to_san(const Position *pos, Move m, Lang lang, char *buf, size_t len);

#endif
