/* theme_duals.c - what spoils a #2: duals after the key, and checks and king
 * flights of the diagram that have no set mate. */
#include "themes/theme_play.h"
#include "solver/movegen.h"

void theme_duals(const Solution *s, const Play *key, Analysis *A)
{
    ThemeEntry *e = entry_new(A, THEME_DUALS, key->move);
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        const Move *m = sol_moves(s, v->first);
        if (!play_listed(s, key, v) || mates_distinct(m, v->n) < 2)
            continue;
        entry_line(e, EF_VARIATIONS, v->defence, m, v->n);
        entry_move_add(e, EF_DEFENCES, v->defence);
    }
    if (e->defences.n == 0)
        entry_drop(e);
    else
        entry_int(e, EF_COUNT, e->defences.n);
}

void theme_unprovided(const Solution *s, const Play *key, Analysis *A)
{
    if (!s->set_computed)
        return;
    /* The defender's moves of the diagram, as if the attacker had passed. */
    Position passed;
    position_passed_to(&passed, &s->start);
    int ksq = king_sq(&passed, passed.side);
    ThemeEntry *checks = entry_new(A, THEME_UNPROVIDED_CHECKS, key->move);
    ThemeEntry *flights = entry_new(A, THEME_UNPROVIDED_FLIGHTS, key->move);
    for (int i = 0; i < s->nset; i++) {
        Move d = s->set[i].defence;
        if (s->set[i].n > 0)
            continue;
        if (gives_check(&passed, d))
            entry_move_add(checks, EF_DEFENCES, d);
        if (M_FROM(d) == ksq && !(d & MF_CASTLE))
            entry_move_add(flights, EF_DEFENCES, d);
    }
    ThemeEntry *entries[2] = { checks, flights };
    for (int j = 0; j < 2; j++) {
        if (entries[j]->defences.n == 0)
            entry_drop(entries[j]);
        else
            entry_int(entries[j], EF_COUNT, entries[j]->defences.n);
    }
}
