/* popeye_words.h - the words of Popeye's input language in its three
 * languages (py-engl.txt, py-deut.txt, py-fran.txt): keywords matched as
 * Popeye matches them (any unique prefix, case ignored; an exact word wins),
 * and the piece letters. */
#ifndef CHIAVE_POPEYE_WORDS_H
#define CHIAVE_POPEYE_WORDS_H

#include <stdbool.h>

/* Popeye's languages, in the order of its tables. A file's language is the
 * one of its first word (beginproblem / anfangproblem / debutprobleme). */
typedef enum { PY_FR, PY_DE, PY_EN, PY_NLANG } PyLang;

/* The keyword lists; a word is looked up in one list at a time. */
typedef enum {
    PT_BEGIN,       /* beginproblem */
    PT_PROBLEM_END, /* PE_* */
    PT_TWIN_START,  /* TS_* */
    PT_COMMAND,     /* PC_* */
    PT_TWINNING,    /* TW_* */
    PT_COLOUR,      /* COL_* */
    PT_SPEC,        /* piece attributes (royal, paralysing, ...) */
    PT_OPTION,      /* OPT_* */
    PT_MIRROR,      /* a1<-->h1, a1<-->a8, a1<-->h8, a8<-->h1 */
    PT_NTABLES
} PyTable;

enum { PE_END, PE_NEXT };
enum { TS_TWIN, TS_ZERO };
enum {
    PC_REMARK, PC_SSTIPULATION, PC_AUTHOR, PC_ORIGIN, PC_PIECES, PC_CONDITION,
    PC_OPTION, PC_STIPULATION, PC_PROTOCOL, PC_TITLE, PC_LATEX, PC_LATEXPIECES,
    PC_AWARD, PC_GAMEARRAY, PC_FORSYTH
};
enum {
    TW_MOVE, TW_EXCHANGE, TW_STIPULATION, TW_SSTIPULATION, TW_ADD, TW_REMOVE,
    TW_CONTINUED, TW_ROTATE, TW_CONDITION, TW_POLISH, TW_MIRROR, TW_SHIFT, TW_SUBSTITUTE
};
enum { COL_WHITE, COL_BLACK, COL_NEUTRAL, COL_INVISIBLE };
enum {
    OPT_DEFENCE, OPT_SETPLAY, OPT_WHITETOPLAY, OPT_VARIATION, OPT_MOVENUMBERS,
    OPT_STARTMOVENUMBER, OPT_NOWK, OPT_DUPLEX, OPT_NOBK, OPT_THREAT, OPT_NOTHREAT,
    OPT_TRY, OPT_MAXSOLUTIONS, OPT_MAXFLIGHTS, OPT_SEARCH, OPT_MULTISOLUTIONS,
    OPT_NOSYMMETRY, OPT_NONTRIVIAL, OPT_KEEPMATINGPIECE, OPT_ENPASSANT, OPT_NOBOARD,
    OPT_NOSHORTVARIATIONS, OPT_HALFDUPLEX, OPT_POSTKEYPLAY, OPT_INTELLIGENT,
    OPT_MAXTIME, OPT_NOCASTLING, OPT_QUODLIBET, OPT_STOPONSHORT, OPT_BEEP,
    OPT_SUPPRESSGRID, OPT_WRITEGRID, OPT_CASTLINGEXCLUSIVE, OPT_GOALISEND,
    OPT_UNPUBLISHED, OPT_NULLMOVES, OPT_UPTOMOVENUMBER, OPT_TRIVIALTRIES, OPT_MATESIN1
};

enum { PY_NONE = -1, PY_AMBIGUOUS = -2 };

/* The index of word in list t of language lang: the keyword it is a prefix
 * of, PY_NONE when there is none, PY_AMBIGUOUS when there are several and
 * none is the word itself. */
int py_word(PyLang lang, PyTable t, const char *word);

/* The keyword itself (for messages and for writing Popeye input). */
const char *py_keyword(PyLang lang, PyTable t, int index);

/* The language whose begin keyword word is a prefix of, or PY_NLANG. */
PyLang py_language_of(const char *word);

/* The orthodox piece type (PAWN..KING) of a one-letter piece code in lang,
 * or 0. */
int py_orthodox_piece(PyLang lang, const char *code);

/* The letter of an orthodox piece type in lang (upper case). */
char py_piece_letter(PyLang lang, int type);

/* The English name of a fairy piece code ("g", "le", ...) in lang, or NULL
 * when it names no piece. */
const char *py_fairy_piece(PyLang lang, const char *code);

#endif
