/* theme_util.c - small helpers shared by the theme detectors. */
#include <stdlib.h>
#include "themes/theme_util.h"

const Variation *find_variation(const Variation *vars, int n, Move d)
{
    for (int i = 0; i < n; i++)
        if (MOVE_KEY(vars[i].defence) == MOVE_KEY(d))
            return &vars[i];
    return NULL;
}

bool entry_passing_mates(ThemeEntry *e, const Solution *s, const Play *key, MateTest test, const void *ctx)
{
    Position first;
    position_after_to(&first, &s->start, key->move);
    Move mates[MAX_MOVES];
    entry_present(e, EF_VARIATIONS);
    entry_present(e, EF_MATING_THREATS);
    if (key->nthreats) {
        Position p;
        position_passed_to(&p, &first);
        const Move *ts = sol_moves(s, key->threats_first);
        for (int j = 0; j < key->nthreats; j++)
            if (test(&p, ts[j], ctx))
                entry_move_add(e, EF_MATING_THREATS, ts[j]);
    }
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        Position p;
        position_after_to(&p, &first, v->defence);
        const Move *ms = sol_moves(s, v->first);
        int n = 0;
        for (int j = 0; j < v->n; j++)
            if (test(&p, ms[j], ctx))
                mates[n++] = ms[j];
        if (n)
            entry_line(e, EF_VARIATIONS, v->defence, mates, n);
    }
    if (!e->variations.n && !e->mating_threats.n) {
        entry_drop(e);
        return false;
    }
    entry_int(e, EF_COUNT, e->variations.n);
    return true;
}

bool entry_keep_defences(ThemeEntry *e)
{
    if (!e->defences.n) {
        entry_drop(e);
        return false;
    }
    entry_int(e, EF_COUNT, e->defences.n);
    return true;
}

void *theme_room(void *buf, size_t have, size_t n, size_t size)
{
    if (n <= have)
        return buf;
    void *p = malloc(size * n);
    if (!p)
        abort();
    return p;
}

void theme_room_free(void *p, const void *buf)
{
    if (p != buf)
        free(p);
}
