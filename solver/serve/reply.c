/* reply.c - building the replies of the handlers. */
#include "solver/serve/http.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *request_arg(const Request *rq, const char *name)
{
    for (int i = 0; i < rq->nargs; i++)
        if (strcmp(rq->args[i].name, name) == 0)
            return rq->args[i].value;
    return NULL;
}

bool request_cancelled(const Request *rq)
{
    return rq->cancel && atomic_load_explicit(rq->cancel, memory_order_relaxed);
}

void reply_json(Reply *out, int status, json_t *body)
{
    char *text = body ? json_dumps(body, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6)) : NULL;
    json_decref(body);
    *out = (Reply){ .status = status, .type = "application/json", .body = text,
                    .len = text ? strlen(text) : 0, .no_store = true };
    if (!text) {
        static const char oom[] = "{\"error\":\"out of memory\"}";
        *out = (Reply){ .status = 500, .type = "application/json", .body = (char *)oom,
                        .len = sizeof oom - 1, .is_static = true, .no_store = true };
    }
}

void reply_error(Reply *out, int status, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* A message cut in the middle of a UTF-8 sequence loses that sequence. */
    json_t *text = json_string(msg);
    size_t n = strlen(msg);
    for (int cut = 0; !text && cut < 4 && n > 0; cut++) {
        msg[--n] = '\0';
        text = json_string(msg);
    }
    json_t *o = json_object();
    json_object_set_new(o, "error", text ? text : json_string("error"));
    reply_json(out, status, o);
}

void reply_static(Reply *out, const char *type, const unsigned char *bytes, size_t len)
{
    *out = (Reply){ .status = 200, .type = type, .body = (char *)bytes, .len = len, .is_static = true };
}

void reply_free(Reply *r)
{
    if (!r->is_static)
        free(r->body);
    r->body = NULL;
}
