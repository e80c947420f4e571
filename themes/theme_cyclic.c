/* theme_cyclic.c - cyclic change: n >= 3 defences whose mates in one phase move
 * round by one in another (a1 has A1 ... an has An; then a1 has A2 ... an has A1),
 * or, in the threat form, the threat of each phase one of the mates going round. */
#include <string.h>
#include "themes/phases.h"
#include "themes/theme_util.h"

typedef struct {
    const int *mp, *mq;   /* the mate of each defence in the two phases */
    int *path, *best;     /* defence indices */
    int nbest, start, ndefs;
    bool *used;           /* defences on the path */
} Cycle;

/* Whether defence a's mate in P is already the P mate of a defence on the path. */
static bool mate_taken(const Cycle *C, int depth, int a)
{
    for (int i = 0; i < depth; i++)
        if (C->mp[C->path[i]] == C->mp[a])
            return true;
    return false;
}

/* Extends the path (path[depth-1] is its end): each next defence's P mate is
 * the end's Q mate; a cycle closes when that is the start's P mate. */
static void extend(Cycle *C, int depth)
{
    int want = C->mq[C->path[depth - 1]];
    if (depth >= 3 && want == C->mp[C->start] && depth > C->nbest) {
        C->nbest = depth;
        for (int i = 0; i < depth; i++)
            C->best[i] = C->path[i];
    }
    /* Later defences only: each cycle is found from its first defence. */
    for (int a = C->start + 1; a < C->ndefs; a++)
        if (!C->used[a] && C->mp[a] == want && C->mq[a] >= 0 && !mate_taken(C, depth, a)) {
            C->used[a] = true;
            C->path[depth] = a;
            extend(C, depth + 1);
            C->used[a] = false;
        }
}

static bool changed(int a, int b)
{
    return a >= 0 && b >= 0 && a != b;
}

int phases_changed(const Phases *P, int k, bool with_threat)
{
    const Phase *p = &P->ph[P->pairs[k][0]], *q = &P->ph[P->pairs[k][1]];
    int n = (with_threat && changed(p->threat, q->threat)) + P->changes[k];
    return n < 3 ? n : 3;
}

int cycle_longest(const int *mp, const int *mq, int n, int *best)
{
    /* Each man of a cycle has two different mates: fewer than three such, no
     * cycle (most pairs of phases; no search, nothing allocated). */
    int changed = 0;
    for (int a = 0; a < n && changed < 3; a++)
        changed += mp[a] >= 0 && mq[a] >= 0 && mp[a] != mq[a];
    if (changed < 3)
        return 0;
    enum { ON_STACK = 128 };
    int path_buf[ON_STACK + 1];
    bool used_buf[ON_STACK + 1];
    int *path = theme_room(path_buf, ON_STACK + 1, (size_t)n + 1, sizeof *path);
    bool *used = theme_room(used_buf, ON_STACK + 1, (size_t)n + 1, sizeof *used);
    memset(used, 0, sizeof *used * ((size_t)n + 1));
    Cycle C = { .mp = mp, .mq = mq, .path = path, .best = best, .ndefs = n, .used = used };
    for (C.start = 0; C.start < n; C.start++) {
        if (mp[C.start] < 0 || mq[C.start] < 0 || mp[C.start] == mq[C.start])
            continue;
        path[0] = C.start;
        extend(&C, 1);
    }
    theme_room_free(path, path_buf), theme_room_free(used, used_buf);
    return C.nbest;
}

/* The longest cycle between the phases of pair k over the defences, and with the
 * threat of each phase as one more element (index ndefs) when with_threat. */
static int pair_cycle(const Phases *P, int k, bool with_threat, int *mp, int *mq, int *best)
{
    const int *pq = P->pairs[k];
    int n = P->ndefs;
    if (phases_changed(P, k, with_threat) < 3 || phase_checking_try(P, pq[0]) || phase_checking_try(P, pq[1]))
        return 0; /* no cycle (not copied), or a checking try (CHECKING-TRIES.md) */
    for (int d = 0; d < n; d++)
        mp[d] = P->ph[pq[0]].mate[d], mq[d] = P->ph[pq[1]].mate[d];
    if (with_threat)
        mp[n] = P->ph[pq[0]].threat, mq[n] = P->ph[pq[1]].threat, n++;
    return cycle_longest(mp, mq, n, best);
}

/* The longest cyclic change of defences; else its threat form (the threat of each
 * phase one of the mates that go round: "the threat form of a cyclic change of
 * three mates", the rubriky.soks.sk column on J. Brabec 1978), `"variant": "threat"`. */
void theme_cyclic(const Phases *P, Analysis *A)
{
    int n = P->ndefs + 1, best_n = 0, best_pair = -1;
    bool threat_form = false;
    /* On the stack for most problems: four arrays of n. */
    enum { ON_STACK = 4 * 128 };
    int buf[ON_STACK];
    int *best = theme_room(buf, ON_STACK, 4 * (size_t)n, sizeof *best), *keep = best + n, *mp = keep + n,
        *mq = mp + n;
    for (int form = 0; form < 2 && best_n < 3; form++)
        for (int k = 0; k < P->npairs; k++) {
            int m = pair_cycle(P, k, form == 1, mp, mq, best);
            if (m > best_n) {
                best_n = m, best_pair = k, threat_form = form == 1;
                for (int i = 0; i < best_n; i++)
                    keep[i] = best[i];
            }
        }
    if (best_n >= 3) {
        const int *pq = P->pairs[best_pair];
        ThemeEntry *e = phase_entry(A, THEME_CYCLIC_CHANGE, P, pq, 2);
        entry_int(e, EF_N, best_n);
        for (int j = 0; j < 2; j++)
            for (int i = 0; i < best_n; i++) {
                if (keep[i] < P->ndefs)
                    phase_entry_line(e, j, P, pq[j], P->defs[keep[i]]);
                else
                    phase_entry_threats(e, j, P, pq[j]);
            }
        if (threat_form)
            entry_variant(e, "threat");
    }
    theme_room_free(best, buf);
}
