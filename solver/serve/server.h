/* server.h - the workbench's HTTP server (libmicrohttpd): one listening
 * socket and one thread that reads requests (epoll, up to
 * SERVE_MAX_CONNECTIONS at once); the requests that solve are handed to a
 * fixed pool of solving threads (pool.h); every request is bounded (its
 * size, its time to arrive, its solving time) and only those addressed to
 * the server by name are answered (guard.h). */
#ifndef CHIAVE_SERVE_SERVER_H
#define CHIAVE_SERVE_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include "solver/serve/address.h"
#include "solver/serve/api.h"

#define SERVE_MAX_BODY (8u << 20)      /* bytes of a request body; more is refused (413) */
#define SERVE_MAX_BUFFERED (256u << 20) /* bytes of bodies held at once; more is refused (503) */
#define SERVE_MAX_CONNECTIONS 1024
#define SERVE_ARRIVAL_SECONDS 10       /* a request must arrive whole within this */
#define SERVE_MAX_WAITING 64           /* requests waiting for a solving thread; more: 503 */
#define SERVE_MAX_ALLOW_HOSTS 8

typedef struct {
    ListenAddress listen; /* the address to listen on (127.0.0.1 by default) */
    bool public;          /* a listen address that is not loopback is meant (--public) */
    const char *allow_host[SERVE_MAX_ALLOW_HOSTS]; /* more names the Host may be (--allow-host) */
    int nallow;
    int port;             /* 0: any free port */
    int threads;          /* requests solved at once */
    ApiContext api;
} ServeConfig;

typedef struct Server Server;

/* Starts listening; NULL with a message on error. The server's port (the one
 * chosen when cfg->port is 0) is in *port. cfg must outlive the server. */
Server *server_start(const ServeConfig *cfg, int *port, char *err, size_t errlen);
/* Stops accepting connections; a request that still comes on an open one is
 * answered 503. Those under way go on. */
void server_quiesce(Server *s);
/* The requests under way: handed to a solver, or their answers being sent. */
int server_busy(Server *s);
/* Cancels the requests under way: their solving stops at once. */
void server_cancel(Server *s);
/* Cancels what is under way, waits for the solving threads and stops. */
void server_stop(Server *s);

#endif
