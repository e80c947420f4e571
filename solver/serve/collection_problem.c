/* collection_problem.c - a problem of the opened collection read back from
 * its listed positions, its twins together, for solving as `chiave solve`
 * and `chiave index` solve a twinned problem (the themes across its twins):
 * the search (api_find.c) and the table's solving (POST /api/collection/solve). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/serve/api.h"
#include "solver/serve/collection_store.h"

/* Whether entry b, right after a, is a later position of a's twinned problem
 * (batch's unit: problem_twin_follows). Twin_of alone would join two problems
 * named alike (a file of drafts all "remark id: draft") into one of hundreds
 * of twins. */
static bool follows(const Entry *a, const Entry *b)
{
    return a->twin && b->twin && b->follows && a->twin_of && b->twin_of && strcmp(a->twin_of, b->twin_of) == 0;
}

long collection_problem_span(const Collection *c, long index, long *first)
{
    long i = index, end = index + 1;
    while (i > 0 && follows(&c->items[i - 1], &c->items[i]))
        i--;
    while (end < c->n && follows(&c->items[end - 1], &c->items[end]))
        end++;
    *first = i;
    return end - i;
}

static bool dup_into(char **dst, const char *s)
{
    return !s || (*dst = strdup(s)) != NULL;
}

/* Entry e as a Problem: its FEN read again, with the words, twin fields and
 * options the reader gave; err[0] the reader's message, or the FEN's. */
static bool entry_problem(const Entry *e, Problem *pb, char **err)
{
    char msg[FEN_MSG];
    const char *why = e->error;
    if (!why && fen_parse_line(e->fen, pb, msg, sizeof msg) != 0)
        why = msg;
    if (why) {
        problem_free(pb);
        *pb = (Problem){ 0 };
        snprintf(pb->fen, sizeof pb->fen, "%s", e->fen ? e->fen : "");
    }
    pb->asks = e->asks;
    pb->follows = e->follows;
    if (why && !(*err = strdup(why)))
        return false;
    if (e->twin_base && (pb->twin_base = malloc(sizeof pb->pos.board)) != NULL)
        memcpy(pb->twin_base, e->twin_base, sizeof pb->pos.board);
    return (!e->twin_base || pb->twin_base) && dup_into(&pb->id, e->id) && dup_into(&pb->title, e->title) &&
           dup_into(&pb->authors, e->authors) && dup_into(&pb->source, e->source) && dup_into(&pb->twin, e->twin) &&
           dup_into(&pb->twin_of, e->twin_of) && dup_into(&pb->twinning, e->twinning);
}

int collection_problem(const Collection *c, long first, long n, FirstProblem *fp)
{
    *fp = (FirstProblem){ .p = calloc((size_t)n, sizeof *fp->p), .err = calloc((size_t)n, sizeof *fp->err) };
    bool ok = fp->p && fp->err;
    for (long k = 0; ok && k < n; k++, fp->n++)
        ok = entry_problem(&c->items[first + k], &fp->p[k], &fp->err[k]);
    if (!ok)
        first_problem_free(fp);
    return ok ? 0 : -1;
}

void api_collection_solve(const ApiContext *cx, const Request *rq, Reply *out)
{
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    static const char *const fields[] = { "index", "options", NULL };
    const json_t *index = json_object_get(body, "index");
    SolveOptions so;
    Lang lang;
    ApiBudget budget; /* the time limit bounds all the twins together */
    char err[FEN_MSG + 64];
    if (!api_fields(body, fields, out))
        goto done;
    if (api_options(json_object_get(body, "options"), cx->max_time, &so, &lang, err, sizeof err)) {
        reply_error(out, 400, "%s", err);
        goto done;
    }
    Collection *c = cx->collection;
    pthread_mutex_lock(&c->mu);
    json_int_t i = json_is_integer(index) ? json_integer_value(index) : -1;
    long first = 0, n = i >= 0 && i < c->n ? collection_problem_span(c, (long)i, &first) : 0;
    FirstProblem fp = { 0 };
    int read = n > API_MAX_POSITIONS ? 1 : n > 0 ? collection_problem(c, first, n, &fp) : 0;
    long total = c->n;
    pthread_mutex_unlock(&c->mu);
    if (n == 0)
        reply_error(out, 400, "index: not a problem of the collection (from 0 to %ld)", total - 1);
    else if (read > 0)
        reply_error(out, 413, "index: more than %d positions (twins) in the problem: the server solves at most %d "
                    "in one request", API_MAX_POSITIONS, API_MAX_POSITIONS);
    else if (read < 0)
        reply_error(out, 500, "out of memory");
    if (n == 0 || read != 0)
        goto done;
    api_budget_start(&budget, rq, &so);
    json_t *rec = api_solve_positions(&fp, &so, lang, out);
    first_problem_free(&fp);
    if (rec) { /* each record names its row */
        json_object_set_new(rec, "index", json_integer(first));
        json_t *t, *twins = json_object_get(rec, "twins");
        size_t k;
        json_array_foreach(twins, k, t)
            json_object_set_new(t, "index", json_integer(first + 1 + (long)k));
        reply_json(out, 200, rec);
    }
done:
    json_decref(body);
}
