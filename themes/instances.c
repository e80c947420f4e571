/* instances.c - one entry per instance of a theme of mates over every phase (see
 * instances.h). */
#include <stdlib.h>
#include "themes/instances.h"

static void *grow(void *v, int n, int *cap, size_t size)
{
    if (n < *cap)
        return v;
    *cap = *cap ? 2 * *cap : 16;
    v = realloc(v, size * (size_t)*cap);
    if (!v)
        abort();
    return v;
}

void sightings_add(Sightings *S, int a, int b, int i, Move d, Move m)
{
    S->moves = grow(S->moves, S->nmoves, &S->capmoves, sizeof *S->moves);
    Sighting *last = S->n ? &S->v[S->n - 1] : NULL;
    if (last && last->a == a && last->b == b && last->phase == i && MOVE_KEY(last->defence) == MOVE_KEY(d)
        && last->first + last->n == S->nmoves) {
        S->moves[S->nmoves++] = m; /* another mate of the same line */
        last->n++;
        return;
    }
    S->v = grow(S->v, S->n, &S->cap, sizeof *S->v);
    S->v[S->n++] = (Sighting){ a, b, i, d, S->nmoves, 1 };
    S->moves[S->nmoves++] = m;
}

/* The rank of phase i in P->order: the keys, the set play, the tries. */
static int rank_of(const Phases *P, int i)
{
    for (int r = 0; r < P->n; r++)
        if (P->order[r] == i)
            return r;
    return P->n;
}

/* Whether block b has a line of defence d. */
static bool find_line(const ThemeBlock *b, Move d)
{
    for (int i = 0; i < b->variations.n; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            return true;
    return false;
}

static bool same_instance(const Sighting *x, const Sighting *y)
{
    return x->a == y->a && x->b == y->b;
}

/* The entry of the instance of sighting first: its key the first key among its
 * phases (the problem's first key when none), then each phase it shows in. */
static ThemeEntry *build_one(const Sightings *S, int first, const Phases *P, ThemeId id, Analysis *A)
{
    const Sighting *inst = &S->v[first];
    Move key = P->s->keys[0].move;
    int keyphase = P->n;
    for (int k = 0; k < S->n; k++)
        if (same_instance(&S->v[k], inst) && P->ph[S->v[k].phase].kind == PHASE_KEY && S->v[k].phase < keyphase)
            keyphase = S->v[k].phase;
    if (keyphase < P->n)
        key = P->ph[keyphase].play->move;
    ThemeEntry *e = entry_new(A, id, key);
    entry_present(e, EF_DEFENCES);
    Move threats[MAX_MOVES], mates[MAX_MOVES];
    for (int i = 0; i < P->n; i++) {
        ThemeBlock *b = NULL;
        int nthreats = 0;
        for (int k = 0; k < S->n; k++) {
            const Sighting *x = &S->v[k];
            if (x->phase != i || !same_instance(x, inst))
                continue;
            if (!b) {
                char label[SAN_MAX + 4];
                phase_label(P, i, label, sizeof label);
                b = entry_block(e, P->ph[i].kind, P->ph[i].play ? P->ph[i].play->move : MOVE_NONE, label);
            }
            if (x->defence == MOVE_NONE) {
                for (int j = 0; j < x->n && nthreats < MAX_MOVES; j++)
                    threats[nthreats++] = S->moves[x->first + j];
                continue;
            }
            if (find_line(b, x->defence))
                continue; /* its line is written */
            /* Every mate of this defence that shows the instance, in the order seen
             * (another instance's sighting may come between two of them). */
            int n = 0;
            for (int j = k; j < S->n; j++)
                if (S->v[j].phase == i && same_instance(&S->v[j], inst)
                    && MOVE_KEY(S->v[j].defence) == MOVE_KEY(x->defence))
                    for (int t = 0; t < S->v[j].n && n < MAX_MOVES; t++)
                        mates[n++] = S->moves[S->v[j].first + t];
            entry_defence(e, x->defence);
            block_line(e, b, x->defence, mates, n);
        }
        if (nthreats)
            block_threats(e, b, threats, nthreats);
    }
    entry_int(e, EF_COUNT, e->defences.n);
    return e;
}

/* One entry for each instance of S, marked by t; frees S. */
static void build_all(Sightings *S, const Phases *P, Analysis *A, const InstanceTheme *t, void *ctx)
{
    if (S->n == 0)
        return; /* most problems: nothing to allocate */
    /* The first sighting of each instance, by the rank of its phase. */
    int *firsts = malloc(sizeof *firsts * (size_t)(S->n + 1)), n = 0;
    if (!firsts)
        abort();
    for (int k = 0; k < S->n; k++) {
        int j = 0;
        while (j < n && !same_instance(&S->v[firsts[j]], &S->v[k]))
            j++;
        if (j == n)
            firsts[n++] = k;
        else if (rank_of(P, S->v[k].phase) < rank_of(P, S->v[firsts[j]].phase))
            firsts[j] = k;
    }
    /* Stable by rank: the instances of the keys first. */
    for (int x = 1; x < n; x++)
        for (int y = x; y > 0 && rank_of(P, S->v[firsts[y]].phase) < rank_of(P, S->v[firsts[y - 1]].phase); y--) {
            int tmp = firsts[y];
            firsts[y] = firsts[y - 1];
            firsts[y - 1] = tmp;
        }
    for (int j = 0; j < n; j++)
        t->mark(build_one(S, firsts[j], P, t->id, A), S->v[firsts[j]].a, S->v[firsts[j]].b, ctx);
    free(firsts);
    free(S->v);
    free(S->moves);
}

void instances_detect(const Phases *P, Analysis *A, const InstanceTheme *t, void *ctx)
{
    Sightings S = { 0 };
    for (int r = 0; r < P->n; r++) {
        int i = t->keys_first ? P->order[r] : r;
        if (!phase_checking_try(P, i))
            t->sight(P, i, &S, ctx);
    }
    build_all(&S, P, A, t, ctx);
}

void first_pairs_add(FirstPairs *f, int a, int b, Move m1, Move m2, const char *variant)
{
    int j = 0;
    while (j < f->n && !(f->v[j].a == a && f->v[j].b == b))
        j++;
    if (j == f->n && j < 64) {
        f->v[j].a = a;
        f->v[j].b = b;
        f->v[j].m1 = m1;
        f->v[j].m2 = m2;
        f->v[j].variant = variant;
        f->n++;
    }
}

void first_pairs_mark(ThemeEntry *e, int a, int b, void *ctx)
{
    const FirstPairs *f = ctx;
    entry_square(e, EF_SQUARE, a);
    entry_square_add(e, EF_MEN, b / 128);
    entry_square_add(e, EF_MEN, b % 128);
    for (int j = 0; j < f->n; j++)
        if (f->v[j].a == a && f->v[j].b == b) {
            Move mates[2] = { f->v[j].m1, f->v[j].m2 };
            entry_moves(e, EF_MATES, mates, 2);
            if (f->v[j].variant)
                entry_variant(e, f->v[j].variant);
        }
}
