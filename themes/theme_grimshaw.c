/* theme_grimshaw.c - Grimshaw over every phase (set play, tries, keys): a
 * defender rook and bishop interfere with each other on one vacant square, each
 * with its own mate (themes/README.md cites the definition). One entry per
 * instance, the square and the two men (SPEC "One entry per instance"), with the
 * phases it shows in: judges count a Grimshaw of the set play or a try too. */
#include "themes/instances.h"
#include "themes/theme_lines.h"

/* The mates of each instance in the first phase (by P->order) it shows in: the
 * entry's "mates", one a defence. */
typedef struct {
    struct {
        int a, b;
        Move m1, m2;
    } v[64];
    int n;
} FirstMates;

/* The Grimshaws of phase i into S, and the mates of each new instance into f. */
static void phase_grimshaws(const Phases *P, int i, Sightings *S, void *ctx)
{
    FirstMates *f = ctx;
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
            while (k < f->n && !(f->v[k].a == x && f->v[k].b == men))
                k++;
            if (k == f->n && k < 64) {
                f->v[k].a = x;
                f->v[k].b = men;
                f->v[k].m1 = m1;
                f->v[k].m2 = m2;
                f->n++;
            }
        }
    }
}

static void mark_grimshaw(ThemeEntry *e, int square, int men, void *ctx)
{
    const FirstMates *f = ctx;
    entry_square(e, EF_SQUARE, square);
    entry_square_add(e, EF_MEN, men / 128);
    entry_square_add(e, EF_MEN, men % 128);
    for (int j = 0; j < f->n; j++)
        if (f->v[j].a == square && f->v[j].b == men) {
            Move mates[2] = { f->v[j].m1, f->v[j].m2 };
            entry_moves(e, EF_MATES, mates, 2);
        }
}

void theme_grimshaw(const Phases *P, Analysis *A)
{
    static const InstanceTheme t = { THEME_GRIMSHAW, true, phase_grimshaws, mark_grimshaw };
    FirstMates f = { .n = 0 };
    instances_detect(P, A, &t, &f);
}
