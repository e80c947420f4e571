/* entry_groups.c - the defence groups of an entry: the moves a theme counts as one
 * defence, each line marked with the line that writes its group (ThemeLine.group),
 * worked out once where the entry is made or read, so that the text only reads them. */
#include <stdlib.h>
#include "themes/analysis.h"
#include "themes/phases.h"
#include "solver/movegen.h"

bool king_defence(const Position *start, Move m)
{
    /* Neither king has moved before a defence: the white king's key leaves its
     * square empty, and Black's king stands where the diagram has it. */
    return start && (M_FROM(m) == king_sq(start, WHITE) || M_FROM(m) == king_sq(start, BLACK));
}

/* A relation between two lines of one list, the earlier first: whether they are
 * one defence; ctx: what the relation reads besides them. */
typedef bool OneDefence(const void *ctx, const ThemeLine *a, const ThemeLine *b);

/* Marks each line of l with its group: the first earlier line that heads a group and
 * is one defence with it, else its own index. Returns how many groups. */
static int group_lines(ThemeLines *l, OneDefence *one, const void *ctx)
{
    int groups = 0;
    for (int i = 0; i < l->n; i++) {
        ThemeLine *b = &l->v[i];
        b->group = i;
        for (int j = 0; j < i && b->group == i; j++)
            if (l->v[j].group == j && one(ctx, &l->v[j], b))
                b->group = j;
        groups += b->group == i;
    }
    return groups;
}

/* Whether one of mates takes e.p. after defence d (a pawn's double step in start's
 * play; false without start): a pawn's step from the next file to the square d
 * passed over, from the square beside the one d went to (a rook that the key put
 * on g6 and mates on h6 after 1...h5 takes nothing e.p.). first: the phase's first
 * move (the key, a try; MOVE_NONE for the set play), which may have brought the
 * mating man: a pawn, not a queen the key put on g5 for 1...h5 2.Qh6#. A record read
 * back has no MF_EP, hence the squares.
 * moves_same compares squares, and "2.exd6 e.p.#" is not the "2.exd6#" of 1...d6. */
static bool ep_mate(const Position *start, Move first, Move d, const ThemeMoves *mates)
{
    int from = M_FROM(d), to = M_TO(d);
    if (!start || PTYPE(start->board[from]) != PAWN || FILE_OF(from) != FILE_OF(to)
        || (RANK_OF(from) - RANK_OF(to) != 2 && RANK_OF(to) - RANK_OF(from) != 2))
        return false;
    for (int i = 0; i < mates->n; i++) {
        int mf = M_FROM(mates->v[i]), mover = PTYPE(start->board[mf]);
        if (mover == EMPTY && first != MOVE_NONE && M_TO(first) == mf && !M_PROMO(first))
            mover = PTYPE(start->board[M_FROM(first)]); /* the man the first move put there */
        if ((mates->v[i] & MF_EP)
            || (M_TO(mates->v[i]) == (from + to) / 2 && RANK_OF(mf) == RANK_OF(to)
                && (FILE_OF(mf) == FILE_OF(from) + 1 || FILE_OF(mf) + 1 == FILE_OF(from)) && mover == PAWN))
            return true;
    }
    return false;
}

bool lines_one_change(const Position *start, const ThemeLine *a, const ThemeLine *b)
{
    return M_FROM(a->move) == M_FROM(b->move) && !king_defence(start, a->move) && a->has_moves == b->has_moves
           && a->has_before == b->has_before && moves_same(&a->moves, &b->moves) && moves_same(&a->before, &b->before);
}

/* What one_written reads besides the lines: the diagram, and the first moves of
 * the phases whose mates the lines hold ("moves", "before"). */
typedef struct {
    const Position *start;
    Move first, first_before;
} Written;

/* lines_one_change, and both or neither met by a mate e.p.: "2.exf6 e.p.#" after
 * 1...f5 is another mate than the "2.exf6#" of 1...f6, so they are two defences, in
 * the text and in the record's count. */
static bool one_written(const void *ctx, const ThemeLine *a, const ThemeLine *b)
{
    const Written *w = ctx;
    return lines_one_change(w->start, a, b)
           && ep_mate(w->start, w->first, a->move, &a->moves) == ep_mate(w->start, w->first, b->move, &b->moves)
           && ep_mate(w->start, w->first_before, a->move, &a->before)
                  == ep_mate(w->start, w->first_before, b->move, &b->before);
}

int entry_group_variations(ThemeEntry *e, const Position *start)
{
    /* the mates after the key, and before it the try's (or the set play's) */
    Written w = { start, e->key, entry_has(e, EF_TRY) ? e->try_move : MOVE_NONE };
    return group_lines(&e->variations, one_written, &w);
}

/* The index of defence d's line in block b, or -1. */
static int line_index(const ThemeBlock *b, Move d)
{
    for (int i = 0; i < b->variations.n; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            return i;
    return -1;
}

/* What the relations between the lines of an entry's blocks read besides them. */
typedef struct {
    const ThemeEntry *e;
    const Position *start; /* the diagram; across twins, the last twin's */
    const Position *pos;   /* per block, where its defender moves (the phases only) */
} Blocks;

/* Whether lines a and b of a Zagoruiko's first phase are one defence: met by one mate
 * (its identity, as the Zagoruiko's detector compares them) in every phase, neither
 * a king's flight (each is its own, king_defence). */
static bool one_mate_everywhere(const void *ctx, const ThemeLine *la, const ThemeLine *lb)
{
    const Blocks *c = ctx;
    Move a = la->move, b = lb->move;
    if (king_defence(c->start, a) || king_defence(c->start, b))
        return false;
    for (int k = 0; k < c->e->nblocks; k++) {
        const ThemeBlock *bk = &c->e->blocks[k];
        int x = line_index(bk, a), y = line_index(bk, b);
        if (x < 0 || y < 0 || bk->variations.v[x].moves.n == 0 || bk->variations.v[y].moves.n == 0)
            return false;
        if (entry_identity(c->e, c->start, bk->move, &c->pos[k], bk->variations.v[x].moves.v[0])
            != entry_identity(c->e, c->start, bk->move, &c->pos[k], bk->variations.v[y].moves.v[0]))
            return false;
    }
    return true;
}

void entry_group_phases(ThemeEntry *e, const Position *start)
{
    /* Across twins the phases stand in different diagrams. */
    if (e->nblocks == 0 || entry_has(e, EF_TWINS))
        return;
    if (e->id != THEME_ZAGORUIKO && e->id != THEME_BARTOLOVIC) {
        /* in each block, moves of one man met by the same mates there, as changed
         * mates group theirs (a pawn's promotions on one square among them) */
        for (int k = 0; k < e->nblocks; k++)
            group_lines(&e->blocks[k].variations, one_written, &(Written){ start, e->blocks[k].move, MOVE_NONE });
        return;
    }
    ThemeLines *first = &e->blocks[0].variations;
    Position *pos = malloc(sizeof *pos * (size_t)e->nblocks);
    if (!pos)
        abort();
    for (int k = 0; k < e->nblocks; k++) {
        Move m = e->blocks[k].move == MOVE_NONE ? MOVE_NONE : move_legal(start, e->blocks[k].move);
        pos[k] = m != MOVE_NONE ? position_after(start, m) : e->blocks[k].move == MOVE_NONE ? position_passed(start) : *start;
    }
    group_lines(first, one_mate_everywhere, &(Blocks){ e, start, pos });
    /* Each line takes the line, in its block, of its group's first defence in the
     * first block; downward, so that the first block's groups are read before they
     * are written again. */
    for (int k = e->nblocks - 1; k >= 0; k--)
        for (int x = e->blocks[k].variations.n - 1; x >= 0; x--) {
            ThemeLine *l = &e->blocks[k].variations.v[x];
            int i = line_index(&e->blocks[0], l->move), head = i >= 0 ? first->v[i].group : -1;
            int h = i >= 0 && head != i ? line_index(&e->blocks[k], first->v[head].move) : -1;
            l->group = h >= 0 ? h : x;
        }
    free(pos);
}

/* Whether defences a and b, moves of one man but a king (in the last twin's
 * diagram), are met alike in every block: absent from both there, or both with the
 * same mates (one twin's diagram each). */
static bool one_defence_in_blocks(const void *ctx, const ThemeLine *la, const ThemeLine *lb)
{
    const Blocks *c = ctx;
    const ThemeEntry *e = c->e;
    Move a = la->move, b = lb->move;
    if (M_FROM(a) != M_FROM(b) || king_defence(c->start, a))
        return false;
    for (int k = 0; k < e->nblocks; k++) {
        int x = line_index(&e->blocks[k], a), y = line_index(&e->blocks[k], b);
        if ((x < 0) != (y < 0)
            || (x >= 0 && !moves_same(&e->blocks[k].variations.v[x].moves, &e->blocks[k].variations.v[y].moves)))
            return false;
    }
    return true;
}

int entry_group_blocks(ThemeEntry *e, const Position *last)
{
    int groups = 0;
    for (int k = 0; k < e->nblocks; k++)
        groups = group_lines(&e->blocks[k].variations, one_defence_in_blocks, &(Blocks){ e, last, NULL });
    return groups;
}
