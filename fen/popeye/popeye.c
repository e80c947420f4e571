/* popeye.c - reading Popeye input files: the problems (beginproblem ...
 * nextproblem ... endproblem), the commands of each (title, author, origin,
 * award, remark, pieces, forsyth, stipulation, condition, option, ...), and
 * its twins, handed over one position at a time. Popeye's own reader
 * (input/plaintext/) is followed word for word; where Popeye prints a message
 * and goes on, chiave makes the problem an error record instead. */
#include "fen/popeye/popeye.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_position.h"
#include "fen/fen_text.h"
#include "fen/popeye/popeye_emit.h"

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
    case PC_REMARK: py_add_remark(pb, py_lex_rest_of_line(&r->lx)); break;
    case PC_AUTHOR: py_add_line(&pb->authors, py_lex_rest_of_line(&r->lx)); break;
    case PC_ORIGIN: py_add_line(&pb->origin, py_lex_rest_of_line(&r->lx)); break;
    case PC_TITLE: py_add_line(&pb->title, py_lex_rest_of_line(&r->lx)); break;
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
        d->men_line = r->lx.word_line;
        py_lex_next(&r->lx);
        return py_read_pieces(r, d, false, NULL);
    case PC_FORSYTH:
        d->men_line = r->lx.word_line;
        py_lex_next(&r->lx);
        return py_read_forsyth(r, d);
    case PC_GAMEARRAY:
        d->men_line = r->lx.word_line;
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

/* The twins of the problem, from the word after the diagram's commands. */
static int read_twins(PyRun *run, PyProblem *pb)
{
    PyReader *r = &run->r;
    char text[PY_TEXT_MAX], label[16];
    PyPosition prev = pb->diagram, cur;
    bool prev_ok = true;
    int rc = 0, n = 0;
    char *zero = NULL;
    if (py_word(r->lang, PT_TWIN_START, r->lx.word) == TS_ZERO) {
        zero = py_zero_fen(pb);
        long line = r->lx.word_line;
        py_lex_next(&r->lx);
        if (py_read_twinning(r, &pb->diagram, &pb->diagram, &prev, text)) {
            rc = py_emit_twin(run, pb, &prev, line, py_twin_label(n++, label, sizeof label), text, zero);
        } else {
            rc = py_emit_error(run, pb, line, py_twin_label(n++, label, sizeof label), text, r->err);
            skip_problem(r, true);
            prev_ok = false;
        }
    } else {
        rc = py_emit_twin(run, pb, &pb->diagram, pb->line, py_twin_label(n++, label, sizeof label), "diagram", NULL);
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
                rc = py_emit_twin(run, pb, &cur, line, py_twin_label(n++, label, sizeof label), text, zero);
                prev = cur;
                prev_ok = true;
                continue;
            }
        }
        rc = py_emit_error(run, pb, line, py_twin_label(n++, label, sizeof label), "", r->err);
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
static int read_problem(PyRun *run, long line)
{
    PyReader *r = &run->r;
    PyProblem pb;
    if (!py_problem_init(&pb, run, line, NULL))
        return errno = ENOMEM, -1;
    r->err[0] = r->warn[0] = '\0';
    r->warn_line = 0;
    while (!r->err[0] && !at_problem_end(r, true))
        read_command(r, &pb);
    int rc;
    if (r->lx.read_error) {
        rc = -1; /* nothing of a problem read in part */
    } else if (r->err[0]) {
        skip_problem(r, false);
        rc = py_emit_error(run, &pb, line, NULL, NULL, r->err);
    } else {
        if (!pb.stipulated) {
            pb.diagram.flaw[FLAW_STIPULATION].line = line;
            snprintf(pb.diagram.flaw[FLAW_STIPULATION].msg, FEN_MSG,
                     "no stipulation (chiave solves 'stipulation #2')");
        }
        if (pb.opt.ignored[0])
            py_warn_at(r, pb.opt.ignored_line, "options ignored: %s", pb.opt.ignored);
        if (py_word(r->lang, PT_TWIN_START, r->lx.word) >= 0)
            rc = read_twins(run, &pb);
        else
            rc = py_emit_twin(run, &pb, &pb.diagram, line, NULL, NULL, NULL);
    }
    py_problem_free(&pb);
    return rc;
}

int popeye_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx)
{
    PyRun run;
    if (!py_run_init(&run, name, cb, ctx))
        return errno = ENOMEM, -1;
    PyReader *r = &run.r;
    py_lex_init(&r->lx, f);
    int rc = 0;
    PyLang lang = r->lx.word[0] ? py_language_of(r->lx.word) : PY_NLANG;
    PyProblem none = { 0 };
    char msg[FEN_MSG];
    if (r->lx.word[0] && lang == PY_NLANG) {
        snprintf(msg, sizeof msg, "%ld: '%.40s': a Popeye file starts with beginproblem "
                 "(or AnfangProblem, DebutProbleme)", r->lx.word_line, r->lx.word);
        rc = py_emit_error(&run, &none, r->lx.word_line, NULL, NULL, msg);
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
            snprintf(msg, sizeof msg, "%ld: '%.40s' after the end of the problems (a new one starts "
                     "with beginproblem)", r->lx.word_line, r->lx.word);
            rc = py_emit_error(&run, &none, r->lx.word_line, NULL, NULL, msg);
        }
    }
    int saved = errno;
    py_run_free(&run);
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
    size_t i = fen_bom_len(head, n);
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
