/* first_problem.h - what solve, verify, watch and the workbench's Popeye
 * input work on: the first problem of a file, read through fen/input.c
 * whatever its format, with every position of it (each twin, each half of a
 * duplex). */
#ifndef CHIAVE_FIRST_PROBLEM_H
#define CHIAVE_FIRST_PROBLEM_H

#include <stdbool.h>
#include <stddef.h>
#include "fen/input.h"
#include "fen/problem.h"

typedef struct {
    Problem *p;  /* the positions, in file order */
    char **err;  /* per position: NULL when read, else the complete message */
    int n;
    bool more;   /* the text holds more positions than were asked for (and read) */
    bool others; /* another problem follows the first (not read) */
} FirstProblem;

/* Reads the first problem of the file at path ("-" is standard input).
 * Returns 0, or -1 with a message in err when the file cannot be read or
 * holds no problem (fp is then empty). */
int first_problem_read(const char *path, FirstProblem *fp, char *err, size_t errlen);

/* The same from the file's content text[0..len) (named path). */
int first_problem_parse(const char *path, const char *text, size_t len, FirstProblem *fp,
                        char *err, size_t errlen);

/* The same from text[0..len) read as format fmt (messages name it name). */
int first_problem_parse_as(const char *name, InputFormat fmt, const char *text, size_t len,
                           FirstProblem *fp, char *err, size_t errlen);

/* The same, keeping at most max positions (the workbench's bound on a
 * request): reading stops at the next one, and fp->more is set. */
int first_problem_parse_upto(const char *name, InputFormat fmt, const char *text, size_t len, int max,
                             FirstProblem *fp, char *err, size_t errlen);

void first_problem_free(FirstProblem *fp);

#endif
