/* theme_grimshaw.c - Grimshaw: a defender rook and bishop interfere with each
 * other on one vacant square, each with its own mate (themes/README.md cites
 * the definition). */
#include "themes/theme_lines.h"

void theme_grimshaw(const Solution *s, const Play *key, Analysis *A)
{
    Position a = after_key(s, key);
    for (int i = 0; i < key->nvars; i++) {
        const Variation *vr = &key->vars[i];
        if (line_mover(&a, vr->defence) != ROOK || !variation_listed(s, key, vr, false))
            continue;
        for (int j = 0; j < key->nvars; j++) {
            const Variation *vb = &key->vars[j];
            /* On a vacant square: a capture of an attacker man there is a Novotny. */
            if (line_mover(&a, vb->defence) == BISHOP && M_TO(vb->defence) == M_TO(vr->defence) &&
                a.board[M_TO(vr->defence)] == EMPTY && variation_listed(s, key, vb, false))
                mutual_entry(s, key, &a, THEME_GRIMSHAW, vr, vb, A);
        }
    }
}
