/* progress.c - the progress line and the summary of `batch`. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include <stdlib.h>
#include <string.h>

#include "solver/batch/progress.h"

/* "1:02:03" or "2:03". */
static void clock_text(char *buf, size_t len, double seconds)
{
    if (!(seconds >= 0) || seconds > 1e7) {
        snprintf(buf, len, "--:--");
        return;
    }
    long s = (long)(seconds + 0.5);
    if (s >= 3600)
        snprintf(buf, len, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, len, "%ld:%02ld", s / 60, s % 60);
}

void batch_progress_line(char *buf, size_t len, long done, double elapsed,
                         double fraction, double fraction_at_start)
{
    double rate = elapsed > 0 ? (double)done / elapsed : 0.0;
    if (fraction < 0) {
        snprintf(buf, len, "%ld solved  %.1f/s", done, rate);
        return;
    }
    if (fraction > 1)
        fraction = 1;
    enum { WIDTH = 24 };
    char bar[WIDTH + 1];
    int fill = (int)(fraction * WIDTH);
    for (int i = 0; i < WIDTH; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[WIDTH] = '\0';
    char left[32];
    double gained = fraction - fraction_at_start;
    clock_text(left, sizeof left, gained > 0 ? elapsed * (1 - fraction) / gained : -1);
    snprintf(buf, len, "[%s] %3d%%  %ld solved  %.1f/s  %s left", bar,
             (int)(fraction * 100), done, rate, left);
}

void batch_note_time(BatchStats *st, const char *label, double seconds)
{
    if (st->nslow == BATCH_SLOWEST) {
        if (seconds <= st->slow[BATCH_SLOWEST - 1].seconds)
            return;
        free(st->slow[--st->nslow].label); /* the fastest of a full list drops out */
    }
    char *copy = strdup(label);
    if (!copy)
        return;
    int i = st->nslow++;
    for (; i > 0 && st->slow[i - 1].seconds < seconds; i--)
        st->slow[i] = st->slow[i - 1];
    st->slow[i] = (BatchSlow){ copy, seconds };
}

void batch_stats_free(BatchStats *st)
{
    for (int i = 0; i < st->nslow; i++)
        free(st->slow[i].label);
    st->nslow = 0;
}

void batch_summary(FILE *f, const BatchConfig *c, const BatchStats *st)
{
    double s = st->seconds;
    fprintf(f, "chiave batch: %ld problems in %.2f s (%.1f/s):", st->written, s,
            s > 0 ? (double)st->written / s : 0.0);
    const char *sep = " ";
    for (int k = 0; k < BATCH_NSTATUS; k++)
        if (k <= ST_ILLEGAL || st->count[k] > 0 || c->solve.max_time > 0) {
            fprintf(f, "%s%s %ld", sep, status_name((Status)k), st->count[k]);
            sep = ", ";
        }
    fputc('\n', f);
    if (st->stated_agree + st->stated_disagree > 0) /* only when the problems state solutions */
        fprintf(f, "chiave batch: stated solutions: %ld agree, %ld disagree\n", st->stated_agree,
                st->stated_disagree);
    if (st->nslow > 0) {
        fputs("chiave batch: slowest:", f);
        for (int i = 0; i < st->nslow; i++)
            fprintf(f, "%s %s (%.3f s)", i ? "," : "", st->slow[i].label, st->slow[i].seconds);
        fputc('\n', f);
    }
    if (c->shard_n > 0)
        fprintf(f, "chiave batch: shard %d/%d: %ld of %ld problems\n", c->shard_k, c->shard_n,
                st->problems - st->skipped_shard, st->problems);
    if (c->resume)
        fprintf(f, "chiave batch: resume: %ld record%s in %s, %ld problem%s skipped\n",
                st->resumed, st->resumed == 1 ? "" : "s", c->resume, st->skipped_resume,
                st->skipped_resume == 1 ? "" : "s");
    if (st->interrupted)
        fprintf(f, "chiave batch: interrupted: %ld problems solved, %ld written\n",
                st->solved, st->written);
}
