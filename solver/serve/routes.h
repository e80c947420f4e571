/* routes.h - which handler answers a request: the page and its assets, and
 * the API (api.h). */
#ifndef CHIAVE_SERVE_ROUTES_H
#define CHIAVE_SERVE_ROUTES_H

#include "solver/serve/api.h"
#include "solver/serve/http.h"

/* Fills out with the answer to rq: the asset, the API's answer, or 404 / 405
 * (with the allowed method in *allow, else NULL). */
void route(const ApiContext *cx, const Request *rq, Reply *out, const char **allow);

/* Whether the request is answered at once, without solving or reading
 * anything large (the page, its assets, its words): on the thread that reads
 * requests rather than by a solver. */
bool route_is_quick(const char *path);

/* Waits for a save under way to end and lets no other begin: called on the
 * way out, so that stopping never cuts a save in two. */
void routes_hold_writes(void);

#endif
