/* fen_position.c - the rules a position must meet to be solved: one king a side,
 * at most 16 men a side, no pawn on the first or last rank, the side not to move
 * not in check. Impossible castling rights and e.p. squares are dropped with a
 * warning (as Popeye does), not rejected. */
#include <stdio.h>
#include <string.h>
#include "fen/epd/fen_position.h"
#include "fen/fen_text.h"

static const char *const colour_name[2] = {"white", "black"};

const char *const FEN_FIELD_WORDS[2] = {"field 1", "field 2"};
const char *const FEN_POSITION_WORDS[2] = {"position", "position"};

static int check_men(const FenFields *f, const char *board, char *err, size_t errlen)
{
    int kings[2] = {0, 0}, men[2] = {0, 0};
    for (int sq = 0; sq < 128; sq++) {
        if (OFFBOARD(sq) || f->board[sq] == EMPTY)
            continue;
        int c = PCOLOUR(f->board[sq]);
        men[c]++;
        kings[c] += PTYPE(f->board[sq]) == KING;
    }
    for (int c = WHITE; c <= BLACK; c++) {
        if (kings[c] == 0) {
            fen_errf(err, errlen, "%s: %s has no king", board, colour_name[c]);
            return -1;
        }
        if (kings[c] > 1) {
            fen_errf(err, errlen, "%s: %s has %d kings", board, colour_name[c], kings[c]);
            return -1;
        }
    }
    for (int c = WHITE; c <= BLACK; c++)
        if (men[c] > MAX_MEN) {
            fen_errf(err, errlen, "%s: %s has %d men", board, colour_name[c], men[c]);
            return -1;
        }
    for (int rank = 0; rank < 8; rank += 7)
        for (int file = 0; file < 8; file++) {
            uint8_t pc = f->board[SQ(file, rank)];
            if (PTYPE(pc) != PAWN)
                continue;
            int c = PCOLOUR(pc);
            int last = (c == WHITE) == (rank == 7);
            fen_errf(err, errlen, "%s: %s pawn on %c%d (%s rank)", board, colour_name[c],
                     'a' + file, rank + 1, last ? "last" : "first");
            return -1;
        }
    return 0;
}

/* Appends a warning to out->warnings, "; "-separated. */
static void warn(Problem *out, const char *msg)
{
    size_t len = strlen(out->warnings);
    snprintf(out->warnings + len, sizeof out->warnings - len, "%s%s", len ? "; " : "", msg);
}

static void drop_castling(FenFields *f, Problem *out)
{
    /* For each right in "KQkq" order: the king's and the rook's home squares. */
    static const struct { int bit, king, rook; } home[4] = {
        {CASTLE_WK, SQ(4, 0), SQ(7, 0)}, {CASTLE_WQ, SQ(4, 0), SQ(0, 0)},
        {CASTLE_BK, SQ(4, 7), SQ(7, 7)}, {CASTLE_BQ, SQ(4, 7), SQ(0, 7)},
    };
    char dropped[5];
    int n = 0;
    for (int i = 0; i < 4; i++) {
        int c = i < 2 ? WHITE : BLACK;
        if (!(f->castle & home[i].bit))
            continue;
        if (f->board[home[i].king] == PIECE(c, KING) && f->board[home[i].rook] == PIECE(c, ROOK))
            continue;
        f->castle &= ~home[i].bit;
        dropped[n++] = "KQkq"[i];
    }
    if (n) {
        char msg[80];
        dropped[n] = '\0';
        snprintf(msg, sizeof msg, "castling right%s %s dropped: no king and rook at home",
                 n > 1 ? "s" : "", dropped);
        warn(out, msg);
    }
}

/* The e.p. square needs a pawn of the side that just moved, standing just past
 * it, with the square itself and the one behind it (where the pawn came from) empty. */
static void drop_ep(FenFields *f, Problem *out)
{
    if (f->ep == NO_SQ)
        return;
    int mover = f->side ^ 1;
    int fwd = mover == WHITE ? 16 : -16; /* the mover's pawn direction */
    int rank = mover == WHITE ? 2 : 5;   /* the square it crossed */
    int sq = f->ep;
    if (RANK_OF(sq) == rank && f->board[sq + fwd] == PIECE(mover, PAWN) &&
        f->board[sq] == EMPTY && f->board[sq - fwd] == EMPTY)
        return;
    char msg[80];
    snprintf(msg, sizeof msg, "e.p. square %c%d dropped: no %s pawn can just have moved there",
             'a' + FILE_OF(sq), RANK_OF(sq) + 1, colour_name[mover]);
    f->ep = NO_SQ;
    warn(out, msg);
}

int fen_build_position(FenFields *f, const char *const where[2], Problem *out, char *err, size_t errlen)
{
    if (check_men(f, where[0], err, errlen))
        return -1;
    drop_castling(f, out);
    drop_ep(f, out);

    Position *pos = &out->pos;
    int halfmove = pos->halfmove, fullmove = pos->fullmove;
    board_clear(pos);
    for (int sq = 0; sq < 128; sq++)
        if (!OFFBOARD(sq) && f->board[sq] != EMPTY)
            board_put(pos, sq, f->board[sq]);
    board_finish(pos);
    pos->side = f->side;
    pos->castle = f->castle;
    pos->ep = f->ep;
    pos->halfmove = halfmove;
    pos->fullmove = fullmove;

    if (in_check(pos, f->side ^ 1)) {
        fen_errf(err, errlen, "%s: the side not to move (%s) is in check", where[1],
                 colour_name[f->side ^ 1]);
        return -1;
    }
    return 0;
}
