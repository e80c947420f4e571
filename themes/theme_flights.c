/* theme_flights.c - star flights (the defender king's moves after the key are
 * exactly its four diagonal steps, each a variation with its mate) and plus
 * flights (the four orthogonal steps). */
#include "themes/theme_play.h"
#include "themes/theme_util.h"

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

static void add_flights(const Solution *s, const Play *key, json_t *out, const char *name, int ksq)
{
    json_t *e = theme_add(out, name, key->move);
    json_t *defs = json_array(), *vars = json_array();
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (M_FROM(v->defence) != ksq)
            continue;
        json_array_append_new(defs, uci_string(v->defence));
        json_t *o = json_object();
        json_object_set_new(o, "defence", uci_string(v->defence));
        json_object_set_new(o, "mates", uci_array(sol_moves(s, v->first), v->n));
        json_array_append_new(vars, o);
    }
    json_object_set_new(e, "defences", defs);
    json_object_set_new(e, "variations", vars);
}

void theme_flights(const Solution *s, const Play *key, json_t *out)
{
    static const int diagonal[4] = { 15, 17, -15, -17 }, orthogonal[4] = { 1, 16, -1, -16 };
    Position after = position_after(&s->start, key->move);
    int ksq = king_sq(&after, after.side);
    if (four_flights(s, key, ksq, diagonal))
        add_flights(s, key, out, "star-flights", ksq);
    if (four_flights(s, key, ksq, orthogonal))
        add_flights(s, key, out, "plus-flights", ksq);
}
