/* routes.c - the table of what the workbench answers. */
#include "solver/serve/routes.h"

#include <string.h>

#include "solver/serve/assets.h"
#include "solver/serve/collection.h"

typedef void (*Handler)(const ApiContext *cx, const Request *rq, Reply *out);

static const struct {
    const char *method, *path;
    Handler fn;
} api_routes[] = {
    { "POST", "/api/solve", api_solve },
    { "POST", "/api/diff", api_diff },
    { "GET", "/api/messages", api_messages },
    { "POST", "/api/economy", api_economy },
    { "POST", "/api/repair", api_repair },
    { "POST", "/api/diagram", api_diagram },
    { "POST", "/api/publish", api_publish },
    { "GET", "/api/collection", api_collection },
    { "POST", "/api/collection/open", api_collection_open },
    { "POST", "/api/collection/save", api_collection_save },
    { "POST", "/api/collection/reload", api_collection_reload },
    { "GET", "/api/collection/text", api_collection_text },
};

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
        api_routes[i].fn(cx, rq, out);
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
