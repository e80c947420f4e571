/* phases_men.c - the themes across phases of one man's moves or of two men on a
 * line, by their definitions: a pawn's four moves (Pickaninny, Albino), a piece's
 * random and corrected moves (black correction), two men pinned on one line
 * (half-pin), over the phases of an expected record (phases_record.c), for
 * phases_check.c. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include "solver/movegen.h"
#include "tests/corpus/phases_rederive.h"

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
