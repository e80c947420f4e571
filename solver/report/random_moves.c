/* random_moves.c - a man's random moves grouped, as solvers write a solution:
 * "1...R~ 2.Qd4#" for the moves of the rook that the same mates answer, its
 * corrections under it; a pawn's such moves written out on one line, a king's
 * each on its own (themes/DECISIONS.md). */
#include "solver/report/random_moves.h"

#include <stdio.h>
#include <string.h>
#include "themes/analysis.h"

/* The same mates as the line writes them once: the same moves, captures and
 * promotion pieces all (not mate_identity's class: README, "The same mates in a
 * grouped line"). */
static bool same_mates(const Solution *s, const Variation *a, const Variation *b)
{
    return a->n == b->n &&
           memcmp(sol_moves(s, a->first), sol_moves(s, b->first), sizeof(Move) * (size_t)a->n) == 0;
}

/* The index of a move of the man of v[first] whose mates answer at least
 * RANDOM_MOVES_MIN of its listed moves (the largest such set, the first on a
 * tie), or -1; -1 for a king (king_defence): no source writes its flights "K~". */
static int random_of(const Solution *s, const Position *pos, const Variation *v, int n, const bool *listed, int first)
{
    if (king_defence(pos, v[first].defence))
        return -1;
    int from = M_FROM(v[first].defence), man[MAX_MOVES], m = 0;
    for (int i = 0; i < n; i++)
        if (listed[i] && M_FROM(v[i].defence) == from && m < MAX_MOVES)
            man[m++] = i;
    int best = -1, most = RANDOM_MOVES_MIN - 1;
    for (int a = 0; a < m; a++) {
        int alike = 0;
        for (int b = 0; b < m; b++)
            alike += same_mates(s, &v[man[a]], &v[man[b]]);
        if (alike > most)
            best = man[a], most = alike;
    }
    return best;
}

int random_lines(const Solution *s, const Position *pos, const Variation *v, int n, const bool *listed,
                 PhaseLine *out)
{
    int random[128]; /* by square: -2 not yet looked at, -1 none, else a move of the man */
    bool written[128] = { false }; /* a pawn's line written */
    for (int sq = 0; sq < 128; sq++)
        random[sq] = -2;
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (!listed[i])
            continue;
        int from = M_FROM(v[i].defence);
        bool pawn = PTYPE(pos->board[from]) == PAWN;
        if (random[from] == -2) {
            random[from] = random_of(s, pos, v, n, listed, i);
            if (random[from] >= 0 && !pawn) { /* the man's line here, its corrections after it */
                out[k++] = (PhaseLine){ random[from], LINE_RANDOM };
                for (int j = i; j < n; j++)
                    if (listed[j] && M_FROM(v[j].defence) == from && !same_mates(s, &v[j], &v[random[from]]))
                        out[k++] = (PhaseLine){ j, LINE_CORRECTION };
            }
        }
        if (random[from] < 0) {
            out[k++] = (PhaseLine){ i, LINE_DEFENCE };
        } else if (pawn) { /* "a1=Q/R/B/N" where its first such move stands, the pawn's others where they stand */
            if (!same_mates(s, &v[i], &v[random[from]]))
                out[k++] = (PhaseLine){ i, LINE_DEFENCE };
            else if (!written[from])
                out[k++] = (PhaseLine){ i, LINE_RANDOM }, written[from] = true;
        }
    }
    return k;
}

int random_alike(const Solution *s, const Variation *v, int n, const bool *listed, int var, Move *out)
{
    int from = M_FROM(v[var].defence), m = 0;
    for (int i = 0; i < n && m < MAX_MOVES; i++)
        if (listed[i] && M_FROM(v[i].defence) == from && same_mates(s, &v[i], &v[var]))
            out[m++] = v[i].defence;
    return m;
}

void random_man(char *buf, size_t len, const Position *pos, int sq, Lang lang)
{
    uint8_t pc = pos->board[sq];
    int colour = PCOLOUR(pc), type = PTYPE(pc);
    bool other = false, same_file = false, same_rank = false;
    for (int i = 0; i < pos->count[colour]; i++) {
        int o = pos->plist[colour][i];
        if (o == sq || pos->board[o] != pc)
            continue;
        other = true;
        same_file |= FILE_OF(o) == FILE_OF(sq);
        same_rank |= RANK_OF(o) == RANK_OF(sq);
    }
    char file = (char)('a' + FILE_OF(sq)), rank = (char)('1' + RANK_OF(sq));
    if (type == PAWN)
        snprintf(buf, len, same_file ? "%c%c~" : "%c~", file, rank);
    else if (!other)
        snprintf(buf, len, "%c~", piece_letter(lang, type));
    else if (!same_file)
        snprintf(buf, len, "%c%c~", piece_letter(lang, type), file);
    else if (!same_rank)
        snprintf(buf, len, "%c%c~", piece_letter(lang, type), rank);
    else
        snprintf(buf, len, "%c%c%c~", piece_letter(lang, type), file, rank);
}
