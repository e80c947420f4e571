/* figurine.c - the piece letters of a text's moves as figurines. */
#include "solver/report/figurine.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "solver/report/tr.h"

/* U+2654..U+2659, indexed by piece type (PAWN..KING). */
static const char *const FIGURINE[7] = { NULL, "♙", "♘", "♗", "♖", "♕", "♔" };

/* The piece type whose letter in lang is c (KNIGHT..KING), or 0. */
static int piece_of(char c, Lang lang)
{
    for (int t = KNIGHT; t <= KING; t++)
        if (piece_letter(lang, t) == c)
            return t;
    return 0;
}

static bool file_c(char c) { return c >= 'a' && c <= 'h'; }
static bool rank_c(char c) { return c >= '1' && c <= '8'; }

/* Whether s starts with a square after a piece letter: [file][rank][x]square, the
 * capture also as "(x)", the short form of a mate that takes after one defence
 * and not after another ("2.R(x)c7#"). */
static bool square_follows(const char *s)
{
    for (int from = 0; from < 4; from++) { /* none, file, rank, both */
        const char *p = s;
        if ((from & 1) && !file_c(*p++))
            continue;
        if ((from & 2) && !rank_c(*p++))
            continue;
        if (*p == 'x')
            p++;
        else if (strncmp(p, "(x)", 3) == 0)
            p += 3;
        if (file_c(p[0]) && rank_c(p[1]) && !isalnum((unsigned char)p[2]))
            return true;
    }
    return false;
}

/* Whether s starts with a random move's mark after a piece letter: [file][rank]~ ("R~", "Rb~"). */
static bool random_follows(const char *s)
{
    s += file_c(*s);
    s += rank_c(*s);
    return *s == '~';
}

/* Whether the letter at p (of text) is a promotion's piece: after "=", or after "/"
 * in a pawn's promotions on one square written as one ("a1=Q/R/B/N"). */
static bool promotion_at(const char *text, const char *p, Lang lang)
{
    while (p - text >= 2 && p[-1] == '/' && piece_of(p[-2], lang))
        p -= 2;
    return p > text && p[-1] == '=';
}

/* Whether the letter at p (of text) follows a man's colour in a twin's
 * heading: "+bPc5", "+wQa7" (the twinning's colour letters of lang). */
static bool after_colour(const char *text, const char *p, Lang lang)
{
    if (p - text < 2 || p[-2] != '+')
        return false;
    const char *w = tr_c(lang, "twinning", "w"), *b = tr_c(lang, "twinning", "b");
    return (strlen(w) == 1 && p[-1] == w[0]) || (strlen(b) == 1 && p[-1] == b[0]);
}

/* The length of the FEN board that starts at p (a word of eight ranks, seven
 * '/'), else 0: "7k/Qb6/8/..." keeps its letters, a Q at a rank's start too. */
static size_t board_at(const char *text, const char *p)
{
    if (p != text && p[-1] != ' ' && p[-1] != '\n')
        return 0;
    size_t n = strcspn(p, " \n"), slashes = 0;
    if (strspn(p, "12345678pnbrqkPNBRQK/") < n) /* not mates joined by '/' */
        return 0;
    for (size_t i = 0; i < n; i++)
        slashes += p[i] == '/';
    return slashes == 7 ? n : 0;
}

void figurine_write(FILE *out, const char *text, Lang lang)
{
    for (const char *p = text; *p; p++) {
        size_t board = board_at(text, p);
        if (board) {
            fwrite(p, 1, board, out);
            p += board - 1;
            continue;
        }
        bool boundary = p == text || !isalnum((unsigned char)p[-1]) || after_colour(text, p, lang);
        int t = piece_of(*p, lang);
        /* a pawn's letter only before its square: a twin's "Pb6→d5", "-Pb6", "+bPc5"
         * (a pawn's move has none) */
        if (!t && *p == piece_letter(lang, PAWN) && file_c(p[1]) && rank_c(p[2]) && !isalnum((unsigned char)p[3])
            && (p == text || p[-1] == ' ' || p[-1] == '-' || after_colour(text, p, lang)))
            t = PAWN;
        bool man = t && boundary && (t == PAWN || square_follows(p + 1) || random_follows(p + 1));
        bool promotion = t && !isalnum((unsigned char)p[1]) && promotion_at(text, p, lang);
        if (man || promotion)
            fputs(FIGURINE[t], out);
        else
            fputc(*p, out);
    }
}

void figurine_through(FILE *out, bool figurine, Lang lang, void (*write)(FILE *f, const void *ctx),
                      size_t (*head)(const void *ctx), const void *ctx)
{
    if (!figurine) {
        write(out, ctx);
        return;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return;
    write(f, ctx);
    if (fclose(f) == 0) {
        size_t words = head ? head(ctx) : 0;
        fwrite(text, 1, words, out);
        figurine_write(out, text + words, lang);
    }
    free(text);
}
