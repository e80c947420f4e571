/* pool.c - a fixed set of threads over a bounded queue of jobs. */
#include "solver/serve/pool.h"

#include <pthread.h>
#include <stdlib.h>

struct Pool {
    pthread_mutex_t mu;
    pthread_cond_t work;
    void **queue; /* a ring of max_waiting jobs */
    int head, n, max_waiting;
    bool stopping;
    PoolFn fn;
    pthread_t *th;
    int nth;
};

static void *worker(void *arg)
{
    Pool *p = arg;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (p->n == 0 && !p->stopping)
            pthread_cond_wait(&p->work, &p->mu);
        if (p->n == 0)
            break; /* stopping, and nothing left */
        void *job = p->queue[p->head];
        p->head = (p->head + 1) % p->max_waiting;
        p->n--;
        pthread_mutex_unlock(&p->mu);
        p->fn(job);
        pthread_mutex_lock(&p->mu);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

Pool *pool_new(int threads, int max_waiting, PoolFn fn)
{
    Pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->queue = calloc((size_t)max_waiting, sizeof *p->queue);
    p->th = calloc((size_t)threads, sizeof *p->th);
    p->max_waiting = max_waiting;
    p->fn = fn;
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->work, NULL);
    while (p->queue && p->th && p->nth < threads && pthread_create(&p->th[p->nth], NULL, worker, p) == 0)
        p->nth++;
    if (p->nth < threads) {
        pool_free(p);
        return NULL;
    }
    return p;
}

bool pool_has_room(Pool *p)
{
    pthread_mutex_lock(&p->mu);
    bool room = !p->stopping && p->n < p->max_waiting;
    pthread_mutex_unlock(&p->mu);
    return room;
}

bool pool_submit(Pool *p, void *job)
{
    pthread_mutex_lock(&p->mu);
    bool room = !p->stopping && p->n < p->max_waiting;
    if (room) {
        p->queue[(p->head + p->n) % p->max_waiting] = job;
        p->n++;
        pthread_cond_signal(&p->work);
    }
    pthread_mutex_unlock(&p->mu);
    return room;
}

void pool_free(Pool *p)
{
    if (!p)
        return;
    pthread_mutex_lock(&p->mu);
    p->stopping = true;
    pthread_cond_broadcast(&p->work);
    pthread_mutex_unlock(&p->mu);
    for (int i = 0; i < p->nth; i++)
        pthread_join(p->th[i], NULL);
    pthread_cond_destroy(&p->work);
    pthread_mutex_destroy(&p->mu);
    free(p->queue);
    free(p->th);
    free(p);
}
