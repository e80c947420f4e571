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
#include "solver/report/record.h"
#include "solver/serve/api.h"
#include "solver/serve/collection_store.h"
#include "solver/serve/http.h"
#include "themes/theme_table.h"

/* A problem of the collection: its positions (twins) solved in order, so that
 * each twin's record has the themes across the twins before it. */
typedef struct {
    FirstProblem fp;
    long *lines;      /* each position's line */
    char **records;
    const SolveOptions *so;
} Job;

static void *solve_job(void *arg)
{
    Job *j = arg;
    Twins T = { 0 };
    for (int k = 0; k < j->fp.n; k++) {
        const Problem *pb = &j->fp.p[k];
        j->records[k] = j->fp.err[k] ? report_json_error(pb->id, pb->fen, j->fp.err[k])
                                     : solve_twin_record(pb, j->so, LANG_EN, &T, NULL, NULL);
    }
    twins_clear(&T);
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
    if (q->key && !find_key_text(q->key)) {
        reply_error(out, 400, "key: '%s' is not a move like Kc3, 1.Kc3!, Nxf7+, e8=Q, 0-0 or e2e4", q->key);
        return false;
    }
    if (q->key)
        q->key = find_key_text(q->key);
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
    long n = 0, positions = 0;
    bool oom = false;
    pthread_mutex_lock(&c->mu);
    jobs = c->n > 0 ? calloc((size_t)c->n, sizeof *jobs) : NULL;
    oom = c->n > 0 && !jobs;
    for (long i = 0; !oom && i < c->n; n++) { /* a job a problem, its twins together */
        long first, count = collection_problem_span(c, i, &first);
        Job *j = &jobs[n];
        j->lines = malloc(sizeof *j->lines * (size_t)count);
        j->records = calloc((size_t)count, sizeof *j->records);
        oom = !j->lines || !j->records || collection_problem(c, first, count, &j->fp) != 0;
        for (long k = 0; !oom && k < count; k++)
            j->lines[k] = c->items[first + k].line;
        i = first + count;
        positions += count;
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
    for (long i = 0; ok && i < n; i++)
        for (int k = 0; ok && k < jobs[i].fp.n; k++) {
            if (!jobs[i].records[k]) {
                ok = false;
                break;
            }
            BatchItem it = { .record = jobs[i].records[k], .src = "collection", .lineno = jobs[i].lines[k],
                             .p = &jobs[i].fp.p[k] };
            ok = index_db_add(&d, &it);
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
        for (int k = 0; jobs[i].records && k < jobs[i].fp.n; k++)
            free(jobs[i].records[k]);
        first_problem_free(&jobs[i].fp);
        free(jobs[i].records);
        free(jobs[i].lines);
    }
    free(jobs);
    if (!ok) {
        json_decref(matches);
        reply_error(out, 500, "the collection could not be searched");
        return;
    }
    reply_json(out, 200, json_pack("{s:I, s:o}", "total", (json_int_t)positions, "matches", matches));
}
