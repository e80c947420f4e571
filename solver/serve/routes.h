/* routes.h - which handler answers a request: the page and its assets, and
 * the API (api.h). */
#ifndef CHIAVE_SERVE_ROUTES_H
#define CHIAVE_SERVE_ROUTES_H

#include "solver/serve/api.h"
#include "solver/serve/http.h"

/* Fills out with the answer to rq: the asset, the API's answer, or 404 / 405
 * (with the allowed method in *allow, else NULL). */
void route(const ApiContext *cx, const Request *rq, Reply *out, const char **allow);

#endif
