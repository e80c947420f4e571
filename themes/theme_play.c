/* theme_play.c - comparing the phases of a #2 for the theme detectors. */
#include "themes/theme_play.h"

bool play_listed(const Solution *s, const Play *p, const Variation *v)
{
    return variation_listed(s, p, v, false);
}

bool promotions_alike(Move a, Move b)
{
    return promotions_of_one_pawn(a, b) && M_PROMO(a) != KNIGHT && M_PROMO(b) != KNIGHT;
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

bool mates_shared(const Solution *s, Move fa, const Variation *va, Move fb, const Variation *vb)
{
    const Move *a = sol_moves(s, va->first), *b = sol_moves(s, vb->first);
    for (int i = 0; i < va->n; i++)
        for (int j = 0; j < vb->n; j++)
            if (same_mate(&s->start, fa, a[i], fb, b[j]))
                return true;
    return false;
}
