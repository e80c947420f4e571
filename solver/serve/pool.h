/* pool.h - the threads that solve: a fixed number of them take the jobs
 * handed over by the thread that reads requests, from a bounded queue, so
 * that reading never waits for solving and a quick request never waits
 * behind a long one while a thread is free. */
#ifndef CHIAVE_SERVE_POOL_H
#define CHIAVE_SERVE_POOL_H

#include <stdbool.h>

typedef struct Pool Pool;
typedef void (*PoolFn)(void *job);

/* threads threads running fn on each job; at most max_waiting jobs wait for
 * one. NULL if they cannot be started. */
Pool *pool_new(int threads, int max_waiting, PoolFn fn);
/* Whether a job handed over now would be taken (fewer than max_waiting wait
 * and the pool is not stopping). */
bool pool_has_room(Pool *p);
/* Hands job over; false (job not taken) when pool_has_room is not true. */
bool pool_submit(Pool *p, void *job);
/* Runs the jobs still waiting, then ends the threads and frees the pool. */
void pool_free(Pool *p);

#endif
