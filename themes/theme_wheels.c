/* theme_wheels.c - knight wheels: a defender knight whose eight moves after the
 * key are all variations met by mate; an attacker knight mating on eight squares. */
#include "themes/king_squares.h"
#include "themes/theme_play.h"

/* Adds the to-square of each mate from sq in mates[0..n) to the bit set *to. */
static void mates_from(const Move *mates, int n, int sq, uint64_t *to)
{
    for (int i = 0; i < n; i++)
        if (M_FROM(mates[i]) == sq)
            *to |= (uint64_t)1 << (RANK_OF(M_TO(mates[i])) * 8 + FILE_OF(M_TO(mates[i])));
}

void theme_knight_wheels(const Solution *s, const Play *key, Analysis *A)
{
    Position after;
    position_after_to(&after, &s->start, key->move);
    int def = after.side, att = def ^ 1;
    /* Black knight wheel: eight legal moves of one defender knight, each a variation. */
    for (int i = 0; i < after.count[def]; i++) {
        int sq = after.plist[def][i];
        if (PTYPE(after.board[sq]) != KNIGHT)
            continue;
        int moves = 0;
        bool all_shown = true; /* each move a variation with its mate */
        for (int j = 0; j < key->nvars; j++)
            if (M_FROM(key->vars[j].defence) == sq) {
                moves++;
                all_shown &= play_listed(s, key, &key->vars[j]);
            }
        if (moves != 8 || !all_shown)
            continue;
        ThemeEntry *e = entry_new(A, THEME_BLACK_KNIGHT_WHEEL, key->move);
        entry_square(e, EF_SQUARE, sq);
        for (int j = 0; j < key->nvars; j++)
            if (M_FROM(key->vars[j].defence) == sq)
                entry_move_add(e, EF_DEFENCES, key->vars[j].defence);
    }
    /* White knight wheel: one attacker knight mates on eight squares in the
     * threats and the listed variations together. */
    for (int i = 0; i < after.count[att]; i++) {
        int sq = after.plist[att][i];
        if (PTYPE(after.board[sq]) != KNIGHT)
            continue;
        uint64_t to = 0;
        mates_from(sol_moves(s, key->threats_first), key->nthreats, sq, &to);
        for (int j = 0; j < key->nvars; j++)
            if (play_listed(s, key, &key->vars[j]))
                mates_from(sol_moves(s, key->vars[j].first), key->vars[j].n, sq, &to);
        if (__builtin_popcountll(to) != 8)
            continue;
        ThemeEntry *e = entry_new(A, THEME_WHITE_KNIGHT_WHEEL, key->move);
        entry_square(e, EF_SQUARE, sq);
        entry_squares(e, EF_SQUARES, to);
    }
}
