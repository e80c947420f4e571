/* mate_identity.c - "the same mate" (themes/KEY.md, PHASES.md), for the themes of
 * one key (same_mate: changed and transferred mates, the report's lines) and across
 * phases (mate_identity): its man, named by its square in the diagram, the man's type,
 * its destination and its promotion class; two men that first moves brought to one
 * square linked when their same move is seen (the Taraba exception, KEY.md). */
#include "themes/phases.h"
#include "themes/theme_play.h"

/* The type of the man that plays m after first move f, read in the diagram: the
 * man on its square there (play_origin), or the piece f promoted to. */
static int man_type(const Position *start, Move f, Move m)
{
    if (f != MOVE_NONE && M_FROM(m) == M_TO(f) && M_PROMO(f))
        return M_PROMO(f);
    return PTYPE(start->board[play_origin(f, m)]);
}

static int promo_class(Move m)
{
    return M_PROMO(m) == 0 ? 0 : M_PROMO(m) == KNIGHT ? 2 : 1;
}

static int raw_identity(int type, int man, Move m)
{
    return (type * 129 + man) << 9 | M_TO(m) << 2 | promo_class(m);
}

/* The identity id is one mate with (itself when none). */
static int resolve(const MateMen *men, int id)
{
    for (int k = 0; k < men->nalias; k++)
        if (men->alias[k][0] == id) {
            id = men->alias[k][1];
            k = -1; /* a chain: aliases only ever point to an identity not aliased then */
        }
    return id;
}

void men_init(MateMen *men, const Position *start)
{
    men->start = start;
    men->nseen = men->nalias = 0;
}

void men_see(MateMen *men, Move f, Move m)
{
    /* Only a man f brought to its square (its own, or the rook's by castling). */
    if (!men->start || play_origin(f, m) == M_FROM(m))
        return;
    int type = man_type(men->start, f, m);
    for (int i = 0; i < men->nseen; i++) {
        Move g = men->seen[i][0], x = men->seen[i][1];
        if (M_FROM(x) != M_FROM(m) || M_TO(x) != M_TO(m) || promo_class(x) != promo_class(m)
            || man_type(men->start, g, x) != type)
            continue;
        int a = resolve(men, raw_identity(type, play_origin(g, x), x)),
            b = resolve(men, raw_identity(type, play_origin(f, m), m));
        if (a != b && men->nalias < MEN_ALIAS) {
            men->alias[men->nalias][0] = b;
            men->alias[men->nalias++][1] = a;
        }
    }
    if (men->nseen < MEN_SEEN) {
        men->seen[men->nseen][0] = f;
        men->seen[men->nseen++][1] = m;
    }
}

int mate_identity(const MateMen *men, Move f, const Position *pos, Move m)
{
    /* Across twins the man is not named, and its type is read where it stands. */
    int id = men->start ? raw_identity(man_type(men->start, f, m), play_origin(f, m), m)
                        : raw_identity(PTYPE(pos->board[M_FROM(m)]), 128, m);
    return men->nalias ? resolve(men, id) : id;
}

/* The identity of the two mates with the men of these two seen, no other phase's:
 * two phases compared need no third to link their men (PHASES.md, "a mate's
 * identity"), and the detectors of one key and the report compare two. */
bool same_mate(const Position *start, Move fa, Move a, Move fb, Move b)
{
    MateMen men;
    men_init(&men, start);
    men_see(&men, fa, a);
    men_see(&men, fb, b);
    return mate_identity(&men, fa, NULL, a) == mate_identity(&men, fb, NULL, b);
}

int entry_identity(const ThemeEntry *e, const Position *start, Move f, const Position *pos, Move m)
{
    MateMen men;
    men_init(&men, entry_has(e, EF_TWINS) ? NULL : start);
    for (int i = 0; i < e->nblocks; i++) {
        const ThemeBlock *b = &e->blocks[i];
        for (int k = 0; k < b->threats.n; k++)
            men_see(&men, b->move, b->threats.v[k]);
        for (int j = 0; j < b->variations.n; j++)
            for (int k = 0; k < b->variations.v[j].moves.n; k++)
                men_see(&men, b->move, b->variations.v[j].moves.v[k]);
    }
    return mate_identity(&men, f, pos, m);
}
