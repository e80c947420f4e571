/* parallel.c - one job on several threads, the calling thread one of them. */
#include "solver/aids/parallel.h"

#include <pthread.h>
#include <stdlib.h>

void parallel_run(int n, void *(*fn)(void *), void *args, size_t size)
{
    pthread_t *th = n > 1 ? malloc(sizeof *th * (size_t)(n - 1)) : NULL;
    int started = 0;
    while (th && started < n - 1 && pthread_create(&th[started], NULL, fn, (char *)args + (size_t)(started + 1) * size) == 0)
        started++;
    fn(args);
    for (int i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    free(th);
}
