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
/* The same for a move known not to mate, checking or not: a key or a try (a first
 * move that mates is a short solution, no play), its sign taken from the search
 * rather than from the position after it. */
char *move_to_san_no_mate(const Position *pos, Move m, bool check, Lang lang, char *buf, size_t len);

/* The legal move of pos that text names: SAN in language lang or another one
 * chiave writes (Kc3, Nxf7+, e8=Q, exd6 e.p., 0-0 or O-O; it: Rc3, de: Sf3, fr:
 * Fb5), with a move number and marks as problemists write it (1.Kc3!), long
 * algebraic (Nb1-d2) or UCI (b1d2). A letter is read in lang first, then in
 * English, Italian, German and French, the first reading that names a legal
 * move winning. Returns 1 with *out set; 0 when no legal move is named; 2 or
 * more when several are (ambiguous: "Nd2" for two knights); -1 when the text
 * has not the shape of a move. */
int move_from_text(const Position *pos, const char *text, Lang lang, Move *out);

/* Whether text has the shape of a move as move_from_text reads one (SAN in
 * any language chiave writes, long algebraic, UCI, castling; a move number
 * and marks allowed), whatever the position. */
bool move_text_shaped(const char *text);

/* The length of an en passant sign at t, as composers write it: "e.p." or
 * "e. p." (blanks between "e." and "p."); 0 when t starts with none. */
size_t san_ep_length(const char *t);

#endif
