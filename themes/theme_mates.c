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

void theme_self_block(const Solution *s, const Play *key, Analysis *A)
{
    ThemeEntry *e = entry_new(A, THEME_SELF_BLOCK, key->move);
    Position a = position_after(&s->start, key->move); /* the defender to move */
    Move mates[MAX_MOVES];
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
        /* Taking a Novotny's key piece where the king could not blocks no flight:
         * the capture is the Novotny's interference, not a self-block. */
        if (x == M_TO(key->move) && !(king_flights(&a) & BIT(x)) && novotny_capture(s, key, v->defence))
            continue;
        int n = 0;
        const Move *ms = sol_moves(s, v->first);
        for (int j = 0; j < v->n; j++)
            if (exploits_block(&p, ms[j], x))
                mates[n++] = ms[j];
        if (n) {
            entry_move_add(e, EF_DEFENCES, v->defence);
            entry_line(e, EF_VARIATIONS, v->defence, mates, n);
        }
    }
    if (e->defences.n)
        entry_int(e, EF_COUNT, e->defences.n);
    else
        entry_drop(e);
}

/* ---- pin-mate ---- */

/* Whether mate m (from p) pins a defender man that, were it free, could parry:
 * pinned after m but not after the key (ctx: that position), so made by the mate
 * or by the defence (a self-pin, a king's step: Stevenson's "Double Pin-Mate
 * after a Black King Move" counts those), and with the pinner gone it has a
 * legal move off the pin line. */
static bool pins_a_parry(const Position *p, Move m, const void *ctx)
{
    const Position *first = ctx;
    int def = p->side ^ 1;
    Pin before[8], after[8];
    int nb = find_pins(first, def, before);
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

/* Whether the rear slider on r (type t) sees x in q through 'from', the square
 * the mating man left. */
static bool sees_through(const Position *q, int r, int t, int from, int x)
{
    int d = line_step(r, x);
    return d && slides_along(t, d) && strictly_between(r, from, x) && line_clear(q, r, x);
}

/* Whether mate m (from p) fires a battery: a rear slider of the attacker now sees,
 * through the square m left, the defender king (a direct battery: discovered
 * check) or a square next to it that the king could step to without that slider
 * (an indirect battery, "aimed at the king's adjacent squares": Wong's glossary). */
static bool fires_battery(const Position *p, Move m, const void *ctx)
{
    (void)ctx;
    int att = p->side, from = M_FROM(m);
    if (m & MF_CASTLE)
        return false; /* the rook that checks moved itself */
    Position q = position_after(p, m);
    int ksq = king_sq(&q, att ^ 1);
    for (int i = 0; i < q.count[att]; i++) {
        int r = q.plist[att][i], t = PTYPE(q.board[r]);
        if (r == M_TO(m) || t < BISHOP || t > QUEEN)
            continue;
        if (sees_through(&q, r, t, from, ksq))
            return true;
        uint64_t near = 0;
        for (int x = 0; x < 128; x++)
            if (!(x & 0x88) && x != ksq && x != M_TO(m) && x == ksq + line_step(ksq, x) &&
                sees_through(&q, r, t, from, x))
                near |= BIT(x);
        if (near) {
            Position w;
            position_without(&q, r, &w);
            if (king_flights(&w) & near)
                return true;
        }
    }
    return false;
}

void theme_pin_mate(const Solution *s, const Play *key, Analysis *A)
{
    Position first = position_after(&s->start, key->move);
    entry_passing_mates(entry_new(A, THEME_PIN_MATE, key->move), s, key, pins_a_parry, &first);
}

void theme_battery_mate(const Solution *s, const Play *key, Analysis *A)
{
    entry_passing_mates(entry_new(A, THEME_BATTERY_MATE, key->move), s, key, fires_battery, NULL);
}
