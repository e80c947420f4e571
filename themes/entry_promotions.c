/* entry_promotions.c - a pawn's promotions on one square met alike are one defence
 * (themes/KEY.md, DECISIONS.md: lists write them "1...a1=Q/R/B/N"), so one instance
 * of a theme across phases (SPEC "One entry per instance"). Detectors that make an
 * entry for each defence (Dombrovskis: one per try and defence) made one for each
 * promotion; here the entries that differ only by the promotion of their defences
 * become the first of them, which holds every promotion (entry_groups.c then writes
 * them as one line). */
#include <stdlib.h>
#include "themes/analysis.h"

/* A defence of one entry and the other's at its place: the same move, or
 * another promotion of that pawn on that square. */
static bool same_but_promotion(Move a, Move b)
{
    return MOVE_KEY(a) == MOVE_KEY(b) || promotions_of_one_pawn(a, b);
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

/* Whether f is e but for other promotions of its defences (some, not none). */
static bool alike_but_promotions(const ThemeEntry *e, const ThemeEntry *f)
{
    return entry_has(e, EF_PHASES) && entry_equal_as(e, f, same_but_promotion) && !entry_equal(e, f);
}

void entries_join_promotions(Analysis *A)
{
    /* Each entry's head: the first earlier entry, itself a head, that it is but for
     * promotions; compared before any is joined, as the detectors made them. */
    int *head = malloc(sizeof *head * (size_t)(A->n ? A->n : 1));
    if (!head)
        abort();
    for (int j = 0; j < A->n; j++) {
        const ThemeEntry *f = A->entries[j];
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
