/* entry_promotions.c - a pawn's promotions on one square met alike are one defence
 * (themes/KEY.md, DECISIONS.md: lists write them "1...a1=Q/R/B/N"), so one instance
 * of a theme across phases (SPEC "One entry per instance"). Detectors that make an
 * entry for each defence (Dombrovskis: one per try and defence) made one for each
 * promotion; here the entries that differ only by the promotion of their defences
 * become the first of them, which holds every promotion (entry_groups.c then writes
 * them as one line). */
#include <stdlib.h>
#include "themes/analysis.h"

/* Promotions of one pawn on one square, to other pieces. */
static bool other_promotion(Move a, Move b)
{
    return M_PROMO(a) && M_PROMO(b) && M_PROMO(a) != M_PROMO(b) && M_FROM(a) == M_FROM(b) && M_TO(a) == M_TO(b);
}

/* The defences of f (its lines' and refutations' moves, its "defences") that are
 * other promotions than e's at the same place are set to e's, each noted in at[]
 * with its own move in was[] (at most max); how many, or -1 when more. */
enum { MAX_SWAPS = 32 };

static int swap_one(Move *fm, Move em, Move **at, Move *was, int n)
{
    if (n < 0 || !other_promotion(*fm, em))
        return n;
    if (n == MAX_SWAPS)
        return -1;
    at[n] = fm, was[n] = *fm, *fm = em;
    return n + 1;
}

static int swap_list(Move *f, const Move *e, int nf, int ne, Move **at, Move *was, int n)
{
    for (int i = 0; i < nf && i < ne; i++)
        n = swap_one(&f[i], e[i], at, was, n);
    return n;
}

static int swap_to(ThemeEntry *f, const ThemeEntry *e, Move **at, Move *was)
{
    int n = 0;
    for (int k = 0; k < f->nblocks && k < e->nblocks; k++) {
        ThemeBlock *x = &f->blocks[k];
        const ThemeBlock *y = &e->blocks[k];
        for (int i = 0; i < x->variations.n && i < y->variations.n; i++)
            n = swap_one(&x->variations.v[i].move, y->variations.v[i].move, at, was, n);
        n = swap_list(x->refutations.v, y->refutations.v, x->refutations.n, y->refutations.n, at, was, n);
    }
    return swap_list(f->defences.v, e->defences.v, f->defences.n, e->defences.n, at, was, n);
}

static void unswap(Move **at, const Move *was, int n)
{
    for (int i = 0; i < n; i++)
        *at[i] = was[i];
}

/* f's promotions into e, where f has them: e holds every defence of both. */
static void join(ThemeEntry *e, const ThemeEntry *f)
{
    for (int k = 0; k < f->nblocks; k++) {
        ThemeBlock *y = &e->blocks[k];
        const ThemeBlock *x = &f->blocks[k];
        for (int i = 0; i < x->variations.n; i++)
            if (MOVE_KEY(x->variations.v[i].move) != MOVE_KEY(y->variations.v[i].move))
                block_line(e, y, x->variations.v[i].move, x->variations.v[i].moves.v, x->variations.v[i].moves.n);
        for (int i = 0; i < x->refutations.n; i++)
            if (!moves_hold(&y->refutations, x->refutations.v[i]))
                block_refutation(e, y, x->refutations.v[i]);
    }
    for (int i = 0; i < f->defences.n; i++)
        entry_defence(e, f->defences.v[i]);
}

/* Whether f is e but for other promotions of its defences. */
static bool alike_but_promotions(const ThemeEntry *e, ThemeEntry *f)
{
    if (e->id != f->id || !entry_has(e, EF_PHASES) || e->nblocks != f->nblocks)
        return false;
    Move *at[MAX_SWAPS], was[MAX_SWAPS];
    int n = swap_to(f, e, at, was);
    bool same = n > 0 && entry_equal(e, f);
    unswap(at, was, n < 0 ? MAX_SWAPS : n);
    return same;
}

void entries_join_promotions(Analysis *A)
{
    /* Each entry's head: the first earlier entry, itself a head, that it is but for
     * promotions; compared before any is joined, as the detectors made them. */
    int *head = malloc(sizeof *head * (size_t)(A->n ? A->n : 1));
    if (!head)
        abort();
    for (int j = 0; j < A->n; j++) {
        ThemeEntry *f = A->entries[j];
        head[j] = j;
        if (entry_has(f, EF_PHASES) && !entry_has(f, EF_TWINS))
            for (int i = 0; i < j && head[j] == j; i++)
                if (head[i] == i && alike_but_promotions(A->entries[i], f))
                    head[j] = i;
    }
    ThemeEntry **drop = malloc(sizeof *drop * (size_t)(A->n ? A->n : 1));
    if (!drop)
        abort();
    int ndrop = 0;
    for (int j = 0; j < A->n; j++)
        if (head[j] != j) {
            join(A->entries[head[j]], A->entries[j]);
            drop[ndrop++] = A->entries[j];
        }
    for (int i = 0; i < ndrop; i++)
        entry_drop(drop[i]);
    free(drop);
    free(head);
}
