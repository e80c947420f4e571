/* write.c - the one door for writing problems: the positions of a problem
 * gathered, a duplex folded back into its option, the twins written as
 * twins where the format has them, and the text read back and compared with
 * the positions it must give. When it does not give them (a twin that came
 * from one the reader could not read, say), each position is written as a
 * problem of its own, with a remark naming the twin. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, open_memstream */
#endif
#include "fen/write/write.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "fen/yaml/olive.h"
#include "fen/popeye/popeye.h"
#include "fen/write/write_format.h"

struct Writer {
    OutputFormat fmt;
    FILE *out;
    Problem *group; /* the positions of the problem being gathered */
    int n, cap;
    long first_line;
    int written;    /* problems written */
    int error;      /* errno of the first failed write, 0 if none */
};

bool output_format_parse(const char *name, OutputFormat *out)
{
    static const char *const names[] = { "fen", "epd", "popeye", "yaml" };
    for (int i = 0; i < 4; i++)
        if (strcmp(name, names[i]) == 0) {
            *out = (OutputFormat)i;
            return true;
        }
    return false;
}

Writer *writer_new(OutputFormat fmt, FILE *out)
{
    Writer *w = calloc(1, sizeof *w);
    if (w)
        w->fmt = fmt, w->out = out;
    return w;
}

static void put(Writer *w, const char *text)
{
    if (!text) {
        if (!w->error)
            w->error = ENOMEM;
    } else if (fputs(text, w->out) == EOF && !w->error) {
        w->error = errno ? errno : EIO;
    }
}

/* ---- reading back ---- */

typedef struct {
    Problem *want;
    int n, got;
    bool same;
} ReadBack;

static bool same_position(const Position *a, const Position *b)
{
    return memcmp(a->board, b->board, sizeof a->board) == 0 && a->side == b->side &&
           a->castle == b->castle && a->ep == b->ep;
}

static int compare_back(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno;
    ReadBack *rb = ctx;
    if (err || rb->got >= rb->n || !same_position(&p->pos, &rb->want[rb->got].pos))
        rb->same = false;
    rb->got++;
    return 0;
}

/* Whether text (a whole file in the format) gives exactly the positions want. */
static bool reads_back(OutputFormat fmt, const char *text, Problem *want, int n)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    if (!f)
        return false;
    ReadBack rb = { want, n, 0, true };
    int rc = fmt == OUT_POPEYE ? popeye_read_collection(f, "", compare_back, &rb)
                               : olive_read_collection(f, "", compare_back, &rb);
    fclose(f);
    return rc == 0 && rb.same && rb.got == n;
}

/* The text of wp as a whole file of the format, malloc'd. */
static char *whole_file(OutputFormat fmt, const WriteProblem *wp)
{
    char *body = fmt == OUT_POPEYE ? write_popeye_text(wp) : write_yaml_text(wp);
    if (!body || fmt != OUT_POPEYE)
        return body;
    char *text = malloc(strlen(body) + 32);
    if (text)
        sprintf(text, "beginproblem\n%sendproblem\n", body);
    free(body);
    return text;
}

/* Writes wp (whose positions are want[0..n)) if it reads back as them;
 * false otherwise. */
static bool write_checked(Writer *w, const WriteProblem *wp, Problem *want, int n)
{
    char *file = whole_file(w->fmt, wp);
    bool same = file && reads_back(w->fmt, file, want, n);
    free(file);
    if (!same)
        return false;
    char *body = w->fmt == OUT_POPEYE ? write_popeye_text(wp) : write_yaml_text(wp);
    if (w->fmt == OUT_POPEYE)
        put(w, w->written ? "nextproblem\n" : "beginproblem\n");
    put(w, body);
    free(body);
    w->written++;
    return true;
}

/* ---- one problem ---- */

/* Whether the positions are the two halves of a duplex, twin after twin. */
static bool is_duplex(const Problem *g, int n)
{
    if (n % 2)
        return false;
    for (int i = 0; i < n; i += 2) {
        const Problem *a = &g[i], *b = &g[i + 1];
        if (a->pos.side != WHITE || b->pos.side != BLACK ||
            memcmp(a->pos.board, b->pos.board, sizeof a->pos.board) != 0 ||
            (a->twin == NULL) != (b->twin == NULL) || (a->twin && strcmp(a->twin, b->twin) != 0))
            return false;
    }
    return true;
}

/* Each position as a problem of its own, a twin named in a remark. */
static void write_separately(Writer *w)
{
    for (int i = 0; i < w->n; i++) {
        Problem *p = &w->group[i];
        char remark[512];
        snprintf(remark, sizeof remark, "twin %s) of %s: %s", p->twin ? p->twin : "?",
                 p->twin_of ? p->twin_of : "?", p->twinning ? p->twinning : "");
        const Problem *one[1] = { p };
        WriteProblem wp = { &p->pos, false, one, 1, false, p->twin ? remark : NULL };
        if (!write_checked(w, &wp, p, 1)) { /* cannot happen: written all the same */
            char *body = w->fmt == OUT_POPEYE ? write_popeye_text(&wp) : write_yaml_text(&wp);
            if (w->fmt == OUT_POPEYE)
                put(w, w->written ? "nextproblem\n" : "beginproblem\n");
            put(w, body);
            free(body);
            w->written++;
        }
    }
}

static void write_group(Writer *w)
{
    if (w->fmt == OUT_FEN || w->fmt == OUT_EPD) {
        for (int i = 0; i < w->n; i++) {
            char *line = write_line_text(w->fmt, &w->group[i]);
            put(w, line);
            free(line);
        }
        return;
    }
    bool duplex = is_duplex(w->group, w->n);
    int n = duplex ? w->n / 2 : w->n, step = duplex ? 2 : 1;
    const Problem **twins = malloc(sizeof *twins * (size_t)n);
    if (!twins) {
        w->error = w->error ? w->error : ENOMEM;
        return;
    }
    for (int i = 0; i < n; i++)
        twins[i] = &w->group[i * step];
    const Problem *first = twins[0];
    Problem zero = { 0 };
    char err[FEN_MSG];
    WriteProblem wp = { &first->pos, false, twins, n, duplex, NULL };
    bool twinned = first->twin != NULL, ok = !twinned && n == 1;
    if (twinned && first->twinning && strcmp(first->twinning, "diagram") == 0)
        ok = true;
    else if (twinned && first->twin_zero && fen_parse_line(first->twin_zero, &zero, err, sizeof err) == 0)
        ok = true, wp.diagram = &zero.pos, wp.zero = true;
    if (!ok || !write_checked(w, &wp, w->group, w->n))
        write_separately(w);
    problem_free(&zero);
    free(twins);
}

static void flush(Writer *w)
{
    if (w->n)
        write_group(w);
    for (int i = 0; i < w->n; i++)
        problem_free(&w->group[i]);
    w->n = 0;
}

int writer_add(Writer *w, long lineno, const Problem *p)
{
    if (w->n && !problem_same(&w->group[0], w->first_line, p, lineno))
        flush(w);
    if (w->n == w->cap) {
        int cap = w->cap ? 2 * w->cap : 8;
        Problem *g = realloc(w->group, sizeof *g * (size_t)cap);
        if (!g)
            return errno = ENOMEM, -1;
        w->group = g, w->cap = cap;
    }
    if (!problem_copy(&w->group[w->n], p))
        return errno = ENOMEM, -1;
    if (w->n++ == 0)
        w->first_line = lineno;
    if (w->error)
        return errno = w->error, -1;
    return 0;
}

int writer_finish(Writer *w)
{
    flush(w);
    if (w->fmt == OUT_POPEYE && w->written)
        put(w, "endproblem\n");
    if (fflush(w->out) == EOF && !w->error)
        w->error = errno ? errno : EIO;
    int error = w->error;
    free(w->group);
    free(w);
    return error ? (errno = error, -1) : 0;
}
