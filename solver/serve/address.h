/* address.h - the address `serve --listen` names, read as the system reads
 * it (every spelling of an address: "0", "127.1", "::ffff:0.0.0.0", "[::]"),
 * and whether it is loopback, the only kind served without --public. */
#ifndef CHIAVE_SERVE_ADDRESS_H
#define CHIAVE_SERVE_ADDRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/socket.h>

typedef struct {
    struct sockaddr_storage ss;  /* the address, port 0 */
    socklen_t len;
    bool loopback;               /* 127.0.0.0/8, ::1, ::ffff:127.x.y.z (SPEC "Serve") */
    bool wildcard;               /* 0.0.0.0, ::, ::ffff:0.0.0.0: every address of the machine */
    char text[64];               /* its usual spelling: "127.0.0.1", "::1" */
} ListenAddress;

/* Reads text: an IPv4 or IPv6 address in any numeric spelling (IPv6 may be
 * in brackets), or "localhost" (127.0.0.1). 0, or -1 with a message. */
int listen_address_parse(const char *text, ListenAddress *a, char *err, size_t errlen);

#endif
