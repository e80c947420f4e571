/* theme_black_unpin.c - black unpin: a defence frees an attacker man that a
 * defender line piece pinned against the attacker king (the mate's motive
 * "unpin", themes/motives.h), and that man mates by leaving the old pin line:
 * a pawn pushing along it onto the square its pinner left only uses the room. */
#include "themes/theme_named.h"
#include "themes/motives.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"

void theme_black_unpin(const Solution *s, const Play *key, Analysis *A)
{
    Pin pins[8];
    Position p1;
    position_after_to(&p1, &s->start, key->move);
    if (!find_pins(&p1, p1.side ^ 1, pins))
        return; /* no attacker man is pinned after the key: none to unpin */
    MotivePhase ph;
    motive_phase(&ph, s, key);
    ThemeEntry *e = entry_new(A, THEME_BLACK_UNPIN, key->move);
    uint64_t men = 0;
    int wk = king_sq(&ph.before, ph.before.side ^ 1);
    Move mates[MAX_MOVES];
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        Position b;
        position_after_to(&b, &ph.before, v->defence);
        const Move *ms = sol_moves(s, v->first);
        int n = 0;
        for (int j = 0; j < v->n; j++) {
            Motives mo;
            motives_mate_after(&ph, &b, v->defence, ms[j], &mo);
            for (int k = 0; k < mo.n; k++)
                if (mo.m[k].kind == MOTIVE_UNPIN && mo.m[k].nmen && mo.m[k].men[0] == M_FROM(ms[j]) &&
                    line_step(wk, M_TO(ms[j])) != line_step(wk, M_FROM(ms[j]))) {
                    mates[n++] = ms[j];
                    men |= BIT(mo.m[k].men[0]);
                    break;
                }
        }
        if (n) {
            entry_move_add(e, EF_DEFENCES, v->defence);
            entry_line(e, EF_VARIATIONS, v->defence, mates, n);
        }
    }
    if (entry_keep_defences(e))
        entry_squares(e, EF_MEN, men);
}
