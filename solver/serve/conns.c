/* conns.c - the server's connections and their watcher (a thread that
 * looks at them every WATCH_MS). */
#include "solver/serve/conns.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <time.h>

#include "solver/solution.h"


#define WATCH_MS 100

typedef enum { ARRIVING, WORKING, ANSWERING } ConnState;

struct Conn {
    int fd;
    ConnState state;
    double arrive_by;     /* ARRIVING: the time its request must have arrived by */
    bool shut;            /* shut for lateness */
    atomic_bool *cancel;  /* WORKING: its request's flag */
    Conn *prev, *next;
};

struct Conns {
    pthread_mutex_t mu;
    pthread_cond_t wake;
    Conn *head;
    double arrival;
    bool cancel_all, stopping;
    pthread_t th;
};

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

static void watch_once(Conns *cs)
{
    double now = clock_seconds();
    for (Conn *c = cs->head; c; c = c->next) {
        if (c->state == ARRIVING && !c->shut && now > c->arrive_by) {
            /* The HTTP server sees the end of the stream and closes it; the
             * descriptor stays open until conns_close, so it is still this one. */
            shutdown(c->fd, SHUT_RDWR);
            c->shut = true;
        } else if (c->state == WORKING && !atomic_load(c->cancel) &&
                   (cs->cancel_all || serve_socket_closed(c->fd))) {
            atomic_store(c->cancel, true);
        }
    }
}

static void *watcher(void *arg)
{
    Conns *cs = arg;
    pthread_mutex_lock(&cs->mu);
    while (!cs->stopping) {
        watch_once(cs);
        struct timespec t;
        clock_gettime(CLOCK_MONOTONIC, &t);
        t.tv_nsec += WATCH_MS * 1000000L;
        if (t.tv_nsec >= 1000000000L)
            t.tv_sec++, t.tv_nsec -= 1000000000L;
        pthread_cond_timedwait(&cs->wake, &cs->mu, &t);
    }
    pthread_mutex_unlock(&cs->mu);
    return NULL;
}

Conns *conns_new(double arrival)
{
    Conns *cs = calloc(1, sizeof *cs);
    if (!cs)
        return NULL;
    cs->arrival = arrival;
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&cs->wake, &ca);
    pthread_condattr_destroy(&ca);
    pthread_mutex_init(&cs->mu, NULL);
    if (pthread_create(&cs->th, NULL, watcher, cs) != 0) {
        pthread_cond_destroy(&cs->wake);
        pthread_mutex_destroy(&cs->mu);
        free(cs);
        return NULL;
    }
    return cs;
}

void conns_free(Conns *cs)
{
    if (!cs)
        return;
    pthread_mutex_lock(&cs->mu);
    cs->stopping = true;
    pthread_cond_signal(&cs->wake);
    pthread_mutex_unlock(&cs->mu);
    pthread_join(cs->th, NULL);
    while (cs->head) {
        Conn *c = cs->head;
        cs->head = c->next;
        free(c);
    }
    pthread_cond_destroy(&cs->wake);
    pthread_mutex_destroy(&cs->mu);
    free(cs);
}

Conn *conns_open(Conns *cs, int fd)
{
    Conn *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->fd = fd;
    pthread_mutex_lock(&cs->mu);
    c->arrive_by = clock_seconds() + cs->arrival;
    c->next = cs->head;
    if (cs->head)
        cs->head->prev = c;
    cs->head = c;
    pthread_mutex_unlock(&cs->mu);
    return c;
}

void conns_close(Conns *cs, Conn *c)
{
    pthread_mutex_lock(&cs->mu);
    if (c->prev)
        c->prev->next = c->next;
    else
        cs->head = c->next;
    if (c->next)
        c->next->prev = c->prev;
    pthread_mutex_unlock(&cs->mu);
    free(c);
}

void conns_working(Conns *cs, Conn *c, atomic_bool *cancel)
{
    pthread_mutex_lock(&cs->mu);
    c->state = WORKING;
    c->cancel = cancel;
    if (cs->cancel_all)
        atomic_store(cancel, true);
    pthread_mutex_unlock(&cs->mu);
}

void conns_answering(Conns *cs, Conn *c)
{
    pthread_mutex_lock(&cs->mu);
    c->state = ANSWERING;
    c->cancel = NULL;
    pthread_mutex_unlock(&cs->mu);
}

void conns_arriving(Conns *cs, Conn *c)
{
    pthread_mutex_lock(&cs->mu);
    c->state = ARRIVING;
    c->arrive_by = clock_seconds() + cs->arrival;
    pthread_mutex_unlock(&cs->mu);
}

int conns_busy(Conns *cs)
{
    int n = 0;
    pthread_mutex_lock(&cs->mu);
    for (Conn *c = cs->head; c; c = c->next)
        n += c->state != ARRIVING;
    pthread_mutex_unlock(&cs->mu);
    return n;
}

void conns_cancel_all(Conns *cs)
{
    pthread_mutex_lock(&cs->mu);
    cs->cancel_all = true;
    for (Conn *c = cs->head; c; c = c->next)
        if (c->state == WORKING)
            atomic_store(c->cancel, true);
    pthread_mutex_unlock(&cs->mu);
}
