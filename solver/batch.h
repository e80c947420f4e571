/* batch.h - the machinery of `chiave batch`: a reader thread feeding a bounded
 * ring of problems, N solver threads, the calling thread writing the records
 * in input order; shards, resuming, progress and the summary. */
#ifndef CHIAVE_BATCH_H
#define CHIAVE_BATCH_H

#include <stdbool.h>
#include <stdio.h>
#include "san.h"
#include "solution.h"

enum { BATCH_NSTATUS = ST_TIMEOUT + 1, BATCH_SLOWEST = 5 };

typedef struct {
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

/* Runs the batch over inputs[0..n) ("-" = standard input). Returns the exit
 * status: 0, 2 when a file could not be read or the output written, 130 when
 * interrupted. *st is filled (free with batch_stats_free). */
int batch_run(const BatchConfig *c, char *const *inputs, int n, BatchStats *st);
void batch_stats_free(BatchStats *st);

/* The summary lines (batch_progress.c). */
void batch_summary(FILE *f, const BatchConfig *c, const BatchStats *st);
/* Keeps the BATCH_SLOWEST slowest problems (label is copied). */
void batch_note_time(BatchStats *st, const char *label, double seconds);
/* One progress line without newline into buf: done records, rate, and when
 * fraction (0..1 of the input read) is known (>= 0), a bar, percent and the
 * time left. */
void batch_progress_line(char *buf, size_t len, long done, double elapsed,
                         double fraction, double fraction_at_start);

/* --resume (batch_resume.c): the keys of the records already written. A
 * record's key is its id, or without id its fen, or without fen its error. */
typedef struct KeySet KeySet;
/* Reads OUT (absent = empty). A last line without newline is a record cut by a
 * killed run: it is cut off the file (when it does not parse), or completed
 * with a newline (when it does). A complete line that is not a record is an
 * error (OUT is not chiave's output): returns -1 with a message. */
int resume_load(const char *path, KeySet **out, long *nrecords, char *msg, size_t len);
/* Whether OUT held (another) record with this key; each one is taken once. */
bool keyset_take(KeySet *ks, const char *id, const char *fen, const char *error);
void keyset_free(KeySet *ks);

#endif
