/* theme_bartolovic.c - Bartolović: in one phase two defences a and b are met by
 * mates A and B; in each of two further phases one of those mates changes and
 * the other stays: 1.X a 2.A, b 2.B; 1.Y a 2.C, b 2.B; 1.Z a 2.A, b 2.D
 * (problemista.eu, the Polish problemists' glossary, "temat Bartolowica").
 * Mates are identities (themes/PHASES.md), the four of them different, as the
 * scheme letters them; the set play is a phase, a checking try is none
 * (themes/CHECKING-TRIES.md). One entry per four mates A, B, C, D, with every
 * phase in each of the three roles (X first, then Y, then Z) and every defence
 * that shows it. */
#include <stdlib.h>
#include "themes/phases.h"

enum { MAX_GROUPS = 8, MAX_PHASES = 24 };

typedef struct {
    int mates[4];                  /* A, B, C, D */
    int phases[3][MAX_PHASES], np[3]; /* the phases in roles X, Y, Z */
    Move *a, *b;                   /* the defences changed in Y, in Z */
    int na, nb;
} Group;

static bool all_different(int A, int B, int C, int D)
{
    return A != B && A != C && A != D && B != C && B != D && C != D;
}

static void add_move(Move *v, int *n, Move m)
{
    for (int i = 0; i < *n; i++)
        if (MOVE_KEY(v[i]) == MOVE_KEY(m))
            return;
    v[(*n)++] = m;
}

static void add_phase(Group *g, int role, int i)
{
    for (int r = 0; r < 3; r++)
        for (int j = 0; j < g->np[r]; j++)
            if (g->phases[r][j] == i)
                return;
    if (g->np[role] < MAX_PHASES)
        g->phases[role][g->np[role]++] = i;
}

/* The group of mates m among g[0..*n), added when new and room is left. */
static Group *group_of(Group *g, int *n, const int m[4], int ndefs)
{
    for (int i = 0; i < *n; i++)
        if (g[i].mates[0] == m[0] && g[i].mates[1] == m[1] && g[i].mates[2] == m[2] && g[i].mates[3] == m[3])
            return &g[i];
    if (*n == MAX_GROUPS)
        return NULL;
    Group *e = &g[*n];
    *e = (Group){ .mates = { m[0], m[1], m[2], m[3] } };
    e->a = calloc((size_t)ndefs, sizeof(Move));
    e->b = calloc((size_t)ndefs, sizeof(Move));
    if (!e->a || !e->b) {
        free(e->a);
        free(e->b);
        return NULL;
    }
    (*n)++;
    return e;
}

/* Every pair (a, b) of phase x keeping both mates, y changing a's and z b's; a
 * the defence whose mate in x has the smaller identity, so that each instance
 * comes once whatever the order of y and z. */
static void triple(const Phases *P, int x, int y, int z, Group *g, int *ng)
{
    const int *mx = P->ph[x].mate, *my = P->ph[y].mate, *mz = P->ph[z].mate;
    for (int a = 0; a < P->ndefs; a++) {
        if (mx[a] < 0 || my[a] < 0 || my[a] == mx[a] || mz[a] != mx[a])
            continue;
        for (int b = 0; b < P->ndefs; b++) {
            if (b == a || mx[b] <= mx[a] || my[b] != mx[b] || mz[b] < 0 || mz[b] == mx[b] ||
                !all_different(mx[a], mx[b], my[a], mz[b]))
                continue;
            int m[4] = { mx[a], mx[b], my[a], mz[b] };
            Group *e = group_of(g, ng, m, P->ndefs);
            if (!e)
                continue;
            add_phase(e, 0, x);
            add_phase(e, 1, y);
            add_phase(e, 2, z);
            add_move(e->a, &e->na, P->defs[a]);
            add_move(e->b, &e->nb, P->defs[b]);
        }
    }
}

static void add_entry(const Phases *P, const Group *g, Analysis *A)
{
    int idx[3 * MAX_PHASES], n = 0;
    for (int r = 0; r < 3; r++)
        for (int j = 0; j < g->np[r]; j++)
            idx[n++] = g->phases[r][j];
    ThemeEntry *e = phase_entry(A, THEME_BARTOLOVIC, P, idx, n);
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < g->na; i++)
            phase_entry_line(e, j, P, idx[j], g->a[i]);
        for (int i = 0; i < g->nb; i++)
            phase_entry_line(e, j, P, idx[j], g->b[i]);
    }
}

void theme_bartolovic(const Phases *P, Analysis *A)
{
    Group g[MAX_GROUPS];
    int ng = 0;
    for (int x = 0; x < P->n; x++)
        for (int y = 0; y < P->n; y++)
            for (int z = 0; z < P->n; z++)
                if (x != y && x != z && y != z && !phase_checking_try(P, x) &&
                    !phase_checking_try(P, y) && !phase_checking_try(P, z))
                    triple(P, x, y, z, g, &ng);
    for (int i = 0; i < ng; i++) {
        add_entry(P, &g[i], A);
        free(g[i].a);
        free(g[i].b);
    }
}
