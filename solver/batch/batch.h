/* batch.h - the machinery of `chiave batch`: a reader thread feeding a bounded
 * ring of problems, N solver threads, the calling thread writing the records
 * in input order; shards, resuming, progress and the summary. */
#ifndef CHIAVE_BATCH_H
#define CHIAVE_BATCH_H

#include "solver/batch/config.h"

/* Runs the batch. Returns the exit status: 0, 2 when a file could not be read
 * or the output written, 130 when interrupted. *st is filled (free with
 * batch_stats_free). With signals, a second SIGINT/SIGTERM returns at once
 * with solver threads still running (the process is expected to exit). */
int batch_run(const BatchConfig *c, BatchStats *st);

#endif
