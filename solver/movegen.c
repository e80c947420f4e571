/* movegen.c - strictly legal move generation: pins and checks are found from the
 * king outwards first, so no move has to be made to test its legality (e.p. aside). */
#include <string.h>
#include "solver/movegen.h"
#include "solver/tables.h"

typedef struct {
    int us, them, ksq;
    int nchecks;
    uint64_t target;    /* squares a non-king move may go to (all when not in check) */
    uint64_t pinned;
    int pin_dir[8];     /* direction of each pin, by pinned square below */
    int pin_sq[8];
    int npins;
    bool first_only;    /* stop at the first legal move */
    bool checks_only;   /* only moves that check the enemy king */
    uint64_t check_sq[7];  /* by piece type: squares from which it would check */
    uint64_t discoverers;  /* our men whose leaving a line uncovers a check */
} GenCtx;

static void find_checks_and_pins(const Position *pos, GenCtx *g)
{
    int ksq = g->ksq, us = g->us, them = g->them;
    g->nchecks = 0;
    g->npins = 0;
    g->pinned = 0;
    g->target = ~0ULL;
    uint64_t check_line = 0;
    for (int i = 0; i < 8; i++) {
        int d = king_delta[i], s = ksq + d, own = NO_SQ;
        for (; !OFFBOARD(s); s += d) {
            uint8_t p = pos->board[s];
            if (p == EMPTY)
                continue;
            if (PCOLOUR(p) == us) {
                if (own != NO_SQ)
                    break;
                own = s;
                continue;
            }
            if (slides_along(PTYPE(p), d)) {
                if (own == NO_SQ) {
                    /* The checker and the squares between it and the king. */
                    g->nchecks++;
                    check_line = 0;
                    for (int t = ksq + d; t != s + d; t += d)
                        check_line |= BIT(t);
                } else {
                    g->pinned |= BIT(own);
                    g->pin_sq[g->npins] = own;
                    g->pin_dir[g->npins++] = d;
                }
            }
            break;
        }
    }
    for (int i = 0; i < 8; i++) {
        int s = ksq + knight_delta[i];
        if (!OFFBOARD(s) && pos->board[s] == PIECE(them, KNIGHT))
            g->nchecks++, check_line = BIT(s);
    }
    int fwd = us == WHITE ? 16 : -16;
    for (int side = -1; side <= 1; side += 2) {
        int s = ksq + fwd + side;
        if (!OFFBOARD(s) && pos->board[s] == PIECE(them, PAWN))
            g->nchecks++, check_line = BIT(s);
    }
    if (g->nchecks)
        g->target = check_line;
}

static inline int pin_direction(const GenCtx *g, int sq)
{
    for (int i = 0; i < g->npins; i++)
        if (g->pin_sq[i] == sq)
            return g->pin_dir[i];
    return 0;
}

/* A pinned man may only move along the line of its pin. */
static inline bool pin_allows(const GenCtx *g, int from, int to)
{
    if (!(g->pinned & BIT(from)))
        return true;
    int d = pin_direction(g, from);
    int dt = dir_table[DIFF(g->ksq, to)];
    return dt == d;
}

#define PUSH(m)                                     \
    do {                                            \
        Move m_ = (m);                              \
        if (g->checks_only && !checks(pos, g, m_))  \
            break;                                  \
        list->moves[list->n++] = m_;                \
        if (g->first_only)                          \
            return;                                 \
    } while (0)

/* Whether move m (legal) checks: by table for plain moves of men that shield no
 * line to the enemy king; by gives_check for the rest. */
static inline bool checks(const Position *pos, const GenCtx *g, Move m)
{
    int from = M_FROM(m);
    if ((g->discoverers & BIT(from)) || (m & (MF_EP | MF_CASTLE)) || M_PROMO(m))
        return gives_check(pos, m);
    return (g->check_sq[PTYPE(pos->board[from])] & BIT(M_TO(m))) != 0;
}

/* The squares from which each of our men would check the enemy king, and the men
 * that shield a line from one of our sliders to it. */
static void find_check_squares(const Position *pos, GenCtx *g)
{
    int us = g->us, ek = king_sq(pos, g->them);
    memset(g->check_sq, 0, sizeof g->check_sq);
    g->discoverers = 0;
    for (int i = 0; i < 8; i++) {
        int d = king_delta[i], s = ek + d;
        uint64_t *line = &g->check_sq[i < 4 ? ROOK : BISHOP];
        for (; !OFFBOARD(s) && pos->board[s] == EMPTY; s += d)
            *line |= BIT(s);
        if (OFFBOARD(s))
            continue;
        if (PCOLOUR(pos->board[s]) != us) {
            *line |= BIT(s); /* a capture there checks */
            continue;
        }
        int shield = s;
        for (s += d; !OFFBOARD(s) && pos->board[s] == EMPTY; s += d)
            ;
        if (!OFFBOARD(s) && PCOLOUR(pos->board[s]) == us && slides_along(PTYPE(pos->board[s]), d))
            g->discoverers |= BIT(shield);
    }
    g->check_sq[QUEEN] = g->check_sq[ROOK] | g->check_sq[BISHOP];
    for (int i = 0; i < 8; i++)
        if (!OFFBOARD(ek + knight_delta[i]))
            g->check_sq[KNIGHT] |= BIT(ek + knight_delta[i]);
    int back = us == WHITE ? -16 : 16;
    for (int side = -1; side <= 1; side += 2)
        if (!OFFBOARD(ek + back + side))
            g->check_sq[PAWN] |= BIT(ek + back + side);
}

/* The e.p. capture can uncover the king along the rank: test it by making it. */
static bool ep_legal(const Position *pos, Move m)
{
    Position copy = *pos;
    Undo u;
    make_move(&copy, m, &u);
    return !in_check(&copy, pos->side);
}

/* The squares a move of our man on from (of type t) may usefully go to: the
 * legal targets, and when only checks are wanted and the man shields no line
 * to the enemy king, only the squares from which it checks. Rays and knight
 * jumps that reach none of them are skipped: they would list nothing. */
static inline uint64_t useful_squares(const GenCtx *g, int from, int t)
{
    if (g->checks_only && !(g->discoverers & BIT(from)))
        return g->target & g->check_sq[t];
    return g->target;
}

static void gen_pawn(const Position *pos, const GenCtx *g, int from, MoveList *list)
{
    int us = g->us, fwd = us == WHITE ? 16 : -16;
    int last_rank = us == WHITE ? 7 : 0, start_rank = us == WHITE ? 1 : 6;
    int to = from + fwd;
    /* A pawn that neither promotes nor can take e.p. moves only to these
     * squares: when none is useful it lists nothing. */
    uint64_t useful = useful_squares(g, from, PAWN);
    if (useful != ~0ULL && RANK_OF(to) != last_rank &&
        (pos->ep == NO_SQ || (pos->ep != to - 1 && pos->ep != to + 1))) {
        uint64_t reach = BIT(to);
        if (RANK_OF(from) == start_rank)
            reach |= BIT(to + fwd);
        if (!OFFBOARD(to - 1))
            reach |= BIT(to - 1);
        if (!OFFBOARD(to + 1))
            reach |= BIT(to + 1);
        if (!(reach & useful))
            return;
    }
    for (int side = -1; side <= 2; side++) {
        int flags = 0, dest;
        if (side == 0)
            continue;
        if (side == 2) { /* the double step, only after a free single step */
            if (RANK_OF(from) != start_rank || pos->board[to] != EMPTY)
                continue;
            dest = to + fwd;
            if (pos->board[dest] != EMPTY)
                continue;
            flags = MF_DOUBLE;
        } else {
            dest = to + side;
            if (OFFBOARD(dest))
                continue;
            if (dest == pos->ep && pos->board[dest] == EMPTY) {
                Move m = MAKE_MOVE(from, dest, 0, MF_CAPTURE | MF_EP);
                int victim = dest - fwd;
                if ((g->target & (BIT(dest) | BIT(victim))) && ep_legal(pos, m))
                    PUSH(m);
                continue;
            }
            if (pos->board[dest] == EMPTY || PCOLOUR(pos->board[dest]) == us)
                continue;
            flags = MF_CAPTURE;
        }
        if (!(g->target & BIT(dest)) || !pin_allows(g, from, dest))
            continue;
        if (RANK_OF(dest) == last_rank) {
            for (int p = QUEEN; p >= KNIGHT; p--)
                PUSH(MAKE_MOVE(from, dest, p, flags));
        } else {
            PUSH(MAKE_MOVE(from, dest, 0, flags));
        }
    }
    /* the single step */
    if (pos->board[to] == EMPTY && (g->target & BIT(to)) && pin_allows(g, from, to)) {
        if (RANK_OF(to) == last_rank) {
            for (int p = QUEEN; p >= KNIGHT; p--)
                PUSH(MAKE_MOVE(from, to, p, 0));
        } else {
            PUSH(MAKE_MOVE(from, to, 0, 0));
        }
    }
}

static void gen_piece(const Position *pos, const GenCtx *g, int from, MoveList *list)
{
    int t = PTYPE(pos->board[from]), us = g->us;
    uint64_t useful = useful_squares(g, from, t);
    if (t == KNIGHT) {
        if ((g->pinned & BIT(from)) || !(knight_mask[SQ64(from)] & useful))
            return;
        for (int i = 0; i < 8; i++) {
            int to = from + knight_delta[i];
            if (OFFBOARD(to) || !(useful & BIT(to)))
                continue;
            uint8_t p = pos->board[to];
            if (p == EMPTY)
                PUSH(MAKE_MOVE(from, to, 0, 0));
            else if (PCOLOUR(p) != us)
                PUSH(MAKE_MOVE(from, to, 0, MF_CAPTURE));
        }
        return;
    }
    int first = t == BISHOP ? 4 : 0, last = t == ROOK ? 4 : 8;
    bool prune = useful != ~0ULL; /* not when every square is useful (no check, every move) */
    for (int i = first; i < last; i++) {
        int d = king_delta[i];
        if (prune && !(ray_mask[SQ64(from)][i] & useful))
            continue;
        if ((g->pinned & BIT(from)) && !pin_allows(g, from, from + d))
            continue;
        for (int to = from + d; !OFFBOARD(to); to += d) {
            uint8_t p = pos->board[to];
            if (p != EMPTY && PCOLOUR(p) == us)
                break;
            if (useful & BIT(to))
                PUSH(MAKE_MOVE(from, to, 0, p ? MF_CAPTURE : 0));
            if (p != EMPTY)
                break;
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

bool has_legal_move(const Position *pos)
{
    MoveList list;
    generate(pos, &list, true, false);
    return list.n > 0;
}

bool is_mate(const Position *pos) { return in_check(pos, pos->side) && !has_legal_move(pos); }

bool gives_check(const Position *pos, Move m)
{
    int from = M_FROM(m), to = M_TO(m), us = pos->side;
    int ek = king_sq(pos, us ^ 1);
    if (m & (MF_EP | MF_CASTLE)) { /* rare: make it and look */
        Position copy = *pos;
        Undo u;
        make_move(&copy, m, &u);
        return in_check(&copy, us ^ 1);
    }
    int t = M_PROMO(m) ? M_PROMO(m) : PTYPE(pos->board[from]);
    int diff = DIFF(to, ek);
    uint8_t bits = attack_table[diff];
    if (t == PAWN) {
        if (bits & (us == WHITE ? 1 << PAWN : ATT_BPAWN))
            return true;
    } else if (t != KING && (bits & (1 << t))) {
        if (t == KNIGHT)
            return true;
        int d = dir_table[diff], s = to + d;
        while (s != ek && (pos->board[s] == EMPTY || s == from))
            s += d;
        if (s == ek)
            return true;
    }
    /* discovered check: 'from' shielded the king from one of our sliders */
    int d = dir_table[DIFF(ek, from)];
    if (!d || dir_table[DIFF(ek, to)] == d)
        return false;
    int s = ek + d;
    while (s != from) {
        if (pos->board[s] != EMPTY)
            return false;
        s += d;
    }
    for (s = from + d; !OFFBOARD(s); s += d) {
        uint8_t p = pos->board[s];
        if (p == EMPTY)
            continue;
        return PCOLOUR(p) == us && slides_along(PTYPE(p), d);
    }
    return false;
}

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

Move move_rebuild(const Position *pos, Move m)
{
    int from = M_FROM(m), to = M_TO(m), promo = M_PROMO(m), us = pos->side;
    if ((m & (MF_CASTLE | MF_EP)) || from == to)
        return MOVE_NONE;
    uint8_t pc = pos->board[from], target = pos->board[to];
    if (pc == EMPTY || PCOLOUR(pc) != us || (target != EMPTY && (PCOLOUR(target) == us || PTYPE(target) == KING)))
        return MOVE_NONE;
    int t = PTYPE(pc);
    unsigned flags = target != EMPTY ? MF_CAPTURE : 0;
    if (t == PAWN) {
        int fwd = us == WHITE ? 16 : -16, last = us == WHITE ? 7 : 0, start = us == WHITE ? 1 : 6;
        if (to == from + fwd) {
            if (target != EMPTY)
                return MOVE_NONE;
        } else if (to == from + 2 * fwd) {
            if (RANK_OF(from) != start || target != EMPTY || pos->board[from + fwd] != EMPTY)
                return MOVE_NONE;
            flags |= MF_DOUBLE;
        } else if (to == from + fwd - 1 || to == from + fwd + 1) {
            if (target == EMPTY)
                return MOVE_NONE; /* an e.p. capture is the generator's */
        } else {
            return MOVE_NONE;
        }
        if ((RANK_OF(to) == last) != (promo != 0) || (promo && (promo < KNIGHT || promo > QUEEN)))
            return MOVE_NONE;
    } else {
        if (promo || !(attack_table[DIFF(from, to)] & (1 << t)))
            return MOVE_NONE;
        if (t != KNIGHT && t != KING) {
            int d = dir_table[DIFF(from, to)];
            for (int s = from + d; s != to; s += d)
                if (pos->board[s] != EMPTY)
                    return MOVE_NONE;
        }
    }
    return MAKE_MOVE(from, to, promo, flags);
}

Move move_from_uci(const Position *pos, const char *uci)
{
    MoveList list;
    char buf[6];
    gen_legal(pos, &list);
    for (int i = 0; i < list.n; i++)
        if (strcmp(move_to_uci(list.moves[i], buf), uci) == 0)
            return list.moves[i];
    return MOVE_NONE;
}
