/* theme_changed.c - changed, added and removed mates between set play and the
 * key's play; changed and transferred mates between each try and the key. */
#include <stdlib.h>
#include "themes/theme_play.h"
#include "themes/theme_util.h"

/* The listed, dual-free variation of defence d in p, or NULL. */
static const Variation *clean_var(const Solution *s, const Play *p, Move d)
{
    const Variation *v = find_variation(p->vars, p->nvars, d);
    return v && play_listed(s, p, v) && dual_free(s, v) ? v : NULL;
}

/* A defence with its mates before (set or try) and after the key; either may be NULL. */
typedef struct {
    Move defence;
    const Variation *before, *after;
} Pair;

typedef struct {
    Pair *v;
    int n;
} Pairs;

static void add_pair(Pairs *l, Move d, const Variation *before, const Variation *after)
{
    l->v[l->n++] = (Pair){ d, before, after };
}

static void moves_of(const Solution *s, const Variation *v, const Move **m, int *n)
{
    *m = v ? sol_moves(s, v->first) : NULL;
    *n = v ? v->n : 0;
}

/* The entry of theme id with its count, defences and variations, when there are any. */
static void emit(Analysis *A, ThemeId id, const Solution *s, Move key, Move try, const Pairs *l)
{
    if (l->n == 0)
        return;
    ThemeEntry *e = entry_new(A, id, key);
    if (try != MOVE_NONE)
        entry_try(e, try);
    entry_int(e, EF_COUNT, l->n);
    for (int i = 0; i < l->n; i++) /* the defences too, for scripts */
        entry_move_add(e, EF_DEFENCES, l->v[i].defence);
    for (int i = 0; i < l->n; i++) {
        const Move *m;
        int n;
        moves_of(s, l->v[i].after, &m, &n);
        ThemeLine *x = entry_line(e, EF_VARIATIONS, l->v[i].defence, l->v[i].after ? m : NULL, n);
        if (l->v[i].before) {
            moves_of(s, l->v[i].before, &m, &n);
            line_before(e, x, m, n);
        }
    }
}

static Pairs pairs_new(int n)
{
    Pairs l = { malloc(sizeof *l.v * (size_t)(n + 1)), 0 };
    if (!l.v)
        abort();
    return l;
}

void theme_changed_mates(const Solution *s, const Play *key, Analysis *A)
{
    if (!s->set_computed)
        return;
    Pairs changed = pairs_new(s->nset), added = pairs_new(key->nvars), removed = pairs_new(s->nset);
    for (int i = 0; i < s->nset; i++) {
        const Variation *sv = &s->set[i];
        if (!dual_free(s, sv))
            continue;
        const Variation *kv = find_variation(key->vars, key->nvars, sv->defence);
        bool kept = kv && mates_shared(s, MOVE_NONE, sv, key->move, kv);
        if (!kv || (!play_listed(s, key, kv) && !kept))
            /* gone: the defence is impossible, or only a threat answers it now */
            add_pair(&removed, sv->defence, sv, NULL);
        else if (play_listed(s, key, kv) && dual_free(s, kv) && !kept)
            add_pair(&changed, sv->defence, sv, kv);
    }
    for (int i = 0; i < key->nvars; i++) {
        const Variation *kv = &key->vars[i];
        const Variation *sv = find_variation(s->set, s->nset, kv->defence);
        if ((!sv || sv->n == 0) && play_listed(s, key, kv) && dual_free(s, kv))
            add_pair(&added, kv->defence, NULL, kv);
    }
    emit(A, THEME_CHANGED_MATES, s, key->move, MOVE_NONE, &changed);
    emit(A, THEME_ADDED_MATES, s, key->move, MOVE_NONE, &added);
    emit(A, THEME_REMOVED_MATES, s, key->move, MOVE_NONE, &removed);
    free(changed.v), free(added.v), free(removed.v);
}

/* Whether v (after first move f) has a mate that is the same as mate m after fm. */
static bool answers(const Solution *s, Move f, const Variation *v, Move fm, Move m)
{
    const Move *mates = sol_moves(s, v->first);
    for (int i = 0; i < v->n; i++)
        if (same_mate(f, mates[i], fm, m))
            return true;
    return false;
}

/* Try against key: same defence, other mate (changed); same mate, other
 * defence (transferred). Only listed dual-free variations of both count. */
static void try_vs_key(const Solution *s, const Play *try, const Play *key, Analysis *A)
{
    Pairs changed = pairs_new(try->nvars);
    ThemeTransfer *moved = malloc(sizeof *moved * (size_t)(try->nvars * key->nvars + 1));
    int nmoved = 0;
    if (!moved)
        abort();
    for (int i = 0; i < try->nvars; i++) {
        const Variation *tv = &try->vars[i];
        if (!play_listed(s, try, tv) || !dual_free(s, tv))
            continue;
        const Variation *kv = clean_var(s, key, tv->defence);
        if (kv && !mates_shared(s, try->move, tv, key->move, kv))
            add_pair(&changed, tv->defence, tv, kv);
        Move m = sol_moves(s, tv->first)[0];
        const Variation *kv_same = find_variation(key->vars, key->nvars, tv->defence);
        if (kv_same && play_listed(s, key, kv_same) && answers(s, key->move, kv_same, try->move, m))
            continue; /* the mate still answers the same defence */
        for (int j = 0; j < key->nvars; j++) {
            const Variation *kv2 = &key->vars[j];
            if (MOVE_KEY(kv2->defence) == MOVE_KEY(tv->defence) || !play_listed(s, key, kv2)
                || !dual_free(s, kv2) || !answers(s, key->move, kv2, try->move, m))
                continue;
            const Variation *tv2 = find_variation(try->vars, try->nvars, kv2->defence);
            if (tv2 && play_listed(s, try, tv2) && answers(s, try->move, tv2, try->move, m))
                continue; /* it answered that defence in the try already */
            moved[nmoved++] = (ThemeTransfer){ sol_moves(s, kv2->first)[0], tv->defence, kv2->defence };
        }
    }
    emit(A, THEME_CHANGED_MATES_TRY, s, key->move, try->move, &changed);
    if (nmoved) {
        ThemeEntry *e = entry_new(A, THEME_TRANSFERRED_MATES, key->move);
        entry_try(e, try->move);
        entry_int(e, EF_COUNT, nmoved);
        for (int i = 0; i < nmoved; i++)
            entry_transfer(e, moved[i].mate, moved[i].try_defence, moved[i].defence);
    }
    free(changed.v), free(moved);
}

void theme_try_mates(const Solution *s, const Play *key, Analysis *A)
{
    for (int i = 0; i < s->ntries; i++)
        try_vs_key(s, &s->tries[i], key, A);
}
