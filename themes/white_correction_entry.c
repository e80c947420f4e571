/* white_correction_entry.c - the entry of a white or threat correction: its
 * phases (the random tries, the unkept ones, the corrections), the piece, its
 * random and corrected moves, and threat correction's variant. */
#include <stdbool.h>
#include <stdlib.h>
#include "themes/white_correction.h"
#include "themes/first_moves.h"
#include "themes/theme_util.h"
#include "solver/san.h"

/* Whether two identity lists hold the same identities. */
static bool same_ids(const int *a, int na, const int *b, int nb)
{
    for (int k = 0; k < na; k++)
        if (!among(b, nb, a[k]))
            return false;
    for (int k = 0; k < nb; k++)
        if (!among(a, na, b[k]))
            return false;
    return true;
}

/* How many different threats the changing corrections make: 1 secondary, 2 or more tertiary. */
static int new_threats(const Correction *C)
{
    int kinds = 0, a[MAX_IDS], b[MAX_IDS];
    for (int i = 0; i < C->nchange; i++) {
        int na = correction_threat_ids(C->P, C->change[i], false, a), seen = 0;
        for (int j = 0; j < i && !seen; j++)
            seen = same_ids(a, na, b, correction_threat_ids(C->P, C->change[j], false, b));
        kinds += !seen;
    }
    return kinds;
}

void white_correction_entry(const Correction *C, ThemeId id, const int *corr, int ncorr, Analysis *A)
{
    const Phases *P = C->P;
    int *idx = malloc(sizeof *idx * (size_t)(C->nrandom + ncorr + 1));
    if (!idx)
        abort();
    int n = 0;
    /* The phases in their order: the tries, then the keys. */
    for (int i = 0; i < P->n; i++) {
        bool in = false;
        for (int j = 0; j < C->nrandom; j++)
            in |= C->random[j] == i;
        for (int j = 0; j < ncorr; j++)
            in |= corr[j] == i;
        if (in)
            idx[n++] = i;
    }
    /* The entry's key: the first key among its phases, else the problem's first. */
    Move key = P->s->keys[0].move;
    for (int j = n - 1; j >= 0; j--)
        if (P->ph[idx[j]].kind == PHASE_KEY)
            key = P->ph[idx[j]].play->move;
    ThemeEntry *e = entry_new(A, id, key);
    entry_present(e, EF_DEFENCES);
    /* Blocks: the tries, the unkept random tries, the keys. */
    for (int pass = 0; pass < 3; pass++) {
        for (int j = 0; pass != 1 && j < n; j++) {
            const Play *p = P->ph[idx[j]].play;
            if ((P->ph[idx[j]].kind == PHASE_KEY) != (pass == 2))
                continue;
            char label[SAN_MAX + 4];
            phase_label(P, idx[j], label, sizeof label);
            ThemeBlock *b = entry_block(e, P->ph[idx[j]].kind, p->move, label);
            block_threats(e, b, sol_moves(P->s, p->threats_first), p->nthreats);
            for (int r = 0; r < p->nrefuts; r++)
                phase_entry_refutation(e, e->nblocks - 1, sol_moves(P->s, p->refuts_first)[r]);
        }
        for (int j = 0; pass == 1 && j < C->nunkept_random; j++) {
            const Unkept *u = &C->unkept[C->unkept_random[j]];
            char label[SAN_MAX + 4];
            first_move_label(&P->s->start, u->m, '?', label, sizeof label);
            ThemeBlock *b = entry_block(e, PHASE_TRY, u->m, label);
            b->unkept = true;
            Move threats[8]; /* all of them, the moved man's too */
            block_threats(e, b, threats, first_move_threats(&P->s->start, u->m, threats, 8));
            for (int r = 0; r < 2; r++)
                phase_entry_refutation(e, e->nblocks - 1, u->refs[r]);
        }
    }
    entry_square(e, EF_PIECE, C->sq);
    entry_present(e, EF_RANDOM);
    entry_present(e, EF_CORRECTIONS);
    for (int j = 0; j < C->nrandom; j++)
        entry_move_add(e, EF_RANDOM, P->ph[C->random[j]].play->move);
    for (int j = 0; j < C->nunkept_random; j++)
        entry_move_add(e, EF_RANDOM, C->unkept[C->unkept_random[j]].m);
    for (int j = 0; j < ncorr; j++)
        entry_move_add(e, EF_CORRECTIONS, P->ph[corr[j]].play->move);
    if (id == THEME_THREAT_CORRECTION)
        entry_variant(e, new_threats(C) > 1 ? "tertiary" : "secondary");
    free(idx);
}
