/* phases_themes.c - the changes of mates and of threats across phases by their
 * definitions (reciprocal and cyclic change, Le Grand, Dombrovskis, Rukhlis), over
 * the phases of an expected record (phases_record.c), for phases_check.c. */
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/movegen.h"
#include "solver/solution.h"
#include "tests/corpus/phases_rederive.h"

/* ---- the themes, each by its definition ---------------------------------- */

bool reciprocal(const Rec *r)
{
    for (int p = 0; p < r->n; p++)
        for (int q = p + 1; q < r->n; q++)
            for (int a = 0; !r->ph[p].check && !r->ph[q].check && a < r->ph[p].n; a++)
                for (int b = 0; b < r->ph[p].n; b++) {
                    int A = r->ph[p].mate[a], B = r->ph[p].mate[b];
                    if (a != b && A >= 0 && B >= 0 && A != B && mate_of(&r->ph[q], r->ph[p].def[a]) == B &&
                        mate_of(&r->ph[q], r->ph[p].def[b]) == A)
                        return true;
                }
    return false;
}

/* The longest cycle from path[0..len) on: a defence whose P mate is the last one's Q mate. */
static int cycle(const Ph *P, const Ph *Q, int *path, int len)
{
    int last = path[len - 1], want = mate_of(Q, P->def[last]), best = 0;
    if (len >= 3 && want == P->mate[path[0]])
        best = len;
    for (int a = 0; a < P->n; a++) {
        if (P->mate[a] != want || want < 0 || mate_of(Q, P->def[a]) < 0)
            continue;
        bool fresh = a > path[0];
        for (int i = 0; i < len && fresh; i++)
            fresh = path[i] != a && P->mate[path[i]] != P->mate[a];
        if (!fresh)
            continue;
        path[len] = a;
        int c = cycle(P, Q, path, len + 1);
        if (c > best)
            best = c;
    }
    return best;
}

/* The longest cycle over elements with mates mp (one phase) and mq (the other),
 * from path[0..len) on. */
static int int_cycle(const int *mp, const int *mq, int n, int *path, int len)
{
    int last = path[len - 1], want = mq[last], best = 0;
    if (len >= 3 && want == mp[path[0]])
        best = len;
    for (int a = path[0] + 1; a < n && want >= 0; a++) {
        if (mp[a] != want || mq[a] < 0)
            continue;
        bool fresh = true;
        for (int i = 0; i < len && fresh; i++)
            fresh = path[i] != a && mp[path[i]] != mp[a];
        if (!fresh)
            continue;
        path[len] = a;
        int c = int_cycle(mp, mq, n, path, len + 1);
        if (c > best)
            best = c;
    }
    return best;
}

int cyclic(const Rec *r)
{
    int best = 0, path[MAXD + 2];
    for (int p = 0; p < r->n; p++)
        for (int q = 0; q < r->n; q++)
            for (int a = 0; p != q && !r->ph[p].check && !r->ph[q].check && a < r->ph[p].n; a++) {
                if (r->ph[p].mate[a] < 0)
                    continue;
                path[0] = a;
                int c = cycle(&r->ph[p], &r->ph[q], path, 1);
                if (c > best)
                    best = c;
            }
    if (best >= 3)
        return best;
    /* The threat form: each phase's threat one more element. */
    static int mp[MAXD + 1], mq[MAXD + 1];
    for (int p = 0; p < r->n; p++)
        for (int q = 0; q < r->n; q++) {
            const Ph *P = &r->ph[p], *Q = &r->ph[q];
            if (p == q || P->threat < 0 || Q->threat < 0 || P->check || Q->check)
                continue;
            int n = 0;
            for (int a = 0; a < P->n; a++)
                mp[n] = P->mate[a], mq[n++] = mate_of(Q, P->def[a]);
            mp[n] = P->threat, mq[n++] = Q->threat;
            for (int a = 0; a < n; a++) {
                if (mp[a] < 0 || mq[a] < 0)
                    continue;
                path[0] = a;
                int c = int_cycle(mp, mq, n, path, 1);
                if (c > best)
                    best = c;
            }
        }
    return best;
}

/* Whether mate identity id is one of phase P's threats. */
static bool threatens(const Ph *P, int id)
{
    for (int i = 0; i < P->nthreats; i++)
        if (ident(P, &P->pos, P->threats[i]) == id)
            return true;
    return false;
}

/* A threat A of p (not q's) and B of q (not p's): a defence met by B in p is met by
 * A in q (Le Grand: the same defence; pseudo: another, neither a Le Grand defence). */
bool le_grand(const Rec *r, bool pseudo)
{
    for (int p = 0; p < r->n; p++)
        for (int q = 0; q < r->n; q++)
            for (int i = 0; p != q && i < r->ph[p].nthreats; i++)
                for (int j = 0; j < r->ph[q].nthreats; j++) {
                    int A = ident(&r->ph[p], &r->ph[p].pos, r->ph[p].threats[i]);
                    int B = ident(&r->ph[q], &r->ph[q].pos, r->ph[q].threats[j]);
                    if (threatens(&r->ph[q], A) || threatens(&r->ph[p], B))
                        continue;
                    for (int x = 0; x < r->ph[p].n; x++) {
                        if (r->ph[p].mate[x] != B || (pseudo && mate_of(&r->ph[q], r->ph[p].def[x]) == A))
                            continue;
                        for (int y = 0; y < r->ph[q].n; y++)
                            if (r->ph[q].mate[y] == A &&
                                (strcmp(r->ph[q].def[y], r->ph[p].def[x]) == 0) != pseudo &&
                                !(pseudo && mate_of(&r->ph[p], r->ph[q].def[y]) == B))
                                return true;
                    }
                }
    return false;
}

/* Whether Le Grand joins try T and key K: a threat A of T (not K's) and B of K (not
 * T's), a defence met by B in T and by A in K; either phase may threaten more. */
static bool le_grand_pair(const Ph *T, const Ph *K)
{
    for (int i = 0; i < T->nthreats; i++)
        for (int j = 0; j < K->nthreats; j++) {
            int A = ident(T, &T->pos, T->threats[i]), B = ident(K, &K->pos, K->threats[j]);
            if (threatens(K, A) || threatens(T, B))
                continue;
            for (int x = 0; x < T->n; x++)
                if (T->mate[x] == B && mate_of(K, T->def[x]) == A)
                    return true;
        }
    return false;
}

/* Whether defence d is listed in phase p with one of p's threat moves as its mate. */
static bool own_threat_of(const Ph *p, const char *d)
{
    for (int i = 0; i < p->n; i++)
        if (strcmp(p->def[i], d) == 0)
            return p->own_threat[i];
    return false;
}

/* How many identities phase p's threats have, up to 3. */
static int threat_kinds(const Ph *p)
{
    int ids[3], n = 0;
    for (int j = 0; j < p->nthreats && n < 3; j++) {
        int id = ident(p, &p->pos, p->threats[j]), seen = 0;
        for (int i = 0; i < n; i++)
            seen |= ids[i] == id;
        if (!seen)
            ids[n++] = id;
    }
    return n;
}

/* Whether defence uci d checks in phase p: a try so refuted fails to its own flaw (CHECKS.md). */
static bool checks_in(const Ph *p, const char *d)
{
    Move m = move_from_uci(&p->pos, d);
    return m != MOVE_NONE && gives_check(&p->pos, m);
}

/* The formal Dombrovskis (the refutation of a try of one threat or of a double threat
 * answered after the key by one of them) or the paradox away from Le Grand (a defence
 * answered otherwise in the try); in both, the mate is not the key's own threat move
 * (another man's mate on its square is). Anti: a
 * defence answered by the key's threat in the try (not the try's own threat move)
 * parries it after the key. No checking try or key; the formal form on no try
 * refuted by a check. The records hold the tries of one refutation. */
static bool dombrovskis_of(const Rec *r, bool anti)
{
    for (int t = 0; t < r->n; t++) {
        const Ph *T = &r->ph[t];
        if (T->set || T->key || T->check)
            continue;
        for (int k = 0; k < r->n; k++) {
            const Ph *K = &r->ph[k];
            if (!K->key || K->key_check)
                continue;
            bool lg = le_grand_pair(T, K);
            for (int i = 0; i < K->n; i++) {
                const char *d = K->def[i];
                int mt = mate_of(T, d), mk = K->mate[i];
                if (anti) {
                    if (!lg && K->threat >= 0 && mt == K->threat && mk >= 0 && mk != K->threat && !own_threat_of(T, d))
                        return true;
                    continue;
                }
                if (mk < 0 || K->own_threat[i] || !threatens(T, mk))
                    continue;
                bool refutes = false;
                for (int j = 0; j < T->nref; j++)
                    refutes |= strcmp(T->ref[j], d) == 0;
                if (refutes && T->nref == 1 && threat_kinds(T) <= 2 && !checks_in(T, d))
                    return true;
                if (T->threat >= 0 && !lg && mt >= 0 && mt != T->threat)
                    return true;
            }
        }
    }
    return false;
}

bool dombrovskis(const Rec *r)
{
    return dombrovskis_of(r, false);
}

bool anti_dombrovskis(const Rec *r)
{
    return dombrovskis_of(r, true);
}

bool rukhlis(const Rec *r)
{
    if (r->n == 0 || !r->ph[0].set)
        return false;
    const Ph *S = &r->ph[0];
    for (int k = 0; k < r->n; k++) {
        const Ph *K = &r->ph[k];
        if (!K->key)
            continue;
        for (int a = 0; a < S->n; a++)
            for (int b = 0; b < S->n; b++) {
                int A = S->mate[a], B = S->mate[b], ka = mate_of(K, S->def[a]), kb = mate_of(K, S->def[b]);
                if (a == b || A < 0 || B < 0 || A == B || ka < 0 || ka == A || ka == B || kb < 0 || kb == B ||
                    kb == A)
                    continue;
                /* New mates for a, b after the key; the set mates back after other defences there,
                 * or in a try (then c, d not a, b, and a, b not answered by A, B there), defences
                 * the set play did not answer by them already. */
                for (int t = 0; t < r->n; t++) {
                    const Ph *T = &r->ph[t];
                    if (t != k && (T->set || T->key || mate_of(T, S->def[a]) == A || mate_of(T, S->def[b]) == B))
                        continue;
                    bool c = false, d = false;
                    for (int i = 0; i < T->n; i++) {
                        bool not_ab = strcmp(T->def[i], S->def[a]) != 0 && strcmp(T->def[i], S->def[b]) != 0;
                        int set = mate_of(S, T->def[i]);
                        c |= T->mate[i] == A && set != A && strcmp(T->def[i], S->def[a]) != 0 && (t == k || not_ab);
                        d |= T->mate[i] == B && set != B && strcmp(T->def[i], S->def[b]) != 0 && (t == k || not_ab);
                    }
                    if (c && d)
                        return true;
                }
            }
    }
    return false;
}
