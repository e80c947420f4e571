/* serve_helpers.h - the workbench's routes called without HTTP, for its tests:
 * a context, a request answered as JSON, a field of it, what a solve says. */
#ifndef CHIAVE_TEST_SERVE_HELPERS_H
#define CHIAVE_TEST_SERVE_HELPERS_H

#include <check.h>
#include <ctype.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include "solver/aids/economy.h"
#include "solver/report/json.h"
#include "solver/report/record_san.h"
#include "solver/serve/api.h"
#include "solver/serve/assets.h"
#include "solver/serve/collection.h"
#include "solver/serve/guard.h"
#include "solver/serve/routes.h"
#include "solver/serve/server.h"
#include "tests/solver/serve/query_args.h"
#include "tests/test_helpers.h"

/* ---- helpers ---------------------------------------------------------- */

static inline ApiContext context(void)
{
    return (ApiContext){ .max_time = 10, .collection = collection_new() };
}

/* Calls route() with a request; the reply's body parsed as JSON (NULL if it is not). */
static inline json_t *call(const ApiContext *cx, const char *method, const char *path, const char *body,
                    int *status)
{
    Request rq = { .method = method, .path = path, .body = body ? body : "", .len = body ? strlen(body) : 0 };
    const char *q = strchr(path, '?');
    char pathbuf[256], args[256];
    if (q) {
        snprintf(pathbuf, sizeof pathbuf, "%.*s", (int)(q - path), path);
        snprintf(args, sizeof args, "%s", q + 1);
        rq.path = pathbuf;
        query_args_split(&rq, args);
    }
    Reply r;
    const char *allow;
    route(cx, &rq, &r, &allow);
    *status = r.status;
    json_t *j = json_loadb(r.body, r.len, 0, NULL);
    reply_free(&r);
    return j;
}

static inline const char *str(const json_t *o, const char *name)
{
    return json_string_value(json_object_get(o, name));
}

/* method path with body answers status, and its field says want (all of it,
 * or, api_says_part, somewhere in it). */
static inline void api_says(const ApiContext *cx, const char *method, const char *path, const char *body,
                            int status, const char *field, const char *want)
{
    int st;
    json_t *j = call(cx, method, path, body, &st);
    ck_assert_int_eq(st, status);
    ck_assert_str_eq(str(j, field), want);
    json_decref(j);
}

static inline void api_says_part(const ApiContext *cx, const char *method, const char *path, const char *body,
                                 int status, const char *field, const char *want)
{
    int st;
    json_t *j = call(cx, method, path, body, &st);
    ck_assert_int_eq(st, status);
    ck_assert_ptr_nonnull(strstr(str(j, field), want));
    json_decref(j);
}

/* POST /api/solve with body answers status, and its field says want. */
static inline void solve_says(const ApiContext *cx, const char *body, int status, const char *field, const char *want)
{
    api_says(cx, "POST", "/api/solve", body, status, field, want);
}

/* The labels of a record's themes, by name. */
static inline json_t *theme_labels(const json_t *rec)
{
    json_t *labels = json_object(), *e;
    size_t i;
    json_array_foreach(json_object_get(rec, "themes"), i, e)
        json_object_set(labels, str(e, "name"), json_object_get(e, "label"));
    return labels;
}

#endif
