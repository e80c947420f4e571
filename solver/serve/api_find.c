/* api_find.c - GET /api/collection/find: the problems of the opened
 * collection that meet find's conditions (solver/index/query.c). The
 * collection is solved on the parallel helper's threads, its records put in
 * an SQLite database in memory (solver/index/db.c, as `chiave index` does) and
 * asked the same SQL as `chiave find`. */
#include <jansson.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen/epd/fen.h"
#include "solver/aids/parallel.h"
#include "solver/index/db.h"
#include "solver/index/query.h"
#include "solver/report/json.h"
#include "solver/serve/api.h"
#include "solver/serve/collection_store.h"
#include "solver/serve/http.h"
#include "themes/theme_table.h"

typedef struct {
    Entry e;          /* copied: id, fen, authors, source (the rest NULL) */
    Problem pb;
    char *record;
    const SolveOptions *so;
} Job;

static void *solve_job(void *arg)
{
    Job *j = arg;
    char msg[FEN_MSG];
    if (j->e.error || !j->e.fen || fen_parse_line(j->e.fen, &j->pb, msg, sizeof msg) != 0) {
        j->record = report_json_error(j->e.id, j->e.fen ? j->e.fen : "", j->e.error ? j->e.error : msg);
        return NULL;
    }
    SolveOptions own;
    problem_solve_options(&j->pb, j->so, &own);
    Solution s;
    solve(&j->pb.pos, &own, &s);
    j->record = report_json_string(&j->pb, &s, &own, LANG_EN);
    solution_free(&s);
    return NULL;
}

/* The jobs shared by the threads of parallel_run, taken in turn. */
typedef struct {
    Job *jobs;
    long n, next;
    pthread_mutex_t mu;
} Work;

static void *worker(void *arg)
{
    Work *w = arg;
    for (;;) {
        pthread_mutex_lock(&w->mu);
        long i = w->next++;
        pthread_mutex_unlock(&w->mu);
        if (i >= w->n)
            return NULL;
        solve_job(&w->jobs[i]);
    }
}

/* theme=a,b (each must hold), key, status, author, source, men=N|MIN-MAX
 * into q; false with a 400. */
static bool query_of(const Request *rq, FindQuery *q, char *themes, size_t len, Reply *out)
{
    const char *t = request_arg(rq, "theme");
    if (t && *t) {
        snprintf(themes, len, "%s", t);
        for (char *save = NULL, *w = strtok_r(themes, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
            if (!theme_name_known(w) || q->nthemes == FIND_MAX_THEMES) {
                reply_error(out, 400, "theme: unknown theme '%s'", w);
                return false;
            }
            q->themes[q->nthemes++] = w;
        }
    }
    q->key = request_arg(rq, "key");
    q->status = request_arg(rq, "status");
    q->author = request_arg(rq, "author");
    q->source = request_arg(rq, "source");
    const char *men = request_arg(rq, "men");
    if (men && *men) {
        int lo, hi, n = 0;
        if (sscanf(men, "%d-%d%n", &lo, &hi, &n) == 2 && men[n] == '\0') {
        } else if (sscanf(men, "%d%n", &lo, &n) == 1 && men[n] == '\0') {
            hi = lo;
        } else {
            lo = hi = 0;
        }
        if (lo < 2 || hi > 64 || lo > hi) {
            reply_error(out, 400, "men: '%s' is not N or MIN-MAX (from 2 to 64 men)", men);
            return false;
        }
        q->men_min = lo;
        q->men_max = hi;
    }
    if (q->key && !*q->key) q->key = NULL;
    if (q->status && !*q->status) q->status = NULL;
    if (q->author && !*q->author) q->author = NULL;
    if (q->source && !*q->source) q->source = NULL;
    return true;
}

void api_collection_find(const ApiContext *cx, const Request *rq, Reply *out)
{
    FindQuery q = { 0 };
    char themes[1024];
    if (!query_of(rq, &q, themes, sizeof themes, out))
        return;
    Collection *c = cx->collection;
    Job *jobs = NULL;
    long n = 0;
    bool oom = false;
    pthread_mutex_lock(&c->mu);
    if (c->n > 0 && (jobs = calloc((size_t)c->n, sizeof *jobs)) != NULL) {
        n = c->n;
        for (long i = 0; i < n; i++) {
            const Entry *e = &c->items[i];
            jobs[i].e.line = e->line;
            jobs[i].e.id = e->id ? strdup(e->id) : NULL;
            jobs[i].e.fen = e->fen ? strdup(e->fen) : NULL;
            jobs[i].e.error = e->error ? strdup(e->error) : NULL;
            jobs[i].e.authors = e->authors ? strdup(e->authors) : NULL;
            jobs[i].e.source = e->source ? strdup(e->source) : NULL;
        }
    } else if (c->n > 0) {
        oom = true;
    }
    pthread_mutex_unlock(&c->mu);
    SolveOptions so;
    solve_options_default(&so);
    so.max_time = cx->max_time;
    ApiBudget b;
    api_budget_start(&b, rq, &so);
    for (long i = 0; i < n; i++)
        jobs[i].so = &so;
    if (n > 0) {
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        Work w = { .jobs = jobs, .n = n };
        pthread_mutex_init(&w.mu, NULL);
        parallel_run(cores < 1 ? 1 : cores > 64 ? 64 : (int)cores, worker, &w, 0);
        pthread_mutex_destroy(&w.mu);
    }
    IndexDb d;
    bool ok = !oom && index_db_open(&d, ":memory:");
    for (long i = 0; ok && i < n; i++) {
        if (!jobs[i].record) {
            ok = false;
            break;
        }
        /* the words of the listing, as the file gave them */
        jobs[i].pb.authors = jobs[i].e.authors;
        jobs[i].pb.source = jobs[i].e.source;
        BatchItem it = { .record = jobs[i].record, .src = "collection", .lineno = jobs[i].e.line, .p = &jobs[i].pb };
        ok = index_db_add(&d, &it);
        jobs[i].pb.authors = jobs[i].pb.source = NULL;
    }
    json_t *matches = json_array();
    if (ok) {
        char *where = find_where(&q), sql[4096];
        snprintf(sql, sizeof sql, "SELECT p.pid FROM problem p WHERE %s ORDER BY p.pid", where ? where : "0");
        free(where);
        sqlite3_stmt *st = NULL;
        if (d.in_tx && sqlite3_exec(d.db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK)
            d.in_tx = 0;
        ok = sqlite3_prepare_v2(d.db, sql, -1, &st, NULL) == SQLITE_OK;
        if (ok) {
            find_bind(&q, st, 1);
            while (sqlite3_step(st) == SQLITE_ROW)
                json_array_append_new(matches, json_integer(sqlite3_column_int64(st, 0) - 1));
        }
        sqlite3_finalize(st);
    }
    if (!oom && (ok || d.db))
        index_db_close(&d);
    for (long i = 0; i < n; i++) {
        problem_free(&jobs[i].pb);
        free(jobs[i].record);
        free(jobs[i].e.id);
        free(jobs[i].e.fen);
        free(jobs[i].e.error);
        free(jobs[i].e.authors);
        free(jobs[i].e.source);
    }
    free(jobs);
    if (!ok) {
        json_decref(matches);
        reply_error(out, 500, "the collection could not be searched");
        return;
    }
    reply_json(out, 200, json_pack("{s:I, s:o}", "total", (json_int_t)n, "matches", matches));
}
