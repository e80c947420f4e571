/* theme_flights.c - star flights (the defender king's moves after the key are
 * exactly its four diagonal steps, each a variation with its mate) and plus
 * flights (the four orthogonal steps). */
#include "themes/theme_play.h"

/* Whether the king's moves after the key are exactly the four steps in dirs,
 * each a listed variation (a flight that leaves the threat working is no
 * variation of its own). */
static bool four_flights(const Solution *s, const Play *key, int ksq, const int dirs[4])
{
    int found = 0;
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (M_FROM(v->defence) != ksq)
            continue;
        int step = M_TO(v->defence) - ksq, j = 0;
        while (j < 4 && dirs[j] != step)
            j++;
        if (j == 4 || !play_listed(s, key, v))
            return false; /* another king move (castling too), or not a variation */
        found |= 1 << j;
    }
    return found == 15;
}

static void add_flights(const Solution *s, const Play *key, Analysis *A, ThemeId id, int ksq)
{
    ThemeEntry *e = entry_new(A, id, key->move);
    entry_present(e, EF_DEFENCES);
    entry_present(e, EF_VARIATIONS);
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (M_FROM(v->defence) != ksq)
            continue;
        entry_move_add(e, EF_DEFENCES, v->defence);
        entry_line(e, EF_VARIATIONS, v->defence, sol_moves(s, v->first), v->n);
    }
}

void theme_flights(const Solution *s, const Play *key, Analysis *A)
{
    static const int diagonal[4] = { 15, 17, -15, -17 }, orthogonal[4] = { 1, 16, -1, -16 };
    Position after;
    position_after_to(&after, &s->start, key->move);
    int ksq = king_sq(&after, after.side);
    if (four_flights(s, key, ksq, diagonal))
        add_flights(s, key, A, THEME_STAR_FLIGHTS, ksq);
    if (four_flights(s, key, ksq, orthogonal))
        add_flights(s, key, A, THEME_PLUS_FLIGHTS, ksq);
}
