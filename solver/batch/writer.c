/* writer.c - the writer of `batch`: the records in input order, in one write
 * each time a run of them is done; messages on standard error; the progress line. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fen/epd/fen.h"
#include "solver/batch/progress.h"
#include "solver/batch/writer.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/write_all.h"
#include "solver/report/json.h"
#include "solver/report/record.h"

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

/* A twin's solution joins the twins of its problem (a new problem's start a new
 * list) and makes its record, with the themes across those twins. */
static bool twin_slot(Writer *w, Slot *s)
{
    if (s->unit != w->twin_unit || w->twins.n == 0) {
        twins_clear(&w->twins);
        w->twin_unit = s->unit;
    }
    twins_add(&w->twins, s->p.twin, &s->sol);
    s->has_sol = false;
    if (s->silent)
        return true;
    SolveOptions own;
    problem_solve_options(&s->p, &w->r->c->solve, &own);
    s->record = twin_record(&s->p, &w->twins, &own, w->r->c->lang);
    if (!s->record) {
        fprintf(w->r->c->err, "%s: out of memory\n", msg_prefix());
        w->write_failed = true;
    }
    return s->record != NULL;
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
        if (s->has_sol && s->p.twin && !twin_slot(w, s))
            break;
        if (s->silent)
            continue; /* its record is in OUT already */
        if (s->note || s->err || s->p.warnings[0] || (!s->record && !s->note))
            clear_bar(w);
        if (s->note) {
            fprintf(err, "%s\n", s->note);
            continue;
        }
        if (s->err)
            fprintf(err, "%s: %s\n", msg_prefix(), s->err);
        else if (s->p.warnings[0])
            fprintf(err, "%s: %s:%ld: warning: %s\n", msg_prefix(), s->src, problem_warn_line(&s->p, s->lineno),
                    s->p.warnings);
        if (s->has_sol) {
            SolveOptions own;
            problem_solve_options(&s->p, &r->c->solve, &own);
            s->record = report_json_string(&s->p, &s->sol, &own, r->c->lang);
            solution_free(&s->sol);
            s->has_sol = false;
        }
        if (s->record && r->c->sink) {
            BatchItem it = { .record = s->record, .src = s->src, .lineno = s->lineno, .p = &s->p };
            if (!r->c->sink(r->c->sink_ctx, &it)) {
                w->write_failed = true;
                break;
            }
        } else if (!s->record || strbuf_add(&w->out, s->record, strlen(s->record)) != 0 ||
            strbuf_add(&w->out, "\n", 1) != 0) {
            fprintf(err, "%s: out of memory\n", msg_prefix());
            w->write_failed = true;
            break;
        }
        w->offset = s->offset;
    }
    if (!w->write_failed && w->out.len > 0 && !write_all(w->fd, w->out.s, w->out.len)) {
        clear_bar(w);
        fprintf(err, "%s: writing the records: %s\n", msg_prefix(), strerror(errno));
        w->write_failed = true;
    }
    if (w->write_failed)
        return;
    for (long k = from; k < to; k++) {
        Slot *s = &r->ring[k % r->cap];
        if (s->note || s->silent)
            continue;
        w->st->written++;
        w->st->count[s->status]++;
        if (s->stated >= 0)
            ++*(s->stated ? &w->st->stated_agree : &w->st->stated_disagree);
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

void batch_write_records(Writer *w)
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
            double now = clock_seconds();
            if (c->progress && now - w->last_draw >= 0.2)
                draw_bar(w, now);
            pthread_mutex_lock(&r->mu);
            if (w->write_failed)
                batch_set_stop(r);
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
                draw_bar(w, clock_seconds());
                pthread_mutex_lock(&r->mu);
            }
        } else {
            pthread_cond_wait(&r->cv_done, &r->mu);
        }
    }
    pthread_mutex_unlock(&r->mu);
    clear_bar(w);
    twins_clear(&w->twins);
}
