/* popeye_lex.h - the words of a Popeye input file, as Popeye's own reader
 * cuts them: runs of letters, digits and #=+-%>!.<()~/&|:[]{}? separated by
 * blanks, line breaks, ';' and ','. Read from a stream, one word ahead, with
 * the line each word is on. */
#ifndef CHIAVE_POPEYE_LEX_H
#define CHIAVE_POPEYE_LEX_H

#include <stdbool.h>
#include <stdio.h>

#define PY_WORD_MAX 256 /* Popeye's own limit on a word */

typedef struct {
    FILE *f;
    int c;                  /* the next character, EOF at the end */
    long line;              /* the line of c */
    char word[PY_WORD_MAX]; /* the current word; "" at the end of the input */
    long word_line;         /* its line */
    long prev_line;         /* the line of the word before it */
    bool strange;           /* the word is one character Popeye does not read */
    bool too_long;          /* the word was cut at PY_WORD_MAX - 1 bytes */
    bool read_error;        /* reading failed (errno set) */
} PyLex;

/* Starts reading f (a UTF-8 byte order mark is skipped) and reads the first
 * word. */
void py_lex_init(PyLex *lx, FILE *f);

/* The same for text that starts on line first_line of its file (a YAML
 * scalar read as Popeye words). */
void py_lex_init_at(PyLex *lx, FILE *f, long first_line);

/* Reads the next word into lx->word ("" at the end of the input). */
void py_lex_next(PyLex *lx);

/* The rest of the line after the current word (the text of author, title,
 * remark ...): leading blanks and ";.," skipped, trailing blanks cut, text
 * that is not UTF-8 read as Latin-1. malloc'd ("" when the word ends its
 * line), NULL if out of memory. The next word is then read. */
char *py_lex_rest_of_line(PyLex *lx);

#endif
