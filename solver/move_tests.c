/* move_tests.c - one move tested on its own, without listing the moves:
 * whether it checks, whether a move from another position can be played here
 * and is legal (the search's killers), which legal move a UCI text names. */
#include <string.h>
#include "solver/movegen.h"
#include "solver/tables.h"

bool gives_check(const Position *pos, Move m)
{
    int from = M_FROM(m), to = M_TO(m), us = pos->side;
    int ek = king_sq(pos, us ^ 1);
    if (m & (MF_EP | MF_CASTLE)) { /* rare: make it and look */
        Position after = position_after(pos, m);
        return in_check(&after, us ^ 1);
    }
    int t = M_PROMO(m) ? M_PROMO(m) : PTYPE(pos->board[from]);
    int diff = DIFF(to, ek);
    uint8_t bits = attack_table[diff];
    if (t == PAWN) {
        if (bits & (us == WHITE ? 1 << PAWN : ATT_BPAWN))
            return true;
    } else if (t != KING && (bits & (1 << t))) {
        if (t == KNIGHT)
            return true;
        int d = dir_table[diff], s = to + d;
        while (s != ek && (pos->board[s] == EMPTY || s == from))
            s += d;
        if (s == ek)
            return true;
    }
    /* discovered check: 'from' shielded the king from one of our sliders */
    int d = dir_table[DIFF(ek, from)];
    if (!d || dir_table[DIFF(ek, to)] == d)
        return false;
    int s = ek + d;
    while (s != from) {
        if (pos->board[s] != EMPTY)
            return false;
        s += d;
    }
    for (s = from + d; !OFFBOARD(s); s += d) {
        uint8_t p = pos->board[s];
        if (p == EMPTY)
            continue;
        return PCOLOUR(p) == us && slides_along(PTYPE(p), d);
    }
    return false;
}

Move move_rebuild(const Position *pos, Move m)
{
    int from = M_FROM(m), to = M_TO(m), promo = M_PROMO(m), us = pos->side;
    if ((m & (MF_CASTLE | MF_EP)) || from == to)
        return MOVE_NONE;
    if (OFFBOARD(from) || OFFBOARD(to)) /* a king's or knight's step off the h-file lands there */
        return MOVE_NONE;
    uint8_t pc = pos->board[from], target = pos->board[to];
    if (pc == EMPTY || PCOLOUR(pc) != us || (target != EMPTY && (PCOLOUR(target) == us || PTYPE(target) == KING)))
        return MOVE_NONE;
    int t = PTYPE(pc);
    unsigned flags = target != EMPTY ? MF_CAPTURE : 0;
    if (t == PAWN) {
        int fwd = us == WHITE ? 16 : -16, last = us == WHITE ? 7 : 0, start = us == WHITE ? 1 : 6;
        if (to == from + fwd) {
            if (target != EMPTY)
                return MOVE_NONE;
        } else if (to == from + 2 * fwd) {
            if (RANK_OF(from) != start || target != EMPTY || pos->board[from + fwd] != EMPTY)
                return MOVE_NONE;
            flags |= MF_DOUBLE;
        } else if (to == from + fwd - 1 || to == from + fwd + 1) {
            if (target == EMPTY)
                return MOVE_NONE; /* an e.p. capture is the generator's */
        } else {
            return MOVE_NONE;
        }
        if ((RANK_OF(to) == last) != (promo != 0) || (promo && (promo < KNIGHT || promo > QUEEN)))
            return MOVE_NONE;
    } else {
        if (promo || !(attack_table[DIFF(from, to)] & (1 << t)))
            return MOVE_NONE;
        if (t != KNIGHT && t != KING) {
            int d = dir_table[DIFF(from, to)];
            for (int s = from + d; s != to; s += d)
                if (pos->board[s] != EMPTY)
                    return MOVE_NONE;
        }
    }
    return MAKE_MOVE(from, to, promo, flags);
}

bool rebuilt_move_legal(const Position *pos, Move m)
{
    int us = pos->side, ksq = king_sq(pos, us), from = M_FROM(m), to = M_TO(m);
    if (from == ksq)
        return !king_step_attacked(pos, to, us ^ 1, ksq);
    /* the man on to, if any, is taken: it attacks no more */
    uint64_t after = (all_men(pos) & ~BIT(from)) | BIT(to);
    return !(attackers_of(pos, SQ64(ksq), us ^ 1, after) & ~BIT(to));
}

/* Whether m's squares may name a castling or an e.p. capture in pos, which
 * move_rebuild leaves to the generator: flagged so, or read without flags (from a
 * record) as a king's two files along its rank or a pawn's step aside onto an
 * empty square. */
static bool generators_only(const Position *pos, Move m)
{
    int from = M_FROM(m), to = M_TO(m), t = PTYPE(pos->board[from]), files = FILE_OF(to) - FILE_OF(from);
    if (m & (MF_CASTLE | MF_EP))
        return true;
    if (t == KING)
        return RANK_OF(from) == RANK_OF(to) && (files == 2 || files == -2);
    return t == PAWN && files != 0 && pos->board[to] == EMPTY;
}

Move move_legal(const Position *pos, Move m)
{
    /* The move rebuilt and tested on its own: a list of every legal move costs
     * ten times as much, and the themes and reports ask for thousands. */
    Move r = move_rebuild(pos, m);
    if (r != MOVE_NONE)
        return rebuilt_move_legal(pos, r) ? r : MOVE_NONE;
    if (!generators_only(pos, m))
        return MOVE_NONE;
    MoveList list;
    gen_legal(pos, &list);
    for (int i = 0; i < list.n; i++)
        if (MOVE_KEY(list.moves[i]) == MOVE_KEY(m))
            return list.moves[i];
    return MOVE_NONE;
}

Move move_from_uci(const Position *pos, const char *uci)
{
    MoveList list;
    char buf[6];
    gen_legal(pos, &list);
    for (int i = 0; i < list.n; i++)
        if (strcmp(move_to_uci(list.moves[i], buf), uci) == 0)
            return list.moves[i];
    return MOVE_NONE;
}
