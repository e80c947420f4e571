/* theme_play.c - comparing the phases of a #2 for the theme detectors. */
#include "themes/theme_play.h"

bool play_listed(const Solution *s, const Play *p, const Variation *v)
{
    return variation_listed(s, p, v, false);
}

bool promotions_alike(Move a, Move b)
{
    return M_PROMO(a) && M_PROMO(a) != KNIGHT && M_PROMO(b) && M_PROMO(b) != KNIGHT && M_FROM(a) == M_FROM(b)
           && M_TO(a) == M_TO(b);
}

int mates_distinct(const Move *mates, int n)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        bool counted = false;
        for (int j = 0; j < i && !counted; j++)
            counted = promotions_alike(mates[j], mates[i]);
        count += !counted;
    }
    return count;
}

int play_origin(Move f, Move m)
{
    int from = M_FROM(m);
    if (f == MOVE_NONE)
        return from;
    if (from == M_TO(f))
        return M_FROM(f);
    if (f & MF_CASTLE) {
        /* The rook moved too: h-file rook to the f-file, a-file rook to the d-file. */
        int rank = RANK_OF(M_FROM(f));
        bool king_side = M_TO(f) > M_FROM(f);
        if (from == SQ(king_side ? 5 : 3, rank))
            return SQ(king_side ? 7 : 0, rank);
    }
    return from;
}

/* The type of the attacker's man on sq after first move f (MOVE_NONE: the diagram's). */
static int man_type_after(const Position *start, Move f, int sq)
{
    if (f == MOVE_NONE)
        return PTYPE(start->board[sq]);
    Position after;
    position_after_to(&after, start, f);
    return PTYPE(after.board[sq]);
}

bool same_mate(const Position *start, Move fa, Move a, Move fb, Move b)
{
    if (M_TO(a) != M_TO(b) || M_PROMO(a) != M_PROMO(b))
        return false;
    if (play_origin(fa, a) == play_origin(fb, b))
        return true;
    /* Two men on one square in two phases came there by the first moves (1.N7xe6?
     * and 1.N5xe6!): the same move by men of one type is written and read as the
     * same mate (2.Nf4#, Taraba, Hlas ľudu 1978). */
    return M_FROM(a) == M_FROM(b) && man_type_after(start, fa, M_FROM(a)) == man_type_after(start, fb, M_FROM(b));
}

bool mates_shared(const Solution *s, Move fa, const Variation *va, Move fb, const Variation *vb)
{
    const Move *a = sol_moves(s, va->first), *b = sol_moves(s, vb->first);
    for (int i = 0; i < va->n; i++)
        for (int j = 0; j < vb->n; j++)
            if (same_mate(&s->start, fa, a[i], fb, b[j]))
                return true;
    return false;
}
