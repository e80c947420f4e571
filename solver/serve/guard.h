/* guard.h - which requests the workbench answers: those addressed to the
 * server by its own name. A page on another site that reaches the port (DNS
 * rebinding, a cross-site form) carries a foreign Host or Origin and is refused. */
#ifndef CHIAVE_SERVE_GUARD_H
#define CHIAVE_SERVE_GUARD_H

#include <stdbool.h>

#define GUARD_NAMES 12
#define GUARD_NAME_MAX 256

typedef struct {
    char names[GUARD_NAMES][GUARD_NAME_MAX]; /* host names as a Host header writes them */
    int nnames;
    int port;
} Guard;

/* The names the server answers to on port: "127.0.0.1" and "localhost", and
 * listen (an IPv4 or IPv6 address, or NULL) when given; IPv6 in brackets. */
void guard_init(Guard *g, const char *listen, int port);
/* The names of a server listening on a non-loopback address (--public):
 * listen alone, and those given to guard_allow. */
void guard_init_public(Guard *g, const char *listen, int port);
/* One more name answered to (--allow-host NAME); false when there are too many. */
bool guard_allow(Guard *g, const char *name);

/* NULL when a request with these Host and Origin headers (either may be NULL)
 * is to be answered, else the reason it is refused. The Host is required and
 * must be one of the names with the port (without it when the port is 80); an
 * Origin, when present, must be "http://" and such a Host. */
const char *guard_check(const Guard *g, const char *host, const char *origin);

#endif
