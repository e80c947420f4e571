/* phase_moves.c - the attacker's moves of the phases compared as moves. */
#include "themes/phase_moves.h"

bool phase_mated_by(const Phases *P, int i, Move d, Move m)
{
    if (phase_mate(P, i, d) < 0)
        return false;
    const Variation *v = phase_variation(P, i, d);
    const Move *mates = sol_moves(P->s, v->first);
    for (int j = 0; j < v->n; j++)
        if (MOVE_KEY(mates[j]) != MOVE_KEY(m))
            return false;
    return v->n > 0;
}

bool phase_mated_by_first(const Phases *P, int i, Move d, Move m)
{
    int to = M_TO(m);
    const Position *pos = &P->ph[i].pos;
    bool took = P->s->start.board[to] != EMPTY,
         takes = M_TO(d) == to || (pos->board[to] != EMPTY && M_FROM(d) != to);
    return took == takes && phase_mated_by(P, i, d, m);
}

bool phase_threatens_move(const Phases *P, int i, Move m)
{
    const Play *p = P->ph[i].play;
    if (!p || p->nthreats == 0)
        return false;
    const Move *t = sol_moves(P->s, p->threats_first);
    for (int j = 0; j < p->nthreats; j++)
        if (MOVE_KEY(t[j]) != MOVE_KEY(m))
            return false;
    return true;
}

bool phase_quiet_try(const Phases *P, int i)
{
    return P->ph[i].kind == PHASE_TRY && !P->ph[i].play->check;
}

const Move *phase_refutations(const Phases *P, int i, int *n)
{
    const Play *p = P->ph[i].play;
    *n = p ? p->nrefuts : 0;
    return p ? sol_moves(P->s, p->refuts_first) : NULL;
}
