/* theme_pin_mate.c - pin-mates over every phase (set play, tries, keys): a mate
 * that a defender man could parry were it not pinned, pinned by the mate or by the
 * defence (a self-pin, a king's step: E. Stevenson's "Double Pin-Mate after a
 * Black King Move" counts those), not by the first move (a key-pin). One entry per
 * instance, the pinned man on its square and its pinner (SPEC "One entry per
 * instance"), with the phases, defences and mates it shows in; a key's threat that
 * so pins is in its phase's "threats". */
#include "themes/instances.h"
#include "themes/king_squares.h"
#include "solver/movegen.h"

/* The pins of the phase before the defence (the defender to move): a pin that
 * was there already is none the mate or the defence made. */
typedef struct {
    Pin pins[8];
    int n;
} Before;

/* The pins mate m (from p, the attacker to move) makes of defender men that, with
 * the pinner gone, have a legal move off the pin line, and that were not pinned
 * before the defence: into out, how many. */
static int parry_pins(const Before *before, const Position *p, Move m, Pin out[8])
{
    int def = p->side ^ 1, n = 0;
    if (!move_may_pin(p, m))
        return 0; /* no pin after it: the mate not played */
    Pin after[8];
    Position q;
    position_after_to(&q, p, m);
    int na = find_pins(&q, def, after);
    for (int i = 0; i < na; i++) {
        if (pin_of(before->pins, before->n, after[i].sq))
            continue;
        Position e;
        position_without(&q, after[i].pinner, &e);
        MoveList list;
        gen_legal(&e, &list);
        int ksq = king_sq(&e, def);
        for (int j = 0; j < list.n; j++)
            if (M_FROM(list.moves[j]) == after[i].sq && line_step(ksq, M_TO(list.moves[j])) != after[i].dir) {
                out[n++] = after[i];
                break;
            }
    }
    return n;
}

/* Mate m after d (MOVE_NONE: a threat) from p, phase i: each pin it makes. */
static void note_pins(const Before *before, int i, const Position *p, Move d, Move m, Sightings *S)
{
    Pin pins[8];
    int n = parry_pins(before, p, m, pins);
    for (int k = 0; k < n; k++)
        sightings_add(S, pins[k].sq, pins[k].pinner, i, d, m);
}

/* The pin-mates of phase i into S: a key's threats, then the listed variations. */
static void phase_pins(const Phases *P, int i, Sightings *S, void *ctx)
{
    (void)ctx;
    const Phase *ph = &P->ph[i];
    Before before;
    before.n = find_pins(&ph->pos, ph->pos.side, before.pins);
    if (ph->kind == PHASE_KEY && ph->play->nthreats) {
        Position passed;
        position_passed_to(&passed, &ph->pos);
        const Move *ts = sol_moves(ph->s, ph->play->threats_first);
        for (int k = 0; k < ph->play->nthreats; k++)
            note_pins(&before, i, &passed, MOVE_NONE, ts[k], S);
    }
    int n;
    const Variation *vars = phase_vars(P, i, &n);
    for (int j = 0; j < n; j++) {
        const Variation *v = &vars[j];
        if (v->n == 0 || !phase_listed(P, i, v))
            continue;
        Position p;
        position_after_to(&p, &ph->pos, v->defence);
        const Move *ms = sol_moves(ph->s, v->first);
        for (int k = 0; k < v->n; k++)
            note_pins(&before, i, &p, v->defence, ms[k], S);
    }
}

static void mark_pin(ThemeEntry *e, int pinned, int pinner, void *ctx)
{
    (void)ctx;
    entry_square(e, EF_SQUARE, pinned);
    entry_square(e, EF_PINNER, pinner);
}

void theme_pin_mate(const Phases *P, Analysis *A)
{
    static const InstanceTheme t = { THEME_PIN_MATE, false, phase_pins, mark_pin };
    instances_detect(P, A, &t, NULL);
}
