/* theme_barnes.c - Barnes: the pattern of thematic threats that B. P. Barnes set as
 * judge of the #2 section of the composing match USSR - Yugoslavia 1977: 1.X? - 2.A/2.B,
 * 1.Y? - 2.A and 1.Z! - 2.B (M. Kovačević, "The Logic and Beauty of Threat Correction",
 * Part III, SuperProblem 2015: themes/README.md). A try threatens exactly two mates, a
 * second try one of them alone, the key the other alone, all three moves of one man: the
 * pattern is set out in a threat-correction series, and both problems of the match it
 * shows (Velimirović's and Krikheli's) are one knight's random move and two corrections.
 * A try that a check refutes is neither X nor Y: the check to a king that walked into it
 * is the try's flaw, whatever it threatens (as arnhem's; themes/README.md, row barnes). One entry per key and pair of threats, with every try of that man in each
 * role. Every list is sized by the phases: nothing is dropped. */
#include <stdlib.h>
#include "themes/phase_moves.h"
#include "solver/movegen.h"

/* Whether phase t is a try of the man that key k moves (the same square in the
 * diagram) that no check refutes: an X or a Y of the pattern. */
static bool same_man_try(const Phases *P, int t, int k)
{
    if (P->ph[t].kind != PHASE_TRY || M_FROM(P->ph[t].play->move) != M_FROM(P->ph[k].play->move))
        return false;
    int n;
    const Move *r = phase_refutations(P, t, &n);
    for (int i = 0; i < n; i++)
        if (gives_check(&P->ph[t].pos, r[i]))
            return false;
    return true;
}

/* Whether phase t is a try of key k's man threatening exactly a and b. */
static bool double_try(const Phases *P, int t, int k, int a, int b)
{
    int ab[2];
    return same_man_try(P, t, k) && phase_threat_pair(P, t, ab) &&
           ((ab[0] == a && ab[1] == b) || (ab[0] == b && ab[1] == a));
}

/* The entry of key k (threat b) for threat a: the double-threat tries, the tries
 * threatening a alone, then the key; nothing when either kind of try is missing.
 * idx has room for every phase (each plays one part). */
static void add_entry(const Phases *P, int k, int a, int b, int *idx, Analysis *A)
{
    int n = 0, doubles = 0;
    for (int t = 0; t < P->n; t++)
        if (double_try(P, t, k, a, b))
            idx[n++] = t;
    doubles = n;
    for (int t = 0; t < P->n; t++)
        if (P->ph[t].threat == a && same_man_try(P, t, k))
            idx[n++] = t;
    if (doubles == 0 || n == doubles)
        return;
    idx[n++] = k;
    ThemeEntry *e = phase_entry(A, THEME_BARNES, P, idx, n);
    for (int j = 0; j < n; j++) {
        const Play *p = P->ph[idx[j]].play;
        phase_entry_threats(e, j, P, idx[j]);
        const Move *r = sol_moves(P->ph[idx[j]].s, p->refuts_first);
        for (int i = 0; i < p->nrefuts; i++)
            phase_entry_refutation(e, j, r[i]);
    }
}

void theme_barnes(const Phases *P, Analysis *A)
{
    int *idx = malloc(2 * (size_t)P->n * sizeof *idx + 1), *seen = idx + P->n; /* + 1: no malloc(0) */
    if (!idx)
        return;
    for (int k = 0; k < P->n; k++) {
        const Phase *Z = &P->ph[k];
        if (Z->kind != PHASE_KEY || Z->threat < 0)
            continue;
        /* Each threat a of a single-threat try, once. */
        int nseen = 0;
        for (int t = 0; t < P->n; t++) {
            int a = P->ph[t].threat;
            if (!same_man_try(P, t, k) || a < 0 || a == Z->threat)
                continue;
            bool dup = false;
            for (int i = 0; i < nseen; i++)
                dup |= seen[i] == a;
            if (dup)
                continue;
            seen[nseen++] = a;
            add_entry(P, k, a, Z->threat, idx, A);
        }
    }
    free(idx);
}
