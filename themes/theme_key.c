/* theme_key.c - the qualities of a key by the usual rules for a good key: what it
 * takes from or gives to the defender king, what it captures, pins or unpins. */
#include "themes/theme_key.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/tables.h"

/* Flights of the defender king in the diagram, as if the defender were to move. */
static uint64_t diagram_flights(const Solution *s)
{
    Position p = position_passed(&s->start);
    return king_flights(&p);
}

/* Where the attacker man on sq in the diagram stands after the key. */
static int after_key(Move key, int sq)
{
    if (sq == M_FROM(key))
        return M_TO(key);
    if (key & MF_CASTLE) { /* the rook moves too */
        int from = M_FROM(key), to = M_TO(key);
        if (to > from && sq == to + 1)
            return to - 1;
        if (to < from && sq == to - 2)
            return to + 1;
    }
    return sq;
}

static void add_pins(const Solution *s, const Play *key, const Position *after, json_t *out)
{
    const Position *before = &s->start;
    int att = before->side, def = att ^ 1, cap = M_TO(key->move);
    if (key->move & MF_EP)
        cap += att == WHITE ? -16 : 16;
    Pin pb[8], pa[8];
    int nb = find_pins(before, def, pb), na = find_pins(after, def, pa);
    uint64_t pinned = 0, unpinned = 0, att_unpinned = 0;
    for (int i = 0; i < na; i++)
        if (!pin_of(pb, nb, pa[i].sq))
            pinned |= BIT(pa[i].sq);
    /* A pinned man the key captures is not unpinned: it is gone. */
    for (int i = 0; i < nb; i++)
        if (pb[i].sq != cap && !pin_of(pa, na, pb[i].sq))
            unpinned |= BIT(pb[i].sq);
    /* Attacker men: the key may capture or block the pinner, or move the king. */
    nb = find_pins(before, att, pb);
    na = find_pins(after, att, pa);
    for (int i = 0; i < nb; i++) {
        int now = after_key(key->move, pb[i].sq);
        if (!pin_of(pa, na, now))
            att_unpinned |= BIT(now);
    }
    if (pinned)
        json_object_set_new(theme_add(out, "key-pins", key->move), "squares", square_set_json(pinned));
    if (unpinned || att_unpinned) {
        json_t *e = theme_add(out, "key-unpins", key->move);
        json_object_set_new(e, "squares", square_set_json(unpinned));
        json_object_set_new(e, "attacker_squares", square_set_json(att_unpinned));
    }
}

void theme_key_features(const Solution *s, const Play *key, json_t *out)
{
    Move k = key->move;
    int from = M_FROM(k), to = M_TO(k);
    int type = PTYPE(s->start.board[from]);
    Position after = s->start;
    Undo u;
    make_move(&after, k, &u);

    if (key->check)
        theme_add(out, "key-check", k);

    if (u.captured != EMPTY) {
        json_t *e = theme_add(out, "key-capture", k);
        json_object_set_new(e, "captured", json_string(piece_type_name(PTYPE(u.captured))));
        if (PTYPE(u.captured) == PAWN)
            json_object_set_new(e, "mild", json_true());
    }

    /* The king taking the key piece is a sacrifice (below), not a flight given. */
    uint64_t before_f = diagram_flights(s), after_f = king_flights(&after);
    uint64_t given = after_f & ~before_f & ~BIT(to);
    if (before_f & ~after_f)
        json_object_set_new(theme_add(out, "key-takes-flights", k), "squares",
                            square_set_json(before_f & ~after_f));
    if (given)
        json_object_set_new(theme_add(out, "key-gives-flights", k), "squares", square_set_json(given));

    add_pins(s, key, &after, out);

    /* The key piece stands on 'to' (a castling key: the king); a double step
     * can also be taken e.p. */
    json_t *caps = json_array();
    for (int i = 0; i < key->nvars; i++) {
        Move d = key->vars[i].defence;
        if (M_TO(d) == to || ((k & MF_DOUBLE) && (d & MF_EP)))
            json_array_append_new(caps, uci_string(d));
    }
    if (json_array_size(caps)) {
        json_t *e = theme_add(out, "key-sacrifice", k);
        json_object_set_new(e, "piece", json_string(piece_type_name(PTYPE(after.board[to]))));
        json_object_set_new(e, "defences", caps);
    } else {
        json_decref(caps);
    }

    if (type == KING) {
        json_t *e = theme_add(out, "key-king-move", k);
        if (k & MF_CASTLE)
            json_object_set_new(e, "castling", json_true());
    }
    if (M_PROMO(k))
        json_object_set_new(theme_add(out, "key-promotion", k), "piece",
                            json_string(piece_type_name(M_PROMO(k))));
}
