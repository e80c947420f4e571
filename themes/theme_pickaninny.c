/* theme_pickaninny.c - Pickaninny: one defender pawn on its start rank (files b-g)
 * makes its four moves (one step, two steps, both captures) "at some point in the
 * solution" (Wikipedia, "Albino (chess)"): each a listed defence with a mate or the
 * refutation of a try, in one phase or spread over several (Loshinsky 1930: four
 * tries refuted by the four moves; Mlynka 1977: three set and key defences and a
 * try's refutation). */
#include <stdlib.h>
#include "themes/phases.h"
#include "themes/king_squares.h"

/* The four moves of the pawn of colour c on sq (its start rank, files b-g). */
static bool four_moves(int c, int sq, Move m[4])
{
    int fwd = c == WHITE ? 16 : -16;
    if (RANK_OF(sq) != (c == WHITE ? 1 : 6) || FILE_OF(sq) == 0 || FILE_OF(sq) == 7)
        return false;
    m[0] = MAKE_MOVE(sq, sq + fwd, 0, 0);
    m[1] = MAKE_MOVE(sq, sq + 2 * fwd, 0, 0);
    m[2] = MAKE_MOVE(sq, sq + fwd - 1, 0, 0);
    m[3] = MAKE_MOVE(sq, sq + fwd + 1, 0, 0);
    return true;
}

/* The four moves as variations with a mate in one phase (the most telling first:
 * keys, set, tries): its index, or -1. */
static int one_phase(const Phases *P, const Move m[4])
{
    for (int o = 0; o < P->n; o++) {
        int j = 0;
        while (j < 4 && phase_mate(P, P->order[o], m[j]) != MATE_NONE)
            j++;
        if (j == 4)
            return P->order[o];
    }
    return -1;
}

/* The phase where move m shows best: a variation with a mate after a key or in the
 * set play, else a try's refutation (the literature's form: Albino tries refuted by
 * the Pickaninny), else a variation of a try; -1 when nowhere. */
static int shown_at(const Phases *P, Move m)
{
    for (int pass = 0; pass < 3; pass++)
        for (int o = 0; o < P->n; o++) {
            int i = P->order[o];
            bool try = P->ph[i].kind == PHASE_TRY;
            if (pass == 0 ? !try && phase_mate(P, i, m) != MATE_NONE
                : pass == 1 ? phase_refutes(P, i, m)
                : try && phase_mate(P, i, m) != MATE_NONE)
                return i;
        }
    return -1;
}

static int ascending(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

/* The entry over the phases of at[] (in the solution's order: set, tries, keys),
 * each move as the variation or the refutation it is there. */
static void add(const Phases *P, Analysis *A, int sq, const Move m[4], const int at[4])
{
    int idx[4], n = 0;
    for (int j = 0; j < 4; j++) {
        bool seen = false;
        for (int k = 0; k < n; k++)
            seen |= idx[k] == at[j];
        if (!seen)
            idx[n++] = at[j];
    }
    qsort(idx, (size_t)n, sizeof *idx, ascending);
    ThemeEntry *e = phase_entry(A, THEME_PICKANINNY, P, idx, n);
    entry_square(e, EF_PAWN, sq);
    for (int j = 0; j < 4; j++)
        for (int k = 0; k < n; k++) {
            if (idx[k] != at[j])
                continue;
            if (phase_mate(P, at[j], m[j]) != MATE_NONE)
                phase_entry_line(e, k, P, at[j], m[j]);
            else
                phase_entry_refutation(e, k, m[j]);
        }
}

void theme_pickaninny(const Phases *P, Analysis *A)
{
    const Position *pos = &P->s->start;
    int def = !pos->side;
    for (int k = 0; k < pos->count[def]; k++) {
        int sq = pos->plist[def][k], at[4];
        Move m[4];
        if (PTYPE(pos->board[sq]) != PAWN || !four_moves(def, sq, m))
            continue;
        int i = one_phase(P, m), j = 0;
        for (; j < 4 && (at[j] = i >= 0 ? i : shown_at(P, m[j])) >= 0; j++)
            ;
        if (j < 4)
            continue;
        add(P, A, sq, m, at);
        return;
    }
}
