/* theme_novotny.c - Novotny: the key puts a man where the lines of a defender
 * rook and bishop cross, and each capture of it cuts the other's line
 * (themes/README.md cites the definition). */
#include "themes/theme_lines.h"

/* Whether the capture v of the key piece defeats a threat of the key (its
 * defence motives are not empty): the line the capture cuts guarded against
 * a threat, and the capture stops another. */
static bool defeats_threat(const Solution *s, const Play *key, const Variation *v)
{
    return key->nthreats > 0 && variation_listed(s, key, v, false);
}

/* The named form of Novotny entry e: "differentiated" when a mate of its
 * captures is no threat of the key (Chicco and Porreca's "Novotny
 * differenziato": the key threatens something else), else the plain double
 * threat that the captures separate (NULL). */
static const char *novotny_variant(const Solution *s, const Play *key, const ThemeEntry *e)
{
    const Move *threats = sol_moves(s, key->threats_first);
    for (int i = 0; i < e->mates.n; i++)
        if (!move_in(threats, key->nthreats, e->mates.v[i]))
            return "differentiated";
    return NULL;
}

/* The Novotny pairs of key: a rook and a bishop taking the key piece, each
 * capture defeating a threat of the key and met by a mate exploiting its
 * interference. A checking or waiting key, which threatens nothing, shows none:
 * its captures guard against no threat (Szöghy 1935, 1.Qf5+, is an eightfold
 * sacrifice, no Novotny). With A: adds an entry for each pair; without: sets
 * *is when d is one of a pair's captures. Only the key: in a #2 a threat is
 * the mate itself, so nothing captures it. */
static void novotny_pairs(const Solution *s, const Play *key, Analysis *A, Move d, bool *is)
{
    Position a = after_key(s, key);
    int x = M_TO(key->move);
    for (int i = 0; i < key->nvars; i++) {
        const Variation *vr = &key->vars[i];
        if (M_TO(vr->defence) != x || line_mover(&a, vr->defence) != ROOK || !defeats_threat(s, key, vr))
            continue;
        for (int j = 0; j < key->nvars; j++) {
            const Variation *vb = &key->vars[j];
            Move m1, m2;
            if (M_TO(vb->defence) != x || line_mover(&a, vb->defence) != BISHOP || !defeats_threat(s, key, vb))
                continue;
            if (A) {
                ThemeEntry *e = mutual_entry(s, key, &a, THEME_NOVOTNY, vr, vb, A);
                const char *variant = e ? novotny_variant(s, key, e) : NULL;
                if (variant)
                    entry_variant(e, variant);
            } else if ((MOVE_KEY(d) == MOVE_KEY(vr->defence) || MOVE_KEY(d) == MOVE_KEY(vb->defence)) &&
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
