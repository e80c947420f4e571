/* theme_correction.c - black correction: a defender piece's random move answered
 * by one mate, which exploits its leaving its square (the primary error), its
 * corrections by others (white correction: theme_white_correction.c). */
#include "themes/phases.h"
#include "themes/motives.h"

static bool corrector(int type)
{
    return type == KNIGHT || type == BISHOP || type == ROOK || type == QUEEN;
}

/* The defences of the piece on a square (indices of P->defs, in their order): a
 * corrector has at most 27 moves. */
typedef struct {
    int d[32], n;
} Mine;

/* Those of every square (by SQ64) at once: the same in every phase. */
static void mines_of(const Phases *P, Mine mines[64])
{
    for (int s = 0; s < 64; s++)
        mines[s].n = 0;
    for (int d = 0; d < P->ndefs; d++) {
        Mine *M = &mines[SQ64(M_FROM(P->defs[d]))];
        if (M->n < 32)
            M->d[M->n++] = d;
    }
}

/* How many listed moves of the piece have mate a in phase i (a >= 0), or
 * have a mate at all (a == MATE_NONE). */
static int moves_with(const Phases *P, const Mine *M, int i, int a)
{
    int n = 0;
    for (int k = 0; k < M->n; k++) {
        int m = P->ph[i].mate[M->d[k]];
        n += a == MATE_NONE ? m != MATE_NONE : m == a;
    }
    return n;
}

/* Whether defence d (b: the position after it) parries by its leaving, which
 * any move of the piece does: a black man (not the moved one) checks or reaches
 * a square through the square it left, a man is unpinned, the king gets that
 * square, a pawn's target is gone. A defence only by where it went (it
 * interposes, guards, takes, checks from there) is a specific move, not a
 * random one. */
static bool parries_by_leaving(const MotivePhase *mp, const Position *b, Move d)
{
    Motives mo;
    motives_defence_after(mp, b, d, &mo);
    for (int k = 0; k < mo.n; k++) {
        const Motive *x = &mo.m[k];
        bool moved_man = x->nmen && x->men[0] == M_TO(d);
        if (((x->kind == MOTIVE_GUARDS || x->kind == MOTIVE_CHECK) && !moved_man) ||
            x->kind == MOTIVE_UNPINS || x->kind == MOTIVE_EVADES ||
            (x->kind == MOTIVE_FLIGHT && x->nsquares && x->squares[0] == M_FROM(d)))
            return true;
    }
    return false;
}

/* Whether mate m is a threat that defence d leaves alone: not the threat
 * taking the man that went there. */
static bool threat_left(const MotivePhase *mp, Move d, Move m)
{
    for (int k = 0; k < mp->nthreats; k++)
        if (MOVE_KEY(mp->threats[k]) == MOVE_KEY(m) && M_TO(m) != M_TO(d))
            return true;
    return false;
}

/* Whether mate m after defence d (b: the position after it) exploits the
 * piece's leaving its square: a square it guarded from there, a white line
 * through it, a pin it held there. */
static bool mate_exploits_leaving(const MotivePhase *mp, const Position *b, Move d, Move m)
{
    Motives mo;
    motives_mate_after(mp, b, d, m, &mo);
    for (int k = 0; k < mo.n; k++) {
        const Motive *x = &mo.m[k];
        if ((x->kind == MOTIVE_UNGUARD && x->nmen && x->men[0] == M_TO(d)) ||
            (x->kind == MOTIVE_LINE_OPENING && x->nsquares && x->squares[0] == M_FROM(d)) ||
            (x->kind == MOTIVE_UNPIN && x->nmen == 2 && x->men[1] == M_TO(d)))
            return true;
    }
    return false;
}

/* Whether a mate of defence d (mates ms[0..n)) exploits the piece's leaving its
 * square (the random move's error, which every move of it makes), or is a
 * threat it leaves. A threat that the move leaves alone (Cheron 1972: any rook
 * move checks by discovery, and 2.Nd4-b3 still mates) needs nothing of it: the
 * move's error is that it parries the other threats only, and it must parry them
 * by its leaving (Bata 1961, 1.Re4?: 1...Bf4 and 1...Bg3 each cut a line to g4
 * where they go, and 2.Bxe6# is no random mate). The position after d is made
 * once for all its mates, and its parry asked at most once. */
static bool leaving_error(const MotivePhase *mp, Move d, const Move *ms, int n)
{
    if (n == 0)
        return false;
    Position b;
    position_after_to(&b, &mp->before, d);
    int parries = -1; /* not asked yet */
    for (int k = 0; k < n; k++) {
        bool err;
        if (threat_left(mp, d, ms[k])) {
            if (parries < 0)
                parries = parries_by_leaving(mp, &b, d);
            err = parries;
        } else {
            err = mate_exploits_leaving(mp, &b, d, ms[k]);
        }
        if (err)
            return true;
    }
    return false;
}

/* How many listed moves of the piece on sq have mate a in phase i and a mate that
 * exploits their leaving the square. */
static int leaving_moves(const Phases *P, const Mine *M, int i, int a)
{
    MotivePhase mp;
    motive_phase(&mp, P->s, P->ph[i].play);
    int n = 0;
    for (int j = 0; j < M->n; j++) {
        int d = M->d[j];
        if (P->ph[i].mate[d] != a)
            continue;
        const Variation *v = phase_variation(P, i, P->defs[d]);
        n += leaving_error(&mp, P->defs[d], sol_moves(P->s, v->first), v->n);
    }
    return n;
}

/* Whether defence d (of the piece on sq) corrects random mate a in phase i: a
 * specific move, whose other mate at most one more move of the piece has. */
static bool correction(const Phases *P, const Mine *M, int i, int d, int a)
{
    int m = P->ph[i].mate[d];
    return m >= 0 && m != a && moves_with(P, M, i, m) <= 2;
}

/* The random mate of the piece on sq in phase i: a mate that at least two of its
 * listed moves have, more than half of those that are not corrections of it (the
 * answer to "any move"; the corrections may outnumber it: Casa 1952 has five to
 * two), with at least one correction, and that exploits, after two of them at
 * least, their leaving the square (the random move's error: Bxe5 taking the knight
 * that went there is none); MATE_NONE if there is none. */
static int random_mate(const Phases *P, const Mine *M, int i)
{
    int listed = moves_with(P, M, i, MATE_NONE);
    if (listed < 2)
        return MATE_NONE; /* a random mate needs two of them */
    for (int j = 0; j < M->n; j++) {
        int a = P->ph[i].mate[M->d[j]], n, c = 0;
        bool judged = false; /* each mate once, not again for each move that has it */
        for (int e = 0; e < j && !judged; e++)
            judged = P->ph[i].mate[M->d[e]] == a;
        if (a < 0 || judged || (n = moves_with(P, M, i, a)) < 2)
            continue;
        for (int e = 0; e < M->n; e++)
            c += correction(P, M, i, M->d[e], a);
        if (c > 0 && 2 * n > listed - c && leaving_moves(P, M, i, a) >= 2)
            return a;
    }
    return MATE_NONE;
}

/* The black correction of the defender piece on sq in phase i, if it shows one. */
static bool black_piece(const Phases *P, int i, int sq, const Mine *M, Analysis *A)
{
    int a = random_mate(P, M, i), corrections = 0;
    if (a < 0)
        return false;
    for (int j = 0; j < M->n; j++)
        corrections += correction(P, M, i, M->d[j], a);
    if (!corrections)
        return false;
    ThemeEntry *e = phase_entry(A, THEME_BLACK_CORRECTION, P, &i, 1);
    entry_square(e, EF_PIECE, sq);
    entry_present(e, EF_RANDOM);
    entry_present(e, EF_CORRECTIONS);
    /* The random moves first, then the corrections. */
    for (int d = 0; d < P->ndefs; d++)
        if (M_FROM(P->defs[d]) == sq && P->ph[i].mate[d] == a) {
            phase_entry_line(e, 0, P, i, P->defs[d]);
            entry_move_add(e, EF_RANDOM, P->defs[d]);
        }
    for (int d = 0; d < P->ndefs; d++)
        if (M_FROM(P->defs[d]) == sq && correction(P, M, i, d, a)) {
            phase_entry_line(e, 0, P, i, P->defs[d]);
            entry_move_add(e, EF_CORRECTIONS, P->defs[d]);
        }
    return true;
}

void theme_black_correction(const Phases *P, Analysis *A)
{
    Mine mines[64];
    mines_of(P, mines);
    for (int o = 0; o < P->n; o++) {
        const Position *pos = &P->ph[P->order[o]].pos;
        int def = pos->side;
        for (int k = 0; k < pos->count[def]; k++) {
            int sq = pos->plist[def][k];
            if (corrector(PTYPE(pos->board[sq])) && black_piece(P, P->order[o], sq, &mines[SQ64(sq)], A))
                return;
        }
    }
}
