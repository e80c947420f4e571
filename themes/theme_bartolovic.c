/* theme_bartolovic.c - Bartolović: in one phase two defences a and b are met by
 * mates A and B; in each of two further phases one of those mates changes and
 * the other stays: 1.X a 2.A, b 2.B; 1.Y a 2.C, b 2.B; 1.Z a 2.A, b 2.D
 * (problemista.eu, the Polish problemists' glossary, "temat Bartolowica").
 * Mates are identities (themes/PHASES.md), the four of them different, as the
 * scheme letters them; the set play is a phase, a checking try is none
 * (themes/CHECKING-TRIES.md), and a checking defence met by a mate is a defence
 * as any (themes/CHECKS.md: the glossary says nothing against it; polgar-3407's
 * key 1.Kf8! changes 1...Bg7 2.Qf4# to 1...Bg7+ 2.Qxg7#). One entry per mates A and B
 * of X, with every phase in each of the three roles (X first, then Y, then Z),
 * each in some instance, and every defence that shows it: polgar-2813's Z
 * phases 1.Be3?, 1.Bf2?, 1.Bg1?, 1.Bd4! (each its own bishop mate D) are one
 * entry. Every list is sized by the phases and defences: nothing is dropped. */
#include <stdlib.h>
#include "themes/phase_roles.h"
#include "solver/movegen.h"

typedef struct {
    int mates[2];                  /* A, B */
    PhaseRoles phases;             /* the phases in roles X, Y, Z */
    Move *a, *b;                   /* the defences changed in Y, in Z */
    int na, nb;
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

static void add_entry(const Phases *P, const Group *g, Analysis *A)
{
    ThemeEntry *e = phase_roles_entry(A, THEME_BARTOLOVIC, P, &g->phases);
    for (int j = 0; e && j < phase_roles_count(&g->phases); j++) {
        int x = phase_roles_phase(&g->phases, j, NULL);
        for (int i = 0; i < g->na; i++)
            phase_entry_line(e, j, P, x, g->a[i]);
        for (int i = 0; i < g->nb; i++)
            phase_entry_line(e, j, P, x, g->b[i]);
    }
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
    for (int i = 0; i < G.n; i++) {
        if (!G.failed)
            add_entry(P, &G.v[i], A);
        group_free(&G.v[i]);
    }
    free(G.v);
    free(as);
    free(bs);
}
