/* record_play.h - the play of a record as typed data: what verify, watch, the
 * page's diff and the aids compare. A RecordPlay holds what a JSON record
 * (SPEC.md "JSON record") says of the play: the keys and tries with their
 * threats, variations and refutations, the short solutions, the set play, and
 * the theme entries. It is filled from a Solution (record_play_of_solution,
 * the lists the record would write) or from JSON at the edge (record_read.h),
 * so that both read the same whatever made them. */
#ifndef CHIAVE_RECORD_PLAY_H
#define CHIAVE_RECORD_PLAY_H

#include <stdbool.h>
#include "solver/solution.h"
#include "themes/analysis.h"
#include "themes/twins.h"

/* A defence with its mates (RecordPlay.pool[first .. first+n)). */
typedef struct {
    Move defence;
    int first, n;
} RecVar;

/* A key or a try. Its lists are slices of the pools of its RecordPlay. */
typedef struct {
    Move move;
    bool bare;                  /* the move alone ("d3c3" in a record): no play to compare */
    bool check, zugzwang;
    int threats_first, nthreats;
    int vars_first, nvars;      /* the variations listed, in vpool */
    int refuts_first, nrefuts;
} RecPlay;

typedef struct {
    bool has_start;             /* its position is known: moves read in SAN there */
    Position start;
    bool timeout;               /* status "timeout": its lists may be incomplete */
    bool stated;                /* what the composer states (verify --key, a stated
                                 * solution), not an earlier solve: "stated", not "was" */
    RecPlay *keys, *tries;
    int nkeys, ntries, capkeys, captries;
    int shorts_first, nshorts;  /* in pool */
    int set_first, nset;        /* the set play's defences that have mates, in vpool */
    /* The theme entries, NULL when the record has no "themes" list (Popeye's,
     * a record of keys only): borrowed from the caller, or own. */
    const Analysis *themes;
    Analysis own;
    Move *pool;
    int npool, cappool;
    RecVar *vpool;
    int nvpool, capvpool;
} RecordPlay;

/* An empty play, no position, no themes. */
void record_play_init(RecordPlay *R);
void record_play_free(RecordPlay *R);
/* R empty again, its buffers kept for the next fill (its own themes freed). */
void record_play_reset(RecordPlay *R);

/* R (initialised) filled with what the record of s (solved with so) lists:
 * every key and try with its threats and listed variations (so->all_defences),
 * the tries' refutations, the short solutions, the set play; nothing for an
 * illegal position. themes: the entries of s (borrowed: they must outlive R),
 * or NULL for none. */
void record_play_of_solution(RecordPlay *R, const Solution *s, const SolveOptions *so,
                             const Analysis *themes);
/* The same, the themes worked out for R and owned by it (analysis_build; for
 * s the last twin of twins, then analysis_twins: the record's themes across
 * them; twins NULL: none): R->themes then points into R, which is not to be
 * copied. */
void record_play_of_solution_analysed(RecordPlay *R, const Solution *s, const SolveOptions *so,
                                      const Twins *twins);
/* Appends play p of s as a key of R, as the record of a key lists it. */
void record_play_add_key(RecordPlay *R, const Solution *s, const Play *p, const SolveOptions *so);
/* Appends m as a bare key (the move alone: a key named, not solved). */
void record_play_add_bare_key(RecordPlay *R, Move m);

/* ---- what the reader and the comparers share ---- */

/* Appends a move to the pool; returns its index. */
int record_play_push(RecordPlay *R, Move m);
/* Appends a variation (its mates are pushed after it: RecVar.first is npool). */
RecVar *record_play_push_var(RecordPlay *R, Move defence);
/* Appends a key (or a try) move, no lists yet. */
RecPlay *record_play_new_play(RecordPlay *R, bool is_try, Move m);

static inline const Move *rec_moves(const RecordPlay *R, int first)
{
    return R->pool ? R->pool + first : R->pool;
}
static inline const RecVar *rec_vars(const RecordPlay *R, int first)
{
    return R->vpool ? R->vpool + first : R->vpool;
}

/* The same move: squares and promotion. */
static inline bool rec_same_move(Move a, Move b)
{
    return MOVE_KEY(a) == MOVE_KEY(b);
}
/* Every move of a[0..na) is in b[0..nb). */
bool rec_subset(const Move *a, int na, const Move *b, int nb);
/* The same moves, as sets. */
bool rec_same_moves(const Move *a, int na, const Move *b, int nb);
/* The play of plays[0..n) whose move is m, or NULL. */
const RecPlay *rec_find_play(const RecPlay *plays, int n, Move m);
/* The variation of vars[0..n) answering defence d, or NULL. */
const RecVar *rec_find_var(const RecVar *vars, int n, Move d);

#endif
