/* theme_changed.c - changed, added and removed mates between set play and the
 * key's play; changed and transferred mates between each try and the key. */
#include "themes/theme_play.h"
#include "themes/theme_util.h"

/* The listed, dual-free variation of defence d in p, or NULL. */
static const Variation *clean_var(const Solution *s, const Play *p, Move d)
{
    const Variation *v = find_variation(p->vars, p->nvars, d);
    return v && play_listed(s, p, v) && dual_free(s, v) ? v : NULL;
}

static json_t *mates_json(const Solution *s, const Variation *v)
{
    return uci_array(sol_moves(s, v->first), v->n);
}

/* Adds {"defence": d, a: mates of va, b: mates of vb} to list (va, vb may be NULL). */
static void add_pair(json_t *list, const Solution *s, Move d, const char *a,
                     const Variation *va, const char *b, const Variation *vb)
{
    json_t *o = json_object();
    json_object_set_new(o, "defence", uci_string(d));
    if (va)
        json_object_set_new(o, a, mates_json(s, va));
    if (vb)
        json_object_set_new(o, b, mates_json(s, vb));
    json_array_append_new(list, o);
}

/* Appends entry name with its count and variations, when there are any. */
static void emit(json_t *out, const char *name, Move key, Move try, json_t *vars, const char *field)
{
    size_t n = json_array_size(vars);
    if (n == 0) {
        json_decref(vars);
        return;
    }
    json_t *e = theme_add(out, name, key);
    if (try != MOVE_NONE)
        json_object_set_new(e, "try", uci_string(try));
    json_object_set_new(e, "count", json_integer((json_int_t)n));
    if (field[0] == 'v') { /* the defences too, for scripts */
        json_t *defs = json_array();
        for (size_t i = 0; i < n; i++)
            json_array_append(defs, json_object_get(json_array_get(vars, i), "defence"));
        json_object_set_new(e, "defences", defs);
    }
    json_object_set_new(e, field, vars);
}

void theme_changed_mates(const Solution *s, const Play *key, json_t *out)
{
    if (!s->set_computed)
        return;
    json_t *changed = json_array(), *added = json_array(), *removed = json_array();
    for (int i = 0; i < s->nset; i++) {
        const Variation *sv = &s->set[i];
        if (!dual_free(s, sv))
            continue;
        const Variation *kv = find_variation(key->vars, key->nvars, sv->defence);
        bool kept = kv && mates_shared(s, MOVE_NONE, sv, key->move, kv);
        if (!kv || (!play_listed(s, key, kv) && !kept))
            /* gone: the defence is impossible, or only a threat answers it now */
            add_pair(removed, s, sv->defence, "set", sv, NULL, NULL);
        else if (play_listed(s, key, kv) && dual_free(s, kv) && !kept)
            add_pair(changed, s, sv->defence, "set", sv, "mates", kv);
    }
    for (int i = 0; i < key->nvars; i++) {
        const Variation *kv = &key->vars[i];
        const Variation *sv = find_variation(s->set, s->nset, kv->defence);
        if ((!sv || sv->n == 0) && play_listed(s, key, kv) && dual_free(s, kv))
            add_pair(added, s, kv->defence, NULL, NULL, "mates", kv);
    }
    emit(out, "changed-mates", key->move, MOVE_NONE, changed, "variations");
    emit(out, "added-mates", key->move, MOVE_NONE, added, "variations");
    emit(out, "removed-mates", key->move, MOVE_NONE, removed, "variations");
}

/* Whether v (after first move f) has a mate that is the same as mate m after fm. */
static bool answers(const Solution *s, Move f, const Variation *v, Move fm, Move m)
{
    const Move *mates = sol_moves(s, v->first);
    for (int i = 0; i < v->n; i++)
        if (same_mate(f, mates[i], fm, m))
            return true;
    return false;
}

/* Try against key: same defence, other mate (changed); same mate, other
 * defence (transferred). Only listed dual-free variations of both count. */
static void try_vs_key(const Solution *s, const Play *try, const Play *key, json_t *out)
{
    json_t *changed = json_array(), *moved = json_array();
    for (int i = 0; i < try->nvars; i++) {
        const Variation *tv = &try->vars[i];
        if (!play_listed(s, try, tv) || !dual_free(s, tv))
            continue;
        const Variation *kv = clean_var(s, key, tv->defence);
        if (kv && !mates_shared(s, try->move, tv, key->move, kv))
            add_pair(changed, s, tv->defence, "try-mates", tv, "mates", kv);
        Move m = sol_moves(s, tv->first)[0];
        const Variation *kv_same = find_variation(key->vars, key->nvars, tv->defence);
        if (kv_same && play_listed(s, key, kv_same) && answers(s, key->move, kv_same, try->move, m))
            continue; /* the mate still answers the same defence */
        for (int j = 0; j < key->nvars; j++) {
            const Variation *kv2 = &key->vars[j];
            if (MOVE_KEY(kv2->defence) == MOVE_KEY(tv->defence) || !play_listed(s, key, kv2)
                || !dual_free(s, kv2) || !answers(s, key->move, kv2, try->move, m))
                continue;
            const Variation *tv2 = find_variation(try->vars, try->nvars, kv2->defence);
            if (tv2 && play_listed(s, try, tv2) && answers(s, try->move, tv2, try->move, m))
                continue; /* it answered that defence in the try already */
            json_t *o = json_object();
            json_object_set_new(o, "mate", uci_string(sol_moves(s, kv2->first)[0]));
            json_object_set_new(o, "try-defence", uci_string(tv->defence));
            json_object_set_new(o, "defence", uci_string(kv2->defence));
            json_array_append_new(moved, o);
        }
    }
    emit(out, "changed-mates-try", key->move, try->move, changed, "variations");
    emit(out, "transferred-mates", key->move, try->move, moved, "transfers");
}

void theme_try_mates(const Solution *s, const Play *key, json_t *out)
{
    for (int i = 0; i < s->ntries; i++)
        try_vs_key(s, &s->tries[i], key, out);
}
