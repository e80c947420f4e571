/* theme_hannelius.c - Hannelius: n tries threaten different mates and fail to
 * different defences; after the key each try's refutation is met by another
 * try's threat, the n of them one cycle, with a key that threatens none of those
 * mates (else the refutations only separate its threats: a Fleck). n = 2 is the
 * exchange 1.X? (2.A) a!; 1.Y? (2.B) b!; 1.Z! a 2.B, b 2.A; n = 3 the "cyclic"
 * variant 1.X? (2.A) a!; 1.Y? (2.B) b!; 1.W? (2.C) c!; 1.Z! a 2.B, b 2.C, c 2.A
 * (themes/HANNELIUS.md). One entry per key and cycle of refutations, with every try
 * that shows it. */
#include <stdlib.h>
#include "themes/phases.h"

#define MAX_FOUND 16
#define MAX_TRIES 30
#define MAX_CYCLE 3

/* The search of one key's cycles of n tries. */
typedef struct {
    const Phases *P;
    Analysis *A;
    int k;                 /* the key */
    const bool *open;      /* per phase: a try with one threat identity, not the key's */
    int n;                 /* the cycle's length */
    int t[MAX_CYCLE];      /* its tries, t[0] of the smallest threat identity */
    Move r[MAX_CYCLE];     /* the refutation of each, met after the key by the next's threat */
    Move found[MAX_FOUND][MAX_CYCLE];
    int nfound;
} Cycle;

/* Whether phase t is a try whose threats share identity id, refuted by d. */
static bool try_of(const Phases *P, int t, int id, Move d)
{
    return P->ph[t].kind == PHASE_TRY && P->ph[t].threat == id && phase_refutes(P, t, d);
}

/* Whether one of the threats of phase k has mate identity id. */
static bool threatens(const Phases *P, int k, int id)
{
    const Play *p = P->ph[k].play;
    const Move *th = sol_moves(P->s, p->threats_first);
    for (int i = 0; i < p->nthreats; i++)
        if (phase_identity(P, k, &P->ph[k].pos, th[i]) == id)
            return true;
    return false;
}

static int threat_of(const Cycle *c, int j)
{
    return c->P->ph[c->t[j % c->n]].threat;
}

/* The entry of the cycle: for each of its threats in turn the tries with that
 * threat refuted by its refutation, then the key with the variations of the
 * refutations. */
static void add_entry(const Cycle *c)
{
    const Phases *P = c->P;
    int idx[MAX_TRIES + 1], n = 0;
    Move refs[MAX_TRIES];
    for (int j = 0; j < c->n; j++)
        for (int t = 0; t < P->n && n < MAX_TRIES; t++)
            if (try_of(P, t, threat_of(c, j), c->r[j])) {
                refs[n] = c->r[j];
                idx[n++] = t;
            }
    int tries = n;
    idx[n++] = c->k;
    ThemeEntry *e = phase_entry(c->A, THEME_HANNELIUS, P, idx, n);
    if (c->n == 3)
        entry_variant(e, "cyclic");
    for (int j = 0; j < tries; j++) {
        phase_entry_threats(e, j, P, idx[j]);
        phase_entry_refutation(e, j, refs[j]);
    }
    for (int j = 0; j < c->n; j++)
        phase_entry_line(e, tries, P, c->k, c->r[j]);
}

/* Records the cycle of refutations c->r unless found before. */
static void found(Cycle *c)
{
    for (int f = 0; f < c->nfound; f++) {
        bool same = true;
        for (int j = 0; j < c->n && same; j++)
            same = MOVE_KEY(c->found[f][j]) == MOVE_KEY(c->r[j]);
        if (same)
            return;
    }
    if (c->nfound == MAX_FOUND)
        return;
    for (int j = 0; j < c->n; j++)
        c->found[c->nfound][j] = c->r[j];
    c->nfound++;
    add_entry(c);
}

/* The refutations from try j on: each of t[j] distinct from those before it,
 * its mate after the key the threat of t[j + 1] (of t[0] for the last). */
static void refutations_from(Cycle *c, int j)
{
    if (j == c->n) {
        found(c);
        return;
    }
    const Play *p = c->P->ph[c->t[j]].play;
    const Move *r = sol_moves(c->P->s, p->refuts_first);
    for (int i = 0; i < p->nrefuts; i++) {
        bool repeated = false;
        for (int m = 0; m < j && !repeated; m++)
            repeated = MOVE_KEY(c->r[m]) == MOVE_KEY(r[i]);
        if (repeated || phase_mate(c->P, c->k, r[i]) != threat_of(c, j + 1))
            continue;
        c->r[j] = r[i];
        refutations_from(c, j + 1);
    }
}

/* Whether some refutation of try t is met after key k by mate identity id. */
static bool leads_to(const Phases *P, int k, int t, int id)
{
    const Play *p = P->ph[t].play;
    const Move *r = sol_moves(P->s, p->refuts_first);
    for (int i = 0; i < p->nrefuts; i++)
        if (phase_mate(P, k, r[i]) == id)
            return true;
    return false;
}

/* The tries from place j on: threats of other identities than those before, all
 * greater than t[0]'s (so each cycle starts at its smallest). */
static void tries_from(Cycle *c, int j)
{
    if (j == c->n) {
        refutations_from(c, 0);
        return;
    }
    const Phases *P = c->P;
    for (int t = 0; t < P->n; t++) {
        if (!c->open[t] || (j > 0 && P->ph[t].threat <= threat_of(c, 0)))
            continue;
        bool repeated = false;
        for (int m = 1; m < j && !repeated; m++)
            repeated = threat_of(c, m) == P->ph[t].threat;
        /* (in a cycle of three a try must follow from the one before: prunes, finds no fewer) */
        if (repeated || (c->n > 2 && j > 0 && !leads_to(P, c->k, c->t[j - 1], P->ph[t].threat)))
            continue;
        c->t[j] = t;
        tries_from(c, j + 1);
    }
}

void theme_hannelius(const Phases *P, Analysis *A)
{
    bool *open = malloc((size_t)P->n * sizeof *open + 1); /* + 1: no malloc(0) */
    if (!open)
        return;
    for (int k = 0; k < P->n; k++) {
        if (P->ph[k].kind != PHASE_KEY)
            continue;
        for (int t = 0; t < P->n; t++)
            open[t] = P->ph[t].kind == PHASE_TRY && P->ph[t].threat >= 0 && !threatens(P, k, P->ph[t].threat);
        for (int n = 2; n <= MAX_CYCLE; n++) { /* the exchanges, then the cycles of three */
            Cycle c = { .P = P, .A = A, .k = k, .open = open, .n = n };
            tries_from(&c, 0);
        }
    }
    free(open);
}
