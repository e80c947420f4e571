/* theme_self_block.c - self-blocks over every phase (set play, tries, keys): a
 * defence puts a man next to its own king and a mate needs that block. One entry
 * per instance, the man and the square it blocks (SPEC "One entry per instance"),
 * with the phases it shows in. */
#include "themes/instances.h"
#include "themes/theme_key.h"
#include "themes/king_squares.h"
#include "solver/tables.h"

/* Whether mate m after the defence (p: the attacker to move) exploits the block
 * on x: with x emptied, the king could step there out of the mate. */
static bool exploits_block(const Position *p, Move m, int x)
{
    if (M_TO(m) == x)
        return false; /* the mate captures the blocker */
    Position q;
    position_after_to(&q, p, m);
    return (king_flights_without(&q, x) & BIT(x)) != 0;
}

/* The self-blocks of phase i into S. */
static void phase_blocks(const Phases *P, int i, Sightings *S, void *ctx)
{
    (void)ctx;
    const Phase *ph = &P->ph[i];
    int n, ksq = king_sq(&ph->pos, ph->pos.side);
    const Variation *vars = phase_vars(P, i, &n);
    for (int j = 0; j < n; j++) {
        const Variation *v = &vars[j];
        int x = M_TO(v->defence);
        /* A man (not the king, not castling) now next to its own king. */
        if (v->n == 0 || M_FROM(v->defence) == ksq || x == ksq || !(attack_table[DIFF(ksq, x)] & 1 << KING)
            || !phase_listed(P, i, v))
            continue;
        Position p;
        position_after_to(&p, &ph->pos, v->defence);
        /* Taking a Novotny's first-move piece where the king could not blocks no
         * flight: the capture is the Novotny's interference, not a self-block. */
        if (ph->play && x == M_TO(ph->play->move) && !(king_flights(&ph->pos) & BIT(x))
            && novotny_capture(ph->s, ph->play, v->defence))
            continue;
        const Move *ms = sol_moves(ph->s, v->first);
        for (int k = 0; k < v->n; k++)
            if (exploits_block(&p, ms[k], x))
                sightings_add(S, M_FROM(v->defence), x, i, v->defence, ms[k]);
    }
}

static void mark_block(ThemeEntry *e, int man, int square, void *ctx)
{
    (void)ctx;
    entry_square(e, EF_SQUARE, square);
    entry_square_add(e, EF_MEN, man);
}

void theme_self_block(const Phases *P, Analysis *A)
{
    static const InstanceTheme t = { THEME_SELF_BLOCK, false, phase_blocks, mark_block };
    instances_detect(P, A, &t, NULL);
}
