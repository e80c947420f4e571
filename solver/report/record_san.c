/* record_san.c - the SAN of a record's moves, beside their UCI (see record_san.h). */
#include "solver/report/record_san.h"

#include "solver/movegen.h"

/* The SAN of moves m[0..n) played in pos, as a JSON array. */
static json_t *san_list(const Position *pos, const Move *m, int n, Lang lang)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++) {
        char buf[SAN_MAX];
        json_array_append_new(a, json_string(move_to_san(pos, m[i], lang, buf, sizeof buf)));
    }
    return a;
}

void record_san_play(json_t *o, const Solution *s, const Play *p, Lang lang)
{
    Position after = position_after(&s->start, p->move);
    /* Threats are the mates after a pass (a play that checks has none). */
    Position passed = in_check(&after, after.side) ? after : position_passed(&after);
    json_object_set_new(o, "threats_san", san_list(&passed, sol_moves(s, p->threats_first), p->nthreats, lang));
    if (s->ntries && p >= s->tries && p < s->tries + s->ntries)
        json_object_set_new(o, "refutations_san", san_list(&after, sol_moves(s, p->refuts_first), p->nrefuts, lang));
}

void record_san_variation(json_t *o, const Solution *s, const Play *p, const Variation *v, Lang lang)
{
    /* The defender moves after the first move, or (set play) after a pass. */
    Position before = p ? position_after(&s->start, p->move) : position_passed(&s->start);
    Position after = position_after(&before, v->defence);
    char buf[SAN_MAX];
    json_object_set_new(o, "defence_san", json_string(move_to_san(&before, v->defence, lang, buf, sizeof buf)));
    json_object_set_new(o, "mates_san", san_list(&after, sol_moves(s, v->first), v->n, lang));
}

void record_san_shorts(json_t *rec, const Solution *s, Lang lang)
{
    json_object_set_new(rec, "short_san", san_list(&s->start, s->shorts, s->nshorts, lang));
}
