/* theme_white_correction.c - white correction and threat correction, in black
 * correction's shape (themes/PHASES.md): random tries of one attacker piece, at
 * least two, that threaten the same mate (given by another man: the piece's leaving
 * makes it) and fail to the same defence, the random move's error; then a corrected
 * move of that piece (a try not refuted by the error, or the key). The corrected
 * move keeps the threat: white correction; it changes the threat: threat correction
 * (a secondary threat; tertiary when the corrected moves threaten two new ways). */
#include <stdbool.h>
#include <stdlib.h>
#include "themes/phases.h"

#define MAX_IDS 32

static bool corrector(int type)
{
    return type == KNIGHT || type == BISHOP || type == ROOK || type == QUEEN;
}

/* The distinct identities of the threats of phase i (others: only those given by
 * a man other than the one its first move moved); returns how many (<= MAX_IDS). */
static int threat_ids(const Phases *P, int i, bool others, int *ids)
{
    const Play *p = P->ph[i].play;
    const Move *t = sol_moves(P->s, p->threats_first);
    Position passed = P->ph[i].pos;
    Undo u;
    make_null(&passed, &u);
    int n = 0;
    for (int a = 0; a < p->nthreats && n < MAX_IDS; a++) {
        if (others && M_FROM(t[a]) == M_TO(p->move))
            continue;
        int id = mate_identity(&passed, t[a]), k = 0;
        while (k < n && ids[k] != id)
            k++;
        if (k == n)
            ids[n++] = id;
    }
    return n;
}

static bool holds(const int *ids, int n, int id)
{
    for (int k = 0; k < n; k++)
        if (ids[k] == id)
            return true;
    return false;
}

/* Whether two identity lists share one. */
static bool meet(const int *a, int na, const int *b, int nb)
{
    for (int k = 0; k < na; k++)
        if (holds(b, nb, a[k]))
            return true;
    return false;
}

/* Whether two identity lists hold the same identities. */
static bool same_ids(const int *a, int na, const int *b, int nb)
{
    for (int k = 0; k < na; k++)
        if (!holds(b, nb, a[k]))
            return false;
    for (int k = 0; k < nb; k++)
        if (!holds(a, na, b[k]))
            return false;
    return true;
}

typedef struct {
    const Phases *P;
    int sq;          /* the attacker piece, by its square in the diagram */
    Move error;      /* the defence that refutes the random tries */
    int *random, nrandom;
    int *keep, nkeep;     /* corrections that threaten the random tries' mate */
    int *change, nchange; /* corrections that threaten otherwise */
    int shared[MAX_IDS], nshared; /* the threats every random try makes (by another man) */
} Correction;

/* The random tries of C->sq that fail to C->error: those that threaten the mate that
 * most of them threaten (by another man), if at least two do. */
static bool random_tries(Correction *C)
{
    const Phases *P = C->P;
    int best = -1, best_n = 0, ids[MAX_IDS];
    for (int t = 0; t < P->n; t++) {
        if (P->ph[t].kind != PHASE_TRY || M_FROM(P->ph[t].play->move) != C->sq || !phase_refutes(P, t, C->error))
            continue;
        int n = threat_ids(P, t, true, ids);
        for (int k = 0; k < n; k++) {
            int count = 0, other[MAX_IDS];
            for (int u = 0; u < P->n; u++)
                if (P->ph[u].kind == PHASE_TRY && M_FROM(P->ph[u].play->move) == C->sq &&
                    phase_refutes(P, u, C->error))
                    count += holds(other, threat_ids(P, u, true, other), ids[k]);
            if (count > best_n)
                best_n = count, best = ids[k];
        }
    }
    if (best_n < 2)
        return false;
    C->nrandom = C->nshared = 0;
    for (int t = 0; t < P->n; t++) {
        if (P->ph[t].kind != PHASE_TRY || M_FROM(P->ph[t].play->move) != C->sq || !phase_refutes(P, t, C->error))
            continue;
        int n = threat_ids(P, t, true, ids);
        if (!holds(ids, n, best))
            continue;
        if (C->nrandom == 0) {
            for (int k = 0; k < n; k++)
                C->shared[k] = ids[k];
            C->nshared = n;
        } else { /* keep what every random try threatens */
            int m = 0;
            for (int k = 0; k < C->nshared; k++)
                if (holds(ids, n, C->shared[k]))
                    C->shared[m++] = C->shared[k];
            C->nshared = m;
        }
        C->random[C->nrandom++] = t;
    }
    return true;
}

/* The corrected moves: the piece's tries the error does not refute, and its keys,
 * that threaten a mate; sorted by whether they keep the random tries' threat. */
static void corrections(Correction *C)
{
    const Phases *P = C->P;
    C->nkeep = C->nchange = 0;
    for (int i = 0; i < P->n; i++) {
        const Phase *ph = &P->ph[i];
        if (ph->kind == PHASE_SET || M_FROM(ph->play->move) != C->sq || phase_refutes(P, i, C->error) ||
            ph->play->nthreats == 0)
            continue;
        int ids[MAX_IDS], n = threat_ids(P, i, false, ids);
        if (meet(ids, n, C->shared, C->nshared))
            C->keep[C->nkeep++] = i;
        else
            C->change[C->nchange++] = i;
    }
}

/* How many different threats the changing corrections make: 1 secondary, 2 or more tertiary. */
static int new_threats(const Correction *C)
{
    int kinds = 0, a[MAX_IDS], b[MAX_IDS];
    for (int i = 0; i < C->nchange; i++) {
        int na = threat_ids(C->P, C->change[i], false, a), seen = 0;
        for (int j = 0; j < i && !seen; j++)
            seen = same_ids(a, na, b, threat_ids(C->P, C->change[j], false, b));
        kinds += !seen;
    }
    return kinds;
}

static void add(const Correction *C, ThemeId id, const int *corr, int ncorr, Analysis *A)
{
    const Phases *P = C->P;
    int *idx = malloc(sizeof *idx * (size_t)(C->nrandom + ncorr + 1));
    if (!idx)
        abort();
    int n = 0;
    /* The phases in their order: the tries, then the keys. */
    for (int i = 0; i < P->n; i++) {
        bool in = false;
        for (int j = 0; j < C->nrandom; j++)
            in |= C->random[j] == i;
        for (int j = 0; j < ncorr; j++)
            in |= corr[j] == i;
        if (in)
            idx[n++] = i;
    }
    ThemeEntry *e = phase_entry(A, id, P, idx, n);
    entry_square(e, EF_PIECE, C->sq);
    entry_present(e, EF_RANDOM);
    entry_present(e, EF_CORRECTIONS);
    for (int j = 0; j < C->nrandom; j++)
        entry_move_add(e, EF_RANDOM, P->ph[C->random[j]].play->move);
    for (int j = 0; j < ncorr; j++)
        entry_move_add(e, EF_CORRECTIONS, P->ph[corr[j]].play->move);
    for (int j = 0; j < n; j++) {
        phase_entry_threats(e, j, P, idx[j]);
        const Play *p = P->ph[idx[j]].play;
        for (int r = 0; r < p->nrefuts; r++)
            phase_entry_refutation(e, j, sol_moves(P->s, p->refuts_first)[r]);
    }
    if (id == THEME_THREAT_CORRECTION)
        entry_variant(e, new_threats(C) > 1 ? "tertiary" : "secondary");
    free(idx);
}

/* Every error of every attacker piece that has tries: one entry of each theme per
 * piece and error. */
void theme_white_correction(const Phases *P, Analysis *A)
{
    size_t cap = (size_t)P->n + 1;
    int *buf = malloc(sizeof *buf * 3 * cap);
    if (!buf)
        abort();
    Correction C = { .P = P, .random = buf, .keep = buf + cap, .change = buf + 2 * cap };
    for (int t = 0; t < P->n; t++) {
        if (P->ph[t].kind != PHASE_TRY)
            continue;
        const Play *p = P->ph[t].play;
        C.sq = M_FROM(p->move);
        if (!corrector(PTYPE(P->s->start.board[C.sq])))
            continue;
        for (int r = 0; r < p->nrefuts; r++) {
            C.error = sol_moves(P->s, p->refuts_first)[r];
            /* Each piece and error once: from the first try of the piece it refutes. */
            bool seen = false;
            for (int u = 0; u < t && !seen; u++)
                seen = P->ph[u].kind == PHASE_TRY && M_FROM(P->ph[u].play->move) == C.sq &&
                       phase_refutes(P, u, C.error);
            if (seen || !random_tries(&C))
                continue;
            corrections(&C);
            if (C.nkeep)
                add(&C, THEME_WHITE_CORRECTION, C.keep, C.nkeep, A);
            if (C.nchange)
                add(&C, THEME_THREAT_CORRECTION, C.change, C.nchange, A);
        }
    }
    free(buf);
}
