/* theme_grimshaw.c - Grimshaw over every phase (set play, tries, keys): a
 * defender rook and bishop interfere with each other on one vacant square, each
 * with its own mate (themes/README.md cites the definition). One entry per
 * instance, the square and the two men (SPEC "One entry per instance"), with the
 * phases it shows in: judges count a Grimshaw of the set play or a try too. */
#include <stdlib.h>
#include "themes/instances.h"
#include "themes/theme_lines.h"

/* The mates of an instance in the first phase (by P->order) it shows in: the
 * entry's "mates", one a defence. */
typedef struct {
    int a, b;
    Move m1, m2;
} FirstMates;

/* The Grimshaws of phase i into S, and the mates of each new instance into f. */
static void phase_grimshaws(const Phases *P, int i, Sightings *S, FirstMates *f, int *nf, int capf)
{
    const Phase *ph = &P->ph[i];
    int n;
    const Variation *vars = phase_vars(P, i, &n);
    for (int r = 0; r < n; r++) {
        const Variation *vr = &vars[r];
        if (line_mover(&ph->pos, vr->defence) != ROOK || !phase_listed(P, i, vr))
            continue;
        for (int b = 0; b < n; b++) {
            const Variation *vb = &vars[b];
            int x = M_TO(vr->defence);
            Move m1, m2;
            /* On a vacant square: a capture of an attacker man there is a Novotny. */
            if (line_mover(&ph->pos, vb->defence) != BISHOP || M_TO(vb->defence) != x || ph->pos.board[x] != EMPTY
                || !phase_listed(P, i, vb) || !mutual_mates(ph->s, &ph->pos, vr, vb, &m1, &m2))
                continue;
            int men = M_FROM(vr->defence) * 128 + M_FROM(vb->defence);
            sightings_add(S, x, men, i, vr->defence, m1);
            sightings_add(S, x, men, i, vb->defence, m2);
            int k = 0;
            while (k < *nf && !(f[k].a == x && f[k].b == men))
                k++;
            if (k == *nf && k < capf)
                f[(*nf)++] = (FirstMates){ x, men, m1, m2 };
        }
    }
}

void theme_grimshaw(const Phases *P, Analysis *A)
{
    Sightings S = { 0 };
    FirstMates f[64];
    int nf = 0;
    for (int r = 0; r < P->n; r++)
        if (!phase_checking_try(P, P->order[r]))
            phase_grimshaws(P, P->order[r], &S, f, &nf, 64);
    ThemeEntry **entries;
    int(*inst)[2];
    int n = instances_build(&S, P, THEME_GRIMSHAW, A, &entries, &inst);
    for (int k = 0; k < n; k++) {
        entry_square(entries[k], EF_SQUARE, inst[k][0]);
        entry_square_add(entries[k], EF_MEN, inst[k][1] / 128);
        entry_square_add(entries[k], EF_MEN, inst[k][1] % 128);
        for (int j = 0; j < nf; j++)
            if (f[j].a == inst[k][0] && f[j].b == inst[k][1]) {
                Move mates[2] = { f[j].m1, f[j].m2 };
                entry_moves(entries[k], EF_MATES, mates, 2);
            }
    }
    free(entries);
    free(inst);
}
