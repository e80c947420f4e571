/* theme_albino.c - Albino: one attacker pawn on its starting square (second rank, files b-g) makes
 * its four moves (one step, two steps, both captures) in the solution: as the
 * first moves of tries or keys, or, as in the literature's examples, as the only
 * mates of four listed defences of one phase (themes/README.md, "Sources"). */
#include "themes/phases.h"
#include "themes/king_squares.h"
#include "solver/solution.h"

/* The four moves of the attacker pawn on sq, when it stands on its starting square. */
static bool four_moves(int att, int sq, Move to[4])
{
    int fwd = att == WHITE ? 16 : -16;
    if (RANK_OF(sq) != (att == WHITE ? 1 : 6) || FILE_OF(sq) == 0 || FILE_OF(sq) == 7)
        return false;
    to[0] = MAKE_MOVE(sq, sq + fwd, 0, 0);
    to[1] = MAKE_MOVE(sq, sq + 2 * fwd, 0, 0);
    to[2] = MAKE_MOVE(sq, sq + fwd - 1, 0, 0);
    to[3] = MAKE_MOVE(sq, sq + fwd + 1, 0, 0);
    return true;
}

/* The four moves as first moves of tries or keys: the entry, or NULL. */
static ThemeEntry *as_first_moves(const Phases *P, Analysis *A, const Move m[4])
{
    int idx[4];
    for (int j = 0; j < 4; j++)
        if ((idx[j] = phase_of_move(P, m[j])) < 0)
            return NULL;
    ThemeEntry *e = phase_entry(A, THEME_ALBINO, P, idx, 4);
    for (int j = 0; j < 4; j++) {
        const Play *p = P->ph[idx[j]].play;
        for (int r = 0; r < p->nrefuts; r++)
            phase_entry_refutation(e, j, sol_moves(P->s, p->refuts_first)[r]);
    }
    return e;
}

/* A listed defence of phase i whose only mate is move m (this pawn's), or 0. */
static Move defence_mated_by(const Phases *P, int i, Move m)
{
    for (int d = 0; d < P->ndefs; d++) {
        if (P->ph[i].mate[d] < 0) /* phase_mate of P->defs[d], without the search */
            continue;
        const Variation *v = phase_variation(P, i, P->defs[d]);
        const Move *mates = sol_moves(P->s, v->first);
        bool only = v->n > 0;
        for (int k = 0; k < v->n && only; k++)
            only = M_FROM(mates[k]) == M_FROM(m) && M_TO(mates[k]) == M_TO(m);
        if (only)
            return P->defs[d];
    }
    return 0;
}

/* The four moves as the only mates of four defences in one phase: the entry, or NULL. */
static ThemeEntry *as_mates(const Phases *P, Analysis *A, int i, const Move m[4])
{
    Move d[4];
    for (int j = 0; j < 4; j++)
        if ((d[j] = defence_mated_by(P, i, m[j])) == 0)
            return NULL;
    ThemeEntry *e = phase_entry(A, THEME_ALBINO, P, &i, 1);
    for (int j = 0; j < 4; j++)
        phase_entry_line(e, 0, P, i, d[j]);
    return e;
}

void theme_albino(const Phases *P, Analysis *A)
{
    int att = P->s->start.side;
    const Position *pos = &P->s->start;
    for (int k = 0; k < pos->count[att]; k++) {
        int sq = pos->plist[att][k];
        Move m[4];
        ThemeEntry *e;
        if (PTYPE(pos->board[sq]) == PAWN && four_moves(att, sq, m) && (e = as_first_moves(P, A, m))) {
            entry_square(e, EF_PAWN, sq);
            return;
        }
    }
    for (int o = 0; o < P->n; o++) {
        int i = P->order[o];
        const Position *ph = &P->ph[i].pos;
        for (int k = 0; k < ph->count[att]; k++) {
            int sq = ph->plist[att][k];
            Move m[4];
            ThemeEntry *e;
            if (PTYPE(ph->board[sq]) == PAWN && four_moves(att, sq, m) && (e = as_mates(P, A, i, m))) {
                entry_square(e, EF_PAWN, sq);
                return;
            }
        }
    }
}
