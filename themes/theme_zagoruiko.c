/* theme_zagoruiko.c - Zagoruiko: in m >= 3 phases, n >= 2 defences each with a mate
 * in every one of them, and each defence's mates pairwise different across them.
 * The largest m x n (most mates, then most phases) is reported. When there is none,
 * a move that does not stop a phase's threat may have the threat there as its mate
 * (a "threat cell"), at most once a defence and once a phase (the fewest cells at
 * equal m x n). n counts defences as problemists do: moves met by one mate in every
 * chosen phase are one defence, a man's random move "1...N~" (K. Moen, By-Play,
 * "Zagoruiko": "1...Be5 (B any)" one of a 3x2's two defences) or two men's moves (the
 * column on Pituk 1964, "trojfázová zámena matu", one mate changed), not one a move. A
 * checking try is no phase (CHECKING-TRIES.md); a checking key is one, as it is of
 * changed mates (CHECKS.md). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "themes/phases.h"

/* A set of defences: bits over P->defs. */
typedef struct {
    int words;
    uint64_t *v;  /* valid[p]: defences with a mate in phase p, words each */
    uint64_t *e;  /* differ[p*n+q]: defences with a mate in both whose mates differ */
    uint64_t *t;  /* thr[p]: the threat cells of phase p */
    int nph;
    bool cells;            /* threat cells allowed */
    int *set, nset;        /* the phases chosen so far */
    int *best, nbest, best_n, best_t;
    uint64_t *best_defs;
    uint64_t *stack;       /* the defence set at each depth */
    uint64_t *used;        /* at each depth: the defences that have had their threat cell */
    const Phases *P;
    const int *cell;       /* cell[p * ndefs + d]: the mate of defence d in phase p */
} Search;

static int count(const uint64_t *s, int words)
{
    int n = 0;
    for (int w = 0; w < words; w++)
        n += __builtin_popcountll(s[w]);
    return n;
}

/* The defences of defs over the chosen phases, those with the same mate in each of them
 * counted once (each class by its first member), whichever men move. */
static int defences(const Search *S, const uint64_t *defs)
{
    int n = 0, nd = S->P->ndefs;
    for (int d = 0; d < nd; d++) {
        if (!(defs[d / 64] >> (d % 64) & 1))
            continue;
        bool same = false;
        for (int e = 0; e < d && !same; e++) {
            if (!(defs[e / 64] >> (e % 64) & 1))
                continue;
            same = true;
            for (int i = 0; i < S->nset && same; i++)
                same = S->cell[S->set[i] * nd + d] == S->cell[S->set[i] * nd + e];
        }
        n += !same;
    }
    return n;
}

/* Whether (m, n) with tc threat cells beats the best found: more mates, then more
 * phases, then fewer threat cells. */
static bool better(const Search *S, int m, int n, int tc)
{
    int a = m * n, b = S->nbest * S->best_n;
    return a > b || (a == b && (m > S->nbest || (m == S->nbest && tc < S->best_t)));
}

/* The threat cells of defs over the chosen phases; -1 when a phase has two. */
static int threat_cells(const Search *S, const uint64_t *defs)
{
    int total = 0;
    for (int i = 0; i < S->nset; i++) {
        int n = 0;
        for (int w = 0; w < S->words; w++)
            n += __builtin_popcountll(defs[w] & S->t[(size_t)S->set[i] * S->words + w]);
        if (n > 1)
            return -1;
        total += n;
    }
    return total;
}

/* Adds phases from 'next' on to the chosen set, whose defences are cur. */
static void grow(Search *S, const uint64_t *cur, int next)
{
    int n = count(cur, S->words), m = S->nset, tc = m >= 3 && n >= 2 ? threat_cells(S, cur) : -1;
    int nd = tc >= 0 ? defences(S, cur) : 0;
    if (tc >= 0 && nd >= 2 && better(S, m, nd, tc)) {
        S->nbest = m, S->best_n = nd, S->best_t = tc;
        memcpy(S->best, S->set, sizeof *S->set * (size_t)m);
        memcpy(S->best_defs, cur, sizeof *cur * (size_t)S->words);
    }
    /* The defences can only shrink as phases are added (n, not yet merged, bounds
     * what more phases can split). */
    if (!better(S, m + S->nph - next, n, 0))
        return;
    uint64_t *nxt = S->stack + (size_t)(m + 1) * (size_t)S->words;
    const uint64_t *used = S->used + (size_t)m * (size_t)S->words;
    uint64_t *nused = S->used + (size_t)(m + 1) * (size_t)S->words;
    for (int q = next; q < S->nph; q++) {
        for (int w = 0; w < S->words; w++) {
            uint64_t thr = S->t[(size_t)q * S->words + w];
            nxt[w] = cur[w] & S->v[(size_t)q * S->words + w] & ~(S->cells ? used[w] & thr : thr);
            for (int i = 0; i < m; i++)
                nxt[w] &= S->e[((size_t)S->set[i] * S->nph + q) * S->words + w];
            nused[w] = used[w] | (nxt[w] & thr);
        }
        if (count(nxt, S->words) < 2)
            continue;
        S->set[S->nset++] = q;
        grow(S, nxt, q + 1);
        S->nset--;
    }
}

/* The mate defence d has in phase p: its own (it defends there), else the threat's
 * when d, legal there, does not stop it and only the threat mates (the column on
 * Locker, "64" 1970, counts 1.Bf1? 1...Bf3 2.Qd3#, the threat, among the six mates of
 * its Z-32-25); else MATE_NONE. */
static int cell_mate(const Phases *P, int p, int d)
{
    const Phase *ph = &P->ph[p];
    if (ph->mate[d] >= 0)
        return ph->mate[d];
    if (ph->mate[d] == MATE_MIXED || ph->threat < 0 || !ph->play)
        return MATE_NONE;
    const Variation *v = phase_variation(P, p, P->defs[d]);
    if (!v || v->n == 0 || phase_listed(P, p, v))
        return MATE_NONE;
    const Move *ms = sol_moves(ph->s, v->first);
    for (int i = 0; i < v->n; i++)
        if (phase_identity(P, p, &ph->pos, ms[i]) != ph->threat)
            return MATE_NONE;
    return ph->threat;
}

void theme_zagoruiko(const Phases *P, Analysis *A)
{
    int words = (P->ndefs + 63) / 64, nph = P->n;
    if (nph < 3 || P->ndefs < 2)
        return;
    Search S = { .words = words, .nph = nph, .P = P };
    /* One block of words and one of ints (not nine allocations a problem). */
    size_t w = (size_t)words, n = (size_t)nph;
    uint64_t *bits = calloc(n * w + n * n * w + 2 * (n + 2) * w + n * w + w, sizeof *bits);
    int *ints = malloc(sizeof *ints * (2 * n + n * (size_t)P->ndefs));
    if (!bits || !ints)
        abort();
    S.v = bits;
    S.e = S.v + n * w;
    S.stack = S.e + n * n * w;
    S.used = S.stack + (n + 2) * w;
    S.t = S.used + (n + 2) * w;
    S.best_defs = S.t + n * w;
    S.set = ints;
    S.best = S.set + n;
    int *cell = S.best + n;
    S.cell = cell;
    for (int p = 0; p < nph; p++)
        for (int d = 0; d < P->ndefs; d++) {
            /* A checking try is no phase (CHECKS.md): no defence has a mate there. */
            int a = cell[p * P->ndefs + d] = phase_checking_try(P, p) ? MATE_NONE : cell_mate(P, p, d);
            if (a == MATE_NONE)
                continue;
            S.v[(size_t)p * words + d / 64] |= 1ull << (d % 64);
            if (P->ph[p].mate[d] < 0)
                S.t[(size_t)p * words + d / 64] |= 1ull << (d % 64);
        }
    for (int p = 0; p < nph; p++)
        for (int d = 0; d < P->ndefs; d++) {
            int a = cell[p * P->ndefs + d];
            if (a == MATE_NONE)
                continue;
            for (int q = 0; q < nph; q++) {
                int b = cell[q * P->ndefs + d];
                if (b != MATE_NONE && b != a)
                    S.e[((size_t)p * nph + q) * words + d / 64] |= 1ull << (d % 64);
            }
        }
    bool any_cell = false;
    for (size_t w = 0; w < (size_t)nph * (size_t)words; w++)
        any_cell |= S.t[w] != 0;
    for (int w = 0; w < words; w++)
        S.stack[w] = ~0ull;
    grow(&S, S.stack, 0);
    if (S.nbest < 3 && any_cell) {
        S.cells = true;
        grow(&S, S.stack, 0);
    }
    if (S.nbest >= 3) {
        ThemeEntry *e = phase_entry(A, THEME_ZAGORUIKO, P, S.best, S.nbest);
        entry_int(e, EF_M, S.nbest);
        entry_int(e, EF_N, S.best_n);
        for (int j = 0; j < S.nbest; j++) {
            bool has_cell = false;
            for (int d = 0; d < P->ndefs; d++)
                if (S.best_defs[d / 64] >> (d % 64) & 1) {
                    phase_entry_line(e, j, P, S.best[j], P->defs[d]);
                    has_cell |= P->ph[S.best[j]].mate[d] < 0; /* met by the threat alone */
                }
            /* A threat cell's phase shows its threat: the defence is not among the
             * phase's listed defences, its mate is the threat (PHASES.md). */
            if (has_cell)
                phase_entry_threats(e, j, P, S.best[j]);
        }
    }
    free(bits), free(ints);
}
