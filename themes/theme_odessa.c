/* theme_odessa.c - Odessa: the double-threat form of the pseudo Le Grand (K. Moen,
 * By-Play, "The Odessa theme", 2019): one phase threatens two mates A and B and
 * meets two defences with C and D; another threatens C and D and meets two
 * defences with A and B (1.X? (2.A, B) a 2.C, b 2.D; 1.Y! (2.C, D) c 2.A, d 2.B).
 * The defences may be the same in both phases or not. Each phase's threats are
 * exactly two mates (a double threat); one entry per pair of phases. A threat is
 * the other phase's, and comes back as its mate, only when the same man gives it
 * (phase_threat_same, as Le Grand reads threats: theme_le_grand.c); across twins the
 * identity decides. */
#include "themes/phases.h"
#include "solver/solution.h"

/* Whether phases p and q share a threat: of one identity across twins, else the
 * same man's. */
static bool threat_kept(const Phases *P, int p, int q, const int ab[2], const int cd[2])
{
    if (P->ph[p].s != P->ph[q].s)
        return ab[0] == cd[0] || ab[0] == cd[1] || ab[1] == cd[0] || ab[1] == cd[1];
    const Play *pp = P->ph[p].play;
    const Move *t = sol_moves(P->ph[p].s, pp->threats_first);
    for (int k = 0; k < pp->nthreats; k++)
        if (phase_threat_same(P, p, t[k], q))
            return true;
    return false;
}

/* Whether some defence has in phase i mate id (a threat of the other phase:
 * the identity follows the man, so the same man mates). */
static bool met_by(const Phases *P, int i, int id)
{
    for (int d = 0; d < P->ndefs; d++)
        if (P->ph[i].mate[d] == id)
            return true;
    return false;
}

/* Adds to block b (phase i) every defence whose mate there is id. */
static void lines_of(ThemeEntry *e, int b, const Phases *P, int i, int id)
{
    for (int d = 0; d < P->ndefs; d++)
        if (P->ph[i].mate[d] == id)
            phase_entry_line(e, b, P, i, P->defs[d]);
}

void theme_odessa(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->npairs; k++) {
        const int *pq = P->pairs[k];
        int ab[2], cd[2];
        if (!phase_threat_pair(P, pq[0], ab) || !phase_threat_pair(P, pq[1], cd))
            continue;
        if (threat_kept(P, pq[0], pq[1], ab, cd))
            continue; /* a threat kept: no exchange of functions */
        if (!met_by(P, pq[0], cd[0]) || !met_by(P, pq[0], cd[1]) ||
            !met_by(P, pq[1], ab[0]) || !met_by(P, pq[1], ab[1]))
            continue;
        ThemeEntry *e = phase_entry(A, THEME_ODESSA, P, pq, 2);
        phase_entry_threats(e, 0, P, pq[0]);
        phase_entry_threats(e, 1, P, pq[1]);
        lines_of(e, 0, P, pq[0], cd[0]);
        lines_of(e, 0, P, pq[0], cd[1]);
        lines_of(e, 1, P, pq[1], ab[0]);
        lines_of(e, 1, P, pq[1], ab[1]);
    }
}
