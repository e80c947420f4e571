/* solution.h - the solution tree of a #2, as the search builds it and reports read it. */
#ifndef CHIAVE_SOLUTION_H
#define CHIAVE_SOLUTION_H

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include "solver/board.h"

typedef struct {
    Move defence;
    int first, n; /* mates: Solution.pool[first .. first+n) */
} Variation;

/* A first move of the attacker (key or try) with everything that follows it. */
typedef struct {
    Move move;
    bool check, zugzwang;
    int threats_first, nthreats;  /* in Solution.pool */
    Variation *vars;              /* every legal defence (in Solution.vpool) */
    int nvars;
    int refuts_first, nrefuts;    /* defences with no mate, in Solution.pool */
} Play;

typedef enum {
    ST_SOUND, ST_COOKED, ST_SHORT, ST_NO_SOLUTION, ST_ILLEGAL, ST_TIMEOUT
} Status;

typedef struct {
    int max_refutations;  /* tries fail to 1..N replies; default 1 */
    bool keys_only;       /* keys and short solutions only */
    bool all_defences;    /* list every defence, not only those defeating a threat */
    double max_time;      /* seconds, 0 = none */
    /* Asked with stop_ctx between first moves (NULL: never): true stops the
     * search as max_time does (status timeout). The server's requests stop so
     * when their time is up or their client has gone. */
    bool (*stop)(void *ctx);
    void *stop_ctx;
} SolveOptions;

typedef struct {
    Position start;
    Play *keys; int nkeys;
    Play *tries; int ntries;
    Move *shorts; int nshorts;
    bool set_computed;    /* false when either side is in check in the diagram */
    Variation *set; int nset; /* every defender move in the diagram; those with n == 0 have no mate */
    Move *pool; int npool, cappool;
    bool analysed;        /* full analysis done (not --keys-only, not timed out) */
    Status status;
    uint64_t nodes;
    double ms;
    /* The buffers, kept from one solve_into to the next. */
    int capkeys, captries, capshorts;
    Variation *vpool; int nvpool, capvpool; /* every Play.vars and set */
} Solution;

void solve_options_default(SolveOptions *o);
/* Solves pos (the side to move mates in two). Fills *s; free with solution_free. */
void solve(const Position *pos, const SolveOptions *o, Solution *s);
/* The same into a solution that is zeroed or holds an earlier solve: its
 * buffers are reused, so that solving many positions in turn allocates only
 * while a buffer still grows. */
void solve_into(const Position *pos, const SolveOptions *o, Solution *s);
void solution_free(Solution *s);
/* The play of key m in s (compared without promotion marks), or NULL; s may
 * be NULL (a record read from a file may name a key the solution lacks). */
const Play *solution_key(const Solution *s, Move m);
/* The play of first move m in s, a key or else a try, or NULL. */
const Play *solution_play(const Solution *s, Move m);
/* Puts every list of s in the canonical order (solve does it): keys, tries,
 * short solutions, threats, variations, mates, refutations and set play, each
 * by the man that moves (K, Q, R, B, N, P; castling is a king move), then its
 * square, then the square it goes to (a1, a2, ..., h8), then the promotion
 * (Q, R, B, N). */
void solution_order(Solution *s);
/* The moves m[0..n) of pos (n <= MAX_MOVES) in that order. */
void order_moves(const Position *pos, Move *m, int n);
#ifndef NDEBUG
/* The solution's promises, for assert() in debug builds (asserts each, then
 * returns true): its status agrees with its keys and short solutions, every
 * slice lies inside its pool, every list is in the canonical order. */
bool solution_ok(const Solution *s);
#endif

/* The fast test of a version of a problem: whether key is the one key of pos
 * and pos has no short solution (keys-only search). The intended key is tried
 * first, then the other first moves, the last cook found first of all: most
 * versions fail on one of these two. The probe carries what one test learns
 * for the next (moves to try first) and counts the nodes. */
typedef struct {
    Move cook;                         /* the last other key or short solution found */
    Move killer_mate, killer_refut[2];
    Move refut_of[64 * 64];            /* the last refutation of each first move (from, to) */
    uint64_t nodes;
} KeyProbe;

typedef enum {
    PROBE_SOUND,     /* key is the only key, no short solution */
    PROBE_KEY_FAILS, /* key is not legal, mates at once, stalemates or is refuted */
    PROBE_COOKED     /* key works, but another first move is a key or mates */
} ProbeResult;

ProbeResult probe_key(const Position *pos, Move key, KeyProbe *kp);

/* The full play of first move m of pos alone (legal, neither mate nor
 * stalemate), into s as solve_into does: s->keys[0] when no defence refutes
 * it, else s->tries[0] with every refutation. The rest of s stays empty (no
 * other first move, no set play). */
void solve_first_move(const Position *pos, Move m, const SolveOptions *o, Solution *s);

/* The defences after first move m of pos (legal, not mate) that no mate
 * answers: writes the first cap of them (in the canonical order) to out,
 * returns how many there are. */
int solve_refutations(const Position *pos, Move m, Move *out, int cap);

/* (The pool is NULL while empty: no offset on a null pointer.) */
static inline const Move *sol_moves(const Solution *s, int first)
{
    assert(first >= 0 && first <= s->npool);
    return s->pool ? s->pool + first : s->pool;
}
/* Whether variation v of play p is listed by default: with threats, only the
 * defences that defeat at least one threat; with none, every defence that has a mate. */
bool variation_listed(const Solution *s, const Play *p, const Variation *v, bool all_defences);
const char *status_name(Status st);
/* Seconds on the monotonic clock (Solution.ms and max_time are measured by
 * it): for time limits and durations, never for the date. */
double clock_seconds(void);

#endif
