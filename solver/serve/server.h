/* server.h - the workbench's HTTP server (libmicrohttpd): one listening
 * socket, a bounded pool of threads that also do the solving, bounded
 * requests, and only requests addressed to it by name (guard.h). */
#ifndef CHIAVE_SERVE_SERVER_H
#define CHIAVE_SERVE_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include "solver/serve/api.h"

#define SERVE_MAX_BODY (8u << 20)   /* bytes of a request body; more is refused (413) */
#define SERVE_MAX_CONNECTIONS 64
#define SERVE_IDLE_SECONDS 30       /* an idle connection is closed after this */

typedef struct {
    const char *listen;  /* the address to listen on, NULL for 127.0.0.1 */
    int port;            /* 0: any free port */
    int threads;         /* requests handled (and solved) at once */
    ApiContext api;
} ServeConfig;

typedef struct Server Server;

/* Starts listening; NULL with a message on error. The server's port (the one
 * chosen when cfg->port is 0) is in *port. cfg must outlive the server. */
Server *server_start(const ServeConfig *cfg, int *port, char *err, size_t errlen);
void server_stop(Server *s);

/* Whether the client at the other end of socket fd has closed (or reset) its
 * connection, as a browser does when the page aborts a request; data waiting
 * to be read (a next request) is no closing. Does not wait. */
bool serve_socket_closed(int fd);

#endif
