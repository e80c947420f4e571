/* ring.h - the ring of problems the threads of `batch` share, and the run's
 * state (see run.c for the pipeline).
 *
 * Slots [write_next, seq_next) are in use: [solve_next, seq_next) are READY,
 * the others TAKEN (a solver is on it) or DONE. All counters and states are
 * under mu; a TAKEN slot belongs to its solver, a DONE slot beyond write_next
 * to the writer, so both work on them unlocked. */
#ifndef CHIAVE_BATCH_RING_H
#define CHIAVE_BATCH_RING_H

#include <pthread.h>
#include <stdbool.h>

#include "solver/batch/config.h"
#include "solver/batch/input.h"
#include "solver/batch/resume.h"

typedef enum { SLOT_EMPTY, SLOT_READY, SLOT_TAKEN, SLOT_DONE } SlotState;

typedef struct {
    SlotState state;
    Problem p;
    char *err;        /* the problem could not be read: an error record with this message */
    char *note;       /* no problem, only a message (a file that could not be read) */
    const char *src;  /* input name */
    long lineno;
    long long offset; /* input bytes read before this problem was queued, for progress */
    long unit;        /* the problem it is a position of: its twins share it */
    bool silent;      /* a twin whose record OUT holds (--resume): solved for the
                       * themes across twins of a later twin, not written again */
    char *record;     /* the solver's result */
    Solution sol;     /* or its solution, when the writer makes the records */
    bool has_sol;
    Status status;
    int stated;       /* the stated solution: 1 agrees, 0 does not, -1 none (stated_verdict) */
    double seconds;
} Slot;

typedef struct {
    const BatchConfig *c;
    pthread_mutex_t mu;
    pthread_cond_t cv_space, cv_work, cv_done;
    Slot *ring;
    long cap;
    long seq_next, solve_next, write_next;
    bool reader_done, stop, hard_stop;
    bool writer_records; /* the writer makes the records from the solutions */
    int interrupts;
    long solved;
    int wake[2]; /* self-pipe, readable once stop is set */
    /* the reader's own */
    long index, skipped_shard, skipped_resume;
    long units;       /* problems (a problem with its twins is one), for --shard */
    char *unit_of;    /* the twin_of of the problem being read, NULL when it has no twins */
    Slot *pending;    /* the twins of that problem read so far, with whether */
    bool *present;    /* OUT holds their records (--resume) */
    int npending, cappending;
    KeySet *ks;
    const char *src;
    BatchInput *in;
    long long base; /* bytes of the inputs before the current one */
    bool input_error;
} Run;

/* Sets stop (mu held) and wakes everybody, the reader's read() included. */
void batch_set_stop(Run *r);
bool batch_stopped(Run *r);
/* Frees what a slot holds and empties it. */
void slot_clear(Slot *s);

/* The threads (arg: the Run): the reader fills the ring, the solvers solve
 * its problems in seq order, the signal thread turns SIGINT/SIGTERM into stop. */
void *batch_reader_main(void *arg);
void *batch_solver_main(void *arg);
void *batch_signal_main(void *arg);

#endif
