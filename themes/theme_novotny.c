/* theme_novotny.c - Novotny over the tries and keys: a threatening first move
 * puts a man where the lines of a defender rook and bishop cross, and each
 * capture of it cuts the other's line (themes/README.md cites the definition).
 * One entry per instance, the square and the two men (SPEC "One entry per
 * instance"), with the phases it shows in. The set play has none: no white man
 * is played there (themes/README.md). */
#include <string.h>

#include "themes/instances.h"
#include "themes/theme_lines.h"
#include "themes/king_squares.h"
#include "themes/motives.h"

/* One Novotny pair of a first move: its rook and bishop captures, the mate of
 * each that exploits the cut line, and whether its form is the plain one (both
 * mates are threats of the move). */
typedef struct {
    const Variation *vr, *vb;
    Move m1, m2;
    bool plain;
} Pair;

/* Whether the capture v of the first move's piece defeats a threat of p (its
 * defence motives are not empty). */
static bool defeats_threat(const Solution *s, const Play *p, const Variation *v)
{
    return p->nthreats > 0 && variation_listed(s, p, v, false);
}

/* Whether capture v defeats a threat through its own line: one of its defence
 * motives is a guard by the capturer, now on the crossing square x, of a square
 * past x on the line it came along, or a pin along that line of a white man the
 * threat needs: what the first move's man had cut (de.wikipedia: "Verstellung
 * ... wodurch eine Doppeldrohung aufgestellt wird"). A capture that only takes
 * a man the threat needs, or parries along another line, does not. */
static bool defeats_through_line(const MotivePhase *mp, const Variation *v)
{
    int x = M_TO(v->defence), step = line_step(M_FROM(v->defence), x);
    Motives m;
    motives_defence(mp, v->defence, &m);
    for (int i = 0; i < m.n; i++) {
        const Motive *o = &m.m[i];
        if (o->kind == MOTIVE_GUARDS && o->nmen && o->men[0] == x && o->nsquares
            && line_step(x, o->squares[0]) == step)
            return true;
        if (o->kind == MOTIVE_PINS && o->nmen == 2 && o->men[1] == x && line_step(x, o->men[0]) == step)
            return true;
    }
    return false;
}

/* Whether pair q of first move p is a Novotny, its form in q->plain. The plain
 * form (both mates are threats) is the interference's double threat, so each
 * capture must defeat a threat through its own line; the differentiated form's
 * threat is another (Chicco and Porreca: "il sacrificio introduce una diversa
 * minaccia"), which a capture may defeat by taking the man (Novotny's own
 * four-mover, polgar-3646: 3.Nfe4! threatens 4.Bc3#, which both captures defeat
 * by taking the knight). */
static bool pair_form(const Solution *s, const Play *p, Pair *q)
{
    const Move *threats = sol_moves(s, p->threats_first);
    q->plain = move_in(threats, p->nthreats, q->m1) && move_in(threats, p->nthreats, q->m2);
    if (!q->plain)
        return true;
    MotivePhase mp;
    motive_phase(&mp, s, p);
    return defeats_through_line(&mp, q->vr) && defeats_through_line(&mp, q->vb);
}

/* The Novotny pairs of first move p (a the position after it) into out (at
 * most cap), how many: a rook and a bishop taking the man p moved, each capture
 * defeating a threat of p and met by a mate exploiting its interference, in one
 * of the forms of pair_form. A checking or waiting move, which threatens
 * nothing, has none: its captures guard against no threat (Szöghy 1935,
 * 1.Qf5+, is an eightfold sacrifice, no Novotny). */
static int novotny_pairs(const Solution *s, const Play *p, const Position *a, Pair *out, int cap)
{
    int x = M_TO(p->move), n = 0;
    for (int i = 0; i < p->nvars; i++) {
        const Variation *vr = &p->vars[i];
        if (M_TO(vr->defence) != x || line_mover(a, vr->defence) != ROOK || !defeats_threat(s, p, vr))
            continue;
        for (int j = 0; j < p->nvars && n < cap; j++) {
            const Variation *vb = &p->vars[j];
            Pair q = { vr, vb, MOVE_NONE, MOVE_NONE, false };
            if (M_TO(vb->defence) == x && line_mover(a, vb->defence) == BISHOP && defeats_threat(s, p, vb)
                && mutual_mates(s, a, vr, vb, &q.m1, &q.m2) && pair_form(s, p, &q))
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

/* Where the first move of phase i comes back (into r): the first listed defence
 * of another phase (set play, try or key; not a checking try), phases in their
 * order and each one's variations in theirs, whose mate is that move, by the same
 * man to the same square (its mate identity, PHASES.md: from wherever that
 * phase's first move left the man, NOVOTNY.md), with no other mate beside it (a
 * dual's mate is not the variation's). false when none. */
static bool move_returns(const Phases *P, int i, ThemeReturn *r)
{
    Move first = P->ph[i].play->move;
    int id = mate_identity(&P->men, MOVE_NONE, &P->ph[i].s->start, first);
    for (int j = 0; j < P->n; j++) {
        if (j == i || phase_checking_try(P, j))
            continue;
        int nv;
        const Variation *v = phase_vars(P, j, &nv);
        for (int k = 0; k < nv; k++)
            if (phase_listed(P, j, &v[k]) && phase_mate(P, j, v[k].defence) == id) {
                const Phase *ph = &P->ph[j];
                *r = (ThemeReturn){ .kind = ph->kind, .move = ph->play ? ph->play->move : MOVE_NONE,
                                    .first = first, .defence = v[k].defence,
                                    .mate = sol_moves(ph->s, v[k].first)[0] };
                phase_label(P, j, r->label, sizeof r->label);
                return true;
            }
    }
    return false;
}

/* The detector's own: each instance's pairs, and the return of a Greek one
 * (of its first phase, in the problem's order, whose first move returns). */
typedef struct {
    FirstPairs f;
    struct {
        int x, men, phase;
        ThemeReturn r;
    } ret[64];
    int nret;
} Found;

static void return_add(Found *f, int x, int men, int phase, const ThemeReturn *r)
{
    int j = 0;
    while (j < f->nret && !(f->ret[j].x == x && f->ret[j].men == men))
        j++;
    if (j == f->nret && j < 64)
        f->nret++;
    else if (j == f->nret || f->ret[j].phase < phase)
        return;
    f->ret[j].x = x, f->ret[j].men = men, f->ret[j].phase = phase, f->ret[j].r = *r;
}

/* The named form of a pair of phase i (themes/README.md, NOVOTNY.md), with a
 * Greek one's return in r:
 * "finnish" when a key takes a black pawn standing on the crossing square (Chicco
 * and Porreca; Shanahan after Velimirovic and Valtonen: "the key captures it");
 * else "greek" when the plain form's first move is a mate in a variation of
 * another phase (SuperProblem TT-162, 2016: "with two Novotny threats ... in
 * another phase there is a variation in which White perform a mate by the same
 * move on the same square"); else "differentiated" when a capture's mate is not
 * a threat (Chicco and Porreca); else the plain double threat that the captures
 * separate (NULL). Rosner's disappearing form is not told apart: no example of
 * it is at hand (NOVOTNY.md). */
static const char *pair_variant(const Phases *P, int i, const Pair *q, ThemeReturn *r)
{
    const Phase *ph = &P->ph[i];
    if (ph->kind == PHASE_KEY && ph->s->start.board[M_TO(ph->play->move)] == PIECE(BLACK, PAWN))
        return "finnish";
    if (q->plain)
        return move_returns(P, i, r) ? "greek" : NULL;
    return "differentiated";
}

/* Instance (x, men) is Greek when any of its phases is: its first phase (the
 * key's) may be another man's Novotny on the square, or the differentiated
 * form, while a try's first move is the mate elsewhere. The Finnish form stays
 * (the pawn on the square is the whole of its name). */
static void greek_instance(FirstPairs *f, int x, int men)
{
    for (int j = 0; j < f->n; j++)
        if (f->v[j].a == x && f->v[j].b == men && !(f->v[j].variant && strcmp(f->v[j].variant, "finnish") == 0))
            f->v[j].variant = "greek";
}

/* The Novotnys of phase i (a try or a key: the set play has no first move)
 * into S, and what each new instance first shows into ctx. */
static void phase_novotnys(const Phases *P, int i, Sightings *S, void *ctx)
{
    Found *f = ctx;
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
        ThemeReturn r;
        const char *form = pair_variant(P, i, q, &r);
        first_pairs_add(&f->f, x, men, q->m1, q->m2, form);
        if (form && strcmp(form, "greek") == 0) {
            greek_instance(&f->f, x, men);
            return_add(f, x, men, i, &r);
        }
    }
}

/* The square, men, mates and variant of instance (x, men); a Greek one's return. */
static void novotny_mark(ThemeEntry *e, int x, int men, void *ctx)
{
    const Found *f = ctx;
    first_pairs_mark(e, x, men, (void *)&f->f);
    if (!entry_has(e, EF_VARIANT) || strcmp(e->variant, "greek") != 0)
        return;
    for (int j = 0; j < f->nret; j++)
        if (f->ret[j].x == x && f->ret[j].men == men)
            entry_return(e, &f->ret[j].r);
}

void theme_novotny(const Phases *P, Analysis *A)
{
    static const InstanceTheme t = { THEME_NOVOTNY, true, phase_novotnys, novotny_mark };
    Found f = { .f.n = 0, .nret = 0 };
    instances_detect(P, A, &t, &f);
}
