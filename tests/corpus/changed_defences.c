/* changed_defences.c - the defences a changed, added or removed mates record counts
 * (themes-check). */
#include "tests/corpus/changed_defences.h"

#include <stdbool.h>
#include <string.h>

#include "solver/movegen.h"

/* Whether a and b are equal, or both absent. */
static bool same_or_none(const json_t *a, const json_t *b)
{
    return a || b ? json_equal(a, b) : true;
}

/* Whether UCI move d starts on a king's square of start. */
static bool kings_move(const Position *start, const char *d)
{
    int from = SQ(d[0] - 'a', d[1] - '1');
    return from == king_sq(start, WHITE) || from == king_sq(start, BLACK);
}

/* Whether a mate of mates (UCI strings) takes e.p. after UCI defence d is played
 * in pos: read from the legal move itself, not from the squares. */
static bool ep_mate_played(const Position *pos, const char *d, const json_t *mates)
{
    Move dm = move_from_uci(pos, d);
    if (!mates || !dm)
        return false;
    Position after = position_after(pos, dm);
    for (size_t i = 0; i < json_array_size(mates); i++) {
        Move m = move_from_uci(&after, json_string_value(json_array_get(mates, i)));
        if (m & MF_EP)
            return true;
    }
    return false;
}

/* ep_mate_played for variation x's mates under name b. */
static bool ep_of(const Position *pos, const json_t *x, const char *b)
{
    return ep_mate_played(pos, json_string_value(json_object_get(x, "defence")), json_object_get(x, b));
}

/* The defences of a changed-mates entry: moves of one man ("c6b4", "c6d4"), not a
 * king's, with the same mates before ("set"/"try-mates"; none for an added mate) and
 * after ("mates"; none for a removed mate) are one (DECISIONS.md). */
size_t changed_defences(const json_t *vars, const Position *start, Move key)
{
    Position keyed = position_after(start, key), passed;
    position_passed_to(&passed, start);
    size_t n = 0;
    for (size_t i = 0; i < json_array_size(vars); i++) {
        const json_t *x = json_array_get(vars, i), *y;
        const char *b = json_object_get(x, "set") ? "set" : "try-mates";
        bool same = false;
        for (size_t j = 0; !kings_move(start, json_string_value(json_object_get(x, "defence"))) && j < i && !same;
             j++)
            same = (y = json_array_get(vars, j), same_or_none(json_object_get(x, b), json_object_get(y, b)))
                   && strncmp(json_string_value(json_object_get(x, "defence")),
                              json_string_value(json_object_get(y, "defence")), 2) == 0
                   && same_or_none(json_object_get(x, "mates"), json_object_get(y, "mates"))
                   && ep_of(&keyed, x, "mates") == ep_of(&keyed, y, "mates")
                   && ep_of(&passed, x, "set") == ep_of(&passed, y, "set");
        n += !same;
    }
    return n;
}
