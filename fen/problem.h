/* problem.h - a problem as every input format delivers it: the position, the
 * FEN as read, the id and the other EPD operations, the warnings. */
#ifndef CHIAVE_PROBLEM_H
#define CHIAVE_PROBLEM_H

#include <stdbool.h>
#include "solver/board.h"
#include "solver/solution.h"

#define FEN_MSG 256

/* What a problem's own file asks of the analysis (Popeye's options, a YAML
 * entry's options), over what the command line asks: 0 / false when it does
 * not say. chiave's full analysis always has tries, set play and variations;
 * the flags are kept so that a converted problem asks for them again. */
typedef struct {
    int refutations;  /* "defence N": tries that fail to 1..N replies */
    double max_time;  /* "maxtime N": seconds */
    bool tries, set_play, variations;
} ProblemAsks;

typedef struct {
    Position pos;
    char fen[100];  /* the four FEN fields as read, single-spaced (truncated if absurdly long) */
    char *id;       /* EPD id operation, or NULL; malloc'd */
    char *ops;      /* the other EPD operations, verbatim; malloc'd or NULL */
    char warnings[FEN_MSG]; /* dropped castling rights / e.p. square, "" if none */
    long warn_line;         /* the line the warnings are about when not the problem's (a
                             * Popeye word's), else 0: problem_warn_line */
    /* The problem's own words, for the report's heading and the record; each
     * malloc'd or NULL. Formats fill what they have. */
    char *title, *authors, *source;
    /* The '#' comment lines of a FEN/EPD file before the problem's line (since
     * the previous problem), without the '#', joined by newlines; or NULL. */
    char *comment;
    /* The solution as the problem states it (a YAML entry's `solution:`, a
     * Popeye `remark solution:`, a PGN comment holding "1.X!"), as written, a
     * twin's sections included; or NULL (solver/report/stated.c reads it). */
    char *solution;
    /* Twins (a twinned Popeye or YAML problem): "a", "b", ...; the id of the
     * problem they are twins of; the twinning as text ("rotate 90"). NULL for a
     * problem that is not twinned. */
    char *twin, *twin_of, *twinning;
    /* Whether this position follows an earlier one of its problem (a twin after
     * the first, a duplex's second half): false where a problem begins, even
     * one with the id of the problem before, so that two problems named alike
     * are never read as one problem's twins. */
    bool follows;
    /* The board the twinning was applied to (128 0x88 piece codes, a fairy
     * man's type none of PAWN..KING): the diagram, or the twin before for a
     * continued twin; malloc'd, NULL for the diagram itself ("a) diagram") and
     * where unknown. The heading names its men ("b) Bb6→d5"). */
    uint8_t *twin_base;
    /* The four FEN fields of the zero position when the twins are made from
     * one that is not solved itself (Popeye's zeroposition), else NULL. */
    char *twin_zero;
    ProblemAsks asks;
} Problem;

/* The line to name before p's warnings, p read at lineno. */
static inline long problem_warn_line(const Problem *p, long lineno)
{
    return p->warn_line ? p->warn_line : lineno;
}

/* A copy of *src into *dst, which owns copies of src's fields. False if
 * out of memory (dst is then left empty). */
bool problem_copy(Problem *dst, const Problem *src);

/* Whether p (handed over at lineno) is a position of the same problem as
 * first (at first_line): a twin of it, or the other half of a duplex (the
 * same line, the same men, the other side to move). */
bool problem_same(const Problem *first, long first_line, const Problem *p, long lineno);
/* Whether p is a later position (twin) of the twinned problem whose positions
 * before it have twin_of unit_of (NULL: none). */
bool problem_twin_follows(const char *unit_of, const Problem *p);

/* The options to solve pb with: base (the command line's) with what pb asks
 * on top: the larger number of refutations, the shorter time limit. */
void problem_solve_options(const Problem *pb, const SolveOptions *base, SolveOptions *out);

/* Frees what the problem owns and sets those pointers to NULL. */
void problem_free(Problem *p);

/* Moves *src into *dst: dst takes over what src owns, src keeps its position
 * and fields but owns nothing (for keeping a problem a reader hands over). */
void problem_take(Problem *dst, Problem *src);

/* Called by the collection readers once for every problem, in file order:
 * lineno is the line the problem starts on; err is NULL when p holds a valid
 * problem, otherwise the complete message "name:line: ..." while p holds what
 * could be read (fen as read, id if any). p belongs to the reader, which frees
 * what it owns after the call: to keep a field, take it and set it to NULL.
 * A nonzero return stops the reading. */
typedef int (*ProblemFn)(void *ctx, long lineno, Problem *p, const char *err);

#endif
