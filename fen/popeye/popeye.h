/* popeye.h - reading problems in Popeye's input language (py-engl.txt),
 * the lingua franca of solving programs: English, German or French keywords
 * by any unique prefix, several problems a file (nextproblem), twins. */
#ifndef CHIAVE_POPEYE_H
#define CHIAVE_POPEYE_H

#include <stddef.h>
#include <stdio.h>
#include "fen/problem.h"

/* Reads every problem of a Popeye input file, calling cb once per position
 * to solve, in file order: a problem without twins once, a twinned one once
 * per twin (p->twin "a", "b", ..., "z", "z1", ...; p->twin_of the problem's
 * "name:line"; p->twinning its changes in English Popeye words, "diagram"
 * for the diagram itself), twice with option duplex (White mates, then
 * Black). lineno is the line of the problem's first word, or of its `twin`.
 * Everything that is no orthodox #2 (a condition, a fairy piece, another
 * stipulation) gives err "name:line: word: ..." for that position, and a
 * malformed problem one err for the whole problem; the rest of the file is
 * still read. p->title, authors, source: its title, author and origin (with
 * award) lines, "; "-joined. Ownership of p and the return value are as
 * for fen_read_collection (-1 on a read error, errno set). */
int popeye_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx);

/* Whether a file is Popeye input: path ends in ".inp" (any case), or the
 * first word of head[0..n) starts Popeye's beginproblem in one of its
 * languages (begin, AnfangProblem, DebutProbleme, ...). path may be NULL. */
int popeye_detect(const char *path, const char *head, size_t n);

#endif
