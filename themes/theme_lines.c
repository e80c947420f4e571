/* theme_lines.c - themes of lines: cross-checks, and the mutual interference of
 * two defender men on one square that Grimshaw and Novotny share (a rook and a
 * bishop; for Grimshaw a pawn on its home rank and a rook or bishop too)
 * (theme_lines.h). */
#include "themes/theme_lines.h"
#include "themes/king_squares.h"
#include "solver/tables.h"
#include "solver/movegen.h"

Position after_key(const Solution *s, const Play *key)
{
    Position p = s->start;
    Undo u;
    make_move(&p, key->move, &u);
    return p;
}

void theme_cross_check(const Solution *s, const Play *key, Analysis *A)
{
    Position a = after_key(s, key);
    ThemeEntry *e = entry_new(A, THEME_CROSS_CHECK, key->move);
    /* Every checking defence with a mate, listed or not: the mate must parry the check. */
    for (int i = 0; i < key->nvars; i++)
        if (key->vars[i].n > 0 && gives_check(&a, key->vars[i].defence))
            entry_move_add(e, EF_DEFENCES, key->vars[i].defence);
    if (e->defences.n)
        entry_int(e, EF_COUNT, e->defences.n);
    else
        entry_drop(e);
}

/* Whether, in e (the defender to move), the defender line piece on 'from' would
 * check the attacker's king along 'step' through x: the mate was legal only
 * because x cut that line, the mating man being pinned against its king. */
static bool checks_through(const Position *e, int from, int step, int x)
{
    int ksq = king_sq(e, e->side ^ 1);
    return e->board[from] != EMPTY && PCOLOUR(e->board[from]) == e->side &&
           line_step(from, ksq) == step && strictly_between(from, x, ksq) && line_clear(e, from, ksq);
}

/* Whether the defender (to move in a) has a pawn on 'from' on its home rank
 * whose double step passes x: the pawn's line, as a pawn Grimshaw cuts it. */
static bool pawn_line_through(const Position *a, int from, int x)
{
    int side = a->side, fwd = side == WHITE ? 16 : -16;
    return a->board[from] == PIECE(side, PAWN) && RANK_OF(from) == (side == WHITE ? 1 : 6) &&
           x == from + fwd;
}

/* Whether, in e (x emptied after the mate), the pawn on 'from' could make the
 * double step through x that the man on x stopped. */
static bool pawn_steps_through(const Position *e, int from, int x)
{
    return move_legal(e, MAKE_MOVE(from, 2 * x - from, 0, 0)) != MOVE_NONE;
}

/* The mates of v (defence from position a) that exploit the man v put on x
 * cutting the line of the defender man on 'other' (a line piece, or a pawn's
 * double step): with x emptied after the mate, that man could move along its
 * line through x, or (a line piece) would check the attacker's king through x
 * (the cut unpinned the mating man).  Stored in found[]. */
static int interference_mates(const Solution *s, const Position *a, const Variation *v,
                              int other, Move *found)
{
    int x = M_TO(v->defence), step = line_step(other, x), n = 0;
    bool pawn = PTYPE(a->board[other]) == PAWN;
    Position p;
    position_after_to(&p, a, v->defence);
    if (!step || !line_clear(&p, other, x) || (pawn && !pawn_line_through(a, other, x)))
        return 0;
    const Move *ms = sol_moves(s, v->first);
    for (int j = 0; j < v->n; j++) {
        if (M_TO(ms[j]) == x)
            continue; /* the mate removes the interfering man */
        Position q = position_after(&p, ms[j]), e;
        position_without(&q, x, &e);
        if (pawn ? pawn_steps_through(&e, other, x)
                 : moves_through(&e, other, step, x) || checks_through(&e, other, step, x))
            found[n++] = ms[j];
    }
    return n;
}

/* Whether two exploiting mates, one from each list, differ: two variations with
 * the same mate show no interference that the mate needs. */
static bool distinct_pair(const Move *m1, int n1, const Move *m2, int n2, Move *o1, Move *o2)
{
    for (int i = 0; i < n1; i++)
        for (int j = 0; j < n2; j++)
            if (MOVE_KEY(m1[i]) != MOVE_KEY(m2[j])) {
                *o1 = m1[i], *o2 = m2[j];
                return true;
            }
    return false;
}

bool mutual_mates(const Solution *s, const Position *a, const Variation *vr, const Variation *vb,
                  Move *o1, Move *o2)
{
    Move mr[MAX_MOVES], mb[MAX_MOVES];
    int nr = interference_mates(s, a, vr, M_FROM(vb->defence), mr);
    int nb = nr ? interference_mates(s, a, vb, M_FROM(vr->defence), mb) : 0;
    return nb && distinct_pair(mr, nr, mb, nb, o1, o2);
}

int line_mover(const Position *a, Move d)
{
    return M_PROMO(d) ? PAWN : PTYPE(a->board[M_FROM(d)]);
}
