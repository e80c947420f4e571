/* fen_write.c - a Position as a six-field FEN. */
#include <stdio.h>
#include "fen/epd/fen.h"

char *fen_write_fields(const uint8_t board[128], int side, int castle, int ep, char *buf, size_t len)
{
    char tmp[100]; /* four fields are at most 71 + 1 + 1 + 1 + 4 + 1 + 2 */
    size_t n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            uint8_t pc = board[SQ(file, rank)];
            if (pc == EMPTY) {
                empty++;
                continue;
            }
            if (empty)
                tmp[n++] = (char)('0' + empty), empty = 0;
            tmp[n++] = (PCOLOUR(pc) == WHITE ? " PNBRQK?" : " pnbrqk?")[PTYPE(pc)];
        }
        if (empty)
            tmp[n++] = (char)('0' + empty);
        if (rank)
            tmp[n++] = '/';
    }
    tmp[n++] = ' ';
    tmp[n++] = side == WHITE ? 'w' : 'b';
    tmp[n++] = ' ';
    if (!castle)
        tmp[n++] = '-';
    for (int i = 0; i < 4; i++)
        if (castle & (1 << i)) /* CASTLE_WK, WQ, BK, BQ */
            tmp[n++] = "KQkq"[i];
    tmp[n++] = ' ';
    if (ep == NO_SQ)
        tmp[n++] = '-';
    else
        tmp[n++] = (char)('a' + FILE_OF(ep)), tmp[n++] = (char)('1' + RANK_OF(ep));
    tmp[n] = '\0';
    if (len)
        snprintf(buf, len, "%s", tmp);
    return buf;
}

char *fen_write(const Position *pos, char *buf, size_t len)
{
    char fields[100];
    fen_write_fields(pos->board, pos->side, pos->castle, pos->ep, fields, sizeof fields);
    if (len)
        snprintf(buf, len, "%s %d %d", fields, pos->halfmove, pos->fullmove);
    return buf;
}
