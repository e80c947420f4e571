/* progress.h - the progress line and the summary of `batch`. */
#ifndef CHIAVE_BATCH_PROGRESS_H
#define CHIAVE_BATCH_PROGRESS_H

#include <stddef.h>
#include <stdio.h>
#include "solver/batch/config.h"

/* The summary lines. */
void batch_summary(FILE *f, const BatchConfig *c, const BatchStats *st);
/* Keeps the BATCH_SLOWEST slowest problems (label is copied). */
void batch_note_time(BatchStats *st, const char *label, double seconds);
/* One progress line without newline into buf: done records, rate, and when
 * fraction (0..1 of the input read) is known (>= 0), a bar, percent and the
 * time left. */
void batch_progress_line(char *buf, size_t len, long done, double elapsed,
                         double fraction, double fraction_at_start);

void batch_stats_free(BatchStats *st);

#endif
