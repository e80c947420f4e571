/* json.h - the JSON record of SPEC.md "JSON record", one line. */
#ifndef CHIAVE_REPORT_JSON_H
#define CHIAVE_REPORT_JSON_H

#include <jansson.h>
#include "fen/epd/fen.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "themes/analysis.h"
#include "themes/motives.h"

/* The record of s (solved from pb with options so) as a jansson object, keys in
 * SPEC order; "themes" holds what analysis_build finds. The caller
 * owns the reference (json_decref). NULL if out of memory. */
json_t *report_json_record(const Problem *pb, const Solution *s,
                           const SolveOptions *so, Lang lang);
/* The same with the themes of A (analysis_build of s), for a caller that also
 * writes them as text: the themes are worked out once. */
json_t *report_json_record_analysed(const Problem *pb, const Solution *s, const Analysis *A,
                                    const SolveOptions *so, Lang lang);
/* What a caller adds to the record's objects as they are made (the page: the
 * moves in SAN, the motives in words, the themes' labels), so that nobody looks
 * them up in the tree afterwards. Each hook may be NULL; it is called on an
 * object once its own fields are written, with what it was made of. ph is the
 * phase of the motives, NULL when the record has none (not fully analysed). */
typedef struct {
    void (*play)(void *ctx, json_t *o, const Solution *s, const Play *p, const MotivePhase *ph);
    /* a variation of play p; p NULL for the set play */
    void (*variation)(void *ctx, json_t *o, const Solution *s, const Play *p, const Variation *v,
                      const MotivePhase *ph);
    void (*theme)(void *ctx, json_t *o, const ThemeEntry *e);
    /* the whole record, last (an illegal position's too) */
    void (*record)(void *ctx, json_t *rec, const Solution *s);
    void *ctx;
} RecordExtras;

/* report_json_record_analysed with the additions of x. */
json_t *report_json_record_extras(const Problem *pb, const Solution *s, const Analysis *A,
                                  const SolveOptions *so, Lang lang, const RecordExtras *x);
/* The entries of A as the record's "themes" array of jansson values: their text
 * (record_themes.c, the one writer of entries) read back, so that a tree and a
 * line cannot differ. NULL if out of memory. */
json_t *report_json_themes(const Analysis *A);
/* Every theme entry of s (analysis_build) appended to the array out as the record
 * has them: for readers of entries as JSON (the tests, the corpus checks). */
void report_json_themes_into(const Solution *s, json_t *out);
/* The record of a problem that could not be solved: status "illegal", the
 * message in "error", empty lists. id and fen may be NULL. */
json_t *report_json_error_record(const char *id, const char *fen, const char *message);

/* Compact one-line text of a record, malloc'd (free()); consumes the
 * reference to rec. NULL if rec is NULL or out of memory. */
char *report_json_dump(json_t *rec);
/* The record as a malloc'd line, written straight as text (record_text.c):
 * byte for byte report_json_dump(report_json_record(...)), at half the cost. */
char *report_json_string(const Problem *pb, const Solution *s,
                         const SolveOptions *so, Lang lang);
/* The same with the themes of A (analysis_build of s, which the caller made for
 * its text report too) rather than working them out again. */
char *report_json_string_analysed(const Problem *pb, const Solution *s, const Analysis *A,
                                  const SolveOptions *so, Lang lang);
/* The error record as a malloc'd line. */
char *report_json_error(const char *id, const char *fen, const char *message);
/* The error record of a problem that could not be read: its id and FEN as
 * read, with its twin, title, authors and source fields. */
json_t *report_json_problem_error_record(const Problem *pb, const char *message);
/* The same as a malloc'd line. */
char *report_json_problem_error(const Problem *pb, const char *message);

#endif
