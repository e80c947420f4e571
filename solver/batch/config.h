/* config.h - what a batch run is asked to do, and what it counts. */
#ifndef CHIAVE_BATCH_CONFIG_H
#define CHIAVE_BATCH_CONFIG_H

#include <stdbool.h>
#include <stdio.h>
#include "fen/problem.h"
#include "solver/san.h"
#include "solver/solution.h"

enum { BATCH_NSTATUS = ST_TIMEOUT + 1, BATCH_SLOWEST = 5 };

/* One finished problem as the writer hands it to a sink, in input order: its
 * record (one JSON line, no newline), where it was read, and the problem as
 * read (authors, source: what the record does not carry). */
typedef struct {
    const char *record;
    const char *src;   /* the input name as given */
    long lineno;
    const Problem *p;
} BatchItem;

/* Takes the records instead of out_fd (chiave index); false stops the run as
 * a failed write would, the sink having said why. */
typedef bool (*BatchSink)(void *ctx, const BatchItem *it);

typedef struct {
    char *const *inputs;  /* the collections, "-" = standard input */
    int ninputs;
    SolveOptions solve;
    Lang lang;
    int jobs;             /* solver threads, >= 1 */
    int shard_k, shard_n; /* solve problems k, k+n, k+2n, ... (1-based); n = 0: all */
    const char *resume;   /* --resume OUT: skip what OUT holds, append to it; NULL: out_fd */
    int out_fd;           /* where the records go without resume (1) */
    BatchSink sink;       /* or, when set, who takes them (resume unused) */
    void *sink_ctx;
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
