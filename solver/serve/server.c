/* server.c - libmicrohttpd to handlers: a request's headers are checked
 * (guard, method, size) as soon as they arrive, its body is gathered up to
 * SERVE_MAX_BODY, then routes.c answers it. */
#include "solver/serve/server.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>

#include "solver/serve/guard.h"
#include "solver/serve/routes.h"

struct Server {
    struct MHD_Daemon *d;
    const ServeConfig *cfg;
    Guard guard;
};

/* One request in progress. */
typedef struct {
    char *body;
    size_t len, cap;
    bool too_big;
    size_t dropped;   /* bytes of a body too large, read and dropped */
    Request rq;
} Pending;

static const char *header(struct MHD_Connection *c, const char *name)
{
    return MHD_lookup_connection_value(c, MHD_HEADER_KIND, name);
}

static enum MHD_Result send_reply(struct MHD_Connection *c, Reply *r, const char *allow)
{
    struct MHD_Response *resp = MHD_create_response_from_buffer(
        r->len, r->body, r->is_static ? MHD_RESPMEM_PERSISTENT : MHD_RESPMEM_MUST_FREE);
    if (!resp) {
        reply_free(r);
        return MHD_NO;
    }
    r->body = NULL; /* the response owns it now */
    MHD_add_response_header(resp, "Content-Type", r->type);
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(resp, "X-Frame-Options", "DENY");
    MHD_add_response_header(resp, "Referrer-Policy", "no-referrer");
    MHD_add_response_header(resp, "Content-Security-Policy",
                            "default-src 'self'; img-src 'self' data: blob:; frame-ancestors 'none'");
    MHD_add_response_header(resp, "Cache-Control", r->no_store ? "no-store" : "no-cache");
    if (allow)
        MHD_add_response_header(resp, "Allow", allow);
    enum MHD_Result ret = MHD_queue_response(c, (unsigned)r->status, resp);
    MHD_destroy_response(resp);
    return ret;
}

static enum MHD_Result send_error(struct MHD_Connection *c, int status, const char *msg)
{
    Reply r;
    reply_error(&r, status, "%s", msg);
    return send_reply(c, &r, NULL);
}

bool serve_socket_closed(int fd)
{
    struct pollfd p = { .fd = fd, .events = POLLIN | POLLRDHUP };
    if (poll(&p, 1, 0) <= 0)
        return false;
    if (p.revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL))
        return true;
    char b;
    ssize_t n = recv(fd, &b, 1, MSG_PEEK | MSG_DONTWAIT);
    return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

/* Request.client_gone: whether the client of connection conn has closed it. */
static bool connection_closed(void *conn)
{
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(conn, MHD_CONNECTION_INFO_CONNECTION_FD);
    return ci && serve_socket_closed(ci->connect_fd);
}

/* Collects the first query arguments of the request. */
static enum MHD_Result take_arg(void *cls, enum MHD_ValueKind kind, const char *key, const char *value)
{
    (void)kind;
    Request *rq = cls;
    if (rq->nargs < QUERY_ARGS_MAX)
        rq->args[rq->nargs++] = (QueryArg){ key, value ? value : "" };
    return MHD_YES;
}

/* Why the headers alone make the request refused, with its status; NULL if not. */
static const char *refusal(const Server *s, struct MHD_Connection *c, const char *method, int *status)
{
    const char *why = guard_check(&s->guard, header(c, "Host"), header(c, "Origin"));
    if (why) {
        *status = header(c, "Host") ? 403 : 400;
        return why;
    }
    *status = 413;
    const char *cl = header(c, "Content-Length");
    if (cl && strtoull(cl, NULL, 10) > SERVE_MAX_BODY)
        return "request body too large (at most 8 MiB)";
    if (strcmp(method, "POST") == 0) {
        /* Not a type a cross-site form can send: a browser asks first (CORS). */
        const char *type = header(c, "Content-Type");
        *status = 415;
        if (!type || (strncasecmp(type, "application/json", 16) != 0 &&
                      strncasecmp(type, "application/octet-stream", 24) != 0))
            return "Content-Type must be application/json (or application/octet-stream)";
    }
    return NULL;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url,
                                  const char *method, const char *version, const char *upload,
                                  size_t *upload_size, void **con_cls)
{
    (void)version;
    Server *s = cls;
    Pending *p = *con_cls;
    if (!p) {
        int status;
        const char *why = refusal(s, c, method, &status);
        if (why)
            return send_error(c, status, why); /* the body, if any, is never read */
        p = calloc(1, sizeof *p);
        if (!p)
            return MHD_NO;
        *con_cls = p;
        return MHD_YES;
    }
    if (*upload_size) {
        size_t n = *upload_size;
        *upload_size = 0;
        /* Too large: the rest is read and dropped, to answer 413 at its end
         * (libmicrohttpd answers only then); past 4 times the limit the
         * connection is closed. */
        if (p->too_big || p->len + n > SERVE_MAX_BODY) {
            p->too_big = true;
            p->dropped += n;
            return p->dropped > 4 * (size_t)SERVE_MAX_BODY ? MHD_NO : MHD_YES;
        }
        if (p->len + n + 1 > p->cap) {
            size_t cap = p->cap ? p->cap : 4096;
            while (cap < p->len + n + 1)
                cap *= 2;
            char *b = realloc(p->body, cap);
            if (!b)
                return MHD_NO;
            p->body = b, p->cap = cap;
        }
        memcpy(p->body + p->len, upload, n);
        p->len += n;
        p->body[p->len] = '\0';
        return MHD_YES;
    }
    if (p->too_big)
        return send_error(c, 413, "request body too large (at most 8 MiB)");
    p->rq.method = method;
    p->rq.path = url;
    p->rq.body = p->body ? p->body : "";
    p->rq.len = p->len;
    p->rq.client_gone = connection_closed;
    p->rq.conn = c;
    MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, take_arg, &p->rq);
    Reply r;
    const char *allow;
    route(&s->cfg->api, &p->rq, &r, &allow);
    return send_reply(c, &r, allow);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls,
                         enum MHD_RequestTerminationCode toe)
{
    (void)cls, (void)c, (void)toe;
    Pending *p = *con_cls;
    if (p) {
        free(p->body);
        free(p);
        *con_cls = NULL;
    }
}

/* The socket address of addr:port. */
static bool make_address(const char *addr, int port, struct sockaddr_storage *ss, socklen_t *len)
{
    memset(ss, 0, sizeof *ss);
    struct sockaddr_in *v4 = (struct sockaddr_in *)ss;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)ss;
    if (inet_pton(AF_INET, addr, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons((uint16_t)port);
        *len = sizeof *v4;
        return true;
    }
    if (inet_pton(AF_INET6, addr, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons((uint16_t)port);
        *len = sizeof *v6;
        return true;
    }
    return false;
}

/* A socket listening on addr:port (NULL: 127.0.0.1); its port (chosen by the system when
 * port is 0) in *bound. -1 with a message. */
static int listen_on(const char *addr, int port, int *bound, char *err, size_t errlen)
{
    struct sockaddr_storage ss;
    socklen_t len;
    const char *name = addr ? addr : "127.0.0.1";
    if (!make_address(name, port, &ss, &len)) {
        snprintf(err, errlen, "--listen %s: not an IPv4 or IPv6 address", name);
        return -1;
    }
    int fd = socket(ss.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0), on = 1;
    if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0 ||
        bind(fd, (struct sockaddr *)&ss, len) != 0 || listen(fd, SERVE_MAX_CONNECTIONS) != 0 ||
        getsockname(fd, (struct sockaddr *)&ss, &len) != 0) {
        snprintf(err, errlen, "cannot listen on %s port %d: %s", name, port, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    *bound = ntohs(ss.ss_family == AF_INET ? ((struct sockaddr_in *)&ss)->sin_port
                                           : ((struct sockaddr_in6 *)&ss)->sin6_port);
    return fd;
}

Server *server_start(const ServeConfig *cfg, int *port, char *err, size_t errlen)
{
    Server *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    s->cfg = cfg;
    int fd = listen_on(cfg->listen, cfg->port, port, err, errlen);
    if (fd < 0) {
        free(s);
        return NULL;
    }
    /* The guard knows the port before the first request can come. */
    guard_init(&s->guard, cfg->listen, *port);
    struct MHD_OptionItem opts[] = {
        { MHD_OPTION_LISTEN_SOCKET, fd, NULL },
        { MHD_OPTION_CONNECTION_LIMIT, SERVE_MAX_CONNECTIONS, NULL },
        { MHD_OPTION_CONNECTION_TIMEOUT, SERVE_IDLE_SECONDS, NULL },
        { cfg->threads > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END, cfg->threads, NULL },
        { MHD_OPTION_END, 0, NULL },
    };
    s->d = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO, 0, NULL, NULL, on_request, s,
                            MHD_OPTION_ARRAY, opts, MHD_OPTION_NOTIFY_COMPLETED, on_completed, NULL,
                            MHD_OPTION_END);
    if (!s->d) {
        snprintf(err, errlen, "the HTTP server could not start on %s port %d",
                 cfg->listen ? cfg->listen : "127.0.0.1", *port);
        close(fd);
        free(s);
        return NULL;
    }
    return s;
}

void server_stop(Server *s)
{
    if (!s)
        return;
    MHD_stop_daemon(s->d);
    free(s);
}
