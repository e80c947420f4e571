/* theme_bartolovic.c - Bartolović: in one phase two defences a and b are met by
 * mates A and B; in each of two further phases one of those mates changes and
 * the other stays: 1.X a 2.A, b 2.B; 1.Y a 2.C, b 2.B; 1.Z a 2.A, b 2.D
 * (problemista.eu, the Polish problemists' glossary, "temat Bartolowica").
 * Mates are identities (themes/PHASES.md), the four of them different, as the
 * scheme letters them; the set play is a phase, a checking try is none
 * (themes/CHECKING-TRIES.md), and a checking defence met by a mate is a defence
 * as any (themes/CHECKS.md: the glossary says nothing against it; polgar-3407's
 * key 1.Kf8! changes 1...Bg7 2.Qf4# to 1...Bg7+ 2.Qxg7#). One entry per pair of
 * defences, SPEC's instance (its phases and defences): the instances of every
 * mates A and B whose defences a and b (a random move's moves met alike being one)
 * are those of another instance are one entry, with every phase in each of the
 * three roles (X first, then Y, then Z) and every defence that shows it:
 * polgar-2813's Z phases 1.Be3?, 1.Bf2?, 1.Bg1?, 1.Bd4! (each its own bishop mate
 * D) are one entry, and so is sport-16's grid of three mates of 1...hxg6 by three
 * of 1...Kxg6 over nine phases, eight pairs A, B (themes/DECISIONS.md). Every list
 * is sized by the phases and defences: nothing is dropped. */
#include <stdlib.h>
#include <string.h>
#include "themes/phase_roles.h"

typedef struct {
    int mates[2];                  /* A, B */
    PhaseRoles phases;             /* the phases in roles X, Y, Z */
    Move *a, *b;                   /* the defences changed in Y, in Z */
    int na, nb;
    bool merged;                   /* of several instances: no one X, Y and Z */
} Group;

typedef struct {
    Group *v;
    int n, cap;
    bool failed;                   /* out of memory: no entry at all */
} Groups;

static bool all_different(int A, int B, int C, int D)
{
    return A != B && A != C && A != D && B != C && B != D && C != D;
}

static void add_move(Move *v, int *n, Move m)
{
    if (!move_in(v, *n, m))
        v[(*n)++] = m;
}

static void group_free(Group *g)
{
    phase_roles_free(&g->phases);
    free(g->a);
    free(g->b);
}

/* The group of mates A, B among G, added when new (NULL when out of memory). */
static Group *group_of(const Phases *P, Groups *G, int A, int B)
{
    for (int i = 0; i < G->n; i++)
        if (G->v[i].mates[0] == A && G->v[i].mates[1] == B)
            return &G->v[i];
    if (G->n == G->cap) {
        int c = G->cap ? 2 * G->cap : 4;
        Group *w = realloc(G->v, (size_t)c * sizeof *w);
        if (!w)
            return NULL;
        G->v = w;
        G->cap = c;
    }
    Group *e = &G->v[G->n];
    *e = (Group){ .mates = { A, B } };
    bool ok = phase_roles_new(&e->phases, 3, P);
    e->a = calloc((size_t)P->ndefs, sizeof(Move));
    e->b = calloc((size_t)P->ndefs, sizeof(Move));
    if (!ok || !e->a || !e->b) {
        group_free(e);
        return NULL;
    }
    G->n++;
    return e;
}

/* Every pair (a, b) of phase x keeping both mates, y changing a's and z b's; a
 * the defence whose mate in x has the smaller identity, so that each instance
 * comes once whatever the order of y and z. The defences y changes (as) and
 * keeps (bs) are sorted out once for x and y, so that a third phase is sought
 * only where both exist: most pairs have none, and the three phases' loops made
 * this detector cost as much as all the others together. */
static void pair(const Phases *P, int x, int y, int *as, int *bs, Groups *G)
{
    const int *mx = P->ph[x].mate, *my = P->ph[y].mate;
    int na = 0, nb = 0;
    for (int d = 0; d < P->ndefs; d++) {
        if (mx[d] < 0)
            continue;
        if (my[d] >= 0 && my[d] != mx[d])
            as[na++] = d;
        else if (my[d] == mx[d])
            bs[nb++] = d;
    }
    if (!na || !nb)
        return;
    for (int z = 0; z < P->n; z++) {
        if (z == x || z == y || phase_checking_try(P, z))
            continue;
        const int *mz = P->ph[z].mate;
        for (int i = 0; i < na; i++) {
            int a = as[i];
            if (mz[a] != mx[a])
                continue;
            for (int j = 0; j < nb; j++) {
                int b = bs[j];
                if (mx[b] <= mx[a] || mz[b] < 0 || mz[b] == mx[b] ||
                    !all_different(mx[a], mx[b], my[a], mz[b]))
                    continue;
                Group *e = group_of(P, G, mx[a], mx[b]);
                if (!e) {
                    G->failed = true;
                    return;
                }
                phase_roles_add(&e->phases, 0, x);
                phase_roles_add(&e->phases, 1, y);
                phase_roles_add(&e->phases, 2, z);
                add_move(e->a, &e->na, P->defs[a]);
                add_move(e->b, &e->nb, P->defs[b]);
            }
        }
    }
}

static bool shares(const Move *u, int nu, const Move *v, int nv)
{
    for (int i = 0; i < nu; i++)
        if (move_in(v, nv, u[i]))
            return true;
    return false;
}

/* 1 when h's defences a and b are among g's a and b, -1 when among g's b and a
 * (h's a has the greater mate in its X), 0 when h is another pair of defences. */
static int same_pair(const Group *g, const Group *h)
{
    if (shares(g->a, g->na, h->a, h->na) && shares(g->b, g->nb, h->b, h->nb))
        return 1;
    if (shares(g->a, g->na, h->b, h->nb) && shares(g->b, g->nb, h->a, h->na))
        return -1;
    return 0;
}

static void add_side(Move *v, int *n, const Move *other, int nother, const Move *from, int nfrom)
{
    for (int i = 0; i < nfrom; i++)
        if (!move_in(other, nother, from[i]))
            add_move(v, n, from[i]);
}

/* h's phases and defences into g; flip: h's a is g's b, so its Y phases are g's Z. */
static void absorb(Group *g, const Group *h, bool flip)
{
    for (int k = 0; k < 3; k++)
        for (int j = 0; j < h->phases.n[k]; j++)
            phase_roles_add(&g->phases, flip && k ? 3 - k : k, h->phases.at[k][j]);
    const Move *a = flip ? h->b : h->a, *b = flip ? h->a : h->b;
    int na = flip ? h->nb : h->na, nb = flip ? h->na : h->nb;
    add_side(g->a, &g->na, g->b, g->nb, a, na);
    add_side(g->b, &g->nb, g->a, g->na, b, nb);
    g->merged = true;
}

/* One group per pair of defences: each group absorbs those of its pair, in the
 * order found, until no two groups share their pair. */
static void merge_pairs(Groups *G)
{
    for (int i = 0; i < G->n; i++)
        for (int j = i + 1; j < G->n;) {
            int o = same_pair(&G->v[i], &G->v[j]);
            if (!o) {
                j++;
                continue;
            }
            absorb(&G->v[i], &G->v[j], o < 0);
            group_free(&G->v[j]);
            memmove(&G->v[j], &G->v[j + 1], (size_t)(G->n - j - 1) * sizeof *G->v);
            G->n--;
            j = i + 1; /* g grew: the groups passed may share its pair now */
        }
}

static bool has_phase(const PhaseRoles *r, int i)
{
    for (int j = 0; j < phase_roles_count(r); j++)
        if (phase_roles_phase(r, j, NULL) == i)
            return true;
    return false;
}

/* The entry of g: its phases X, Y, Z in that order, those of several instances
 * (a grid, where each phase plays every role) in the solution's order. */
static void add_entry(const Phases *P, const Group *g, Analysis *A)
{
    PhaseRoles in_order;
    const PhaseRoles *r = &g->phases;
    if (g->merged) {
        if (!phase_roles_new(&in_order, 1, P))
            return;
        for (int i = 0; i < P->n; i++)
            if (has_phase(&g->phases, i))
                phase_roles_add(&in_order, 0, i);
        r = &in_order;
    }
    ThemeEntry *e = phase_roles_entry(A, THEME_BARTOLOVIC, P, r);
    for (int j = 0; e && j < phase_roles_count(r); j++) {
        int x = phase_roles_phase(r, j, NULL);
        for (int i = 0; i < g->na; i++)
            phase_entry_line(e, j, P, x, g->a[i]);
        for (int i = 0; i < g->nb; i++)
            phase_entry_line(e, j, P, x, g->b[i]);
    }
    if (g->merged)
        phase_roles_free(&in_order);
}

void theme_bartolovic(const Phases *P, Analysis *A)
{
    Groups G = { 0 };
    size_t size = (size_t)P->ndefs * sizeof(int) + 1;  /* + 1: no malloc(0) */
    int *as = malloc(size), *bs = malloc(size);
    G.failed = !as || !bs;
    for (int x = 0; x < P->n && !G.failed; x++)
        for (int y = 0; y < P->n && !G.failed; y++)
            if (x != y && !phase_checking_try(P, x) && !phase_checking_try(P, y))
                pair(P, x, y, as, bs, &G);
    if (!G.failed)
        merge_pairs(&G);
    for (int i = 0; i < G.n; i++) {
        if (!G.failed)
            add_entry(P, &G.v[i], A);
        group_free(&G.v[i]);
    }
    free(G.v);
    free(as);
    free(bs);
}
