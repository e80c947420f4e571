/* theme_bristol.c - Bristol: the key moves a line piece along a line, over at
 * least one square; a mate is another attacker line piece moving the same way
 * along that line, over the square the key left, to a square the key crossed. */
#include "themes/theme_named.h"
#include "themes/line_play.h"
#include "themes/king_squares.h"
#include "solver/tables.h"

/* Whether mate m (from p) follows the key from x to z: a line piece moving
 * along step dir over x to a square strictly between x and z. */
static bool follows(const Position *p, Move m, int x, int z, int dir)
{
    int from = M_FROM(m), to = M_TO(m), t = PTYPE(p->board[from]);
    return t >= BISHOP && t <= QUEEN && slides_along(t, dir) && line_step(from, to) == dir &&
           strictly_between(from, x, to) && strictly_between(x, to, z);
}

void theme_bristol(const Solution *s, const Play *key, Analysis *A)
{
    int x = M_FROM(key->move), z = M_TO(key->move), dir = line_step(x, z);
    int t = PTYPE(s->start.board[x]);
    if (t < BISHOP || t > QUEEN || !dir || x + dir == z || (key->move & MF_CASTLE))
        return;
    ThemeEntry *e = entry_new(A, THEME_BRISTOL, key->move);
    Position p1 = line_after_key(s, key);
    Move mates[MAX_MOVES];
    entry_present(e, EF_VARIATIONS);
    entry_present(e, EF_MATING_THREATS);
    if (key->nthreats) {
        Position p = position_passed(&p1);
        const Move *ts = sol_moves(s, key->threats_first);
        for (int j = 0; j < key->nthreats; j++)
            if (follows(&p, ts[j], x, z, dir))
                entry_move_add(e, EF_MATING_THREATS, ts[j]);
    }
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        Position p = position_after(&p1, v->defence);
        const Move *ms = sol_moves(s, v->first);
        int n = 0;
        for (int j = 0; j < v->n; j++)
            if (follows(&p, ms[j], x, z, dir))
                mates[n++] = ms[j];
        if (n)
            entry_line(e, EF_VARIATIONS, v->defence, mates, n);
    }
    if (e->variations.n || e->mating_threats.n)
        entry_int(e, EF_COUNT, e->variations.n);
    else
        entry_drop(e);
}
