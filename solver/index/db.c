/* db.c - writing the index: the schema, and each problem's rows from its
 * batch record, read back through the typed edge reader of records
 * (solver/compare/record_read.h), so the index holds exactly what `batch`
 * says. */
#include "solver/index/db.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "solver/compare/record_read.h"
#include "solver/index/signature.h"
#include "solver/movegen.h"
#include "solver/report/record_themes.h"
#include "solver/san.h"
#include "themes/theme_table.h"

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

/* Why path cannot be a database, in the system's words ("Is a directory",
 * "No such file or directory" when it must exist), or NULL: SQLite says only
 * "unable to open database file" or "disk I/O error". */
static const char *not_a_file(const char *path, bool must_exist)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return must_exist || errno != ENOENT ? strerror(errno) : NULL;
    return S_ISDIR(st.st_mode) ? strerror(EISDIR) : NULL;
}

bool index_db_open(IndexDb *d, const char *path)
{
    memset(d, 0, sizeof *d);
    const char *why = not_a_file(path, false);
    if (why) {
        snprintf(d->err, sizeof d->err, "%s: %s", path, why);
        return false;
    }
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

/* The record's theme entries: each its SPEC name, its key, and the entry as
 * the record writes it. */
static bool add_themes(IndexDb *d, sqlite3_int64 pid, const Analysis *A)
{
    Text t = { 0 }; /* each entry's text in turn, in one room */
    bool ok = true;
    for (int i = 0; ok && A && i < A->n; i++) {
        const ThemeEntry *e = A->entries[i];
        char key[8];
        t.n = 0;
        jt_theme_entry(&t, e);
        if (t.failed) {
            ok = fail(d, "out of memory");
            break;
        }
        sqlite3_bind_int64(d->ins_theme, 1, pid);
        bind_text(d->ins_theme, 2, theme_info(e->id)->name);
        bind_text(d->ins_theme, 3, e->key != MOVE_NONE ? move_to_uci(e->key, key) : NULL);
        sqlite3_bind_text(d->ins_theme, 4, t.s, (int)t.n, SQLITE_TRANSIENT);
        ok = step_done(d, d->ins_theme, "writing a theme");
    }
    free(t.s);
    return ok;
}

/* The record's keys: UCI, and SAN (without "+" or "#": "Qb2+" is found as
 * "Qb2" too) where the record's position is known. */
static bool add_keys(IndexDb *d, sqlite3_int64 pid, const RecordPlay *R)
{
    for (int i = 0; i < R->nkeys; i++) {
        Move m = R->keys[i].move, legal = R->has_start ? move_legal(&R->start, m) : MOVE_NONE;
        char uci[8], san[SAN_MAX] = "";
        if (legal != MOVE_NONE) {
            move_to_san(&R->start, legal, LANG_EN, san, sizeof san);
            san[strcspn(san, "+#")] = '\0';
        }
        sqlite3_bind_int64(d->ins_key, 1, pid);
        bind_text(d->ins_key, 2, move_to_uci(m, uci));
        bind_text(d->ins_key, 3, san);
        if (!step_done(d, d->ins_key, "writing a key"))
            return false;
    }
    return true;
}

/* Writes the rows of a problem read back from its record (R, H). */
static bool add_problem(IndexDb *d, const BatchItem *it, const RecordPlay *R, const RecordHead *H)
{
    const char *fen = H->fen ? H->fen : "";
    Signature sig;
    signature_from_fen(&sig, fen);
    char material[SIG_MATERIAL];
    signature_material(&sig, material, sizeof material);
    sqlite3_stmt *st = d->ins_problem;
    bind_text(st, 1, H->id);
    bind_text(st, 2, d->file);
    sqlite3_bind_int64(st, 3, it->lineno);
    sqlite3_bind_text(st, 4, fen, -1, SQLITE_TRANSIENT);
    bind_text(st, 5, it->p->authors);
    bind_text(st, 6, it->p->source);
    int year = source_year(it->p->source);
    if (year)
        sqlite3_bind_int(st, 7, year);
    sqlite3_bind_text(st, 8, H->has_status ? status_name(H->status) : "error", -1, SQLITE_TRANSIENT);
    bind_text(st, 9, H->error);
    sqlite3_bind_int(st, 10, sig.n);
    sqlite3_bind_text(st, 11, material, -1, SQLITE_TRANSIENT);
    sqlite3_bind_blob(st, 12, sig.board, sizeof sig.board, SQLITE_TRANSIENT);
    if (!step_done(d, st, "writing a problem"))
        return false;
    sqlite3_int64 pid = sqlite3_last_insert_rowid(d->db);
    return add_keys(d, pid, R) && add_themes(d, pid, R->themes);
}

bool index_db_add(IndexDb *d, const BatchItem *it)
{
    if (d->in_tx == 0 && !exec(d, "BEGIN"))
        return false;
    if (!start_file(d, it->src))
        return false;
    RecordPlay R;
    RecordHead H;
    record_play_init(&R);
    char err[256];
    bool ok = record_read_text(it->record, &R, &H, err, sizeof err) == 0;
    if (!ok)
        snprintf(d->err, sizeof d->err, "%s:%ld: record not read back: %s", it->src, it->lineno, err);
    ok = ok && add_problem(d, it, &R, &H);
    bool error = H.error != NULL;
    record_head_free(&H);
    record_play_free(&R);
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
    const char *why = not_a_file(path, true);
    if (why) {
        snprintf(err, errlen, "%s: %s", path, why);
        return NULL;
    }
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
