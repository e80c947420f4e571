/* db.h - the SQLite database of `chiave index`: its schema (README.md), and
 * a problem's rows written from its batch record. */
#ifndef CHIAVE_INDEX_DB_H
#define CHIAVE_INDEX_DB_H

#include <sqlite3.h>
#include <stdbool.h>
#include <stddef.h>

#include "solver/batch/config.h"

/* Problems written in one transaction: a killed run loses at most these. */
enum { INDEX_BATCH = 256 };

typedef struct {
    sqlite3 *db;
    sqlite3_stmt *ins_problem, *ins_theme, *ins_key, *del_file;
    char *file;        /* the real path of the file being written */
    char *src;         /* the input name it came from */
    long in_tx;        /* problems written in the open transaction */
    long written, errors;
    char err[512];     /* why the last call failed */
} IndexDb;

/* Opens (creating it and its tables if need be) the database at path for
 * writing. False with a message in d->err. */
bool index_db_open(IndexDb *d, const char *path);
/* Writes one problem: the first of a file deletes what the database held of
 * that file. A transaction is committed every INDEX_BATCH problems. */
bool index_db_add(IndexDb *d, const BatchItem *it);
/* Commits and closes; false when the commit failed. */
bool index_db_close(IndexDb *d);

/* Opens path read-only (find); NULL with a message in err. */
sqlite3 *index_db_open_read(const char *path, char *err, size_t errlen);

#endif
