/* motives_mate.c - what weakness a mate exploits (SPEC "Why"): the mate is
 * compared, first, with the same position with the moved man lifted off its new
 * square (what it blocks: self-block, interference) and then with the mate
 * played as if the defence had not been made (what its leaving did: unguard,
 * line opening, unpin, pin); each of black's escapes there is explained. */
#include "themes/motives.h"
#include "themes/motives_board.h"
#include "themes/king_squares.h"

/* Whether the defender's man on 'from' could go to 'to' in m (defender to move)
 * with square x emptied, its king safe. */
static bool legal_without(const Position *m, int from, int to, int x)
{
    int k = king_sq(m, m->side);
    uint64_t occ = ((all_men(m) & ~BIT(x)) & ~BIT(from)) | BIT(to);
    return !(attackers_of(m, SQ64(k), m->side ^ 1, occ) & ~BIT(to));
}

/* The moved man on x after mate (position m), come from 'from': a flight of its
 * king it blocks, a black line through x that would parry the check. */
static void where_it_stands(const Position *m, int from, int x, uint64_t chk, Motives *out)
{
    int def = m->side, k = king_sq(m, def);
    if (king_mask[SQ64(k)] & BIT(x)) {
        uint64_t occ = all_men(m) & ~BIT(x) & ~BIT(k);
        if (!attacked_through(m, SQ64(x), def ^ 1, occ))
            motive_add(out, MOTIVE_SELF_BLOCK, x, NO_SQ, x, NO_SQ);
    }
    if (!chk || (chk & (chk - 1)))
        return; /* a double check is parried by the king alone */
    uint64_t parry = chk | between[SQ64(k)][__builtin_ctzll(chk)];
    const uint64_t *men = m->men[def];
    for (uint64_t sl = (men[BISHOP] | men[ROOK] | men[QUEEN]) & ~BIT(x); sl; sl &= sl - 1) {
        int s = SQ88(__builtin_ctzll(sl)), step = line_step(s, x);
        if (!step || !slides_along(PTYPE(m->board[s]), step) || !(s + step == x || line_clear(m, s, x)))
            continue;
        for (int y = x + step; !OFFBOARD(y); y += step) {
            /* a man that moved along the line cut it before too (a set 1...e4 of
             * threat-correction.fen, the pawn e5 on Re7's file): nothing new */
            if ((parry & BIT(y)) && !strictly_between(s, from, y) && legal_without(m, s, y, x)) {
                motive_add(out, MOTIVE_INTERFERENCE, s, x, x, y);
                break;
            }
            if (m->board[y] != EMPTY)
                break;
        }
    }
}

/* The mate cannot be played without the defence (ph->passed): what the defence
 * opened, unguarded or unpinned for it. */
static void mate_enabled(const MotivePhase *ph, const Position *b, Move d, Move mate, Motives *out)
{
    int mf = M_FROM(mate), mt = M_TO(mate), from = M_FROM(d), to = M_TO(d);
    if (strictly_between(mf, from, mt) || (mt == from && PTYPE(b->board[mf]) == PAWN && !(mate & MF_CAPTURE)))
        motive_add(out, MOTIVE_LINE_OPENING, mf, NO_SQ, from, mt);
    /* e.p. also empties the square of the man taken (polgar-1112: 1.d4+ exd3
     * e.p. 2.Qbf4#, the queen passes d4 and e4) */
    if ((d & MF_EP) && strictly_between(mf, taken_square(d), mt))
        motive_add(out, MOTIVE_LINE_OPENING, mf, NO_SQ, taken_square(d), mt);
    if (mf == king_sq(b, b->side) && taken_square(mate) != to) {
        /* a king's step (uncovering a check), or castling, over a square the man guarded */
        int step = mate & MF_CASTLE ? line_step(mf, mt) : 0;
        for (int s = step ? mf : mt;; s += step) {
            if (guards_of(&ph->passed, s, ph->before.side) & BIT(from)) {
                motive_add(out, MOTIVE_UNGUARD, to, NO_SQ, s, NO_SQ);
                break;
            }
            if (!step || s == mt)
                break;
        }
    }
    /* an unpin the mate needs: it leaves the pin line (polgar-2155: 1...Qf7
     * 2.g8=N#, the pawn pushes along the g-file; only the vacated g8 counts) */
    int p = pinner_of(&ph->passed, mf), wk = king_sq(b, b->side);
    if (p != NO_SQ && pinner_of(b, mf) == NO_SQ && line_step(wk, mt) != line_step(wk, mf))
        motive_add(out, MOTIVE_UNPIN, mf, p == from ? to : p, p == from ? from : to, NO_SQ);
}

/* Whether the mate (to mt) stands on the line from the defender's line piece on
 * 'to' to rt that was open before it (b): the mate cuts that line. */
static bool mate_cuts(const Position *b, int to, int mt, int rt)
{
    int step = line_step(to, rt);
    return step && slides_along(PTYPE(b->board[to]), step) && strictly_between(to, mt, rt) && line_clear(b, to, rt);
}

/* Why black's reply r, legal after the mate without the defence (m0), is not
 * after it (m1, the mate to mt played in b). A man pinned in m1 is pins_used's. */
static void escape_closed(const Position *b, const Position *m0, const Position *m1, Move d, int mt, Move r,
                          Motives *out)
{
    int def = m1->side, k = king_sq(m1, def), from = M_FROM(d), to = M_TO(d);
    int rf = M_FROM(r), rt = M_TO(r);
    if (rf == k) {
        /* a self-block while the moved man stands there and the square, were
         * it lifted, would be free; else a guard the defence opened holds it
         * (polgar-3362: 1.Rg1 g5 2.R1xg5#, the mate took the pawn and Rg8
         * guards g5; polgar-2174: 1...Qg2 2.Qb1#, Ba8 guards g2 through b7) */
        if (rt == to && m1->board[to] != EMPTY && PCOLOUR(m1->board[to]) == def &&
            !attacked_through(m1, SQ64(to), def ^ 1, all_men(m1) & ~BIT(to) & ~BIT(k))) {
            motive_add(out, MOTIVE_SELF_BLOCK, to, NO_SQ, to, NO_SQ);
            return;
        }
        uint64_t won = guards_of(m1, rt, def ^ 1) & ~guards_of(m0, rt, def ^ 1);
        for (; won; won &= won - 1) {
            int g = SQ88(__builtin_ctzll(won));
            if (strictly_between(g, from, rt))
                motive_add(out, MOTIVE_LINE_OPENING, g, NO_SQ, from, rt);
        }
    } else if (rf == from) {
        /* it guarded rt from 'to' too, until the mating man stood on its line */
        if (mate_cuts(b, to, mt, rt))
            motive_add(out, MOTIVE_INTERFERENCE, to, mt, mt, rt);
        else if (pinner_of(m1, to) == NO_SQ || !reaches(m1, to, rt))
            motive_add(out, MOTIVE_UNGUARD, to, NO_SQ, rt, NO_SQ);
    } else if (strictly_between(rf, to, rt)) {
        motive_add(out, MOTIVE_INTERFERENCE, rf, to, to, rt);
    }
}

/* Whether the defender's man on 'from' may go to 'to' in m (defender to move),
 * as far as its own king's safety goes. */
static bool safe(const Position *m, int from, int to)
{
    int k = king_sq(m, m->side);
    uint64_t occ = (all_men(m) & ~BIT(from)) | BIT(to);
    return !(attackers_of(m, SQ64(k), m->side ^ 1, occ) & ~BIT(to));
}

/* The escapes from the mate without the defence (m0, in check) that the
 * defence may have closed, each explained by escape_closed: the king's steps,
 * the moved man's parries from its old square, and the parries of black line
 * pieces across the square it went to (no other man's moves changed). Only the
 * king's steps when kings_only; none of the moved man when the mate takes it. */
static void escapes(const Position *b, const Position *m0, const Position *m1, Move d, int mt, uint64_t chk,
                    bool kings_only, bool takes, Motives *out)
{
    int def = m0->side, k = king_sq(m0, def), k64 = SQ64(k), from = M_FROM(d), to = M_TO(d);
    uint64_t occ = all_men(m0), own = m0->men[def][EMPTY];
    for (uint64_t steps = king_mask[k64] & ~own; steps; steps &= steps - 1) {
        int f = SQ88(__builtin_ctzll(steps));
        if (!attacked_through(m0, __builtin_ctzll(steps), def ^ 1, occ & ~BIT(k)))
            escape_closed(b, m0, m1, d, mt, MAKE_MOVE(k, f, 0, 0), out);
    }
    if (kings_only || (chk & (chk - 1)))
        return;
    uint64_t parry = chk | between[k64][__builtin_ctzll(chk)];
    const uint64_t *men = m0->men[def];
    /* line pieces, pawns (a double step over it), and the moved man */
    uint64_t movers = (men[BISHOP] | men[ROOK] | men[QUEEN] | men[PAWN] | (BIT(from) & own)) & ~(takes ? BIT(from) : 0);
    movers &= rook_lines[SQ64(to)] | bishop_lines[SQ64(to)] | BIT(from); /* the others: on a line through to */
    for (; movers; movers &= movers - 1) {
        int x = SQ88(__builtin_ctzll(movers));
        /* the moved man from its old square, another man across the square it went to */
        for (uint64_t ys = parry & (x == from ? ~0ULL : squares_beyond(x, to)); ys; ys &= ys - 1) {
            int y = SQ88(__builtin_ctzll(ys));
            if (reaches(m0, x, y) && safe(m0, x, y))
                escape_closed(b, m0, m1, d, mt, MAKE_MOVE(x, y, 0, 0), out);
        }
    }
}

/* The black men pinned after the mate (position m1, single check) that could
 * parry it unpinned, when the pin is new: made by the mate (not there in b,
 * before it) or by the defence (the moved man, or not there in m0: the mate
 * without the defence, or the position before the defence when the mate needs it). */
static void pins_used(const Position *b, const Position *m0, const Position *m1, int to, uint64_t chk,
                      Motives *out)
{
    int def = m1->side, k = king_sq(m1, def), k64 = SQ64(k);
    const uint64_t *w = m1->men[def ^ 1];
    if (!chk || (chk & (chk - 1)))
        return;
    uint64_t parry = chk | between[k64][__builtin_ctzll(chk)], occ = all_men(m1);
    /* The white line pieces on the king's lines with one black man between (as
     * movegen finds pins): the pins. */
    uint64_t snipers = (rook_lines[k64] & (w[ROOK] | w[QUEEN])) | (bishop_lines[k64] & (w[BISHOP] | w[QUEEN]));
    for (; snipers; snipers &= snipers - 1) {
        int p64 = __builtin_ctzll(snipers);
        uint64_t shield = between[k64][p64] & occ;
        if (!shield || (shield & (shield - 1)) || !(shield & m1->men[def][EMPTY]))
            continue;
        int x = SQ88(__builtin_ctzll(shield)), p = SQ88(p64);
        bool new_pin = x == to || pinner_of(b, x) == NO_SQ || pinner_of(m0, x) == NO_SQ;
        if (!new_pin)
            continue;
        for (uint64_t ys = parry; ys; ys &= ys - 1) {
            int y = SQ88(__builtin_ctzll(ys));
            if (!reaches(m1, x, y))
                continue;
            uint64_t after = (occ & ~BIT(x)) | BIT(y);
            if (!(attackers_of(m1, k64, def ^ 1, after) & ~BIT(y) & ~BIT(p))) {
                motive_add(out, MOTIVE_PIN, x, p, y, NO_SQ);
                break;
            }
        }
    }
}

/* The defence's line piece on 'to' parries the mate (position m1, single
 * check chk) but for the mating man on mt standing on its line: the mate
 * shuts off the guard the defence brought (Schiffmann 1928: 1...Qd5 2.Nge5#,
 * the knight cuts d5-f5; a guard from the man's old square is escape_closed's). */
static void mate_cuts_its_line(const Position *m1, int to, int mt, uint64_t chk, Motives *out)
{
    if (!chk || (chk & (chk - 1)) || (chk & BIT(mt)))
        return; /* a double check is parried by the king alone; a checker on the line is taken */
    int step = line_step(to, mt), k64 = SQ64(king_sq(m1, m1->side));
    if (!step || !slides_along(PTYPE(m1->board[to]), step) || !(to + step == mt || line_clear(m1, to, mt)))
        return;
    uint64_t parry = chk | between[k64][__builtin_ctzll(chk)];
    for (int y = mt + step; !OFFBOARD(y); y += step) {
        if ((parry & BIT(y)) && legal_without(m1, to, y, mt)) {
            motive_add(out, MOTIVE_INTERFERENCE, to, mt, mt, y);
            return;
        }
        if (m1->board[y] != EMPTY)
            return;
    }
}

/* The checks of the set chk (the mate's, not given without the defence) along
 * a line through 'from', the square the defence left, to the king on k. */
static void checks_opened(uint64_t chk, int from, int k, Motives *out)
{
    for (; chk; chk &= chk - 1) {
        int g = SQ88(__builtin_ctzll(chk));
        if (strictly_between(g, from, k))
            motive_add(out, MOTIVE_LINE_OPENING, g, NO_SQ, from, k);
    }
}

static bool mate_motives(const MotivePhase *ph, const Position *b, Move d, Move mate, Position *m1, Motives *out);

void motives_mate_after(const MotivePhase *ph, const Position *b, Move d, Move mate, Motives *out)
{
    Position m1;
    if (mate_motives(ph, b, d, mate, &m1, out))
        mate_cuts_its_line(&m1, M_TO(d), M_TO(mate), checkers_of(&m1, m1.side), out);
}

/* The motives of the mate but mate_cuts_its_line's, the position after the
 * mate into *m1; whether that cut is to be looked for (a man of the defence,
 * not the king, left standing). */
static bool mate_motives(const MotivePhase *ph, const Position *b, Move d, Move mate, Position *m1, Motives *out)
{
    int def = ph->before.side, from = M_FROM(d), to = M_TO(d);
    out->n = 0;
    if (from == king_sq(&ph->before, def)) { /* castling too: the king moved */
        motive_add(out, MOTIVE_FLIGHT_TAKEN, to, NO_SQ, to, NO_SQ);
        /* and a man of its own that its step left pinned (compared with the
         * king on its old square) */
        position_after_to(m1, b, mate);
        pins_used(b, &ph->before, m1, NO_SQ, checkers_of(m1, def), out);
        return false;
    }
    bool takes = taken_square(mate) == to;
    if (takes)
        motive_add(out, MOTIVE_CAPTURE, to, NO_SQ, M_TO(mate), NO_SQ);
    position_after_to(m1, b, mate);
    uint64_t chk1 = checkers_of(m1, def);
    if (!takes)
        where_it_stands(m1, from, to, chk1, out);
    int k = king_sq(m1, def);
    Move m = move_legal(&ph->passed, mate);
    if (m == MOVE_NONE) {
        /* The mate needs the defence: a pin is the defence's when it was not
         * there before it (a man leaving a half-pin's line); a check through
         * the square it left is its opening (polgar-2646: 1.Rh7! Ng3 2.hxg3#,
         * Rh7 checks through h5). */
        pins_used(b, &ph->before, m1, to, chk1, out);
        mate_enabled(ph, b, d, mate, out);
        checks_opened(chk1, from, k, out);
        return !takes;
    }
    Position m0;
    position_after_to(&m0, &ph->passed, m);
    pins_used(b, &m0, m1, to, chk1, out);
    uint64_t chk0 = checkers_of(&m0, def);
    checks_opened(chk1 & ~chk0, from, k, out);
    if (!chk0)
        return !takes;
    bool kings_only = (chk1 & (chk1 - 1)) && !(chk0 & (chk0 - 1));
    escapes(b, &m0, m1, d, M_TO(mate), chk0, kings_only, takes, out);
    return !takes;
}

void motives_mate(const MotivePhase *ph, Move d, Move mate, Motives *out)
{
    Position b;
    position_after_to(&b, &ph->before, d);
    motives_mate_after(ph, &b, d, mate, out);
}
