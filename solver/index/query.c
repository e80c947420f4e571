/* query.c - the filters of `chiave find` as one SQL statement, and the
 * printing of hits. The theme and key conditions use their tables' indexes. */
#include "solver/index/query.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "fen/fen_text.h"
#include "fen/strbuf.h"
#include "solver/report/json_text.h"
#include "solver/san.h"

const char *find_key_text(const char *text)
{
    if (!move_text_shaped(text))
        return NULL;
    text += strspn(text, " ");
    if (isdigit((unsigned char)*text) && text[strspn(text, "0123456789")] == '.')
        text += strspn(text, "0123456789"), text += strspn(text, ". ");
    return text;
}

char *find_where(const FindQuery *q)
{
    StrBuf b = { 0 };
    strbuf_add(&b, "1", 1);
#define ADD(s) strbuf_add(&b, s, strlen(s))
    for (int i = 0; i < q->nthemes; i++)
        ADD(" AND p.pid IN (SELECT pid FROM theme WHERE name = ?)");
    if (q->key)
        ADD(" AND p.pid IN (SELECT pid FROM key WHERE uci = ? UNION SELECT pid FROM key WHERE san = ?)");
    if (q->status)
        ADD(" AND p.status = ?");
    if (q->author)
        ADD(" AND p.authors LIKE '%' || ? || '%'");
    if (q->source)
        ADD(" AND p.source LIKE '%' || ? || '%'");
    if (q->men_max)
        ADD(" AND p.men BETWEEN ? AND ?");
#undef ADD
    strbuf_add(&b, "", 1);
    return b.s;
}

int find_bind(const FindQuery *q, sqlite3_stmt *st, int i)
{
    for (int t = 0; t < q->nthemes; t++)
        sqlite3_bind_text(st, i++, q->themes[t], -1, SQLITE_STATIC);
    if (q->key) {
        sqlite3_bind_text(st, i++, q->key, -1, SQLITE_STATIC);
        /* SAN matched without its check sign, as the index holds it */
        sqlite3_bind_text(st, i++, q->key, (int)strcspn(q->key, "+#!?"), SQLITE_STATIC);
    }
    if (q->status)
        sqlite3_bind_text(st, i++, q->status, -1, SQLITE_STATIC);
    if (q->author)
        sqlite3_bind_text(st, i++, q->author, -1, SQLITE_STATIC);
    if (q->source)
        sqlite3_bind_text(st, i++, q->source, -1, SQLITE_STATIC);
    if (q->men_max) {
        sqlite3_bind_int(st, i++, q->men_min);
        sqlite3_bind_int(st, i++, q->men_max);
    }
    return i;
}

/* A string field of a hit, after its name ("\"file\":"): as it is when it
 * is UTF-8, else read as Latin-1 (a path may be any bytes). */
static void hit_string(Text *t, const char *name, const char *s)
{
    jt_put(t, name, strlen(name));
    size_t n = strlen(s);
    if (fen_is_utf8(s, n)) {
        jt_string(t, s, n);
        return;
    }
    char *u = fen_to_utf8(s, n);
    if (u)
        jt_string(t, u, strlen(u));
    else
        t->failed = true;
    free(u);
}

bool find_print(FILE *out, const FindHit *h, bool json, Text *room)
{
    if (!json) {
        if (h->id)
            return fprintf(out, "%s\n", h->id) >= 0;
        return fprintf(out, "%s:%ld\n", h->file, h->line) >= 0;
    }
    /* {"id","file","line","score","why"}, the score to three decimals, in
     * the room the hits before took (a Text's first is 16 KB, for records). */
    Text *t = room;
    t->n = 0;
    if (h->id)
        hit_string(t, "{\"id\":", h->id);
    else
        jt_put(t, "{\"id\":null", 10);
    hit_string(t, ",\"file\":", h->file);
    jt_put(t, ",\"line\":", 8);
    jt_integer(t, h->line);
    jt_put(t, ",\"score\":", 9);
    jt_real_digits(t, (double)(long)(h->score * 1000 + 0.5) / 1000, 3);
    hit_string(t, ",\"why\":", h->why ? h->why : "");
    jt_put(t, "}\n", 2);
    return !t->failed && fwrite(t->s, 1, t->n, out) == t->n;
}

int find_run(sqlite3 *db, const FindQuery *q, FILE *out, FILE *err)
{
    if (q->like)
        return find_like(db, q, out, err);
    char *where = find_where(q);
    char sql[4096];
    snprintf(sql, sizeof sql, "SELECT p.pid, p.id, p.file, p.line FROM problem p WHERE %s ORDER BY p.pid%s",
             where ? where : "0", q->limit > 0 ? " LIMIT ?" : "");
    free(where);
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        fprintf(err, "chiave find: %s\n", sqlite3_errmsg(db));
        return 2;
    }
    int next = find_bind(q, st, 1);
    if (q->limit > 0)
        sqlite3_bind_int64(st, next, q->limit);
    long n = 0;
    int rc = SQLITE_DONE;
    bool ok = true;
    Text room = { 0 };
    while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        FindHit h = { .pid = sqlite3_column_int64(st, 0), .id = (char *)sqlite3_column_text(st, 1),
                      .file = (char *)sqlite3_column_text(st, 2), .line = sqlite3_column_int(st, 3),
                      .score = 1, .why = "every condition holds" };
        ok = find_print(out, &h, q->json, &room);
        n++;
    }
    free(room.s);
    int status = n > 0 ? 0 : 1;
    if (ok && rc != SQLITE_DONE) {
        fprintf(err, "chiave find: %s\n", sqlite3_errmsg(db));
        status = 2;
    }
    sqlite3_finalize(st);
    return ok ? status : 2;
}
