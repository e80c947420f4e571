/* phases_corrections.c - white correction and threat correction worked out again
 * from an expected record (phases_record.c), for phases_check.c: random tries of
 * one attacker piece (at least two) sharing a threat that another man gives and a
 * refutation (the error), the threat made by the man's leaving (a mate still with
 * the man off the board, but for king steps to the square it left or to one it
 * guarded from there); a corrected move of that piece (a try the error does not
 * refute, or the key) keeping a threat of every random try, or threatening only
 * other mates (threat correction). Not asked here: that the random tries' mate be
 * threatened by no fewer of the piece's legal moves than any other mate
 * (theme_white_correction.c's most_common, DECISIONS.md), since the record holds
 * the threats of tries and keys only. phases_check.c compares a problem's theme,
 * not its entries: a problem whose every entry that rule dropped would fail here;
 * on dev.epd none does (polgar-2650 lost 1.Rb4?, 1.Rb3? 2.Qa3# and keeps its
 * other entry). */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "solver/board.h"
#include "solver/movegen.h"
#include "tests/corpus/phases_rederive.h"

static int square_of(const char *uci)
{
    return (uci[0] - 'a') + 16 * (uci[1] - '1');
}

/* Whether a man of type type on from reaches x over pos's board, the man on
 * skip (the defender's king) not blocking. */
static bool guards_from(const Position *pos, int type, int from, int x, int skip)
{
    int df = (x & 7) - (from & 7), dr = (x >> 4) - (from >> 4);
    if (type == KNIGHT)
        return abs(df * dr) == 2;
    bool straight = df == 0 || dr == 0, diagonal = abs(df) == abs(dr);
    if ((!straight && !diagonal) || (type == ROOK && !straight) || (type == BISHOP && !diagonal))
        return false;
    int step = (dr > 0) - (dr < 0);
    step = 16 * step + (df > 0) - (df < 0);
    for (int s = from + step; s != x; s += step)
        if (pos->board[s] != EMPTY && s != skip)
            return false;
    return true;
}

/* Whether threat uci of phase p comes from its man's leaving its square: with the
 * man taken off (the attacker to move), uci mates but for the defender's king
 * stepping to the square the man left or to one it guarded from there. */
static bool by_leaving(const Ph *p, const char *uci)
{
    int from = square_of(p->move), to = square_of(p->move + 2), type = PTYPE(p->pos.board[to]);
    Position off;
    board_clear(&off);
    for (int s = 0; s < 128; s++)
        if (!(s & 0x88) && s != to && p->pos.board[s] != EMPTY)
            board_put(&off, s, p->pos.board[s]);
    board_finish(&off);
    off.side = p->pos.side ^ 1;
    off.ep = NO_SQ;
    off.castle = 0;
    Move t = move_from_uci(&off, uci);
    if (t == MOVE_NONE)
        return false;
    Position q = position_after(&off, t);
    if (!in_check(&q, q.side))
        return false;
    MoveList replies;
    gen_legal(&q, &replies);
    int king = king_sq(&q, q.side);
    for (int i = 0; i < replies.n; i++) {
        int x = M_TO(replies.moves[i]);
        if (M_FROM(replies.moves[i]) != king || (x != from && !guards_from(&q, type, from, x, king)))
            return false;
    }
    return true;
}

static bool line_piece(int t)
{
    return t == KNIGHT || t == BISHOP || t == ROOK || t == QUEEN;
}

static bool refuted_by(const Ph *p, const char *d)
{
    for (int i = 0; i < p->nref; i++)
        if (strcmp(p->ref[i], d) == 0)
            return true;
    return false;
}

/* Whether phase p threatens mate id, given by a man other than the one it moved
 * and made by its leaving (others), or by any man. */
static bool threatens(const Ph *p, int id, bool others)
{
    for (int i = 0; i < p->nthreats; i++)
        if ((!others || strncmp(p->threats[i], p->move + 2, 2) != 0) && ident(p, &p->pos, p->threats[i]) == id &&
            (!others || by_leaving(p, p->threats[i])))
            return true;
    return false;
}

/* The white correction (want_change false) or threat correction of record r. */
static bool correction(const Rec *r, bool want_change)
{
    for (int t = 0; t < r->n; t++) {
        const Ph *T = &r->ph[t];
        if (T->set || T->key || !line_piece(PTYPE(r->start.board[(T->move[0] - 'a') + 16 * (T->move[1] - '1')])))
            continue;
        for (int e = 0; e < T->nref; e++) {
            const char *err = T->ref[e];
            /* The threat most tries of this piece refuted by err share, by another man. */
            int best = -1, best_n = 0;
            for (int i = 0; i < T->nthreats; i++) {
                int id = ident(T, &T->pos, T->threats[i]), n = 0;
                for (int u = 0; u < r->n; u++) {
                    const Ph *U = &r->ph[u];
                    n += !U->set && !U->key && strncmp(U->move, T->move, 2) == 0 && refuted_by(U, err) &&
                         threatens(U, id, true);
                }
                if (n > best_n)
                    best_n = n, best = id;
            }
            if (best_n < 2)
                continue;
            for (int c = 0; c < r->n; c++) {
                const Ph *C = &r->ph[c];
                if (C->set || strncmp(C->move, T->move, 2) != 0 || refuted_by(C, err) || C->nthreats == 0)
                    continue;
                /* Does C threaten a mate that every random try threatens? */
                bool keeps = false;
                for (int i = 0; i < C->nthreats && !keeps; i++) {
                    int id = ident(C, &C->pos, C->threats[i]);
                    bool all = true;
                    for (int u = 0; u < r->n && all; u++) {
                        const Ph *U = &r->ph[u];
                        if (!U->set && !U->key && strncmp(U->move, T->move, 2) == 0 && refuted_by(U, err) &&
                            threatens(U, best, true))
                            all = threatens(U, id, true);
                    }
                    keeps = all;
                }
                if (keeps != want_change)
                    return true;
            }
        }
    }
    return false;
}

bool white_correction(const Rec *r)
{
    return correction(r, false);
}

bool threat_correction(const Rec *r)
{
    return correction(r, true);
}
