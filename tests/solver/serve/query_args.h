/* query_args.h - a query string ("a=1&b") split in place into a Request's
 * arguments, as the server has them from libmicrohttpd (server.c), for the
 * tests and the fuzz harness that call the routes without HTTP. */
#ifndef CHIAVE_TEST_QUERY_ARGS_H
#define CHIAVE_TEST_QUERY_ARGS_H

#include <string.h>
#include "solver/serve/http.h"

/* Adds query's arguments to rq (at most QUERY_ARGS_MAX); query is cut up and
 * must outlive rq. An argument without '=' has the value "". */
static inline void query_args_split(Request *rq, char *query)
{
    for (char *tok = strtok(query, "&"); tok && rq->nargs < QUERY_ARGS_MAX; tok = strtok(NULL, "&")) {
        char *eq = strchr(tok, '=');
        if (eq)
            *eq = '\0';
        rq->args[rq->nargs++] = (QueryArg){ tok, eq ? eq + 1 : "" };
    }
}

#endif
