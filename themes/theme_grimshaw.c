/* theme_grimshaw.c - Grimshaw over every phase (set play, tries, keys): two
 * defender men interfere with each other on one vacant square, each with its own
 * mate: a rook and a bishop, or a pawn on its home rank and a rook or bishop
 * (the pawn Grimshaw: the line man on the square stops the double step, the
 * pawn there cuts the line) (themes/README.md cites the definition). One entry
 * per instance, the square and the two men (SPEC "One entry per instance"), with
 * the phases it shows in: judges count a Grimshaw of the set play or a try too. */
#include "themes/instances.h"
#include "themes/theme_lines.h"

/* The Grimshaws of phase i into S, and the mates of each new instance into f. */
static void phase_grimshaws(const Phases *P, int i, Sightings *S, void *ctx)
{
    FirstPairs *f = ctx;
    const Phase *ph = &P->ph[i];
    int n;
    const Variation *vars = phase_vars(P, i, &n);
    for (int r = 0; r < n; r++) {
        const Variation *vr = &vars[r];
        int tr = line_mover(&ph->pos, vr->defence);
        if ((tr != ROOK && tr != PAWN) || !phase_listed(P, i, vr))
            continue;
        for (int b = 0; b < n; b++) {
            const Variation *vb = &vars[b];
            int x = M_TO(vr->defence), tb = line_mover(&ph->pos, vb->defence);
            Move m1, m2;
            /* Rook and bishop, or pawn and either; on a vacant square: a capture of
             * an attacker man there is a Novotny. */
            if ((tb != BISHOP && !(tr == PAWN && tb == ROOK)) || M_TO(vb->defence) != x
                || ph->pos.board[x] != EMPTY || !phase_listed(P, i, vb)
                || !mutual_mates(ph->s, &ph->pos, vr, vb, &m1, &m2))
                continue;
            int men = M_FROM(vr->defence) * 128 + M_FROM(vb->defence);
            sightings_add(S, x, men, i, vr->defence, m1);
            sightings_add(S, x, men, i, vb->defence, m2);
            first_pairs_add(f, x, men, m1, m2, NULL);
        }
    }
}

void theme_grimshaw(const Phases *P, Analysis *A)
{
    static const InstanceTheme t = { THEME_GRIMSHAW, true, phase_grimshaws, first_pairs_mark };
    FirstPairs f = { .n = 0 };
    instances_detect(P, A, &t, &f);
}
