/* theme_mates.c - what the mates do: batteries they fire (self-blocks and pins,
 * over every phase: theme_self_block.c, theme_pin_mate.c).  Only the variations
 * the report lists are looked at (those that defeat a threat; every one after a
 * zugzwang or checking key). */
#include "themes/theme_key.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/tables.h"
#include "solver/movegen.h"

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
    Position q;
    position_after_to(&q, p, m);
    int ksq = king_sq(&q, att ^ 1);
    for (int i = 0; i < q.count[att]; i++) {
        int r = q.plist[att][i], t = PTYPE(q.board[r]);
        if (r == M_TO(m) || t < BISHOP || t > QUEEN)
            continue;
        /* it sees through 'from' only along its line to 'from' */
        int d = line_step(r, from);
        if (!d || !slides_along(t, d))
            continue;
        if (sees_through(&q, r, t, from, ksq))
            return true;
        uint64_t near = 0;
        for (uint64_t xs = king_mask[SQ64(ksq)] & ~BIT(M_TO(m)); xs; xs &= xs - 1) {
            int x = SQ88(__builtin_ctzll(xs));
            if (sees_through(&q, r, t, from, x))
                near |= BIT(x);
        }
        if (near && (king_flights_without(&q, r) & near))
            return true;
    }
    return false;
}

void theme_battery_mate(const Solution *s, const Play *key, Analysis *A)
{
    entry_passing_mates(entry_new(A, THEME_BATTERY_MATE, key->move), s, key, fires_battery, NULL);
}
