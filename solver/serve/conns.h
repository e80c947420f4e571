/* conns.h - the connections the server holds, each in one state, and the
 * thread that watches them. A request must arrive whole (headers and body)
 * within a total time from its connection's opening (or from the previous
 * answer on it), however slowly its bytes trickle in: past it the connection
 * is shut. A request handed to a solver is cancelled when its client closes
 * the connection, and every one when the server stops. */
#ifndef CHIAVE_SERVE_CONNS_H
#define CHIAVE_SERVE_CONNS_H

#include <stdatomic.h>
#include <stdbool.h>

typedef struct Conns Conns;
typedef struct Conn Conn;

/* The registry, its watcher started; arrival: the seconds a request has to
 * arrive. NULL if the thread cannot start. */
Conns *conns_new(double arrival);
/* Stops the watcher and frees the registry (the connections left are the
 * HTTP server's to close). */
void conns_free(Conns *cs);

/* A connection just accepted on socket fd: its first request's time starts. */
Conn *conns_open(Conns *cs, int fd);
/* c is being closed (its socket not yet): forgotten. */
void conns_close(Conns *cs, Conn *c);
/* c's request has arrived and is handed to a solver; cancel is set when it
 * is no longer wanted. Never shut for lateness meanwhile. */
void conns_working(Conns *cs, Conn *c, atomic_bool *cancel);
/* c's request has arrived and is answered at once, or its answer is made
 * by a solver (cancel is no longer looked at). */
void conns_answering(Conns *cs, Conn *c);
/* c's answer is sent: the next request's time starts. */
void conns_arriving(Conns *cs, Conn *c);
/* The connections with a request handed over or an answer being sent. */
int conns_busy(Conns *cs);
/* Cancels every request handed over, now and from now on. */
void conns_cancel_all(Conns *cs);

/* Whether the client at the other end of socket fd has closed (or reset) its
 * connection, as a browser does when the page aborts a request; data waiting
 * to be read (a next request) is no closing. Does not wait. */
bool serve_socket_closed(int fd);

#endif
