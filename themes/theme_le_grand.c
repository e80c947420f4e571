/* theme_le_grand.c - Le Grand and pseudo Le Grand: a threat of one phase
 * answers a defence in the other, and (Le Grand: the same defence; pseudo: another
 * one) the other way round. A phase may threaten several mates (Gvozdják 2011, a
 * try and a key of two threats each, soks.sk Diagram týždňa 43): one of each
 * phase's threats, not a threat of the other phase, makes the exchange. */
#include "themes/phases.h"
#include "themes/theme_util.h"
#include "solver/solution.h"

/* The pseudo Le Grand's second defence: one other than x that has mate a in phase
 * q and not mate b in phase p, or -1. A defence with b in p and a in q is a Le Grand
 * itself, and x with a in q too: a pair built on either is that Le Grand with a
 * second defence sharing its mate (Belik 1986, problems/pseudo-le-grand-belik-miss.fen,
 * whose column names the Le Grand alone), not the exchange spread over two defences. */
static int pseudo_partner(const Phases *P, const int *pq, int x, int a, int b)
{
    if (P->ph[pq[1]].mate[x] == a)
        return -1;
    for (int d = 0; d < P->ndefs; d++)
        if (d != x && P->ph[pq[1]].mate[d] == a && P->ph[pq[0]].mate[d] != b)
            return d;
    return -1;
}

/* The identities of phase i's threats into ids (at most max): how many. */
static int threat_ids(const Phases *P, int i, int *ids, int max)
{
    const Play *p = P->ph[i].play;
    int n = 0;
    if (!p)
        return 0;
    const Move *t = sol_moves(P->ph[i].s, p->threats_first);
    for (int k = 0; k < p->nthreats && n < max; k++)
        ids[n++] = phase_identity(P, i, &P->ph[i].pos, t[k]);
    return n;
}

/* Whether a threat of one phase (identity id) is a threat of the other (identities
 * ids[0..n)): the identity follows the man (phase_identity), so that two rooks' mates
 * on d8 threatened by a try and a key are two threats (J. Bohdanov, Sportivnaja gazeta
 * 1987, themes-labels tn-619: 1.Na5? (2.Rcd8#), 1.Ng5! (2.Red8#)). */
static bool threat_shared(const int *ids, int n, int id)
{
    return among(ids, n, id);
}

/* Whether x is a Le Grand defence of phases pq with threat a of pq[0], b of pq[1]. */
static bool le_grand_defence(const Phases *P, const int *pq, int x, int a, int b)
{
    return P->ph[pq[0]].mate[x] == b && P->ph[pq[1]].mate[x] == a;
}

static void add(const Phases *P, ThemeId id, const int *pq, int x, int y, Analysis *A)
{
    ThemeEntry *e = phase_entry(A, id, P, pq, 2);
    phase_entry_threats(e, 0, P, pq[0]);
    phase_entry_threats(e, 1, P, pq[1]);
    phase_entry_line(e, 0, P, pq[0], P->defs[x]);
    phase_entry_line(e, 1, P, pq[1], P->defs[y]);
}

bool le_grand_pair(const Phases *P, int p, int q)
{
    enum { MAXT = 16 };
    int pq[2] = { p, q }, ta[MAXT], tb[MAXT], na = threat_ids(P, p, ta, MAXT), nb = threat_ids(P, q, tb, MAXT);
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            if (threat_shared(tb, nb, ta[i]) || threat_shared(ta, na, tb[j]))
                continue;
            for (int x = 0; x < P->ndefs; x++)
                if (le_grand_defence(P, pq, x, ta[i], tb[j]))
                    return true;
        }
    return false;
}

void theme_le_grand(const Phases *P, Analysis *A)
{
    enum { MAXT = 16 };
    bool le_grand = false, pseudo = false;
    /* each phase's threats once, not once for each pair it is in */
    enum { ON_STACK = 32 };
    int stack_ids[ON_STACK][MAXT], stack_n[ON_STACK];
    int(*ids)[MAXT] = theme_room(stack_ids, ON_STACK, (size_t)P->n, sizeof *ids),
        *nids = theme_room(stack_n, ON_STACK, (size_t)P->n, sizeof *nids);
    for (int i = 0; i < P->n; i++)
        nids[i] = threat_ids(P, i, ids[i], MAXT);
    for (int k = 0; k < P->npairs && !(le_grand && pseudo); k++) {
        const int *pq = P->pairs[k];
        const int *ta = ids[pq[0]], *tb = ids[pq[1]];
        int na = nids[pq[0]], nb = nids[pq[1]];
        for (int i = 0; i < na; i++)
            for (int j = 0; j < nb; j++) {
                int a = ta[i], b = tb[j];
                if (threat_shared(tb, nb, a) || threat_shared(ta, na, b))
                    continue;
                for (int x = 0; x < P->ndefs; x++) {
                    if (P->ph[pq[0]].mate[x] != b)
                        continue;
                    if (!le_grand && le_grand_defence(P, pq, x, a, b)) {
                        add(P, THEME_LE_GRAND, pq, x, x, A);
                        le_grand = true;
                    }
                    int y = pseudo_partner(P, pq, x, a, b);
                    if (!pseudo && y >= 0) {
                        add(P, THEME_PSEUDO_LE_GRAND, pq, x, y, A);
                        pseudo = true;
                    }
                }
            }
    }
    theme_room_free(ids, stack_ids), theme_room_free(nids, stack_n);
}
