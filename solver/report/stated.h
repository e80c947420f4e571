/* stated.h - the solution a problem states (SPEC "Stated solutions"): where it
 * is written, its keys read in the problem's position, the lines it gives
 * (threats, variations, tries, set play) and whether the play confirms them. */
#ifndef CHIAVE_STATED_H
#define CHIAVE_STATED_H

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include "fen/problem.h"
#include "solver/san.h"
#include "solver/solution.h"

#define STATED_MAX_KEYS 8
#define STATED_MAX_LINES 128
#define STATED_LINE_MAX 96

typedef enum { SL_SET, SL_THREAT, SL_VARIATION, SL_TRY } StatedLineKind;

/* One stated line: its first move (none in set play), the defence, the mate
 * (or the try's refutation in `defence`), as written. */
typedef struct {
    StatedLineKind kind;
    char text[STATED_LINE_MAX]; /* "1.Nc3! 1...Rxd5 2.Qe4#", "1.Qe4? 1...Bxd5!", "1...Rxd5 2.Nc3#" */
    bool holds;
    Move first, defence;        /* read (else MOVE_NONE): the first move of a threat, a
                                 * variation or a try; the defence of a variation or set play */
} StatedLine;

typedef struct {
    char *text;                 /* the stated solution as written (a twin's section), UTF-8 */
    const char *from;           /* where: "solution" (YAML, Popeye remark, PGN comment), "key" or "bm" */
    Move keys[STATED_MAX_KEYS]; /* the stated keys, read */
    int nkeys;
    char error[192];            /* why a key cannot be read; "" when every key is read */
    char error_at[64];          /* the words of error that are the problem's ("1.Qz9!"), or "" */
    const char *error_why;      /* the rest of error, English (a msgid for the text report) */
    StatedLine lines[STATED_MAX_LINES];
    int nlines;
} Stated;

/* Reads what pb states, in the twin's section when twinned, from the first of:
 * its `solution` text (YAML, Popeye remark, PGN comment), EPD `key`, EPD `bm`. False
 * when it states nothing. Free with stated_free. */
bool stated_read(const Problem *pb, Stated *st);

/* Records the first reason a key cannot be read: at (the stated words, or "")
 * and why (English, marked N_ for the catalogues); later ones are dropped. */
void stated_fail(Stated *st, const char *at, const char *why);
void stated_free(Stated *st);

/* Whether the stated keys are exactly the keys of s and s has no short
 * solution (false when a key could not be read). */
bool stated_agrees(const Stated *st, const Solution *s);

/* Reads pb's stated solution and judges it against s: 1 agrees, 0 does not
 * (or unreadable), -1 nothing stated or nothing to judge (an illegal or
 * timed-out solution). */
int stated_verdict(const Problem *pb, const Solution *s);

/* {"key", "agrees", "text"[, "error"][, "lines_not_holding"]} for the record,
 * or NULL when pb states nothing (or s is illegal or timed out). */
json_t *stated_json(const Problem *pb, const Solution *s);

/* The report's lines: "Stated: 1.Qe4! - holds" or what holds instead, then
 * the stated lines the play does not confirm. Nothing when nothing is stated. */
void stated_text(FILE *out, const Problem *pb, const Solution *s, Lang lang);

/* The variations of s's keys (those solve lists, every defence with
 * all_defences) that st leaves out, on one line in lang: "Variations not
 * stated: 1.Kc3! 1...Ka4 2.Qb4#"; only for a key whose text gives at least
 * one variation (a text of the key alone leaves all the play to the reader).
 * start: the diagram. Returns how many; nothing is written when none. */
int stated_omitted_text(FILE *out, const Stated *st, const Position *start, const Solution *s, bool all_defences,
                        Lang lang);

/* The stated lines the play does not confirm, on one line in lang, each with what
 * the board gives instead: "Stated lines that do not hold: 1.Qb4! 2.Qc3# (the threat
 * is 2.Qb2#); 1.Qb4! 1...Bb3 2.Nc2# (the mate is 2.Qc3#)". start: the diagram. Returns
 * how many; nothing is written when none. */
int stated_failing_text(FILE *out, const Stated *st, const Position *start, Lang lang);

/* Internal to stated*.c: the lines of text (a twin's section), read and
 * judged in the position pos. */
void stated_read_lines(Stated *st, const Position *pos);
/* Internal to stated*.c: every "e. p." of s (a copy of the text, cut into
 * words next) made "e.p.", one word, as composers write it both ways. */
void stated_join_ep(char *s);

#endif
