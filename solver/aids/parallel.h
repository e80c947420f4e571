/* parallel.h - one job on several threads, the calling thread one of them. */
#ifndef CHIAVE_AIDS_PARALLEL_H
#define CHIAVE_AIDS_PARALLEL_H

#include <stddef.h>

/* Runs fn(args + i * size) for i in 0..n-1 (size 0: every call gets args), the
 * first on the calling thread, the others on threads of their own, and waits
 * for all. The calls share the work through a counter of the job's own, so a
 * thread that cannot be started only means fewer hands. */
void parallel_run(int n, void *(*fn)(void *), void *args, size_t size);

#endif
