/* board.h - 0x88 mailbox board with piece lists, moves, make/unmake. */
#ifndef CHIAVE_BOARD_H
#define CHIAVE_BOARD_H

#include <stdbool.h>
#include <stdint.h>
#include "solver/squares.h"
#include "solver/tables.h"

enum { CASTLE_WK = 1, CASTLE_WQ = 2, CASTLE_BK = 4, CASTLE_BQ = 8 };

#define MAX_MEN 16 /* per side; more is rejected by the FEN reader */
/* The most legal moves a side can have in a position chiave accepts: a king
 * has at most 8 steps and 2 castlings, and each of at most MAX_MEN - 1 other
 * men at most 27 moves (a queen in the centre; a rook has 14, a bishop 13, a
 * knight 8, a pawn 12: three squares, four promotions each). So no MoveList
 * can overflow: 10 + 15 * 27 = 415. K+15Q reach 241 (tests/solver/test_board.c). */
#define MAX_MOVES (10 + (MAX_MEN - 1) * 27)

typedef struct {
    uint8_t board[128];     /* piece code or EMPTY */
    int8_t index[128];      /* index in plist[colour] of the piece on the square */
    int8_t plist[2][MAX_MEN]; /* squares of each side's men; plist[c][0] is the king */
    int count[2];
    int side;               /* side to move */
    int castle;             /* CASTLE_* bits */
    int ep;                 /* e.p. target square or NO_SQ */
    int halfmove, fullmove;
    uint64_t men[2][7];     /* SQ64 sets of each side's men by type; men[c][EMPTY] all of them */
} Position;

/* Move: from | to << 7 | promotion type << 14 | flags. */
typedef uint32_t Move;
#define MOVE_NONE 0u
#define M_FROM(m) ((int)((m) & 0x7f))
#define M_TO(m) ((int)(((m) >> 7) & 0x7f))
#define M_PROMO(m) ((int)(((m) >> 14) & 7))
#define MF_CAPTURE (1u << 17)
#define MF_EP (1u << 18)
#define MF_CASTLE (1u << 19)
#define MF_DOUBLE (1u << 20)
#define MAKE_MOVE(from, to, promo, flags) \
    ((Move)(from) | (Move)(to) << 7 | (Move)(promo) << 14 | (Move)(flags))
/* The same move in two positions: same squares and promotion, flags aside. */
#define MOVE_KEY(m) ((m) & 0x1ffffu)

typedef struct {
    Move moves[MAX_MOVES];
    int n;
} MoveList;

/* Whether m is among list[0..n), compared by MOVE_KEY. */
static inline bool move_in(const Move *list, int n, Move m)
{
    for (int i = 0; i < n; i++)
        if (MOVE_KEY(list[i]) == MOVE_KEY(m))
            return true;
    return false;
}

/* What unmake_move needs to restore the position exactly, piece lists in
 * their order included (so the moves come in the same order after it). */
typedef struct {
    Move move;
    uint8_t captured;
    int8_t captured_slot;   /* the captured man's index in its side's plist */
    int castle, ep, halfmove;
#ifndef NDEBUG
    Position before;        /* unmake checks it restores this */
#endif
} Undo;

/* Board set-up; the FEN reader fills a Position through these. */
void board_clear(Position *pos);
void board_put(Position *pos, int sq, uint8_t piece);
/* Kings first in the piece lists; call after all board_put. */
void board_finish(Position *pos);

#ifndef NDEBUG
/* The position's invariants, for assert() in debug builds (asserts each one,
 * then returns true): board[], index[]/plist[]/count[] and men[][] agree
 * square by square; one king a side, at plist[c][0]; no pawn on rank 1 or 8;
 * each castling right has its king and rook at home; an e.p. square has the
 * pawn that just crossed it. Positions from outside are checked by their
 * readers (fen/), with messages: these are the engine's own promises. */
bool position_ok(const Position *pos);
/* The same for the men alone (before side, castling and e.p. are set). */
bool position_men_ok(const Position *pos);
#endif

static inline uint64_t all_men(const Position *pos) { return pos->men[WHITE][EMPTY] | pos->men[BLACK][EMPTY]; }
bool is_attacked(const Position *pos, int sq, int by_colour);
/* The squares of every man of colour by that attacks SQ64 square s, the men
 * standing on the SQ64 set occ (lines are blocked by occ alone). Inline: the
 * search asks it millions of times. */
static inline uint64_t attackers_of(const Position *pos, int s, int by, uint64_t occ)
{
    const uint64_t *men = pos->men[by];
    uint64_t found = (knight_mask[s] & men[KNIGHT]) | (pawn_from[by][s] & men[PAWN]) | (king_mask[s] & men[KING]);
    uint64_t sliders = (rook_lines[s] & (men[ROOK] | men[QUEEN])) | (bishop_lines[s] & (men[BISHOP] | men[QUEEN]));
    for (; sliders; sliders &= sliders - 1) {
        int f = __builtin_ctzll(sliders);
        if (!(between[s][f] & occ))
            found |= 1ULL << f;
    }
    return found;
}

/* Whether there is one (stops at the first). */
static inline bool attacked_through(const Position *pos, int s, int by, uint64_t occ)
{
    const uint64_t *men = pos->men[by];
    if ((knight_mask[s] & men[KNIGHT]) || (pawn_from[by][s] & men[PAWN]) || (king_mask[s] & men[KING]))
        return true;
    uint64_t sliders = (rook_lines[s] & (men[ROOK] | men[QUEEN])) | (bishop_lines[s] & (men[BISHOP] | men[QUEEN]));
    for (; sliders; sliders &= sliders - 1)
        if (!(between[s][__builtin_ctzll(sliders)] & occ))
            return true;
    return false;
}

bool in_check(const Position *pos, int colour);
/* Whether the king of the other colour on ksq would be attacked on 'to' (ksq counts as empty). */
bool king_step_attacked(const Position *pos, int to, int by, int ksq);
static inline int king_sq(const Position *pos, int colour) { return pos->plist[colour][0]; }

void make_move(Position *pos, Move m, Undo *u);
void unmake_move(Position *pos, const Undo *u);
/* The side to move passes (for threats and set play): flips the side, clears e.p. */
void make_null(Position *pos, Undo *u);
void unmake_null(Position *pos, const Undo *u);

/* The position after legal move m of pos, and after the side to move passes;
 * pos itself unchanged. The _to forms write into *out (not pos): a Position
 * returned is copied twice (once more into the caller's), which the themes'
 * and motives' hot loops feel. */
static inline void position_after_to(Position *out, const Position *pos, Move m)
{
    *out = *pos;
    Undo u;
    make_move(out, m, &u);
}
static inline void position_passed_to(Position *out, const Position *pos)
{
    *out = *pos;
    Undo u;
    make_null(out, &u);
}
static inline Position position_after(const Position *pos, Move m)
{
    Position after = *pos;
    Undo u;
    make_move(&after, m, &u);
    return after;
}
static inline Position position_passed(const Position *pos)
{
    Position passed = *pos;
    Undo u;
    make_null(&passed, &u);
    return passed;
}

/* UCI text of a move ("e7e8q"); buf holds at least 6 chars. */
char *move_to_uci(Move m, char *buf);
void square_name(int sq, char *buf); /* "e4" */
/* The square the first two characters of s name, as square_name writes it
 * ("e4", lower case), or NO_SQ. */
int square_parse(const char *s);

#endif
