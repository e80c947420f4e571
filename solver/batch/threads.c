/* threads.c - the threads of `batch` around the ring: the reader that parses
 * the inputs into it, the solvers, and the signal thread (sigwait: no code
 * runs in a signal handler). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* strndup */
#endif
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen/input.h"
#include "solver/batch/ring.h"
#include "solver/io/msg_prefix.h"
#include "solver/report/json.h"
#include "solver/report/record.h"
#include "solver/report/stated.h"

void batch_set_stop(Run *r)
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

bool batch_stopped(Run *r)
{
    pthread_mutex_lock(&r->mu);
    bool s = r->stop;
    pthread_mutex_unlock(&r->mu);
    return s;
}

void slot_clear(Slot *s)
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
    /* fmt starts after "chiave COMMAND: " (msg_prefix), which it gets here */
    size_t n = strlen(msg_prefix()) + 2 + strlen(fmt) + strlen(a) + strlen(b) + 1;
    if ((item.note = malloc(n))) {
        int k = snprintf(item.note, n, "%s: ", msg_prefix());
        snprintf(item.note + k, n - (size_t)k, fmt, a, b);
    }
    push(r, &item);
}

/* Queues the twins of the problem read last as one unit (--resume): none when
 * OUT holds the record of every one; else all, those OUT holds silent (solved
 * for the themes across twins of the others). False when the run is stopping. */
static bool flush_unit(Run *r)
{
    bool all = true, ok = true;
    for (int i = 0; i < r->npending; i++)
        all &= r->present[i];
    for (int i = 0; i < r->npending; i++) {
        Slot *item = &r->pending[i];
        if (all || r->present[i])
            r->skipped_resume++;
        if (all || !ok) {
            slot_clear(item);
            continue;
        }
        item->silent = r->present[i];
        ok = push(r, item);
    }
    r->npending = 0;
    return ok;
}

static bool hold_twin(Run *r, Slot *item, bool present)
{
    if (r->npending == r->cappending) {
        int cap = r->cappending ? 2 * r->cappending : 8;
        Slot *v = realloc(r->pending, sizeof *v * (size_t)cap);
        if (v)
            r->pending = v;
        bool *b = realloc(r->present, sizeof *b * (size_t)cap);
        if (b)
            r->present = b;
        if (!v || !b) {
            slot_clear(item);
            return false;
        }
        r->cappending = cap;
    }
    r->present[r->npending] = present;
    r->pending[r->npending++] = *item;
    return true;
}

/* ProblemFn: one problem of the input (index counts them all, units the
 * problems with their twins as one: --shard shares out units). */
static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Run *r = ctx;
    const BatchConfig *c = r->c;
    bool same = problem_twin_follows(r->unit_of, p);
    if (!same) {
        if (!flush_unit(r))
            return 1;
        free(r->unit_of);
        r->unit_of = p->twin_of ? strdup(p->twin_of) : NULL;
        if (p->twin_of && !r->unit_of)
            return 1;
        r->units++;
    }
    r->index++;
    if (c->shard_n > 0 && (r->units - 1) % c->shard_n != c->shard_k - 1) {
        r->skipped_shard++;
        return 0;
    }
    bool present = keyset_take(r->ks, p->id, p->fen[0] ? p->fen : NULL, err);
    if (present && !p->twin_of) {
        r->skipped_resume++;
        return 0;
    }
    Slot item = { .src = r->src, .lineno = lineno, .unit = r->units,
                  .offset = r->base + batch_input_bytes(r->in) };
    problem_take(&item.p, p);
    if (err && !(item.err = strdup(err))) {
        slot_clear(&item);
        return 1;
    }
    if (item.p.twin_of) /* held until its problem's twins are all read */
        return hold_twin(r, &item, present) ? 0 : 1;
    return push(r, &item) ? 0 : 1;
}

void *batch_reader_main(void *arg)
{
    Run *r = arg;
    for (int i = 0; i < r->c->ninputs && !batch_stopped(r); i++) {
        const char *path = r->c->inputs[i];
        r->src = strcmp(path, "-") == 0 ? "<stdin>" : path;
        InputFormat fmt;
        FILE *f = batch_input_open(path, r->wake[0], &fmt, &r->in);
        if (!f) {
            if (!batch_stopped(r)) {
                r->input_error = true;
                push_note(r, "%s: %s", r->src, strerror(errno));
            }
            continue;
        }
        int rc = input_read_collection(f, r->src, fmt, on_problem, r);
        if (!flush_unit(r) && rc == 0) /* the last problem's twins */
            rc = 1;
        free(r->unit_of);
        r->unit_of = NULL;
        if (rc == -1 && !batch_stopped(r)) {
            r->input_error = true;
            if (batch_input_shrank(r->in))
                push_note(r, "%s: %s", r->src, "the file shrank while it was read "
                          "(rewritten by another program?); the rest is not read");
            else
                push_note(r, "%s: %s", r->src, strerror(errno));
        }
        r->base += batch_input_bytes(r->in);
        fclose(f);
        r->in = NULL;
    }
    free(r->pending), free(r->present);
    r->pending = NULL, r->present = NULL;
    pthread_mutex_lock(&r->mu);
    r->reader_done = true;
    pthread_cond_broadcast(&r->cv_work);
    pthread_cond_broadcast(&r->cv_done);
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

/* ---- solvers ---- */

void *batch_solver_main(void *arg)
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
        int stated = -1;
        double t0 = clock_seconds();
        bool has_sol = false;
        if (s->err) {
            record = report_json_problem_error(&s->p, s->err);
        } else if (!s->note && (r->writer_records || s->p.twin)) {
            /* A twin's record is the writer's: it holds the earlier twins. */
            SolveOptions own;
            problem_solve_options(&s->p, &c->solve, &own);
            solve(&s->p.pos, &own, &s->sol); /* the slot is this thread's while TAKEN */
            st = s->sol.status;
            stated = stated_verdict(&s->p, &s->sol);
            has_sol = true;
        } else if (!s->note) {
            record = solve_problem_record_stated(&s->p, &c->solve, c->lang, &st, &stated);
        }
        double secs = clock_seconds() - t0;

        pthread_mutex_lock(&r->mu);
        s->has_sol = has_sol;
        s->record = record;
        s->status = st;
        s->stated = stated;
        s->seconds = secs;
        s->state = SLOT_DONE;
        if (!s->note && !s->silent)
            r->solved++;
        pthread_cond_signal(&r->cv_done);
    }
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

/* ---- signals ---- */

void *batch_signal_main(void *arg)
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
        batch_set_stop(r);
        pthread_mutex_unlock(&r->mu);
        pthread_setcancelstate(old, NULL);
    }
    return NULL;
}
