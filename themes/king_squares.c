/* king_squares.c - board geometry the key and mate detectors share. */
#include <stddef.h>
#include "themes/king_squares.h"
#include "solver/tables.h"
#include "solver/movegen.h"

uint64_t king_flights(const Position *pos)
{
    MoveList list;
    gen_legal(pos, &list);
    int ksq = king_sq(pos, pos->side);
    uint64_t set = 0;
    for (int i = 0; i < list.n; i++)
        if (M_FROM(list.moves[i]) == ksq && !(list.moves[i] & MF_CASTLE))
            set |= BIT(M_TO(list.moves[i]));
    return set;
}

int find_pins(const Position *pos, int colour, Pin pins[8])
{
    int ksq = king_sq(pos, colour), n = 0;
    for (int i = 0; i < 8; i++) {
        int d = king_delta[i], own = NO_SQ;
        for (int s = ksq + d; !OFFBOARD(s); s += d) {
            uint8_t p = pos->board[s];
            if (p == EMPTY)
                continue;
            if (PCOLOUR(p) == colour) {
                if (own != NO_SQ)
                    break;
                own = s;
                continue;
            }
            if (own != NO_SQ && slides_along(PTYPE(p), d))
                pins[n++] = (Pin){ .sq = own, .pinner = s, .dir = d };
            break;
        }
    }
    return n;
}

const Pin *pin_of(const Pin *pins, int n, int sq)
{
    for (int i = 0; i < n; i++)
        if (pins[i].sq == sq)
            return &pins[i];
    return NULL;
}

void position_without(const Position *pos, int sq, Position *out)
{
    board_clear(out);
    for (int s = 0; s < 128; s++)
        if (!OFFBOARD(s) && s != sq && pos->board[s] != EMPTY)
            board_put(out, s, pos->board[s]);
    board_finish(out);
    out->side = pos->side;
    /* nor the pawn that just crossed the e.p. square its square */
    out->ep = pos->ep != NO_SQ && sq == pos->ep + (pos->side == WHITE ? -16 : 16) ? NO_SQ : pos->ep;
    out->castle = 0; /* a rook taken off must not leave a right behind */
    out->halfmove = pos->halfmove;
    out->fullmove = pos->fullmove;
}

int line_step(int a, int b)
{
    return a == b ? 0 : dir_table[DIFF(a, b)];
}

bool line_clear(const Position *pos, int a, int b)
{
    int d = line_step(a, b);
    if (!d)
        return false;
    for (int s = a + d; s != b; s += d)
        if (pos->board[s] != EMPTY)
            return false;
    return true;
}

bool strictly_between(int a, int x, int b)
{
    int d = line_step(a, b);
    return d && x != a && x != b && line_step(a, x) == d && line_step(x, b) == d;
}

bool moves_through(const Position *pos, int from, int step, int x)
{
    MoveList list;
    gen_legal(pos, &list);
    for (int i = 0; i < list.n; i++) {
        Move m = list.moves[i];
        int to = M_TO(m);
        if (M_FROM(m) == from && line_step(from, to) == step &&
            (to == x || strictly_between(from, x, to)))
            return true;
    }
    return false;
}

const char *piece_type_name(int type)
{
    static const char *const names[] = { "none", "pawn", "knight", "bishop", "rook", "queen", "king" };
    return type >= 0 && type <= KING ? names[type] : "none";
}
