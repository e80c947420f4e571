/* run.c - the pipeline of `batch`.
 *
 * A reader thread parses the inputs and puts each selected problem into a ring
 * of `cap` slots (numbered by seq, the output order); solver threads take the
 * problems in seq order and leave their records in the slots; the calling
 * thread writes the records in seq order as soon as they are contiguous from
 * the start, then frees the slots. The reader waits while the ring is full, so
 * memory is bounded by cap problems and records whatever the input's length.
 *
 * Slots [write_next, seq_next) are in use: [solve_next, seq_next) are READY,
 * the others TAKEN (a solver is on it) or DONE. All counters and states are
 * under mu; a TAKEN slot belongs to its solver, a DONE slot beyond write_next
 * to the writer, so both work on them unlocked.
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
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "fen/epd/fen.h"
#include "fen/input.h"
#include "solver/batch/batch.h"
#include "solver/batch/input.h"
#include "solver/batch/progress.h"
#include "solver/batch/resume.h"
#include "solver/io/write_all.h"
#include "solver/report/record.h"
#include "solver/report/json.h"
#include "fen/epd/fen_file.h"

typedef enum { SLOT_EMPTY, SLOT_READY, SLOT_TAKEN, SLOT_DONE } SlotState;

typedef struct {
    SlotState state;
    Problem p;
    char *err;        /* the problem could not be read: an error record with this message */
    char *note;       /* no problem, only a message (a file that could not be read) */
    const char *src;  /* input name */
    long lineno;
    long long offset; /* input bytes read before this problem was queued, for progress */
    char *record;     /* the solver's result */
    Solution sol;     /* or its solution, when the writer makes the records */
    bool has_sol;
    Status status;
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
    KeySet *ks;
    const char *src;
    BatchInput *in;
    long long base; /* bytes of the inputs before the current one */
    bool input_error;
} Run;

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Sets stop (mu held) and wakes everybody, the reader's read() included. */
static void set_stop(Run *r)
{
    if (!r->stop) {
        r->stop = true;
        ssize_t w = write(r->wake[1], "x", 1);
        (void)w;
    }
    pthread_cond_broadcast(&r->cv_space);
    pthread_cond_broadcast(&r->cv_work);
    pthread_cond_broadcast(&r->cv_done);
}

static bool stopped(Run *r)
{
    pthread_mutex_lock(&r->mu);
    bool s = r->stop;
    pthread_mutex_unlock(&r->mu);
    return s;
}

static void slot_clear(Slot *s)
{
    if (s->has_sol)
        solution_free(&s->sol);
    problem_free(&s->p);
    free(s->err);
    free(s->note);
    free(s->record);
    memset(s, 0, sizeof *s);
}

/* ---- reader ---- */

/* Queues item (taken over); false when the run is stopping. */
static bool push(Run *r, Slot *item)
{
    pthread_mutex_lock(&r->mu);
    while (!r->stop && r->seq_next - r->write_next >= r->cap)
        pthread_cond_wait(&r->cv_space, &r->mu);
    if (r->stop) {
        pthread_mutex_unlock(&r->mu);
        slot_clear(item);
        return false;
    }
    Slot *s = &r->ring[r->seq_next % r->cap];
    *s = *item;
    s->state = SLOT_READY;
    r->seq_next++;
    pthread_cond_signal(&r->cv_work);
    pthread_mutex_unlock(&r->mu);
    return true;
}

static void push_note(Run *r, const char *fmt, const char *a, const char *b)
{
    Slot item = { 0 };
    size_t n = strlen(fmt) + strlen(a) + strlen(b) + 1;
    if ((item.note = malloc(n)))
        snprintf(item.note, n, fmt, a, b);
    push(r, &item);
}

/* ProblemFn: one problem of the input (index counts them all). */
static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Run *r = ctx;
    const BatchConfig *c = r->c;
    long index = ++r->index;
    if (c->shard_n > 0 && (index - 1) % c->shard_n != c->shard_k - 1) {
        r->skipped_shard++;
        return 0;
    }
    if (keyset_take(r->ks, p->id, p->fen[0] ? p->fen : NULL, err)) {
        r->skipped_resume++;
        return 0;
    }
    Slot item = { .src = r->src, .lineno = lineno,
                  .offset = r->base + batch_input_bytes(r->in) };
    problem_take(&item.p, p);
    if (err && !(item.err = strdup(err))) {
        slot_clear(&item);
        return 1;
    }
    return push(r, &item) ? 0 : 1;
}

static void *reader_main(void *arg)
{
    Run *r = arg;
    for (int i = 0; i < r->c->ninputs && !stopped(r); i++) {
        const char *path = r->c->inputs[i];
        r->src = strcmp(path, "-") == 0 ? "<stdin>" : path;
        InputFormat fmt;
        FILE *f = batch_input_open(path, r->wake[0], &fmt, &r->in);
        if (!f) {
            if (!stopped(r)) {
                r->input_error = true;
                push_note(r, "chiave: %s: %s", r->src, strerror(errno));
            }
            continue;
        }
        int rc = input_read_collection(f, r->src, fmt, on_problem, r);
        if (rc == -1 && !stopped(r)) {
            r->input_error = true;
            if (batch_input_shrank(r->in))
                push_note(r, "chiave: %s: %s", r->src, "the file shrank while it was read "
                          "(rewritten by another program?); the rest is not read");
            else
                push_note(r, "chiave: %s: %s", r->src, strerror(errno));
        }
        r->base += batch_input_bytes(r->in);
        fclose(f);
        r->in = NULL;
    }
    pthread_mutex_lock(&r->mu);
    r->reader_done = true;
    pthread_cond_broadcast(&r->cv_work);
    pthread_cond_broadcast(&r->cv_done);
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

/* ---- solvers ---- */

static void *solver_main(void *arg)
{
    Run *r = arg;
    const BatchConfig *c = r->c;
    pthread_mutex_lock(&r->mu);
    for (;;) {
        while (!r->stop && r->solve_next == r->seq_next && !r->reader_done)
            pthread_cond_wait(&r->cv_work, &r->mu);
        if (r->stop || r->solve_next == r->seq_next)
            break;
        Slot *s = &r->ring[r->solve_next++ % r->cap];
        s->state = SLOT_TAKEN;
        pthread_mutex_unlock(&r->mu);

        char *record = NULL;
        Status st = ST_ILLEGAL;
        double t0 = now_seconds();
        bool has_sol = false;
        if (s->err) {
            record = report_json_problem_error(&s->p, s->err);
        } else if (!s->note && r->writer_records) {
            SolveOptions own;
            problem_solve_options(&s->p, &c->solve, &own);
            solve(&s->p.pos, &own, &s->sol); /* the slot is this thread's while TAKEN */
            st = s->sol.status;
            has_sol = true;
        } else if (!s->note) {
            record = solve_problem_record(&s->p, &c->solve, c->lang, &st);
        }
        double secs = now_seconds() - t0;

        pthread_mutex_lock(&r->mu);
        s->has_sol = has_sol;
        s->record = record;
        s->status = st;
        s->seconds = secs;
        s->state = SLOT_DONE;
        if (!s->note)
            r->solved++;
        pthread_cond_signal(&r->cv_done);
    }
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

/* ---- signals ---- */

static void *signal_main(void *arg)
{
    Run *r = arg;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    for (;;) {
        int sig;
        if (sigwait(&set, &sig) != 0)
            continue;
        int old;
        pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old); /* not with mu held */
        pthread_mutex_lock(&r->mu);
        if (++r->interrupts > 1)
            r->hard_stop = true;
        set_stop(r);
        pthread_mutex_unlock(&r->mu);
        pthread_setcancelstate(old, NULL);
    }
    return NULL;
}

/* ---- writer ---- */

typedef struct {
    char *buf;
    size_t len, cap;
} Buf;

static bool buf_add(Buf *b, const char *s, size_t n)
{
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 1 << 16;
        while (cap < b->len + n)
            cap *= 2;
        char *nb = realloc(b->buf, cap);
        if (!nb)
            return false;
        b->buf = nb;
        b->cap = cap;
    }
    memcpy(b->buf + b->len, s, n);
    b->len += n;
    return true;
}

typedef struct {
    Run *r;
    BatchStats *st;
    int fd;
    bool write_failed;
    Buf out;
    /* progress */
    double t0, last_draw;
    long long total; /* input bytes, -1 unknown */
    long long offset;
    double fraction_at_start;
    bool started, bar_shown, announced;
} Writer;

static void clear_bar(Writer *w)
{
    if (w->bar_shown) {
        fputs("\r\033[K", w->r->c->err);
        w->bar_shown = false;
    }
}

static void draw_bar(Writer *w, double now)
{
    char line[160];
    double fraction = w->total > 0 ? (double)w->offset / (double)w->total : -1;
    batch_progress_line(line, sizeof line, w->st->written, now - w->t0, fraction,
                        w->fraction_at_start);
    fprintf(w->r->c->err, "\r%s\033[K", line);
    fflush(w->r->c->err);
    w->bar_shown = true;
    w->last_draw = now;
}

/* Writes the DONE slots [from, to) (mu not held): messages on err, records
 * in one write. */
static void write_slots(Writer *w, long from, long to)
{
    Run *r = w->r;
    FILE *err = r->c->err;
    w->out.len = 0;
    for (long k = from; k < to; k++) {
        Slot *s = &r->ring[k % r->cap];
        if (s->note || s->err || s->p.warnings[0] || (!s->record && !s->note))
            clear_bar(w);
        if (s->note) {
            fprintf(err, "%s\n", s->note);
            continue;
        }
        if (s->err)
            fprintf(err, "chiave: %s\n", s->err);
        else if (s->p.warnings[0])
            fprintf(err, "chiave: %s:%ld: warning: %s\n", s->src, s->lineno, s->p.warnings);
        if (s->has_sol) {
            SolveOptions own;
            problem_solve_options(&s->p, &r->c->solve, &own);
            s->record = report_json_string(&s->p, &s->sol, &own, r->c->lang);
            solution_free(&s->sol);
            s->has_sol = false;
        }
        if (!s->record || !buf_add(&w->out, s->record, strlen(s->record)) ||
            !buf_add(&w->out, "\n", 1)) {
            fprintf(err, "chiave: out of memory\n");
            w->write_failed = true;
            break;
        }
        w->offset = s->offset;
    }
    if (!w->write_failed && w->out.len > 0 && !write_all(w->fd, w->out.buf, w->out.len)) {
        clear_bar(w);
        fprintf(err, "chiave: writing the records: %s\n", strerror(errno));
        w->write_failed = true;
    }
    if (w->write_failed)
        return;
    for (long k = from; k < to; k++) {
        Slot *s = &r->ring[k % r->cap];
        if (s->note)
            continue;
        w->st->written++;
        w->st->count[s->status]++;
        if (w->st->nslow < BATCH_SLOWEST || s->seconds > w->st->slow[BATCH_SLOWEST - 1].seconds) {
            char label[FEN_MSG];
            if (s->p.id)
                snprintf(label, sizeof label, "%s", s->p.id);
            else
                snprintf(label, sizeof label, "%s:%ld", s->src, s->lineno);
            batch_note_time(w->st, label, s->seconds);
        }
    }
    if (!w->started) {
        w->started = true;
        w->fraction_at_start = w->total > 0 ? (double)w->offset / (double)w->total : 0;
    }
}

/* The writer's loop, in the calling thread. */
static void write_records(Writer *w)
{
    Run *r = w->r;
    const BatchConfig *c = r->c;
    pthread_mutex_lock(&r->mu);
    for (;;) {
        if (r->interrupts && !w->announced && !r->hard_stop) {
            w->announced = true;
            long inflight = r->solve_next - r->write_next;
            pthread_mutex_unlock(&r->mu);
            clear_bar(w);
            if (inflight > 0)
                fprintf(c->err, "chiave batch: interrupted; finishing %ld problem%s in flight "
                        "(interrupt again to quit at once)\n", inflight, inflight == 1 ? "" : "s");
            else
                fprintf(c->err, "chiave batch: interrupted\n");
            pthread_mutex_lock(&r->mu);
            continue;
        }
        long to = r->write_next;
        while (to < r->seq_next && r->ring[to % r->cap].state == SLOT_DONE)
            to++;
        if (to > r->write_next) {
            long from = r->write_next;
            pthread_mutex_unlock(&r->mu);
            if (!w->write_failed)
                write_slots(w, from, to);
            if (w->write_failed)
                w->st->output_error = true;
            for (long k = from; k < to; k++)
                slot_clear(&r->ring[k % r->cap]);
            double now = now_seconds();
            if (c->progress && now - w->last_draw >= 0.2)
                draw_bar(w, now);
            pthread_mutex_lock(&r->mu);
            if (w->write_failed)
                set_stop(r);
            r->write_next = to;
            pthread_cond_signal(&r->cv_space);
            continue;
        }
        if (r->hard_stop)
            break; /* the records in flight are given up */
        if (r->stop ? r->write_next == r->solve_next
                    : r->reader_done && r->write_next == r->seq_next)
            break; /* everything is written, or everything taken when stopping */
        if (c->progress) {
            struct timespec until;
            clock_gettime(CLOCK_MONOTONIC, &until);
            until.tv_nsec += 250 * 1000000L;
            if (until.tv_nsec >= 1000000000L) {
                until.tv_sec++;
                until.tv_nsec -= 1000000000L;
            }
            if (pthread_cond_timedwait(&r->cv_done, &r->mu, &until) == ETIMEDOUT) {
                pthread_mutex_unlock(&r->mu);
                draw_bar(w, now_seconds());
                pthread_mutex_lock(&r->mu);
            }
        } else {
            pthread_cond_wait(&r->cv_done, &r->mu);
        }
    }
    pthread_mutex_unlock(&r->mu);
    clear_bar(w);
}

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
    double t0 = now_seconds();
    Run *r = calloc(1, sizeof *r);
    if (!r) {
        fprintf(c->err, "chiave: out of memory\n");
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
            fprintf(c->err, "chiave: %s\n", msg);
            st->output_error = true;
            free(r->ring);
            free(r);
            return 2;
        }
    }
    if (!r->ring || pipe(r->wake) != 0) {
        fprintf(c->err, "chiave: %s\n", r->ring ? strerror(errno) : "out of memory");
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
        have_sig = pthread_create(&sig_thread, NULL, signal_main, r) == 0;
    }
    if (solvers) {
        have_reader = pthread_create(&reader, NULL, reader_main, r) == 0;
        while (have_reader && nsolvers < jobs &&
               pthread_create(&solvers[nsolvers], NULL, solver_main, r) == 0)
            nsolvers++;
    }
    Writer w = { .r = r, .st = st, .fd = fd, .t0 = t0, .total = c->progress ? input_total(c) : -1 };
    if (nsolvers > 0) {
        write_records(&w);
    } else {
        fprintf(c->err, "chiave: cannot start threads\n");
        st->output_error = true;
        pthread_mutex_lock(&r->mu);
        set_stop(r);
        pthread_mutex_unlock(&r->mu);
    }
    free(w.out.buf);

    pthread_mutex_lock(&r->mu);
    set_stop(r); /* in case the writer stopped first (write error) */
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
    st->seconds = now_seconds() - t0;
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
