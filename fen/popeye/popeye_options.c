/* popeye_options.c - Popeye's `option` command (input/plaintext/option.c):
 * the options that shape the position (enpassant, nocastling, halfduplex,
 * duplex), those that ask for analysis (try, defence N, setplay, variation,
 * maxtime N), and the rest, read with their arguments and ignored with a
 * warning: chiave cannot honour them, and says so. */
#include "fen/popeye/popeye_options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Reads a whole-word integer in [lo, hi] after the option. */
static bool number(PyReader *r, const char *option, long lo, long hi, long *out)
{
    py_lex_next(&r->lx);
    char *end;
    errno = 0;
    long v = strtol(r->lx.word, &end, 10);
    if (errno || end == r->lx.word || *end || v < lo || v > hi)
        return py_fail(r, "option %s: a number from %ld to %ld expected, not '%s'", option, lo, hi,
                       r->lx.word);
    *out = v;
    return true;
}

/* Reads the word of squares after the option into sq (room for 64). */
static bool squares(PyReader *r, const char *option, int *sq, int *n)
{
    py_lex_next(&r->lx);
    if ((*n = py_square_list(r->lx.word, sq)) < 0)
        return py_fail(r, "option %s: squares expected, not '%s'", option, r->lx.word);
    return true;
}

/* Notes an option chiave does not honour, read at line, for the warning. */
static void ignore(PyOptions *o, const char *name, const char *why, long line)
{
    size_t len = strlen(o->ignored);
    char at[32] = "";
    if (!len)
        o->ignored_line = line;
    else if (line != o->ignored_line)
        snprintf(at, sizeof at, " (line %ld)", line);
    snprintf(o->ignored + len, sizeof o->ignored - len, "%s%s%s%s", len ? ", " : "", name, why, at);
}

/* One option (its index k) and its arguments; the current word is the option. */
static bool read_option(PyReader *r, PyPosition *p, PyOptions *o, int k)
{
    const char *name = py_keyword(PY_EN, PT_OPTION, k);
    long v, at = r->lx.word_line;
    switch (k) {
    case OPT_DEFENCE:
        if (!number(r, name, 1, 1000, &v))
            return false;
        o->asks.refutations = (int)v;
        o->asks.tries = true;
        break;
    case OPT_MAXTIME:
        if (!number(r, name, 1, 1000000000L, &v))
            return false;
        o->asks.max_time = (double)v;
        break;
    case OPT_TRY: /* as Popeye: defence 1 */
        o->asks.tries = true;
        o->asks.refutations = 1;
        break;
    case OPT_SETPLAY: o->asks.set_play = true; break;
    case OPT_VARIATION: o->asks.variations = true; break;
    case OPT_HALFDUPLEX:
    case OPT_DUPLEX:
        if (o->halfduplex || o->duplex)
            return py_fail(r, "option %s: duplex and halfduplex exclude each other", name);
        if (k == OPT_DUPLEX)
            o->duplex = true;
        else
            o->halfduplex = true;
        break;
    case OPT_ENPASSANT: {
        int sq[64], n;
        if (!squares(r, name, sq, &n))
            return false;
        /* Departure, the square passed, arrival: a pawn's double step. */
        o->ep = NO_SQ;
        if (n == 3 && FILE_OF(sq[0]) == FILE_OF(sq[2]) && FILE_OF(sq[1]) == FILE_OF(sq[0]) &&
            ((RANK_OF(sq[0]) == 1 && RANK_OF(sq[1]) == 2 && RANK_OF(sq[2]) == 3) ||
             (RANK_OF(sq[0]) == 6 && RANK_OF(sq[1]) == 5 && RANK_OF(sq[2]) == 4)))
            o->ep = sq[1];
        else
            py_flaw(r, p, FLAW_OPTION, "option enpassant %s: not a pawn's double step "
                    "(chiave solves orthodox #2 only)", r->lx.word);
        break;
    }
    case OPT_NOCASTLING: {
        int sq[64], n;
        if (!squares(r, name, sq, &n))
            return false;
        for (int i = 0; i < n; i++)
            o->no_castling[o->n_no_castling < 64 ? o->n_no_castling++ : 63] = sq[i];
        break;
    }
    case OPT_POSTKEYPLAY:
        ignore(o, name, " (the play after the key is the set play of the #2 shown)", at);
        break;
    case OPT_NOTHREAT:
        ignore(o, name, " (threats are shown)", at);
        break;
    case OPT_NONTRIVIAL: /* two arguments, then as the one-argument ones */
        py_lex_next(&r->lx);
        /* fall through */
    case OPT_MAXSOLUTIONS: case OPT_THREAT: case OPT_MAXFLIGHTS: case OPT_STARTMOVENUMBER:
    case OPT_UPTOMOVENUMBER: case OPT_CASTLINGEXCLUSIVE:
        py_lex_next(&r->lx); /* the argument of an option ignored */
        ignore(o, name, "", at);
        break;
    default:
        ignore(o, name, "", at);
        break;
    }
    py_lex_next(&r->lx);
    /* beep and intelligent may be followed by a number. */
    if ((k == OPT_BEEP || k == OPT_INTELLIGENT) && r->lx.word[0] >= '0' && r->lx.word[0] <= '9')
        py_lex_next(&r->lx);
    return true;
}

bool py_read_options(PyReader *r, PyPosition *p, PyOptions *o)
{
    for (int count = 0;; count++) {
        int k = py_word(r->lang, PT_OPTION, r->lx.word);
        if (k == PY_AMBIGUOUS)
            return py_fail(r, "option: '%s' matches more than one option", r->lx.word);
        if (k == PY_NONE) {
            if (count == 0)
                return py_fail(r, "option: '%s' is not an option", r->lx.word);
            return true;
        }
        if (!read_option(r, p, o, k))
            return false;
    }
}

int py_castling(const uint8_t board[128], const PyOptions *o)
{
    static const struct { int bit, colour, king, rook; } home[4] = {
        { CASTLE_WK, WHITE, SQ(4, 0), SQ(7, 0) }, { CASTLE_WQ, WHITE, SQ(4, 0), SQ(0, 0) },
        { CASTLE_BK, BLACK, SQ(4, 7), SQ(7, 7) }, { CASTLE_BQ, BLACK, SQ(4, 7), SQ(0, 7) },
    };
    int castle = 0;
    for (int i = 0; i < 4; i++) {
        if (board[home[i].king] != PIECE(home[i].colour, KING) ||
            board[home[i].rook] != PIECE(home[i].colour, ROOK))
            continue;
        bool barred = false;
        for (int j = 0; j < o->n_no_castling; j++)
            barred |= o->no_castling[j] == home[i].king || o->no_castling[j] == home[i].rook;
        if (!barred)
            castle |= home[i].bit;
    }
    return castle;
}
