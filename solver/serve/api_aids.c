/* api_aids.c - POST /api/economy and POST /api/repair: the composer's aids,
 * answered with the records of `economy --json` and `repair --json`. */
#include "solver/serve/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"

/* Answers an aid's request for a problem with the record each position
 * gets from P: a request that asks for the key alone is refused, the aids
 * comparing the whole solution. so and lang: P's run's, read here; P's
 * lang (of a twin's line) is the run's, once read. */
static void aid_answer(const ApiContext *cx, const Request *rq, const json_t *body, const char *const *fields,
                       ApiPositions *P, SolveOptions *so, Lang *lang, ApiBudget *budget, Reply *out)
{
    const char *field = api_problem_request(rq, body, fields, cx->max_time, so, lang, budget, out);
    if (!field)
        return;
    if (so->keys_only) {
        reply_error(out, 400, "options.keys_only: the aids compare the whole solution");
        return;
    }
    P->lang = *lang;
    api_problem_answer(body, field, P, out);
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
    static const char *const fields[] = { API_PROBLEM_FIELDS, NULL };
    EconomyRun run;
    ApiBudget budget;
    ApiPositions P = { .record = economy_position, .error_record = economy_json_error, .ctx = &run };
    aid_answer(cx, rq, body, fields, &P, &run.so, &run.lang, &budget, out);
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
    ro.max_time = repair_max_time(ro.solve.max_time, ro.depth);
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
    static const char *const fields[] = { API_PROBLEM_FIELDS, "key", "depth", "versions", NULL };
    RepairRun run = { .ro = { .depth = 1, .jobs = 1 }, .key = json_object_get(body, "key") };
    const json_t *depth = json_object_get(body, "depth"), *versions = json_object_get(body, "versions");
    json_int_t best = REPAIR_VERSIONS_SHOWN;
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
        ApiPositions P = { .record = repair_position, .error_record = repair_json_error, .ctx = &run };
        aid_answer(cx, rq, body, fields, &P, &run.ro.solve, &run.ro.lang, &run.budget, out);
    }
    json_decref(body);
}
