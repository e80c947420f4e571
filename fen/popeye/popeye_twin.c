/* popeye_twin.c - Popeye's twinnings (input/plaintext/twin.c): move,
 * exchange, remove, add, substitute, rotate, mirror, shift, PolishType,
 * stipulation, condition, each applied to the board as read; and the
 * stipulation and condition commands that twins share with the diagram. */
#include "fen/popeye/popeye_state.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "solver/squares.h"

/* Whether the current word starts a command that ends the arguments of a
 * condition or structured stipulation (in a twin: a twinning or remark; else
 * a command). Short words and words with digits are arguments (piece codes,
 * squares, numbers), whatever keyword they might abbreviate. */
static bool ends_arguments(const PyReader *r, bool twin)
{
    const char *w = r->lx.word;
    if (!w[0])
        return true;
    if (strlen(w) <= 2 || strpbrk(w, "0123456789"))
        return false;
    if (py_word(r->lang, PT_TWIN_START, w) >= 0 || py_word(r->lang, PT_PROBLEM_END, w) >= 0)
        return true;
    if (twin)
        return py_word(r->lang, PT_TWINNING, w) >= 0 || py_word(r->lang, PT_COMMAND, w) == PC_REMARK;
    return py_word(r->lang, PT_COMMAND, w) >= 0;
}

void py_read_condition(PyReader *r, PyPosition *p, bool twin, char *text)
{
    p->flaw[FLAW_CONDITION].msg[0] = '\0'; /* a twin's conditions replace the diagram's */
    for (bool first = true; !ends_arguments(r, twin); py_lex_next(&r->lx), first = false) {
        if (first)
            py_flaw(r, p, FLAW_CONDITION, "condition %s: chiave solves orthodox #2 only", r->lx.word);
        if (text)
            py_text_add(text, "%s", r->lx.word);
    }
}

void py_read_sstipulation(PyReader *r, PyPosition *p, bool twin)
{
    p->flaw[FLAW_STIPULATION].msg[0] = '\0';
    py_flaw(r, p, FLAW_STIPULATION, "sstipulation: chiave reads 'stipulation #2' only");
    while (!ends_arguments(r, twin))
        py_lex_next(&r->lx);
}

/* Whether s is "#2" ("#02" too), case ignored. */
static bool is_mate_in_two(const char *s)
{
    if (*s++ != '#')
        return false;
    while (*s == '0')
        s++;
    return strcmp(s, "2") == 0;
}

/* Whether w is a number: a stipulation's length ("2", "1.5"). */
static bool is_length(const char *w)
{
    if (!isdigit((unsigned char)*w))
        return false;
    while (isdigit((unsigned char)*w))
        w++;
    if (*w == '.')
        for (w++; isdigit((unsigned char)*w); w++)
            ;
    return !*w;
}

void py_read_stipulation(PyReader *r, PyPosition *p, char *text)
{
    char stip[2 * PY_WORD_MAX] = "", bare[2 * PY_WORD_MAX] = "";
    long line = r->lx.prev_line; /* the command's, when no stipulation follows it */
    p->flaw[FLAW_STIPULATION].msg[0] = '\0';
    /* The word after the command is the stipulation, unless it is the next
     * command; its length may be a word of its own ("# 2"). */
    if (!ends_arguments(r, text != NULL)) {
        line = r->lx.word_line;
        snprintf(stip, sizeof stip, "%s", r->lx.word);
        py_lex_next(&r->lx);
        if (is_length(r->lx.word)) {
            size_t n = strlen(stip);
            snprintf(stip + n, sizeof stip - n, " %s", r->lx.word);
            py_lex_next(&r->lx);
        }
    }
    for (size_t i = 0, n = 0; stip[i]; i++)
        if (stip[i] != ' ')
            bare[n++] = stip[i];
    if (!is_mate_in_two(bare)) {
        p->flaw[FLAW_STIPULATION].line = line;
        snprintf(p->flaw[FLAW_STIPULATION].msg, sizeof p->flaw[FLAW_STIPULATION].msg,
                 stip[0] ? "stipulation %.40s: chiave solves orthodox #2 only"
                         : "stipulation missing%s (chiave solves #2)", stip);
    }
    if (text)
        py_text_add(text, "stipulation %s", stip);
}

/* The two squares of move, exchange and shift; the current word is then
 * the second square. */
static bool two_squares(PyReader *r, const char *what, int sq[2])
{
    for (int i = 0; i < 2; i++) {
        py_lex_next(&r->lx);
        sq[i] = strlen(r->lx.word) == 2 ? py_square(r->lx.word) : NO_SQ;
        if (sq[i] == NO_SQ)
            return py_fail(r, "%s: a square expected, not '%.40s'", what, r->lx.word);
    }
    return true;
}

static bool occupied(PyReader *r, const PyPosition *p, const char *what, int sq)
{
    char name[3];
    if (p->board[sq] != EMPTY)
        return true;
    return py_fail(r, "%s: no man on %s", what, py_square_name(sq, name));
}

/* Moves every man by f (file, rank -> file, rank). */
static void transform(PyPosition *p, void (*f)(int *x, int *y, int arg), int arg)
{
    PyPosition old = *p;
    memset(p->board, EMPTY, sizeof p->board);
    for (int sq = 0; sq < 128; sq++) {
        if (OFFBOARD(sq) || old.board[sq] == EMPTY)
            continue;
        int x = FILE_OF(sq), y = RANK_OF(sq);
        f(&x, &y, arg);
        py_put(p, SQ(x, y), &old, sq);
    }
}

/* Turns left by arg quarter turns (Popeye's rotate: a1 goes to h1 at 90). */
static void rotate(int *x, int *y, int quarters)
{
    for (int i = 0; i < quarters; i++) {
        int t = *x;
        *x = 7 - *y;
        *y = t;
    }
}

/* The mirrors of PT_MIRROR, in its order. */
static void mirror(int *x, int *y, int which)
{
    int t = *x;
    switch (which) {
    case 0: *x = 7 - *x; break;                 /* a1<-->h1 */
    case 1: *y = 7 - *y; break;                 /* a1<-->a8 */
    case 2: *x = 7 - *y, *y = 7 - t; break;     /* a1<-->h8 */
    default: *x = *y, *y = t; break;            /* a8<-->h1 */
    }
}

static bool read_shift(PyReader *r, PyPosition *p, char *text)
{
    int sq[2];
    char a[3], b[3], c[3];
    if (!two_squares(r, "shift", sq))
        return false;
    int dx = FILE_OF(sq[1]) - FILE_OF(sq[0]), dy = RANK_OF(sq[1]) - RANK_OF(sq[0]);
    PyPosition old = *p;
    memset(p->board, EMPTY, sizeof p->board);
    for (int s = 0; s < 128; s++) {
        if (OFFBOARD(s) || old.board[s] == EMPTY)
            continue;
        int x = FILE_OF(s) + dx, y = RANK_OF(s) + dy;
        if (x < 0 || x > 7 || y < 0 || y > 7)
            return py_fail(r, "shift %s %s: the man on %s would leave the board",
                           py_square_name(sq[0], a), py_square_name(sq[1], b), py_square_name(s, c));
        py_put(p, SQ(x, y), &old, s);
    }
    py_lex_next(&r->lx);
    py_text_add(text, "shift %s %s", py_square_name(sq[0], a), py_square_name(sq[1], b));
    return true;
}

static bool read_substitute(PyReader *r, PyPosition *p, char *text)
{
    int from, to;
    const char *fairy_from, *fairy_to;
    py_lex_next(&r->lx);
    char from_code[PY_WORD_MAX];
    snprintf(from_code, sizeof from_code, "%s", r->lx.word);
    if (!py_read_walk_word(r, &from, &fairy_from))
        return false;
    char to_code[PY_WORD_MAX];
    snprintf(to_code, sizeof to_code, "%s", r->lx.word);
    if (!py_read_walk_word(r, &to, &fairy_to))
        return false;
    for (int sq = 0; sq < 128; sq++) {
        uint8_t man = p->board[sq];
        if (OFFBOARD(sq) || man == EMPTY)
            continue;
        if (from ? PTYPE(man) != from
                 : PTYPE(man) != FAIRY || p->fairy[sq].attribute || p->fairy[sq].name != fairy_from)
            continue;
        p->board[sq] = PIECE(PCOLOUR(man), to ? to : FAIRY);
        p->fairy[sq] = (PyFairy){ fairy_to, false, r->lx.word_line };
    }
    py_text_add(text, "substitute %s %s",
                from ? (char[2]){ py_piece_letter(PY_EN, from), 0 } : from_code,
                to ? (char[2]){ py_piece_letter(PY_EN, to), 0 } : to_code);
    return true;
}

/* One twinning word and its arguments, at the current word. */
static bool read_change(PyReader *r, PyPosition *p, int kind, char *text)
{
    int sq[64], n;
    char a[3], b[3];
    switch (kind) {
    case TW_MOVE:
    case TW_EXCHANGE: {
        const char *what = kind == TW_MOVE ? "move" : "exchange";
        if (!two_squares(r, what, sq) || !occupied(r, p, what, sq[0]) ||
            (kind == TW_EXCHANGE && !occupied(r, p, what, sq[1])))
            return false;
        py_lex_next(&r->lx);
        PyPosition old = *p;
        py_put(p, sq[1], &old, sq[0]);
        if (kind == TW_MOVE)
            p->board[sq[0]] = EMPTY;
        else
            py_put(p, sq[0], &old, sq[1]);
        py_text_add(text, "%s %s %s", what, py_square_name(sq[0], a), py_square_name(sq[1], b));
        return true;
    }
    case TW_REMOVE: {
        py_lex_next(&r->lx);
        if ((n = py_square_list(r->lx.word, sq)) < 0)
            return py_fail(r, "remove: squares expected, not '%.40s'", r->lx.word);
        char squares[129] = "";
        for (int i = 0; i < n; i++) {
            if (!occupied(r, p, "remove", sq[i]))
                return false;
            p->board[sq[i]] = EMPTY;
            py_square_name(sq[i], squares + 2 * i);
        }
        py_text_add(text, "remove %s", squares);
        py_lex_next(&r->lx);
        return true;
    }
    case TW_ADD: {
        py_text_add(text, "add");
        py_lex_next(&r->lx);
        return py_read_pieces(r, p, true, text);
    }
    case TW_ROTATE: {
        py_lex_next(&r->lx);
        const char *w = r->lx.word;
        int quarters = !strcmp(w, "90") ? 1 : !strcmp(w, "180") ? 2 : !strcmp(w, "270") ? 3 : 0;
        if (!quarters)
            return py_fail(r, "rotate: 90, 180 or 270 expected, not '%s'", w);
        transform(p, rotate, quarters);
        py_text_add(text, "rotate %s", w);
        py_lex_next(&r->lx);
        return true;
    }
    case TW_MIRROR: {
        py_lex_next(&r->lx);
        int which = py_word(r->lang, PT_MIRROR, r->lx.word);
        if (which < 0)
            return py_fail(r, "mirror: a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 expected, not '%s'",
                           r->lx.word);
        transform(p, mirror, which);
        py_text_add(text, "mirror %s", py_keyword(PY_EN, PT_MIRROR, which));
        py_lex_next(&r->lx);
        return true;
    }
    case TW_SHIFT:
        return read_shift(r, p, text);
    case TW_POLISH:
        for (int s = 0; s < 128; s++)
            if (!OFFBOARD(s) && p->board[s] != EMPTY)
                p->board[s] ^= PIECE(1, 0);
        py_text_add(text, "polishtype");
        py_lex_next(&r->lx);
        return true;
    case TW_SUBSTITUTE:
        return read_substitute(r, p, text);
    case TW_STIPULATION:
        py_lex_next(&r->lx);
        py_read_stipulation(r, p, text);
        return true;
    case TW_SSTIPULATION:
        py_text_add(text, "sstipulation");
        py_lex_next(&r->lx);
        py_read_sstipulation(r, p, true);
        return true;
    case TW_CONDITION:
        py_text_add(text, "condition");
        py_lex_next(&r->lx);
        py_read_condition(r, p, true, text);
        return true;
    default: /* TW_CONTINUED after the first word */
        return py_fail(r, "%s: only as the first word of a twin", r->lx.word);
    }
}

bool py_read_twinning(PyReader *r, const PyPosition *diagram, const PyPosition *previous,
                      PyPosition *out, char *text)
{
    text[0] = '\0';
    bool continued = py_word(r->lang, PT_TWINNING, r->lx.word) == TW_CONTINUED;
    *out = continued ? *previous : *diagram;
    memcpy(r->twin_base, out->board, sizeof r->twin_base);
    if (continued) {
        py_text_add(text, "continued");
        py_lex_next(&r->lx);
    }
    for (;;) {
        int kind = py_word(r->lang, PT_TWINNING, r->lx.word);
        if (kind == PY_AMBIGUOUS)
            return py_fail(r, "'%s': more than one twinning starts so", r->lx.word);
        if (kind == PY_NONE) {
            if (py_word(r->lang, PT_COMMAND, r->lx.word) != PC_REMARK)
                break;
            free(py_lex_rest_of_line(&r->lx)); /* a remark */
            continue;
        }
        if (!read_change(r, out, kind, text))
            return false;
    }
    /* A twin that changes nothing is no twin: a word that is not a twinning
     * (a misspelt one) must not pass for the diagram again. */
    if (!text[0]) {
        if (r->lx.word[0] && py_word(r->lang, PT_TWIN_START, r->lx.word) < 0 &&
            py_word(r->lang, PT_PROBLEM_END, r->lx.word) < 0)
            return py_fail(r, "twin: '%s' is not a twinning", r->lx.word);
        return py_fail_at(r, r->lx.prev_line, "twin: no twinning given"); /* `twin`'s line */
    }
    return true;
}
