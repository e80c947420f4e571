/* input.h - every input format chiave reads, told apart and read through one
 * door: each problem of a file reaches a ProblemFn, whatever the format. */
#ifndef CHIAVE_INPUT_H
#define CHIAVE_INPUT_H

#include <stddef.h>
#include <stdio.h>
#include "fen/problem.h"

typedef enum {
    INPUT_FEN,    /* FEN or EPD lines, one problem a line (.fen, .epd, anything else) */
    INPUT_PGN,    /* PGN games with a [FEN] tag (.pgn, or text starting with '[') */
    INPUT_POPEYE, /* Popeye input (.inp, or text starting with beginproblem in a language of Popeye's) */
    INPUT_YAML,   /* Olive/YACPDB YAML entries (.olv, .yaml, .yml, or text starting with "---", "algebraic:") */
} InputFormat;

/* How much of a file's start input_detect wants to see: its first line that
 * is neither blank nor a '#' comment, within this many bytes. */
#define INPUT_HEAD_MAX 4096

/* The format of a file from its name (path, NULL for standard input) and the
 * first n bytes of its content. */
InputFormat input_detect(const char *path, const char *head, size_t n);

/* Whether head[0..n) is enough for input_detect: it holds the end of the
 * first line that is neither blank nor a '#' comment. */
int input_head_complete(const char *head, size_t n);

/* Reads every problem of f (named name in messages) in format fmt, calling cb
 * for each. Returns 0 at end of file, cb's value if cb stopped the reading, or
 * -1 on a read error (errno set). */
int input_read_collection(FILE *f, const char *name, InputFormat fmt, ProblemFn cb, void *ctx);

/* Reads the problems of the file at path ("-" is standard input, named
 * "<stdin>") through the door, its format told by its name and first line,
 * calling cb for each until cb returns nonzero. Returns 0 when cb got at
 * least one problem, else -1 with a complete message in err: "path: <why the
 * file cannot be read>" or "path: no position found". */
int input_read_file(const char *path, ProblemFn cb, void *ctx, char *err, size_t errlen);

#endif
