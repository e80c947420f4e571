/* json.h - the JSON record of SPEC.md "JSON record", one line. */
#ifndef CHIAVE_REPORT_JSON_H
#define CHIAVE_REPORT_JSON_H

#include <jansson.h>
#include "fen/epd/fen.h"
#include "solver/san.h"
#include "solver/solution.h"

/* The record of s (solved from pb with options so) as a jansson object, keys in
 * SPEC order; "themes" holds what themes_analyse finds. The caller
 * owns the reference (json_decref). NULL if out of memory. */
json_t *report_json_record(const Problem *pb, const Solution *s,
                           const SolveOptions *so, Lang lang);
/* The same without themes (an empty list): what comparisons read, faster. */
json_t *report_json_bare_record(const Problem *pb, const Solution *s,
                                const SolveOptions *so, Lang lang);
/* The object of one key (or a try, with its refutations, when with_refutations):
 * {"move", "san", "check", "zugzwang", "threats", "variations"}. */
json_t *report_json_play(const Solution *s, const Play *p, const SolveOptions *so,
                         Lang lang, bool with_refutations);
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
/* The error record as a malloc'd line. */
char *report_json_error(const char *id, const char *fen, const char *message);
/* The error record of a problem that could not be read: its id and FEN as
 * read, with its twin, title, authors and source fields. */
json_t *report_json_problem_error_record(const Problem *pb, const char *message);
/* The same as a malloc'd line. */
char *report_json_problem_error(const Problem *pb, const char *message);

#endif
