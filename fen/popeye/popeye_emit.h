/* popeye_emit.h - handing over the positions of a problem read in Popeye's
 * words (a Popeye file, a YAML entry): the diagram or each twin, both halves
 * of a duplex, as Problems or error records naming the line and the word. */
#ifndef CHIAVE_POPEYE_EMIT_H
#define CHIAVE_POPEYE_EMIT_H

#include "fen/popeye/popeye_options.h"
#include "fen/popeye/popeye_state.h"
#include "fen/strbuf.h"

typedef struct {
    PyReader r;
    ProblemFn cb;
    void *ctx;
    char *full;     /* "name:line: message", sized for the name */
    size_t fullcap;
} PyRun;

/* One problem as read: its words and the diagram. */
typedef struct {
    long line;
    char *id;       /* the problem's id, or NULL */
    StrBuf title, authors, origin; /* lines "; "-separated, however many */
    StrBuf comment; /* remarks (YAML: comments), a line each */
    StrBuf solution; /* `remark solution:` lines (YAML: solution), a line each */
    StrBuf ops;     /* EPD operations kept in a "remark epd: ..." (YAML: epd:) */
    char *award;
    PyOptions opt;
    PyPosition diagram;
    bool stipulated;
    char *twin_of;  /* its id, or "name:line" */
    int emitted;    /* positions handed over so far: the warnings go with the first */
} PyProblem;

/* Starts run: reading from name; cb gets the problems. False if out of memory. */
bool py_run_init(PyRun *run, const char *name, ProblemFn cb, void *ctx);
void py_run_free(PyRun *run);

/* Starts a problem beginning at line (its id may be NULL). False if out of memory. */
bool py_problem_init(PyProblem *pb, const PyRun *run, long line, const char *id);
void py_problem_free(PyProblem *pb);

/* Appends a line of text to field, "; "-separated; takes text over. */
void py_add_line(StrBuf *field, char *text);

/* A remark (takes text over): "id: NAME" names the problem (when it has no
 * id), "epd: OPS" holds its EPD operations (as chiave convert writes them);
 * any other is a line of its comment. */
void py_add_remark(PyProblem *pb, char *text);

/* Hands over an error record (msg: "line: message") for the problem, or for
 * one of its twins. Returns cb's value. */
int py_emit_error(PyRun *run, PyProblem *pb, long line, const char *twin, const char *twinning,
                  const char *msg);

/* Hands over a position of the problem: the diagram (twin NULL) or a twin,
 * both halves with option duplex; zero: the FEN of the zero position the
 * twins come from, or NULL. Returns cb's value. */
int py_emit_twin(PyRun *run, PyProblem *pb, const PyPosition *pos, long line, const char *twin,
                 const char *twinning, const char *zero);

/* The FEN of the diagram as a zero position (malloc'd), NULL if it holds a
 * fairy man. */
char *py_zero_fen(const PyProblem *pb);

/* Popeye's twin labels: a ... z, then z1, z2, ... */
const char *py_twin_label(int i, char *buf, size_t len);

#endif
