/* theme_zagoruiko.c - Zagoruiko: in m >= 3 phases, n >= 2 defences each with a mate
 * in every one of them, and each defence's mates pairwise different across them.
 * The largest m x n (most mates, then most phases) is reported. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "themes/phases.h"

/* A set of defences: bits over P->defs. */
typedef struct {
    int words;
    uint64_t *v;  /* valid[p]: defences with a mate in phase p, words each */
    uint64_t *e;  /* differ[p*n+q]: defences with a mate in both whose mates differ */
    int nph;
    int *set, nset;        /* the phases chosen so far */
    int *best, nbest, best_n;
    uint64_t *best_defs;
    uint64_t *stack;       /* the defence set at each depth */
} Search;

static int count(const uint64_t *s, int words)
{
    int n = 0;
    for (int w = 0; w < words; w++)
        n += __builtin_popcountll(s[w]);
    return n;
}

/* Whether (m, n) beats the best found: more mates, then more phases. */
static bool better(const Search *S, int m, int n)
{
    return m * n > S->nbest * S->best_n || (m * n == S->nbest * S->best_n && m > S->nbest);
}

/* Adds phases from 'next' on to the chosen set, whose defences are cur. */
static void grow(Search *S, const uint64_t *cur, int next)
{
    int n = count(cur, S->words), m = S->nset;
    if (m >= 3 && n >= 2 && better(S, m, n)) {
        S->nbest = m, S->best_n = n;
        memcpy(S->best, S->set, sizeof *S->set * (size_t)m);
        memcpy(S->best_defs, cur, sizeof *cur * (size_t)S->words);
    }
    /* The defences can only shrink as phases are added. */
    if (!better(S, m + S->nph - next, n))
        return;
    uint64_t *nxt = S->stack + (size_t)(m + 1) * (size_t)S->words;
    for (int q = next; q < S->nph; q++) {
        for (int w = 0; w < S->words; w++) {
            nxt[w] = cur[w] & S->v[(size_t)q * S->words + w];
            for (int i = 0; i < m; i++)
                nxt[w] &= S->e[((size_t)S->set[i] * S->nph + q) * S->words + w];
        }
        if (count(nxt, S->words) < 2)
            continue;
        S->set[S->nset++] = q;
        grow(S, nxt, q + 1);
        S->nset--;
    }
}

void theme_zagoruiko(const Phases *P, Analysis *A)
{
    int words = (P->ndefs + 63) / 64, nph = P->n;
    if (nph < 3 || P->ndefs < 2)
        return;
    Search S = { .words = words, .nph = nph };
    S.v = calloc((size_t)nph * (size_t)words, sizeof *S.v);
    S.e = calloc((size_t)nph * (size_t)nph * (size_t)words, sizeof *S.e);
    S.stack = calloc((size_t)(nph + 2) * (size_t)words, sizeof *S.stack);
    S.best_defs = calloc((size_t)words, sizeof *S.best_defs);
    S.set = malloc(sizeof *S.set * (size_t)nph);
    S.best = malloc(sizeof *S.best * (size_t)nph);
    if (!S.v || !S.e || !S.stack || !S.best_defs || !S.set || !S.best)
        abort();
    for (int p = 0; p < nph; p++)
        for (int d = 0; d < P->ndefs; d++) {
            int a = P->ph[p].mate[d];
            if (a < 0)
                continue;
            S.v[(size_t)p * words + d / 64] |= 1ull << (d % 64);
            for (int q = 0; q < nph; q++) {
                int b = P->ph[q].mate[d];
                if (b >= 0 && b != a)
                    S.e[((size_t)p * nph + q) * words + d / 64] |= 1ull << (d % 64);
            }
        }
    for (int w = 0; w < words; w++)
        S.stack[w] = ~0ull;
    grow(&S, S.stack, 0);
    if (S.nbest >= 3) {
        ThemeEntry *e = phase_entry(A, THEME_ZAGORUIKO, P, S.best, S.nbest);
        entry_int(e, EF_M, S.nbest);
        entry_int(e, EF_N, S.best_n);
        for (int j = 0; j < S.nbest; j++)
            for (int d = 0; d < P->ndefs; d++)
                if (S.best_defs[d / 64] >> (d % 64) & 1)
                    phase_entry_line(e, j, P, S.best[j], P->defs[d]);
    }
    free(S.v), free(S.e), free(S.stack), free(S.best_defs), free(S.set), free(S.best);
}
