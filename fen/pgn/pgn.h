/* pgn.h - reading #2 problems from PGN files, as problem databases export them:
 * each game carries the diagram in a [FEN "..."] tag (and usually
 * [Stipulation "#2"]); the movetext, if any, is ignored. */
#ifndef CHIAVE_PGN_H
#define CHIAVE_PGN_H

#include <stddef.h>
#include <stdio.h>
#include "fen/epd/fen_file.h"

/* Reads the games of a PGN file, calling cb once per game (a game is a tag
 * section, then its movetext) with:
 * - lineno: the line of the [FEN] tag, or of the game's first tag without one;
 * - p: the position of the FEN tag, p->fen as read, p->id the game's id:
 *   the value of an [Id] or [ProblemId] tag, else the known values of White,
 *   Event, Site, Date, Round joined with "; " (a value "", "?" or "-" is
 *   unknown, "1917.??.??" is shortened to "1917"), else NULL; p->title from
 *   [Title], p->authors from [Composer] or [Author], p->source from [Source].
 *   Text that is not UTF-8 is read as Latin-1.
 * - err: NULL, or "name:line: message" when the game has no FEN tag, its FEN is
 *   rejected, a tag pair is malformed or [Stipulation] is not "#2" (a game
 *   without [Stipulation] is taken as a #2).
 * Ownership of p and the return value are as for fen_read_collection. */
int pgn_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx);

/* Whether a file is PGN: path ends in ".pgn" (any case), or the first byte of
 * head[0..n) that is not white space (after a UTF-8 byte order mark) is '['.
 * path may be NULL (standard input). */
int pgn_detect(const char *path, const char *head, size_t n);

#endif
