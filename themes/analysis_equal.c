/* analysis_equal.c - whether two theme entries say the same: what economy and
 * repair weigh (an entry is kept when the other analysis has it, detail for
 * detail) and what readers of a record compare. Moves by their squares and
 * promotion: entries read from a record have no flags. The defences may be
 * compared otherwise (entry_equal_as: entry_promotions.c's "but for promotions").
 * Its parts' comparisons serve the groups and the text too (moves_same, lines_same,
 * transfer_same, promotions_of_one_pawn), so that no one writes them again. */
#include <string.h>
#include "themes/analysis.h"

static bool same_key(Move a, Move b)
{
    return MOVE_KEY(a) == MOVE_KEY(b);
}

static bool same_moves(const ThemeMoves *a, const ThemeMoves *b, MoveEqual eq)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (!eq(a->v[i], b->v[i]))
            return false;
    return true;
}

bool moves_same(const ThemeMoves *a, const ThemeMoves *b)
{
    return same_moves(a, b, same_key);
}

static bool same_squares(const ThemeSquares *a, const ThemeSquares *b)
{
    return a->n == b->n && (a->n == 0 || memcmp(a->v, b->v, (size_t)a->n) == 0);
}

/* Lines by their first moves compared by eq, the moves that go with them as moves. */
static bool same_line(const ThemeLine *a, const ThemeLine *b, MoveEqual eq)
{
    return eq(a->move, b->move) && a->has_moves == b->has_moves && a->has_before == b->has_before
           && same_moves(&a->moves, &b->moves, same_key) && same_moves(&a->before, &b->before, same_key);
}

static bool same_lines(const ThemeLines *a, const ThemeLines *b, MoveEqual eq)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (!same_line(&a->v[i], &b->v[i], eq))
            return false;
    return true;
}

/* The defences (its lines' first moves and its refutations) compared by defence. */
bool lines_same(const ThemeLines *a, const ThemeLines *b)
{
    return same_lines(a, b, same_key);
}

static bool same_block(const ThemeBlock *a, const ThemeBlock *b, MoveEqual defence)
{
    return strcmp(a->label, b->label) == 0 && MOVE_KEY(a->move) == MOVE_KEY(b->move)
           && same_lines(&a->variations, &b->variations, defence) && a->has_threats == b->has_threats
           && same_moves(&a->threats, &b->threats, same_key) && a->has_refutations == b->has_refutations
           && same_moves(&a->refutations, &b->refutations, defence);
}

static bool same_play(const ThemeEntry *a, const ThemeEntry *b, MoveEqual defence)
{
    if (a->nblocks != b->nblocks)
        return false;
    for (int j = 0; j < a->nblocks; j++)
        if (!same_block(&a->blocks[j], &b->blocks[j], defence))
            return false;
    return true;
}

bool entry_same_play(const ThemeEntry *a, const ThemeEntry *b)
{
    return same_play(a, b, same_key);
}

bool transfer_same(const ThemeTransfer *a, const ThemeTransfer *b)
{
    return same_key(a->mate, b->mate) && same_key(a->try_defence, b->try_defence) && same_key(a->defence, b->defence);
}

bool promotions_of_one_pawn(Move a, Move b)
{
    return M_PROMO(a) && M_PROMO(b) && M_FROM(a) == M_FROM(b) && M_TO(a) == M_TO(b);
}

static bool same_transfers(const ThemeEntry *a, const ThemeEntry *b)
{
    if (a->ntransfers != b->ntransfers)
        return false;
    for (int i = 0; i < a->ntransfers; i++)
        if (!transfer_same(&a->transfers[i], &b->transfers[i]))
            return false;
    return true;
}

static bool same_return(const ThemeReturn *a, const ThemeReturn *b)
{
    return strcmp(a->label, b->label) == 0 && a->kind == b->kind && same_key(a->move, b->move)
           && same_key(a->first, b->first) && same_key(a->defence, b->defence) && same_key(a->mate, b->mate);
}

static bool same_twins(const ThemeEntry *a, const ThemeEntry *b)
{
    if (a->ntwins != b->ntwins)
        return false;
    for (int i = 0; i < a->ntwins; i++)
        if (strcmp(a->twins[i], b->twins[i]) != 0)
            return false;
    return true;
}

/* Whether the fields present in both (a->has == b->has) hold the same, the
 * defences of the phases and "defences" compared by defence. */
static bool same_fields(const ThemeEntry *a, const ThemeEntry *b, MoveEqual defence)
{
#define SAME(f, test) (!entry_has(a, f) || (test))
    return SAME(EF_PHASES, same_play(a, b, defence)) && SAME(EF_TRY, MOVE_KEY(a->try_move) == MOVE_KEY(b->try_move))
           && SAME(EF_THREATS, same_moves(&a->threats, &b->threats, same_key)) && SAME(EF_COUNT, a->count == b->count)
           && SAME(EF_SQUARE, a->square == b->square) && SAME(EF_CAPTURED, a->captured == b->captured)
           && SAME(EF_PIECE_TYPE, a->piece_type == b->piece_type)
           && SAME(EF_DEFENCES, same_moves(&a->defences, &b->defences, defence))
           && SAME(EF_DEFEATS, same_lines(&a->defeats, &b->defeats, same_key))
           && SAME(EF_VARIATIONS, same_lines(&a->variations, &b->variations, same_key))
           && SAME(EF_TRANSFERS, same_transfers(a, b))
           && SAME(EF_SEPARATIONS, same_lines(&a->separations, &b->separations, same_key))
           && SAME(EF_MATES, same_moves(&a->mates, &b->mates, same_key))
           && SAME(EF_MATING_THREATS, same_moves(&a->mating_threats, &b->mating_threats, same_key))
           && SAME(EF_SQUARES, same_squares(&a->squares, &b->squares))
           && SAME(EF_ATTACKER_SQUARES, same_squares(&a->attacker_squares, &b->attacker_squares))
           && SAME(EF_PINNER, a->pinner == b->pinner) && SAME(EF_PAWN, a->pawn == b->pawn)
           && SAME(EF_PIECE, a->piece == b->piece) && SAME(EF_MEN, same_squares(&a->men, &b->men))
           && SAME(EF_RANDOM, same_moves(&a->random, &b->random, same_key))
           && SAME(EF_CORRECTIONS, same_moves(&a->corrections, &b->corrections, same_key))
           && SAME(EF_CHANGED, same_moves(&a->changed, &b->changed, same_key))
           && SAME(EF_UNPROVIDED, same_moves(&a->unprovided, &b->unprovided, same_key)) && SAME(EF_M, a->m == b->m)
           && SAME(EF_N, a->n == b->n) && SAME(EF_VARIANT, strcmp(a->variant, b->variant) == 0)
           && SAME(EF_RETURN, same_return(&a->ret, &b->ret))
           && SAME(EF_TWINS, same_twins(a, b));
#undef SAME
}

bool entry_equal_as(const ThemeEntry *a, const ThemeEntry *b, MoveEqual defence)
{
    return a->id == b->id && MOVE_KEY(a->key) == MOVE_KEY(b->key) && a->has == b->has && same_fields(a, b, defence);
}

bool entry_equal(const ThemeEntry *a, const ThemeEntry *b)
{
    return entry_equal_as(a, b, same_key);
}

/* An entry across phases is its phases and the defences in each. */
static bool same_phases(const ThemeEntry *a, const ThemeEntry *b)
{
    if (a->nblocks != b->nblocks)
        return false;
    for (int i = 0; i < a->nblocks; i++) {
        const ThemeBlock *x = &a->blocks[i], *y = &b->blocks[i];
        if (strcmp(x->label, y->label) != 0 || x->variations.n != y->variations.n)
            return false;
        for (int j = 0; j < x->variations.n; j++)
            if (MOVE_KEY(x->variations.v[j].move) != MOVE_KEY(y->variations.v[j].move))
                return false;
    }
    return true;
}

bool entry_same_instance(const ThemeEntry *a, const ThemeEntry *b)
{
    static const EntryField one[] = { EF_SQUARE, EF_PINNER, EF_PAWN, EF_PIECE, EF_CAPTURED, EF_PIECE_TYPE };
    const int va[] = { a->square, a->pinner, a->pawn, a->piece, a->captured, a->piece_type },
              vb[] = { b->square, b->pinner, b->pawn, b->piece, b->captured, b->piece_type };
    if (a->id != b->id || MOVE_KEY(a->key) != MOVE_KEY(b->key))
        return false;
    for (size_t i = 0; i < sizeof one / sizeof *one; i++)
        if (entry_has(a, one[i]) != entry_has(b, one[i]) || (entry_has(a, one[i]) && va[i] != vb[i]))
            return false;
    if (entry_has(a, EF_TRY) != entry_has(b, EF_TRY) || MOVE_KEY(a->try_move) != MOVE_KEY(b->try_move))
        return false;
    /* A square and its men name the instance (Grimshaw, Novotny, self-block,
     * pin-mate): the phases only say where it shows. */
    bool by_square = entry_has(a, EF_SQUARE);
    return same_squares(&a->squares, &b->squares) && same_squares(&a->men, &b->men)
           && strcmp(a->variant, b->variant) == 0 && (by_square || !entry_has(a, EF_PHASES) || same_phases(a, b));
}
