/* theme_novotny.c - Novotny: the key puts a man where the lines of a defender
 * rook and bishop cross, and each capture of it cuts the other's line
 * (themes/README.md cites the definition). */
#include "themes/theme_lines.h"

/* The Novotny pairs of key: a rook and a bishop taking the key piece, each with a
 * mate exploiting its interference. With A: adds an entry for each pair; without:
 * sets *is when d is one of a pair's captures. Only the key: in a #2 a threat is
 * the mate itself, so nothing captures it. */
static void novotny_pairs(const Solution *s, const Play *key, Analysis *A, Move d, bool *is)
{
    Position a = after_key(s, key);
    int x = M_TO(key->move);
    for (int i = 0; i < key->nvars; i++) {
        const Variation *vr = &key->vars[i];
        if (M_TO(vr->defence) != x || line_mover(&a, vr->defence) != ROOK)
            continue;
        for (int j = 0; j < key->nvars; j++) {
            const Variation *vb = &key->vars[j];
            Move m1, m2;
            if (M_TO(vb->defence) != x || line_mover(&a, vb->defence) != BISHOP)
                continue;
            if (A)
                mutual_entry(s, key, &a, THEME_NOVOTNY, vr, vb, A);
            else if ((MOVE_KEY(d) == MOVE_KEY(vr->defence) || MOVE_KEY(d) == MOVE_KEY(vb->defence)) &&
                     mutual_mates(s, &a, vr, vb, &m1, &m2))
                *is = true;
        }
    }
}

void theme_novotny(const Solution *s, const Play *key, Analysis *A)
{
    novotny_pairs(s, key, A, MOVE_NONE, NULL);
}

bool novotny_capture(const Solution *s, const Play *key, Move d)
{
    bool is = false;
    if (M_TO(d) == M_TO(key->move))
        novotny_pairs(s, key, NULL, d, &is);
    return is;
}
