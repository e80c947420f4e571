/* phases_themes.c - each theme across phases by its definition, over the phases
 * of an expected record (phases_record.c), for phases_check.c. */
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

/* The uci of the pawn move from sq by df files and dr ranks. */
static void pawn_move(int sq, int df, int dr, char out[8])
{
    snprintf(out, 8, "%c%c%c%c", 'a' + (sq & 7), '1' + (sq >> 4), 'a' + (sq & 7) + df, '1' + (sq >> 4) + dr);
}

/* The four moves of a pawn of colour c on sq, if on its first rank, files b-g. */
static bool pawn_four(int c, int sq, char m[4][8])
{
    int dr = c == WHITE ? 1 : -1;
    if ((sq >> 4) != (c == WHITE ? 1 : 6) || (sq & 7) == 0 || (sq & 7) == 7)
        return false;
    pawn_move(sq, 0, dr, m[0]);
    pawn_move(sq, 0, 2 * dr, m[1]);
    pawn_move(sq, -1, dr, m[2]);
    pawn_move(sq, 1, dr, m[3]);
    return true;
}

/* Whether move m shows in phase P: a listed defence with a mate, or a refutation. */
static bool shows(const Ph *P, const char *m)
{
    if (mate_of(P, m) != -1)
        return true;
    for (int i = 0; i < P->nref; i++)
        if (strcmp(P->ref[i], m) == 0)
            return true;
    return false;
}

/* A defender pawn's four moves from its start rank, each shown in some phase. */
bool pickaninny(const Rec *r)
{
    const Position *pos = &r->start;
    int def = pos->side == WHITE ? BLACK : WHITE;
    for (int sq = 0; sq < 128; sq++) {
        char m[4][8];
        if ((sq & 0x88) || pos->board[sq] != PIECE(def, PAWN) || !pawn_four(def, sq, m))
            continue;
        int shown = 0;
        for (int j = 0; j < 4; j++) {
            bool any = false;
            for (int p = 0; p < r->n && !any; p++)
                any = shows(&r->ph[p], m[j]);
            shown += any;
        }
        if (shown == 4)
            return true;
    }
    return false;
}

bool albino(const Rec *r)
{
    const Position *pos = &r->start;
    for (int sq = 0; sq < 128; sq++) {
        char m[4][8];
        if ((sq & 0x88) || pos->board[sq] != PIECE(pos->side, PAWN) || !pawn_four(pos->side, sq, m))
            continue;
        int found = 0;
        for (int j = 0; j < 4; j++)
            for (int p = 0; p < r->n; p++)
                found += strcmp(r->ph[p].move, m[j]) == 0;
        if (found == 4)
            return true;
    }
    /* Or, as in the literature's examples, the four moves are the mates of four listed
     * defences of one phase (by identity: the pawn's type and square). */
    for (int p = 0; p < r->n; p++) {
        const Ph *P = &r->ph[p];
        int att = P->pos.side == WHITE ? BLACK : WHITE;
        for (int sq = 0; sq < 128; sq++) {
            char m[4][8];
            if ((sq & 0x88) || P->pos.board[sq] != PIECE(att, PAWN) || !pawn_four(att, sq, m))
                continue;
            int shown = 0;
            for (int j = 0; j < 4; j++) {
                int want = ident(P, &P->pos, m[j]);
                bool met = false;
                for (int a = 0; a < P->n && !met; a++)
                    met = P->mate[a] == want;
                shown += met;
            }
            if (shown == 4)
                return true;
        }
    }
    return false;
}

static bool line_piece(int t)
{
    return t == KNIGHT || t == BISHOP || t == ROOK || t == QUEEN;
}

static int from_sq(const char *uci)
{
    return (uci[0] - 'a') + 16 * (uci[1] - '1');
}

/* The shape of black correction; the part the records cannot say (the random
 * mate exploits the piece's leaving its square: the mate's motives) is chiave's. */
bool black_correction(const Rec *r)
{
    for (int p = 0; p < r->n; p++) {
        const Ph *P = &r->ph[p];
        for (int sq = 0; sq < 128; sq++) {
            if ((sq & 0x88) || P->pos.board[sq] == EMPTY || PCOLOUR(P->pos.board[sq]) != P->pos.side ||
                !line_piece(PTYPE(P->pos.board[sq])))
                continue;
            int listed = 0;
            for (int i = 0; i < P->n; i++)
                listed += from_sq(P->def[i]) == sq;
            /* A random mate (two moves or more, more than half of the moves that do
             * not correct it) and a correction (another mate, two moves at most). */
            for (int i = 0; i < P->n; i++) {
                int same = 0, corr = 0;
                for (int j = 0; j < P->n; j++)
                    same += from_sq(P->def[j]) == sq && P->mate[j] == P->mate[i];
                if (from_sq(P->def[i]) != sq || P->mate[i] < 0 || same < 2)
                    continue;
                for (int j = 0; j < P->n; j++) {
                    int other = 0;
                    for (int k = 0; k < P->n; k++)
                        other += from_sq(P->def[k]) == sq && P->mate[k] == P->mate[j];
                    corr += from_sq(P->def[j]) == sq && P->mate[j] >= 0 && P->mate[j] != P->mate[i] && other <= 2;
                }
                if (corr > 0 && 2 * same > listed - corr)
                    return true;
            }
        }
    }
    return false;
}

/* Whether the man on 'other' is pinned on the line from king ksq (step dir) by the
 * slider on s after defence d and mate m, and with the slider gone could parry. */
static bool pin_exploited(const Position *pos, const char *d, const char *m, int ksq, int other, int s, int dir)
{
    Position q = *pos;
    Undo u;
    Move dm = move_from_uci(&q, d);
    make_move(&q, dm, &u);
    Move mm = move_from_uci(&q, m);
    if (mm == MOVE_NONE)
        return false;
    make_move(&q, mm, &u);
    int def = q.side;
    if (q.board[other] == EMPTY || PCOLOUR(q.board[other]) != def || q.board[s] == EMPTY ||
        PCOLOUR(q.board[s]) == def)
        return false;
    for (int x = ksq + dir; x != s; x += dir)
        if (x != other && q.board[x] != EMPTY)
            return false;
    Position e;
    board_clear(&e);
    for (int x = 0; x < 128; x++)
        if (!(x & 0x88) && x != s && q.board[x] != EMPTY)
            board_put(&e, x, q.board[x]);
    board_finish(&e);
    e.side = def;
    e.ep = q.ep;
    e.castle = 0;
    MoveList list;
    gen_legal(&e, &list);
    for (int i = 0; i < list.n; i++) {
        int to = M_TO(list.moves[i]);
        bool on_line = false;
        for (int x = ksq + dir; !(x & 0x88); x += dir)
            on_line |= x == to;
        if (M_FROM(list.moves[i]) == other && !on_line)
            return true;
    }
    return false;
}

bool half_pin(const Rec *r)
{
    static const int dirs[8] = { 1, -1, 16, -16, 15, 17, -15, -17 };
    for (int p = 0; p < r->n; p++) {
        const Ph *P = &r->ph[p];
        const Position *pos = &P->pos;
        int def = pos->side, ksq = king_sq(pos, def);
        for (int k = 0; k < 8; k++) {
            int dir = dirs[k], men[3], n = 0, x;
            for (x = ksq + dir; !(x & 0x88) && n < 3; x += dir)
                if (pos->board[x] != EMPTY)
                    men[n++] = x;
            bool diag = k >= 4;
            if (n < 3 || PCOLOUR(pos->board[men[0]]) != def || PCOLOUR(pos->board[men[1]]) != def ||
                PCOLOUR(pos->board[men[2]]) == def)
                continue;
            int t = PTYPE(pos->board[men[2]]);
            if (!(t == QUEEN || (diag ? t == BISHOP : t == ROOK)))
                continue;
            bool half[2] = { false, false };
            for (int h = 0; h < 2; h++)
                for (int i = 0; i < P->n && !half[h]; i++) {
                    if (from_sq(P->def[i]) != men[h])
                        continue;
                    /* The record has the mates: find them again. */
                    Position a = *pos;
                    Undo u;
                    make_move(&a, move_from_uci(pos, P->def[i]), &u);
                    MoveList ms;
                    gen_legal(&a, &ms);
                    for (int j = 0; j < ms.n && !half[h]; j++) {
                        Position b = a;
                        make_move(&b, ms.moves[j], &u);
                        char uci[8];
                        if (is_mate(&b))
                            half[h] = pin_exploited(pos, P->def[i], move_to_uci(ms.moves[j], uci), ksq,
                                                    men[!h], men[2], dir);
                    }
                }
            if (half[0] && half[1])
                return true;
        }
    }
    return false;
}
