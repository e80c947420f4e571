/* first_problem.c - the first problem of a file (or the one chosen) with all
 * its positions. */
#include "fen/first_problem.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "fen/epd/fen.h"
#include "fen/input.h"

typedef struct {
    FirstProblem *fp;
    long first_line;
    int oom;
    int max;     /* positions kept at most; 0: all */
    /* Choosing (pc.choice set): which problem a position is of; a line too
     * long may never end. */
    ProblemChooser pc;
    bool may_not_end;
} Taking;

bool problem_chosen(const ProblemChoice *c, const Problem *first, long number)
{
    return c->id ? first->id && strcmp(first->id, c->id) == 0 : number == c->index;
}

void problem_choice_missing(const ProblemChoice *c, const char *name, long problems, char *err, size_t errlen)
{
    if (c->id)
        snprintf(err, errlen, "%s: no problem with id '%s'", name, c->id);
    else
        snprintf(err, errlen, "%s: no problem %ld (the file holds %ld)", name, c->index, problems);
}

ChoiceStep problem_chooser_take(ProblemChooser *pc, long lineno, const Problem *p)
{
    if (pc->problems == 0 || !problem_same(&pc->cur, pc->cur_line, p, lineno)) {
        if (pc->chosen) /* the chosen problem is read whole */
            return CHOICE_AFTER;
        problem_free(&pc->cur);
        if (!problem_copy(&pc->cur, p))
            return CHOICE_OOM;
        pc->cur_line = lineno;
        pc->problems++;
    }
    if (!problem_chosen(pc->choice, &pc->cur, pc->problems))
        return CHOICE_BEFORE;
    pc->chosen = true;
    return CHOICE_IN;
}

void problem_chooser_free(ProblemChooser *pc)
{
    problem_free(&pc->cur);
}

/* Whether p, when choosing, is a position of a problem passed over: 1 (and
 * *stop: whether to read no further), 0 when it is the chosen problem's. */
static int pass_over(Taking *t, long lineno, const Problem *p, const char *err, int *stop)
{
    *stop = 0;
    switch (problem_chooser_take(&t->pc, lineno, p)) {
    case CHOICE_IN:
        return 0;
    case CHOICE_AFTER:
        return *stop = (t->fp->others = true), 1;
    case CHOICE_OOM:
        return *stop = t->oom = 1, 1;
    default: /* the rest of a line too long is skipped before the next
              * problem; where it may never end, nothing more is read */
        *stop = err && t->may_not_end && strstr(err, FEN_LINE_LONG_MSG) && !p->twin_of;
        return 1;
    }
}

static int take(void *ctx, long lineno, Problem *p, const char *err)
{
    Taking *t = ctx;
    FirstProblem *fp = t->fp;
    int stop;
    if (t->pc.choice && pass_over(t, lineno, p, err, &stop))
        return stop;
    if (fp->n == 0)
        t->first_line = lineno;
    else if (!problem_same(&fp->p[0], t->first_line, p, lineno)) {
        fp->others_line = lineno;
        if (err && !(fp->others_err = strdup(err)))
            t->oom = 1;
        return (fp->others = true);
    }
    if (t->max > 0 && fp->n == t->max) {
        fp->more = true;
        return 1;
    }
    Problem *np = realloc(fp->p, sizeof *np * (size_t)(fp->n + 1));
    if (np)
        fp->p = np;
    char **ne = realloc(fp->err, sizeof *ne * (size_t)(fp->n + 1));
    if (ne)
        fp->err = ne;
    if (!np || !ne || (err && !(fp->err[fp->n] = strdup(err)))) {
        t->oom = 1;
        return 1;
    }
    if (!err)
        fp->err[fp->n] = NULL;
    /* A first position read in error and not a twin has no other half: the
     * reading stops there (and never reads on through an endless line). */
    int last = fp->n == 0 && err && !p->twin_of;
    if (p->warnings[0] && !p->warn_line)
        p->warn_line = lineno; /* verify and watch name the line of the warnings */
    problem_take(&fp->p[fp->n++], p);
    return last;
}

static int finish(FirstProblem *fp, const Taking *t, int rc, char *err, size_t errlen)
{
    if (t->oom) {
        snprintf(err, errlen, "out of memory");
        rc = -1;
    }
    if (rc != 0)
        first_problem_free(fp);
    return rc;
}

int first_problem_choose(const char *path, const ProblemChoice *c, FirstProblem *fp, char *err, size_t errlen)
{
    memset(fp, 0, sizeof *fp);
    Taking t = { .fp = fp, .pc = { .choice = c && (c->id || c->index) ? c : NULL } };
    struct stat st;
    t.may_not_end = strcmp(path, "-") == 0 ? fstat(0, &st) != 0 || !S_ISREG(st.st_mode)
                                          : stat(path, &st) != 0 || !S_ISREG(st.st_mode);
    int rc = input_read_file(path, take, &t, err, errlen);
    problem_chooser_free(&t.pc);
    if (rc == 0 && fp->n == 0 && t.pc.choice && !t.oom) {
        problem_choice_missing(t.pc.choice, strcmp(path, "-") == 0 ? "<stdin>" : path, t.pc.problems, err, errlen);
        rc = -1;
    }
    return finish(fp, &t, rc, err, errlen);
}

int first_problem_parse_as(const char *name, InputFormat fmt, const char *text, size_t len,
                           FirstProblem *fp, char *err, size_t errlen)
{
    return first_problem_parse_upto(name, fmt, text, len, 0, fp, err, errlen);
}

int first_problem_parse_upto(const char *name, InputFormat fmt, const char *text, size_t len, int max,
                             FirstProblem *fp, char *err, size_t errlen)
{
    memset(fp, 0, sizeof *fp);
    Taking t = { .fp = fp, .max = max };
    FILE *f = len > 0 ? fmemopen((void *)text, len, "r") : NULL;
    int rc = 0;
    if (f) {
        rc = input_read_collection(f, name, fmt, take, &t);
        fclose(f);
    }
    if (rc == -1)
        snprintf(err, errlen, "%s: %s", name, strerror(errno));
    else if (fp->n == 0 && !t.oom)
        snprintf(err, errlen, "%s: no position found", name), rc = -1;
    else
        rc = 0;
    return finish(fp, &t, rc, err, errlen);
}

int first_problem_parse(const char *path, const char *text, size_t len, FirstProblem *fp,
                        char *err, size_t errlen)
{
    return first_problem_parse_as(path, input_detect(path, text, len), text, len, fp, err, errlen);
}

void first_problem_free(FirstProblem *fp)
{
    for (int i = 0; i < fp->n; i++) {
        problem_free(&fp->p[i]);
        free(fp->err[i]);
    }
    free(fp->p);
    free(fp->err);
    free(fp->others_err);
    memset(fp, 0, sizeof *fp);
}
