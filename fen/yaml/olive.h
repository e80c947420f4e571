/* olive.h - reading problems from YAML as Olive (.olv) and YACPDB keep them:
 * each entry has `algebraic: {white: [Ke1, ...], black: [...]}`,
 * `stipulation`, and may have `twins`, `options`, `authors`, `source`, ...
 * in Popeye's English words. Read with libyaml. */
#ifndef CHIAVE_OLIVE_H
#define CHIAVE_OLIVE_H

#include <stddef.h>
#include <stdio.h>
#include "fen/problem.h"

/* Reads every entry of a YAML stream: its documents (`---`), and in a
 * document that is a list, each item. Each entry gives its positions as a
 * Popeye problem does (popeye.h): the diagram, or each twin (`twins: {b: ...}`
 * from the diagram as a), both halves with option Duplex. An entry that is no
 * orthodox #2, or cannot be read, gives an error record naming the line; a
 * document that is no YAML one for the document. p->title, authors ("; "
 * joined), source (with the date and the distinction), id: from the entry.
 * A document with a line longer than FEN_LINE_MAX, or itself longer than
 * OLIVE_DOC_MAX, is one error record, read to its end in bounded memory.
 * Ownership of p and the return value are as for fen_read_collection. */
/* The longest document read (a longer one is an error record, skipped). */
#define OLIVE_DOC_MAX (64 << 20)

int olive_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx);

/* Whether a file is such YAML: path ends in .olv, .yaml or .yml (any case),
 * or the first line of head[0..n) that is not blank or a '#' comment starts
 * a YAML document ("---", "%YAML") or an entry ("algebraic:", "- authors:"). */
int olive_detect(const char *path, const char *head, size_t n);

#endif
