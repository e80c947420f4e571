/* theme_hannelius.c - Hannelius: two tries threaten different mates A and B and
 * fail to different defences a and b; after the key each refutation is met by
 * the other try's threat (1.X? (2.A) a!; 1.Y? (2.B) b!; 1.Z! a 2.B, b 2.A), a
 * key that threatens neither A nor B (else the refutations only separate its
 * threats: a Fleck). One entry per key and pair of refutations, with every try
 * that shows it. */
#include "themes/phases.h"

#define MAX_PAIRS 16
#define MAX_TRIES 30

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

/* The entry of key k for refutation a of the tries threatening A (identity ida)
 * and b of those threatening B: those tries with threat and refutation, then the
 * key with the variations of a and b. */
static void add_entry(const Phases *P, int k, Move a, int ida, Move b, int idb, Analysis *A)
{
    int idx[MAX_TRIES + 1], n = 0;
    Move refs[MAX_TRIES];
    for (int side = 0; side < 2; side++)
        for (int t = 0; t < P->n && n < MAX_TRIES; t++)
            if (try_of(P, t, side ? idb : ida, side ? b : a)) {
                refs[n] = side ? b : a;
                idx[n++] = t;
            }
    int tries = n;
    idx[n++] = k;
    ThemeEntry *e = phase_entry(A, THEME_HANNELIUS, P, idx, n);
    for (int j = 0; j < tries; j++) {
        phase_entry_threats(e, j, P, idx[j]);
        phase_entry_refutation(e, j, refs[j]);
    }
    phase_entry_line(e, tries, P, k, a);
    phase_entry_line(e, tries, P, k, b);
}

/* The Hannelius pairs of key k, each once (a from the try whose threat identity
 * is the smaller). */
static void key_pairs(const Phases *P, int k, Analysis *A)
{
    Move found[MAX_PAIRS][2];
    int nfound = 0;
    for (int t1 = 0; t1 < P->n; t1++) {
        const Phase *T1 = &P->ph[t1];
        if (T1->kind != PHASE_TRY || T1->threat < 0)
            continue;
        for (int t2 = 0; t2 < P->n; t2++) {
            const Phase *T2 = &P->ph[t2];
            if (T2->kind != PHASE_TRY || T2->threat <= T1->threat || threatens(P, k, T1->threat) ||
                threatens(P, k, T2->threat))
                continue;
            const Move *ra = sol_moves(P->s, T1->play->refuts_first);
            const Move *rb = sol_moves(P->s, T2->play->refuts_first);
            for (int i = 0; i < T1->play->nrefuts; i++)
                for (int j = 0; j < T2->play->nrefuts; j++) {
                    Move a = ra[i], b = rb[j];
                    if (MOVE_KEY(a) == MOVE_KEY(b) || phase_mate(P, k, a) != T2->threat ||
                        phase_mate(P, k, b) != T1->threat)
                        continue;
                    bool dup = false;
                    for (int f = 0; f < nfound && !dup; f++)
                        dup = MOVE_KEY(found[f][0]) == MOVE_KEY(a) && MOVE_KEY(found[f][1]) == MOVE_KEY(b);
                    if (dup || nfound == MAX_PAIRS)
                        continue;
                    found[nfound][0] = a;
                    found[nfound++][1] = b;
                    add_entry(P, k, a, T1->threat, b, T2->threat, A);
                }
        }
    }
}

void theme_hannelius(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->n; k++)
        if (P->ph[k].kind == PHASE_KEY)
            key_pairs(P, k, A);
}
