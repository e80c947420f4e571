/* run.c - the pipeline of `batch`: its set-up, its threads started and joined.
 *
 * A reader thread parses the inputs and puts each selected problem into a ring
 * of `cap` slots (numbered by seq, the output order); solver threads take the
 * problems in seq order and leave their records in the slots; the calling
 * thread writes the records in seq order as soon as they are contiguous from
 * the start, then frees the slots. The reader waits while the ring is full, so
 * memory is bounded by cap problems and records whatever the input's length.
 *
 * The ring and its states: ring.h; the threads: threads.c; the writer: writer.c.
 *
 * When there are fewer solver threads than cores, the writer also turns the
 * solutions into records: a solver thread then only solves, and the record
 * of one problem is made while the next is solved.
 *
 * SIGINT/SIGTERM are blocked in every thread and taken by a signal thread
 * (sigwait: no code runs in a signal handler). The first one stops the reader
 * and keeps the solvers from taking new problems; the problems in flight are
 * finished and written, so every record solved is written (contiguous, since
 * problems are taken in order). A second one stops waiting for them: the
 * records written so far stay, the ones in flight are lost. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* sigtimedwait */
#endif
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "fen/epd/fen.h"
#include "solver/batch/batch.h"
#include "solver/batch/ring.h"
#include "solver/batch/writer.h"
#include "solver/io/msg_prefix.h"

/* Sum of the sizes of the inputs, -1 if one is not a regular file. */
static long long input_total(const BatchConfig *c)
{
    long long total = 0;
    for (int i = 0; i < c->ninputs; i++) {
        struct stat sb;
        int rc = strcmp(c->inputs[i], "-") == 0 ? fstat(STDIN_FILENO, &sb) : stat(c->inputs[i], &sb);
        if (rc != 0 || !S_ISREG(sb.st_mode))
            return -1;
        total += sb.st_size;
    }
    return total;
}

int batch_run(const BatchConfig *c, BatchStats *st)
{
    memset(st, 0, sizeof *st);
    double t0 = clock_seconds();
    Run *r = calloc(1, sizeof *r);
    if (!r) {
        fprintf(c->err, "%s: out of memory\n", msg_prefix());
        return 2;
    }
    r->c = c;
    int jobs = c->jobs > 0 ? c->jobs : 1;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    r->writer_records = jobs < cores;
    r->cap = 64 + 16L * jobs;
    r->ring = calloc((size_t)r->cap, sizeof *r->ring);
    r->wake[0] = r->wake[1] = -1;
    int fd = c->out_fd;
    if (c->resume) {
        char msg[FEN_MSG + 4096];
        fd = resume_open(c->resume, c->err, &r->ks, &st->resumed, msg, sizeof msg);
        if (fd < 0) {
            fprintf(c->err, "%s: %s\n", msg_prefix(), msg);
            st->output_error = true;
            free(r->ring);
            free(r);
            return 2;
        }
    }
    if (!r->ring || pipe(r->wake) != 0) {
        fprintf(c->err, "%s: %s\n", msg_prefix(), r->ring ? strerror(errno) : "out of memory");
        if (c->resume)
            close(fd);
        keyset_free(r->ks);
        free(r->ring);
        free(r);
        return 2;
    }
    pthread_mutex_init(&r->mu, NULL);
    pthread_cond_init(&r->cv_space, NULL);
    pthread_cond_init(&r->cv_work, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&r->cv_done, &ca);
    pthread_condattr_destroy(&ca);

    sigset_t sigs, oldmask;
    sigemptyset(&sigs);
    sigaddset(&sigs, SIGINT);
    sigaddset(&sigs, SIGTERM);
    pthread_t sig_thread, reader;
    pthread_t *solvers = calloc((size_t)jobs, sizeof *solvers);
    bool have_sig = false, have_reader = false;
    int nsolvers = 0;
    if (c->signals) {
        pthread_sigmask(SIG_BLOCK, &sigs, &oldmask);
        have_sig = pthread_create(&sig_thread, NULL, batch_signal_main, r) == 0;
    }
    if (solvers) {
        have_reader = pthread_create(&reader, NULL, batch_reader_main, r) == 0;
        while (have_reader && nsolvers < jobs &&
               pthread_create(&solvers[nsolvers], NULL, batch_solver_main, r) == 0)
            nsolvers++;
    }
    Writer w = { .r = r, .st = st, .fd = fd, .t0 = t0, .total = c->progress ? input_total(c) : -1 };
    if (nsolvers > 0) {
        batch_write_records(&w);
    } else {
        fprintf(c->err, "%s: cannot start threads\n", msg_prefix());
        st->output_error = true;
        pthread_mutex_lock(&r->mu);
        batch_set_stop(r);
        pthread_mutex_unlock(&r->mu);
    }
    strbuf_free(&w.out);

    pthread_mutex_lock(&r->mu);
    batch_set_stop(r); /* in case the writer stopped first (write error) */
    bool hard = r->hard_stop;
    pthread_mutex_unlock(&r->mu);
    if (have_reader)
        pthread_join(reader, NULL);
    for (int i = 0; i < nsolvers; i++) {
        if (hard)
            pthread_detach(solvers[i]); /* still solving: left to the process's exit */
        else
            pthread_join(solvers[i], NULL);
    }
    if (have_sig) {
        pthread_cancel(sig_thread);
        pthread_join(sig_thread, NULL);
    }
    pthread_mutex_lock(&r->mu);
    st->solved = r->solved;
    st->interrupted = r->interrupts > 0;
    pthread_mutex_unlock(&r->mu);
    st->input_error = r->input_error;
    st->problems = r->index;
    st->skipped_shard = r->skipped_shard;
    st->skipped_resume = r->skipped_resume;
    st->seconds = clock_seconds() - t0;
    if (c->resume)
        close(fd);
    if (c->signals) {
        /* A signal that came after the signal thread ended: the run is over. */
        struct timespec zero = { 0, 0 };
        while (sigtimedwait(&sigs, NULL, &zero) > 0)
            ;
        pthread_sigmask(SIG_SETMASK, &oldmask, NULL);
    }
    if (!hard) {
        for (long k = 0; k < r->cap; k++)
            slot_clear(&r->ring[k]);
        free(r->ring);
        keyset_free(r->ks);
        close(r->wake[0]);
        close(r->wake[1]);
        pthread_mutex_destroy(&r->mu);
        pthread_cond_destroy(&r->cv_space);
        pthread_cond_destroy(&r->cv_work);
        pthread_cond_destroy(&r->cv_done);
        free(solvers);
        free(r);
    }
    if (st->interrupted)
        return 130;
    return st->input_error || st->output_error ? 2 : 0;
}
