/* motives_json.c - the motives in the JSON record: each M is {"kind", "men":
 * ["<square>"], "squares": ["<square>"]}, in the order motives.c found them. */
#include "solver/report/motives_json.h"
#include "solver/report/json_moves.h"

#define LIT(t, s) jt_put(t, s, sizeof s - 1)

/* s (a literal) at o: returns the end. */
#define PUT(o, s) ((char *)memcpy(o, s, sizeof s - 1) + sizeof s - 1)

/* ["e4",...] at o (room made): returns the end. */
static char *squares_at(char *o, const int8_t *sq, int n)
{
    *o++ = '[';
    for (int i = 0; i < n; i++) {
        if (i)
            *o++ = ',';
        o = jt_square_at(o, sq[i]);
    }
    *o++ = ']';
    return o;
}

/* Each motive written at once, room made for the longest (a record has thousands). */
static void list_text(Text *t, const Motives *list)
{
    jt_char(t, '[');
    for (int i = 0; i < list->n; i++) {
        const Motive *m = &list->m[i];
        const char *kind = motive_kind_name(m->kind);
        size_t len = strlen(kind);
        if (!jt_room(t, len + 32 + 5 * (MOTIVE_MEN + MOTIVE_SQUARES)))
            return;
        char *o = t->s + t->n;
        if (i)
            *o++ = ',';
        o = PUT(o, "{\"kind\":\""); /* the kinds' names need no escapes */
        memcpy(o, kind, len);
        o = PUT(o + len, "\",\"men\":");
        o = squares_at(o, m->men, m->nmen);
        o = PUT(o, ",\"squares\":");
        o = squares_at(o, m->squares, m->nsquares);
        *o++ = '}';
        t->n = (size_t)(o - t->s);
    }
    jt_char(t, ']');
}

static void uci_key(Text *t, Move m)
{
    jt_uci(t, m);
    jt_char(t, ':');
}

void motives_text_variation(Text *t, const MotivePhase *ph, const Solution *s, const Variation *v)
{
    Motives def, mate;
    Position b;
    position_after_to(&b, &ph->before, v->defence);
    motives_defence_after(ph, &b, v->defence, &def);
    LIT(t, ",\"motives\":{\"defence\":");
    list_text(t, &def);
    LIT(t, ",\"mates\":{");
    const Move *ms = sol_moves(s, v->first);
    for (int i = 0; i < v->n; i++) {
        motives_mate_after(ph, &b, v->defence, ms[i], &mate);
        if (i)
            jt_char(t, ',');
        uci_key(t, ms[i]);
        list_text(t, &mate);
    }
    LIT(t, "}}");
}

void motives_text_refutations(Text *t, const MotivePhase *ph, const Solution *s, const Play *p)
{
    LIT(t, ",\"refutation_motives\":{");
    const Move *rs = sol_moves(s, p->refuts_first);
    for (int i = 0; i < p->nrefuts; i++) {
        Motives def;
        motives_defence(ph, rs[i], &def);
        if (i)
            jt_char(t, ',');
        uci_key(t, rs[i]);
        list_text(t, &def);
    }
    jt_char(t, '}');
}

static json_t *squares_json(const int8_t *sq, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++) {
        char name[3];
        square_name(sq[i], name);
        json_array_append_new(a, json_string_nocheck(name));
    }
    return a;
}

json_t *motives_json_list(const Motives *list)
{
    json_t *a = json_array();
    for (int i = 0; i < list->n; i++) {
        const Motive *m = &list->m[i];
        json_t *o = json_object();
        json_object_set_new_nocheck(o, "kind", json_string_nocheck(motive_kind_name(m->kind)));
        json_object_set_new_nocheck(o, "men", squares_json(m->men, m->nmen));
        json_object_set_new_nocheck(o, "squares", squares_json(m->squares, m->nsquares));
        json_array_append_new(a, o);
    }
    return a;
}

json_t *motives_json_variation(const MotivePhase *ph, const Solution *s, const Variation *v)
{
    Motives def, mate;
    Position b;
    position_after_to(&b, &ph->before, v->defence);
    motives_defence_after(ph, &b, v->defence, &def);
    json_t *o = json_object(), *mates = json_object();
    json_object_set_new_nocheck(o, "defence", motives_json_list(&def));
    const Move *ms = sol_moves(s, v->first);
    for (int i = 0; i < v->n; i++) {
        char buf[8];
        motives_mate_after(ph, &b, v->defence, ms[i], &mate);
        json_object_set_new_nocheck(mates, move_to_uci(ms[i], buf), motives_json_list(&mate));
    }
    json_object_set_new_nocheck(o, "mates", mates);
    return o;
}

json_t *motives_json_refutations(const MotivePhase *ph, const Solution *s, const Play *p)
{
    json_t *o = json_object();
    const Move *rs = sol_moves(s, p->refuts_first);
    for (int i = 0; i < p->nrefuts; i++) {
        char buf[8];
        Motives def;
        motives_defence(ph, rs[i], &def);
        json_object_set_new_nocheck(o, move_to_uci(rs[i], buf), motives_json_list(&def));
    }
    return o;
}
