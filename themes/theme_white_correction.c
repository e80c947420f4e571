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
#include "themes/phases.h"
#include "themes/first_moves.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/san.h"
#include "solver/tables.h"

#define MAX_IDS 32
enum { MAX_UNKEPT = 32 }; /* a piece has at most 27 moves */

static bool corrector(int type)
{
    return type == KNIGHT || type == BISHOP || type == ROOK || type == QUEEN;
}

/* Whether a man of type type on from would guard x over q's board, the king of the
 * side to move in q taken off (it may step along the line): the engine's tables
 * (knight_mask, slides_along, between), as the motives read guards. */
static bool would_guard(const Position *q, int type, int from, int x)
{
    if (type == KNIGHT)
        return knight_mask[SQ64(from)] & BIT(x);
    int step = line_step(from, x);
    uint64_t occ = all_men(q) & ~BIT(king_sq(q, q->side));
    return step && slides_along(type, step) && !(between[SQ64(from)][SQ64(x)] & occ);
}

/* Whether threat t after first move m (passed: the position after it, the defender
 * passing) comes from the man's leaving its square, which any move of it does
 * (Kovačević, Shire, Shanshin 2014-15: themes/PHASES.md): t still mates with the
 * man off the board, but for king steps that every move of it stops: to the square
 * it left (a knight, bishop, rook or queen guards it from wherever it went:
 * Dombrovskis 1958, any move of Nc2 opens c2 for 2.Qc2#, and 1...Kxc2 is none) or
 * to one it guarded from there too (ten Cate 1949: 1.Bc3? keeps Be5's guard of d4).
 * A threat that needs the man's new guard or line is a specific move's (Taraba
 * 1978: 1.Qb6? and 1.Qf6? guard d4 for 2.c4#; Kisis 1973: 1.Nd6? and 1.Ng5? guard
 * e4 for 2.Ne6#). */
static bool leaving_threat(const Position *passed, Move m, Move t)
{
    int from = M_FROM(m), type = PTYPE(passed->board[M_TO(m)]);
    Position off, q;
    position_without(passed, M_TO(m), &off);
    Move o = move_legal(&off, t);
    if (o == MOVE_NONE || !gives_check(&off, o))
        return false;
    position_after_to(&q, &off, o);
    MoveList replies;
    gen_legal(&q, &replies);
    int king = king_sq(&q, q.side);
    for (int r = 0; r < replies.n; r++) {
        int to = M_TO(replies.moves[r]);
        if (M_FROM(replies.moves[r]) != king || (to != from && !would_guard(&q, type, from, to)))
            return false;
    }
    return true;
}

/* The distinct identities of the threats of phase i (others: only those given by
 * a man other than the one its first move moved, and made by its leaving:
 * leaving_threat); returns how many (<= MAX_IDS). */
static int threat_ids(const Phases *P, int i, bool others, int *ids)
{
    const Play *p = P->ph[i].play;
    const Move *t = sol_moves(P->s, p->threats_first);
    Position passed = P->ph[i].pos;
    if (others) {
        Undo u;
        make_null(&passed, &u);
    }
    int n = 0;
    for (int a = 0; a < p->nthreats && n < MAX_IDS; a++) {
        if (others && M_FROM(t[a]) == M_TO(p->move))
            continue;
        int id = phase_identity(P, i, &P->ph[i].pos, t[a]);
        if (!among(ids, n, id) && (!others || leaving_threat(&passed, p->move, t[a])))
            ids[n++] = id;
    }
    return n;
}

/* Whether two identity lists share one. */
static bool meet(const int *a, int na, const int *b, int nb)
{
    for (int k = 0; k < na; k++)
        if (among(b, nb, a[k]))
            return true;
    return false;
}

/* Whether two identity lists hold the same identities. */
static bool same_ids(const int *a, int na, const int *b, int nb)
{
    for (int k = 0; k < na; k++)
        if (!among(b, nb, a[k]))
            return false;
    for (int k = 0; k < nb; k++)
        if (!among(a, na, b[k]))
            return false;
    return true;
}

/* A first move of the piece that the search did not keep as a try (it fails to
 * two defences while --refutations asks for one): ten Cate 1949's random move
 * 1.Bc3? (2.Ng5#) Bd8!, Rg8! (Shanshin, Shire, Kovačević 2014, No 13). */
typedef struct {
    Move m;
    Move refs[2];
    int ids[MAX_IDS], nids;
    int nrefs; /* refutations_upto's count, -1 until an error asks (most never do) */
} Unkept;

/* The identities of the threats of first move m of start (its men named by men) by
 * another man than the one it moved, among its first 8 threats, into ids: how
 * many, -1 when m checks. */
static int other_threat_ids(const MateMen *men, const Position *start, Move m, int *ids)
{
    Move threats[8];
    Position passed;
    int nthreats = first_move_other_threats(start, m, threats, 8, &passed);
    if (nthreats < 0)
        return -1;
    int n = 0;
    for (int t = 0; t < nthreats; t++) {
        int id = mate_identity(men, m, &passed, threats[t]), k = 0;
        while (k < n && ids[k] != id)
            k++;
        if (k == n && n < MAX_IDS && leaving_threat(&passed, m, threats[t]))
            ids[n++] = id;
    }
    return n;
}

/* Whether first move m mates at once: it threatens nothing. */
static bool short_mate(const Solution *s, Move m)
{
    for (int k = 0; k < s->nshorts; k++)
        if (MOVE_KEY(s->shorts[k]) == MOVE_KEY(m))
            return true;
    return false;
}

/* The piece's first moves on sq (none a try, key or short mate, none checking)
 * with a threat by another man than the piece, at most cap of them into out;
 * their refutations are counted when an error asks (unkept_refuted). A piece has
 * at most 27 moves: cap never cuts. */
static int unkept_tries(const Phases *P, int sq, Unkept *out, int cap)
{
    const Solution *s = P->s;
    Position start = s->start;
    MoveList list;
    gen_legal(&start, &list);
    int n = 0;
    for (int i = 0; i < list.n && n < cap; i++) {
        Move m = list.moves[i];
        if (M_FROM(m) != sq || phase_of_move(P, m) >= 0 || short_mate(s, m))
            continue;
        Unkept *u = &out[n];
        u->m = m;
        u->nids = other_threat_ids(&P->men, &start, m, u->ids);
        u->nrefs = -1;
        n += u->nids > 0; /* without such a threat, never a random try */
    }
    return n;
}

/* What the piece's first moves threaten, by another man and from its leaving (the
 * tries' and keys' threats as their phases have them, the other moves' as
 * other_threat_ids finds them; checks and short mates threaten nothing): each
 * identity with how many of its moves threaten it. */
typedef struct {
    int sq; /* the piece whose moves are counted, -1 before any */
    int ids[MAX_IDS], counts[MAX_IDS], n;
} Tally;

static void tally_add(Tally *T, const int *ids, int n)
{
    for (int k = 0; k < n; k++) {
        int j = 0;
        while (j < T->n && T->ids[j] != ids[k])
            j++;
        if (j == T->n && T->n < MAX_IDS)
            T->ids[T->n] = ids[k], T->counts[T->n++] = 0;
        if (j < T->n)
            T->counts[j]++;
    }
}

/* The tally of the piece on sq from its phases and its unkept first moves
 * (unkept_tries: its other moves with a threat), no threat searched twice. */
static void tally_moves(const Phases *P, int sq, const Unkept *unkept, int nunkept, Tally *T)
{
    T->sq = sq;
    T->n = 0;
    int ids[MAX_IDS];
    for (int i = 0; i < P->n; i++) {
        const Play *p = P->ph[i].play;
        if (p && M_FROM(p->move) == sq && phase_of_move(P, p->move) == i && !short_mate(P->s, p->move))
            tally_add(T, ids, threat_ids(P, i, true, ids));
    }
    for (int u = 0; u < nunkept; u++)
        tally_add(T, unkept[u].ids, unkept[u].nids);
}

/* Whether mate id is the one the most of the piece's moves threaten (ties
 * included): the random move is what the piece's moves commonly do, "1.B~ (say
 * Bc5)" (Moen), not a property some of them keep (polgar-2650: 1.Rb4?, 1.Rb3?
 * guard b5-b7 from the b-file for 2.Qa3#; its eight moves off the file's b2-b6
 * threaten 2.Qb6#). */
static bool most_common(const Tally *T, int id)
{
    int count = 0, most = 0;
    for (int j = 0; j < T->n; j++) {
        if (T->ids[j] == id)
            count = T->counts[j];
        if (T->counts[j] > most)
            most = T->counts[j];
    }
    return count == most;
}

typedef struct {
    const Phases *P;
    int sq;          /* the attacker piece, by its square in the diagram */
    Tally *tally;    /* what its moves threaten (tally_moves), counted once */
    Move error;      /* the defence that refutes the random tries */
    int *random, nrandom;
    int *keep, nkeep;     /* corrections that threaten the random tries' mate */
    int *change, nchange; /* corrections that threaten otherwise */
    int shared[MAX_IDS], nshared; /* the threats every random try makes (by another man) */
    Unkept unkept[MAX_UNKEPT]; /* first moves that may be random tries (of two refutations) */
    int nunkept;     /* how many of them are candidates now: 0 or nfound */
    int unkept_sq, nfound; /* the piece they were found for (piece_unkept), how many */
    int unkept_random[8], nunkept_random;
} Correction;

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
        return threat_ids(P, j, true, ids);
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
 * threaten than any other (most_common). */
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
            if (most_common(C->tally, ids[k]))
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
        int ids[MAX_IDS], n = threat_ids(P, i, false, ids);
        if (meet(ids, n, C->shared, C->nshared))
            C->keep[C->nkeep++] = i;
        else
            C->change[C->nchange++] = i;
    }
}

/* How many different threats the changing corrections make: 1 secondary, 2 or more tertiary. */
static int new_threats(const Correction *C)
{
    int kinds = 0, a[MAX_IDS], b[MAX_IDS];
    for (int i = 0; i < C->nchange; i++) {
        int na = threat_ids(C->P, C->change[i], false, a), seen = 0;
        for (int j = 0; j < i && !seen; j++)
            seen = same_ids(a, na, b, threat_ids(C->P, C->change[j], false, b));
        kinds += !seen;
    }
    return kinds;
}

static void add(const Correction *C, ThemeId id, const int *corr, int ncorr, Analysis *A)
{
    const Phases *P = C->P;
    int *idx = malloc(sizeof *idx * (size_t)(C->nrandom + ncorr + 1));
    if (!idx)
        abort();
    int n = 0;
    /* The phases in their order: the tries, then the keys. */
    for (int i = 0; i < P->n; i++) {
        bool in = false;
        for (int j = 0; j < C->nrandom; j++)
            in |= C->random[j] == i;
        for (int j = 0; j < ncorr; j++)
            in |= corr[j] == i;
        if (in)
            idx[n++] = i;
    }
    /* The entry's key: the first key among its phases, else the problem's first. */
    Move key = P->s->keys[0].move;
    for (int j = n - 1; j >= 0; j--)
        if (P->ph[idx[j]].kind == PHASE_KEY)
            key = P->ph[idx[j]].play->move;
    ThemeEntry *e = entry_new(A, id, key);
    entry_present(e, EF_DEFENCES);
    /* Blocks: the tries, the unkept random tries, the keys. */
    for (int pass = 0; pass < 3; pass++) {
        for (int j = 0; pass != 1 && j < n; j++) {
            const Play *p = P->ph[idx[j]].play;
            if ((P->ph[idx[j]].kind == PHASE_KEY) != (pass == 2))
                continue;
            char label[SAN_MAX + 4];
            phase_label(P, idx[j], label, sizeof label);
            ThemeBlock *b = entry_block(e, P->ph[idx[j]].kind, p->move, label);
            block_threats(e, b, sol_moves(P->s, p->threats_first), p->nthreats);
            for (int r = 0; r < p->nrefuts; r++)
                phase_entry_refutation(e, e->nblocks - 1, sol_moves(P->s, p->refuts_first)[r]);
        }
        for (int j = 0; pass == 1 && j < C->nunkept_random; j++) {
            const Unkept *u = &C->unkept[C->unkept_random[j]];
            char label[SAN_MAX + 4];
            first_move_label(&P->s->start, u->m, '?', label, sizeof label);
            ThemeBlock *b = entry_block(e, PHASE_TRY, u->m, label);
            b->unkept = true;
            Move threats[8]; /* all of them, the moved man's too */
            block_threats(e, b, threats, first_move_threats(&P->s->start, u->m, threats, 8));
            for (int r = 0; r < 2; r++)
                phase_entry_refutation(e, e->nblocks - 1, u->refs[r]);
        }
    }
    entry_square(e, EF_PIECE, C->sq);
    entry_present(e, EF_RANDOM);
    entry_present(e, EF_CORRECTIONS);
    for (int j = 0; j < C->nrandom; j++)
        entry_move_add(e, EF_RANDOM, P->ph[C->random[j]].play->move);
    for (int j = 0; j < C->nunkept_random; j++)
        entry_move_add(e, EF_RANDOM, C->unkept[C->unkept_random[j]].m);
    for (int j = 0; j < ncorr; j++)
        entry_move_add(e, EF_CORRECTIONS, P->ph[corr[j]].play->move);
    if (id == THEME_THREAT_CORRECTION)
        entry_variant(e, new_threats(C) > 1 ? "tertiary" : "secondary");
    free(idx);
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
                    add(&C, THEME_WHITE_CORRECTION, C.keep, C.nkeep, A);
                if (C.nchange)
                    add(&C, THEME_THREAT_CORRECTION, C.change, C.nchange, A);
                continue;
            }
            if (!may_correct(&C))
                continue;
            C.nunkept = piece_unkept(&C);
            if (C.nunkept && random_tries(&C) && C.nunkept_random) {
                corrections(&C);
                if (C.nchange)
                    add(&C, THEME_THREAT_CORRECTION, C.change, C.nchange, A);
            }
        }
    }
    free(buf);
}
