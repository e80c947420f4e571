/* king_squares.c - board geometry the key and mate detectors share. */
#include <stddef.h>
#include "themes/king_squares.h"
#include "solver/tables.h"
#include "solver/movegen.h"
#include "solver/board.h"

uint64_t king_flights(const Position *pos)
{
    /* the king's legal steps (as gen_legal makes them, castling aside): to a
     * square without a man of its own that no enemy man attacks, the king
     * lifted off its square (it does not shield the square behind it) */
    int side = pos->side, k64 = SQ64(king_sq(pos, side));
    uint64_t occ = all_men(pos) & ~(1ULL << k64), set = 0;
    for (uint64_t steps = king_mask[k64] & ~pos->men[side][EMPTY]; steps; steps &= steps - 1) {
        int s = __builtin_ctzll(steps);
        if (!attacked_through(pos, s, side ^ 1, occ))
            set |= 1ULL << s;
    }
    return set;
}

uint64_t king_flights_without(const Position *pos, int sq)
{
    /* king_flights of position_without(pos, sq), without the position made */
    int side = pos->side, by = side ^ 1, k64 = SQ64(king_sq(pos, side));
    uint64_t keep = ~BIT(sq), occ = all_men(pos) & keep & ~(1ULL << k64), set = 0;
    const uint64_t *men = pos->men[by];
    uint64_t steppers = (men[KING] | men[KNIGHT] | men[PAWN]) & keep;
    uint64_t rooks = (men[ROOK] | men[QUEEN]) & keep, bishops = (men[BISHOP] | men[QUEEN]) & keep;
    for (uint64_t steps = king_mask[k64] & ~(pos->men[side][EMPTY] & keep); steps; steps &= steps - 1) {
        int s = __builtin_ctzll(steps);
        if ((knight_mask[s] & men[KNIGHT] & steppers) || (pawn_from[by][s] & men[PAWN] & steppers) ||
            (king_mask[s] & men[KING] & steppers))
            continue;
        bool attacked = false;
        for (uint64_t sl = (rook_lines[s] & rooks) | (bishop_lines[s] & bishops); sl && !attacked; sl &= sl - 1)
            attacked = !(between[s][__builtin_ctzll(sl)] & occ);
        if (!attacked)
            set |= 1ULL << s;
    }
    return set;
}

int find_pins(const Position *pos, int colour, Pin pins[8])
{
    int ksq = king_sq(pos, colour), k64 = SQ64(ksq), n = 0;
    /* only the rays that hold an enemy slider moving along them can hold a pin */
    const uint64_t *e = pos->men[colour ^ 1];
    uint64_t snipers = (rook_lines[k64] & (e[ROOK] | e[QUEEN])) | (bishop_lines[k64] & (e[BISHOP] | e[QUEEN]));
    for (int i = 0; snipers && i < 8; i++) {
        if (!(ray_mask[k64][i] & snipers))
            continue;
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

bool move_may_pin(const Position *p, Move m)
{
    if (m & (MF_CASTLE | MF_EP))
        return true; /* two men move or go: not worked out here */
    int att = p->side, def = att ^ 1, from = M_FROM(m), to = M_TO(m), k64 = SQ64(king_sq(p, def));
    int t = M_PROMO(m) ? M_PROMO(m) : PTYPE(p->board[from]);
    uint64_t gone = ~BIT(from), occ = (all_men(p) & gone) | BIT(to), own = p->men[def][EMPTY] & ~BIT(to);
    const uint64_t *w = p->men[att];
    uint64_t rooks = (w[ROOK] | w[QUEEN]) & gone, bishops = (w[BISHOP] | w[QUEEN]) & gone;
    if (t == ROOK || t == QUEEN)
        rooks |= BIT(to);
    if (t == BISHOP || t == QUEEN)
        bishops |= BIT(to);
    /* a pin: a slider with one man between it and the king, the king's own */
    for (uint64_t sl = (rook_lines[k64] & rooks) | (bishop_lines[k64] & bishops); sl; sl &= sl - 1) {
        uint64_t shield = between[k64][__builtin_ctzll(sl)] & occ;
        if (shield && !(shield & (shield - 1)) && (shield & own))
            return true;
    }
    return false;
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

uint64_t squares_beyond(int a, int b)
{
    int d = line_step(a, b);
    for (int i = 0; d && i < 8; i++)
        if (king_delta[i] == d)
            return ray_mask[SQ64(b)][i];
    return 0;
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
