/* like.c - `find --like FILE`: the anticipation search. The problems of FILE
 * are solved by the batch pipeline (as `index` solves them), their records
 * read back through the typed edge reader (record_read.h); each is compared
 * by position with every indexed problem of about as many men (the men column
 * is the prefilter), and the best by position are then scored by content:
 * the themes they share, the same key type. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/batch/batch.h"
#include "solver/batch/progress.h"
#include "solver/compare/record_read.h"
#include "solver/index/query.h"
#include "solver/index/signature.h"
#include "solver/io/msg_prefix.h"
#include "themes/theme_table.h"

enum { MEN_SLACK = 4, CONTENT_POOL = 200 };
#define POSITION_WEIGHT 0.8

typedef struct {
    char *label;   /* id or src:line, for --json's why of a collection */
    Signature sig;
    char **themes; /* theme names */
    int nthemes;
    bool unread;   /* FILE's problem could not be read: nothing to compare */
} Query;

typedef struct {
    Query *q;
    int n, cap;
    bool failed, unread; /* unread: a problem of FILE could not be read (said by batch) */
    FILE *err; /* where a record not read back is said */
} Queries;

static bool add_theme(char ***v, int *n, const char *name)
{
    for (int i = 0; i < *n; i++)
        if (strcmp((*v)[i], name) == 0)
            return true;
    char **grown = realloc(*v, (size_t)(*n + 1) * sizeof **v);
    if (!grown)
        return false;
    *v = grown;
    return (grown[(*n)++] = strdup(name)) != NULL;
}

static bool take_query(void *ctx, const BatchItem *it)
{
    Queries *qs = ctx;
    if (qs->n == qs->cap) {
        int cap = qs->cap ? 2 * qs->cap : 16;
        Query *g = realloc(qs->q, (size_t)cap * sizeof *g);
        if (!g)
            return !(qs->failed = true);
        qs->q = g;
        qs->cap = cap;
    }
    Query *q = &qs->q[qs->n++];
    memset(q, 0, sizeof *q);
    RecordPlay R;
    RecordHead H;
    record_play_init(&R);
    char err[256];
    if (record_read_text(it->record, &R, &H, err, sizeof err) != 0) {
        fprintf(qs->err, "chiave find: %s:%ld: record not read back: %s\n", it->src, it->lineno, err);
        qs->failed = true;
    }
    /* A problem that could not be read (its message on stderr, from the
     * batch pipeline) has no position to compare: a FEN with a bad field
     * would be ranked as though it stood. */
    q->unread = H.error != NULL;
    qs->unread |= q->unread;
    signature_from_fen(&q->sig, H.fen ? H.fen : "");
    for (int i = 0; R.themes && i < R.themes->n && !qs->failed; i++)
        if (!add_theme(&q->themes, &q->nthemes, theme_info(R.themes->entries[i]->id)->name))
            qs->failed = true;
    record_head_free(&H);
    record_play_free(&R);
    char label[512];
    if (it->p->id)
        snprintf(label, sizeof label, "%s", it->p->id);
    else
        snprintf(label, sizeof label, "%s:%ld", it->src, it->lineno);
    q->label = strdup(label);
    return !qs->failed && q->label;
}

static void queries_free(Queries *qs)
{
    for (int i = 0; i < qs->n; i++) {
        for (int k = 0; k < qs->q[i].nthemes; k++)
            free(qs->q[i].themes[k]);
        free(qs->q[i].themes);
        free(qs->q[i].label);
    }
    free(qs->q);
}

typedef struct {
    long long pid;
    Likeness like;
    double score;
    char *why;
} Cand;

static int by_score(const void *a, const void *b)
{
    const Cand *x = a, *y = b;
    double dx = x->score, dy = y->score;
    if (dx != dy)
        return dx < dy ? 1 : -1;
    return x->pid < y->pid ? -1 : x->pid > y->pid;
}

static const char *theme_words(const char *name)
{
    const char *title = theme_title(name);
    return title ? title : name;
}

/* Content: the share of theme names in common; the why names the named
 * themes in common ("same Grimshaw") and the men matched. */
static void score_content(sqlite3_stmt *themes, const Query *q, Cand *c)
{
    char **names = NULL;
    int n = 0;
    sqlite3_bind_int64(themes, 1, c->pid);
    while (sqlite3_step(themes) == SQLITE_ROW)
        add_theme(&names, &n, (const char *)sqlite3_column_text(themes, 0));
    sqlite3_reset(themes);
    int common = 0;
    char shared[600] = "";
    size_t k = 0;
    for (int i = 0; i < q->nthemes; i++)
        for (int j = 0; j < n; j++)
            if (strcmp(q->themes[i], names[j]) == 0) {
                common++;
                if (theme_is_named(names[j]) && k < sizeof shared - 1)
                    k += (size_t)snprintf(shared + k, sizeof shared - k, "; same %s", theme_words(names[j]));
            }
    int all = q->nthemes + n - common;
    double content = all ? (double)common / all : 1;
    c->score = POSITION_WEIGHT * c->like.score + (1 - POSITION_WEIGHT) * content;
    char moved[200], why[1024];
    likeness_words(&c->like, moved, sizeof moved);
    if (c->like.same == q->sig.n && c->like.near == 0 && q->sig.n == (int)(c->like.score * q->sig.n + 0.5) &&
        c->like.score > 0.999)
        snprintf(why, sizeof why, "same position%s%s", *moved ? " " : "", moved);
    else
        snprintf(why, sizeof why, "%d of %d men on the same squares, %d next to them%s%s", c->like.same,
                 q->sig.n, c->like.near, *moved ? ", " : "", moved);
    snprintf(why + strlen(why), sizeof why - strlen(why), "%s; %d of %d themes in common", shared, common,
             q->nthemes);
    c->why = strdup(why);
    for (int j = 0; j < n; j++)
        free(names[j]);
    free(names);
}

/* The ranking of one query; prints its best limit hits. */
static int rank_one(sqlite3 *db, const FindQuery *fq, const Query *q, bool name_query, FILE *out, FILE *err,
                    long *printed)
{
    char *where = find_where(fq);
    char sql[4096];
    snprintf(sql, sizeof sql, "SELECT p.pid, p.signature FROM problem p WHERE p.men BETWEEN ? AND ? AND p.error IS NULL AND %s",
             where ? where : "0");
    free(where);
    sqlite3_stmt *st = NULL, *themes = NULL, *hit = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "SELECT name FROM theme WHERE pid = ?", -1, &themes, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "SELECT id, file, line FROM problem WHERE pid = ?", -1, &hit, NULL) != SQLITE_OK) {
        fprintf(err, "chiave find: %s\n", sqlite3_errmsg(db));
        sqlite3_finalize(st);
        sqlite3_finalize(themes);
        return 2;
    }
    sqlite3_bind_int(st, 1, q->sig.n - MEN_SLACK);
    sqlite3_bind_int(st, 2, q->sig.n + MEN_SLACK);
    find_bind(fq, st, 3);
    Cand *c = NULL;
    long n = 0, cap = 0;
    int status = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        if (n == cap) {
            cap = cap ? 2 * cap : 1024;
            Cand *g = realloc(c, (size_t)cap * sizeof *c);
            if (!g) {
                fprintf(err, "chiave find: out of memory\n");
                status = 2;
                break;
            }
            c = g;
        }
        Signature s;
        memset(&s, 0, sizeof s);
        const void *blob = sqlite3_column_blob(st, 1);
        if (blob && sqlite3_column_bytes(st, 1) == (int)sizeof s.board) {
            memcpy(s.board, blob, sizeof s.board);
            for (int i = 0; i < 64; i++)
                s.n += s.board[i] != 0;
        }
        Cand *k = &c[n++];
        k->pid = sqlite3_column_int64(st, 0);
        k->why = NULL;
        signature_compare(&q->sig, &s, &k->like);
        k->score = k->like.score;
    }
    if (status == 0 && n > 0) {
        qsort(c, (size_t)n, sizeof *c, by_score);
        long pool = n < CONTENT_POOL ? n : CONTENT_POOL;
        for (long i = 0; i < pool; i++)
            score_content(themes, q, &c[i]);
        qsort(c, (size_t)pool, sizeof *c, by_score);
        long limit = fq->limit > 0 ? fq->limit : FIND_LIKE_LIMIT;
        Text room = { 0 }; /* the hits' JSON lines */
        /* best first: a score of 0 (no man on or next to the query's squares,
         * no theme in common) and all after it are no candidate anticipations */
        for (long i = 0; i < pool && i < limit && c[i].score > 0 && status == 0; i++) {
            sqlite3_bind_int64(hit, 1, c[i].pid);
            if (sqlite3_step(hit) == SQLITE_ROW) {
                FindHit h = { .pid = c[i].pid, .id = (char *)sqlite3_column_text(hit, 0),
                              .file = (char *)sqlite3_column_text(hit, 1), .line = sqlite3_column_int(hit, 2),
                              .score = c[i].score, .why = c[i].why };
                char why[1200];
                if (fq->json && name_query) { /* a collection: whose match it is */
                    snprintf(why, sizeof why, "%s: %s", q->label, h.why);
                    h.why = why;
                }
                if (!find_print(out, &h, fq->json, &room))
                    status = 2;
                ++*printed;
            }
            sqlite3_reset(hit);
        }
        free(room.s);
        for (long i = 0; i < pool; i++)
            free(c[i].why);
    }
    free(c);
    sqlite3_finalize(st);
    sqlite3_finalize(themes);
    sqlite3_finalize(hit);
    return status;
}

int find_like(sqlite3 *db, const FindQuery *fq, FILE *out, FILE *err)
{
    Queries qs = { .err = err };
    char *inputs[] = { (char *)fq->like };
    BatchConfig c = {
        .inputs = inputs, .ninputs = 1, .solve = fq->solve, .jobs = fq->jobs > 0 ? fq->jobs : 1,
        .out_fd = -1, .sink = take_query, .sink_ctx = &qs, .err = err,
    };
    BatchStats st;
    int rc = batch_run(&c, &st);
    batch_stats_free(&st);
    if (rc == 0 && !qs.failed && qs.n == 0) /* nothing to rank against: no "none found" */
        fprintf(err, "%s: %s: no position found\n", msg_prefix(), fq->like);
    if (rc != 0 || qs.failed || qs.n == 0) {
        queries_free(&qs);
        return 2;
    }
    long printed = 0;
    int status = 0;
    for (int i = 0; i < qs.n && status == 0; i++)
        if (!qs.q[i].unread)
            status = rank_one(db, fq, &qs.q[i], qs.n > 1, out, err, &printed);
    bool unread = qs.unread;
    queries_free(&qs);
    return status ? status : unread ? 2 : printed > 0 ? 0 : 1;
}
