/* order.c - one canonical order for every list of a solution, whatever the
 * options and threads: the search generates moves in piece-list order, which
 * make/unmake reshuffle, so the same position can list its moves in another
 * order after more moves were tried (--refutations 2). */
#include "solver/solution.h"

/* Order of the moving man: king (castling included), queen, rook, bishop, knight, pawn. */
static const int MAN_RANK[] = { [KING] = 0, [QUEEN] = 1, [ROOK] = 2, [BISHOP] = 3,
                                [KNIGHT] = 4, [PAWN] = 5, [EMPTY] = 6 };
/* Promotion: queen, rook, bishop, knight (none first). */
static const int PROMO_RANK[] = { [EMPTY] = 0, [QUEEN] = 1, [ROOK] = 2, [BISHOP] = 3,
                                  [KNIGHT] = 4, [PAWN] = 5, [KING] = 5 };

/* A square in the order of its name: a1, a2, ..., a8, b1, ..., h8. */
static unsigned square_rank(int sq) { return (unsigned)(FILE_OF(sq) * 8 + RANK_OF(sq)); }

/* The sort key of legal move m in pos: man, from, to, promotion. */
static unsigned move_rank(const Position *pos, Move m)
{
    return (unsigned)MAN_RANK[PTYPE(pos->board[M_FROM(m)])] << 16 | square_rank(M_FROM(m)) << 9 |
           square_rank(M_TO(m)) << 3 | (unsigned)PROMO_RANK[M_PROMO(m)];
}

/* Insertion sort of moves played in pos (the lists are short). */
static void sort_moves(const Position *pos, Move *m, int n)
{
    for (int i = 1; i < n; i++) {
        Move x = m[i];
        unsigned r = move_rank(pos, x);
        int j = i;
        for (; j > 0 && move_rank(pos, m[j - 1]) > r; j--)
            m[j] = m[j - 1];
        m[j] = x;
    }
}

void order_moves(const Position *pos, Move *m, int n)
{
    sort_moves(pos, m, n);
}

/* The defences (played in pos) in order, each with its mates in order. */
static void sort_variations(Solution *s, const Position *pos, Variation *v, int n)
{
    for (int i = 1; i < n; i++) {
        Variation x = v[i];
        unsigned r = move_rank(pos, x.defence);
        int j = i;
        for (; j > 0 && move_rank(pos, v[j - 1].defence) > r; j--)
            v[j] = v[j - 1];
        v[j] = x;
    }
    for (int i = 0; i < n; i++) {
        Position after = *pos;
        Undo u;
        make_move(&after, v[i].defence, &u);
        sort_moves(&after, s->pool + v[i].first, v[i].n);
    }
}

static void sort_plays(const Position *pos, Play *p, int n)
{
    for (int i = 1; i < n; i++) {
        Play x = p[i];
        unsigned r = move_rank(pos, x.move);
        int j = i;
        for (; j > 0 && move_rank(pos, p[j - 1].move) > r; j--)
            p[j] = p[j - 1];
        p[j] = x;
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
        sort_moves(&passed, s->pool + p->threats_first, p->nthreats);
    }
    sort_variations(s, &after, p->vars, p->nvars);
    if (p->nrefuts > 0)
        sort_moves(&after, s->pool + p->refuts_first, p->nrefuts);
}

void solution_order(Solution *s)
{
    sort_moves(&s->start, s->shorts, s->nshorts);
    sort_plays(&s->start, s->keys, s->nkeys);
    sort_plays(&s->start, s->tries, s->ntries);
    for (int i = 0; i < s->nkeys; i++)
        order_play(s, &s->keys[i]);
    for (int i = 0; i < s->ntries; i++)
        order_play(s, &s->tries[i]);
    if (s->set_computed && s->nset > 0) {
        Position passed = s->start;
        Undo u;
        make_null(&passed, &u);
        sort_variations(s, &passed, s->set, s->nset);
    }
}
