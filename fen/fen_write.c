/* fen_write.c - a Position as a six-field FEN. */
#include <stdio.h>
#include "fen/fen.h"

char *fen_write(const Position *pos, char *buf, size_t len)
{
    char tmp[160]; /* a FEN is at most 71 + 15 + two 11-digit numbers */
    size_t n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            uint8_t pc = pos->board[SQ(file, rank)];
            if (pc == EMPTY) {
                empty++;
                continue;
            }
            if (empty)
                tmp[n++] = (char)('0' + empty), empty = 0;
            tmp[n++] = (PCOLOUR(pc) == WHITE ? " PNBRQK" : " pnbrqk")[PTYPE(pc)];
        }
        if (empty)
            tmp[n++] = (char)('0' + empty);
        if (rank)
            tmp[n++] = '/';
    }
    tmp[n++] = ' ';
    tmp[n++] = pos->side == WHITE ? 'w' : 'b';
    tmp[n++] = ' ';
    if (!pos->castle)
        tmp[n++] = '-';
    for (int i = 0; i < 4; i++)
        if (pos->castle & (1 << i)) /* CASTLE_WK, WQ, BK, BQ */
            tmp[n++] = "KQkq"[i];
    tmp[n++] = ' ';
    if (pos->ep == NO_SQ)
        tmp[n++] = '-';
    else
        tmp[n++] = (char)('a' + FILE_OF(pos->ep)), tmp[n++] = (char)('1' + RANK_OF(pos->ep));
    snprintf(tmp + n, sizeof tmp - n, " %d %d", pos->halfmove, pos->fullmove);
    if (len)
        snprintf(buf, len, "%s", tmp);
    return buf;
}
