/* http.h - a request as the API handlers see it and the reply they make,
 * free of the HTTP library, so that the handlers can be tested alone. */
#ifndef CHIAVE_SERVE_HTTP_H
#define CHIAVE_SERVE_HTTP_H

#include <jansson.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#define QUERY_ARGS_MAX 8

typedef struct {
    const char *name, *value;
} QueryArg;

typedef struct {
    const char *method;      /* "GET", "POST", ... */
    const char *path;        /* without the query: "/api/solve" */
    const char *body;        /* NUL-terminated; len bytes */
    size_t len;
    QueryArg args[QUERY_ARGS_MAX]; /* the first query arguments */
    int nargs;
    /* Set by the server when the answer is no longer wanted: the client
     * has closed its connection (a page that gave up on the answer), or the
     * server is stopping. Long work asks it now and then, to stop early. NULL
     * when nobody cancels (the handlers' tests). */
    const atomic_bool *cancel;
} Request;

typedef struct {
    int status;              /* HTTP status */
    const char *type;        /* Content-Type */
    char *body;              /* malloc'd, or static when is_static */
    size_t len;
    bool is_static;
    bool no_store;           /* Cache-Control: no-store (the API) */
} Reply;

/* The value of query argument name, or NULL. */
const char *request_arg(const Request *rq, const char *name);
/* Whether rq's answer is no longer wanted (rq->cancel set). */
bool request_cancelled(const Request *rq);

/* A JSON reply of status (consumes the reference to body). */
void reply_json(Reply *out, int status, json_t *body);
/* An error: {"error": message} with status (4xx or 5xx). */
void reply_error(Reply *out, int status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A reply of static bytes (the built-in assets). */
void reply_static(Reply *out, const char *type, const unsigned char *bytes, size_t len);
void reply_free(Reply *r);

#endif
