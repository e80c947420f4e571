/* phases_zagoruiko.c - Zagoruiko worked out again from the records (themes/PHASES.md):
 * the phases and defences with pairwise different mates, the largest m x n, first
 * with the listed defences alone; when none, with threat cells too (a move that
 * does not stop a phase's threat, met there only by the threat: at most one a
 * defence and one a phase), found here by playing the move on the board. n counts
 * moves met by one mate in every chosen phase as one defence (a random move, "1...N~",
 * or two men's moves). */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "solver/movegen.h"
#include "tests/corpus/phases_rederive.h"

#define NONE (-1)

typedef struct {
    const Rec *r;
    bool cells;                 /* threat cells allowed */
    int nu;                     /* the defences listed in some phase */
    char (*u)[8];
    int (*cell)[MAXD];          /* [phase][defence]: its mate there, NONE */
    bool (*thr)[MAXD];          /* [phase][defence]: a threat cell */
    int chosen[MAXPH], nchosen, best_m, best_n;
} Zag;

static bool listed(const Ph *p, const char *d)
{
    for (int i = 0; i < p->n; i++)
        if (strcmp(p->def[i], d) == 0)
            return true;
    return false;
}

/* The threat of phase p when d, legal there and not listed, is met by it alone. */
static int threat_cell(const Ph *p, const char *d)
{
    if (p->set || p->threat < 0 || listed(p, d))
        return NONE;
    Move m = move_from_uci(&p->pos, d);
    if (m == MOVE_NONE)
        return NONE;
    Position q = p->pos;
    Undo u;
    make_move(&q, m, &u);
    MoveList list;
    gen_legal(&q, &list);
    int mates = 0;
    for (int i = 0; i < list.n; i++) {
        Position t = q;
        Undo v;
        make_move(&t, list.moves[i], &v);
        if (!is_mate(&t))
            continue;
        char uci[8];
        move_to_uci(list.moves[i], uci);
        if (ident(p, &q, uci) != p->threat)
            return NONE;
        mates++;
    }
    return mates ? p->threat : NONE;
}

/* Whether defence d (of z->u) fits phase q beside the chosen ones. */
static bool fits(const Zag *z, int d, int q)
{
    int mq = z->cell[q][d];
    if (mq == NONE || (z->thr[q][d] && !z->cells))
        return false;
    for (int i = 0; i < z->nchosen; i++) {
        int c = z->chosen[i], mi = z->cell[c][d];
        if (mi == NONE || mi == mq || (z->thr[c][d] && z->thr[q][d]))
            return false;
    }
    return true;
}

/* Whether each chosen phase has at most one threat cell among defs. */
static bool one_cell_a_phase(const Zag *z, const int *defs, int ndefs)
{
    for (int i = 0; i < z->nchosen; i++) {
        int n = 0;
        for (int j = 0; j < ndefs; j++)
            n += z->thr[z->chosen[i]][defs[j]];
        if (n > 1)
            return false;
    }
    return true;
}

/* The defences among defs, those with the same mate in every chosen phase counted
 * once, whichever men move. */
static int distinct(const Zag *z, const int *defs, int ndefs)
{
    int n = 0;
    for (int i = 0; i < ndefs; i++) {
        bool same = false;
        for (int j = 0; j < i && !same; j++) {
            same = true;
            for (int k = 0; k < z->nchosen && same; k++)
                same = z->cell[z->chosen[k]][defs[i]] == z->cell[z->chosen[k]][defs[j]];
        }
        n += !same;
    }
    return n;
}

static void search(Zag *z, const int *defs, int ndefs, int next)
{
    int m = z->nchosen, nd = m >= 3 && ndefs >= 2 ? distinct(z, defs, ndefs) : 0;
    if (nd >= 2 && (m * nd > z->best_m * z->best_n ||
                    (m * nd == z->best_m * z->best_n && m > z->best_m)) &&
        one_cell_a_phase(z, defs, ndefs))
        z->best_m = m, z->best_n = nd;
    /* The defences can only shrink as phases are added (ndefs, not yet merged, bounds
     * what more phases can split). */
    if ((m + z->r->n - next) * (m == 0 ? z->nu : ndefs) < z->best_m * z->best_n)
        return;
    int keep[MAXD];
    for (int q = next; q < z->r->n; q++) {
        int nkeep = 0;
        for (int i = 0; i < (m == 0 ? z->nu : ndefs); i++) {
            int d = m == 0 ? i : defs[i];
            if (fits(z, d, q))
                keep[nkeep++] = d;
        }
        if (nkeep >= 2) {
            z->chosen[z->nchosen++] = q;
            search(z, keep, nkeep, q + 1);
            z->nchosen--;
        }
    }
}

void zagoruiko(const Rec *r, int *m, int *n)
{
    Zag z = { .r = r, .u = malloc(sizeof *z.u * MAXD), .cell = malloc(sizeof *z.cell * MAXPH),
              .thr = malloc(sizeof *z.thr * MAXPH) };
    if (!z.u || !z.cell || !z.thr)
        abort();
    for (int p = 0; p < r->n; p++)
        for (int i = 0; i < r->ph[p].n; i++) {
            bool seen = false;
            for (int j = 0; j < z.nu && !seen; j++)
                seen = strcmp(z.u[j], r->ph[p].def[i]) == 0;
            if (!seen && z.nu < MAXD)
                copy_move(z.u[z.nu++], r->ph[p].def[i]);
        }
    for (int p = 0; p < r->n; p++)
        for (int d = 0; d < z.nu; d++) {
            int own = listed(&r->ph[p], z.u[d]) ? mate_of(&r->ph[p], z.u[d]) : NONE;
            z.cell[p][d] = own >= 0 ? own : threat_cell(&r->ph[p], z.u[d]);
            if (r->ph[p].check) /* a checking try is no phase, a checking key is (themes/CHECKS.md) */
                z.cell[p][d] = own = NONE;
            z.thr[p][d] = own < 0 && z.cell[p][d] != NONE;
        }
    search(&z, NULL, 0, 0);
    if (z.best_m < 3) {
        z.cells = true;
        search(&z, NULL, 0, 0);
    }
    *m = z.best_m, *n = z.best_n;
    free(z.u), free(z.cell), free(z.thr);
}
