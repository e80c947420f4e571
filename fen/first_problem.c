/* first_problem.c - the first problem of a file with all its positions. */
#include "fen/first_problem.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "fen/input.h"

typedef struct {
    FirstProblem *fp;
    long first_line;
    int oom;
    int max;     /* positions kept at most; 0: all */
} Taking;

static int take(void *ctx, long lineno, Problem *p, const char *err)
{
    Taking *t = ctx;
    FirstProblem *fp = t->fp;
    if (fp->n == 0)
        t->first_line = lineno;
    else if (!problem_same(&fp->p[0], t->first_line, p, lineno))
        return (fp->others = true);
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

int first_problem_read(const char *path, FirstProblem *fp, char *err, size_t errlen)
{
    memset(fp, 0, sizeof *fp);
    Taking t = { fp, 0, 0, 0 };
    return finish(fp, &t, input_read_file(path, take, &t, err, errlen), err, errlen);
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
    Taking t = { fp, 0, 0, max };
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
    memset(fp, 0, sizeof *fp);
}
