/* db.c - writing the index: the schema, and each problem's rows from its
 * batch record (the record is parsed back with jansson, so the index holds
 * exactly what `batch` says). */
#include "solver/index/db.h"

#include <ctype.h>
#include <jansson.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/index/signature.h"

static const char SCHEMA[] =
    "PRAGMA foreign_keys = ON;"
    "CREATE TABLE IF NOT EXISTS problem ("
    " pid INTEGER PRIMARY KEY, id TEXT, file TEXT NOT NULL, line INTEGER NOT NULL,"
    " fen TEXT NOT NULL, authors TEXT, source TEXT, year INTEGER, status TEXT NOT NULL,"
    " error TEXT, men INTEGER NOT NULL, material TEXT NOT NULL, signature BLOB NOT NULL);"
    "CREATE TABLE IF NOT EXISTS key ("
    " pid INTEGER NOT NULL REFERENCES problem(pid) ON DELETE CASCADE,"
    " uci TEXT NOT NULL, san TEXT);"
    "CREATE TABLE IF NOT EXISTS theme ("
    " pid INTEGER NOT NULL REFERENCES problem(pid) ON DELETE CASCADE,"
    " name TEXT NOT NULL, key TEXT, instance TEXT NOT NULL);"
    "CREATE INDEX IF NOT EXISTS problem_file ON problem(file);"
    "CREATE INDEX IF NOT EXISTS problem_men ON problem(men);"
    "CREATE INDEX IF NOT EXISTS key_uci ON key(uci, pid);"
    "CREATE INDEX IF NOT EXISTS key_san ON key(san, pid);"
    "CREATE INDEX IF NOT EXISTS key_pid ON key(pid);"
    "CREATE INDEX IF NOT EXISTS theme_name ON theme(name, pid);"
    "CREATE INDEX IF NOT EXISTS theme_pid ON theme(pid);";

static bool fail(IndexDb *d, const char *what)
{
    snprintf(d->err, sizeof d->err, "%s: %s", what, d->db ? sqlite3_errmsg(d->db) : "out of memory");
    return false;
}

static bool exec(IndexDb *d, const char *sql)
{
    return sqlite3_exec(d->db, sql, NULL, NULL, NULL) == SQLITE_OK || fail(d, "database");
}

bool index_db_open(IndexDb *d, const char *path)
{
    memset(d, 0, sizeof *d);
    if (sqlite3_open_v2(path, &d->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK)
        return fail(d, path);
    sqlite3_busy_timeout(d->db, 5000);
    if (!exec(d, SCHEMA))
        return false;
    const char *ins_p = "INSERT INTO problem (id, file, line, fen, authors, source, year, status, error,"
                        " men, material, signature) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)";
    if (sqlite3_prepare_v2(d->db, ins_p, -1, &d->ins_problem, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(d->db, "INSERT INTO theme (pid, name, key, instance) VALUES (?,?,?,?)", -1,
                           &d->ins_theme, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(d->db, "INSERT INTO key (pid, uci, san) VALUES (?,?,?)", -1,
                           &d->ins_key, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(d->db, "DELETE FROM problem WHERE file = ?", -1, &d->del_file, NULL) != SQLITE_OK)
        return fail(d, path);
    return true;
}

/* A year in the source: the last run of four digits from 1800 to 2099. */
static int source_year(const char *s)
{
    int year = 0;
    for (const char *c = s; c && *c; c++) {
        if (isdigit((unsigned char)c[0]) && (c == s || !isdigit((unsigned char)c[-1])) &&
            isdigit((unsigned char)c[1]) && isdigit((unsigned char)c[2]) && isdigit((unsigned char)c[3]) &&
            !isdigit((unsigned char)c[4])) {
            int y = atoi(c);
            if (y >= 1800 && y < 2100)
                year = y;
        }
    }
    return year;
}

static bool step_done(IndexDb *d, sqlite3_stmt *st, const char *what)
{
    int rc = sqlite3_step(st);
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    return rc == SQLITE_DONE || fail(d, what);
}

static void bind_text(sqlite3_stmt *st, int i, const char *s)
{
    if (s && *s)
        sqlite3_bind_text(st, i, s, -1, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(st, i);
}

/* The first of a new file: its old rows go (in the open transaction). */
static bool start_file(IndexDb *d, const char *src)
{
    if (d->src && strcmp(d->src, src) == 0)
        return true;
    char *real = realpath(src, NULL);
    free(d->file);
    free(d->src);
    d->file = real ? real : strdup(src);
    d->src = strdup(src);
    if (!d->file || !d->src)
        return fail(d, "out of memory");
    sqlite3_bind_text(d->del_file, 1, d->file, -1, SQLITE_STATIC);
    return step_done(d, d->del_file, "deleting the file's old problems");
}

static bool add_themes(IndexDb *d, sqlite3_int64 pid, json_t *themes)
{
    size_t i;
    json_t *t;
    json_array_foreach(themes, i, t) {
        char *inst = json_dumps(t, JSON_COMPACT | JSON_SORT_KEYS);
        sqlite3_bind_int64(d->ins_theme, 1, pid);
        bind_text(d->ins_theme, 2, json_string_value(json_object_get(t, "name")));
        bind_text(d->ins_theme, 3, json_string_value(json_object_get(t, "key")));
        bind_text(d->ins_theme, 4, inst ? inst : "{}");
        bool ok = step_done(d, d->ins_theme, "writing a theme");
        free(inst);
        if (!ok)
            return false;
    }
    return true;
}

static bool add_keys(IndexDb *d, sqlite3_int64 pid, json_t *keys)
{
    size_t i;
    json_t *k;
    json_array_foreach(keys, i, k) {
        const char *san = json_string_value(json_object_get(k, "san"));
        char bare[32] = "";
        if (san) /* "Qb2+" is found as "Qb2" too */
            snprintf(bare, sizeof bare, "%.*s", (int)strcspn(san, "+#!?"), san);
        sqlite3_bind_int64(d->ins_key, 1, pid);
        bind_text(d->ins_key, 2, json_string_value(json_object_get(k, "move")));
        bind_text(d->ins_key, 3, bare);
        if (!step_done(d, d->ins_key, "writing a key"))
            return false;
    }
    return true;
}

bool index_db_add(IndexDb *d, const BatchItem *it)
{
    if (d->in_tx == 0 && !exec(d, "BEGIN"))
        return false;
    if (!start_file(d, it->src))
        return false;
    json_error_t je;
    json_t *rec = json_loads(it->record, 0, &je);
    if (!rec) {
        snprintf(d->err, sizeof d->err, "%s:%ld: record not read back: %s", it->src, it->lineno, je.text);
        return false;
    }
    const char *fen = json_string_value(json_object_get(rec, "fen"));
    const char *status = json_string_value(json_object_get(rec, "status"));
    const char *error = json_string_value(json_object_get(rec, "error"));
    Signature sig;
    signature_from_fen(&sig, fen ? fen : "");
    char material[SIG_MATERIAL];
    signature_material(&sig, material, sizeof material);
    sqlite3_stmt *st = d->ins_problem;
    bind_text(st, 1, json_string_value(json_object_get(rec, "id")));
    bind_text(st, 2, d->file);
    sqlite3_bind_int64(st, 3, it->lineno);
    sqlite3_bind_text(st, 4, fen ? fen : "", -1, SQLITE_TRANSIENT);
    bind_text(st, 5, it->p->authors);
    bind_text(st, 6, it->p->source);
    int year = source_year(it->p->source);
    if (year)
        sqlite3_bind_int(st, 7, year);
    sqlite3_bind_text(st, 8, status ? status : "error", -1, SQLITE_TRANSIENT);
    bind_text(st, 9, error);
    sqlite3_bind_int(st, 10, sig.n);
    sqlite3_bind_text(st, 11, material, -1, SQLITE_TRANSIENT);
    sqlite3_bind_blob(st, 12, sig.board, sizeof sig.board, SQLITE_TRANSIENT);
    bool ok = step_done(d, st, "writing a problem");
    sqlite3_int64 pid = sqlite3_last_insert_rowid(d->db);
    ok = ok && add_keys(d, pid, json_object_get(rec, "keys")) && add_themes(d, pid, json_object_get(rec, "themes"));
    json_decref(rec);
    if (!ok)
        return false;
    d->written++;
    if (error)
        d->errors++;
    if (++d->in_tx >= INDEX_BATCH) {
        d->in_tx = 0;
        return exec(d, "COMMIT");
    }
    return true;
}

bool index_db_close(IndexDb *d)
{
    bool ok = d->in_tx == 0 || exec(d, "COMMIT");
    sqlite3_finalize(d->ins_problem);
    sqlite3_finalize(d->ins_theme);
    sqlite3_finalize(d->ins_key);
    sqlite3_finalize(d->del_file);
    if (sqlite3_close(d->db) != SQLITE_OK && ok)
        ok = fail(d, "closing");
    free(d->file);
    free(d->src);
    return ok;
}

sqlite3 *index_db_open_read(const char *path, char *err, size_t errlen)
{
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        snprintf(err, errlen, "%s: %s", path, db ? sqlite3_errmsg(db) : "out of memory");
        sqlite3_close(db);
        return NULL;
    }
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, "SELECT pid FROM problem LIMIT 1", -1, &st, NULL) != SQLITE_OK) {
        snprintf(err, errlen, "%s: not an index of chiave (%s)", path, sqlite3_errmsg(db));
        sqlite3_close(db);
        return NULL;
    }
    sqlite3_finalize(st);
    sqlite3_busy_timeout(db, 5000);
    return db;
}
