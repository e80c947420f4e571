/* api_aids.c - POST /api/economy and POST /api/repair: the composer's aids,
 * answered with the records of `economy --json` and `repair --json`. */
#include "solver/serve/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"

typedef json_t *(*ErrorRecord)(const char *id, const char *fen, const Problem *twin, const char *message);

/* One position of a request worked on (economy or repair): 0 with its record
 * in *rec, or a status: 400 with why in err (a field that does not fit this
 * position), 500. T: the twins before pb, which it joins (NULL: no twin). */
typedef int (*PositionFn)(void *ctx, Problem *pb, Twins *T, json_t **rec, char *err, size_t errlen);

/* An aid's request: {"fen" | "popeye" | "text", "id"?, "options"?} and the
 * fields extra (NULL-ended), each position answered by each. */
typedef struct {
    const char *const *extra;
    ErrorRecord error_record;
    PositionFn each;
    void *ctx;
    SolveOptions *so;
    Lang *lang;
    ApiBudget *budget;
} AidRequest;

/* Reads the request up to its problem: 0, or -1 with a 400 reply. The
 * solving time is the server's limit, or less, for the whole request (the
 * budget, started here). */
static int request_fields(const Request *rq, const json_t *body, const ApiContext *cx, const AidRequest *a,
                          Reply *out)
{
    const char *name;
    json_t *v;
    json_object_foreach((json_t *)body, name, v) {
        bool known = !strcmp(name, "fen") || !strcmp(name, "popeye") || !strcmp(name, "text") ||
                     !strcmp(name, "id") || !strcmp(name, "options");
        for (int i = 0; a->extra[i] && !known; i++)
            known = !strcmp(name, a->extra[i]);
        if (!known) {
            reply_error(out, 400, "%s: unknown field", name);
            return -1;
        }
    }
    const json_t *id = json_object_get(body, "id");
    if (id && !json_is_string(id) && !json_is_null(id)) {
        reply_error(out, 400, "id: not a string");
        return -1;
    }
    char err[FEN_MSG + 64];
    if (api_options(json_object_get(body, "options"), cx->max_time, a->so, a->lang, err, sizeof err)) {
        reply_error(out, 400, "%s", err);
        return -1;
    }
    if (a->so->keys_only) {
        reply_error(out, 400, "options.keys_only: the aids compare the whole solution");
        return -1;
    }
    api_budget_start(a->budget, rq, a->so);
    return 0;
}

/* The record of position pb of a problem given as text (its error record
 * when it cannot be read, err, or its fields do not fit it), with its twin's
 * line in the language; NULL after a reply of 500 (or each's status). */
static json_t *text_position(const AidRequest *a, Problem *pb, const char *err, const json_t *id, Twins *T,
                             Reply *out)
{
    api_position_id(pb, id);
    char why[FEN_MSG + 256];
    json_t *rec = NULL;
    int st = err ? 400 : a->each(a->ctx, pb, pb->twin ? T : NULL, &rec, why, sizeof why);
    if (st == 400)
        rec = a->error_record(pb->id, pb->fen[0] ? pb->fen : NULL, pb, err ? err : why);
    else if (st != 0) {
        reply_error(out, st, "%s", why);
        return NULL;
    }
    if (!rec) {
        reply_error(out, 500, "out of memory");
        return NULL;
    }
    json_t *twin = api_twin_text(pb->twin, pb->twinning, *a->lang);
    if (twin)
        json_object_set_new(rec, "twin_text", twin);
    return rec;
}

/* Answers an aid's request: one position (a FEN: its record, or 400 when a
 * field does not fit it), or the first problem of a text, every position of
 * it (twins, a duplex's halves) worked on in order, each twin with the twins
 * before it for the themes across them: the first position's record with the
 * others' in "twins", as /api/solve answers. A FEN or text that cannot be read
 * is answered with an error record, as a bad line of a collection. */
static void aid_answer(const ApiContext *cx, const Request *rq, const json_t *body, const AidRequest *a,
                       Reply *out)
{
    if (request_fields(rq, body, cx, a, out) != 0)
        return;
    const char *field = api_problem_field(body, out);
    if (!field)
        return;
    const json_t *id = json_object_get(body, "id"), *given = json_object_get(body, field);
    char err[2 * FEN_MSG];
    if (strcmp(field, "fen") == 0) {
        Problem pb;
        char msg[FEN_MSG];
        json_t *rec = NULL;
        if (fen_parse_line(json_string_value(given), &pb, msg, sizeof msg) != 0) {
            snprintf(err, sizeof err, "fen: %s", msg);
            reply_json(out, 200, a->error_record(json_string_value(id), json_string_value(given), NULL, err));
        } else {
            api_position_id(&pb, id);
            int st = a->each(a->ctx, &pb, NULL, &rec, err, sizeof err);
            if (st)
                reply_error(out, st, "%s", err);
            else
                reply_json(out, 200, rec);
        }
        problem_free(&pb);
        return;
    }
    FirstProblem fp;
    int read = api_first_problem(field, given, &fp, err, sizeof err, out);
    if (read != 0) {
        if (read > 0)
            reply_json(out, 200, a->error_record(json_string_value(id), NULL, NULL, err));
        return;
    }
    Twins T = { 0 }; /* the problem's twins so far, for the themes across them */
    json_t *rec = text_position(a, &fp.p[0], fp.err[0], id, &T, out), *twins = json_array();
    for (int i = 1; rec && i < fp.n; i++) {
        json_t *r = text_position(a, &fp.p[i], fp.err[i], id, &T, out);
        if (!r) {
            json_decref(rec);
            rec = NULL;
        }
        json_array_append_new(twins, r);
    }
    twins_clear(&T);
    first_problem_free(&fp);
    if (!rec) {
        json_decref(twins);
        return;
    }
    if (json_array_size(twins) > 0)
        json_object_set_new(rec, "twins", twins);
    else
        json_decref(twins);
    reply_json(out, 200, rec);
}

/* The lines a text report function writes, less the indent of six spaces
 * the tables put under a man or a version (deeper lines keep the rest). */
static json_t *lines_of(char *text, size_t len)
{
    json_t *a = json_array();
    for (char *line = text; line && line < text + len;) {
        char *nl = memchr(line, '\n', (size_t)(text + len - line));
        if (nl)
            *nl = '\0';
        size_t indent = strspn(line, " ");
        json_t *s = json_string(line + (indent < 6 ? indent : 6));
        if (s && *line)
            json_array_append_new(a, s);
        else
            json_decref(s);
        line = nl ? nl + 1 : NULL;
    }
    return a;
}

typedef struct {
    const Problem *pb;
    const Economy *ec;
    const Repair *r;
    Lang lang;
} PageAids;

/* Man i of an economy record with "details": the lines the table writes
 * under it, in the page's language. */
static void add_details(void *ctx, json_t *o, int i)
{
    const PageAids *p = ctx;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return;
    economy_print_details(f, p->pb, p->ec, i, p->lang);
    if (fclose(f) == 0)
        json_object_set_new(o, "details", lines_of(text, len));
    free(text);
}

/* Version v of a repair record with "summary": what it mends, keeps and
 * loses, in the page's language; and "edits_text": its edits in its piece
 * letters. */
static void add_summary(void *ctx, json_t *o, const Version *v)
{
    const PageAids *p = ctx;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f) {
        repair_print_summary(f, p->r, v, p->lang);
        if (fclose(f) == 0 && text)
            json_object_set_new(o, "summary", json_string(text));
        free(text);
    }
    char edits[2 * EDIT_TEXT];
    json_object_set_new(o, "edits_text", json_string(version_edits_text(v, p->lang, edits, sizeof edits)));
}

typedef struct {
    SolveOptions so;
    Lang lang;
} EconomyRun;

static int economy_position(void *ctx, Problem *pb, Twins *T, json_t **rec, char *err, size_t errlen)
{
    const EconomyRun *run = ctx;
    Economy *ec = malloc(sizeof *ec);
    if (!ec) {
        snprintf(err, errlen, "out of memory");
        return 500;
    }
    /* The lines of the answer are read on the page: in its language
     * (economy --json keeps English words, for scripts). */
    economy_compute(pb, &run->so, run->lang, run->lang, 1, T, ec); /* the server's threads share the cores */
    PageAids page = { .pb = pb, .ec = ec, .lang = run->lang };
    *rec = economy_json_with(pb, ec, add_details, &page);
    if (T)
        twins_add(T, pb->twin, &ec->full); /* for the twins after it */
    economy_free(ec);
    free(ec);
    return 0;
}

void api_economy(const ApiContext *cx, const Request *rq, Reply *out)
{
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    static const char *const extra[] = { NULL };
    EconomyRun run;
    ApiBudget budget;
    AidRequest a = { extra, economy_json_error, economy_position, &run, &run.so, &run.lang, &budget };
    aid_answer(cx, rq, body, &a, out);
    json_decref(body);
}

typedef struct {
    RepairOptions ro;
    const json_t *key;
    int best;
    ApiBudget budget;
} RepairRun;

static int repair_position(void *ctx, Problem *pb, Twins *T, json_t **rec, char *err, size_t errlen)
{
    RepairRun *run = ctx;
    RepairOptions ro = run->ro;
    ro.twins = T; /* a twin's themes across the twins before it */
    ro.words = ro.lang; /* the versions' changes are read on the page, as economy's lines */
    /* The time limit bounds the whole search, as --max-time does; a page
     * that gave up on the answer stops it (the budget, which also bounds the
     * request's positions together). */
    ro.max_time = ro.solve.max_time > 0 ? ro.solve.max_time : ro.depth > 1 ? 60 : 0;
    ro.solve.max_time = 0;
    ro.cancelled = api_budget_over;
    ro.cancel_ctx = &run->budget;
    if (run->key && (ro.key = repair_parse_key(&pb->pos, json_string_value(run->key), ro.lang)) == MOVE_NONE) {
        snprintf(err, errlen, "key: not a legal move of the position (UCI or SAN)");
        return 400;
    }
    Repair *r = malloc(sizeof *r);
    if (!r) {
        snprintf(err, errlen, "out of memory");
        return 500;
    }
    char why[256];
    if (repair_run(pb, &ro, r, why, sizeof why) != 0) {
        *rec = repair_json_error(pb->id, pb->fen, pb, why);
    } else {
        PageAids page = { .pb = pb, .r = r, .lang = ro.lang };
        *rec = repair_json_with(pb, r, run->best, add_summary, &page);
    }
    if (T)
        twins_add(T, pb->twin, &r->orig); /* for the twins after it, as repair over a file */
    repair_free(r);
    free(r);
    return 0;
}

void api_repair(const ApiContext *cx, const Request *rq, Reply *out)
{
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    static const char *const extra[] = { "key", "depth", "versions", NULL };
    RepairRun run = { .ro = { .depth = 1, .jobs = 1 }, .key = json_object_get(body, "key"), .best = 5 };
    const json_t *depth = json_object_get(body, "depth"), *versions = json_object_get(body, "versions");
    json_int_t best = 5;
    if (run.key && !json_is_string(run.key)) {
        reply_error(out, 400, "key: not a legal move of the position (UCI or SAN)");
    } else if (depth && (!json_is_integer(depth) || json_integer_value(depth) < 1 || json_integer_value(depth) > 2)) {
        reply_error(out, 400, "depth: not 1 or 2");
    } else if (versions && (!json_is_integer(versions) || (best = json_integer_value(versions)) < 0 || best > 1000000)) {
        reply_error(out, 400, "versions: not a number from 0 to 1000000");
    } else {
        run.best = (int)best;
        if (depth)
            run.ro.depth = (int)json_integer_value(depth);
        AidRequest a = { extra, repair_json_error, repair_position, &run, &run.ro.solve, &run.ro.lang, &run.budget };
        aid_answer(cx, rq, body, &a, out);
    }
    json_decref(body);
}
