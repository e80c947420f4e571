/* white_correction_threats.c - what a piece's first moves threaten for white and
 * threat correction (themes/PHASES.md): the threats by another man that its leaving
 * makes, its first moves the search did not keep, and the tally of the mates its
 * moves threaten, from which the random move's mate is chosen. */
#include <stdbool.h>
#include "themes/white_correction.h"
#include "themes/first_moves.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/tables.h"

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
int correction_threat_ids(const Phases *P, int i, bool others, int *ids)
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
int unkept_tries(const Phases *P, int sq, Unkept *out, int cap)
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
void tally_moves(const Phases *P, int sq, const Unkept *unkept, int nunkept, Tally *T)
{
    T->sq = sq;
    T->n = 0;
    int ids[MAX_IDS];
    for (int i = 0; i < P->n; i++) {
        const Play *p = P->ph[i].play;
        if (p && M_FROM(p->move) == sq && phase_of_move(P, p->move) == i && !short_mate(P->s, p->move))
            tally_add(T, ids, correction_threat_ids(P, i, true, ids));
    }
    for (int u = 0; u < nunkept; u++)
        tally_add(T, unkept[u].ids, unkept[u].nids);
}

/* Whether mate id is the one the most of the piece's moves threaten (ties
 * included): the random move is what the piece's moves commonly do, "1.B~ (say
 * Bc5)" (Moen), not a property some of them keep (polgar-2650: 1.Rb4?, 1.Rb3?
 * guard b5-b7 from the b-file for 2.Qa3#; its eight moves off the file's b2-b6
 * threaten 2.Qb6#). */
bool tally_most_common(const Tally *T, int id)
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
