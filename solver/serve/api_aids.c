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

typedef json_t *(*ErrorRecord)(const char *id, const char *fen, const char *message);

/* The problem of a request {"fen", "id"?, "options"?} and the fields named in
 * extra (NULL-ended). 0, or -1 with the reply made: 400 for a bad request, or
 * the command's error record for a FEN it cannot read (as for a bad line of a
 * collection). The solving time is the server's limit, or less, for the
 * whole request (budget, started here). */
static int request_problem(const ApiContext *cx, const Request *rq, const json_t *body, const char *const *extra,
                           ErrorRecord error_record, Problem *pb, SolveOptions *so, Lang *lang, ApiBudget *budget,
                           Reply *out)
{
    const json_t *fen = json_object_get(body, "fen"), *id = json_object_get(body, "id");
    const char *name;
    json_t *v;
    json_object_foreach((json_t *)body, name, v) {
        bool known = !strcmp(name, "fen") || !strcmp(name, "id") || !strcmp(name, "options");
        for (int i = 0; extra[i] && !known; i++)
            known = !strcmp(name, extra[i]);
        if (!known) {
            reply_error(out, 400, "%s: unknown field", name);
            return -1;
        }
    }
    char err[FEN_MSG + 64], msg[FEN_MSG];
    if (!json_is_string(fen)) {
        reply_error(out, 400, "fen: missing or not a string");
        return -1;
    }
    if (id && !json_is_string(id) && !json_is_null(id)) {
        reply_error(out, 400, "id: not a string");
        return -1;
    }
    if (api_options(json_object_get(body, "options"), cx->max_time, so, lang, err, sizeof err)) {
        reply_error(out, 400, "%s", err);
        return -1;
    }
    if (so->keys_only) {
        reply_error(out, 400, "options.keys_only: the aids compare the whole solution");
        return -1;
    }
    api_budget_start(budget, rq, so);
    if (fen_parse_line(json_string_value(fen), pb, msg, sizeof msg) != 0) {
        snprintf(err, sizeof err, "fen: %s", msg);
        reply_json(out, 200, error_record(json_string_value(id), json_string_value(fen), err));
        problem_free(pb);
        return -1;
    }
    if (json_is_string(id)) {
        free(pb->id);
        pb->id = strdup(json_string_value(id));
    }
    return 0;
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

void api_economy(const ApiContext *cx, const Request *rq, Reply *out)
{
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    static const char *const extra[] = { NULL };
    Problem pb;
    SolveOptions so;
    Lang lang;
    ApiBudget budget;
    if (request_problem(cx, rq, body, extra, economy_json_error, &pb, &so, &lang, &budget, out) == 0) {
        Economy *ec = malloc(sizeof *ec);
        if (!ec) {
            reply_error(out, 500, "out of memory");
        } else {
            /* The lines of the answer are read on the page: in its language
             * (economy --json keeps English words, for scripts). */
            economy_compute(&pb, &so, lang, lang, 1, NULL, ec); /* the server's threads share the cores */
            PageAids page = { .pb = &pb, .ec = ec, .lang = lang };
            json_t *rec = economy_json_with(&pb, ec, add_details, &page);
            reply_json(out, 200, rec);
            economy_free(ec);
            free(ec);
        }
        problem_free(&pb);
    }
    json_decref(body);
}

void api_repair(const ApiContext *cx, const Request *rq, Reply *out)
{
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    static const char *const extra[] = { "key", "depth", "versions", NULL };
    Problem pb;
    RepairOptions ro = { .depth = 1, .jobs = 1 };
    ApiBudget budget;
    if (request_problem(cx, rq, body, extra, repair_json_error, &pb, &ro.solve, &ro.lang, &budget, out) != 0)
        goto done;
    ro.words = ro.lang; /* the versions' changes are read on the page, as economy's lines */
    const json_t *key = json_object_get(body, "key"), *depth = json_object_get(body, "depth"),
                 *versions = json_object_get(body, "versions");
    json_int_t best = 5;
    if (key && (!json_is_string(key) ||
                (ro.key = repair_parse_key(&pb.pos, json_string_value(key), ro.lang)) == MOVE_NONE)) {
        reply_error(out, 400, "key: not a legal move of the position (UCI or SAN)");
    } else if (depth && (!json_is_integer(depth) || json_integer_value(depth) < 1 || json_integer_value(depth) > 2)) {
        reply_error(out, 400, "depth: not 1 or 2");
    } else if (versions && (!json_is_integer(versions) || (best = json_integer_value(versions)) < 0 || best > 1000000)) {
        reply_error(out, 400, "versions: not a number from 0 to 1000000");
    } else {
        char err[256];
        if (depth)
            ro.depth = (int)json_integer_value(depth);
        /* The time limit bounds the whole search, as --max-time does; a
         * page that gave up on the answer stops it (the budget). */
        ro.max_time = ro.solve.max_time > 0 ? ro.solve.max_time : ro.depth > 1 ? 60 : 0;
        ro.solve.max_time = 0;
        ro.cancelled = api_budget_over;
        ro.cancel_ctx = &budget;
        Repair *r = malloc(sizeof *r);
        if (!r)
            reply_error(out, 500, "out of memory");
        else if (repair_run(&pb, &ro, r, err, sizeof err) != 0)
            reply_json(out, 200, repair_json_error(pb.id, pb.fen, err));
        else {
            PageAids page = { .pb = &pb, .r = r, .lang = ro.lang };
            json_t *rec = repair_json_with(&pb, r, (int)best, add_summary, &page);
            reply_json(out, 200, rec);
        }
        if (r)
            repair_free(r);
        free(r);
    }
    problem_free(&pb);
done:
    json_decref(body);
}
