/* line_play.c - lines, pins and batteries made or lifted by keys, defences and mates. */
#include "themes/line_play.h"
#include "themes/king_squares.h"
#include "solver/movegen.h"
#include "solver/tables.h"

Position line_after_key(const Solution *s, const Play *key)
{
    return position_after(&s->start, key->move);
}

Position line_after_defence(const Solution *s, const Play *key, Move d)
{
    Position p = line_after_key(s, key);
    return position_after(&p, d);
}

/* Whether the side to move in q has a legal move of the man on sq off the line
 * through its king along dir. */
static bool moves_off_line(const Position *q, int sq, int dir)
{
    MoveList list;
    gen_legal(q, &list);
    int ksq = king_sq(q, q->side);
    for (int i = 0; i < list.n; i++)
        if (M_FROM(list.moves[i]) == sq && line_step(ksq, M_TO(list.moves[i])) != dir)
            return true;
    return false;
}

int lifted_self_pins(const Solution *s, const Play *key, Move d, LiftedPin out[8])
{
    Position p1 = line_after_key(s, key);
    Position p2;
    position_after_to(&p2, &p1, d);
    int def = p1.side, n = 0, ksq = king_sq(&p2, def);
    Pin before[8], after[8];
    int nb = find_pins(&p1, def, before), na = find_pins(&p2, def, after);
    const Move *threats = sol_moves(s, key->threats_first);
    for (int i = 0; i < na; i++) {
        const Pin *pin = &after[i];
        /* A pin the defence made: the man (where it came from) was not pinned
         * by that pinner before. */
        const Pin *old = pin_of(before, nb, pin->sq == M_TO(d) ? M_FROM(d) : pin->sq);
        if (old && old->pinner == pin->pinner)
            continue;
        for (int j = 0; j < key->nthreats; j++) {
            Move t = move_legal(&p2, threats[j]);
            if (t == MOVE_NONE)
                continue;
            int to = M_TO(t);
            /* The threat cuts the pin line on either side of the man: between the
             * pinner and it, or between it and the king (the king's own self-pin). */
            bool interferes = strictly_between(pin->pinner, to, pin->sq) ||
                              strictly_between(pin->sq, to, ksq);
            bool leaves = M_FROM(t) == pin->pinner && to != pin->sq && line_step(ksq, to) != pin->dir;
            if (!interferes && !leaves)
                continue;
            Position q;
            position_after_to(&q, &p2, t);
            if (!moves_off_line(&q, pin->sq, pin->dir))
                continue;
            out[n++] = (LiftedPin){ .man = pin->sq, .pinner = pin->pinner, .dir = pin->dir,
                                    .threat = threats[j], .interferes = interferes };
            break;
        }
    }
    return n;
}

bool pin_holds_mate(const Position *q, int man, int pinner)
{
    Pin pins[8];
    const Pin *pin = pin_of(pins, find_pins(q, q->side, pins), man);
    if (!pin || pin->pinner != pinner)
        return false;
    Position e;
    position_without(q, pinner, &e);
    return in_check(&e, e.side) && moves_off_line(&e, man, pin->dir);
}

int find_batteries(const Position *pos, int c, Battery out[16])
{
    int ksq = king_sq(pos, c ^ 1), n = 0;
    for (int i = 1; i < pos->count[c] && n < 16; i++) {
        int r = pos->plist[c][i], t = PTYPE(pos->board[r]), d = line_step(r, ksq);
        if (t < BISHOP || t > QUEEN || !d || !slides_along(t, d))
            continue;
        Battery b = { .rear = r, .dir = d };
        bool own_only = true;
        for (int sq = r + d; sq != ksq && own_only; sq += d) {
            if (pos->board[sq] == EMPTY)
                continue;
            if (PCOLOUR(pos->board[sq]) != c || b.nfront == 2)
                own_only = false;
            else
                b.front[b.nfront++] = sq;
        }
        if (own_only && b.nfront)
            out[n++] = b;
    }
    return n;
}

bool fires_from(const Position *p, Move m, int rear, int front)
{
    if (M_FROM(m) != front || (m & MF_CASTLE))
        return false;
    /* The rear piece must stand there before the mate: a defence that took it
     * (1...Qxf8+ 2.gxf8=Q#) left a front man that checks from there itself. */
    int t = PTYPE(p->board[rear]);
    if (PCOLOUR(p->board[rear]) != p->side || t < BISHOP || t > QUEEN)
        return false;
    Position q;
    position_after_to(&q, p, m);
    int ksq = king_sq(&q, q.side), d = line_step(rear, ksq);
    return d &&
           slides_along(t, d) && strictly_between(rear, front, ksq) && line_clear(&q, rear, ksq);
}
