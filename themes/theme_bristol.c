/* theme_bristol.c - Bristol: the key moves a line piece along a line, over at
 * least one square; a mate is another attacker line piece moving the same way
 * along that line, over the square the key left, to a square the key crossed. */
#include "themes/theme_named.h"
#include "themes/line_play.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/tables.h"

/* The key's path: from x to z along unit step dir. */
typedef struct {
    int x, z, dir;
} KeyPath;

/* Whether mate m (from p) follows the key along its path (ctx): a line piece
 * moving along step dir over x to a square strictly between x and z. */
static bool follows(const Position *p, Move m, const void *ctx)
{
    const KeyPath *k = ctx;
    int x = k->x, z = k->z, dir = k->dir;
    int from = M_FROM(m), to = M_TO(m), t = PTYPE(p->board[from]);
    return t >= BISHOP && t <= QUEEN && slides_along(t, dir) && line_step(from, to) == dir &&
           strictly_between(from, x, to) && strictly_between(x, to, z);
}

void theme_bristol(const Solution *s, const Play *key, Analysis *A)
{
    int x = M_FROM(key->move), z = M_TO(key->move), dir = line_step(x, z);
    int t = PTYPE(s->start.board[x]);
    if (t < BISHOP || t > QUEEN || !dir || x + dir == z || (key->move & MF_CASTLE))
        return;
    KeyPath path = { x, z, dir };
    entry_passing_mates(entry_new(A, THEME_BRISTOL, key->move), s, key, follows, &path);
}
