/* fuzz_common.h - checks shared by the libFuzzer harnesses. A failed check
 * aborts, which libFuzzer reports as a crash with its input. */
#ifndef CHIAVE_FUZZ_COMMON_H
#define CHIAVE_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "solver/board.h"

#define FUZZ_ASSERT(cond)                                                          \
    do {                                                                           \
        if (!(cond)) {                                                             \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                               \
        }                                                                          \
    } while (0)

/* The piece lists agree with the board. */
static inline void fuzz_check_position(const Position *pos)
{
    int men = 0;
    for (int sq = 0; sq < 128; sq++)
        if (!OFFBOARD(sq) && pos->board[sq] != EMPTY)
            men++;
    FUZZ_ASSERT(men == pos->count[WHITE] + pos->count[BLACK]);
    for (int c = 0; c < 2; c++) {
        FUZZ_ASSERT(pos->count[c] >= 1 && pos->count[c] <= MAX_MEN);
        FUZZ_ASSERT(pos->board[pos->plist[c][0]] == PIECE(c, KING));
        for (int i = 0; i < pos->count[c]; i++) {
            int sq = pos->plist[c][i];
            FUZZ_ASSERT(!OFFBOARD(sq) && pos->board[sq] != EMPTY);
            FUZZ_ASSERT(PCOLOUR(pos->board[sq]) == c && pos->index[sq] == i);
        }
    }
}

/* Same men on the same squares, same side, rights and e.p. square. */
static inline int fuzz_same_position(const Position *a, const Position *b)
{
    for (int sq = 0; sq < 128; sq++)
        if (!OFFBOARD(sq) && a->board[sq] != b->board[sq])
            return 0;
    return a->side == b->side && a->castle == b->castle && a->ep == b->ep;
}

#endif
