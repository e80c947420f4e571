/* theme_schiffmann.c - Schiffmann defences: a defence pins one of the defender's
 * own men on a line the threat would cut, so the threat would free it; the mate
 * exploits the pin. Nietvelt's (theme_nietvelt.c) differ only in how the threat
 * frees the man, so both are found here. */
#include "themes/theme_named.h"
#include "themes/line_play.h"
#include "themes/theme_util.h"

void lifted_pin_theme(const Solution *s, const Play *key, Analysis *A, ThemeId id,
                      bool interferes)
{
    if (!key->nthreats)
        return;
    ThemeEntry *e = entry_new(A, id, key->move);
    uint64_t men = 0;
    Move mates[MAX_MOVES];
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        LiftedPin lp[8];
        int nlp = lifted_self_pins(s, key, v->defence, lp), n = 0, mine = 0;
        for (int k = 0; k < nlp; k++)
            mine += lp[k].interferes == interferes;
        if (!mine)
            continue; /* no pin of this theme: no mate to play */
        Position p = line_after_defence(s, key, v->defence);
        const Move *ms = sol_moves(s, v->first);
        for (int j = 0; j < v->n; j++) {
            Position q;
            position_after_to(&q, &p, ms[j]);
            bool holds = false;
            for (int k = 0; k < nlp && !holds; k++)
                if (lp[k].interferes == interferes && M_TO(ms[j]) != lp[k].man &&
                    pin_holds_mate(&q, lp[k].man, lp[k].pinner)) {
                    holds = true;
                    men |= BIT(lp[k].man);
                    if (!moves_hold(&e->mating_threats, lp[k].threat))
                        entry_move_add(e, EF_MATING_THREATS, lp[k].threat);
                }
            if (holds)
                mates[n++] = ms[j];
        }
        if (n) {
            entry_move_add(e, EF_DEFENCES, v->defence);
            entry_line(e, EF_VARIATIONS, v->defence, mates, n);
        }
    }
    if (entry_keep_defences(e))
        entry_squares(e, EF_MEN, men);
}

void theme_schiffmann(const Solution *s, const Play *key, Analysis *A)
{
    lifted_pin_theme(s, key, A, THEME_SCHIFFMANN, true);
}
