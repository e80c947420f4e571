/* motives.c - how a defence defeats the threat (SPEC "Why"): each threat it
 * defeats is played after it and black's escapes from that check are explained
 * one by one against the threat's mate with no defence (what the defence took,
 * cut, guarded, pinned, unpinned or vacated). The mates: motives_mate.c. */
#include "themes/motives.h"

#include <string.h>
#include "themes/motives_board.h"
#include "themes/king_squares.h"

static const char *const kind_names[MOTIVE_KINDS] = {
    "captures", "guards", "interposes", "pins", "unpins", "flight", "check", "arrives", "evades",
    "self-block", "interference", "unguard", "unpin", "line-opening", "pin", "flight-taken", "capture",
};

const char *motive_kind_name(MotiveKind k)
{
    return (unsigned)k < MOTIVE_KINDS ? kind_names[k] : NULL;
}

const Motive *motives_find(const Motives *list, MotiveKind k)
{
    for (int i = 0; i < list->n; i++)
        if (list->m[i].kind == k)
            return &list->m[i];
    return NULL;
}

void motive_add(Motives *out, MotiveKind k, int man0, int man1, int sq0, int sq1)
{
    Motive m = { .kind = (uint8_t)k };
    if (man0 != NO_SQ)
        m.men[m.nmen++] = (int8_t)man0;
    if (man1 != NO_SQ)
        m.men[m.nmen++] = (int8_t)man1;
    if (sq0 != NO_SQ)
        m.squares[m.nsquares++] = (int8_t)sq0;
    if (sq1 != NO_SQ)
        m.squares[m.nsquares++] = (int8_t)sq1;
    /* Once per kind, men and first square: a line opened or cut once serves
     * several squares, but it is one motive. A man taken is one capture
     * whatever it did for the threat (tn-604's 1...Nxb6 took a bishop that
     * guarded c5 and d4: two "takes Bb6" before); the first square is kept. */
    bool any_square = m.kind == MOTIVE_CAPTURES;
    for (int i = 0; i < out->n; i++) {
        const Motive *o = &out->m[i];
        if (o->kind == m.kind && o->nmen == m.nmen && memcmp(o->men, m.men, sizeof m.men) == 0 &&
            o->nsquares == m.nsquares && (any_square || !m.nsquares || o->squares[0] == m.squares[0]))
            return;
    }
    if (out->n < MOTIVES_MAX)
        out->m[out->n++] = m;
}

int pinner_of(const Position *pos, int sq)
{
    uint8_t pc = pos->board[sq];
    if (pc == EMPTY || PTYPE(pc) == KING)
        return NO_SQ;
    int c = PCOLOUR(pc), k = king_sq(pos, c), d = line_step(k, sq);
    if (!d || (k + d != sq && !line_clear(pos, k, sq)))
        return NO_SQ;
    for (int s = sq + d; !OFFBOARD(s); s += d) {
        uint8_t p = pos->board[s];
        if (p == EMPTY)
            continue;
        return PCOLOUR(p) != c && slides_along(PTYPE(p), d) ? s : NO_SQ;
    }
    return NO_SQ;
}

bool reaches(const Position *pos, int from, int to)
{
    uint8_t pc = pos->board[from], target = pos->board[to];
    if (pc == EMPTY || from == to || (target != EMPTY && PCOLOUR(target) == PCOLOUR(pc)))
        return false;
    int t = PTYPE(pc);
    if (t == PAWN) {
        int fwd = PCOLOUR(pc) == WHITE ? 16 : -16;
        if (to == from + fwd - 1 || to == from + fwd + 1)
            return target != EMPTY;
        if (to == from + 2 * fwd) /* the double step from its first rank */
            return RANK_OF(from) == (fwd > 0 ? 1 : 6) && target == EMPTY && pos->board[from + fwd] == EMPTY;
        return to == from + fwd && target == EMPTY;
    }
    if (!(attack_table[DIFF(from, to)] & (1 << t)))
        return false;
    return t == KNIGHT || t == KING || line_clear(pos, from, to) || from + line_step(from, to) == to;
}

void motive_phase(MotivePhase *ph, const Solution *s, const Play *p)
{
    if (p) {
        position_after_to(&ph->before, &s->start, p->move);
        ph->threats = sol_moves(s, p->threats_first);
        ph->nthreats = p->nthreats;
    } else {
        position_passed_to(&ph->before, &s->start);
        ph->threats = NULL;
        ph->nthreats = 0;
    }
    position_passed_to(&ph->passed, &ph->before);
}

/* Threat t cannot be played after defence d (position b): why. */
static void threat_stopped(const MotivePhase *ph, const Position *b, Move d, Move t, Motives *out)
{
    int att = ph->passed.side, tf = M_FROM(t), tt = M_TO(t), to = M_TO(d);
    bool taken = tf == taken_square(d);
    if (taken) {
        motive_add(out, MOTIVE_CAPTURES, tf, NO_SQ, tt, NO_SQ);
    } else {
        /* only where the threat cannot take it there: a pawn's push, a king
         * (polgar-1642: 1.Qg3? h2, 2.Qxh2 is played and Qh7 takes back) */
        bool push = PTYPE(ph->passed.board[tf]) == PAWN && FILE_OF(tf) == FILE_OF(tt);
        if (tt == to && (push || PTYPE(b->board[to]) == KING))
            motive_add(out, MOTIVE_ARRIVES, to, NO_SQ, tt, NO_SQ);
        else if (tt == M_FROM(d) && ph->passed.board[tt] != EMPTY && b->board[tt] == EMPTY &&
                 PTYPE(ph->passed.board[tf]) == PAWN)
            /* a pawn cannot take on an empty square; a piece could go there, and
             * is stopped by the cut or pin found below (polgar-741: 1.Qg1 Bd4
             * cuts Bf2 off from c5, its leaving c5 stops nothing) */
            motive_add(out, MOTIVE_EVADES, to, NO_SQ, tt, NO_SQ);
        if (tt != to && strictly_between(tf, to, tt))
            motive_add(out, MOTIVE_INTERPOSES, tf, to, to, tt);
    }
    /* A check stops the threat too, beside a capture of its man (a cross-check
     * that takes: Polgár 2776, 1...Qxg7+). */
    int wk = king_sq(b, att);
    uint64_t chk = checkers_of(b, att);
    if (chk) {
        int c0 = SQ88(__builtin_ctzll(chk));
        uint64_t rest = chk & (chk - 1);
        motive_add(out, MOTIVE_CHECK, c0, rest ? SQ88(__builtin_ctzll(rest)) : NO_SQ, wk, NO_SQ);
    }
    if (taken)
        return;
    if (tf == wk) { /* a king's threat: the square is guarded now */
        uint64_t g = guards_of(b, tt, att ^ 1);
        if (g)
            motive_add(out, MOTIVE_GUARDS, SQ88(__builtin_ctzll(g)), NO_SQ, tt, NO_SQ);
        return;
    }
    /* a pin stops the threat only where the man could make the move unpinned
     * (polgar-1975: 1.g7? Rg8 pins g7, but gxh8 has nothing left to take) */
    int p = pinner_of(b, tf);
    if (p != NO_SQ && pinner_of(&ph->passed, tf) == NO_SQ && reaches(b, tf, tt))
        motive_add(out, MOTIVE_PINS, tf, p, p == to ? to : M_FROM(d), NO_SQ);
}

/* Why the king may step to sq after defence d and threat (position c), where
 * it could not after the threat alone (t0): a guard taken or cut off, or the
 * square vacated. */
static void flight_won(const Position *t0, const Position *c, Move d, int sq, Motives *out)
{
    int att = c->side ^ 1, k = king_sq(c, c->side), to = M_TO(d);
    /* vacated: its own man stood there after the threat alone; where the
     * threat's man stands (it took the moved man there), the king takes it
     * because a guard of it went (polgar-2504: 1.Qb4? Qc1 2.Qe1+ Kxe1, Rb1 cut off) */
    uint8_t was = t0->board[sq];
    if (sq == M_FROM(d) && was != EMPTY && PCOLOUR(was) == c->side) {
        motive_add(out, MOTIVE_FLIGHT, k, NO_SQ, sq, NO_SQ);
        return;
    }
    uint64_t lost = guards_of(t0, sq, att) & ~guards_of(c, sq, att);
    for (; lost; lost &= lost - 1) {
        int g = SQ88(__builtin_ctzll(lost));
        if (g == taken_square(d))
            motive_add(out, MOTIVE_CAPTURES, g, NO_SQ, sq, NO_SQ);
        else if (strictly_between(g, to, sq))
            motive_add(out, MOTIVE_INTERPOSES, g, to, to, sq);
    }
}

/* Adds why defence d (position b) defeats threat t, if it does. */
static void against_threat(const MotivePhase *ph, const Position *b, Move d, Move t, Motives *out)
{
    int def = ph->before.side, from = M_FROM(d), to = M_TO(d);
    Move tb = move_legal(b, t);
    if (tb == MOVE_NONE) {
        threat_stopped(ph, b, d, t, out);
        /* A check stops the move; what else the defence did against it is
         * found by playing it as if the check were not there, as beside a
         * capture or a cut (polgar-2504: 1.Qb4? Qd1+ checks and guards e1):
         * not when its man is taken, pinned, cut off, or is the king. */
        int tf = M_FROM(t);
        if (tf == taken_square(d) || tf == king_sq(b, def ^ 1) || !checkers_of(b, def ^ 1) ||
            pinner_of(b, tf) != NO_SQ || (tb = move_rebuild(b, t)) == MOVE_NONE)
            return;
    }
    Position c;
    position_after_to(&c, b, tb);
    uint64_t chk = checkers_of(&c, def);
    if (chk && !has_legal_move(&c))
        return; /* the threat still mates */
    /* A check the threat answers (Polgár 2699: 1.Ke5? Bb2+! 2.Qd4+ interposes)
     * is not what stops it: what follows says why it mates no more (Bb2 guards d4). */
    int k = king_sq(&c, def);
    if (from == king_sq(&ph->before, def)) {
        motive_add(out, MOTIVE_FLIGHT, k, NO_SQ, k, NO_SQ);
        return;
    }
    Position t0;
    position_after_to(&t0, &ph->passed, t);
    /* A check the threat gave alone and gives no more: its man taken or its line cut. */
    for (uint64_t lost = checkers_of(&t0, def) & ~chk; lost; lost &= lost - 1) {
        int g = SQ88(__builtin_ctzll(lost));
        if (g == taken_square(d))
            motive_add(out, MOTIVE_CAPTURES, g, NO_SQ, k, NO_SQ);
        else if (strictly_between(g, to, k))
            motive_add(out, MOTIVE_INTERPOSES, g, to, to, k);
    }
    if (!chk)
        return;
    MoveList l;
    gen_legal(&c, &l);
    for (int i = 0; i < l.n; i++) {
        int rf = M_FROM(l.moves[i]), rt = M_TO(l.moves[i]), p;
        if (rf == k)
            flight_won(&t0, &c, d, rt, out);
        else if (rf == to)
            motive_add(out, MOTIVE_GUARDS, to, NO_SQ, rt, NO_SQ);
        else if ((p = pinner_of(&t0, rf)) != NO_SQ && pinner_of(&c, rf) == NO_SQ)
            motive_add(out, MOTIVE_UNPINS, rf, p, rt, NO_SQ);
        else if (strictly_between(rf, from, rt))
            motive_add(out, MOTIVE_GUARDS, rf, NO_SQ, rt, NO_SQ);
    }
}

void motives_defence_after(const MotivePhase *ph, const Position *b, Move d, Motives *out)
{
    out->n = 0;
    for (int i = 0; i < ph->nthreats; i++)
        against_threat(ph, b, d, ph->threats[i], out);
}

void motives_defence(const MotivePhase *ph, Move d, Motives *out)
{
    out->n = 0;
    if (!ph->nthreats)
        return;
    Position b;
    position_after_to(&b, &ph->before, d);
    motives_defence_after(ph, &b, d, out);
}

void motives_variation(const MotivePhase *ph, Move d, const Move *mates, int nmates, Motives *def,
                       Motives *mates_out)
{
    Position b;
    position_after_to(&b, &ph->before, d);
    motives_defence_after(ph, &b, d, def);
    for (int i = 0; i < nmates; i++)
        motives_mate_after(ph, &b, d, mates[i], &mates_out[i]);
}
