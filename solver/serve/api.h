/* api.h - the JSON API of the workbench (solver/serve/API.md): each
 * handler reads a Request and fills a Reply; none touches HTTP itself. */
#ifndef CHIAVE_SERVE_API_H
#define CHIAVE_SERVE_API_H

#include <jansson.h>
#include <stddef.h>
#include "fen/first_problem.h"
#include "solver/san.h"
#include "solver/serve/http.h"
#include "solver/solution.h"
#include "themes/twins.h"

typedef struct Collection Collection;

typedef struct {
    double max_time;        /* the most a request may solve, in seconds */
    Collection *collection; /* the collection the user opened, or NULL */
} ApiContext;

/* The most positions (twins, a duplex's halves) one request solves; a
 * problem with more is refused (413). */
#define API_MAX_POSITIONS 256

/* A request's solving budget (SPEC "Serve": --max-time bounds the whole
 * request): its searches stop, their records saying timeout, once the
 * deadline has passed or the request is cancelled. */
typedef struct {
    const Request *rq;
    double deadline;   /* CLOCK_MONOTONIC seconds; 0: none */
} ApiBudget;

/* Starts b for rq with so's time limit (so->max_time seconds from now, 0:
 * none) and has so's searches ask it (so->stop); b must outlive them. */
void api_budget_start(ApiBudget *b, const Request *rq, SolveOptions *so);
/* Whether b's time is up or its request cancelled (a SolveOptions.stop and
 * RepairOptions.cancelled hook). */
bool api_budget_over(void *b);

/* The request body as a JSON object; NULL with a 400 reply in out. */
json_t *api_body(const Request *rq, Reply *out);
/* Whether every field of body is one of fields (NULL-ended), and its "id",
 * when given, a string or null; else false with a 400 reply naming the field
 * and those known ("pop: unknown field (fen, popeye, text, id, options)"). */
bool api_fields(const json_t *body, const char *const *fields, Reply *out);

/* Reads "options" of a request (NULL: the defaults) into so and lang. The
 * time limit is max_time, or less when the request asks for less. Returns 0,
 * or -1 with a message naming the option. */
int api_options(const json_t *opts, double max_time, SolveOptions *so, Lang *lang,
                char *err, size_t errlen);

/* The language of the query argument lang (English when it is not there and
 * not required); -1 with a 400 reply when it is none of it, de, fr, en. */
int api_lang_arg(const Request *rq, bool required, Lang *lang, Reply *out);

/* The fields of a request for a problem: /api/solve's; economy and repair
 * add theirs after them. */
#define API_PROBLEM_FIELDS "fen", "popeye", "text", "id", "options"

/* Reads what a request for a problem has: fields (NULL-ended) and no other
 * (api_fields), one of "fen", or "popeye" or "text" (a problem as text, with
 * its twins), a string; "options" into so and lang (api_options, max_time
 * the server's limit). Starts budget over the whole request. Returns the
 * problem's field, or NULL with a 400 reply. */
const char *api_problem_request(const Request *rq, const json_t *body, const char *const *fields, double max_time,
                                SolveOptions *so, Lang *lang, ApiBudget *budget, Reply *out);

/* What a request for a problem makes of each of its positions. */
typedef struct {
    /* The record of pb, named by the request; T: the twins before it, which
     * it joins (NULL: no twin). 0 with the record in *rec, or a status with
     * why in err: 400 for a field of the request that does not fit pb (a
     * FEN's answer is then that 400, a text's position its error record),
     * 500. */
    int (*record)(void *ctx, Problem *pb, Twins *T, json_t **rec, char *err, size_t errlen);
    /* The error record of a position, any of the problem's (the first
     * too): pos is the position, NULL when none could be read (then id
     * and fen name it); a twin's record names the twin it is. */
    json_t *(*error_record)(const char *id, const char *fen, const Problem *pos, const char *message);
    void *ctx;
    Lang lang; /* of a twin's line, "twin_text" */
} ApiPositions;

/* Answers a request for a problem, given in field (api_problem_request): a
 * FEN's record; or the first problem of a text, every position of it (twins,
 * a duplex's halves) in order, each with the twins before it for the themes
 * across them: the first position's record with the others' in "twins", each
 * twin's with its line in the language ("twin_text"). A FEN or text that
 * cannot be read is answered with an error record, as a bad line of a
 * collection; a problem of more than API_MAX_POSITIONS positions is refused
 * (413). */
void api_problem_answer(const json_t *body, const char *field, const ApiPositions *P, Reply *out);
/* The records of fp's positions, as api_problem_answer answers a text's
 * (named id when it is a string): the first's with the others' in "twins";
 * NULL after a reply of 500. */
json_t *api_positions_record(FirstProblem *fp, const json_t *id, const ApiPositions *P, Reply *out);

/* Reads the first problem of text (the request's field: "popeye" reads
 * Popeye input, "text" any format, told as a file's content is) into fp, at
 * most API_MAX_POSITIONS positions. 0; 1 with the reader's message in err;
 * -1 with a 413 reply. */
int api_first_problem(const char *field, const json_t *text, FirstProblem *fp, char *err, size_t errlen,
                      Reply *out);

/* A twin's line in lang ("b) De2→e1", the men from twin_base, the board the twinning
 * was applied to, when given) as a JSON string; NULL for no twin. */
json_t *api_twin_text(const char *twin, const char *twinning, const uint8_t *twin_base, Lang lang);

/* POST /api/solve {"fen" | "popeye" | "text", "id"?, "options"?}: the record,
 * its moves also in SAN (record_san.h), the motives in words, "analysis", the
 * text report's Analysis section, and each theme's "label" in the language,
 * added as the record is made (RecordExtras, json.h); for text, the
 * first problem's other positions (twins) in "twins", each position of a twin
 * with its line in the language ("twin_text"). */
void api_solve(const ApiContext *cx, const Request *rq, Reply *out);
/* The records of fp's positions solved with so as api_solve solves a text's:
 * the first's with the others' in "twins", each twin's with the themes
 * across the twins before it; NULL after a reply of 500. */
json_t *api_solve_positions(FirstProblem *fp, const SolveOptions *so, Lang lang, Reply *out);
/* POST /api/collection/solve {"index", "options"?}: the problem of the
 * collection's entry index solved as api_solve solves a text, its twins
 * together (collection_problem.c); each record with its "index". */
void api_collection_solve(const ApiContext *cx, const Request *rq, Reply *out);
/* GET /api/collection/find?theme=a,b&key=&status=&author=&source=&men=: the
 * indices of the collection's problems that meet every condition, as
 * `chiave find` (api_find.c). */
void api_collection_find(const ApiContext *cx, const Request *rq, Reply *out);

/* POST /api/diff {"old": record, "new": record, "strict"?, "lang"?}: what
 * changed, in the words of `verify`. */
void api_diff(const ApiContext *cx, const Request *rq, Reply *out);

/* GET /api/messages?lang=it: the page's own words in that language
 * (messages.c), {"lang", "messages": {English: translation}}. */
void api_messages(const ApiContext *cx, const Request *rq, Reply *out);
/* The page's words, the English msgids of the catalogues. */
extern const char *const page_words[];
extern const size_t page_nwords;

/* POST /api/economy {"fen" | "popeye" | "text", "id"?, "options"?}: the record
 * of `economy --json`, each man with "details", the lines of the table under
 * it in the language; for a text, the records of its other positions (twins)
 * in "twins", as /api/solve answers. */
void api_economy(const ApiContext *cx, const Request *rq, Reply *out);

/* POST /api/repair {"fen" | "popeye" | "text", "id"?, "key"?, "depth"?,
 * "versions"?, "options"?} (twins as economy's):
 * the record of `repair --json`, each version with "summary" (what it mends and
 * keeps, in the language); the server's time limit bounds the search, and a
 * client that closes the connection stops it. */
void api_repair(const ApiContext *cx, const Request *rq, Reply *out);

/* POST /api/diagram {"fen" | "text", "id"?, "format"?: "svg" | "png", "lang"?}:
 * the problem (a text's first, with its twins) drawn as `chiave diagram`
 * draws it, image/svg+xml or image/png. */
void api_diagram(const ApiContext *cx, const Request *rq, Reply *out);

/* POST /api/publish {"fen" | "text", "id"?, "options"?, "notation"?}: its
 * solution as `solve --publish` writes it, {"text": ...}, in options.lang,
 * with figurines for "notation": "figurine". */
void api_publish(const ApiContext *cx, const Request *rq, Reply *out);

#endif
