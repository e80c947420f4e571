/* theme_somov.c - Somov (B1, B2): a mate that shuts off one of the attacker's
 * own guards of a square next to the defender king, which the defence made
 * safe to give up, by blocking that square (B2) or by opening another attacker
 * line onto it (B1). */
#include <string.h>
#include "themes/theme_named.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/tables.h"

/* The attacker line piece of p, other than the one on `mover`, that guarded
 * sq through x (x strictly between it and sq on a clear line it moves along):
 * its square, NO_SQ for none. */
static int guard_through(const Position *p, int mover, int x, int sq)
{
    /* Such a piece is the first man from sq on its line through x, past x (so
     * x is empty): the only one to ask. */
    int d = line_step(sq, x), l = sq + d;
    if (!d)
        return NO_SQ;
    while (!OFFBOARD(l) && p->board[l] == EMPTY)
        l += d;
    if (OFFBOARD(l) || l == x || l == mover)
        return NO_SQ;
    int t = PTYPE(p->board[l]);
    return PCOLOUR(p->board[l]) == p->side && t >= BISHOP && t <= QUEEN && slides_along(t, d) ? l : NO_SQ;
}

/* B1: in q (after the mate) sq is empty and guarded by one attacker man only,
 * a line piece whose line to sq the defence d opened (it left that line). */
static bool guard_opened(const Position *q, Move d, int sq)
{
    if (q->board[sq] != EMPTY)
        return false;
    int att = q->side ^ 1, from = M_FROM(d);
    uint64_t by = attackers_of(q, SQ64(sq), att, all_men(q) & ~BIT(king_sq(q, q->side)));
    if (__builtin_popcountll(by) != 1)
        return false;
    int l = SQ88(__builtin_ctzll(by)), t = PTYPE(q->board[l]);
    return t >= BISHOP && t <= QUEEN && strictly_between(l, from, sq);
}

/* The variant mate m shows after d (p: after the defence), 0 for none:
 * 1 (B1) or 2 (B2); *sq the square, *shut the line piece the mate shuts off. */
static int somov_of(const Position *p, Move d, Move m, int *sq, int *shut)
{
    int x = M_TO(m), ksq = king_sq(p, p->side ^ 1);
    /* Lines are shut and opened by men, not by a king stepping. */
    if (M_TO(d) == ksq || PTYPE(p->board[M_FROM(m)]) == KING || (m & MF_CASTLE))
        return 0;
    Position q;
    position_after_to(&q, p, m);
    for (int i = 0; i < 8; i++) {
        int s = ksq + king_delta[i];
        if (OFFBOARD(s) || s == x || (*shut = guard_through(p, M_FROM(m), x, s)) == NO_SQ)
            continue;
        *sq = s;
        if (s == M_TO(d)) {
            if (king_flights_without(&q, s) & BIT(s))
                return 2;
        } else if (guard_opened(&q, d, s)) {
            return 1;
        }
    }
    return 0;
}

/* Both variants in one pass over the key's variations: each mate's variant
 * found once, the positions after the key and each defence made once. */
void theme_somov(const Solution *s, const Play *key, Analysis *A)
{
    static const char *const names[] = { "", "B1", "B2" };
    ThemeEntry *e[3] = { NULL, entry_new(A, THEME_SOMOV, key->move), entry_new(A, THEME_SOMOV, key->move) };
    uint64_t squares[3] = { 0 }, shut[3] = { 0 };
    Position after_key;
    position_after_to(&after_key, &s->start, key->move);
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        Position p;
        position_after_to(&p, &after_key, v->defence);
        const Move *ms = sol_moves(s, v->first);
        Move mates[3][MAX_MOVES];
        int n[3] = { 0 };
        for (int j = 0; j < v->n; j++) {
            int sq = NO_SQ, man = NO_SQ, variant = somov_of(&p, v->defence, ms[j], &sq, &man);
            if (variant) {
                mates[variant][n[variant]++] = ms[j];
                squares[variant] |= BIT(sq);
                shut[variant] |= BIT(man);
            }
        }
        for (int b = 1; b <= 2; b++)
            if (n[b]) {
                entry_move_add(e[b], EF_DEFENCES, v->defence);
                entry_line(e[b], EF_VARIATIONS, v->defence, mates[b], n[b]);
            }
    }
    for (int b = 1; b <= 2; b++)
        if (entry_keep_defences(e[b])) {
            entry_squares(e[b], EF_SQUARES, squares[b]);
            entry_squares(e[b], EF_MEN, shut[b]);
            entry_variant(e[b], names[b]);
        }
}
