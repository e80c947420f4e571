/* theme_arnhem.c - Arnhem: between two tries a defence and a refutation change
 * places, the defence being met by the same mate in both: 1.X? 1...a 2.A#
 * 1...b!; 1.Y? 1...b 2.A# 1...a! (the Dutch problem society's list of themes,
 * probleemblad.nl, "Arnhem-thema"). "The same mate" is a mate identity (man
 * type, square, promotion class: themes/PHASES.md). Checking tries are no
 * thematic tries (themes/CHECKING-TRIES.md). One entry per pair of tries and
 * pair of defences. */
#include "themes/phase_moves.h"

/* The entry of tries t and u: a met by the mate in t and refuting u, b the other way. */
static void add_entry(const Phases *P, int t, int u, Move a, Move b, Analysis *A)
{
    int idx[2] = { t, u };
    ThemeEntry *e = phase_entry(A, THEME_ARNHEM, P, idx, 2);
    phase_entry_line(e, 0, P, t, a);
    phase_entry_refutation(e, 0, b);
    phase_entry_line(e, 1, P, u, b);
    phase_entry_refutation(e, 1, a);
}

/* Every a refuting u and b refuting t whose mates in t and u (one identity each) agree. */
static void try_pair(const Phases *P, int t, int u, Analysis *A)
{
    int nb, na;
    const Move *rb = phase_refutations(P, t, &nb);
    const Move *ra = phase_refutations(P, u, &na);
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            Move a = ra[i], b = rb[j];
            int mate = phase_mate(P, t, a);
            if (MOVE_KEY(a) != MOVE_KEY(b) && mate >= 0 && mate == phase_mate(P, u, b))
                add_entry(P, t, u, a, b, A);
        }
}

void theme_arnhem(const Phases *P, Analysis *A)
{
    for (int t = 0; t < P->n; t++)
        for (int u = t + 1; u < P->n; u++)
            if (phase_quiet_try(P, t) && phase_quiet_try(P, u))
                try_pair(P, t, u, A);
}
