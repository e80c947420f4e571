/* guard.c - the Host and Origin checks against DNS rebinding. */
#include "solver/serve/guard.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static bool add_name(Guard *g, const char *name, bool ipv6)
{
    if (g->nnames >= GUARD_NAMES || strlen(name) + 2 >= GUARD_NAME_MAX)
        return false;
    snprintf(g->names[g->nnames++], GUARD_NAME_MAX, ipv6 ? "[%s]" : "%s", name);
    return true;
}

void guard_init(Guard *g, const char *listen, int port)
{
    memset(g, 0, sizeof *g);
    g->port = port;
    add_name(g, "127.0.0.1", false);
    add_name(g, "localhost", false);
    if (listen && strcmp(listen, "127.0.0.1") != 0)
        add_name(g, listen, strchr(listen, ':') != NULL);
}

void guard_init_public(Guard *g, const char *listen, int port)
{
    memset(g, 0, sizeof *g);
    g->port = port;
    add_name(g, listen, strchr(listen, ':') != NULL);
}

bool guard_allow(Guard *g, const char *name)
{
    return add_name(g, name, strchr(name, ':') != NULL);
}

/* Whether host (a Host header value) names this server. */
static bool host_ok(const Guard *g, const char *host)
{
    for (int i = 0; i < g->nnames; i++) {
        size_t n = strlen(g->names[i]);
        if (strncasecmp(host, g->names[i], n) != 0)
            continue;
        const char *rest = host + n;
        char port[16];
        snprintf(port, sizeof port, ":%d", g->port);
        if (strcmp(rest, port) == 0 || (*rest == '\0' && g->port == 80))
            return true;
    }
    return false;
}

const char *guard_check(const Guard *g, const char *host, const char *origin)
{
    if (!host || !*host)
        return "no Host header";
    if (!host_ok(g, host))
        return "Host is not this server (open the page at the address chiave serve printed)";
    if (origin) {
        if (strncasecmp(origin, "http://", 7) != 0 || !host_ok(g, origin + 7))
            return "request from another site (Origin is not this server)";
    }
    return NULL;
}
