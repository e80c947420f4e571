/* figurine.c - the piece letters of a text's moves as figurines. */
#include "solver/report/figurine.h"

#include <ctype.h>
#include <string.h>

/* U+2654..U+2658, indexed by piece type (KNIGHT..KING). */
static const char *const FIGURINE[7] = { NULL, NULL, "♘", "♗", "♖", "♕", "♔" };

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

void figurine_write(FILE *out, const char *text, Lang lang)
{
    for (const char *p = text; *p; p++) {
        bool boundary = p == text || !isalnum((unsigned char)p[-1]);
        int t = piece_of(*p, lang);
        bool man = t && boundary && (square_follows(p + 1) || random_follows(p + 1));
        bool promotion = t && !isalnum((unsigned char)p[1]) && promotion_at(text, p, lang);
        if (man || promotion)
            fputs(FIGURINE[t], out);
        else
            fputc(*p, out);
    }
}
