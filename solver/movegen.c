/* movegen.c - strictly legal move generation: pins and checks are found from the
 * king outwards first, so no move has to be made to test its legality (e.p. aside).
 * The squares a man reaches are 64-bit sets (tables.h); the moves are listed in
 * the order of the piece lists, each man's by direction and distance, as the
 * search's node counts have always been taken in that order. */
#include <assert.h>
#include "solver/movegen.h"
#include "solver/tables.h"

typedef struct {
    int us, them, ksq;
    int nchecks;
    uint64_t own, occ;  /* SQ64 sets: our men, all men */
    uint64_t target;    /* squares a non-king move may go to (all when not in check) */
    uint64_t pinned;
    uint64_t pin_line[8]; /* the squares each pinned man may go to, by pinned square below */
    int pin_sq[8];
    int npins;
    bool first_only;    /* stop at the first legal move */
    bool checks_only;   /* only moves that check the enemy king */
    uint64_t check_sq[7];  /* by piece type: squares from which it would check */
    uint64_t discoverers;  /* our men whose leaving a line uncovers a check */
    uint64_t checkers_maybe; /* our men that may have a checking move (a superset) */
} GenCtx;

static inline int lowest(uint64_t set) { return __builtin_ctzll(set); }
static inline int highest(uint64_t set) { return 63 - __builtin_clzll(set); }

/* king_delta directions that go up the SQ64 numbering (+1, +16, +15, +17). */
static const bool ray_up[8] = { true, false, true, false, true, true, false, false };

/* The squares a slider on SQ64 square s reaches along direction i: up to the
 * first man on occ, that one included. */
static inline uint64_t ray_reach(int s, int i, uint64_t occ)
{
    uint64_t ray = ray_mask[s][i], block = ray & occ;
    if (block)
        ray ^= ray_mask[ray_up[i] ? lowest(block) : highest(block)][i];
    return ray;
}

static inline uint64_t slider_reach(int s, int first, int last, uint64_t occ)
{
    uint64_t reach = 0;
    for (int i = first; i < last; i++)
        reach |= ray_reach(s, i, occ);
    return reach;
}

/* The checkers of our king and the men pinned to it, with the line each may keep to. */
static void find_checks_and_pins(const Position *pos, GenCtx *g)
{
    int k = SQ64(g->ksq);
    uint64_t checkers = attackers_of(pos, k, g->them, g->occ);
    g->nchecks = __builtin_popcountll(checkers);
    g->target = g->nchecks ? between[k][lowest(checkers)] | checkers : ~0ULL;
    g->npins = 0;
    g->pinned = 0;
    const uint64_t *them = pos->men[g->them];
    uint64_t snipers = (rook_lines[k] & (them[ROOK] | them[QUEEN])) | (bishop_lines[k] & (them[BISHOP] | them[QUEEN]));
    for (; snipers; snipers &= snipers - 1) {
        int s = lowest(snipers);
        uint64_t shield = between[k][s] & g->occ;
        if (shield && !(shield & (shield - 1)) && (shield & g->own)) {
            g->pinned |= shield;
            g->pin_sq[g->npins] = lowest(shield);
            g->pin_line[g->npins++] = between[k][s] | 1ULL << s;
        }
    }
}

/* The squares the man on SQ64 square f may go to as far as pins go. */
static inline uint64_t pin_allowed(const GenCtx *g, int f)
{
    if (!(g->pinned & 1ULL << f))
        return ~0ULL;
    for (int i = 0; i < g->npins; i++)
        if (g->pin_sq[i] == f)
            return g->pin_line[i];
    return 0;
}

/* Lists move m, unless only checks are wanted and it is none; known: it is
 * known to check when checks are wanted (it goes to a square that checks). */
#define PUSH_KNOWN(m, known)                                    \
    do {                                                        \
        Move m_ = (m);                                          \
        if (g->checks_only && !(known) && !checks(pos, g, m_))  \
            break;                                              \
        assert(list->n < MAX_MOVES);                            \
        list->moves[list->n++] = m_;                            \
        if (g->first_only)                                      \
            return;                                             \
    } while (0)
#define PUSH(m) PUSH_KNOWN(m, false)

/* Whether move m (legal) checks: by table for plain moves of men that shield no
 * line to the enemy king; by gives_check for the rest. */
static inline bool checks(const Position *pos, const GenCtx *g, Move m)
{
    int from = M_FROM(m);
    if ((g->discoverers & BIT(from)) || (m & (MF_EP | MF_CASTLE)) || M_PROMO(m))
        return gives_check(pos, m);
    return (g->check_sq[PTYPE(pos->board[from])] & BIT(M_TO(m))) != 0;
}

/* The squares from which each of our men would check the enemy king (a man
 * of theirs there taken), and the men that shield a line from one of our
 * sliders to it. */
static void find_check_squares(const Position *pos, GenCtx *g)
{
    int ek = SQ64(king_sq(pos, g->them));
    const uint64_t *ours = pos->men[g->us];
    g->check_sq[EMPTY] = g->check_sq[KING] = 0;
    g->check_sq[PAWN] = pawn_from[g->us][ek];
    g->check_sq[KNIGHT] = knight_mask[ek];
    g->check_sq[BISHOP] = slider_reach(ek, 4, 8, g->occ) & ~g->own;
    g->check_sq[ROOK] = slider_reach(ek, 0, 4, g->occ) & ~g->own;
    g->check_sq[QUEEN] = g->check_sq[ROOK] | g->check_sq[BISHOP];
    g->discoverers = 0;
    uint64_t behind = (rook_lines[ek] & (ours[ROOK] | ours[QUEEN])) | (bishop_lines[ek] & (ours[BISHOP] | ours[QUEEN]));
    for (; behind; behind &= behind - 1) {
        uint64_t shield = between[ek][lowest(behind)] & g->occ;
        if (shield && !(shield & (shield - 1)) && (shield & g->own))
            g->discoverers |= shield;
    }
    /* Which men may check: sliders (each looked at), the men that
     * discover, knights a jump from a knight's checking square, pawns that
     * promote, take e.p. or reach a pawn's checking square. */
    uint64_t knights = 0, pawns = ours[PAWN];
    for (uint64_t s = g->check_sq[KNIGHT]; s; s &= s - 1)
        knights |= knight_mask[lowest(s)];
    if (pos->ep == NO_SQ) {
        int step = g->us == WHITE ? 8 : -8;
        uint64_t reach = 0;
        for (uint64_t s = g->check_sq[PAWN]; s; s &= s - 1) {
            int t = lowest(s);
            reach |= pawn_from[g->us][t]; /* capturing onto it */
            if (t - step >= 0 && t - step < 64)
                reach |= 1ULL << (t - step);
            if (t - 2 * step >= 0 && t - 2 * step < 64)
                reach |= 1ULL << (t - 2 * step);
        }
        pawns &= reach | (g->us == WHITE ? 0xffULL << 48 : 0xffULL << 8); /* or promoting */
    }
    g->checkers_maybe = g->discoverers | ours[BISHOP] | ours[ROOK] | ours[QUEEN] | (ours[KNIGHT] & knights) | pawns;
}

/* The e.p. capture can uncover the king along the rank: test it by making it. */
static bool ep_legal(const Position *pos, Move m)
{
    Position after = position_after(pos, m);
    return !in_check(&after, pos->side);
}

/* The squares a move of our man on from (of type t) may usefully go to: the
 * legal targets, and when only checks are wanted and the man shields no line
 * to the enemy king, only the squares from which it checks. */
static inline uint64_t useful_squares(const GenCtx *g, int from, int t)
{
    if (g->checks_only && !(g->discoverers & BIT(from)))
        return g->target & g->check_sq[t];
    return g->target;
}

static void gen_pawn(const Position *pos, const GenCtx *g, int from, MoveList *list)
{
    int us = g->us, f = SQ64(from), fwd = us == WHITE ? 16 : -16, step = us == WHITE ? 8 : -8;
    bool promoting = RANK_OF(from) == (us == WHITE ? 6 : 1), start = RANK_OF(from) == (us == WHITE ? 1 : 6);
    uint64_t hits = pawn_from[g->them][f]; /* the squares it attacks */
    uint64_t one = 1ULL << (f + step), two = start ? 1ULL << (f + 2 * step) : 0;
    /* A pawn that neither promotes nor can take e.p. lists nothing when none
     * of the squares it may reach is useful (most pawns, when checks are wanted). */
    uint64_t useful = useful_squares(g, from, PAWN);
    if (!promoting && pos->ep == NO_SQ && !((hits | one | two) & useful))
        return;
    uint64_t allowed = g->target & pin_allowed(g, f);
    if (g->occ & one)
        one = two = 0;
    else if (g->occ & two)
        two = 0;
    bool ep = pos->ep != NO_SQ && (hits & BIT(pos->ep));
    uint64_t caps = hits & pos->men[g->them][EMPTY];
    if (!promoting && !ep && !((caps | one | two) & useful & allowed))
        return;
    for (uint64_t h = hits; h; h &= h - 1) { /* the captures, file a side first */
        int dest = SQ88(lowest(h));
        if (dest == pos->ep) {
            Move m = MAKE_MOVE(from, dest, 0, MF_CAPTURE | MF_EP);
            if ((g->target & (BIT(dest) | BIT(dest - fwd))) && ep_legal(pos, m))
                PUSH(m);
            continue;
        }
        if (!(caps & allowed & h & -h))
            continue;
        if (promoting) {
            for (int p = QUEEN; p >= KNIGHT; p--)
                PUSH(MAKE_MOVE(from, dest, p, MF_CAPTURE));
        } else {
            PUSH(MAKE_MOVE(from, dest, 0, MF_CAPTURE));
        }
    }
    if (two & allowed)
        PUSH(MAKE_MOVE(from, from + 2 * fwd, 0, MF_DOUBLE));
    if (one & allowed) {
        if (promoting) {
            for (int p = QUEEN; p >= KNIGHT; p--)
                PUSH(MAKE_MOVE(from, from + fwd, p, 0));
        } else {
            PUSH(MAKE_MOVE(from, from + fwd, 0, 0));
        }
    }
}

static void gen_piece(const Position *pos, const GenCtx *g, int from, MoveList *list)
{
    int t = PTYPE(pos->board[from]), f = SQ64(from);
    uint64_t useful = useful_squares(g, from, t) & ~g->own & pin_allowed(g, f);
    bool known = !(g->discoverers & BIT(from)); /* then useful squares check */
    if (t == KNIGHT) {
        /* knight_delta's order is from the highest square down */
        for (uint64_t to = knight_mask[f] & useful; to; to ^= 1ULL << highest(to)) {
            int dest = highest(to);
            PUSH_KNOWN(MAKE_MOVE(from, SQ88(dest), 0, (g->occ >> dest & 1) ? MF_CAPTURE : 0), known);
        }
        return;
    }
    uint64_t lines = t == ROOK ? rook_lines[f] : t == BISHOP ? bishop_lines[f] : rook_lines[f] | bishop_lines[f];
    if (!(lines & useful))
        return; /* no useful square on its lines (a check wanted, mostly) */
    int first = t == BISHOP ? 4 : 0, last = t == ROOK ? 4 : 8;
    for (int i = first; i < last; i++) {
        if (!(ray_mask[f][i] & useful))
            continue;
        uint64_t to = ray_reach(f, i, g->occ) & useful;
        while (to) { /* nearest first */
            int dest = ray_up[i] ? lowest(to) : highest(to);
            to ^= 1ULL << dest;
            PUSH_KNOWN(MAKE_MOVE(from, SQ88(dest), 0, (g->occ >> dest & 1) ? MF_CAPTURE : 0), known);
        }
    }
}

static void gen_king_steps(const Position *pos, const GenCtx *g, MoveList *list)
{
    int ksq = g->ksq, us = g->us;
    /* a king step checks only by discovery */
    bool steps = !g->checks_only || (g->discoverers & BIT(ksq));
    for (int i = 0; i < 8 && steps; i++) {
        int to = ksq + king_delta[i];
        if (OFFBOARD(to))
            continue;
        uint8_t p = pos->board[to];
        if (p != EMPTY && PCOLOUR(p) == us)
            continue;
        if (!king_step_attacked(pos, to, g->them, ksq))
            PUSH(MAKE_MOVE(ksq, to, 0, p ? MF_CAPTURE : 0));
    }
}

static void gen_castling(const Position *pos, const GenCtx *g, MoveList *list)
{
    int ksq = g->ksq, us = g->us;
    if (g->nchecks || !pos->castle)
        return;
    int home = us == WHITE ? 0x04 : 0x74;
    int kside = us == WHITE ? CASTLE_WK : CASTLE_BK, qside = us == WHITE ? CASTLE_WQ : CASTLE_BQ;
    if (ksq != home)
        return;
    const uint8_t rook = PIECE(us, ROOK);
    if ((pos->castle & kside) && pos->board[home + 3] == rook && !pos->board[home + 1] &&
        !pos->board[home + 2] && !is_attacked(pos, home + 1, g->them) &&
        !is_attacked(pos, home + 2, g->them))
        PUSH(MAKE_MOVE(home, home + 2, 0, MF_CASTLE));
    if ((pos->castle & qside) && pos->board[home - 4] == rook && !pos->board[home - 1] &&
        !pos->board[home - 2] && !pos->board[home - 3] && !is_attacked(pos, home - 1, g->them) &&
        !is_attacked(pos, home - 2, g->them))
        PUSH(MAKE_MOVE(home, home - 2, 0, MF_CASTLE));
}

static void generate(const Position *pos, MoveList *list, bool first_only, bool checks_only)
{
    GenCtx g;
    g.us = pos->side;
    g.them = g.us ^ 1;
    g.ksq = king_sq(pos, g.us);
    g.first_only = first_only;
    g.checks_only = checks_only;
    g.discoverers = 0;
    g.checkers_maybe = ~0ULL;
    g.own = pos->men[g.us][EMPTY];
    g.occ = all_men(pos);
    list->n = 0;
    if (checks_only)
        find_check_squares(pos, &g);
    /* King steps need no pin scan: when one is enough (a mate test), try them first. */
    gen_king_steps(pos, &g, list);
    if (first_only && list->n)
        return;
    find_checks_and_pins(pos, &g);
    gen_castling(pos, &g, list);
    if (g.nchecks >= 2 || (first_only && list->n))
        return;
    for (int i = 1; i < pos->count[g.us]; i++) {
        int from = pos->plist[g.us][i];
        if (checks_only && !(g.checkers_maybe & BIT(from)))
            continue;
        if (PTYPE(pos->board[from]) == PAWN)
            gen_pawn(pos, &g, from, list);
        else
            gen_piece(pos, &g, from, list);
        if (first_only && list->n)
            return;
    }
}

void gen_legal(const Position *pos, MoveList *list) { generate(pos, list, false, false); }
void gen_checks(const Position *pos, MoveList *list) { generate(pos, list, false, true); }

/* The men of colour us pinned to their king on SQ64 square k. */
static uint64_t pinned_men(const Position *pos, int us, int k, uint64_t occ)
{
    const uint64_t *them = pos->men[us ^ 1];
    uint64_t pinned = 0;
    uint64_t snipers = (rook_lines[k] & (them[ROOK] | them[QUEEN])) | (bishop_lines[k] & (them[BISHOP] | them[QUEEN]));
    for (; snipers; snipers &= snipers - 1) {
        uint64_t shield = between[k][__builtin_ctzll(snipers)] & occ;
        if (shield && !(shield & (shield - 1)))
            pinned |= shield & pos->men[us][EMPTY];
    }
    return pinned;
}

/* Whether the side to move, in check from the men on checkers (no e.p.
 * capture possible), has a legal move. By squares rather than by moves: a king
 * step to a square not attacked, else (one checker) a man that is not pinned
 * (a pinned man never parries a check) taking the checker or stepping between. */
static bool has_evasion(const Position *pos, uint64_t checkers)
{
    int us = pos->side, them = us ^ 1, ksq = king_sq(pos, us), k = SQ64(ksq);
    uint64_t occ = all_men(pos), without_king = occ & ~BIT(ksq);
    for (uint64_t steps = king_mask[k] & ~pos->men[us][EMPTY]; steps; steps &= steps - 1)
        if (!attacked_through(pos, __builtin_ctzll(steps), them, without_king))
            return true;
    if (checkers & (checkers - 1))
        return false; /* a double check: only the king can move */
    int c = __builtin_ctzll(checkers);
    uint64_t movers = pos->men[us][EMPTY] & ~pos->men[us][KING] & ~pinned_men(pos, us, k, occ);
    if (attackers_of(pos, c, us, occ) & movers)
        return true;
    /* Between the checker and the king: a man that goes there. A pawn goes
     * there by a step forward, never by a capture (the square is empty). */
    uint64_t pawns = pos->men[us][PAWN] & movers, others = movers & ~pawns;
    for (uint64_t gap = between[k][c]; gap; gap &= gap - 1) {
        int t = __builtin_ctzll(gap);
        if (attackers_of(pos, t, us, occ) & others)
            return true;
        int back = us == WHITE ? -8 : 8; /* SQ64 step backwards */
        int from = t + back;
        if (from >= 0 && from < 64) {
            if (pawns & (1ULL << from))
                return true;
            int start = us == WHITE ? 1 : 6, from2 = from + back;
            if ((from2 >> 3) == start && !(occ & (1ULL << from)) && (pawns & (1ULL << from2)))
                return true;
        }
    }
    return false;
}

bool has_legal_move(const Position *pos)
{
    uint64_t checkers = pos->ep == NO_SQ ? attackers_of(pos, SQ64(king_sq(pos, pos->side)), pos->side ^ 1, all_men(pos)) : 0;
    if (checkers)
        return has_evasion(pos, checkers);
    MoveList list;
    generate(pos, &list, true, false);
    return list.n > 0;
}

bool is_mate(const Position *pos) { return in_check(pos, pos->side) && !has_legal_move(pos); }

static uint64_t perft_rec(Position *pos, int depth)
{
    MoveList list;
    gen_legal(pos, &list);
    if (depth <= 1)
        return (uint64_t)list.n;
    uint64_t n = 0;
    for (int i = 0; i < list.n; i++) {
        Undo u;
        make_move(pos, list.moves[i], &u);
        n += perft_rec(pos, depth - 1);
        unmake_move(pos, &u);
    }
    return n;
}

uint64_t perft(Position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    return perft_rec(pos, depth);
}
