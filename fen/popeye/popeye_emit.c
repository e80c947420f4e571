/* popeye_emit.c - the positions of a problem read in Popeye's words, handed
 * over as Problems: the FEN (castling as Popeye assumes it), the problem's
 * words and options, its twin fields, and the first flaw as an error record. */
#include "fen/solution_text.h"
#include "fen/popeye/popeye_emit.h"

#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_position.h"

bool py_run_init(PyRun *run, const char *name, ProblemFn cb, void *ctx)
{
    memset(run, 0, sizeof *run);
    run->r.name = name;
    run->cb = cb;
    run->ctx = ctx;
    run->fullcap = strlen(name) + 2 * FEN_MSG;
    return (run->full = malloc(run->fullcap)) != NULL;
}

void py_run_free(PyRun *run)
{
    free(run->full);
    run->full = NULL;
}

bool py_problem_init(PyProblem *pb, const PyRun *run, long line, const char *id)
{
    memset(pb, 0, sizeof *pb);
    pb->line = line;
    pb->opt.ep = NO_SQ;
    if (id) {
        pb->id = strdup(id);
        pb->twin_of = strdup(id);
    } else {
        size_t n = strlen(run->r.name) + 24;
        if ((pb->twin_of = malloc(n)))
            snprintf(pb->twin_of, n, "%s:%ld", run->r.name, line);
    }
    return pb->twin_of && (!id || pb->id);
}

void py_problem_free(PyProblem *pb)
{
    char **owned[] = { &pb->id, &pb->award, &pb->twin_of };
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++) {
        free(*owned[i]);
        *owned[i] = NULL;
    }
    strbuf_free(&pb->title);
    strbuf_free(&pb->authors);
    strbuf_free(&pb->origin);
    strbuf_free(&pb->comment);
    strbuf_free(&pb->solution);
    strbuf_free(&pb->ops);
}

void py_add_line(StrBuf *field, char *text)
{
    if (text && text[0])
        strbuf_add_sep(field, "; ", text, strlen(text)); /* out of memory: a word is not worth failing for */
    free(text);
}

/* A remark that is a solution line: its first word is the key "1.X!" (so that "has another key,
 * 1.Bb4+!, and ..." in a remark's sentence is not cut out of the comment). */
static bool starts_with_key(const char *text)
{
    char key[32];
    const char *p = text + strspn(text, " \t");
    return strncmp(p, "1.", 2) == 0 && solution_first_key(p, key, sizeof key) &&
           strncmp(p + 2 + strspn(p + 2, " "), key, strlen(key)) == 0;
}

void py_add_remark(PyProblem *pb, char *text)
{
    if (!text)
        return;
    if (strncmp(text, "id:", 3) == 0 && !pb->id && text[3 + strspn(text + 3, " ")]) {
        const char *id = text + 3 + strspn(text + 3, " ");
        char *own = strdup(id), *of = strdup(id);
        if (own && of) { /* the twins are now twins of the problem so named */
            pb->id = own;
            free(pb->twin_of);
            pb->twin_of = of;
        } else {
            free(own);
            free(of);
        }
    } else if (strncmp(text, "epd:", 4) == 0) {
        const char *ops = text + 4 + strspn(text + 4, " ");
        strbuf_add_sep(&pb->ops, " ", ops, strlen(ops));
    } else if (strncmp(text, "solution:", 9) == 0 || starts_with_key(text)) {
        /* a stated solution ("remark solution: ...", or a remark that opens with 1.X!), a line
         * each; a key named inside the author's prose stays in the comment, whole */
        const char *line = strncmp(text, "solution:", 9) == 0 ? text + 9 + strspn(text + 9, " ") : text;
        strbuf_add_sep(&pb->solution, "\n", line, strlen(line));
    } else {
        strbuf_add_sep(&pb->comment, "\n", text, strlen(text));
    }
    free(text);
}

static char *dup_or_null(const char *s)
{
    return s ? strdup(s) : NULL;
}

/* The flaw read first, or NULL. */
static const PyFlaw *first_flaw(const PyPosition *p)
{
    const PyFlaw *first = NULL;
    for (int k = 0; k < NFLAWS; k++)
        if (p->flaw[k].msg[0] && (!first || p->flaw[k].line < first->line))
            first = &p->flaw[k];
    return first;
}

/* Fills what every position of the problem carries. */
static void fill_problem(Problem *p, const PyProblem *pb, const char *twin, const char *twinning)
{
    memset(p, 0, sizeof *p);
    board_clear(&p->pos);
    p->pos.fullmove = 1;
    p->id = dup_or_null(pb->id);
    p->title = dup_or_null(pb->title.s);
    p->authors = dup_or_null(pb->authors.s);
    p->comment = dup_or_null(pb->comment.s);
    p->solution = dup_or_null(pb->solution.s);
    p->ops = dup_or_null(pb->ops.s);
    const char *origin = pb->origin.s;
    if (origin && pb->award) {
        size_t n = pb->origin.len + strlen(pb->award) + 3;
        if ((p->source = malloc(n)))
            snprintf(p->source, n, "%s, %s", origin, pb->award);
    } else {
        p->source = dup_or_null(origin ? origin : pb->award);
    }
    if (twin) {
        p->twin = strdup(twin);
        p->twin_of = strdup(pb->twin_of);
        p->twinning = strdup(twinning);
    }
    p->follows = pb->emitted > 0;
    p->asks = pb->opt.asks;
}

/* Hands over an error record for the problem or one of its twins. */
int py_emit_error(PyRun *run, PyProblem *pb, long line, const char *twin, const char *twinning,
                      const char *msg)
{
    Problem p;
    fill_problem(&p, pb, twin, twinning);
    snprintf(run->full, run->fullcap, "%s:%s", run->r.name, msg);
    pb->emitted++;
    int rc = run->cb(run->ctx, line, &p, run->full);
    problem_free(&p);
    return rc;
}

/* Hands over one position of the problem, Black to move when black. */
static int emit(PyRun *run, PyProblem *pb, const PyPosition *pos, bool black, long line,
                const char *twin, const char *twinning, const char *zero)
{
    Problem p;
    fill_problem(&p, pb, twin, twinning);
    if (zero)
        p.twin_zero = strdup(zero);
    if (twinning && strcmp(twinning, "diagram") != 0 && (p.twin_base = malloc(sizeof run->r.twin_base)))
        memcpy(p.twin_base, run->r.twin_base, sizeof run->r.twin_base);
    FenFields ff;
    memcpy(ff.board, pos->board, sizeof ff.board);
    ff.side = black ? BLACK : WHITE;
    ff.castle = py_castling(pos->board, &pb->opt);
    ff.ep = pb->opt.ep;
    const PyFlaw *flaw = first_flaw(pos);
    char msg[FEN_MSG];
    long fairy_line = py_fairy_flaw(pos, run->r.lang, msg, sizeof msg);
    if (!fairy_line) /* no FEN can hold a fairy man */
        fen_write_fields(ff.board, ff.side, ff.castle, ff.ep, p.fen, sizeof p.fen);
    const char *err = NULL;
    /* The line of the men: the diagram's pieces command (after the problem's
     * first line), or the twin's own line (after it). */
    long at = pos->men_line > line ? pos->men_line : line;
    if (fairy_line && (!flaw || fairy_line < flaw->line)) {
        snprintf(run->full, run->fullcap, "%s:%ld: %s", run->r.name, fairy_line, msg);
        err = run->full;
    } else if (flaw) {
        snprintf(run->full, run->fullcap, "%s:%ld: %s", run->r.name, flaw->line, flaw->msg);
        err = run->full;
    } else if (fen_build_position(&ff, FEN_POSITION_WORDS, &p, msg, sizeof msg)) {
        snprintf(run->full, run->fullcap, "%s:%ld: %s", run->r.name, at, msg);
        err = run->full;
    }
    if (pb->emitted++ == 0 && run->r.warn[0]) { /* the problem's warnings, then the position's */
        char pos_warn[FEN_MSG];
        memcpy(pos_warn, p.warnings, sizeof pos_warn);
        memcpy(p.warnings, run->r.warn, sizeof p.warnings);
        p.warn_line = run->r.warn_line;
        size_t len = strlen(p.warnings);
        if (pos_warn[0] && at != p.warn_line)
            snprintf(p.warnings + len, sizeof p.warnings - len, "; line %ld: %s", at, pos_warn);
        else if (pos_warn[0])
            snprintf(p.warnings + len, sizeof p.warnings - len, "; %s", pos_warn);
    } else if (p.warnings[0]) {
        p.warn_line = at;
    }
    int rc = run->cb(run->ctx, line, &p, err);
    problem_free(&p);
    return rc;
}

/* A twin's position, both halves with option duplex. */
int py_emit_twin(PyRun *run, PyProblem *pb, const PyPosition *pos, long line, const char *twin,
                     const char *twinning, const char *zero)
{
    int rc = emit(run, pb, pos, pb->opt.halfduplex, line, twin, twinning, zero);
    if (!rc && pb->opt.duplex)
        rc = emit(run, pb, pos, true, line, twin, twinning, zero);
    return rc;
}

/* Popeye's twin labels: a ... z, then z1, z2, ... */
const char *py_twin_label(int i, char *buf, size_t len)
{
    if (i < 26)
        snprintf(buf, len, "%c", 'a' + i);
    else
        snprintf(buf, len, "z%d", i - 25);
    return buf;
}


char *py_zero_fen(const PyProblem *pb)
{
    char fen[100];
    fen_write_fields(pb->diagram.board, pb->opt.halfduplex ? BLACK : WHITE,
                     py_castling(pb->diagram.board, &pb->opt), pb->opt.ep, fen, sizeof fen);
    return strchr(fen, '?') ? NULL : strdup(fen); /* a fairy man: no FEN */
}
