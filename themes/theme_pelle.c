/* theme_pelle.c - Pelle: the key, a defence and its mate are each a move of a man
 * pinned against its own king, along the pin line ("The Pelle theme requires that
 * key, defence and mate should all be moves of a pinned piece along the pin-line",
 * The Problemist, July 2007, on C. Pelle, Chess 1958). */
#include "themes/theme_named.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"

/* Whether m, played in pos, moves a man of the side to move pinned against its own
 * king, staying on the pin line (a legal move of a pinned man always does). */
static bool pinned_move(const Position *pos, Move m)
{
    Pin pins[8];
    const Pin *p = pin_of(pins, find_pins(pos, pos->side, pins), M_FROM(m));
    return p && line_step(king_sq(pos, pos->side), M_TO(m)) == p->dir;
}

void theme_pelle(const Solution *s, const Play *key, Analysis *A)
{
    if (!pinned_move(&s->start, key->move))
        return;
    Position after;
    position_after_to(&after, &s->start, key->move);
    ThemeEntry *e = entry_new(A, THEME_PELLE, key->move);
    uint64_t men = BIT(M_FROM(key->move));
    Move mates[MAX_MOVES];
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false) || !pinned_move(&after, v->defence))
            continue;
        Position b;
        position_after_to(&b, &after, v->defence);
        const Move *ms = sol_moves(s, v->first);
        int n = 0;
        while (n < v->n && pinned_move(&b, ms[n])) {
            mates[n] = ms[n];
            n++;
        }
        if (n && n == v->n) { /* a dual by an unpinned man spoils it */
            for (int j = 0; j < n; j++)
                men |= BIT(M_FROM(mates[j]));
            men |= BIT(M_FROM(v->defence));
            entry_move_add(e, EF_DEFENCES, v->defence);
            entry_line(e, EF_VARIATIONS, v->defence, mates, n);
        }
    }
    if (entry_keep_defences(e))
        entry_squares(e, EF_MEN, men);
}
