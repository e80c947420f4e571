/* routes.c - the table of what the workbench answers. */
#include "solver/serve/routes.h"

#include <pthread.h>
#include <string.h>

#include "solver/serve/assets.h"
#include "solver/serve/collection.h"

typedef void (*Handler)(const ApiContext *cx, const Request *rq, Reply *out);

static const struct {
    const char *method, *path;
    Handler fn;
    bool writes; /* writes a file: held while the server stops */
} api_routes[] = {
    { "POST", "/api/solve", api_solve, false },
    { "POST", "/api/diff", api_diff, false },
    { "GET", "/api/messages", api_messages, false },
    { "POST", "/api/economy", api_economy, false },
    { "POST", "/api/repair", api_repair, false },
    { "POST", "/api/diagram", api_diagram, false },
    { "POST", "/api/publish", api_publish, false },
    { "GET", "/api/collection", api_collection, false },
    { "POST", "/api/collection/open", api_collection_open, false },
    { "POST", "/api/collection/save", api_collection_save, true },
    { "POST", "/api/collection/reload", api_collection_reload, false },
    { "GET", "/api/collection/text", api_collection_text, false },
    { "GET", "/api/collection/find", api_collection_find, false },
    { "POST", "/api/collection/solve", api_collection_solve, false },
};

static pthread_mutex_t writing = PTHREAD_MUTEX_INITIALIZER;

void routes_hold_writes(void)
{
    pthread_mutex_lock(&writing); /* never given back: the process is ending */
}

bool route_is_quick(const char *path)
{
    return strncmp(path, "/api/", 5) != 0 || strcmp(path, "/api/messages") == 0;
}

static const char *content_type(const char *name)
{
    static const struct { const char *ext, *type; } types[] = {
        { ".html", "text/html; charset=utf-8" },
        { ".css", "text/css; charset=utf-8" },
        { ".js", "text/javascript; charset=utf-8" },
        { ".svg", "image/svg+xml" },
    };
    const char *dot = strrchr(name, '.');
    for (size_t i = 0; dot && i < sizeof types / sizeof *types; i++)
        if (strcmp(dot, types[i].ext) == 0)
            return types[i].type;
    return "application/octet-stream";
}

static const Asset *find_asset(const char *name)
{
    for (size_t i = 0; i < serve_nassets; i++)
        if (strcmp(serve_assets[i].name, name) == 0)
            return &serve_assets[i];
    return NULL;
}

void route(const ApiContext *cx, const Request *rq, Reply *out, const char **allow)
{
    *allow = NULL;
    bool get = strcmp(rq->method, "GET") == 0 || strcmp(rq->method, "HEAD") == 0;
    for (size_t i = 0; i < sizeof api_routes / sizeof *api_routes; i++) {
        if (strcmp(rq->path, api_routes[i].path) != 0)
            continue;
        if (strcmp(rq->method, api_routes[i].method) != 0 && !(get && api_routes[i].method[0] == 'G')) {
            *allow = api_routes[i].method;
            reply_error(out, 405, "%s %s: use %s", rq->method, rq->path, api_routes[i].method);
            return;
        }
        if (api_routes[i].writes)
            pthread_mutex_lock(&writing);
        api_routes[i].fn(cx, rq, out);
        if (api_routes[i].writes)
            pthread_mutex_unlock(&writing);
        return;
    }
    const char *name = strcmp(rq->path, "/") == 0 ? "index.html"
                       : strncmp(rq->path, "/assets/", 8) == 0 ? rq->path + 8 : NULL;
    const Asset *a = name ? find_asset(name) : NULL;
    if (a && !get) {
        *allow = "GET";
        reply_error(out, 405, "%s %s: use GET", rq->method, rq->path);
    } else if (a) {
        reply_static(out, content_type(a->name), a->bytes, a->len);
    } else {
        reply_error(out, 404, "%s: not found", rq->path);
    }
}
