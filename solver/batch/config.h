/* config.h - what a batch run is asked to do, and what it counts. */
#ifndef CHIAVE_BATCH_CONFIG_H
#define CHIAVE_BATCH_CONFIG_H

#include <stdbool.h>
#include <stdio.h>
#include "solver/san.h"
#include "solver/solution.h"

enum { BATCH_NSTATUS = ST_TIMEOUT + 1, BATCH_SLOWEST = 5 };

typedef struct {
    char *const *inputs;  /* the collections, "-" = standard input */
    int ninputs;
    SolveOptions solve;
    Lang lang;
    int jobs;             /* solver threads, >= 1 */
    int shard_k, shard_n; /* solve problems k, k+n, k+2n, ... (1-based); n = 0: all */
    const char *resume;   /* --resume OUT: skip what OUT holds, append to it; NULL: out_fd */
    int out_fd;           /* where the records go without resume (1) */
    bool progress;        /* draw a progress line on err */
    bool signals;         /* SIGINT/SIGTERM stop the run (the CLI); false in tests */
    FILE *err;            /* messages, progress, summary */
} BatchConfig;

typedef struct {
    char *label; /* id, or "file:line" */
    double seconds;
} BatchSlow;

typedef struct {
    long count[BATCH_NSTATUS]; /* records written, by status */
    long stated_agree, stated_disagree; /* stated solutions that hold, that do not */
    long written;              /* records written */
    long solved;               /* records made by the solver threads (>= written) */
    long problems;             /* problems read (every index, before --shard/--resume) */
    long skipped_shard, skipped_resume;
    long resumed;              /* records found in OUT */
    double seconds;
    BatchSlow slow[BATCH_SLOWEST]; /* slowest first */
    int nslow;
    bool interrupted;          /* SIGINT/SIGTERM */
    bool input_error;          /* a file could not be read */
    bool output_error;         /* OUT unusable or a write failed */
} BatchStats;

#endif
