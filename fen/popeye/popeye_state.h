/* popeye_state.h - what the Popeye reader knows while it reads a problem:
 * the words, the first error, and the board of the position being built
 * with what keeps it from being an orthodox #2 (a flaw: it is still read to
 * the end, then becomes an error record naming the word). */
#ifndef CHIAVE_POPEYE_STATE_H
#define CHIAVE_POPEYE_STATE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include "fen/popeye/popeye_lex.h"
#include "fen/popeye/popeye_words.h"
#include "fen/problem.h"

#define PY_TEXT_MAX 1024 /* twinning texts longer than this are cut */

/* The flaws of a position, one of each kind (the first found). A twin's
 * stipulation or condition replaces the one it inherits. Fairy men are no
 * flaw of this list: they stand on the board (FAIRY) for twins to move,
 * and make the position a flawed one as long as one of them is there. */
typedef enum { FLAW_STIPULATION, FLAW_CONDITION, FLAW_OPTION, NFLAWS } PyFlawKind;

typedef struct {
    long line;         /* of the word */
    char msg[FEN_MSG]; /* "word: why", "" when none */
} PyFlaw;

#define FAIRY 7 /* the piece type of a fairy man on the board */

/* What a fairy man is: "grasshopper" (a fairy piece), or "neutral",
 * "Royal", ... (an attribute: a man of any kind that is no orthodox man). */
typedef struct {
    const char *name;
    bool attribute;
    long line;        /* where it was put on the board */
} PyFairy;

typedef struct {
    uint8_t board[128];    /* 0x88, piece codes of solver/squares.h, or type FAIRY */
    PyFairy fairy[128];    /* for the men of type FAIRY */
    PyFlaw flaw[NFLAWS];
    long men_line;         /* of the last pieces, forsyth or gamearray command, 0 before one */
} PyPosition;

typedef struct {
    PyLex lx;
    PyLang lang;
    const char *name;    /* the input, for messages */
    char err[FEN_MSG];   /* the first malformed word of the problem: "line: message" */
    char warn[FEN_MSG];  /* warnings of the problem, "; "-separated */
    long warn_line;      /* the line of the first warning; a later one on another line
                          * starts "line N: " */
    /* The board the last twinning read was applied to (the diagram, or the twin
     * before for a continued twin): the men a twin's heading names. */
    uint8_t twin_base[128];
} PyReader;

/* Records the first malformed input of the problem, at the current word's
 * line. Returns false (for `return py_fail(...)`). */
bool py_fail(PyReader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same, naming line instead of the current word's. */
bool py_fail_at(PyReader *r, long line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Records why the position is not an orthodox #2, at the current word's line
 * (only the first of each kind). */
void py_flaw(PyReader *r, PyPosition *p, PyFlawKind k, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Adds a warning (once), about the current word's line. */
void py_warn(PyReader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same, about line. */
void py_warn_at(PyReader *r, long line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Appends printf text to buf (PY_TEXT_MAX bytes), separated by a space. */
void py_text_add(char *buf, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The square (0x88) of "e4" at s (case ignored), or NO_SQ. */
int py_square(const char *s);

/* Squares are written "e4" into buf (3 bytes). */
const char *py_square_name(int sq, char *buf);

/* Reads a list of squares filling a whole word ("e4", "a1h8c3") into sq[]
 * (room for 64); returns how many, or -1 when the word is not such a list. */
int py_square_list(const char *word, int *sq);

/* Reads the pieces of a `pieces` command or of a twin's `add` from the
 * current word (a colour) to the first word that is not part of them, onto
 * p. In a twin, replacing a man is no news; in the diagram it is warned of.
 * text (PY_TEXT_MAX bytes, or NULL) gets them in English: "white Qe8 Sf3".
 * False on malformed input. */
bool py_read_pieces(PyReader *r, PyPosition *p, bool twin, char *text);

/* Reads the word after `forsyth` onto p. False on malformed input. */
bool py_read_forsyth(PyReader *r, PyPosition *p);

/* The commands a twin shares with the diagram, from the word after the
 * command: stipulation ("#2", "# 2"; anything else is a flaw), structured
 * stipulation and condition (flaws, their words skipped). A twin's
 * replaces the diagram's. text (or NULL) gets the English. */
void py_read_stipulation(PyReader *r, PyPosition *p, char *text);
void py_read_sstipulation(PyReader *r, PyPosition *p, bool twin);
void py_read_condition(PyReader *r, PyPosition *p, bool twin, char *text);

/* Reads one twin's changes, from the word after `twin` or `zeroposition` to
 * the first word that is not one: out starts from the diagram, or from the
 * previous twin when the first word is `continued`. text (PY_TEXT_MAX bytes)
 * gets the twinning in English Popeye words ("move b8 c8", "continued rotate
 * 90"). False on malformed input, and when nothing changes (no twinning, or
 * a word that is not one). */
bool py_read_twinning(PyReader *r, const PyPosition *diagram, const PyPosition *previous,
                      PyPosition *out, char *text);

/* Reads the word of a piece code as a whole ("R", "le"): its type, 0 for a
 * fairy piece (named in *fairy_name). */
bool py_read_walk_word(PyReader *r, int *type, const char **fairy_name);

/* Puts the man on square from of src on square to of dst (both may be the
 * same position), emptying nothing. */
void py_put(PyPosition *dst, int to, const PyPosition *src, int from);

/* The first fairy man of p (in reading order), as a flaw message in buf:
 * "fairy piece grasshopper on e4: ..."; its line, or 0 when there is none. */
long py_fairy_flaw(const PyPosition *p, PyLang lang, char *buf, size_t len);

#endif
