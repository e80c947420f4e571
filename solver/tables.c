/* tables.c - geometry tables, filled once at start-up and read-only afterwards. */
#include "solver/tables.h"
#include "solver/squares.h"

int8_t dir_table[240];
uint8_t attack_table[240];
uint64_t ray_mask[64][8];
uint64_t knight_mask[64];
uint64_t king_mask[64];
uint64_t rook_lines[64], bishop_lines[64];
uint64_t pawn_from[2][64];
uint64_t between[64][64];

const int knight_delta[8] = { 33, 31, 18, 14, -14, -18, -31, -33 };
const int king_delta[8] = { 1, -1, 16, -16, 15, 17, -15, -17 };

__attribute__((constructor)) static void tables_init(void)
{
    for (int d = 0; d < 8; d++) {
        int step = king_delta[d];
        int type_bit = d < 4 ? 1 << ROOK : 1 << BISHOP;
        for (int dist = 1; dist < 8; dist++) {
            int diff = step * dist + 119;
            dir_table[diff] = (int8_t)step;
            attack_table[diff] |= (uint8_t)(type_bit | 1 << QUEEN);
            if (dist == 1)
                attack_table[diff] |= 1 << KING;
        }
    }
    for (int i = 0; i < 8; i++)
        attack_table[knight_delta[i] + 119] |= 1 << KNIGHT;
    attack_table[15 + 119] |= 1 << PAWN;
    attack_table[17 + 119] |= 1 << PAWN;
    attack_table[-15 + 119] |= ATT_BPAWN;
    attack_table[-17 + 119] |= ATT_BPAWN;
    for (int sq = 0; sq < 128; sq++) {
        if (OFFBOARD(sq))
            continue;
        int s = SQ64(sq);
        for (int d = 0; d < 8; d++) {
            uint64_t passed = 0;
            for (int to = sq + king_delta[d]; !OFFBOARD(to); to += king_delta[d]) {
                ray_mask[s][d] |= BIT(to);
                between[s][SQ64(to)] = passed;
                passed |= BIT(to);
            }
            if (!OFFBOARD(sq + king_delta[d]))
                king_mask[s] |= BIT(sq + king_delta[d]);
            *(d < 4 ? &rook_lines[s] : &bishop_lines[s]) |= ray_mask[s][d];
        }
        for (int i = 0; i < 8; i++)
            if (!OFFBOARD(sq + knight_delta[i]))
                knight_mask[s] |= BIT(sq + knight_delta[i]);
        /* a white pawn attacks from one rank below, a black one from one above */
        for (int side = -1; side <= 1; side += 2) {
            if (!OFFBOARD(sq - 16 + side))
                pawn_from[WHITE][s] |= BIT(sq - 16 + side);
            if (!OFFBOARD(sq + 16 + side))
                pawn_from[BLACK][s] |= BIT(sq + 16 + side);
        }
    }
}
