/* first_moves.c - threats and refutations of first moves the search did not keep. */
#include "themes/first_moves.h"
#include "solver/solution.h"

bool mates_as(const Position *pos, int id, const MateMen *names, Move f)
{
    int type = (id >> 9) / 129, to = id >> 2 & 0x7f, cls = id & 3, side = pos->side;
    int promo = cls == 0 ? 0 : cls == 2 ? KNIGHT : QUEEN;
    /* whether any man of the type mates: in whatever order they are asked */
    for (uint64_t men = type >= PAWN && type <= KING ? pos->men[side][type] : 0; men; men &= men - 1) {
        int sq = SQ88(__builtin_ctzll(men));
        Move m = move_rebuild(pos, MAKE_MOVE(sq, to, promo, 0));
        if (m == MOVE_NONE || mate_identity(names, f, pos, m) != id || !gives_check(pos, m) || !rebuilt_move_legal(pos, m))
            continue;
        Position q;
        position_after_to(&q, pos, m);
        if (is_mate(&q))
            return true;
    }
    return false;
}

bool mates_at_once(const Position *pos)
{
    MoveList list;
    gen_checks(pos, &list); /* a mate checks */
    for (int i = 0; i < list.n; i++) {
        Position q;
        position_after_to(&q, pos, list.moves[i]);
        if (is_mate(&q))
            return true;
    }
    return false;
}

/* Whether *hint, a mate found after another defence, mates in pos too, else
 * whether any move does (then *hint becomes it): the search's habit of trying
 * its last mate first, which answers most defences without a list of checks. */
static bool mates_at_once_hinted(const Position *pos, Move *hint)
{
    Move r = *hint == MOVE_NONE ? MOVE_NONE : move_rebuild(pos, *hint);
    if (r != MOVE_NONE && gives_check(pos, r) && rebuilt_move_legal(pos, r)) {
        Position q;
        position_after_to(&q, pos, r);
        if (is_mate(&q))
            return true;
    }
    MoveList list;
    gen_checks(pos, &list); /* a mate checks */
    for (int i = 0; i < list.n; i++) {
        Position q;
        position_after_to(&q, pos, list.moves[i]);
        if (is_mate(&q)) {
            *hint = list.moves[i];
            return true;
        }
    }
    return false;
}

/* The threats of first move m of start (mates after it, the defender passing
 * there: *passed), the first cap of them, into out; -1 when m checks. Those of
 * the man on skip (NO_SQ: none) are left out: not asked whether they mate when
 * the checks are no more than cap (the cap then cuts nothing), else dropped after. */
static int threats_of(const Position *start, Move m, int skip, Move *out, int cap, Position *passed)
{
    if (gives_check(start, m))
        return -1;
    position_after_to(passed, start, m);
    Undo u;
    make_null(passed, &u);
    MoveList list;
    gen_checks(passed, &list);
    bool drop_after = skip != NO_SQ && list.n > cap;
    int n = 0;
    for (int i = 0; i < list.n && n < cap; i++) {
        if (!drop_after && M_FROM(list.moves[i]) == skip)
            continue;
        Position q;
        position_after_to(&q, passed, list.moves[i]);
        if (is_mate(&q))
            out[n++] = list.moves[i];
    }
    int kept = n;
    if (drop_after) {
        kept = 0;
        for (int i = 0; i < n; i++)
            if (M_FROM(out[i]) != skip)
                out[kept++] = out[i];
    }
    return kept;
}

int first_move_threats(const Position *start, Move m, Move *out, int cap)
{
    Position passed;
    return threats_of(start, m, NO_SQ, out, cap, &passed);
}

int first_move_other_threats(const Position *start, Move m, Move *out, int cap, Position *passed)
{
    return threats_of(start, m, M_TO(m), out, cap, passed);
}

int refutations_upto(const Position *start, Move m, Move *out, int cap)
{
    Position after;
    position_after_to(&after, start, m);
    MoveList defs;
    gen_legal(&after, &defs);
    int n = 0;
    Move hint = MOVE_NONE;
    for (int i = 0; i < defs.n; i++) {
        Position q;
        position_after_to(&q, &after, defs.moves[i]);
        if (mates_at_once_hinted(&q, &hint))
            continue;
        if (n == cap)
            return cap + 1;
        out[n++] = defs.moves[i];
    }
    order_moves(&after, out, n);
    return n;
}
