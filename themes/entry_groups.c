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

/* Whether changed-mates lines a and b are one defence of a count: moves of one man
 * (not the king) met alike. */
static bool one_change(const Position *start, const ThemeLine *a, const ThemeLine *b)
{
    return M_FROM(a->move) == M_FROM(b->move) && !king_defence(start, a->move) && a->has_moves == b->has_moves
           && a->has_before == b->has_before && moves_same(&a->moves, &b->moves) && moves_same(&a->before, &b->before);
}

int entry_group_variations(ThemeEntry *e, const Position *start)
{
    int groups = 0;
    for (int i = 0; i < e->variations.n; i++) {
        ThemeLine *l = &e->variations.v[i];
        l->group = i;
        for (int j = 0; j < i && l->group == i; j++)
            if (one_change(start, &e->variations.v[j], l))
                l->group = j;
        groups += l->group == i;
    }
    return groups;
}

/* The index of defence d's line in block b, or -1. */
static int line_index(const ThemeBlock *b, Move d)
{
    for (int i = 0; i < b->variations.n; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            return i;
    return -1;
}

/* Whether defences a and b of e are met by one mate (its identity, as the
 * Zagoruiko's detector compares them) in every phase; pos[k]: where block k's
 * defender moves. */
static bool one_mate_everywhere(const ThemeEntry *e, const Position *pos, Move a, Move b)
{
    for (int k = 0; k < e->nblocks; k++) {
        const ThemeBlock *bk = &e->blocks[k];
        int x = line_index(bk, a), y = line_index(bk, b);
        if (x < 0 || y < 0 || bk->variations.v[x].moves.n == 0 || bk->variations.v[y].moves.n == 0)
            return false;
        if (mate_identity(&pos[k], bk->variations.v[x].moves.v[0])
            != mate_identity(&pos[k], bk->variations.v[y].moves.v[0]))
            return false;
    }
    return true;
}

void entry_group_phases(ThemeEntry *e, const Position *start)
{
    /* Across twins the phases stand in different diagrams. */
    if ((e->id != THEME_ZAGORUIKO && e->id != THEME_BARTOLOVIC) || e->nblocks == 0 || entry_has(e, EF_TWINS))
        return;
    const ThemeLines *first = &e->blocks[0].variations;
    Position *pos = malloc(sizeof *pos * (size_t)e->nblocks);
    int *head = malloc(sizeof *head * (size_t)(first->n + 1));
    if (!pos || !head)
        abort();
    for (int k = 0; k < e->nblocks; k++) {
        Move m = e->blocks[k].move == MOVE_NONE ? MOVE_NONE : move_legal(start, e->blocks[k].move);
        pos[k] = m != MOVE_NONE ? position_after(start, m) : e->blocks[k].move == MOVE_NONE ? position_passed(start) : *start;
    }
    /* Each defence of the first phase with the first one before it that is one defence
     * with it; a king's flight is always its own (king_defence). */
    for (int i = 0; i < first->n; i++) {
        head[i] = i;
        bool king = king_defence(start, first->v[i].move);
        for (int j = 0; j < i && head[i] == i && !king; j++)
            if (!king_defence(start, first->v[j].move) && one_mate_everywhere(e, pos, first->v[j].move, first->v[i].move))
                head[i] = j;
    }
    for (int k = 0; k < e->nblocks; k++)
        for (int x = 0; x < e->blocks[k].variations.n; x++) {
            ThemeLine *l = &e->blocks[k].variations.v[x];
            int i = line_index(&e->blocks[0], l->move);
            int h = i >= 0 && head[i] != i ? line_index(&e->blocks[k], first->v[head[i]].move) : -1;
            l->group = h >= 0 ? h : x;
        }
    free(pos), free(head);
}

/* Whether defences a and b, moves of one man but a king (in last, the last twin's
 * diagram), are met alike in every block of e: absent from both there, or both with
 * the same mates (one twin's diagram each). */
static bool one_defence_in_blocks(const ThemeEntry *e, const Position *last, Move a, Move b)
{
    if (M_FROM(a) != M_FROM(b) || king_defence(last, a))
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
    for (int k = 0; k < e->nblocks; k++) {
        ThemeLines *l = &e->blocks[k].variations;
        groups = 0;
        for (int i = 0; i < l->n; i++) {
            l->v[i].group = i;
            for (int j = 0; j < i && l->v[i].group == i; j++)
                if (l->v[j].group == j && one_defence_in_blocks(e, last, l->v[j].move, l->v[i].move))
                    l->v[i].group = j;
            groups += l->v[i].group == i;
        }
    }
    return groups;
}
