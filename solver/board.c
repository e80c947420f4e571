/* board.c - board set-up, attack detection, make/unmake. */
#include <assert.h>
#include <string.h>
#include "solver/board.h"
#include "solver/tables.h"

void board_clear(Position *pos)
{
    memset(pos, 0, sizeof *pos);
    memset(pos->index, -1, sizeof pos->index);
    pos->ep = NO_SQ;
    pos->fullmove = 1;
}

void board_put(Position *pos, int sq, uint8_t piece)
{
    int c = PCOLOUR(piece);
    assert(!OFFBOARD(sq) && pos->board[sq] == EMPTY && pos->count[c] < MAX_MEN);
    pos->board[sq] = piece;
    pos->men[c][EMPTY] |= BIT(sq);
    pos->men[c][PTYPE(piece)] |= BIT(sq);
    pos->index[sq] = (int8_t)pos->count[c];
    pos->plist[c][pos->count[c]++] = (int8_t)sq;
}

void board_finish(Position *pos)
{
    for (int c = 0; c < 2; c++)
        for (int i = 1; i < pos->count[c]; i++)
            if (PTYPE(pos->board[pos->plist[c][i]]) == KING) {
                int8_t k = pos->plist[c][i], o = pos->plist[c][0];
                pos->plist[c][0] = k, pos->plist[c][i] = o;
                pos->index[k] = 0, pos->index[o] = (int8_t)i;
                break;
            }
    assert(position_men_ok(pos));
}

#ifndef NDEBUG
bool position_men_ok(const Position *pos)
{
    uint64_t men[2][7] = { { 0 } };
    int count[2] = { 0, 0 };
    for (int s = 0; s < 64; s++) {
        int sq = SQ88(s);
        uint8_t p = pos->board[sq];
        if (p == EMPTY) {
            assert(pos->index[sq] == -1);
            continue;
        }
        int c = PCOLOUR(p), t = PTYPE(p), i = pos->index[sq];
        assert(t >= PAWN && t <= KING && c <= BLACK && !(p & 0xf0));
        assert(t != PAWN || (RANK_OF(sq) != 0 && RANK_OF(sq) != 7));
        assert(i >= 0 && i < pos->count[c] && pos->plist[c][i] == sq);
        men[c][EMPTY] |= 1ULL << s;
        men[c][t] |= 1ULL << s;
        count[c]++;
    }
    assert(!memcmp(men, pos->men, sizeof men));
    for (int c = 0; c < 2; c++) {
        assert(count[c] == pos->count[c] && count[c] >= 1 && count[c] <= MAX_MEN);
        assert(pos->board[pos->plist[c][0]] == PIECE(c, KING));
        assert(__builtin_popcountll(pos->men[c][KING]) == 1);
    }
    return true;
}

bool position_ok(const Position *pos)
{
    assert(position_men_ok(pos));
    assert(pos->side == WHITE || pos->side == BLACK);
    static const struct { int bit, king, rook, colour; } home[4] = {
        { CASTLE_WK, 0x04, 0x07, WHITE }, { CASTLE_WQ, 0x04, 0x00, WHITE },
        { CASTLE_BK, 0x74, 0x77, BLACK }, { CASTLE_BQ, 0x74, 0x70, BLACK },
    };
    assert((pos->castle & ~0xf) == 0);
    for (int i = 0; i < 4; i++)
        assert(!(pos->castle & home[i].bit) || (pos->board[home[i].king] == PIECE(home[i].colour, KING) &&
                                                pos->board[home[i].rook] == PIECE(home[i].colour, ROOK)));
    if (pos->ep != NO_SQ) {
        int mover = pos->side ^ 1, fwd = mover == WHITE ? 16 : -16;
        assert(!OFFBOARD(pos->ep) && RANK_OF(pos->ep) == (mover == WHITE ? 2 : 5));
        assert(pos->board[pos->ep] == EMPTY && pos->board[pos->ep - fwd] == EMPTY);
        assert(pos->board[pos->ep + fwd] == PIECE(mover, PAWN));
    }
    return true;
}

/* Whether unmake restored exactly the position before make. */
static bool same_position(const Position *a, const Position *b)
{
    return !memcmp(a->board, b->board, sizeof a->board) && !memcmp(a->index, b->index, sizeof a->index) &&
           !memcmp(a->plist, b->plist, sizeof a->plist) && a->count[0] == b->count[0] &&
           a->count[1] == b->count[1] && a->side == b->side && a->castle == b->castle && a->ep == b->ep &&
           a->halfmove == b->halfmove && a->fullmove == b->fullmove && !memcmp(a->men, b->men, sizeof a->men);
}
#endif

bool is_attacked(const Position *pos, int sq, int by) { return attacked_through(pos, SQ64(sq), by, all_men(pos)); }
/* The king on ksq counts as gone, so that a king stepping along a slider's line is still seen as attacked. */
bool king_step_attacked(const Position *pos, int to, int by, int ksq)
{
    return attacked_through(pos, SQ64(to), by, all_men(pos) & ~BIT(ksq));
}

bool in_check(const Position *pos, int colour) { return is_attacked(pos, king_sq(pos, colour), colour ^ 1); }

static inline void remove_man(Position *pos, int sq)
{
    int c = PCOLOUR(pos->board[sq]);
    int i = pos->index[sq];
    pos->men[c][EMPTY] &= ~BIT(sq);
    pos->men[c][PTYPE(pos->board[sq])] &= ~BIT(sq);
    int last = pos->plist[c][--pos->count[c]];
    pos->plist[c][i] = (int8_t)last;
    pos->index[last] = (int8_t)i;
    pos->index[sq] = -1;
    pos->board[sq] = EMPTY;
}

/* Puts piece back on sq at slot i of its side's list, as it was before
 * remove_man moved the last man of the list into that slot. */
static inline void put_back(Position *pos, int sq, uint8_t piece, int i)
{
    int c = PCOLOUR(piece), n = pos->count[c]++;
    if (i < n) {
        int moved = pos->plist[c][i];
        pos->plist[c][n] = (int8_t)moved;
        pos->index[moved] = (int8_t)n;
    }
    pos->plist[c][i] = (int8_t)sq;
    pos->index[sq] = (int8_t)i;
    pos->board[sq] = piece;
    pos->men[c][EMPTY] |= BIT(sq);
    pos->men[c][PTYPE(piece)] |= BIT(sq);
}

static inline void shift_man(Position *pos, int from, int to)
{
    int c = PCOLOUR(pos->board[from]);
    uint64_t move = BIT(from) | BIT(to);
    pos->men[c][EMPTY] ^= move;
    pos->men[c][PTYPE(pos->board[from])] ^= move;
    pos->board[to] = pos->board[from];
    pos->board[from] = EMPTY;
    pos->index[to] = pos->index[from];
    pos->index[from] = -1;
    pos->plist[c][pos->index[to]] = (int8_t)to;
}

/* Castling rights that survive a move from or to sq. */
static inline int castle_keep(int sq)
{
    switch (sq) {
    case 0x00: return ~CASTLE_WQ;
    case 0x04: return ~(CASTLE_WK | CASTLE_WQ);
    case 0x07: return ~CASTLE_WK;
    case 0x70: return ~CASTLE_BQ;
    case 0x74: return ~(CASTLE_BK | CASTLE_BQ);
    case 0x77: return ~CASTLE_BK;
    default: return ~0;
    }
}

/* Starts u for move m (MOVE_NONE: a null move) with what unmake restores
 * whatever the move: the castling rights, the e.p. square and the halfmove
 * clock; no capture yet; and in a checked build the whole position, which
 * unmake compares with what it restored. */
static inline void undo_start(const Position *pos, Move m, Undo *u)
{
#ifndef NDEBUG
    u->before = *pos;
#endif
    u->move = m;
    u->castle = pos->castle;
    u->ep = pos->ep;
    u->halfmove = pos->halfmove;
    u->captured = EMPTY;
}

void make_move(Position *pos, Move m, Undo *u)
{
    int from = M_FROM(m), to = M_TO(m), us = pos->side;
    assert(!OFFBOARD(from) && !OFFBOARD(to) && PCOLOUR(pos->board[from]) == us && pos->board[from] != EMPTY);
    assert(PTYPE(pos->board[to]) != KING || pos->board[to] == EMPTY);
    undo_start(pos, m, u);
    pos->halfmove++;
    if (m & MF_EP) {
        int cap = to + (us == WHITE ? -16 : 16);
        u->captured = pos->board[cap];
        u->captured_slot = pos->index[cap];
        remove_man(pos, cap);
    } else if (pos->board[to] != EMPTY) {
        u->captured = pos->board[to];
        u->captured_slot = pos->index[to];
        remove_man(pos, to);
        pos->halfmove = 0;
    }
    if (PTYPE(pos->board[from]) == PAWN)
        pos->halfmove = 0;
    shift_man(pos, from, to);
    if (M_PROMO(m)) {
        pos->board[to] = PIECE(us, M_PROMO(m));
        pos->men[us][PAWN] ^= BIT(to);
        pos->men[us][M_PROMO(m)] ^= BIT(to);
    }
    if (m & MF_CASTLE) {
        if (to > from)
            shift_man(pos, to + 1, to - 1);
        else
            shift_man(pos, to - 2, to + 1);
    }
    if (pos->castle)
        pos->castle &= castle_keep(from) & castle_keep(to);
    pos->ep = (m & MF_DOUBLE) ? (from + to) / 2 : NO_SQ;
    pos->side ^= 1;
    if (us == BLACK)
        pos->fullmove++;
    assert(position_ok(pos));
}

void unmake_move(Position *pos, const Undo *u)
{
    Move m = u->move;
    int from = M_FROM(m), to = M_TO(m);
    pos->side ^= 1;
    int us = pos->side;
    if (us == BLACK)
        pos->fullmove--;
    if (m & MF_CASTLE) {
        if (to > from)
            shift_man(pos, to - 1, to + 1);
        else
            shift_man(pos, to + 1, to - 2);
    }
    if (M_PROMO(m)) {
        pos->board[to] = PIECE(us, PAWN);
        pos->men[us][PAWN] ^= BIT(to);
        pos->men[us][M_PROMO(m)] ^= BIT(to);
    }
    shift_man(pos, to, from);
    if (u->captured != EMPTY)
        put_back(pos, (m & MF_EP) ? to + (us == WHITE ? -16 : 16) : to, u->captured, u->captured_slot);
    pos->castle = u->castle;
    pos->ep = u->ep;
    pos->halfmove = u->halfmove;
    assert(position_ok(pos));
    assert(same_position(pos, &u->before));
}

void make_null(Position *pos, Undo *u)
{
    undo_start(pos, MOVE_NONE, u);
    pos->ep = NO_SQ;
    pos->side ^= 1;
    assert(position_ok(pos));
}

void unmake_null(Position *pos, const Undo *u)
{
    pos->side ^= 1;
    pos->ep = u->ep;
    assert(position_ok(pos));
    assert(same_position(pos, &u->before));
}

void square_name(int sq, char *buf)
{
    buf[0] = (char)('a' + FILE_OF(sq));
    buf[1] = (char)('1' + RANK_OF(sq));
    buf[2] = '\0';
}

int square_parse(const char *s)
{
    if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return NO_SQ;
    return SQ(s[0] - 'a', s[1] - '1');
}

char *move_to_uci(Move m, char *buf)
{
    square_name(M_FROM(m), buf);
    square_name(M_TO(m), buf + 2);
    buf[4] = M_PROMO(m) ? " pnbrqk"[M_PROMO(m)] : '\0';
    buf[5] = '\0';
    return buf;
}
