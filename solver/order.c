/* order.c - one canonical order for every list of a solution (README
 * "Order"): the search generates moves in the order of the piece lists, which
 * follows the squares the input named the men in, not the order a reader
 * expects (king, queen, ..., then squares). */
#include <assert.h>
#include <stdlib.h>
#include "solver/solution.h"

/* Order of the moving man: king (castling included), queen, rook, bishop, knight, pawn. */
static const int MAN_RANK[] = { [KING] = 0, [QUEEN] = 1, [ROOK] = 2, [BISHOP] = 3,
                                [KNIGHT] = 4, [PAWN] = 5, [EMPTY] = 6 };
/* Promotion: queen, rook, bishop, knight (none first). */
static const int PROMO_RANK[] = { [EMPTY] = 0, [QUEEN] = 1, [ROOK] = 2, [BISHOP] = 3,
                                  [KNIGHT] = 4, [PAWN] = 5, [KING] = 5 };

/* A square in the order of its name: a1, a2, ..., a8, b1, ..., h8. */
static unsigned square_rank(int sq) { return (unsigned)(FILE_OF(sq) * 8 + RANK_OF(sq)); }

/* The sort key of legal move m in pos: man, from, to, promotion (distinct
 * moves have distinct keys, so the unstable qsort is deterministic). */
static unsigned move_rank(const Position *pos, Move m)
{
    return (unsigned)MAN_RANK[PTYPE(pos->board[M_FROM(m)])] << 16 | square_rank(M_FROM(m)) << 9 |
           square_rank(M_TO(m)) << 3 | (unsigned)PROMO_RANK[M_PROMO(m)];
}

static int cmp_plays(const void *a, const void *b, void *pos)
{
    unsigned ra = move_rank(pos, ((const Play *)a)->move), rb = move_rank(pos, ((const Play *)b)->move);
    return ra < rb ? -1 : ra > rb;
}

/* The lists are short (a few moves, a few dozen defences) and their ranks
 * distinct: an insertion sort on ranks worked out once each. */
void order_moves(const Position *pos, Move *m, int n)
{
    if (n < 2)
        return;
    unsigned rank[MAX_MOVES];
    for (int i = 0; i < n; i++) {
        Move x = m[i];
        unsigned r = move_rank(pos, x);
        int j = i;
        for (; j > 0 && rank[j - 1] > r; j--) {
            rank[j] = rank[j - 1];
            m[j] = m[j - 1];
        }
        rank[j] = r;
        m[j] = x;
    }
}

/* The defences (played in pos) in order, each with its mates in order. */
static void order_variations(Solution *s, const Position *pos, Variation *v, int n)
{
    unsigned rank[MAX_MOVES];
    for (int i = 0; i < n; i++) {
        Variation x = v[i];
        unsigned r = move_rank(pos, x.defence);
        int j = i;
        for (; j > 0 && rank[j - 1] > r; j--) {
            rank[j] = rank[j - 1];
            v[j] = v[j - 1];
        }
        rank[j] = r;
        v[j] = x;
    }
    for (int i = 0; i < n; i++) {
        if (v[i].n < 2)
            continue;
        Position after = position_after(pos, v[i].defence);
        order_moves(&after, s->pool + v[i].first, v[i].n);
    }
}

/* The threats, variations and refutations of a key or try. */
static void order_play(Solution *s, Play *p)
{
    Position after = position_after(&s->start, p->move);
    if (p->nthreats > 1) {
        Position passed = position_passed(&after);
        order_moves(&passed, s->pool + p->threats_first, p->nthreats);
    }
    order_variations(s, &after, p->vars, p->nvars);
    if (p->nrefuts > 1) /* none may have no pool: NULL + 0 is undefined */
        order_moves(&after, s->pool + p->refuts_first, p->nrefuts);
}

void solution_order(Solution *s)
{
    order_moves(&s->start, s->shorts, s->nshorts);
    if (s->nkeys > 1)
        qsort_r(s->keys, (size_t)s->nkeys, sizeof *s->keys, cmp_plays, &s->start);
    if (s->ntries > 1)
        qsort_r(s->tries, (size_t)s->ntries, sizeof *s->tries, cmp_plays, &s->start);
    for (int i = 0; i < s->nkeys; i++)
        order_play(s, &s->keys[i]);
    for (int i = 0; i < s->ntries; i++)
        order_play(s, &s->tries[i]);
    if (s->set_computed && s->nset > 0) {
        Position passed = position_passed(&s->start);
        order_variations(s, &passed, s->set, s->nset);
    }
}

#ifndef NDEBUG
/* Whether m[0..n) of pos is in the canonical order, without repeats. */
static bool in_order(const Position *pos, const Move *m, int n)
{
    for (int i = 1; i < n; i++)
        if (move_rank(pos, m[i - 1]) >= move_rank(pos, m[i]))
            return false;
    return true;
}

static bool slice_ok(const Solution *s, int first, int n) { return first >= 0 && n >= 0 && first + n <= s->npool; }

static bool variations_ok(const Solution *s, const Position *pos, const Variation *v, int n)
{
    assert(n == 0 || (v >= s->vpool && v + n <= s->vpool + s->nvpool));
    for (int i = 0; i < n; i++) {
        assert(i == 0 || move_rank(pos, v[i - 1].defence) < move_rank(pos, v[i].defence));
        assert(slice_ok(s, v[i].first, v[i].n));
        Position after = position_after(pos, v[i].defence);
        assert(in_order(&after, sol_moves(s, v[i].first), v[i].n));
    }
    return true;
}

static bool play_ok(const Solution *s, const Play *p)
{
    assert(slice_ok(s, p->threats_first, p->nthreats) && slice_ok(s, p->refuts_first, p->nrefuts));
    assert(!p->check || p->nthreats == 0);
    Position after = position_after(&s->start, p->move);
    if (p->nthreats > 1) {
        Position passed = position_passed(&after);
        assert(in_order(&passed, sol_moves(s, p->threats_first), p->nthreats));
    }
    assert(variations_ok(s, &after, p->vars, p->nvars));
    assert(in_order(&after, sol_moves(s, p->refuts_first), p->nrefuts));
    return true;
}

bool solution_ok(const Solution *s)
{
    assert(position_ok(&s->start));
    assert(s->npool >= 0 && s->nvpool >= 0 && s->nkeys >= 0 && s->ntries >= 0 && s->nshorts >= 0);
    switch (s->status) {
    case ST_SOUND: assert(s->nkeys == 1 && s->nshorts == 0); break;
    case ST_COOKED: assert(s->nkeys > 1 && s->nshorts == 0); break;
    case ST_SHORT: assert(s->nshorts > 0); break;
    case ST_NO_SOLUTION: assert(s->nkeys == 0 && s->nshorts == 0); break;
    case ST_TIMEOUT: assert(!s->analysed); break;
    default: assert(!"a solve ends with one of the statuses above");
    }
    assert(in_order(&s->start, s->shorts, s->nshorts));
    for (int i = 0; i < s->nkeys; i++) {
        assert(i == 0 || move_rank(&s->start, s->keys[i - 1].move) < move_rank(&s->start, s->keys[i].move));
        assert(s->keys[i].nrefuts == 0 && play_ok(s, &s->keys[i]));
    }
    for (int i = 0; i < s->ntries; i++) {
        assert(i == 0 || move_rank(&s->start, s->tries[i - 1].move) < move_rank(&s->start, s->tries[i].move));
        assert(s->tries[i].nrefuts > 0);
        assert(play_ok(s, &s->tries[i]));
    }
    if (s->set_computed) {
        Position passed = position_passed(&s->start);
        assert(variations_ok(s, &passed, s->set, s->nset));
    }
    return true;
}
#endif
