/* theme_duals.c - what spoils a #2: duals after the key, and checks and king
 * flights of the diagram that have no set mate. */
#include "themes/theme_play.h"
#include "themes/theme_util.h"
#include "solver/movegen.h"

void theme_duals(const Solution *s, const Play *key, json_t *out)
{
    json_t *vars = json_array(), *defs = json_array();
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        const Move *m = sol_moves(s, v->first);
        if (!play_listed(s, key, v) || mates_distinct(m, v->n) < 2)
            continue;
        json_t *o = json_object();
        json_object_set_new(o, "defence", uci_string(v->defence));
        json_object_set_new(o, "mates", uci_array(m, v->n));
        json_array_append_new(vars, o);
        json_array_append_new(defs, uci_string(v->defence));
    }
    if (json_array_size(vars) == 0) {
        json_decref(vars);
        json_decref(defs);
        return;
    }
    json_t *e = theme_add(out, "duals", key->move);
    json_object_set_new(e, "count", json_integer((json_int_t)json_array_size(defs)));
    json_object_set_new(e, "defences", defs);
    json_object_set_new(e, "variations", vars);
}

void theme_unprovided(const Solution *s, const Play *key, json_t *out)
{
    if (!s->set_computed)
        return;
    /* The defender's moves of the diagram, as if the attacker had passed. */
    Position passed = position_passed(&s->start);
    int ksq = king_sq(&passed, passed.side);
    json_t *checks = json_array(), *flights = json_array();
    for (int i = 0; i < s->nset; i++) {
        Move d = s->set[i].defence;
        if (s->set[i].n > 0)
            continue;
        if (gives_check(&passed, d))
            json_array_append_new(checks, uci_string(d));
        if (M_FROM(d) == ksq && !(d & MF_CASTLE))
            json_array_append_new(flights, uci_string(d));
    }
    const char *names[2] = { "unprovided-checks", "unprovided-flights" };
    json_t *lists[2] = { checks, flights };
    for (int j = 0; j < 2; j++) {
        if (json_array_size(lists[j]) == 0) {
            json_decref(lists[j]);
            continue;
        }
        json_t *e = theme_add(out, names[j], key->move);
        json_object_set_new(e, "count", json_integer((json_int_t)json_array_size(lists[j])));
        json_object_set_new(e, "defences", lists[j]);
    }
}
