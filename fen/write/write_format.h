/* write_format.h - the text of one problem in each format (for write.c). */
#ifndef CHIAVE_WRITE_FORMAT_H
#define CHIAVE_WRITE_FORMAT_H

#include <stdbool.h>
#include "fen/problem.h"
#include "fen/write/write.h"

/* One problem to write: the diagram and its twins. */
typedef struct {
    const Position *diagram; /* the position the twins are made from */
    bool zero;               /* the diagram is a zero position, not solved itself */
    const Problem *const *twin; /* the positions solved: the diagram itself (unless zero),
                                 * then each twin with its twinning; twin[0] gives the words */
    int n;
    bool duplex;             /* each position stands for both halves of a duplex */
    const char *remark;      /* a note for the reader ("twin b) of x.inp:1: ..."), or NULL */
} WriteProblem;

/* The problem in Popeye's English words: its commands, without the
 * beginproblem / nextproblem / endproblem around them. malloc'd; NULL if out
 * of memory. */
char *write_popeye_text(const WriteProblem *w);

/* The problem as an Olive/YACPDB YAML document ("---" first). */
char *write_yaml_text(const WriteProblem *w);

/* One position as a FEN line (six fields) or an EPD line (four fields, id
 * and the other operations), after '#' comment lines with its words. */
char *write_line_text(OutputFormat fmt, const Problem *p);

/* The words shared by Popeye and YAML: the men of a colour ("Kd3 Qb8 Pa2b2"),
 * the options ("HalfDuplex", "EnPassant d7d6d5", "NoCastling h1", "Defence 2",
 * "SetPlay", ...) as a NULL-terminated list in out (room for 16), each
 * written into buf (room for 16 * 32 bytes). */
void write_men(const Position *pos, int colour, char *buf, size_t len);
int write_options(const Position *diagram, bool duplex, const ProblemAsks *asks, const char **out, char *buf);

/* text with line breaks and other control characters as spaces, malloc'd. */
char *write_one_line(const char *text);

/* Each line of a comment (lines joined by '\n'; NULL: none) as "PREFIX line". */
void write_comment_lines(FILE *out, const char *prefix, const char *comment);

#endif
