/* economy_roles.c - a man's roles: the moves it plays in each phase of the
 * solution, and what each change without it means (see economy_roles.h). */
#include "solver/aids/economy_roles.h"

#include <stdlib.h>
#include <string.h>
#include "solver/movegen.h"
#include "themes/theme_play.h"

static void give_in(ManEconomy *m, PlayPhase phase, Move key, Move defence, Move mate, bool refutes)
{
    PlayMove *g = realloc(m->gives, sizeof *g * (size_t)(m->ngives + 1));
    if (!g)
        abort(); /* as the search does: out of memory is fatal */
    m->gives = g;
    g[m->ngives++] = (PlayMove){ key, defence, mate, (uint8_t)phase, refutes };
}

static void give(ManEconomy *m, Move key, Move defence, Move mate)
{
    give_in(m, IN_KEY, key, defence, mate, false);
}

/* The square of the rook that castling move m moves. */
static int castling_rook(Move m)
{
    bool king_side = M_TO(m) > M_FROM(m);
    return SQ(king_side ? 7 : 0, RANK_OF(M_FROM(m)));
}

/* Whether move mv (of a man of the side that plays it) starts on sq: its
 * from square, or the rook's for castling. */
static bool moves_from(Move mv, int sq)
{
    return M_FROM(mv) == sq || ((mv & MF_CASTLE) && castling_rook(mv) == sq);
}

/* The play of try p (phase IN_TRY): the try itself, its threats and the
 * mates of its listed variations for an attacker man; its refutations and
 * listed defences for a defender man. */
static void try_in_tree(const Solution *s, const SolveOptions *so, const Play *p, bool attacker, ManEconomy *m)
{
    int sq = m->square;
    if (attacker && moves_from(p->move, sq))
        give_in(m, IN_TRY, p->move, MOVE_NONE, MOVE_NONE, false);
    const Move *t = sol_moves(s, p->threats_first);
    for (int i = 0; attacker && i < p->nthreats; i++)
        if (play_origin(p->move, t[i]) == sq)
            give_in(m, IN_TRY, p->move, MOVE_NONE, t[i], false);
    for (int v = 0; v < p->nvars; v++) {
        const Variation *var = &p->vars[v];
        if (var->n == 0 || !variation_listed(s, p, var, so->all_defences))
            continue;
        if (!attacker && moves_from(var->defence, sq))
            give_in(m, IN_TRY, p->move, var->defence, MOVE_NONE, false);
        const Move *mates = sol_moves(s, var->first);
        for (int i = 0; attacker && i < var->n; i++)
            if (play_origin(p->move, mates[i]) == sq)
                give_in(m, IN_TRY, p->move, var->defence, mates[i], false);
    }
    const Move *r = sol_moves(s, p->refuts_first);
    for (int i = 0; !attacker && i < p->nrefuts; i++)
        if (moves_from(r[i], sq))
            give_in(m, IN_TRY, p->move, r[i], MOVE_NONE, true);
}

/* The set play: the set mates an attacker man gives, the set defences a
 * defender man makes (those with a mate, as the record lists them). */
static void set_in_tree(const Solution *s, bool attacker, ManEconomy *m)
{
    for (int v = 0; s->set_computed && v < s->nset; v++) {
        const Variation *var = &s->set[v];
        if (var->n == 0)
            continue;
        if (!attacker && moves_from(var->defence, m->square))
            give_in(m, IN_SET, MOVE_NONE, var->defence, MOVE_NONE, false);
        const Move *mates = sol_moves(s, var->first);
        for (int i = 0; attacker && i < var->n; i++)
            if (M_FROM(mates[i]) == m->square || ((mates[i] & MF_CASTLE) && castling_rook(mates[i]) == m->square))
                give_in(m, IN_SET, MOVE_NONE, var->defence, mates[i], false);
    }
}

void economy_roles_in_tree(const Solution *s, const SolveOptions *so, ManEconomy *m)
{
    int sq = m->square;
    bool attacker = PCOLOUR(m->piece) == s->start.side;
    for (int k = 0; k < s->nkeys; k++) {
        const Play *p = &s->keys[k];
        if (attacker && moves_from(p->move, sq)) {
            m->roles |= 1u << ROLE_KEY;
            give(m, p->move, MOVE_NONE, MOVE_NONE);
        }
        if (attacker) {
            const Move *t = sol_moves(s, p->threats_first);
            for (int i = 0; i < p->nthreats; i++)
                if (play_origin(p->move, t[i]) == sq) {
                    m->roles |= 1u << ROLE_MATE;
                    give(m, p->move, MOVE_NONE, t[i]);
                }
        }
        for (int v = 0; v < p->nvars; v++) {
            const Variation *var = &p->vars[v];
            if (!variation_listed(s, p, var, so->all_defences))
                continue;
            Move d = var->defence;
            if (!attacker && moves_from(d, sq)) {
                m->roles |= 1u << ROLE_DEFENCE;
                give(m, p->move, d, MOVE_NONE);
            }
            const Move *mates = sol_moves(s, var->first);
            for (int i = 0; attacker && i < var->n; i++)
                if (play_origin(p->move, mates[i]) == sq) {
                    m->roles |= 1u << ROLE_MATE;
                    give(m, p->move, d, mates[i]);
                }
        }
    }
    for (int t = 0; t < s->ntries; t++)
        try_in_tree(s, so, &s->tries[t], attacker, m);
    set_in_tree(s, attacker, m);
}

/* ---- what changes without it: the comparison -------------------------- */

static const Play *play_of(const Play *plays, int n, const char *uci)
{
    char buf[8];
    for (int i = 0; i < n; i++)
        if (strcmp(move_to_uci(plays[i].move, buf), uci) == 0)
            return &plays[i];
    return NULL;
}

static const Variation *var_of(const Play *p, const char *uci)
{
    char buf[8];
    for (int i = 0; p && i < p->nvars; i++)
        if (strcmp(move_to_uci(p->vars[i].defence, buf), uci) == 0)
            return &p->vars[i];
    return NULL;
}

/* Whether UCI move uci starts on square sq. */
static bool starts_on(const char *uci, int sq)
{
    return strlen(uci) >= 4 && uci[0] - 'a' == FILE_OF(sq) && uci[1] - '1' == RANK_OF(sq);
}

/* Lost and gained mates of one list (after key): guard when a mate another
 * man gives is lost, dual-stopper when a mate is gained, mate when only its
 * own mates are lost. */
static unsigned mates_roles(Move key, const Move *a, int na, const Move *b, int nb, int sq)
{
    unsigned r = 0;
    for (int i = 0; i < na; i++)
        if (!move_in(b, nb, a[i]))
            r |= 1u << (play_origin(key, a[i]) == sq ? ROLE_MATE : ROLE_GUARD);
    for (int i = 0; i < nb; i++)
        if (!move_in(a, na, b[i]))
            r |= 1u << ROLE_DUAL_STOPPER;
    return r;
}

/* Whether uci is a first move of the tries of s. */
static bool is_try(const Solution *s, const char *uci)
{
    return play_of(s->tries, s->ntries, uci) != NULL;
}

unsigned economy_roles_of_change(const DiffItem *it, const Solution *full, const Solution *w,
                                const Position *wpos, ManEconomy *m)
{
    if (it->in_try || it->kind == DK_LOST_TRY || it->kind == DK_NEW_TRY ||
        it->kind == DK_CHANGED_REFUTATION)
        return 1u << ROLE_TRY;
    if (it->kind == DK_LOST_SET_MATE || it->kind == DK_NEW_SET_MATE || it->kind == DK_CHANGED_SET_MATE)
        return 1u << ROLE_SET_PLAY;
    if (it->kind == DK_LOST_THEME || it->kind == DK_GAINED_THEME)
        return 0; /* economy.c gives their roles, knowing the entry */
    unsigned r = 0;
    switch (it->kind) {
    case DK_NEW_KEY:
    case DK_NEW_COOK:
    case DK_NEW_SHORT:
        /* A try that became a key or mates at once is a try lost too. */
        r = 1u << ROLE_COOK_STOPPER | (is_try(full, it->move) ? 1u << ROLE_TRY : 0);
        break;
    case DK_CHANGED_KEY: /* a new key, and the old one lost */
        r = 1u << ROLE_COOK_STOPPER | (is_try(full, it->move) ? 1u << ROLE_TRY : 0);
        /* fall through */
    case DK_LOST_KEY: {
        char uci[8];
        const char *lost = it->kind == DK_LOST_KEY ? it->move : move_to_uci(full->keys[0].move, uci);
        Move k = move_from_uci(wpos, lost);
        if (k == MOVE_NONE) {
            /* Its own key is gone with it (the king's man, or the rook of a
             * castling key): that is the key role. */
            for (int i = 0; i < m->ngives; i++)
                if (m->gives[i].mate == MOVE_NONE && m->gives[i].defence == MOVE_NONE &&
                    strcmp(move_to_uci(m->gives[i].key, uci), lost) == 0)
                    r |= 1u << ROLE_KEY;
        } else if (move_in(w->shorts, w->nshorts, k)) {
            r |= 1u << ROLE_COOK_STOPPER; /* the key mates at once */
        } else {
            int n = 0;
            if (m->nlost < 4) {
                m->lost[m->nlost].key = k;
                n = m->lost[m->nlost].nrefutations = solve_refutations(wpos, k, m->lost[m->nlost].refutations, 8);
                m->nlost++;
            } else {
                Move ignored[1];
                n = solve_refutations(wpos, k, ignored, 0);
            }
            /* Refuted, or (no refutation) the key stalemates. */
            r |= 1u << (n > 0 ? ROLE_GUARD : ROLE_STALEMATE_STOPPER);
        }
        break;
    }
    case DK_CHANGED_THREAT: {
        const Play *a = play_of(full->keys, full->nkeys, it->move), *b = play_of(w->keys, w->nkeys, it->move);
        if (a && b)
            r = mates_roles(a->move, sol_moves(full, a->threats_first), a->nthreats,
                            sol_moves(w, b->threats_first), b->nthreats, m->square);
        break;
    }
    case DK_LOST_VARIATION:
        /* Its own defence is gone with it: that is the defence role. */
        r = 1u << (starts_on(it->move, m->square) ? ROLE_DEFENCE : ROLE_GUARD);
        break;
    case DK_NEW_DUAL:
        r = 1u << ROLE_DUAL_STOPPER;
        break;
    case DK_LOST_DUAL:
    case DK_CHANGED_MATE:
        /* The first key whose variation has this defence on both sides. */
        for (int k = 0; k < full->nkeys; k++) {
            char uci[8];
            const Play *b = play_of(w->keys, w->nkeys, move_to_uci(full->keys[k].move, uci));
            const Variation *va = var_of(&full->keys[k], it->move), *vb = var_of(b, it->move);
            if (va && vb) {
                r = mates_roles(full->keys[k].move, sol_moves(full, va->first), va->n,
                                sol_moves(w, vb->first), vb->n, m->square);
                break;
            }
        }
        break;
    default:
        break;
    }
    return r ? r : 1u << ROLE_PLAY;
}

