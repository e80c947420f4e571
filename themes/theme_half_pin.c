/* theme_half_pin.c - half-pin: two defender men on a line between their king and an
 * attacker rook, bishop or queen; each moves off the line in turn and the mate that
 * follows exploits the pin of the other. */
#include "themes/phases.h"
#include "themes/king_squares.h"
#include "solver/movegen.h"
#include "solver/tables.h"

/* Whether mate m, after defence d in pos, exploits the pin of the defender man on
 * 'other' along step 'dir' from the king: it is pinned after the mate, and with
 * the pinner taken off it would have a legal move off the line (a parry). */
static bool exploits_pin(const Position *pos, Move d, Move m, int other, int dir)
{
    Position defended, q;
    position_after_to(&defended, pos, d);
    position_after_to(&q, &defended, m);
    int def = q.side, ksq = king_sq(&q, def);
    Pin pins[8];
    const Pin *pin = pin_of(pins, find_pins(&q, def, pins), other);
    if (!pin || pin->dir != dir)
        return false;
    Position e;
    position_without(&q, pin->pinner, &e);
    MoveList list;
    gen_legal(&e, &list);
    for (int i = 0; i < list.n; i++)
        if (M_FROM(list.moves[i]) == other && line_step(ksq, M_TO(list.moves[i])) != dir)
            return true;
    return false;
}

/* A listed defence of the man on 'mover' in phase i with a mate exploiting the pin
 * of the man on 'other'; MOVE_NONE if there is none. */
static Move half(const Phases *P, int i, int mover, int other, int dir)
{
    const Play *p = P->ph[i].play;
    int n = p ? p->nvars : P->s->nset;
    const Variation *vars = p ? p->vars : P->s->set;
    for (int k = 0; k < n; k++) {
        const Variation *v = &vars[k];
        if (M_FROM(v->defence) != mover || phase_mate(P, i, v->defence) == MATE_NONE)
            continue;
        for (int j = 0; j < v->n; j++)
            if (exploits_pin(&P->ph[i].pos, v->defence, sol_moves(P->s, v->first)[j], other, dir))
                return v->defence;
    }
    return MOVE_NONE;
}

/* Defence d of phase i into e, with those of its mates that exploit the pin of the
 * man on 'other': a dual's mate that does not shows no half-pin, and the Analysis
 * would say of it that it pins the other man. */
static void add_line(ThemeEntry *e, const Phases *P, int i, Move d, int other, int dir)
{
    const Variation *v = phase_variation(P, i, d);
    Move mates[MAX_MOVES];
    int n = 0;
    for (int j = 0; v && j < v->n; j++) {
        Move m = sol_moves(P->ph[i].s, v->first)[j];
        if (exploits_pin(&P->ph[i].pos, d, m, other, dir))
            mates[n++] = m;
    }
    entry_defence(e, d);
    block_line(e, &e->blocks[0], d, mates, n);
}

/* The half-pin along step dir from the defender king in phase i, if shown. */
static bool line(const Phases *P, int i, int dir, Analysis *A)
{
    const Position *pos = &P->ph[i].pos;
    int def = pos->side, men[2], n = 0, s = king_sq(pos, def) + dir;
    for (; !OFFBOARD(s) && n < 2; s += dir)
        if (pos->board[s] != EMPTY) {
            if (PCOLOUR(pos->board[s]) != def)
                return false;
            men[n++] = s;
        }
    while (!OFFBOARD(s) && pos->board[s] == EMPTY)
        s += dir;
    if (n < 2 || OFFBOARD(s) || PCOLOUR(pos->board[s]) == def || !slides_along(PTYPE(pos->board[s]), dir))
        return false;
    Move d0 = half(P, i, men[0], men[1], dir), d1 = d0 ? half(P, i, men[1], men[0], dir) : MOVE_NONE;
    if (!d1)
        return false;
    ThemeEntry *e = phase_entry(A, THEME_HALF_PIN, P, &i, 1);
    entry_squares(e, EF_SQUARES, BIT(men[0]) | BIT(men[1]));
    entry_square(e, EF_PINNER, s);
    add_line(e, P, i, d0, men[1], dir);
    add_line(e, P, i, d1, men[0], dir);
    return true;
}

void theme_half_pin(const Phases *P, Analysis *A)
{
    bool found = false;
    for (int o = 0; o < P->n && !found; o++) {
        /* only a ray with an attacker slider along it can hold the pin */
        const Position *pos = &P->ph[P->order[o]].pos;
        int k64 = SQ64(king_sq(pos, pos->side));
        const uint64_t *w = pos->men[pos->side ^ 1];
        uint64_t snipers = (rook_lines[k64] & (w[ROOK] | w[QUEEN])) | (bishop_lines[k64] & (w[BISHOP] | w[QUEEN]));
        for (int k = 0; k < 8 && !found; k++)
            found = (ray_mask[k64][k] & snipers) && line(P, P->order[o], king_delta[k], A);
    }
}
