/* server.c - libmicrohttpd to handlers: a request's headers are checked
 * (guard, method, size) as soon as they arrive, its body is gathered up to
 * SERVE_MAX_BODY, then routes.c answers it: the page at once, the API on a
 * solving thread while the connection waits suspended (the reading thread
 * goes on with the others). */
#include "solver/serve/server.h"

#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "solver/serve/conns.h"
#include "solver/serve/guard.h"
#include "solver/serve/pool.h"
#include "solver/serve/routes.h"

struct Server {
    struct MHD_Daemon *d;
    const ServeConfig *cfg;
    Guard guard;
    Pool *pool;
    Conns *conns;
    int fd;                  /* the listening socket, -1 once quiesced */
    atomic_bool stopping;
    atomic_size_t buffered;  /* bytes of request bodies held */
};

/* One request in progress. */
typedef struct {
    Server *s;
    struct MHD_Connection *c;
    Conn *conn;
    char *body;
    size_t len, cap;
    bool too_big, busy;
    size_t dropped;   /* bytes of a body refused, read and dropped */
    bool answered;    /* reply is made (by the solving thread) */
    atomic_bool cancel;
    Request rq;
    Reply reply;
    const char *allow;
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
    if (r->status == 503)
        MHD_add_response_header(resp, "Retry-After", "1");
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
    *status = 503;
    if (atomic_load(&((Server *)s)->stopping))
        return "the server is stopping";
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

/* A chunk of the body: kept, or (too large, or too much held by all the
 * requests together) read and dropped, to answer at its end (libmicrohttpd
 * answers only then); past 4 times the limit the connection is closed. */
static enum MHD_Result take_body(Server *s, Pending *p, const char *upload, size_t n)
{
    if (!p->too_big && !p->busy && p->len + n > SERVE_MAX_BODY)
        p->too_big = true;
    if (!p->too_big && !p->busy && p->len + n + 1 > p->cap) {
        size_t cap = p->cap ? p->cap : 4096;
        while (cap < p->len + n + 1)
            cap *= 2;
        if (atomic_fetch_add(&s->buffered, cap - p->cap) + (cap - p->cap) > SERVE_MAX_BUFFERED) {
            atomic_fetch_sub(&s->buffered, cap - p->cap);
            p->busy = true;
        } else {
            char *b = realloc(p->body, cap);
            if (!b) {
                atomic_fetch_sub(&s->buffered, cap - p->cap);
                return MHD_NO;
            }
            p->body = b, p->cap = cap;
        }
    }
    if (p->too_big || p->busy) {
        p->dropped += n;
        return p->dropped > 4 * (size_t)SERVE_MAX_BODY ? MHD_NO : MHD_YES;
    }
    memcpy(p->body + p->len, upload, n);
    p->len += n;
    p->body[p->len] = '\0';
    return MHD_YES;
}

/* A solving thread's job: the answer to a request, then its connection resumed. */
static void work(void *job)
{
    Pending *p = job;
    if (request_cancelled(&p->rq))
        reply_error(&p->reply, 503, "request cancelled: its client has gone, or the server is stopping");
    else
        route(&p->s->cfg->api, &p->rq, &p->reply, &p->allow);
    conns_answering(p->s->conns, p->conn);
    p->answered = true;
    MHD_resume_connection(p->c);
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
        const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
        p = calloc(1, sizeof *p);
        if (!p || !ci || !ci->socket_context) {
            free(p);
            return MHD_NO;
        }
        *p = (Pending){ .s = s, .c = c, .conn = ci->socket_context };
        atomic_init(&p->cancel, false);
        *con_cls = p;
        return MHD_YES;
    }
    if (p->answered)
        return send_reply(c, &p->reply, p->allow);
    if (*upload_size) {
        size_t n = *upload_size;
        *upload_size = 0;
        return take_body(s, p, upload, n);
    }
    /* Arrived whole: no longer late, whatever happens now. */
    conns_answering(s->conns, p->conn);
    if (p->too_big)
        return send_error(c, 413, "request body too large (at most 8 MiB)");
    if (p->busy)
        return send_error(c, 503, "server busy: too many requests at once (try again)");
    p->rq = (Request){ .method = method, .path = url, .body = p->body ? p->body : "", .len = p->len,
                       .cancel = &p->cancel };
    MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, take_arg, &p->rq);
    if (route_is_quick(url)) {
        Reply r;
        const char *allow;
        route(&s->cfg->api, &p->rq, &r, &allow);
        return send_reply(c, &r, allow);
    }
    if (atomic_load(&s->stopping))
        return send_error(c, 503, "the server is stopping");
    if (!pool_has_room(s->pool))
        return send_error(c, 503, "server busy: too many requests waiting (try again)");
    /* Suspended before it is handed over: the solving thread resumes it. */
    conns_working(s->conns, p->conn, &p->cancel);
    MHD_suspend_connection(c);
    if (!pool_submit(s->pool, p)) { /* the pool has stopped meanwhile */
        reply_error(&p->reply, 503, "the server is stopping");
        conns_answering(s->conns, p->conn);
        p->answered = true;
        MHD_resume_connection(c);
    }
    return MHD_YES;
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls,
                         enum MHD_RequestTerminationCode toe)
{
    (void)toe;
    Server *s = cls;
    Pending *p = *con_cls;
    const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    if (ci && ci->socket_context)
        conns_arriving(s->conns, ci->socket_context);
    if (p) {
        if (p->answered)
            reply_free(&p->reply);
        atomic_fetch_sub(&s->buffered, p->cap);
        free(p->body);
        free(p);
        *con_cls = NULL;
    }
}

static void on_connection(void *cls, struct MHD_Connection *c, void **socket_context,
                          enum MHD_ConnectionNotificationCode code)
{
    Server *s = cls;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
        *socket_context = ci ? conns_open(s->conns, ci->connect_fd) : NULL;
    } else if (*socket_context) {
        conns_close(s->conns, *socket_context);
        *socket_context = NULL;
    }
}

/* A socket listening on addr:port; its port (chosen by the system when
 * port is 0) in *bound. -1 with a message. */
static int listen_on(const ListenAddress *addr, int port, int *bound, char *err, size_t errlen)
{
    struct sockaddr_storage ss = addr->ss;
    socklen_t len = addr->len;
    if (ss.ss_family == AF_INET)
        ((struct sockaddr_in *)&ss)->sin_port = htons((uint16_t)port);
    else
        ((struct sockaddr_in6 *)&ss)->sin6_port = htons((uint16_t)port);
    int fd = socket(ss.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0), on = 1;
    if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0 ||
        bind(fd, (struct sockaddr *)&ss, len) != 0 || listen(fd, SERVE_MAX_CONNECTIONS) != 0 ||
        getsockname(fd, (struct sockaddr *)&ss, &len) != 0) {
        snprintf(err, errlen, "cannot listen on %s port %d: %s", addr->text, port, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    *bound = ntohs(ss.ss_family == AF_INET ? ((struct sockaddr_in *)&ss)->sin_port
                                           : ((struct sockaddr_in6 *)&ss)->sin6_port);
    return fd;
}

/* Room for SERVE_MAX_CONNECTIONS descriptors, when the hard limit allows it. */
static void raise_descriptor_limit(void)
{
    struct rlimit rl;
    rlim_t want = SERVE_MAX_CONNECTIONS + 64;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < want) {
        rl.rlim_cur = rl.rlim_max == RLIM_INFINITY || rl.rlim_max > want ? want : rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
}

static void guard_names(Server *s, const ServeConfig *cfg, int port)
{
    if (!cfg->listen.loopback)
        guard_init_public(&s->guard, cfg->listen.text, port);
    else
        guard_init(&s->guard, strcmp(cfg->listen.text, "127.0.0.1") ? cfg->listen.text : NULL, port);
    for (int i = 0; i < cfg->nallow; i++)
        guard_allow(&s->guard, cfg->allow_host[i]);
}

Server *server_start(const ServeConfig *cfg, int *port, char *err, size_t errlen)
{
    Server *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    s->cfg = cfg;
    atomic_init(&s->stopping, false);
    atomic_init(&s->buffered, 0);
    raise_descriptor_limit();
    s->fd = listen_on(&cfg->listen, cfg->port, port, err, errlen);
    if (s->fd < 0) {
        free(s);
        return NULL;
    }
    /* The guard knows the port before the first request can come. */
    guard_names(s, cfg, *port);
    s->pool = pool_new(cfg->threads, SERVE_MAX_WAITING, work);
    s->conns = conns_new(SERVE_ARRIVAL_SECONDS);
    if (s->pool && s->conns)
        s->d = MHD_start_daemon(
            MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL,
            on_request, s, MHD_OPTION_LISTEN_SOCKET, s->fd, MHD_OPTION_CONNECTION_LIMIT,
            (unsigned)SERVE_MAX_CONNECTIONS, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)SERVE_ARRIVAL_SECONDS,
            MHD_OPTION_NOTIFY_COMPLETED, on_completed, s, MHD_OPTION_NOTIFY_CONNECTION, on_connection, s,
            MHD_OPTION_END);
    if (!s->d) {
        snprintf(err, errlen, "the HTTP server could not start on %s port %d", cfg->listen.text, *port);
        pool_free(s->pool);
        conns_free(s->conns);
        close(s->fd);
        free(s);
        return NULL;
    }
    return s;
}

void server_quiesce(Server *s)
{
    atomic_store(&s->stopping, true);
    if (s->fd >= 0) {
        MHD_quiesce_daemon(s->d);
        close(s->fd);
        s->fd = -1;
    }
}

int server_busy(Server *s)
{
    return conns_busy(s->conns);
}

void server_cancel(Server *s)
{
    conns_cancel_all(s->conns);
}

void server_stop(Server *s)
{
    if (!s)
        return;
    server_quiesce(s);
    server_cancel(s);
    /* Every request handed over is answered (cancelled ones at once) and its
     * connection resumed: libmicrohttpd must not stop with one suspended. */
    pool_free(s->pool);
    /* Their answers have a moment to go out. */
    for (int i = 0; i < 30 && conns_busy(s->conns) > 0; i++)
        nanosleep(&(struct timespec){ .tv_nsec = 10000000 }, NULL);
    MHD_stop_daemon(s->d);
    conns_free(s->conns);
    free(s);
}
