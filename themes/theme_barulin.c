/* theme_barulin.c - Barulin, "variant" "A" (theme A): a square next to the defender
 * king is guarded by two attacker line pieces; the threat shuts off one of those
 * lines, and a defence shuts off the other (its motive: "interposes" on that guard),
 * so that after it the threat would give the king that square ("Barulin defence":
 * problemista.eu's glossary; YACPDB's keyword "Barulin (A)"; themes/README.md). */
#include "themes/theme_named.h"
#include "themes/motives.h"
#include "themes/king_squares.h"
#include "themes/theme_util.h"
#include "solver/tables.h"
#include "solver/movegen.h"

/* The attacker line pieces that guard square sq in p (the defender to move) along a
 * clear line (a line through the defender king holds: the king cannot step back
 * along it), as an SQ64 set. */
static uint64_t line_guards(const Position *p, int sq)
{
    int att = p->side ^ 1;
    uint64_t occ = all_men(p) & ~BIT(king_sq(p, p->side));
    uint64_t sliders = p->men[att][BISHOP] | p->men[att][ROOK] | p->men[att][QUEEN];
    return attackers_of(p, SQ64(sq), att, occ) & sliders;
}

/* The guard of sq in p (one of guards, not x2 nor the threat's own man) whose line
 * threat t lands on; NO_SQ when none. */
static int shut_guard(uint64_t guards, Move t, int sq, int x2)
{
    for (; guards; guards &= guards - 1) {
        int x = SQ88(__builtin_ctzll(guards));
        if (x != x2 && x != M_FROM(t) && (between[SQ64(sq)][SQ64(x)] & BIT(M_TO(t))))
            return x;
    }
    return NO_SQ;
}

/* Whether sq is a king step from ksq. */
static bool next_to(int sq, int ksq)
{
    int df = FILE_OF(sq) - FILE_OF(ksq), dr = RANK_OF(sq) - RANK_OF(ksq);
    return sq != ksq && df >= -1 && df <= 1 && dr >= -1 && dr <= 1;
}

/* The theme A of defence d (b: the position after it): adds to *squares and *men
 * and returns true when d shuts off a guard of a square next to the king whose
 * other guard a threat shuts off, the threat then giving that square. */
static bool theme_a(const MotivePhase *ph, const Position *b, Move d, uint64_t *squares, uint64_t *men)
{
    Motives mo;
    motives_defence_after(ph, b, d, &mo);
    int ksq = king_sq(&ph->before, ph->before.side);
    for (int i = 0; i < mo.n; i++) {
        const Motive *m = &mo.m[i];
        if (m->kind != MOTIVE_INTERPOSES || m->nmen < 1 || m->nsquares < 2 || !next_to(m->squares[1], ksq))
            continue;
        int sq = m->squares[1], x2 = m->men[0];
        uint64_t guards = line_guards(&ph->before, sq);
        if (!(guards & BIT(x2)))
            continue; /* the line the defence cuts guarded nothing before the threat */
        for (int t = 0; t < ph->nthreats; t++) {
            Move th = ph->threats[t];
            int x1 = shut_guard(guards, th, sq, x2);
            Move played = x1 == NO_SQ ? MOVE_NONE : move_legal(b, th);
            if (played == MOVE_NONE)
                continue;
            Position c;
            position_after_to(&c, b, played);
            if (!(king_flights(&c) & BIT(sq)))
                continue;
            *squares |= BIT(sq);
            *men |= BIT(x1) | BIT(x2);
            return true;
        }
    }
    return false;
}

/* Whether some threat shuts off one of two or more line guards of a square next to
 * the king: else no defence can show theme A, and no motive is asked. */
static bool threat_shuts_a_guard(const MotivePhase *ph)
{
    int ksq = king_sq(&ph->before, ph->before.side);
    for (int i = 0; i < 8; i++) {
        int sq = ksq + king_delta[i];
        if (OFFBOARD(sq))
            continue;
        uint64_t guards = line_guards(&ph->before, sq);
        if (__builtin_popcountll(guards) < 2)
            continue;
        for (int t = 0; t < ph->nthreats; t++)
            if (shut_guard(guards, ph->threats[t], sq, NO_SQ) != NO_SQ)
                return true;
    }
    return false;
}

void theme_barulin(const Solution *s, const Play *key, Analysis *A)
{
    if (!key->nthreats)
        return;
    MotivePhase ph;
    motive_phase(&ph, s, key);
    if (!threat_shuts_a_guard(&ph))
        return;
    ThemeEntry *e = entry_new(A, THEME_BARULIN, key->move);
    uint64_t squares = 0, men = 0;
    for (int i = 0; i < key->nvars; i++) {
        const Variation *v = &key->vars[i];
        if (!variation_listed(s, key, v, false))
            continue;
        Position b;
        position_after_to(&b, &ph.before, v->defence);
        if (theme_a(&ph, &b, v->defence, &squares, &men)) {
            entry_move_add(e, EF_DEFENCES, v->defence);
            entry_line(e, EF_VARIATIONS, v->defence, sol_moves(s, v->first), v->n);
        }
    }
    if (entry_keep_defences(e)) {
        entry_squares(e, EF_SQUARES, squares);
        entry_squares(e, EF_MEN, men);
        entry_variant(e, "A");
    }
}
