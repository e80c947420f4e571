/* mate_identity.c - a mate's identity in the themes across phases (themes/PHASES.md):
 * its man, named by its square in the diagram, the man's type, its destination and
 * its promotion class; two men that first moves brought to one square linked when
 * their same move is seen (the Taraba exception, KEY.md). */
#include "themes/phases.h"
#include "themes/theme_play.h"

/* The type of the man first move g brings to its square. */
static int brought_type(const Position *start, Move g)
{
    return M_PROMO(g) ? M_PROMO(g) : PTYPE(start->board[M_FROM(g)]);
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
    if (!men->start || f == MOVE_NONE || M_FROM(m) != M_TO(f))
        return;
    int type = brought_type(men->start, f);
    for (int i = 0; i < men->nseen; i++) {
        Move g = men->seen[i][0], x = men->seen[i][1];
        if (M_FROM(g) == M_FROM(f) || M_FROM(x) != M_FROM(m) || M_TO(x) != M_TO(m)
            || promo_class(x) != promo_class(m) || brought_type(men->start, g) != type)
            continue;
        int a = resolve(men, raw_identity(type, M_FROM(g), x)), b = resolve(men, raw_identity(type, M_FROM(f), m));
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
    /* Attacker men do not move in a defence: the mover stands on its square in pos. */
    int id = raw_identity(PTYPE(pos->board[M_FROM(m)]), men->start ? play_origin(f, m) : 128, m);
    return men->nalias ? resolve(men, id) : id;
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
