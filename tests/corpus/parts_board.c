/* parts_board.c - a board of a record's FEN with its moves played (uci), for the
 * parts no motive holds: a battery's rear piece seeing the king through the
 * square the mating man left. Only what the check needs: men on squares, the
 * moves as the record gives them (captures, castling, en passant, promotion),
 * no legality. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "tests/corpus/parts_board.h"

int board_square(const char *name)
{
    if (!name || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8')
        return -1;
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

bool board_from_fen(Board *b, const char *fen)
{
    memset(b->sq, '.', sizeof b->sq);
    int file = 0, rank = 7;
    const char *c = fen;
    for (; *c && *c != ' '; c++) {
        if (*c == '/') {
            file = 0, rank--;
        } else if (*c >= '1' && *c <= '8') {
            file += *c - '0';
        } else {
            if (file > 7 || rank < 0)
                return false;
            b->sq[rank * 8 + file++] = *c;
        }
    }
    b->white_moves = c[0] != ' ' || c[1] != 'b';
    return rank == 0;
}

void board_play(Board *b, const char *uci)
{
    int from = board_square(uci), to = board_square(uci + 2);
    if (from < 0 || to < 0)
        return;
    char man = b->sq[from];
    if (toupper(man) == 'K' && abs(to - from) == 2) { /* castling: the rook crosses */
        int rook = to > from ? from + 3 : from - 4, over = (from + to) / 2;
        b->sq[over] = b->sq[rook];
        b->sq[rook] = '.';
    }
    if (toupper(man) == 'P' && (to - from) % 8 != 0 && b->sq[to] == '.')
        b->sq[(from / 8) * 8 + to % 8] = '.'; /* en passant */
    b->sq[to] = uci[4] ? (char)(isupper(man) ? toupper(uci[4]) : uci[4]) : man;
    b->sq[from] = '.';
}

int board_king(const Board *b, bool white)
{
    for (int s = 0; s < 64; s++)
        if (b->sq[s] == (white ? 'K' : 'k'))
            return s;
    return -1;
}

/* Whether a man of kind c slides along step (df, dr). */
static bool slides(char c, int df, int dr)
{
    c = (char)toupper(c);
    return c == 'Q' || (c == 'R' && (df == 0 || dr == 0)) || (c == 'B' && df != 0 && dr != 0);
}

/* The step (*df, *dr) from square a along a rank, file or diagonal to b, with
 * every square between them empty; false when no such clear line joins them. */
static bool clear_line(const Board *b, int a, int to, int *df, int *dr)
{
    int f = to % 8 - a % 8, r = to / 8 - a / 8;
    if ((f == 0 && r == 0) || (f != 0 && r != 0 && abs(f) != abs(r)))
        return false;
    *df = (f > 0) - (f < 0), *dr = (r > 0) - (r < 0);
    for (int x = a + *dr * 8 + *df; x != to; x += *dr * 8 + *df)
        if (b->sq[x] != '.')
            return false;
    return true;
}

int board_sees_through(const Board *b, int x, int target, bool white)
{
    int df, dr;
    if (b->sq[x] != '.' || !clear_line(b, x, target, &df, &dr))
        return -1; /* no line from x to the target, or it is blocked */
    for (int f = x % 8 - df, r = x / 8 - dr; f >= 0 && f < 8 && r >= 0 && r < 8; f -= df, r -= dr) {
        char c = b->sq[r * 8 + f];
        if (c == '.')
            continue;
        return (isupper(c) != 0) == white && slides(c, df, dr) ? r * 8 + f : -1;
    }
    return -1;
}

/* Whether the man on s attacks square t (its own moves; a slider's line clear). */
static bool attacks(const Board *b, int s, int t)
{
    char c = b->sq[s];
    int df = t % 8 - s % 8, dr = t / 8 - s / 8;
    switch (toupper(c)) {
    case 'P':
        return abs(df) == 1 && dr == (isupper(c) ? 1 : -1);
    case 'N':
        return abs(df * dr) == 2;
    case 'K':
        return abs(df) <= 1 && abs(dr) <= 1 && (df || dr);
    }
    int sf, sr;
    return clear_line(b, s, t, &sf, &sr) && slides(c, sf, sr);
}

bool board_in_check(const Board *b, bool white)
{
    int k = board_king(b, white);
    for (int s = 0; k >= 0 && s < 64; s++)
        if (b->sq[s] != '.' && (isupper(b->sq[s]) != 0) != white && attacks(b, s, k))
            return true;
    return false;
}
