/* fuzz_serve.c - libFuzzer harness for the workbench's request handling
 * without HTTP (route() and the API handlers, solver/serve/): any bytes as a
 * request's query and body, on any route, and as the Host and Origin headers
 * the guard judges. The first byte chooses the route, the bytes up to the
 * first newline are the query (name=value&...), the rest the body. Every
 * answer has a status of HTTP's and a body; an error's is JSON {"error"}.
 * The collection routes run on a small upload opened first; nothing is read
 * or written on disk. The time limit is short: a request is bounded by it. */
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "solver/serve/collection.h"
#include "solver/serve/guard.h"
#include "solver/serve/routes.h"
#include "tests/fuzz/fuzz_common.h"
#include "tests/solver/serve/query_args.h"

static const struct {
    const char *method, *path;
} routes[] = {
    { "POST", "/api/solve" },
    { "POST", "/api/diff" },
    { "GET", "/api/messages" },
    { "POST", "/api/economy" },
    { "POST", "/api/repair" },
    { "POST", "/api/publish" },
    { "POST", "/api/diagram" },
    { "GET", "/api/collection" },
    { "POST", "/api/collection/open" },
    { "POST", "/api/collection/save" },
    { "GET", "/api/collection/text" },
    { "GET", "/api/collection/find" },
    { "GET", "/assets/app.js" },
    { "PUT", "/api/solve" },
    { "POST", "/api/collection/solve" },
};
#define NROUTES (sizeof routes / sizeof *routes)

static const char upload[] =
    "1Q6/8/8/8/8/k2K4/8/8 w - -; id \"polgar\";\n"
    "8/8/8/8/8/k2K4/8/8 w - -; id \"bad\";\n"
    "7k/p4b1B/1p1p2Qr/2p1R3/2P2q2/8/P5P1/6K1 w - - 0 1; id \"set\";\n";

static void answer(const ApiContext *cx, const char *method, const char *path, char *query, const char *body,
                   size_t len)
{
    Request rq = { .method = method, .path = path, .body = body, .len = len };
    query_args_split(&rq, query);
    Reply r;
    const char *allow;
    route(cx, &rq, &r, &allow);
    FUZZ_ASSERT(r.status >= 200 && r.status <= 599);
    FUZZ_ASSERT(r.type && r.body);
    if (r.status >= 400) {
        json_t *j = json_loadb(r.body, r.len, 0, NULL);
        FUZZ_ASSERT(j && json_is_string(json_object_get(j, "error")));
        json_decref(j);
    }
    reply_free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 65536)
        return 0;
    unsigned pick = data[0];
    char *text = malloc(size); /* the rest, NUL-ended */
    FUZZ_ASSERT(text);
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    char *nl = memchr(text, '\n', size - 1);
    char *body = nl ? nl + 1 : text + size - 1;
    size_t len = (size_t)(text + size - 1 - body);
    if (nl)
        *nl = '\0';
    char *query = nl ? text : (char[1]){ "" };
    if (pick == 255) {
        /* The guard: query as Host, body as Origin (empty: none). */
        Guard g;
        guard_init(&g, "::1", 8042);
        (void)guard_check(&g, query, len ? body : NULL);
        free(text);
        return 0;
    }
    ApiContext cx = { .max_time = 0.1, .collection = collection_new() };
    FUZZ_ASSERT(cx.collection);
    unsigned i = pick % NROUTES;
    if (strncmp(routes[i].path, "/api/collection", 15) == 0 && strcmp(routes[i].path, "/api/collection/open") != 0) {
        char name[] = "name=fuzz.epd";
        answer(&cx, "POST", "/api/collection/open", name, upload, sizeof upload - 1);
    }
    answer(&cx, routes[i].method, routes[i].path, query, body, len);
    collection_free(cx.collection);
    free(text);
    return 0;
}
