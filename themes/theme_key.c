/* theme_key.c - the qualities of a key by the usual rules for a good key: what it
 * takes from or gives to the defender king, what it captures, pins or unpins. */
#include "themes/theme_key.h"
#include "themes/king_squares.h"
#include "solver/tables.h"

/* Flights of the defender king in the diagram, as if the defender were to move. */
static uint64_t diagram_flights(const Solution *s)
{
    Position p;
    position_passed_to(&p, &s->start);
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

static void add_pins(const Solution *s, const Play *key, const Position *after, Analysis *A)
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
        entry_squares(entry_new(A, THEME_KEY_PINS, key->move), EF_SQUARES, pinned);
    if (unpinned || att_unpinned) {
        ThemeEntry *e = entry_new(A, THEME_KEY_UNPINS, key->move);
        entry_squares(e, EF_SQUARES, unpinned);
        entry_squares(e, EF_ATTACKER_SQUARES, att_unpinned);
    }
}

void theme_key_features(const Solution *s, const Play *key, Analysis *A)
{
    Move k = key->move;
    int from = M_FROM(k), to = M_TO(k);
    int type = PTYPE(s->start.board[from]);
    Position after = s->start;
    Undo u;
    make_move(&after, k, &u);

    if (key->check)
        entry_new(A, THEME_KEY_CHECK, k);

    if (u.captured != EMPTY) {
        ThemeEntry *e = entry_new(A, THEME_KEY_CAPTURE, k);
        entry_piece_type(e, EF_CAPTURED, PTYPE(u.captured));
        if (PTYPE(u.captured) == PAWN)
            entry_flag(e, EF_MILD);
    }

    /* A key piece the king may take gives that square too ("squares occupied by
     * white pieces, which can be captured by the black king": chess-problems-gr,
     * good key characteristic 6); it is a key-sacrifice as well. */
    uint64_t before_f = diagram_flights(s), after_f = king_flights(&after);
    uint64_t given = after_f & ~before_f;
    if (before_f & ~after_f)
        entry_squares(entry_new(A, THEME_KEY_TAKES_FLIGHTS, k), EF_SQUARES, before_f & ~after_f);
    if (given)
        entry_squares(entry_new(A, THEME_KEY_GIVES_FLIGHTS, k), EF_SQUARES, given);

    add_pins(s, key, &after, A);

    /* The key piece stands on 'to' (a castling key: the king). A pawn offered is
     * no sacrifice: the source's merit is a key that "sacrifices a very strong
     * piece" (chess-problems-gr, good key characteristic 1), as a pawn taken is
     * only a mild capture. */
    if (PTYPE(after.board[to]) != PAWN) {
        ThemeEntry *e = entry_new(A, THEME_KEY_SACRIFICE, k);
        for (int i = 0; i < key->nvars; i++)
            if (M_TO(key->vars[i].defence) == to)
                entry_move_add(e, EF_DEFENCES, key->vars[i].defence);
        if (e->defences.n)
            entry_piece_type(e, EF_PIECE_TYPE, PTYPE(after.board[to]));
        else
            entry_drop(e);
    }

    if (type == KING) {
        ThemeEntry *king = entry_new(A, THEME_KEY_KING_MOVE, k);
        if (k & MF_CASTLE)
            entry_flag(king, EF_CASTLING);
    }
    if (M_PROMO(k))
        entry_piece_type(entry_new(A, THEME_KEY_PROMOTION, k), EF_PIECE_TYPE, M_PROMO(k));
}
