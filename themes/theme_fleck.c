/* theme_fleck.c - effective defences (the threats each listed variation defeats)
 * and the Fleck theme (threat separation). */
#include "themes/theme_play.h"

/* Bit i set when threat i still mates after v (threats are few: at most 64 kept). */
static uint64_t threats_left(const Solution *s, const Play *key, const Variation *v)
{
    const Move *t = sol_moves(s, key->threats_first);
    uint64_t left = 0;
    for (int i = 0; i < key->nthreats && i < 64; i++)
        if (move_in(sol_moves(s, v->first), v->n, t[i]))
            left |= (uint64_t)1 << i;
    return left;
}

void theme_effective_defences(const Solution *s, const Play *key, Analysis *A)
{
    if (key->nthreats == 0)
        return; /* nothing to defeat: every defence is listed */
    const Move *t = sol_moves(s, key->threats_first);
    ThemeEntry *e = entry_new(A, THEME_EFFECTIVE_DEFENCES, key->move);
    entry_moves(e, EF_THREATS, t, key->nthreats);
    entry_present(e, EF_DEFEATS);
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!play_listed(s, key, v))
            continue;
        ThemeLine *l = entry_line(e, EF_DEFEATS, v->defence, t, 0); /* and those it defeats: */
        for (int j = 0; j < key->nthreats; j++)
            if (!move_in(sol_moves(s, v->first), v->n, t[j]))
                line_move_add(e, l, t[j]);
    }
    entry_int(e, EF_COUNT, e->defeats.n);
}

void theme_fleck(const Solution *s, const Play *key, Analysis *A)
{
    int k = key->nthreats;
    if (k < 2 || k > 64)
        return;
    uint64_t separated = 0;
    /* Total: "completely dual-free" (Shanahan after Morse, themes/KEY.md): every
     * black move, one that parries no threat too, is met by one mate, a threat
     * left alone or a new mate after a move that stops them all. */
    bool total = true;
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        total = total && dual_free(s, v);
        if (!play_listed(s, key, v))
            continue;
        uint64_t left = threats_left(s, key, v);
        if (left != 0 && (left & (left - 1)) == 0)
            separated |= left;
    }
    uint64_t all = k == 64 ? ~(uint64_t)0 : ((uint64_t)1 << k) - 1;
    if (separated != all)
        return;
    /* For each threat, the defences that leave it alone. No "count": a count
     * counts distinct defences (SPEC), and the threats are the separations'. */
    const Move *t = sol_moves(s, key->threats_first);
    for (int f = 0; f < 1 + total; f++) {
        ThemeEntry *e = entry_new(A, f ? THEME_TOTAL_FLECK : THEME_FLECK, key->move);
        for (int j = 0; j < k; j++) {
            ThemeLine *l = entry_line(e, EF_SEPARATIONS, t[j], t, 0); /* and the defences: */
            for (int i = 0; i < key->nvars; i++) {
                const Variation *v = &key->vars[i];
                if (play_listed(s, key, v) && threats_left(s, key, v) == (uint64_t)1 << j)
                    line_move_add(e, l, v->defence);
            }
        }
    }
}
