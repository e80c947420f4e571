/* theme_white_correction.c - white correction and threat correction, in black
 * correction's shape (themes/PHASES.md): random tries of one attacker piece, at
 * least two, that threaten the same mate (given by another man, and still a mate
 * with the piece off the board: its leaving makes it, not where it went; and
 * threatened by no fewer of the piece's moves than any other mate) and fail to the
 * same defence, the random move's error; then a corrected move of that piece (a
 * try not refuted by the error, or the key). The corrected move keeps the threat:
 * white correction; it changes the threat: threat correction (a secondary threat;
 * tertiary when the corrected moves threaten two new ways). */
#include <stdbool.h>
#include <stdlib.h>
#include "themes/white_correction.h"
#include "themes/first_moves.h"
#include "themes/theme_util.h"

static bool corrector(int type)
{
    return type == KNIGHT || type == BISHOP || type == ROOK || type == QUEEN;
}

/* Whether two identity lists share one. */
static bool meet(const int *a, int na, const int *b, int nb)
{
    for (int k = 0; k < na; k++)
        if (among(b, nb, a[k]))
            return true;
    return false;
}

/* Whether unkept first move u of start has exactly two refutations and fails to
 * defence e: whether e refutes it first (one defence, not all), then the count. */
static bool unkept_refuted(const Position *start, Unkept *u, Move e)
{
    if (u->nrefs < 0) {
        Position after;
        position_after_to(&after, start, u->m);
        Move d = move_legal(&after, e);
        if (d == MOVE_NONE)
            return false;
        Position q;
        position_after_to(&q, &after, d);
        if (mates_at_once(&q))
            return false;
        u->nrefs = refutations_upto(start, u->m, u->refs, 2);
    }
    return u->nrefs == 2 && (MOVE_KEY(u->refs[0]) == MOVE_KEY(e) || MOVE_KEY(u->refs[1]) == MOVE_KEY(e));
}

/* The threat identities (by another man) of candidate random try j: a phase of the
 * piece refuted by the error (j < P->n), or an unkept first move (P->n + its index);
 * how many, or -1 when j is no candidate (an unkept move keeps its refutations). */
static int candidate_ids(Correction *C, int j, int *ids)
{
    const Phases *P = C->P;
    if (j < P->n) {
        if (P->ph[j].kind != PHASE_TRY || M_FROM(P->ph[j].play->move) != C->sq || !phase_refutes(P, j, C->error))
            return -1;
        return correction_threat_ids(P, j, true, ids);
    }
    Unkept *u = &C->unkept[j - P->n];
    if (!unkept_refuted(&P->s->start, u, C->error))
        return -1;
    for (int k = 0; k < u->nids; k++)
        ids[k] = u->ids[k];
    return u->nids;
}

/* The unkept first moves of the piece on C->sq, found once a piece. */
static int piece_unkept(Correction *C)
{
    if (C->unkept_sq != C->sq)
        C->nfound = unkept_tries(C->P, C->sq, C->unkept, MAX_UNKEPT), C->unkept_sq = C->sq;
    return C->nfound;
}

/* The random tries of C->sq that fail to C->error (the tries, and C->unkept when
 * set): those that threaten the mate that most of them threaten (by another man),
 * if at least two do, among the mates that no fewer of the piece's moves
 * threaten than any other (tally_most_common). */
static bool random_tries(Correction *C)
{
    const Phases *P = C->P;
    int best = -1, best_n = 0, ids[MAX_IDS], other[MAX_IDS], all = P->n + C->nunkept;
    for (int t = 0; t < all; t++) {
        int n = candidate_ids(C, t, ids);
        for (int k = 0; k < n; k++) {
            int count = 0;
            for (int u = 0; u < all; u++) {
                int m = candidate_ids(C, u, other);
                count += m > 0 && among(other, m, ids[k]);
            }
            if (count < 2 || count <= best_n)
                continue;
            /* The tally searches the piece's other moves: only for a mate two share. */
            if (C->tally->sq != C->sq)
                tally_moves(P, C->sq, C->unkept, piece_unkept(C), C->tally);
            if (tally_most_common(C->tally, ids[k]))
                best_n = count, best = ids[k];
        }
    }
    if (best_n < 2)
        return false;
    C->nrandom = C->nshared = C->nunkept_random = 0;
    for (int t = 0; t < all; t++) {
        int n = candidate_ids(C, t, ids);
        if (n <= 0 || !among(ids, n, best))
            continue;
        if (C->nrandom + C->nunkept_random == 0) {
            for (int k = 0; k < n; k++)
                C->shared[k] = ids[k];
            C->nshared = n;
        } else { /* keep what every random try threatens */
            int m = 0;
            for (int k = 0; k < C->nshared; k++)
                if (among(ids, n, C->shared[k]))
                    C->shared[m++] = C->shared[k];
            C->nshared = m;
        }
        if (t < P->n)
            C->random[C->nrandom++] = t;
        else if (C->nunkept_random < 8)
            C->unkept_random[C->nunkept_random++] = t - P->n;
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
        int ids[MAX_IDS], n = correction_threat_ids(P, i, false, ids);
        if (meet(ids, n, C->shared, C->nshared))
            C->keep[C->nkeep++] = i;
        else
            C->change[C->nchange++] = i;
    }
}

/* Whether the piece on C->sq has a try not refuted by C->error, or a key, that
 * threatens: a corrected move there may be. */
static bool may_correct(const Correction *C)
{
    const Phases *P = C->P;
    for (int i = 0; i < P->n; i++)
        if (P->ph[i].kind != PHASE_SET && M_FROM(P->ph[i].play->move) == C->sq &&
            !phase_refutes(P, i, C->error) && P->ph[i].play->nthreats > 0)
            return true;
    return false;
}

/* Every error of every attacker piece that has tries: one entry of each theme per
 * piece and error. A random move that fails to two defences is no try at the
 * default --refutations 1; for threat correction it counts (ten Cate 1949), for
 * white correction it does not (it made white correction fire on 38 corpus problems,
 * most of them no correction anyone names). */
void theme_white_correction(const Phases *P, Analysis *A)
{
    size_t cap = (size_t)P->n + 1;
    int *buf = malloc(sizeof *buf * 3 * cap);
    if (!buf)
        abort();
    Tally tally = { .sq = -1 };
    Correction C = { .P = P, .tally = &tally, .random = buf, .keep = buf + cap, .change = buf + 2 * cap, .unkept_sq = -1 };
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
            if (seen)
                continue;
            C.nunkept = 0;
            if (random_tries(&C)) {
                corrections(&C);
                if (C.nkeep)
                    white_correction_entry(&C, THEME_WHITE_CORRECTION, C.keep, C.nkeep, A);
                if (C.nchange)
                    white_correction_entry(&C, THEME_THREAT_CORRECTION, C.change, C.nchange, A);
                continue;
            }
            if (!may_correct(&C))
                continue;
            C.nunkept = piece_unkept(&C);
            if (C.nunkept && random_tries(&C) && C.nunkept_random) {
                corrections(&C);
                if (C.nchange)
                    white_correction_entry(&C, THEME_THREAT_CORRECTION, C.change, C.nchange, A);
            }
        }
    }
    free(buf);
}
