/* first_problem.h - what solve, verify, watch and the workbench's Popeye
 * input work on: the first problem of a file (or the one --id or --index
 * chooses), read through fen/input.c whatever its format, with every position
 * of it (each twin, each half of a duplex). */
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
    bool others; /* another problem follows the one read (not read) */
    char *others_err; /* others: that problem's message when it cannot be read
                       * (a line of no problem), else NULL; malloc'd */
    long others_line; /* others: the line it starts on */
} FirstProblem;

/* Which problem of a file a command takes (--id NAME, --index N): the one
 * whose first position has that id, or the index-th (from 1, a problem with
 * its twins counting once); neither set (NULL, 0): no choice. */
typedef struct {
    const char *id;
    long index;
} ProblemChoice;

/* Whether c chooses the problem numbered number (from 1) whose first
 * position is first. */
bool problem_chosen(const ProblemChoice *c, const Problem *first, long number);

/* Follows the problems of a file as a reader hands their positions over,
 * for a choice: whether each position is of the chosen problem (start from
 * { .choice = c }, problem_chooser_free when done). */
typedef struct {
    const ProblemChoice *choice;
    Problem cur;     /* a copy of the first position of the problem being read */
    long cur_line;
    long problems;   /* problems so far (a problem with its twins counts once) */
    bool chosen;     /* a position of the chosen problem was seen */
} ProblemChooser;

typedef enum { CHOICE_BEFORE, CHOICE_IN, CHOICE_AFTER, CHOICE_OOM } ChoiceStep;

/* Where p (handed over at lineno) stands: in a problem before the chosen one,
 * in it, after it (read no further), or out of memory. */
ChoiceStep problem_chooser_take(ProblemChooser *pc, long lineno, const Problem *p);
void problem_chooser_free(ProblemChooser *pc);

/* Why c chose nothing in name, a file of problems problems:
 * "p.epd: no problem with id 'x'", "p.epd: no problem 5 (the file holds 3)". */
void problem_choice_missing(const ProblemChoice *c, const char *name, long problems, char *err, size_t errlen);

/* Reads the problem c chooses (with its twins) of the file at path ("-" is
 * standard input), or the first when c is NULL or chooses none. Returns 0,
 * or -1 with a message in err when the file cannot be read, holds no problem
 * (fp is then empty) or no such problem (problem_choice_missing's message). */
int first_problem_choose(const char *path, const ProblemChoice *c, FirstProblem *fp, char *err, size_t errlen);

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
