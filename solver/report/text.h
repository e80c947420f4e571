/* text.h - the composer's text report of a solved #2: diagram,
 * stipulation, keys with threats and variations, tries, set play, verdict. */
#ifndef CHIAVE_REPORT_TEXT_H
#define CHIAVE_REPORT_TEXT_H

#include <stdio.h>
#include "fen/epd/fen.h"
#include "solver/san.h"
#include "solver/solution.h"

/* The diagram: letters in ASCII, chess figurines in Unicode, or none. */
typedef enum { BOARD_ASCII, BOARD_UNICODE, BOARD_NONE } BoardStyle;

/* The phases of the play, in the order a reader wants them (--order). */
typedef enum { REPORT_KEY, REPORT_TRIES, REPORT_SET } ReportPhase;
#define REPORT_PHASES 3

/* How the report looks. */
typedef struct {
    Lang lang;
    BoardStyle board;
    ReportPhase order[REPORT_PHASES]; /* default: the key (and short solutions), the tries, the set play */
    /* The first line of the heading of a problem without an id, "file:line" in
     * a collection; NULL for none. */
    const char *label;
    /* A later position of a problem (twin b, c...): its twin line only, the
     * problem's words are above it. */
    bool later;
    /* Moves and men with figurines, not letters (--notation figurine). */
    bool figurine;
    /* Each variation and refutation with its motives in words (--why). */
    bool why;
    /* A twin: its problem's twins solved so far, itself the last; the report
     * ends with the themes across twins that end at it. NULL: none. */
    const struct Twins *twins;
} TextStyle;

/* The default style in language lang: ASCII diagram, set play, tries, key
 * (as magazines and Popeye print a solution). */
void text_style_default(TextStyle *ts, Lang lang);

/* Writes the report of s (solved from pb with options so) to out: a heading
 * with the problem's own words (id or label, title, authors, source, the
 * comment lines of its file), the diagram, the play, the Analysis, the verdict. */
void report_text_styled(FILE *out, const Problem *pb, const Solution *s,
                        const SolveOptions *so, const TextStyle *ts);
/* The same with the default style (ASCII diagram) in language lang. */
void report_text(FILE *out, const Problem *pb, const Solution *s,
                 const SolveOptions *so, Lang lang);
/* The same report as a malloc'd string (NULL if out of memory). */
char *report_text_string(const Problem *pb, const Solution *s,
                         const SolveOptions *so, Lang lang);

/* The heading of a report: the problem's own words (id or label, title,
 * authors, source, comment lines; not again for a later twin), then its twin
 * line in the language. */
void text_heading(FILE *out, const Problem *pb, const TextStyle *ts);

/* How many bytes the problem's own words take at the head of text_heading
 * (the twin line not counted): written as given, never with figurines. */
size_t text_words_length(const Problem *pb, const TextStyle *ts);

/* A verdict in lang without its details: "sound", "cooked", "short solution",
 * "no solution", "illegal position", "timeout". */
const char *text_status_word(Status st, Lang lang);

/* The short solutions ("1.Qh7" a line), as the report and publish print them. */
void text_shorts(FILE *out, const Solution *s, Lang lang);

#endif
