/* writer.h - the writer of `batch`: the records in input order, the progress
 * line and the statistics of the summary, in the calling thread. */
#ifndef CHIAVE_BATCH_WRITER_H
#define CHIAVE_BATCH_WRITER_H

#include "fen/strbuf.h"
#include "solver/batch/ring.h"
#include "themes/twins.h"

typedef struct {
    Run *r;
    BatchStats *st;
    int fd;
    bool write_failed;
    StrBuf out; /* the records of one write */
    /* progress */
    double t0, last_draw;
    long long total; /* input bytes, -1 unknown */
    long long offset;
    double fraction_at_start;
    bool started, bar_shown, announced;
    /* The twins of the problem written last (unit twin_unit), for the themes
     * across twins: its records are made here, in order. */
    Twins twins;
    long twin_unit;
} Writer;

/* The writer's loop: writes each record as soon as it and all before it are
 * done, until everything is written (or taken, when stopping). */
void batch_write_records(Writer *w);

#endif
