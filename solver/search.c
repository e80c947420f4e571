/* search.c - the AND/OR search of a #2: whether a mate answers (OR), how many
 * defences refute a first move (AND), with killer moves tried first; the
 * probe of one key and the refutations of one first move. The full tree of
 * keys and tries is solve.c's. */
#include <assert.h>
#include "solver/search.h"

/* Whether checking move m mates. */
bool move_mates(Search *S, Move m)
{
    Undo u;
    make_move(&S->pos, m, &u);
    S->nodes++;
    bool mate = !has_legal_move(&S->pos);
    unmake_move(&S->pos, &u);
    return mate;
}

/* Whether killer m (rebuilt for this position by move_rebuild) is a legal
 * check that mates; *tested tells whether it was a legal check, counted as
 * the generated list's moves are. */
static bool killer_mates(Search *S, Move m, bool *tested)
{
    int us = S->pos.side;
    bool mate = false;
    Undo u;
    make_move(&S->pos, m, &u);
    *tested = !in_check(&S->pos, us) && in_check(&S->pos, us ^ 1);
    if (*tested) {
        S->nodes++;
        mate = !has_legal_move(&S->pos);
    }
    unmake_move(&S->pos, &u);
    return mate;
}

bool exists_mate(Search *S)
{
    /* The last mate found is tried before the checks are generated: it is
     * most often the threat, which answers most defences. Castling and e.p.
     * are left to the generated list. */
    Move k = MOVE_KEY(S->killer_mate), km = MOVE_NONE;
    bool tested = false;
    if (k && !(S->killer_mate & (MF_CASTLE | MF_EP)) && (km = move_rebuild(&S->pos, S->killer_mate)) != MOVE_NONE &&
        killer_mates(S, km, &tested))
        return true;
    MoveList list;
    gen_checks(&S->pos, &list);
    int tried = -1;
    if (!tested) {
        for (int i = 0; i < list.n; i++)
            if (MOVE_KEY(list.moves[i]) == k) {
                tried = i;
                if (move_mates(S, list.moves[i]))
                    return true;
                break;
            }
    }
    for (int i = 0; i < list.n; i++) {
        Move m = list.moves[i];
        if (i != tried && !(tested && MOVE_KEY(m) == k) && move_mates(S, m)) {
            S->killer_mate = m;
            return true;
        }
    }
    return false;
}
/* Where refut_of keeps the last refutation of first move m. */
static inline int refut_slot(Move m)
{
    int from = M_FROM(m), to = M_TO(m);
    return ((from >> 4) << 3 | (from & 7)) << 6 | ((to >> 4) << 3 | (to & 7));
}

/* The killer refutations, in the order they are tried: the last refutation
 * of this first move (when probing), then the last two found. */
static void refutation_killers(const Search *S, Move killers[3])
{
    killers[0] = S->refut_of ? S->refut_of[refut_slot(S->first)] : MOVE_NONE;
    killers[1] = S->killer_refut[0];
    killers[2] = S->killer_refut[1];
}

/* Moves the killers to the front of the defences; returns how many are there. */
static int order_defences(const Move killers[3], MoveList *list)
{
    int front = 0;
    for (int k = 0; k < 3; k++) {
        Move key = MOVE_KEY(killers[k]);
        if (!key)
            continue;
        for (int i = front; i < list->n; i++)
            if (MOVE_KEY(list->moves[i]) == key) {
                Move t = list->moves[front];
                list->moves[front++] = list->moves[i];
                list->moves[i] = t;
                break;
            }
    }
    return front;
}

/* Plays defence m (legal): whether no mate answers it. A refutation becomes
 * the first killer, and this first move's own when probing. */
static bool refutes(Search *S, Move m)
{
    Undo u;
    make_move(&S->pos, m, &u);
    S->nodes++;
    bool mate = exists_mate(S);
    unmake_move(&S->pos, &u);
    if (mate)
        return false;
    if (S->refut_of)
        S->refut_of[refut_slot(S->first)] = m;
    if (MOVE_KEY(m) != MOVE_KEY(S->killer_refut[0])) {
        S->killer_refut[1] = S->killer_refut[0];
        S->killer_refut[0] = m;
    }
    return true;
}

/* Counts the defences with no mate, stopping past 'limit'. The killers come
 * first, each rebuilt and tested for legality on its own: most first moves
 * are refuted by two of them, and then the defences are never generated.
 * Otherwise the list is generated and tried from where the killers stopped,
 * so the defences are tried in the same order whether the killers suffice or not. */
int count_refutations(Search *S, int limit)
{
    Move killers[3];
    refutation_killers(S, killers);
    int refuts = 0, tried = 0;
    for (int k = 0; k < 3 && refuts <= limit; k++) {
        Move key = MOVE_KEY(killers[k]);
        if (!key || (k > 0 && MOVE_KEY(killers[0]) == key) || (k > 1 && MOVE_KEY(killers[1]) == key))
            continue; /* none, or tried already */
        if ((killers[k] & (MF_CASTLE | MF_EP)) || S->pos.ep != NO_SQ)
            break; /* castling and e.p. are the generator's */
        Move m = move_rebuild(&S->pos, killers[k]);
        if (m == MOVE_NONE || !rebuilt_move_legal(&S->pos, m))
            continue; /* not a defence here */
        tried++;
        refuts += refutes(S, m);
    }
    if (refuts > limit)
        return refuts;
    MoveList list;
    gen_legal(&S->pos, &list);
    order_defences(killers, &list);
    for (int i = tried; i < list.n && refuts <= limit; i++)
        refuts += refutes(S, list.moves[i]);
    return refuts;
}
/* What first move m (legal) leads to: -1 a mate at once, -2 a stalemate, else
 * its refutations counted up to limit + 1. */
enum { OUT_MATE = -1, OUT_STALEMATE = -2 };
static int first_move_outcome(Search *S, Move m, int limit)
{
    S->first = m;
    Undo u;
    make_move(&S->pos, m, &u);
    S->nodes++;
    int r;
    if (!has_legal_move(&S->pos))
        r = in_check(&S->pos, S->pos.side) ? OUT_MATE : OUT_STALEMATE;
    else
        r = count_refutations(S, limit);
    unmake_move(&S->pos, &u);
    return r;
}

ProbeResult probe_key(const Position *pos, Move key, KeyProbe *kp)
{
    Search S = { .pos = *pos, .killer_mate = kp->killer_mate,
                 .killer_refut = { kp->killer_refut[0], kp->killer_refut[1] }, .refut_of = kp->refut_of };
    MoveList first;
    gen_legal(&S.pos, &first);
    int ki = -1, ci = -1;
    for (int i = 0; i < first.n; i++) {
        if (MOVE_KEY(first.moves[i]) == MOVE_KEY(key))
            ki = i;
        else if (kp->cook && MOVE_KEY(first.moves[i]) == MOVE_KEY(kp->cook))
            ci = i;
    }
    ProbeResult r = PROBE_KEY_FAILS;
    if (ki >= 0 && first_move_outcome(&S, first.moves[ki], 0) == 0) {
        r = PROBE_SOUND;
        /* The last cook first: it often still works in the next version. */
        for (int k = -1; k < first.n && r == PROBE_SOUND; k++) {
            int i = k < 0 ? ci : k;
            if (i < 0 || i == ki || (k >= 0 && i == ci))
                continue;
            int out = first_move_outcome(&S, first.moves[i], 0);
            if (out == 0 || out == OUT_MATE) {
                r = PROBE_COOKED;
                kp->cook = first.moves[i];
            }
        }
    }
    kp->killer_mate = S.killer_mate;
    kp->killer_refut[0] = S.killer_refut[0];
    kp->killer_refut[1] = S.killer_refut[1];
    kp->nodes += S.nodes;
    return r;
}

int solve_refutations(const Position *pos, Move m, Move *out, int cap)
{
    Search S = { .pos = *pos };
    Undo u;
    make_move(&S.pos, m, &u);
    MoveList list, refuts = { .n = 0 };
    gen_legal(&S.pos, &list);
    for (int i = 0; i < list.n; i++) {
        Undo ud;
        make_move(&S.pos, list.moves[i], &ud);
        if (!exists_mate(&S)) {
            assert(refuts.n < MAX_MOVES);
            refuts.moves[refuts.n++] = list.moves[i];
        }
        unmake_move(&S.pos, &ud);
    }
    /* The first cap of them in the canonical order (solver/README.md "Order"). */
    order_moves(&S.pos, refuts.moves, refuts.n);
    for (int i = 0; i < refuts.n && i < cap; i++)
        out[i] = refuts.moves[i];
    return refuts.n;
}
