/* theme_half_battery.c - half-battery: two attacker men stand between an
 * attacker line piece and the defender king; the key moves one of them off
 * the line and a mate fires the battery with the other. */
#include "themes/theme_named.h"
#include "themes/line_play.h"
#include "themes/king_squares.h"

void theme_half_battery(const Solution *s, const Play *key, Analysis *A)
{
    Battery b[16];
    int n = find_batteries(&s->start, s->start.side, b), from = M_FROM(key->move);
    for (int i = 0; i < n; i++) {
        if (b[i].nfront != 2)
            continue;
        for (int k = 0; k < 2; k++) {
            if (b[i].front[k] != from || line_step(b[i].rear, M_TO(key->move)) == b[i].dir)
                continue;
            /* What is left: a battery with the other front man. */
            Battery left = { .rear = b[i].rear, .dir = b[i].dir, .front = { b[i].front[1 - k] },
                             .nfront = 1 };
            battery_fired_entry(s, key, A, THEME_HALF_BATTERY, &left, from);
        }
    }
}
