/* batch.h - the machinery of `chiave batch`: a reader thread feeding a bounded
 * ring of problems, N solver threads, the calling thread writing the records
 * in input order; shards, resuming, progress and the summary. */
#ifndef CHIAVE_BATCH_H
#define CHIAVE_BATCH_H

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

/* Runs the batch. Returns the exit status: 0, 2 when a file could not be read
 * or the output written, 130 when interrupted. *st is filled (free with
 * batch_stats_free). With signals, a second SIGINT/SIGTERM returns at once
 * with solver threads still running (the process is expected to exit). */
int batch_run(const BatchConfig *c, BatchStats *st);
/* write(2) until all of s is out, through EINTR and short writes. */
bool batch_write_all(int fd, const char *s, size_t n);
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
/* Opens OUT for appending (creating it when absent) and reads the keys of its
 * records into *ks. A last line without newline is the record a killed run was
 * writing: it is cut off the file (a warning on warn, if not NULL), or, when it
 * is a whole record, completed with a newline. A complete line that is not a
 * record means OUT is not chiave's output: nothing is touched. Returns the
 * descriptor, or -1 with a message in msg. */
int resume_open(const char *path, FILE *warn, KeySet **ks, long *nrecords,
                char *msg, size_t msglen);
/* Whether OUT held (another) record with this key; each one is taken once. */
bool keyset_take(KeySet *ks, const char *id, const char *fen, const char *error);
void keyset_free(KeySet *ks);

#endif
