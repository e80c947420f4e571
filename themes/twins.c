/* twins.c - a problem's twins held while the next are solved, and the themes
 * across them (twins.h): the twins read as phases, the key's play of each. */
#include <stdlib.h>
#include <string.h>
#include "themes/twins.h"
#include "themes/twins_detect.h"

void twins_clear(Twins *T)
{
    for (int i = 0; i < T->n; i++)
        solution_free(&T->v[i].s);
    free(T->v);
    *T = (Twins){ 0 };
}

const Solution *twins_add(Twins *T, const char *label, Solution *s)
{
    if (T->n == TWINS_HELD) { /* the oldest goes: memory and time stay bounded */
        solution_free(&T->v[0].s);
        memmove(&T->v[0], &T->v[1], sizeof *T->v * (size_t)(T->n - 1));
        T->n--;
    }
    if (T->n == T->cap) {
        T->cap = T->cap ? 2 * T->cap : 8;
        T->v = realloc(T->v, sizeof *T->v * (size_t)T->cap);
        if (!T->v)
            abort();
    }
    Twin *t = &T->v[T->n++];
    snprintf(t->label, sizeof t->label, "%s", label ? label : "");
    t->s = *s;
    memset(s, 0, sizeof *s);
    return &t->s;
}

/* A twin that is a phase: its solution, fully analysed, with one key (a cooked
 * twin or one without a key has no solution to compare). */
static bool a_phase(const Solution *s)
{
    return s->analysed && s->status != ST_ILLEGAL && s->nkeys == 1;
}

/* Whether twin a's squares mean what twin b's do: at least half of the men of
 * each stand on the same squares in both (a twin that moves, removes, adds,
 * exchanges or substitutes a man or two; not one rotated, mirrored, shifted or
 * with its colours swapped, where the same squares hold another play). */
static bool same_board(const Position *a, const Position *b)
{
    int same = 0;
    for (int c = WHITE; c <= BLACK; c++)
        for (int t = PAWN; t <= KING; t++)
            same += __builtin_popcountll(a->men[c][t] & b->men[c][t]);
    int na = __builtin_popcountll(all_men(a)), nb = __builtin_popcountll(all_men(b));
    return 2 * same >= na && 2 * same >= nb;
}

static bool spans(const ThemeEntry *e, const char *label)
{
    for (int i = 0; i < e->ntwins; i++)
        if (strcmp(e->twins[i], label) == 0)
            return true;
    return false;
}

/* The themes across twins that end at last, twin label, after the twins
 * before[0..n). */
static void across(Analysis *A, const Twin *before, int n, const char *label, const Solution *last)
{
    if (n < 1 || !a_phase(last))
        return;
    const Solution **sols = malloc(sizeof *sols * (size_t)(n + 1));
    const char **labels = malloc(sizeof *labels * (size_t)(n + 1));
    if (!sols || !labels)
        abort();
    int k = 0;
    for (int i = 0; i < n; i++)
        if (a_phase(&before[i].s) && same_board(&before[i].s.start, &last->start)) {
            sols[k] = &before[i].s;
            labels[k++] = before[i].label;
        }
    sols[k] = last;
    labels[k++] = label;
    if (k >= 2) {
        Phases P;
        phases_build_twins(sols, labels, k, &P);
        int first = A->n;
        /* In the order of the table's rows. */
        twin_changed_mates(&P, A);
        twin_transferred_mates(&P, A);
        theme_reciprocal(&P, A);
        if (!twin_cyclic_three(&P, A))
            theme_cyclic(&P, A);
        theme_lacny(&P, A); /* the same cycle, as within one problem */
        theme_zagoruiko(&P, A);
        theme_le_grand(&P, A);
        phases_free(&P);
        /* Those of earlier twins alone are on an earlier twin's record
         * (Zagoruiko chooses its phases freely). */
        for (int i = A->n - 1; i >= first; i--)
            if (!spans(A->entries[i], label))
                entry_drop(A->entries[i]);
    }
    free(sols), free(labels);
}

void analysis_twins(Analysis *A, const Twins *T)
{
    if (T->n >= 2)
        across(A, T->v, T->n - 1, T->v[T->n - 1].label, &T->v[T->n - 1].s);
}

void analysis_twins_after(Analysis *A, const Twins *T, const char *label, const Solution *s)
{
    int skip = T->n == TWINS_HELD; /* as twins_add would drop the oldest */
    across(A, T->v + skip, T->n - skip, label ? label : "", s);
}
