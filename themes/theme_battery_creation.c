/* theme_battery_creation.c - battery creation: the key puts a line piece or a
 * front man on a line to the defender king, making a battery that was not
 * there, and a mate fires it. */
#include "themes/theme_named.h"
#include "themes/line_play.h"
#include "themes/king_squares.h"

void battery_fired_entry(const Solution *s, const Play *key, Analysis *A, ThemeId id,
                         const Battery *b, int extra_man)
{
    ThemeEntry *e = entry_new(A, id, key->move);
    Position p1 = line_after_key(s, key);
    Move mates[MAX_MOVES];
    entry_present(e, EF_VARIATIONS);
    entry_present(e, EF_MATING_THREATS);
    if (key->nthreats) {
        Position p = position_passed(&p1);
        const Move *ts = sol_moves(s, key->threats_first);
        for (int j = 0; j < key->nthreats; j++)
            if (fires_from(&p, ts[j], b->rear, b->front[0]))
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
            if (fires_from(&p, ms[j], b->rear, b->front[0]))
                mates[n++] = ms[j];
        if (n)
            entry_line(e, EF_VARIATIONS, v->defence, mates, n);
    }
    if (e->variations.n || e->mating_threats.n) {
        entry_int(e, EF_COUNT, e->variations.n);
        entry_squares(e, EF_MEN, BIT(b->rear) | BIT(b->front[0]) | (extra_man >= 0 ? BIT(extra_man) : 0));
    } else {
        entry_drop(e);
    }
}

void theme_battery_creation(const Solution *s, const Play *key, Analysis *A)
{
    Position p1 = line_after_key(s, key), p = position_passed(&p1);
    Battery b[16];
    int n = find_batteries(&p, p.side, b), from = M_FROM(key->move), to = M_TO(key->move);
    for (int i = 0; i < n; i++) {
        /* The key man came onto the line (a man sliding along it made nothing new). */
        int ksq = king_sq(&p, p.side ^ 1);
        bool onto = line_step(from, ksq) != b[i].dir && line_step(from, ksq) != -b[i].dir;
        if (b[i].nfront == 1 && (b[i].rear == to || b[i].front[0] == to) && onto)
            battery_fired_entry(s, key, A, THEME_BATTERY_CREATION, &b[i], -1);
    }
}
