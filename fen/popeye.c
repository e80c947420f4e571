/* popeye.c - reading Popeye input files: the problems (beginproblem ...
 * nextproblem ... endproblem), the commands of each (title, author, origin,
 * award, remark, pieces, forsyth, stipulation, condition, option, ...), and
 * its twins, handed over one position at a time. Popeye's own reader
 * (input/plaintext/) is followed word for word; where Popeye prints a message
 * and goes on, chiave makes the problem an error record instead. */
#include "fen/popeye.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "fen/fen.h"
#include "fen/fen_position.h"
#include "fen/fen_text.h"
#include "fen/popeye_options.h"
#include "fen/popeye_state.h"

typedef struct {
    PyReader r;
    ProblemFn cb;
    void *ctx;
    char *full;     /* "name:line: message", sized for the name */
    size_t fullcap;
} Run;

/* One problem as read: its words and the diagram. */
typedef struct {
    long line;
    char *title, *authors, *origin, *award;
    PyOptions opt;
    PyPosition diagram;
    bool stipulated;
    char *twin_of;  /* "name:line" */
    int emitted;    /* positions handed over so far: the warnings go with the first */
} PyProblem;

/* Appends a line of text to *field, "; "-separated. */
static void add_line(char **field, char *text)
{
    if (!text || !text[0]) {
        free(text);
        return;
    }
    if (!*field) {
        *field = text;
        return;
    }
    size_t a = strlen(*field), b = strlen(text);
    char *joined = realloc(*field, a + b + 3);
    if (joined) {
        memcpy(joined + a, "; ", 2);
        memcpy(joined + a + 2, text, b + 1);
        *field = joined;
    }
    free(text);
}

static char *dup_or_null(const char *s)
{
    return s ? strdup(s) : NULL;
}

/* Piece definitions for LaTeX (a piece code, its abbreviation, its name to
 * the end of the line), as long as the words are piece codes. */
static void skip_latex_pieces(PyReader *r)
{
    while (strlen(r->lx.word) <= 2 && (py_orthodox_piece(r->lang, r->lx.word) ||
                                       py_fairy_piece(r->lang, r->lx.word))) {
        py_lex_next(&r->lx);
        free(py_lex_rest_of_line(&r->lx));
    }
}

/* The game array: the pieces of the initial position of a game. */
static void game_array(PyPosition *p)
{
    static const int back[8] = { ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK };
    for (int file = 0; file < 8; file++) {
        p->board[SQ(file, 0)] = PIECE(WHITE, back[file]);
        p->board[SQ(file, 1)] = PIECE(WHITE, PAWN);
        p->board[SQ(file, 6)] = PIECE(BLACK, PAWN);
        p->board[SQ(file, 7)] = PIECE(BLACK, back[file]);
    }
}

/* Whether the current word ends the problem's commands. */
static bool at_problem_end(const PyReader *r, bool also_twin)
{
    const char *w = r->lx.word;
    return !w[0] || py_word(r->lang, PT_PROBLEM_END, w) >= 0 ||
           (also_twin && py_word(r->lang, PT_TWIN_START, w) >= 0);
}

/* One command and its arguments, at the current word. */
static bool read_command(PyReader *r, PyProblem *pb)
{
    const char *w = r->lx.word;
    if (r->lx.strange)
        return py_fail(r, "unexpected character '%s'", w);
    if (r->lx.too_long)
        return py_fail(r, "a word of more than %d characters", PY_WORD_MAX - 1);
    int c = py_word(r->lang, PT_COMMAND, w);
    if (c == PY_AMBIGUOUS)
        return py_fail(r, "'%.40s': more than one command starts so", w);
    if (c == PY_NONE)
        return py_fail(r, "'%.40s' is not a Popeye command", w);
    PyPosition *d = &pb->diagram;
    switch (c) {
    case PC_REMARK: free(py_lex_rest_of_line(&r->lx)); break;
    case PC_AUTHOR: add_line(&pb->authors, py_lex_rest_of_line(&r->lx)); break;
    case PC_ORIGIN: add_line(&pb->origin, py_lex_rest_of_line(&r->lx)); break;
    case PC_TITLE: add_line(&pb->title, py_lex_rest_of_line(&r->lx)); break;
    case PC_AWARD:
        free(pb->award);
        pb->award = py_lex_rest_of_line(&r->lx);
        break;
    case PC_PROTOCOL:
    case PC_LATEX:
        py_warn(r, "%s ignored: reading a problem never writes a file", py_keyword(PY_EN, PT_COMMAND, c));
        free(py_lex_rest_of_line(&r->lx));
        if (c == PC_LATEX)
            skip_latex_pieces(r);
        break;
    case PC_LATEXPIECES:
        py_lex_next(&r->lx);
        skip_latex_pieces(r);
        break;
    case PC_PIECES:
        py_lex_next(&r->lx);
        return py_read_pieces(r, d, false, NULL);
    case PC_FORSYTH:
        py_lex_next(&r->lx);
        return py_read_forsyth(r, d);
    case PC_GAMEARRAY:
        game_array(d);
        py_lex_next(&r->lx);
        break;
    case PC_STIPULATION:
    case PC_SSTIPULATION:
        pb->stipulated = true;
        py_lex_next(&r->lx);
        if (c == PC_STIPULATION)
            py_read_stipulation(r, d, NULL);
        else
            py_read_sstipulation(r, d, false);
        break;
    case PC_CONDITION:
        py_lex_next(&r->lx);
        py_read_condition(r, d, false, NULL);
        break;
    default: /* PC_OPTION */
        py_lex_next(&r->lx);
        return py_read_options(r, d, &pb->opt);
    }
    return true;
}

/* Skips to the end of the problem (or to its next twin): the words of a
 * malformed problem, with the lines of text commands. */
static void skip_problem(PyReader *r, bool to_twin)
{
    while (!at_problem_end(r, to_twin)) {
        int c = py_word(r->lang, PT_COMMAND, r->lx.word);
        if (c == PC_REMARK || c == PC_AUTHOR || c == PC_ORIGIN || c == PC_TITLE || c == PC_AWARD ||
            c == PC_PROTOCOL || c == PC_LATEX)
            free(py_lex_rest_of_line(&r->lx));
        else
            py_lex_next(&r->lx);
    }
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
    p->title = dup_or_null(pb->title);
    p->authors = dup_or_null(pb->authors);
    if (pb->origin && pb->award) {
        size_t n = strlen(pb->origin) + strlen(pb->award) + 3;
        if ((p->source = malloc(n)))
            snprintf(p->source, n, "%s, %s", pb->origin, pb->award);
    } else {
        p->source = dup_or_null(pb->origin ? pb->origin : pb->award);
    }
    if (twin) {
        p->twin = strdup(twin);
        p->twin_of = strdup(pb->twin_of);
        p->twinning = strdup(twinning);
    }
    p->asks = pb->opt.asks;
}

/* Hands over an error record for the problem or one of its twins. */
static int emit_error(Run *run, PyProblem *pb, long line, const char *twin, const char *twinning,
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
static int emit(Run *run, PyProblem *pb, const PyPosition *pos, bool black, long line,
                const char *twin, const char *twinning, const char *zero)
{
    Problem p;
    fill_problem(&p, pb, twin, twinning);
    if (zero)
        p.twin_zero = strdup(zero);
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
    if (fairy_line && (!flaw || fairy_line < flaw->line)) {
        snprintf(run->full, run->fullcap, "%s:%ld: %s", run->r.name, fairy_line, msg);
        err = run->full;
    } else if (flaw) {
        snprintf(run->full, run->fullcap, "%s:%ld: %s", run->r.name, flaw->line, flaw->msg);
        err = run->full;
    } else if (fen_build_position(&ff, &p, msg, sizeof msg)) {
        snprintf(run->full, run->fullcap, "%s:%ld: %s", run->r.name, line, msg);
        err = run->full;
    }
    if (pb->emitted++ == 0 && run->r.warn[0]) { /* the problem's warnings, then the position's */
        char pos_warn[FEN_MSG];
        memcpy(pos_warn, p.warnings, sizeof pos_warn);
        memcpy(p.warnings, run->r.warn, sizeof p.warnings);
        size_t len = strlen(p.warnings);
        if (pos_warn[0])
            snprintf(p.warnings + len, sizeof p.warnings - len, "; %s", pos_warn);
    }
    int rc = run->cb(run->ctx, line, &p, err);
    problem_free(&p);
    return rc;
}

/* A twin's position, both halves with option duplex. */
static int emit_twin(Run *run, PyProblem *pb, const PyPosition *pos, long line, const char *twin,
                     const char *twinning, const char *zero)
{
    int rc = emit(run, pb, pos, pb->opt.halfduplex, line, twin, twinning, zero);
    if (!rc && pb->opt.duplex)
        rc = emit(run, pb, pos, true, line, twin, twinning, zero);
    return rc;
}

/* Popeye's twin labels: a ... z, then z1, z2, ... */
static const char *twin_label(int i, char *buf, size_t len)
{
    if (i < 26)
        snprintf(buf, len, "%c", 'a' + i);
    else
        snprintf(buf, len, "z%d", i - 25);
    return buf;
}

/* The twins of the problem, from the word after the diagram's commands. */
static int read_twins(Run *run, PyProblem *pb)
{
    PyReader *r = &run->r;
    char text[PY_TEXT_MAX], label[16];
    PyPosition prev = pb->diagram, cur;
    bool prev_ok = true;
    int rc = 0, n = 0;
    char *zero = NULL;
    if (py_word(r->lang, PT_TWIN_START, r->lx.word) == TS_ZERO) {
        char fen[100];
        fen_write_fields(pb->diagram.board, pb->opt.halfduplex ? BLACK : WHITE,
                         py_castling(pb->diagram.board, &pb->opt), pb->opt.ep, fen, sizeof fen);
        if (!strchr(fen, '?')) /* a fairy man: no FEN */
            zero = strdup(fen);
        long line = r->lx.word_line;
        py_lex_next(&r->lx);
        if (py_read_twinning(r, &pb->diagram, &pb->diagram, &prev, text)) {
            rc = emit_twin(run, pb, &prev, line, twin_label(n++, label, sizeof label), text, zero);
        } else {
            rc = emit_error(run, pb, line, twin_label(n++, label, sizeof label), text, r->err);
            skip_problem(r, true);
            prev_ok = false;
        }
    } else {
        rc = emit_twin(run, pb, &pb->diagram, pb->line, twin_label(n++, label, sizeof label), "diagram", NULL);
    }
    while (!rc && !r->lx.read_error && py_word(r->lang, PT_TWIN_START, r->lx.word) >= 0) {
        long line = r->lx.word_line;
        r->err[0] = '\0';
        if (py_word(r->lang, PT_TWIN_START, r->lx.word) == TS_ZERO) {
            py_fail(r, "zeroposition: only before the first twin");
        } else {
            py_lex_next(&r->lx);
            if (!prev_ok && py_word(r->lang, PT_TWINNING, r->lx.word) == TW_CONTINUED)
                py_fail(r, "continued: the twin before could not be read");
            else if (py_read_twinning(r, &pb->diagram, &prev, &cur, text)) {
                rc = emit_twin(run, pb, &cur, line, twin_label(n++, label, sizeof label), text, zero);
                prev = cur;
                prev_ok = true;
                continue;
            }
        }
        rc = emit_error(run, pb, line, twin_label(n++, label, sizeof label), "", r->err);
        if (py_word(r->lang, PT_TWIN_START, r->lx.word) == TS_ZERO)
            py_lex_next(&r->lx);
        skip_problem(r, true);
        prev_ok = false;
    }
    free(zero);
    return rc;
}

/* Reads one problem from the word after beginproblem / nextproblem (line
 * is the line of that word) to its ending word, and hands it over. */
static int read_problem(Run *run, long line)
{
    PyReader *r = &run->r;
    PyProblem pb = { .line = line };
    pb.opt.ep = NO_SQ;
    size_t n = strlen(r->name) + 24;
    if (!(pb.twin_of = malloc(n)))
        return errno = ENOMEM, -1;
    snprintf(pb.twin_of, n, "%s:%ld", r->name, line);
    r->err[0] = r->warn[0] = '\0';
    while (!r->err[0] && !at_problem_end(r, true))
        read_command(r, &pb);
    int rc;
    if (r->lx.read_error) {
        rc = -1; /* nothing of a problem read in part */
    } else if (r->err[0]) {
        skip_problem(r, false);
        rc = emit_error(run, &pb, line, NULL, NULL, r->err);
    } else {
        if (!pb.stipulated) {
            pb.diagram.flaw[FLAW_STIPULATION].line = line;
            snprintf(pb.diagram.flaw[FLAW_STIPULATION].msg, FEN_MSG,
                     "no stipulation (chiave solves 'stipulation #2')");
        }
        if (pb.opt.ignored[0])
            py_warn(r, "options ignored: %s", pb.opt.ignored);
        if (py_word(r->lang, PT_TWIN_START, r->lx.word) >= 0)
            rc = read_twins(run, &pb);
        else
            rc = emit_twin(run, &pb, &pb.diagram, line, NULL, NULL, NULL);
    }
    free(pb.title), free(pb.authors), free(pb.origin), free(pb.award), free(pb.twin_of);
    return rc;
}

int popeye_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx)
{
    Run run = { .cb = cb, .ctx = ctx };
    PyReader *r = &run.r;
    r->name = name;
    run.fullcap = strlen(name) + 2 * FEN_MSG;
    if (!(run.full = malloc(run.fullcap)))
        return errno = ENOMEM, -1;
    py_lex_init(&r->lx, f);
    int rc = 0;
    PyLang lang = r->lx.word[0] ? py_language_of(r->lx.word) : PY_NLANG;
    if (r->lx.word[0] && lang == PY_NLANG) {
        PyProblem none = { 0 };
        char msg[FEN_MSG];
        snprintf(msg, sizeof msg, "%ld: '%.40s': a Popeye file starts with beginproblem "
                 "(or AnfangProblem, DebutProbleme)", r->lx.word_line, r->lx.word);
        rc = emit_error(&run, &none, r->lx.word_line, NULL, NULL, msg);
    }
    while (!rc && lang != PY_NLANG && !r->lx.read_error) {
        r->lang = lang;
        long line = r->lx.word_line;
        py_lex_next(&r->lx);
        if ((rc = read_problem(&run, line)) || !r->lx.word[0] || r->lx.read_error)
            break;
        if (py_word(r->lang, PT_PROBLEM_END, r->lx.word) == PE_NEXT)
            continue;
        py_lex_next(&r->lx); /* endproblem: a new beginproblem may follow */
        if (!r->lx.word[0])
            break;
        if ((lang = py_language_of(r->lx.word)) == PY_NLANG) {
            PyProblem none = { 0 };
            char msg[FEN_MSG];
            snprintf(msg, sizeof msg, "%ld: '%.40s' after the end of the problems (a new one starts "
                     "with beginproblem)", r->lx.word_line, r->lx.word);
            rc = emit_error(&run, &none, r->lx.word_line, NULL, NULL, msg);
        }
    }
    int saved = errno;
    free(run.full);
    errno = saved;
    return r->lx.read_error ? -1 : rc;
}

int popeye_detect(const char *path, const char *head, size_t n)
{
    if (path) {
        size_t len = strlen(path);
        if (len >= 4 && strcasecmp(path + len - 4, ".inp") == 0)
            return 1;
    }
    size_t i = n >= 3 && memcmp(head, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    while (i < n && fen_is_space(head[i]))
        i++;
    /* Popeye's first word runs to a blank, a line break, ';' or ','. */
    char word[32];
    size_t k = 0;
    while (i < n && !fen_is_space(head[i]) && head[i] != ';' && head[i] != ',' && k < sizeof word - 1)
        word[k++] = head[i++];
    word[k] = '\0';
    return k > 0 && i < n && (fen_is_space(head[i]) || head[i] == ';' || head[i] == ',') &&
           py_language_of(word) != PY_NLANG;
}
