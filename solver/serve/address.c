/* address.c - `serve --listen ADDR` read numerically, classified. */
#include "solver/serve/address.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>

int listen_address_parse(const char *text, ListenAddress *a, char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    char name[128];
    size_t n = strlen(text);
    if (strcmp(text, "localhost") == 0)
        text = "127.0.0.1";
    else if (n >= 2 && text[0] == '[' && text[n - 1] == ']' && n - 2 < sizeof name) {
        snprintf(name, sizeof name, "%.*s", (int)(n - 2), text + 1);
        text = name;
    }
    /* Numeric only: no name is looked up, and what the system would bind
     * ("0" is 0.0.0.0, "127.1" is 127.0.0.1) is what is judged. */
    struct addrinfo hints = { .ai_flags = AI_NUMERICHOST, .ai_socktype = SOCK_STREAM }, *res = NULL;
    if (!*text || getaddrinfo(text, NULL, &hints, &res) != 0 || !res || res->ai_addrlen > sizeof a->ss) {
        if (res)
            freeaddrinfo(res);
        snprintf(err, errlen, "not an IPv4 or IPv6 address (nor localhost)");
        return -1;
    }
    memcpy(&a->ss, res->ai_addr, res->ai_addrlen);
    a->len = res->ai_addrlen;
    freeaddrinfo(res);
    char buf[INET6_ADDRSTRLEN];
    if (a->ss.ss_family == AF_INET) {
        const struct in_addr *v4 = &((struct sockaddr_in *)&a->ss)->sin_addr;
        uint32_t h = ntohl(v4->s_addr);
        a->loopback = (h >> 24) == 127;
        a->wildcard = h == 0;
        inet_ntop(AF_INET, v4, buf, sizeof buf);
        snprintf(a->text, sizeof a->text, "%s", buf);
    } else {
        const struct in6_addr *v6 = &((struct sockaddr_in6 *)&a->ss)->sin6_addr;
        const uint8_t *b = v6->s6_addr;
        bool mapped = IN6_IS_ADDR_V4MAPPED(v6);
        a->loopback = IN6_IS_ADDR_LOOPBACK(v6) || (mapped && b[12] == 127);
        a->wildcard = IN6_IS_ADDR_UNSPECIFIED(v6) || (mapped && !b[12] && !b[13] && !b[14] && !b[15]);
        inet_ntop(AF_INET6, v6, buf, sizeof buf);
        snprintf(a->text, sizeof a->text, "%s", buf);
    }
    return 0;
}
