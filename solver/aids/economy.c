/* economy.c - each man taken off in turn, the problem solved again and
 * compared with the full solution; the men are shared among threads. */
#include "solver/aids/economy.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include "solver/aids/edit.h"
#include "solver/aids/parallel.h"
#include "solver/movegen.h"
#include "solver/report/json.h"
#include "themes/theme_play.h"

static const char *const role_names[ROLE_COUNT] = {
    [ROLE_KEY] = "key",
    [ROLE_MATE] = "mate",
    [ROLE_DEFENCE] = "defence",
    [ROLE_COOK_STOPPER] = "cook-stopper",
    [ROLE_GUARD] = "guard",
    [ROLE_DUAL_STOPPER] = "dual-stopper",
    [ROLE_STALEMATE_STOPPER] = "stalemate-stopper",
    [ROLE_LEGALITY] = "legality",
    [ROLE_PLAY] = "play",
    [ROLE_TRY] = "try",
    [ROLE_SET_PLAY] = "set-play",
    [ROLE_SUPERFLUOUS] = "superfluous",
};

const char *role_name(Role r)
{
    return r >= 0 && r < ROLE_COUNT ? role_names[r] : "?";
}

/* ---- what a man does in the solution: the tree alone ------------------ */

static void give(ManEconomy *m, Move key, Move defence, Move mate)
{
    PlayMove *g = realloc(m->gives, sizeof *g * (size_t)(m->ngives + 1));
    if (!g)
        abort(); /* as the search does: out of memory is fatal */
    m->gives = g;
    g[m->ngives++] = (PlayMove){ key, defence, mate };
}

/* The square of the rook that castling move m moves. */
static int castling_rook(Move m)
{
    bool king_side = M_TO(m) > M_FROM(m);
    return SQ(king_side ? 7 : 0, RANK_OF(M_FROM(m)));
}

/* Keys, mates and defences of man m in the full solution s. */
static void roles_in_tree(const Solution *s, const SolveOptions *so, ManEconomy *m)
{
    int sq = m->square;
    bool attacker = PCOLOUR(m->piece) == s->start.side;
    for (int k = 0; k < s->nkeys; k++) {
        const Play *p = &s->keys[k];
        if (attacker && (M_FROM(p->move) == sq || ((p->move & MF_CASTLE) && castling_rook(p->move) == sq))) {
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
            if (!attacker && (M_FROM(d) == sq || ((d & MF_CASTLE) && castling_rook(d) == sq))) {
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

/* The roles one change gives (full: the diagram's solution; w: without the
 * man, in position wpos). A change that none explains is "play". */
static unsigned roles_of_change(const DiffItem *it, const Solution *full, const Solution *w,
                                const Position *wpos, ManEconomy *m)
{
    if (it->in_try || it->kind == DK_LOST_TRY || it->kind == DK_NEW_TRY ||
        it->kind == DK_CHANGED_REFUTATION)
        return 1u << ROLE_TRY;
    if (it->kind == DK_LOST_SET_MATE || it->kind == DK_NEW_SET_MATE || it->kind == DK_CHANGED_SET_MATE)
        return 1u << ROLE_SET_PLAY;
    if (it->kind == DK_LOST_THEME || it->kind == DK_GAINED_THEME)
        return 0; /* the records compared carry no themes */
    unsigned r = 0;
    switch (it->kind) {
    case DK_NEW_KEY:
    case DK_NEW_COOK:
    case DK_NEW_SHORT:
        r = 1u << ROLE_COOK_STOPPER;
        break;
    case DK_CHANGED_KEY: /* a new key, and the old one lost */
        r = 1u << ROLE_COOK_STOPPER;
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

/* ---- one man, one thread --------------------------------------------- */

typedef struct {
    const Problem *pb;
    const SolveOptions *so;
    Lang lang, words; /* of the change texts: their letters and their words */
    Economy *ec;
    const json_t *full_rec;
    atomic_int next;
} Shared;

static void economy_of_man(Shared *sh, Solution *work, json_t *full_rec, ManEconomy *m)
{
    const Solution *full = &sh->ec->full;
    roles_in_tree(full, sh->so, m);
    Edit e = { .kind = EDIT_REMOVE, .piece = m->piece, .from = (int8_t)m->square };
    Problem v;
    if (edit_apply(sh->pb, &e, 1, &v, m->illegal, sizeof m->illegal)) {
        m->without = ST_ILLEGAL;
        m->roles |= 1u << ROLE_LEGALITY;
        return;
    }
    solve_into(&v.pos, sh->so, work);
    m->without = work->status;
    if (work->status == ST_TIMEOUT)
        return; /* nothing can be said */
    json_t *rec = report_json_bare_record(&v, work, sh->so, sh->lang);
    if (!rec)
        abort();
    diff_records_worded(full_rec, rec, true, sh->lang, sh->words, &m->changes);
    json_decref(rec);
    bool changed = false;
    for (int i = 0; i < m->changes.n; i++) {
        m->roles |= roles_of_change(&m->changes.items[i], full, work, &v.pos, m);
        changed |= diff_item_in_solution(&m->changes.items[i]);
    }
    if (!changed)
        m->roles |= 1u << ROLE_SUPERFLUOUS;
}

static void *worker(void *arg)
{
    Shared *sh = arg;
    Solution work = { 0 };
    /* Each thread reads its own copy: jansson values are not shared. */
    json_t *full_rec = json_deep_copy(sh->full_rec);
    if (!full_rec)
        abort();
    for (int i; (i = atomic_fetch_add(&sh->next, 1)) < sh->ec->nmen;)
        economy_of_man(sh, &work, full_rec, &sh->ec->men[i]);
    json_decref(full_rec);
    solution_free(&work);
    return NULL;
}

/* The men but the kings, as problemists list them (solver/README.md "Order"): the
 * attacker's first, each side's by kind (Q, R, B, N, P), then by square
 * (a1, a2, ..., h8). */
static void list_men(const Position *pos, Economy *ec)
{
    ec->nmen = 0;
    for (int side = 0; side < 2; side++) {
        int colour = side == 0 ? pos->side : pos->side ^ 1;
        for (int type = QUEEN; type >= PAWN; type--)
            for (int file = 0; file < 8; file++)
                for (int rank = 0; rank < 8; rank++) {
                    uint8_t pc = pos->board[SQ(file, rank)];
                    if (pc == PIECE(colour, type))
                        ec->men[ec->nmen++] = (ManEconomy){ .square = SQ(file, rank), .piece = pc };
                }
    }
}

void economy_compute(const Problem *pb, const SolveOptions *so, Lang lang, Lang words, int jobs, Economy *ec)
{
    double t0 = clock_seconds();
    memset(ec, 0, sizeof *ec);
    solve(&pb->pos, so, &ec->full);
    list_men(&pb->pos, ec);
    json_t *full_rec = report_json_bare_record(pb, &ec->full, so, lang);
    if (!full_rec)
        abort();
    Shared sh = { .pb = pb, .so = so, .lang = lang, .words = words, .ec = ec, .full_rec = full_rec };
    atomic_init(&sh.next, 0);
    if (jobs > ec->nmen)
        jobs = ec->nmen;
    parallel_run(jobs < 1 ? 1 : jobs > 65 ? 65 : jobs, worker, &sh, 0);
    json_decref(full_rec);
    ec->seconds = clock_seconds() - t0;
}

void economy_free(Economy *ec)
{
    for (int i = 0; i < ec->nmen; i++) {
        diff_list_free(&ec->men[i].changes);
        free(ec->men[i].gives);
    }
    solution_free(&ec->full);
    memset(ec, 0, sizeof *ec);
}
