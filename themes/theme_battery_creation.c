/* theme_battery_creation.c - battery creation: the key puts a line piece or a
 * front man on a line to the defender king, making a battery that was not
 * there, and a mate fires it. */
#include "themes/theme_named.h"
#include "themes/line_play.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"

/* Whether mate m (from p) fires the battery *ctx. */
static bool fires_it(const Position *p, Move m, const void *ctx)
{
    const Battery *b = ctx;
    return fires_from(p, m, b->rear, b->front[0]);
}

void battery_fired_entry(const Solution *s, const Play *key, Analysis *A, ThemeId id,
                         const Battery *b, int extra_man)
{
    ThemeEntry *e = entry_new(A, id, key->move);
    if (entry_passing_mates(e, s, key, fires_it, b))
        entry_squares(e, EF_MEN, BIT(b->rear) | BIT(b->front[0]) | (extra_man >= 0 ? BIT(extra_man) : 0));
}

void theme_battery_creation(const Solution *s, const Play *key, Analysis *A)
{
    Position p1 = line_after_key(s, key), p = position_passed(&p1);
    Battery b[16];
    int n = find_batteries(&p, p.side, b), from = M_FROM(key->move), to = M_TO(key->move);
    for (int i = 0; i < n; i++) {
        /* The key man came onto the line (a man sliding along it made nothing new). */
        int ksq = king_sq(&p, p.side ^ 1);
        bool onto = line_step(from, ksq) != b[i].dir && line_step(from, ksq) != -b[i].dir;
        if (b[i].nfront == 1 && (b[i].rear == to || b[i].front[0] == to) && onto)
            battery_fired_entry(s, key, A, THEME_BATTERY_CREATION, &b[i], -1);
    }
}
