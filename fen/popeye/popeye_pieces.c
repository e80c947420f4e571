/* popeye_pieces.c - the men of a Popeye problem: the `pieces` command (also
 * a twin's `add`), `forsyth`, and the squares they stand on. Pieces are read
 * as Popeye reads them (input/plaintext/pieces.c): a word is a piece code of
 * one letter when its length is odd, of two when even, then its squares. */
#include "fen/popeye/popeye_state.h"

#include <ctype.h>
#include <string.h>
#include "solver/board.h"

int py_square(const char *s)
{
    char name[2] = { (char)tolower((unsigned char)s[0]), s[0] ? s[1] : '\0' }; /* Popeye's "E4" too */
    return square_parse(name);
}

const char *py_square_name(int sq, char *buf)
{
    buf[0] = (char)('a' + FILE_OF(sq));
    buf[1] = (char)('1' + RANK_OF(sq));
    buf[2] = '\0';
    return buf;
}

int py_square_list(const char *word, int *sq)
{
    int n = 0;
    size_t len = strlen(word);
    if (len == 0 || len % 2 || len > 128)
        return -1;
    for (size_t i = 0; i < len; i += 2)
        if ((sq[n++] = py_square(word + i)) == NO_SQ)
            return -1;
    return n;
}

/* Whether word reads as squares, a letter and a digit each ("b9", "a1h9"),
 * whether or not they are on the board. */
static bool squares_shaped(const char *word)
{
    size_t len = strlen(word);
    for (size_t i = 0; i < len; i += 2)
        if (!isalpha((unsigned char)word[i]) || !isdigit((unsigned char)word[i + 1]))
            return false;
    return len > 0 && len % 2 == 0;
}

/* A piece code: the orthodox type (1..6), or 0 with its fairy name, or -1
 * when code names no piece. Hunters ("R/B") are fairy pieces. */
static int walk_of(PyLang lang, const char *code, const char **fairy_name)
{
    *fairy_name = NULL;
    if (strchr(code, '/')) {
        *fairy_name = "hunter";
        return 0;
    }
    int type = py_orthodox_piece(lang, code);
    if (type)
        return type;
    *fairy_name = py_fairy_piece(lang, code);
    return *fairy_name ? 0 : -1;
}

void py_put(PyPosition *dst, int to, const PyPosition *src, int from)
{
    dst->board[to] = src->board[from];
    dst->fairy[to] = src->fairy[from];
}

long py_fairy_flaw(const PyPosition *p, PyLang lang, char *buf, size_t len)
{
    for (int rank = 7; rank >= 0; rank--)
        for (int file = 0; file < 8; file++) {
            int sq = SQ(file, rank);
            if (PTYPE(p->board[sq]) != FAIRY)
                continue;
            const PyFairy *f = &p->fairy[sq];
            char name[3];
            snprintf(buf, len, "%s%s%s on %s: chiave solves orthodox #2 only%s",
                     f->attribute ? "" : "fairy piece ", f->name, f->attribute ? " piece" : "",
                     py_square_name(sq, name),
                     lang == PY_EN && !strcmp(f->name, "nightrider") ? " (Popeye's knight is S)" : "");
            return f->line;
        }
    return 0;
}

/* Puts a man of colour c on the squares: an orthodox one of type, or a
 * fairy one (what: its name, or the attribute that makes it one). */
static void place(PyReader *r, PyPosition *p, bool twin, int colour, int type,
                  const PyFairy *what, const int *sq, int n)
{
    char name[3];
    for (int i = 0; i < n; i++) {
        if (p->board[sq[i]] != EMPTY && !twin)
            py_warn(r, "pieces: two men on %s, the last one kept", py_square_name(sq[i], name));
        if (what) {
            p->board[sq[i]] = PIECE(colour, FAIRY);
            p->fairy[sq[i]] = *what;
            p->fairy[sq[i]].line = r->lx.word_line;
        } else {
            p->board[sq[i]] = PIECE(colour, type);
        }
    }
}

/* One word of pieces ("kb6", "bc4c7e4", or "k" with its squares in the next
 * word) at the current word; attr: the attribute that makes them fairy men,
 * or NULL. Returns 1 when read, 0 when the word is no piece (left for the
 * caller), -1 on malformed input. */
static int read_walk(PyReader *r, PyPosition *p, bool twin, int colour, const char *attr, char *text)
{
    const char *w = r->lx.word;
    size_t len = strlen(w), clen;
    const char *slash = strchr(w, '/');
    if (slash && slash - w <= 2) /* a hunter: away/home, then squares */
        clen = (size_t)(slash - w) + 1 + ((len - (size_t)(slash - w) - 1) % 2 ? 1 : 2);
    else
        clen = len % 2 ? 1 : 2;
    if (clen > len || r->lx.strange)
        return 0;
    char code[8];
    memcpy(code, w, clen);
    code[clen] = '\0';
    const char *fairy_name;
    int type = walk_of(r->lang, code, &fairy_name);
    if (type < 0)
        return 0;
    int sq[64], n;
    if (clen == len) { /* the squares are the next word */
        py_lex_next(&r->lx);
        if ((n = py_square_list(r->lx.word, sq)) < 0)
            return py_fail(r, "pieces: squares expected after '%s', not '%s'", code, r->lx.word), -1;
    } else if ((n = py_square_list(w + clen, sq)) < 0) {
        /* "qb9": a man on squares of which one is off the board, not the next command */
        if (squares_shaped(w + clen))
            return py_fail(r, "pieces: squares expected after '%s', not '%.40s'", code, w + clen), -1;
        return 0;
    }
    PyFairy what = { attr ? attr : fairy_name, attr != NULL, 0 };
    place(r, p, twin, colour, type, attr || !type ? &what : NULL, sq, n);
    if (text) {
        char squares[129] = "";
        for (int i = 0; i < n; i++)
            py_square_name(sq[i], squares + 2 * i);
        py_text_add(text, "%c%s%s", type ? py_piece_letter(PY_EN, type) : (char)toupper((unsigned char)code[0]),
                    type ? "" : code + 1, squares);
    }
    py_lex_next(&r->lx);
    return 1;
}

bool py_read_pieces(PyReader *r, PyPosition *p, bool twin, char *text)
{
    static const char *const colour_en[] = { "white", "black" };
    for (int groups = 0;; groups++) {
        int c = py_word(r->lang, PT_COLOUR, r->lx.word);
        if (c == PY_NONE && groups > 0)
            return true;
        if (c < 0)
            return py_fail(r, "pieces: a colour (%s, %s) expected, not '%.40s'",
                           py_keyword(r->lang, PT_COLOUR, COL_WHITE),
                           py_keyword(r->lang, PT_COLOUR, COL_BLACK), r->lx.word);
        py_lex_next(&r->lx);
        if (c == COL_INVISIBLE) { /* a number of total invisibles */
            py_flaw(r, p, FLAW_OPTION, "%s pieces: chiave solves orthodox #2 only",
                    py_keyword(r->lang, PT_COLOUR, c));
            py_lex_next(&r->lx);
            continue;
        }
        const char *attr = c == COL_NEUTRAL ? "neutral" : NULL;
        if (text)
            py_text_add(text, "%s", c == COL_NEUTRAL ? "neutral" : colour_en[c]);
        int spec;
        while ((spec = py_word(r->lang, PT_SPEC, r->lx.word)) >= 0) {
            if (!attr)
                attr = py_keyword(r->lang, PT_SPEC, spec);
            if (text)
                py_text_add(text, "%s", py_keyword(PY_EN, PT_SPEC, spec));
            py_lex_next(&r->lx);
        }
        int got, walks = 0;
        while ((got = read_walk(r, p, twin, c == COL_BLACK ? BLACK : WHITE, attr, text)) > 0)
            walks++;
        if (got < 0)
            return false;
        if (walks == 0)
            return py_fail(r, "pieces: '%.40s' is not a piece with its squares", r->lx.word);
    }
}

bool py_read_forsyth(PyReader *r, PyPosition *p)
{
    const char *t = r->lx.word;
    int idx = 0; /* a8 = 0, b8, ..., h1 = 63; empty squares past h1 are no harm */
    while (*t) {
        if (isdigit((unsigned char)*t)) {
            int num = *t++ - '0';
            if (isdigit((unsigned char)*t))
                num = 10 * num + (*t++ - '0');
            idx += num;
            continue;
        }
        if (*t == '/') {
            t++;
            continue;
        }
        int colour = -1;
        if (*t == '+' || *t == '-' || *t == '=')
            colour = *t == '+' ? WHITE : *t == '-' ? BLACK : 2, t++;
        char code[3] = { 0 };
        size_t clen = *t == '.' ? (t++, 2) : 1;
        if (strlen(t) < clen)
            return py_fail(r, "forsyth: a piece expected at the end of '%.40s'", r->lx.word);
        memcpy(code, t, clen);
        if (colour < 0)
            colour = islower((unsigned char)code[0]) ? BLACK : WHITE;
        const char *fairy_name;
        int type = walk_of(r->lang, code, &fairy_name);
        if (type < 0)
            return py_fail(r, "forsyth: '%s' is not a piece", code);
        if (idx >= 64)
            return py_fail(r, "forsyth: more than 64 squares in '%.40s'", r->lx.word);
        int sq = SQ(idx % 8, 7 - idx / 8);
        PyFairy what = { colour == 2 ? "neutral" : fairy_name, colour == 2, 0 };
        place(r, p, true, colour == BLACK ? BLACK : WHITE, type, colour == 2 || !type ? &what : NULL, &sq, 1);
        t += clen;
        idx++;
    }
    py_lex_next(&r->lx);
    return true;
}

bool py_read_walk_word(PyReader *r, int *type, const char **fairy_name)
{
    *type = strlen(r->lx.word) <= 2 ? walk_of(r->lang, r->lx.word, fairy_name) : -1;
    if (*type < 0)
        return py_fail(r, "'%s' is not a piece", r->lx.word);
    py_lex_next(&r->lx);
    return true;
}
