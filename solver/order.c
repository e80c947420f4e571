/* order.c - one canonical order for every list of a solution, whatever the
 * options and threads: the search generates moves in piece-list order, which
 * make/unmake reshuffle, so the same position can list its moves in another
 * order after more moves were tried (--refutations 2). */
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

static int cmp_ranks(const Position *pos, Move a, Move b)
{
    unsigned ra = move_rank(pos, a), rb = move_rank(pos, b);
    return ra < rb ? -1 : ra > rb;
}

static int cmp_moves(const void *a, const void *b, void *pos)
{
    return cmp_ranks(pos, *(const Move *)a, *(const Move *)b);
}

static int cmp_variations(const void *a, const void *b, void *pos)
{
    return cmp_ranks(pos, ((const Variation *)a)->defence, ((const Variation *)b)->defence);
}

static int cmp_plays(const void *a, const void *b, void *pos)
{
    return cmp_ranks(pos, ((const Play *)a)->move, ((const Play *)b)->move);
}

void order_moves(const Position *pos, Move *m, int n)
{
    if (n > 1)
        qsort_r(m, (size_t)n, sizeof *m, cmp_moves, (void *)pos);
}

/* The defences (played in pos) in order, each with its mates in order. */
static void order_variations(Solution *s, const Position *pos, Variation *v, int n)
{
    if (n > 1)
        qsort_r(v, (size_t)n, sizeof *v, cmp_variations, (void *)pos);
    for (int i = 0; i < n; i++) {
        Position after = *pos;
        Undo u;
        make_move(&after, v[i].defence, &u);
        order_moves(&after, s->pool + v[i].first, v[i].n);
    }
}

/* The threats, variations and refutations of a key or try. */
static void order_play(Solution *s, Play *p)
{
    Position after = s->start;
    Undo u;
    make_move(&after, p->move, &u);
    if (p->nthreats > 0) {
        Position passed = after;
        make_null(&passed, &u);
        order_moves(&passed, s->pool + p->threats_first, p->nthreats);
    }
    order_variations(s, &after, p->vars, p->nvars);
    if (p->nrefuts > 0)
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
        Position passed = s->start;
        Undo u;
        make_null(&passed, &u);
        order_variations(s, &passed, s->set, s->nset);
    }
}
