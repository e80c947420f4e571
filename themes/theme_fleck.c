/* theme_fleck.c - effective defences (the threats each listed variation defeats)
 * and the Fleck theme (threat separation). */
#include "themes/theme_play.h"
#include "themes/theme_util.h"

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

void theme_effective_defences(const Solution *s, const Play *key, json_t *out)
{
    if (key->nthreats == 0)
        return; /* nothing to defeat: every defence is listed */
    const Move *t = sol_moves(s, key->threats_first);
    json_t *list = json_array();
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!play_listed(s, key, v))
            continue;
        json_t *defeats = json_array();
        for (int j = 0; j < key->nthreats; j++)
            if (!move_in(sol_moves(s, v->first), v->n, t[j]))
                json_array_append_new(defeats, uci_string(t[j]));
        json_t *o = json_object();
        json_object_set_new(o, "defence", uci_string(v->defence));
        json_object_set_new(o, "defeats", defeats);
        json_array_append_new(list, o);
    }
    json_t *e = theme_add(out, "effective-defences", key->move);
    json_object_set_new(e, "threats", uci_array(t, key->nthreats));
    json_object_set_new(e, "count", json_integer((json_int_t)json_array_size(list)));
    json_object_set_new(e, "defences", list);
}

void theme_fleck(const Solution *s, const Play *key, json_t *out)
{
    int k = key->nthreats;
    if (k < 2 || k > 64)
        return;
    uint64_t separated = 0;
    bool total = true; /* every effective defence leaves exactly one threat */
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!play_listed(s, key, v))
            continue;
        uint64_t left = threats_left(s, key, v);
        if (left != 0 && (left & (left - 1)) == 0)
            separated |= left;
        else
            total = false;
    }
    uint64_t all = k == 64 ? ~(uint64_t)0 : ((uint64_t)1 << k) - 1;
    if (separated != all)
        return;
    /* For each threat, the defences that leave it alone. */
    const Move *t = sol_moves(s, key->threats_first);
    json_t *seps = json_array();
    for (int j = 0; j < k; j++) {
        json_t *defs = json_array();
        for (int i = 0; i < key->nvars; i++) {
            const Variation *v = &key->vars[i];
            if (play_listed(s, key, v) && threats_left(s, key, v) == (uint64_t)1 << j)
                json_array_append_new(defs, uci_string(v->defence));
        }
        json_t *o = json_object();
        json_object_set_new(o, "threat", uci_string(t[j]));
        json_object_set_new(o, "defences", defs);
        json_array_append_new(seps, o);
    }
    json_t *e = theme_add(out, "fleck", key->move);
    json_object_set_new(e, "count", json_integer(k));
    json_object_set_new(e, "separations", seps);
    if (total) {
        json_t *te = theme_add(out, "total-fleck", key->move);
        json_object_set_new(te, "count", json_integer(k));
        json_object_set_new(te, "separations", json_deep_copy(seps));
    }
}
