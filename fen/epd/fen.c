/* fen.c - splitting a FEN/EPD line and checking the form of FEN fields 1-4. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_epd.h"
#include "fen/epd/fen_position.h"
#include "fen/fen_text.h"

typedef struct {
    const char *s;
    size_t n;
} Span;

static int parse_placement(Span f, FenFields *out, char *err, size_t errlen)
{
    size_t ranks = 1;
    for (size_t i = 0; i < f.n; i++)
        ranks += f.s[i] == '/';
    if (ranks != 8) { /* likely no FEN at all (a twinning, a word): show what was read */
        char echo[FEN_ECHO];
        fen_echo(echo, f.s, f.n);
        fen_errf(err, errlen, "field 1: '%s' is not a FEN board: %zu rank%s of 8", echo, ranks,
                 ranks == 1 ? "" : "s");
        return -1;
    }
    size_t i = 0;
    for (int rank = 7; rank >= 0; rank--, i++) { /* i++ skips the '/' */
        size_t squares = 0; /* counted past 8 so that the message says how many */
        for (; i < f.n && f.s[i] != '/'; i++) {
            char c = f.s[i];
            const char *p;
            if (c >= '1' && c <= '8') {
                squares += (size_t)(c - '0');
            } else if (c != '\0' && (p = strchr("PNBRQKpnbrqk", c)) != NULL) {
                int idx = (int)(p - "PNBRQKpnbrqk");
                if (squares < 8)
                    out->board[SQ((int)squares, rank)] = PIECE(idx / 6, idx % 6 + 1);
                squares++;
            } else {
                char echo[FEN_ECHO];
                size_t len = fen_utf8_cut(f.s + i, f.n - i, 1); /* one character */
                if (len == 0) /* a multi-byte character: echo it whole */
                    for (len = 1; i + len < f.n && ((unsigned char)f.s[i + len] & 0xc0) == 0x80; len++)
                        ;
                fen_echo(echo, f.s + i, len);
                if (c >= '0' && c <= '9')
                    fen_errf(err, errlen, "field 1, rank %d: bad digit '%s' (1-8)", rank + 1, echo);
                else
                    fen_errf(err, errlen, "field 1, rank %d: unknown piece letter '%s'", rank + 1, echo);
                return -1;
            }
        }
        if (squares != 8) {
            fen_errf(err, errlen, "field 1, rank %d: %zu square%s", rank + 1, squares,
                     squares == 1 ? "" : "s");
            return -1;
        }
    }
    return 0;
}

static int parse_side(Span f, FenFields *out, char *err, size_t errlen)
{
    if (f.n == 1 && (f.s[0] == 'w' || f.s[0] == 'b')) {
        out->side = f.s[0] == 'w' ? WHITE : BLACK;
        return 0;
    }
    char echo[FEN_ECHO];
    fen_errf(err, errlen, "field 2: side must be w or b, not '%s'", fen_echo(echo, f.s, f.n));
    return -1;
}

static int parse_castling(Span f, FenFields *out, char *err, size_t errlen)
{
    char echo[FEN_ECHO];
    out->castle = 0;
    if (f.n == 1 && f.s[0] == '-')
        return 0;
    for (size_t i = 0; i < f.n; i++) {
        const char *p = f.s[i] ? strchr("KQkq", f.s[i]) : NULL;
        if (!p) {
            fen_errf(err, errlen, "field 3: bad castling rights '%s' (letters KQkq or -)",
                     fen_echo(echo, f.s, f.n));
            return -1;
        }
        int bit = 1 << (p - "KQkq"); /* CASTLE_WK, WQ, BK, BQ in this order */
        if (out->castle & bit) {
            fen_errf(err, errlen, "field 3: castling letter '%c' repeated", f.s[i]);
            return -1;
        }
        out->castle |= bit;
    }
    return 0;
}

static int parse_ep(Span f, FenFields *out, char *err, size_t errlen)
{
    out->ep = NO_SQ;
    if (f.n == 1 && f.s[0] == '-')
        return 0;
    if (f.n == 2 && f.s[0] >= 'a' && f.s[0] <= 'h' && (f.s[1] == '3' || f.s[1] == '6')) {
        out->ep = SQ(f.s[0] - 'a', f.s[1] - '1');
        return 0;
    }
    char echo[FEN_ECHO];
    fen_errf(err, errlen, "field 4: bad e.p. square '%s'", fen_echo(echo, f.s, f.n));
    return -1;
}

/* Appends span f (and a separating space) to out->fen, cutting if absurdly long. */
static void add_to_fen(Problem *out, Span f)
{
    size_t len = strlen(out->fen), room = sizeof out->fen - 1 - len;
    if (len > 0 && room > 0) {
        out->fen[len++] = ' ';
        room--;
    }
    size_t cut = fen_utf8_cut(f.s, f.n, room);
    memcpy(out->fen + len, f.s, cut);
    out->fen[len + cut] = '\0';
}

int fen_parse_n(const char *line, size_t len, Problem *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    board_clear(&out->pos);
    /* The limit of a file's line holds for a FEN from anywhere (a request's
     * "fen"), checked before any work. */
    if (len - (len > 0 && line[len - 1] == '\n') > FEN_LINE_MAX) {
        fen_errf(err, errlen, FEN_LINE_LONG_MSG);
        return -1;
    }
    if (fen_check_text(line, len, err, errlen))
        return -1;

    /* Fields 1-4 end at white space or at the ';' of an EPD line ("w - -; id ..."). */
    Span f[4];
    int nf = 0;
    const char *p = line, *end = line + len;
    while (nf < 4) {
        while (p < end && fen_is_space(*p))
            p++;
        f[nf].s = p;
        while (p < end && !fen_is_space(*p) && *p != ';')
            p++;
        f[nf].n = (size_t)(p - f[nf].s);
        if (f[nf].n == 0)
            break;
        add_to_fen(out, f[nf++]);
    }

    /* A FEN that stops after field 1, 2 or 3 is completed as SPEC "Input" says:
     * White to move, no castling, no e.p. square. The record's fen holds the
     * four completed fields; a note says what was added. */
    static const char *const completion[4] = { NULL, "w", "-", "-" };
    int read = nf;
    for (; nf > 0 && nf < 4; nf++) {
        f[nf] = (Span){ completion[nf], 1 };
        add_to_fen(out, f[nf]);
    }

    /* The tail first, so that an error record can still carry the id. */
    char tail_err[FEN_MSG];
    int tail_rc = nf == 4 ? fen_parse_tail(p, (size_t)(end - p), out, tail_err, sizeof tail_err) : 0;

    static int (*const check[4])(Span, FenFields *, char *, size_t) = {
        parse_placement, parse_side, parse_castling, parse_ep,
    };
    FenFields ff;
    memset(&ff, 0, sizeof ff);
    for (int k = 0; k < nf; k++)
        if (check[k](f[k], &ff, err, errlen))
            return -1;
    if (nf == 0) {
        fen_errf(err, errlen, "missing field 1 (no position)");
        return -1;
    }
    if (tail_rc) {
        fen_errf(err, errlen, "%s", tail_err);
        return -1;
    }
    if (read < 4) {
        static const char *const added[4] = {
            NULL, "w - -' (White to move, no castling, no e.p. square)",
            "- -' (no castling, no e.p. square)", "-' (no e.p. square)",
        };
        snprintf(out->warnings, sizeof out->warnings, "the FEN stops after field %d: completed with '%s",
                 read, added[read]);
    }
    return fen_build_position(&ff, FEN_FIELD_WORDS, out, err, errlen);
}

int fen_parse_line(const char *line, Problem *out, char *err, size_t errlen)
{
    return fen_parse_n(line, strlen(line), out, err, errlen);
}

int fen_line_is_blank(const char *line)
{
    return fen_blank_n(line, strlen(line));
}
