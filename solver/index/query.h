/* query.h - `chiave find`: the problems of an index that meet every
 * condition, or (--like) ranked by closeness to other problems. */
#ifndef CHIAVE_INDEX_QUERY_H
#define CHIAVE_INDEX_QUERY_H

#include <sqlite3.h>
#include <stdbool.h>
#include <stdio.h>

#include "solver/report/json_text.h"
#include "solver/solution.h"

enum { FIND_MAX_THEMES = 32, FIND_LIKE_LIMIT = 10 };

typedef struct {
    const char *themes[FIND_MAX_THEMES];
    int nthemes;
    const char *key;            /* uci or SAN */
    const char *status;
    const char *author, *source; /* substrings, any case */
    int men_min, men_max;       /* 0, 0: any */
    const char *like;           /* a problem file: rank by closeness to its problems */
    long limit;                 /* 0: all (--like: FIND_LIKE_LIMIT) */
    bool json;
    SolveOptions solve;         /* for solving the problems of like */
    int jobs;
} FindQuery;

/* A hit as find prints it. */
typedef struct {
    long long pid;
    char *id, *file;
    long line;
    double score;
    char *why;
} FindHit;

/* The key condition's move in text, as composers write it ("1.Kc3!", "Kc3",
 * "b1d2"): text without its move number (the marks find_bind drops); NULL
 * when text has no move's shape ("Qz9", a typo that would match nothing). */
const char *find_key_text(const char *text);

/* The SQL condition of q's filters (without --like), "1" for none; binds
 * them from parameter 1 with find_bind. The text is malloc'd. */
char *find_where(const FindQuery *q);
/* Binds q's filters to st from parameter first; returns the next one. */
int find_bind(const FindQuery *q, sqlite3_stmt *st, int first);

/* Prints one hit (an id, FILE:LINE, or a JSON line). room: the JSON line's
 * text, one for all the hits of a search, which keep its room (start from
 * (Text){ 0 }, free its s once done). False on a failed write. */
bool find_print(FILE *out, const FindHit *h, bool json, Text *room);

/* Runs q over db, printing to out. Returns 0 with matches, 1 none, 2 with a
 * message on err. */
int find_run(sqlite3 *db, const FindQuery *q, FILE *out, FILE *err);

/* --like: the ranking (like.c). Returns as find_run. */
int find_like(sqlite3 *db, const FindQuery *q, FILE *out, FILE *err);

#endif
