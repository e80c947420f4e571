/* analysis.c - the theme entries' builder: each list grows in the analysis's
 * arena, so an analysis is freed at once, whatever its detectors added. */
#include <assert.h>
#include <stdalign.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "themes/analysis.h"

struct AnalysisChunk {
    AnalysisChunk *next;
    size_t used, cap;
    alignas(max_align_t) unsigned char data[];
};

static const char *const field_names[EF_COUNT_OF_FIELDS] = {
    [EF_PHASES] = "phases", [EF_TRY] = "try", [EF_THREATS] = "threats", [EF_COUNT] = "count",
    [EF_SQUARE] = "square", [EF_CAPTURED] = "captured", [EF_MILD] = "mild",
    [EF_PIECE_TYPE] = "piece", [EF_CASTLING] = "castling", [EF_DEFENCES] = "defences",
    [EF_DEFEATS] = "defences", [EF_VARIATIONS] = "variations", [EF_TRANSFERS] = "transfers",
    [EF_SEPARATIONS] = "separations", [EF_MATES] = "mates", [EF_MATING_THREATS] = "threats",
    [EF_SQUARES] = "squares", [EF_ATTACKER_SQUARES] = "attacker_squares", [EF_PINNER] = "pinner",
    [EF_PAWN] = "pawn", [EF_PIECE] = "piece", [EF_MEN] = "men", [EF_RANDOM] = "random",
    [EF_CORRECTIONS] = "corrections", [EF_CHANGED] = "changed", [EF_UNPROVIDED] = "unprovided",
    [EF_M] = "m", [EF_N] = "n", [EF_VARIANT] = "variant", [EF_RETURN] = "return", [EF_TWINS] = "twins",
};

const char *entry_field_name(EntryField f)
{
    return f >= 0 && f < EF_COUNT_OF_FIELDS ? field_names[f] : "?";
}

void analysis_init(Analysis *A)
{
    *A = (Analysis){ 0 };
}

void analysis_free(Analysis *A)
{
    for (AnalysisChunk *c = A->arena, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    free(A->entries);
    *A = (Analysis){ 0 };
}

void text_copy(char *dst, size_t size, const char *src)
{
    if (size == 0)
        return;
    size_t n = strlen(src);
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

/* size bytes from the arena, zeroed; out of memory aborts as elsewhere in the solver. */
static void *arena_alloc(Analysis *A, size_t size)
{
    size = (size + alignof(max_align_t) - 1) & ~(alignof(max_align_t) - 1);
    AnalysisChunk *c = A->arena;
    if (!c || c->cap - c->used < size) {
        size_t cap = size > 16384 ? size : 16384;
        c = malloc(sizeof *c + cap);
        if (!c)
            abort();
        c->next = A->arena, c->used = 0, c->cap = cap;
        A->arena = c;
    }
    void *p = c->data + c->used;
    c->used += size;
    memset(p, 0, size);
    return p;
}

/* The list v of n items of size each (capacity *cap) with room for one more:
 * v itself or a copy twice as large (the old one stays in the arena). */
static void *grow(Analysis *A, void *v, int n, int *cap, size_t size)
{
    if (n < *cap)
        return v;
    int ncap = *cap ? 2 * *cap : 4;
    void *p = arena_alloc(A, size * (size_t)ncap);
    if (n)
        memcpy(p, v, size * (size_t)n);
    *cap = ncap;
    return p;
}

static void push_move(Analysis *A, ThemeMoves *l, Move m)
{
    l->v = grow(A, l->v, l->n, &l->cap, sizeof *l->v);
    l->v[l->n++] = m;
}

static void set_moves(Analysis *A, ThemeMoves *l, const Move *m, int n)
{
    l->n = 0;
    for (int i = 0; i < n; i++)
        push_move(A, l, m[i]);
}

bool moves_hold(const ThemeMoves *l, Move m)
{
    for (int i = 0; i < l->n; i++)
        if (MOVE_KEY(l->v[i]) == MOVE_KEY(m))
            return true;
    return false;
}

ThemeEntry *entry_new(Analysis *A, ThemeId id, Move key)
{
    ThemeEntry *e = arena_alloc(A, sizeof *e);
    e->id = id, e->key = key, e->owner = A;
    if (A->n == A->cap) {
        A->cap = A->cap ? 2 * A->cap : 32;
        A->entries = realloc(A->entries, sizeof *A->entries * (size_t)A->cap);
        if (!A->entries)
            abort();
    }
    A->entries[A->n++] = e;
    return e;
}

void entry_drop(ThemeEntry *e)
{
    Analysis *A = e->owner;
    for (int i = A->n - 1; i >= 0; i--)
        if (A->entries[i] == e) {
            memmove(&A->entries[i], &A->entries[i + 1], sizeof *A->entries * (size_t)(A->n - i - 1));
            A->n--;
            return;
        }
}

static ThemeMoves *move_field(ThemeEntry *e, EntryField f)
{
    switch (f) {
    case EF_THREATS: return &e->threats;
    case EF_DEFENCES: return &e->defences;
    case EF_MATES: return &e->mates;
    case EF_MATING_THREATS: return &e->mating_threats;
    case EF_RANDOM: return &e->random;
    case EF_CORRECTIONS: return &e->corrections;
    case EF_CHANGED: return &e->changed;
    case EF_UNPROVIDED: return &e->unprovided;
    default: assert(!"not a list of moves"); return &e->defences;
    }
}

void entry_moves(ThemeEntry *e, EntryField f, const Move *m, int n)
{
    set_moves(e->owner, move_field(e, f), m, n);
    e->has |= 1u << f;
}

void entry_move_add(ThemeEntry *e, EntryField f, Move m)
{
    push_move(e->owner, move_field(e, f), m);
    e->has |= 1u << f;
}

void entry_defence(ThemeEntry *e, Move d)
{
    if (!moves_hold(&e->defences, d))
        push_move(e->owner, &e->defences, d);
    e->has |= 1u << EF_DEFENCES;
}

void entry_int(ThemeEntry *e, EntryField f, int v)
{
    assert(f == EF_COUNT || f == EF_M || f == EF_N);
    *(f == EF_COUNT ? &e->count : f == EF_M ? &e->m : &e->n) = v;
    e->has |= 1u << f;
}

void entry_square(ThemeEntry *e, EntryField f, int sq)
{
    assert(f == EF_SQUARE || f == EF_PINNER || f == EF_PAWN || f == EF_PIECE);
    *(f == EF_SQUARE ? &e->square : f == EF_PINNER ? &e->pinner : f == EF_PAWN ? &e->pawn : &e->piece) = sq;
    e->has |= 1u << f;
}

static ThemeSquares *square_field(ThemeEntry *e, EntryField f)
{
    assert(f == EF_SQUARES || f == EF_ATTACKER_SQUARES || f == EF_MEN);
    return f == EF_SQUARES ? &e->squares : f == EF_ATTACKER_SQUARES ? &e->attacker_squares : &e->men;
}

void entry_square_add(ThemeEntry *e, EntryField f, int sq)
{
    ThemeSquares *l = square_field(e, f);
    l->v = grow(e->owner, l->v, l->n, &l->cap, sizeof *l->v);
    l->v[l->n++] = (uint8_t)sq;
    e->has |= 1u << f;
}

void entry_squares(ThemeEntry *e, EntryField f, uint64_t set)
{
    square_field(e, f)->n = 0;
    e->has |= 1u << f;
    for (int file = 0; file < 8; file++)
        for (int rank = 0; rank < 8; rank++)
            if (set >> (rank * 8 + file) & 1)
                entry_square_add(e, f, SQ(file, rank));
}

void entry_piece_type(ThemeEntry *e, EntryField f, int type)
{
    assert(f == EF_CAPTURED || f == EF_PIECE_TYPE);
    *(f == EF_CAPTURED ? &e->captured : &e->piece_type) = type;
    e->has |= 1u << f;
}

void entry_flag(ThemeEntry *e, EntryField f)
{
    assert(f == EF_MILD || f == EF_CASTLING);
    e->has |= 1u << f;
}

void entry_present(ThemeEntry *e, EntryField f)
{
    e->has |= 1u << f;
}

void entry_try(ThemeEntry *e, Move try_move)
{
    e->try_move = try_move;
    e->has |= 1u << EF_TRY;
}

void entry_variant(ThemeEntry *e, const char *variant)
{
    text_copy(e->variant, sizeof e->variant, variant);
    e->has |= 1u << EF_VARIANT;
}

void entry_return(ThemeEntry *e, const ThemeReturn *r)
{
    e->ret = *r;
    e->has |= 1u << EF_RETURN;
}

void entry_twin(ThemeEntry *e, const char *twin)
{
    e->twins = grow(e->owner, e->twins, e->ntwins, &e->captwins, sizeof *e->twins);
    text_copy(e->twins[e->ntwins++], sizeof *e->twins, twin);
    e->has |= 1u << EF_TWINS;
}

static ThemeLines *line_field(ThemeEntry *e, EntryField f)
{
    assert(f == EF_VARIATIONS || f == EF_DEFEATS || f == EF_SEPARATIONS);
    return f == EF_VARIATIONS ? &e->variations : f == EF_DEFEATS ? &e->defeats : &e->separations;
}

static ThemeLine *push_line(Analysis *A, ThemeLines *l, Move move, bool has_moves, const Move *moves, int n)
{
    l->v = grow(A, l->v, l->n, &l->cap, sizeof *l->v);
    ThemeLine *x = &l->v[l->n++];
    *x = (ThemeLine){ .move = move, .has_moves = has_moves, .group = l->n - 1 };
    set_moves(A, &x->moves, moves, n);
    return x;
}

ThemeLine *entry_line(ThemeEntry *e, EntryField f, Move move, const Move *moves, int n)
{
    e->has |= 1u << f;
    return push_line(e->owner, line_field(e, f), move, moves != NULL, moves, n);
}

void line_move_add(ThemeEntry *e, ThemeLine *l, Move m)
{
    push_move(e->owner, &l->moves, m);
    l->has_moves = true;
}

void line_before(ThemeEntry *e, ThemeLine *l, const Move *moves, int n)
{
    set_moves(e->owner, &l->before, moves, n);
    l->has_before = true;
}

void entry_transfer(ThemeEntry *e, Move mate, Move try_defence, Move defence)
{
    e->transfers = grow(e->owner, e->transfers, e->ntransfers, &e->captransfers, sizeof *e->transfers);
    e->transfers[e->ntransfers++] = (ThemeTransfer){ mate, try_defence, defence };
    e->has |= 1u << EF_TRANSFERS;
}

ThemeBlock *entry_block(ThemeEntry *e, PhaseKind kind, Move move, const char *label)
{
    e->blocks = grow(e->owner, e->blocks, e->nblocks, &e->capblocks, sizeof *e->blocks);
    ThemeBlock *b = &e->blocks[e->nblocks++];
    *b = (ThemeBlock){ .kind = kind, .move = move };
    text_copy(b->label, sizeof b->label, label);
    e->has |= 1u << EF_PHASES;
    return b;
}

void block_line(ThemeEntry *e, ThemeBlock *b, Move d, const Move *mates, int n)
{
    for (int i = 0; i < b->variations.n; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            return;
    push_line(e->owner, &b->variations, d, true, mates, n);
}

void block_threats(ThemeEntry *e, ThemeBlock *b, const Move *threats, int n)
{
    set_moves(e->owner, &b->threats, threats, n);
    b->has_threats = true;
}

void block_refutation(ThemeEntry *e, ThemeBlock *b, Move d)
{
    push_move(e->owner, &b->refutations, d);
    b->has_refutations = true;
}
