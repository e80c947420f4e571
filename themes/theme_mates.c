/* theme_mates.c - what the mates do: self-blocks they exploit, pins they make,
 * batteries they fire.  Only the variations the report lists are looked at
 * (those that defeat a threat; every one after a zugzwang or checking key). */
#include "themes/theme_key.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/tables.h"
#include "solver/movegen.h"

/* Fills *p with the position after the key and defence d (attacker to move). */
static void after_defence(const Solution *s, const Play *key, Move d, Position *p)
{
    Undo u;
    *p = s->start;
    make_move(p, key->move, &u);
    make_move(p, d, &u);
}

/* Adds {"defence": d, "mates": [...]} to arr when the list is not empty. */
static void add_variation(json_t *arr, Move d, json_t *mates)
{
    if (!json_array_size(mates)) {
        json_decref(mates);
        return;
    }
    json_t *o = json_object();
    json_object_set_new(o, "defence", uci_string(d));
    json_object_set_new(o, "mates", mates);
    json_array_append_new(arr, o);
}

/* ---- self-block ---- */

/* Whether mate m after d exploits the block on x: with x emptied, the king
 * could step there out of the mate. */
static bool exploits_block(const Position *p, Move m, int x)
{
    if (M_TO(m) == x)
        return false; /* the mate captures the blocker */
    Position q = position_after(p, m), e;
    position_without(&q, x, &e);
    return (king_flights(&e) & BIT(x)) != 0;
}

void theme_self_block(const Solution *s, const Play *key, json_t *out)
{
    json_t *defs = json_array(), *vars = json_array();
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        Position p;
        after_defence(s, key, v->defence, &p);
        int x = M_TO(v->defence), ksq = king_sq(&p, p.side ^ 1);
        /* A man (not the king) now next to its own king. */
        if (x == ksq || !(attack_table[DIFF(ksq, x)] & 1 << KING))
            continue;
        json_t *mates = json_array();
        const Move *ms = sol_moves(s, v->first);
        for (int j = 0; j < v->n; j++)
            if (exploits_block(&p, ms[j], x))
                json_array_append_new(mates, uci_string(ms[j]));
        if (json_array_size(mates))
            json_array_append_new(defs, uci_string(v->defence));
        add_variation(vars, v->defence, mates);
    }
    if (json_array_size(defs)) {
        json_t *e = theme_add(out, "self-block", key->move);
        json_object_set_new(e, "count", json_integer((json_int_t)json_array_size(defs)));
        json_object_set_new(e, "defences", defs);
        json_object_set_new(e, "variations", vars);
    } else {
        json_decref(defs);
        json_decref(vars);
    }
}

/* ---- pin-mate ---- */

/* Whether mate m (from p) pins a defender man that, were it free, could parry:
 * pinned after m and not before, and with the pinner gone it has a legal move
 * off the pin line. */
static bool pins_a_parry(const Position *p, Move m)
{
    int def = p->side ^ 1;
    Pin before[8], after[8];
    int nb = find_pins(p, def, before);
    Position q = position_after(p, m);
    int na = find_pins(&q, def, after);
    for (int i = 0; i < na; i++) {
        if (pin_of(before, nb, after[i].sq))
            continue;
        Position e;
        position_without(&q, after[i].pinner, &e);
        MoveList list;
        gen_legal(&e, &list);
        int ksq = king_sq(&e, def);
        for (int j = 0; j < list.n; j++)
            if (M_FROM(list.moves[j]) == after[i].sq &&
                line_step(ksq, M_TO(list.moves[j])) != after[i].dir)
                return true;
    }
    return false;
}

/* ---- battery-mate ---- */

/* Whether mate m (from p) discovers check: a rear slider of the attacker now
 * sees the defender king through the square m left. */
static bool fires_battery(const Position *p, Move m)
{
    int att = p->side, from = M_FROM(m);
    if (m & MF_CASTLE)
        return false; /* the rook that checks moved itself */
    Position q = position_after(p, m);
    int ksq = king_sq(&q, att ^ 1);
    for (int i = 0; i < q.count[att]; i++) {
        int r = q.plist[att][i], t = PTYPE(q.board[r]);
        if (r == M_TO(m) || t < BISHOP || t > QUEEN)
            continue;
        int d = line_step(r, ksq);
        if (d && slides_along(t, d) && strictly_between(r, from, ksq) && line_clear(&q, r, ksq))
            return true;
    }
    return false;
}

typedef bool (*MateTest)(const Position *p, Move m);

/* An entry name for key when test holds for some listed mate or threat:
 * {"variations": [{"defence", "mates"}], "threats": [...], "count": variations}. */
static void mates_theme(const Solution *s, const Play *key, const char *name, MateTest test,
                        json_t *out)
{
    json_t *vars = json_array(), *threats = json_array();
    if (key->nthreats) {
        Position p = s->start;
        Undo u;
        make_move(&p, key->move, &u);
        make_null(&p, &u);
        const Move *ts = sol_moves(s, key->threats_first);
        for (int j = 0; j < key->nthreats; j++)
            if (test(&p, ts[j]))
                json_array_append_new(threats, uci_string(ts[j]));
    }
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        Position p;
        after_defence(s, key, v->defence, &p);
        json_t *mates = json_array();
        const Move *ms = sol_moves(s, v->first);
        for (int j = 0; j < v->n; j++)
            if (test(&p, ms[j]))
                json_array_append_new(mates, uci_string(ms[j]));
        add_variation(vars, v->defence, mates);
    }
    if (json_array_size(vars) || json_array_size(threats)) {
        json_t *e = theme_add(out, name, key->move);
        json_object_set_new(e, "count", json_integer((json_int_t)json_array_size(vars)));
        json_object_set_new(e, "variations", vars);
        json_object_set_new(e, "threats", threats);
    } else {
        json_decref(vars);
        json_decref(threats);
    }
}

void theme_pin_mate(const Solution *s, const Play *key, json_t *out)
{
    mates_theme(s, key, "pin-mate", pins_a_parry, out);
}

void theme_battery_mate(const Solution *s, const Play *key, json_t *out)
{
    mates_theme(s, key, "battery-mate", fires_battery, out);
}
