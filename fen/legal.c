/* legal.c - cheap checks that a position can arise in a game. Each check only
 * warns when counting proves the position impossible, so that a composed
 * (legal) problem never gets a warning:
 * - promoted men: pawns plus the men beyond the first queen, two rooks, two
 *   knights and one bishop of each square colour are at most 8;
 * - pawn files: each pawn comes from a file of its own, at most one file per
 *   rank it has advanced away (a file change is a capture); the fewest
 *   captures that allows are at most the men the other side misses;
 * - checks: the side to move is in check from at most two men; a single check
 *   came from a last move (the checker moved there from an empty square where
 *   it did not give check, or promoted there, or it was uncovered); a double
 *   check came from one checker moving off the other's line (or promoting
 *   there), or from an e.p. capture. */
#include "fen/legal.h"

#include <stdlib.h>
#include <string.h>

static const int KNIGHT_STEPS[8] = { 33, 31, 18, 14, -33, -31, -18, -14 };
static const int ROOK_DIRS[4] = { 16, -16, 1, -1 };
static const int BISHOP_DIRS[4] = { 17, 15, -17, -15 };

static bool light_square(int sq) { return (FILE_OF(sq) + RANK_OF(sq)) % 2 == 1; }

/* The rank of sq as colour c counts it (0: its first rank). */
static int rel_rank(int sq, int c) { return c == WHITE ? RANK_OF(sq) : 7 - RANK_OF(sq); }

/* The direction from a to b when they share a line, else 0. */
static int line_dir(int a, int b)
{
    int df = FILE_OF(b) - FILE_OF(a), dr = RANK_OF(b) - RANK_OF(a);
    if (a == b || (df != 0 && dr != 0 && abs(df) != abs(dr)))
        return 0;
    return (dr > 0 ? 16 : dr < 0 ? -16 : 0) + (df > 0 ? 1 : df < 0 ? -1 : 0);
}

static bool is_line(int type) { return type == BISHOP || type == ROOK || type == QUEEN; }

/* Whether a man of this type moves along direction d. */
static bool moves_along(int type, int d)
{
    bool straight = d == 16 || d == -16 || d == 1 || d == -1;
    return type == QUEEN || (type == ROOK && straight) || (type == BISHOP && !straight);
}

/* Whether the squares strictly between a and b (on one line) are empty. */
static bool clear_between(const uint8_t *b, int from, int to)
{
    int d = line_dir(from, to);
    for (int s = from + d; s != to; s += d)
        if (b[s] != EMPTY)
            return false;
    return true;
}

/* Whether sq lies strictly between a and b on their line. */
static bool strictly_between(int sq, int a, int b)
{
    int d = line_dir(a, b);
    if (!d || line_dir(a, sq) != d)
        return false;
    return line_dir(sq, b) == d;
}

/* Whether the man pc on from attacks to on board b. */
static bool attacks(const uint8_t *b, int from, uint8_t pc, int to)
{
    int type = PTYPE(pc), c = PCOLOUR(pc), diff = to - from;
    switch (type) {
    case PAWN: return diff == (c == WHITE ? 15 : -15) || diff == (c == WHITE ? 17 : -17);
    case KNIGHT:
        for (int i = 0; i < 8; i++)
            if (diff == KNIGHT_STEPS[i])
                return true;
        return false;
    case KING: return abs(FILE_OF(to) - FILE_OF(from)) <= 1 && abs(RANK_OF(to) - RANK_OF(from)) <= 1;
    default: {
        int d = line_dir(from, to);
        return d && moves_along(type, d) && clear_between(b, from, to);
    }
    }
}

/* Whether the man on m (of the side that moved last) can have come from the
 * empty square s, as pc (pawn, or the pawn it promoted from), without giving
 * check to the king on k before: the board before the move has s occupied
 * and m empty, or a man it captured on m, which may block a line through m. */
static bool origin_ok(const uint8_t *board, int s, int m, uint8_t pc, int k)
{
    if (OFFBOARD(s) || board[s] != EMPTY)
        return false;
    uint8_t before[128];
    memcpy(before, board, sizeof before);
    before[m] = EMPTY;
    before[s] = pc;
    return !attacks(before, s, pc, k) || strictly_between(m, s, k);
}

/* Calls ok(s) for each square the man on m can have come from last; true as
 * soon as one is accepted (s is an empty square it reaches m from). */
typedef bool (*OriginFn)(const uint8_t *board, int s, int m, uint8_t pc, int k, const void *ctx);

static bool any_origin(const uint8_t *b, int m, int k, OriginFn ok, const void *ctx)
{
    uint8_t pc = b[m];
    int type = PTYPE(pc), c = PCOLOUR(pc), fwd = c == WHITE ? 16 : -16;
    if (type == PAWN) {
        if (rel_rank(m, c) < 2)
            return false; /* a pawn never moves to its first or second rank */
        const int from[3] = { m - fwd, m - fwd - 1, m - fwd + 1 };
        for (int i = 0; i < 3; i++)
            if (!OFFBOARD(from[i]) && rel_rank(from[i], c) >= 1 && ok(b, from[i], m, pc, k, ctx))
                return true;
        return rel_rank(m, c) == 3 && b[m - fwd] == EMPTY && ok(b, m - 2 * fwd, m, pc, k, ctx);
    }
    if (rel_rank(m, c) == 7 && type != KING) { /* promoted on its move here */
        const int from[3] = { m - fwd, m - fwd - 1, m - fwd + 1 };
        for (int i = 0; i < 3; i++)
            if (!OFFBOARD(from[i]) && ok(b, from[i], m, PIECE(c, PAWN), k, ctx))
                return true;
    }
    if (type == KNIGHT) {
        for (int i = 0; i < 8; i++)
            if (ok(b, m + KNIGHT_STEPS[i], m, pc, k, ctx))
                return true;
        return false;
    }
    if (type == KING) {
        for (int d = 0; d < 4; d++)
            if (ok(b, m + ROOK_DIRS[d], m, pc, k, ctx) || ok(b, m + BISHOP_DIRS[d], m, pc, k, ctx))
                return true;
        return false;
    }
    for (int i = 0; i < 8; i++) {
        int d = i < 4 ? ROOK_DIRS[i] : BISHOP_DIRS[i - 4];
        if (!moves_along(type, d))
            continue;
        for (int s = m - d; !OFFBOARD(s) && b[s] == EMPTY; s -= d)
            if (ok(b, s, m, pc, k, ctx))
                return true;
    }
    return false;
}

static bool plain_origin(const uint8_t *b, int s, int m, uint8_t pc, int k, const void *ctx)
{
    (void)ctx;
    return origin_ok(b, s, m, pc, k);
}

/* An origin that also uncovers the line piece on *ctx. */
static bool uncovering_origin(const uint8_t *b, int s, int m, uint8_t pc, int k, const void *ctx)
{
    return strictly_between(s, *(const int *)ctx, k) && origin_ok(b, s, m, pc, k);
}

/* Whether the line piece on d checks k through a square of sqs[0..n). */
static bool uncovered_by(int d, int k, const int *sqs, int n)
{
    for (int i = 0; i < n; i++)
        if (strictly_between(sqs[i], d, k))
            return true;
    return false;
}

/* An e.p. capture by a pawn of c that now stands on t, which uncovered (or
 * gave) both checks of a and b: the pawn left s and took the pawn on t - fwd. */
static bool ep_double(const uint8_t *board, int c, int a, int b, int k)
{
    int fwd = c == WHITE ? 16 : -16;
    for (int t = 0; t < 128; t++) {
        if (OFFBOARD(t) || board[t] != PIECE(c, PAWN) || rel_rank(t, c) != 5 || board[t - fwd] != EMPTY)
            continue;
        for (int side = -1; side <= 1; side += 2) {
            int s = t - fwd + side;
            if (OFFBOARD(s) || board[s] != EMPTY)
                continue;
            int open[2] = { s, t - fwd };
            bool a_ok = a == t || (is_line(PTYPE(board[a])) && uncovered_by(a, k, open, 2));
            bool b_ok = b == t || (is_line(PTYPE(board[b])) && uncovered_by(b, k, open, 2));
            if (a_ok && b_ok)
                return true;
        }
    }
    return false;
}

static bool double_check_possible(const uint8_t *b, int c, int x, int y, int k)
{
    /* Castling uncovers nothing: the squares it leaves are corners or on the edge. */
    const int pair[2][2] = { { x, y }, { y, x } };
    for (int i = 0; i < 2; i++) {
        int mover = pair[i][0], line = pair[i][1];
        if (is_line(PTYPE(b[line])) && any_origin(b, mover, k, uncovering_origin, &line))
            return true;
    }
    return ep_double(b, c, x, y, k);
}

static bool single_check_possible(const uint8_t *b, int x, int k)
{
    /* Squares between: a man of the checker's side (or a pawn taken e.p., or
     * the king castling) may have left one. A castled rook never checks at
     * contact: the king it would touch stands beside the castled king. */
    if (is_line(PTYPE(b[x])) && line_dir(x, k) && x + line_dir(x, k) != k)
        return true;
    return any_origin(b, x, k, plain_origin, NULL);
}

/* Checks of the king of the side to move. */
static int check_checks(const Position *pos, LegalWarning *w, int n)
{
    int side = pos->side, c = side ^ 1, k = king_sq(pos, side);
    int checkers[16], nc = 0;
    for (uint64_t men = pos->men[c][EMPTY]; men; men &= men - 1) { /* in the order of the squares */
        int s = SQ88(__builtin_ctzll(men));
        if (attacks(pos->board, s, pos->board[s], k))
            checkers[nc++] = s;
    }
    if (nc >= 3)
        w[n++] = (LegalWarning){ LEGAL_CHECKERS, side, nc, 0, { k, NO_SQ } };
    else if (nc == 2 && !double_check_possible(pos->board, c, checkers[0], checkers[1], k))
        w[n++] = (LegalWarning){ LEGAL_DOUBLE_CHECK, side, 2, 0, { checkers[0], checkers[1] } };
    else if (nc == 1 && !single_check_possible(pos->board, checkers[0], k))
        w[n++] = (LegalWarning){ LEGAL_CHECK, side, 1, 0, { checkers[0], NO_SQ } };
    return n;
}

/* The number of files in an 8-bit mask (no libgcc call without -mpopcnt). */
static int files_in(unsigned mask)
{
    mask -= mask >> 1 & 0x55;
    mask = (mask & 0x33) + (mask >> 2 & 0x33);
    return (int)((mask + (mask >> 4)) & 0x0F);
}

/* The fewest captures that bring the pawns of c from distinct files of their
 * first rank to where they stand (each capture moves a pawn one file, and a
 * pawn has made as many moves as it has advanced at most); -1 if none can. */
static int pawn_captures(const Position *pos, int c)
{
    int file[8], moves[8], np = 0;
    unsigned files = 0;
    bool stuck = false;
    for (uint64_t men = pos->men[c][PAWN]; men && np < 8; men &= men - 1) {
        int s = SQ88(__builtin_ctzll(men));
        file[np] = FILE_OF(s);
        moves[np] = rel_rank(s, c) - 1;
        files |= 1u << file[np];
        stuck |= moves[np++] < 0;
    }
    /* Most problems: every pawn on a file of its own, none on its first rank
     * (the search below gives 0 then), or one there (it gives -1). */
    if (stuck)
        return -1;
    if (files_in(files) == np)
        return 0;
    /* best[mask]: the fewest captures placing the first popcount(mask) pawns
     * on the starting files of mask; grown a pawn at a time over the masks the
     * last pawn reached (not all 256), so each is final when it is grown. */
    int best[256], reached[2][70], nreached[2] = { 1, 0 };
    memset(best, -1, sizeof best);
    best[0] = 0;
    reached[0][0] = 0;
    for (int i = 0; i < np; i++) {
        const int *from = reached[i & 1];
        int *to = reached[(i + 1) & 1], n = 0;
        for (int k = 0; k < nreached[i & 1]; k++) {
            int mask = from[k];
            int lo = file[i] - moves[i] < 0 ? 0 : file[i] - moves[i];
            int hi = file[i] + moves[i] > 7 ? 7 : file[i] + moves[i];
            for (int f = lo; f <= hi; f++) {
                int cost = abs(file[i] - f);
                if (mask & 1 << f)
                    continue;
                int *b = &best[mask | 1 << f];
                if (*b < 0)
                    to[n++] = mask | 1 << f;
                if (*b < 0 || best[mask] + cost < *b)
                    *b = best[mask] + cost;
            }
        }
        nreached[(i + 1) & 1] = n;
    }
    int least = -1;
    for (int k = 0; k < nreached[np & 1]; k++) {
        int b = best[reached[np & 1][k]];
        if (least < 0 || b < least)
            least = b;
    }
    return least;
}

/* The men of c beyond a game's first set that only promotion gives. */
static int promoted(const Position *pos, int c)
{
    int count[7] = { 0 }, light = 0, dark = 0;
    for (uint64_t men = pos->men[c][EMPTY]; men; men &= men - 1) {
        int s = SQ88(__builtin_ctzll(men)), t = PTYPE(pos->board[s]);
        count[t]++;
        if (t == BISHOP)
            light_square(s) ? light++ : dark++;
    }
    int over = 0;
    const int first[7] = { [QUEEN] = 1, [ROOK] = 2, [KNIGHT] = 2 };
    for (int t = KNIGHT; t <= QUEEN; t++)
        if (t != BISHOP && count[t] > first[t])
            over += count[t] - first[t];
    over += (light > 1 ? light - 1 : 0) + (dark > 1 ? dark - 1 : 0);
    return over;
}

int legal_check(const Position *pos, LegalWarning *w)
{
    int n = 0;
    for (int c = WHITE; c <= BLACK; c++) {
        int pawns = (int)__builtin_popcountll(pos->men[c][PAWN]), extra = promoted(pos, c);
        if (pawns + extra > 8)
            w[n++] = (LegalWarning){ LEGAL_PROMOTED, c, pawns, extra, { NO_SQ, NO_SQ } };
        int need = pawn_captures(pos, c), missing = MAX_MEN - pos->count[c ^ 1];
        if (need < 0)
            w[n++] = (LegalWarning){ LEGAL_PAWN_FILES, c, 0, 0, { NO_SQ, NO_SQ } };
        else if (need > missing)
            w[n++] = (LegalWarning){ LEGAL_PAWN_CAPTURES, c, need, missing, { NO_SQ, NO_SQ } };
    }
    return check_checks(pos, w, n);
}
