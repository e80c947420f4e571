/* theme_novotny.c - Novotny over the tries and keys: a threatening first move
 * puts a man where the lines of a defender rook and bishop cross, and each
 * capture of it cuts the other's line (themes/README.md cites the definition).
 * One entry per instance, the square and the two men (SPEC "One entry per
 * instance"), with the phases it shows in. The set play has none: no white man
 * is played there (themes/README.md). */
#include "themes/instances.h"
#include "themes/theme_lines.h"

/* One Novotny pair of a first move: its rook and bishop captures and the mate
 * of each that exploits the cut line. */
typedef struct {
    const Variation *vr, *vb;
    Move m1, m2;
} Pair;

/* Whether the capture v of the first move's piece defeats a threat of p (its
 * defence motives are not empty): the line the capture cuts guarded against a
 * threat, and the capture stops another. */
static bool defeats_threat(const Solution *s, const Play *p, const Variation *v)
{
    return p->nthreats > 0 && variation_listed(s, p, v, false);
}

/* The Novotny pairs of first move p (a the position after it) into out (at
 * most cap), how many: a rook and a bishop taking the man p moved, each capture
 * defeating a threat of p and met by a mate exploiting its interference. A
 * checking or waiting move, which threatens nothing, has none: its captures
 * guard against no threat (Szöghy 1935, 1.Qf5+, is an eightfold sacrifice, no
 * Novotny). */
static int novotny_pairs(const Solution *s, const Play *p, const Position *a, Pair *out, int cap)
{
    int x = M_TO(p->move), n = 0;
    for (int i = 0; i < p->nvars; i++) {
        const Variation *vr = &p->vars[i];
        if (M_TO(vr->defence) != x || line_mover(a, vr->defence) != ROOK || !defeats_threat(s, p, vr))
            continue;
        for (int j = 0; j < p->nvars && n < cap; j++) {
            const Variation *vb = &p->vars[j];
            Pair q = { vr, vb, MOVE_NONE, MOVE_NONE };
            if (M_TO(vb->defence) == x && line_mover(a, vb->defence) == BISHOP && defeats_threat(s, p, vb)
                && mutual_mates(s, a, vr, vb, &q.m1, &q.m2))
                out[n++] = q;
        }
    }
    return n;
}

bool novotny_capture(const Solution *s, const Play *p, Move d)
{
    if (M_TO(d) != M_TO(p->move))
        return false;
    Position a = after_key(s, p);
    Pair pairs[16];
    int n = novotny_pairs(s, p, &a, pairs, 16);
    for (int k = 0; k < n; k++)
        if (MOVE_KEY(d) == MOVE_KEY(pairs[k].vr->defence) || MOVE_KEY(d) == MOVE_KEY(pairs[k].vb->defence))
            return true;
    return false;
}

/* The named form of a pair of phase ph (themes/README.md, NOVOTNY.md):
 * "finnish" when a key takes a black pawn standing on the crossing square (Chicco
 * and Porreca; Shanahan after Velimirovic and Valtonen: "the key captures it");
 * "disappearing" when the move threatens two mates or more and neither
 * capture's mate is one of them (Rosner, of a move that threatens two mates:
 * "when the two captures take place, two new mates appear"); "differentiated"
 * when a capture's mate is otherwise no threat (Chicco and Porreca: the move
 * threatens something else); else the plain double threat that the captures
 * separate (NULL). */
static const char *pair_variant(const Phase *ph, const Pair *q)
{
    int x = M_TO(ph->play->move), n = ph->play->nthreats;
    if (ph->kind == PHASE_KEY && ph->s->start.board[x] == PIECE(BLACK, PAWN))
        return "finnish";
    const Move *threats = sol_moves(ph->s, ph->play->threats_first);
    bool t1 = move_in(threats, n, q->m1), t2 = move_in(threats, n, q->m2);
    if (t1 && t2)
        return NULL;
    return n >= 2 && !t1 && !t2 ? "disappearing" : "differentiated";
}

/* The Novotnys of phase i (a try or a key: the set play has no first move)
 * into S, and what each new instance first shows into ctx. */
static void phase_novotnys(const Phases *P, int i, Sightings *S, void *ctx)
{
    FirstPairs *f = ctx;
    const Phase *ph = &P->ph[i];
    if (!ph->play)
        return;
    Pair pairs[16];
    int n = novotny_pairs(ph->s, ph->play, &ph->pos, pairs, 16);
    for (int k = 0; k < n; k++) {
        const Pair *q = &pairs[k];
        int x = M_TO(ph->play->move), men = M_FROM(q->vr->defence) * 128 + M_FROM(q->vb->defence);
        sightings_add(S, x, men, i, q->vr->defence, q->m1);
        sightings_add(S, x, men, i, q->vb->defence, q->m2);
        first_pairs_add(f, x, men, q->m1, q->m2, pair_variant(ph, q));
    }
}

void theme_novotny(const Phases *P, Analysis *A)
{
    static const InstanceTheme t = { THEME_NOVOTNY, true, phase_novotnys, first_pairs_mark };
    FirstPairs f = { .n = 0 };
    instances_detect(P, A, &t, &f);
}
