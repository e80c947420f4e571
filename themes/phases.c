/* phases.c - the phases of a #2 and the mate each listed defence has in each. */
#include <stdlib.h>
#include <string.h>
#include "themes/phases.h"
#include "themes/theme_util.h"
#include "solver/san.h"

int phase_identity(const Phases *P, int i, const Position *pos, Move m)
{
    const Play *p = P->ph[i].play;
    return mate_identity(&P->men, p ? p->move : MOVE_NONE, pos, m);
}

/* The identity all of moves[0..n) share (after first move f), MATE_MIXED when they
 * differ, MATE_NONE when n == 0. */
static int shared_identity(const MateMen *men, Move f, const Position *pos, const Move *moves, int n)
{
    int id = MATE_NONE;
    for (int i = 0; i < n; i++) {
        int x = mate_identity(men, f, pos, moves[i]);
        if (id != MATE_NONE && x != id)
            return MATE_MIXED;
        id = x;
    }
    return id;
}

static bool listed(const Phase *ph, const Variation *v)
{
    return ph->play ? variation_listed(ph->s, ph->play, v, false) : v->n > 0;
}

static const Variation *vars_of(const Phase *ph, int *n)
{
    if (ph->play) {
        *n = ph->play->nvars;
        return ph->play->vars;
    }
    *n = ph->s->nset;
    return ph->s->set;
}

const Variation *phase_vars(const Phases *P, int i, int *n)
{
    return vars_of(&P->ph[i], n);
}

bool phase_listed(const Phases *P, int i, const Variation *v)
{
    return listed(&P->ph[i], v);
}

static void add_phase(const Solution *s, Phases *P, PhaseKind kind, const Play *play)
{
    Phase *ph = &P->ph[P->n++];
    ph->kind = kind;
    ph->s = s;
    ph->twin = NULL; /* phases_build_twins names it */
    ph->play = play;
    ph->pos = s->start;
    Undo u;
    if (play) {
        make_move(&ph->pos, play->move, &u);
        ph->threat = shared_identity(&P->men, play->move, &ph->pos, sol_moves(s, play->threats_first), play->nthreats);
    } else {
        make_null(&ph->pos, &u);
        ph->threat = MATE_NONE;
    }
}

/* The place of MOVE_KEY(d) in P->slot: where it is, or the free place it would take. */
static int slot_of(const Phases *P, Move d)
{
    unsigned k = MOVE_KEY(d), i = (k * 2654435761u) >> 8 & (unsigned)(P->nslot - 1);
    while (P->slot[i] >= 0 && MOVE_KEY(P->defs[P->slot[i]]) != k)
        i = (i + 1) & (unsigned)(P->nslot - 1);
    return (int)i;
}

/* Room for the defences, at most the variations of every phase, and their hash
 * at twice that (not searched in a line for each defence of each phase, and again
 * by phase_mate): one block, P->defs_block. */
static void slots_new(Phases *P, int most)
{
    P->nslot = 16;
    while (P->nslot < 2 * most + 2)
        P->nslot *= 2;
    P->defs_block = malloc(sizeof *P->slot * (size_t)P->nslot + sizeof *P->defs * (size_t)(most + 1));
    if (!P->defs_block)
        abort();
    P->slot = P->defs_block;
    P->defs = (Move *)(P->slot + P->nslot);
    for (int i = 0; i < P->nslot; i++)
        P->slot[i] = -1;
}

static void add_def(Phases *P, Move d)
{
    int at = slot_of(P, d);
    if (P->slot[at] >= 0)
        return;
    P->slot[at] = P->ndefs;
    P->defs[P->ndefs++] = d;
}

/* Pairs of phases, the most telling first: with more keys, then with the set play. */
static int pair_rank(const Phases *P, const int *pq)
{
    int r = 0;
    for (int k = 0; k < 2; k++)
        r += P->ph[pq[k]].kind == PHASE_KEY ? 4 : P->ph[pq[k]].kind == PHASE_SET ? 1 : 0;
    return r;
}

static void build_pairs(Phases *P)
{
    P->pairs = malloc(sizeof *P->pairs * (size_t)(P->n * P->n / 2 + 1));
    if (!P->pairs)
        abort();
    /* Rank 9 first, each rank in the order of p then q: count the pairs of each
     * rank, then place each pair once (not ten passes over all pairs). */
    int start[11] = { 0 };
    for (int p = 0; p < P->n; p++)
        for (int q = p + 1; q < P->n; q++)
            start[9 - pair_rank(P, (int[2]){ p, q }) + 1]++;
    for (int r = 1; r <= 10; r++)
        start[r] += start[r - 1];
    for (int p = 0; p < P->n; p++)
        for (int q = p + 1; q < P->n; q++) {
            int at = start[9 - pair_rank(P, (int[2]){ p, q })]++;
            P->pairs[at][0] = p;
            P->pairs[at][1] = q;
        }
    P->npairs = P->n * (P->n - 1) / 2;
}

/* The changed mates of each pair, up to 3 (phases_changed). */
static void count_changes(Phases *P)
{
    P->changes = malloc(sizeof *P->changes * (size_t)(P->npairs + 1));
    if (!P->changes)
        abort();
    for (int k = 0; k < P->npairs; k++) {
        const int *a = P->ph[P->pairs[k][0]].mate, *b = P->ph[P->pairs[k][1]].mate;
        int n = 0;
        for (int d = 0; d < P->ndefs && n < 3; d++)
            n += a[d] >= 0 && b[d] >= 0 && a[d] != b[d];
        P->changes[k] = n;
    }
}

static void build_order(Phases *P)
{
    static const PhaseKind kinds[3] = { PHASE_KEY, PHASE_SET, PHASE_TRY };
    P->order = malloc(sizeof *P->order * (size_t)(P->n + 1));
    if (!P->order)
        abort();
    int n = 0;
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < P->n; i++)
            if (P->ph[i].kind == kinds[k])
                P->order[n++] = i;
}

/* The defences and their mates in every phase of P (its phases added). */
static void build_mates(Phases *P)
{
    int most = 0;
    for (int i = 0; i < P->n; i++) {
        int n;
        vars_of(&P->ph[i], &n);
        most += n;
    }
    slots_new(P, most);
    for (int i = 0; i < P->n; i++) {
        int n;
        const Variation *v = vars_of(&P->ph[i], &n);
        for (int j = 0; j < n; j++)
            if (listed(&P->ph[i], &v[j]))
                add_def(P, v[j].defence);
    }
    if (P->n == 0)
        return;
    /* One block for every phase's variations and mates, P->lines_block. */
    size_t per = (size_t)P->ndefs + 1, all = per * (size_t)(P->n + 1);
    const Variation **vblock = P->lines_block = malloc((sizeof *vblock + sizeof(int)) * all);
    if (!vblock)
        abort();
    int *block = (int *)(vblock + all);
    for (int i = 0; i < P->n; i++) {
        Phase *ph = &P->ph[i];
        ph->mate = block + per * (size_t)i;
        ph->var = vblock + per * (size_t)i;
        for (int d = 0; d < P->ndefs; d++) {
            ph->mate[d] = MATE_NONE;
            ph->var[d] = NULL;
        }
        int n;
        const Variation *v = vars_of(ph, &n);
        for (int j = 0; j < n; j++) {
            int k = phases_def(P, v[j].defence);
            if (k >= 0 && !ph->var[k]) /* the first, as a search in a line finds */
                ph->var[k] = &v[j];
            if (listed(ph, &v[j]))
                ph->mate[k] = shared_identity(&P->men, ph->play ? ph->play->move : MOVE_NONE, &ph->pos,
                                              sol_moves(ph->s, v[j].first), v[j].n);
        }
    }
}

/* Every mate and threat of play p for P->men (men_see). */
static void see_play(MateMen *men, const Solution *s, const Play *p)
{
    const Move *th = sol_moves(s, p->threats_first);
    for (int k = 0; k < p->nthreats; k++)
        men_see(men, p->move, th[k]);
    for (int j = 0; j < p->nvars; j++)
        for (int k = 0; k < p->vars[j].n; k++)
            men_see(men, p->move, sol_moves(s, p->vars[j].first)[k]);
}

void phases_build(const Solution *s, Phases *P)
{
    *P = (Phases){ .s = s };
    /* Not cleared: add_phase sets each field (a cleared Position a phase cost as
     * much as the rest of the build). */
    P->ph = malloc(sizeof *P->ph * (size_t)(1 + s->ntries + s->nkeys));
    if (!P->ph)
        abort();
    men_init(&P->men, &s->start);
    for (int i = 0; i < s->nkeys + s->ntries; i++) /* the keys first: two men linked take the key's name */
        see_play(&P->men, s, i < s->nkeys ? &s->keys[i] : &s->tries[i - s->nkeys]);
    if (s->set_computed)
        add_phase(s, P, PHASE_SET, NULL);
    for (int i = 0; i < s->ntries; i++)
        add_phase(s, P, PHASE_TRY, &s->tries[i]);
    for (int i = 0; i < s->nkeys; i++)
        add_phase(s, P, PHASE_KEY, &s->keys[i]);
    build_mates(P);
    build_pairs(P);
    count_changes(P);
    build_order(P);
}

void phases_build_twins(const Solution *const *sols, const char *const *twins, int n, Phases *P)
{
    *P = (Phases){ .s = sols[n - 1] };
    P->ph = calloc((size_t)n + 1, sizeof *P->ph);
    P->pairs = malloc(sizeof *P->pairs * (size_t)n);
    if (!P->ph || !P->pairs)
        abort();
    for (int i = 0; i < n; i++) {
        add_phase(sols[i], P, PHASE_KEY, &sols[i]->keys[0]);
        P->ph[i].twin = twins[i];
    }
    build_mates(P);
    for (int i = 0; i + 1 < n; i++) { /* each earlier twin with the last */
        P->pairs[P->npairs][0] = i;
        P->pairs[P->npairs++][1] = n - 1;
    }
    count_changes(P);
    build_order(P);
}

void phases_free(Phases *P)
{
    free(P->lines_block);
    free(P->defs_block);
    free(P->ph);
    free(P->pairs);
    free(P->changes);
    free(P->order);
    *P = (Phases){ 0 };
}

int phases_def(const Phases *P, Move d)
{
    return P->nslot ? P->slot[slot_of(P, d)] : -1;
}

int phase_mate(const Phases *P, int i, Move d)
{
    int k = phases_def(P, d);
    return k < 0 ? MATE_NONE : P->ph[i].mate[k];
}

const Variation *phase_variation(const Phases *P, int i, Move d)
{
    int k = phases_def(P, d);
    if (k >= 0)
        return P->ph[i].var[k];
    int n; /* a defence no phase lists */
    const Variation *v = vars_of(&P->ph[i], &n);
    return find_variation(v, n, d);
}

bool phase_refutes(const Phases *P, int i, Move d)
{
    const Play *p = P->ph[i].play;
    return p && move_in(sol_moves(P->ph[i].s, p->refuts_first), p->nrefuts, d);
}

bool phase_checking_try(const Phases *P, int i)
{
    return P->ph[i].kind == PHASE_TRY && P->ph[i].play->check;
}

int phase_of_move(const Phases *P, Move m)
{
    for (int i = 0; i < P->n; i++)
        if (P->ph[i].play && MOVE_KEY(P->ph[i].play->move) == MOVE_KEY(m))
            return i;
    return -1;
}

int phase_threat_ids(const Phases *P, int i, int *ids, int max)
{
    const Play *p = P->ph[i].play;
    if (!p)
        return 0;
    const Move *th = sol_moves(P->ph[i].s, p->threats_first);
    int n = 0;
    for (int k = 0; k < p->nthreats; k++) {
        int id = phase_identity(P, i, &P->ph[i].pos, th[k]);
        if (among(ids, n, id))
            continue;
        if (n == max)
            return 0;
        ids[n++] = id;
    }
    return n;
}

bool phase_threat_pair(const Phases *P, int i, int t[2])
{
    return phase_threat_ids(P, i, t, 2) == 2;
}

bool phase_threat_same(const Phases *P, int i, Move m, int j)
{
    const Phase *pj = &P->ph[j];
    const Move *t = sol_moves(pj->s, pj->play->threats_first);
    int id = phase_identity(P, i, &P->ph[i].pos, m);
    for (int k = 0; k < pj->play->nthreats; k++)
        if (phase_identity(P, j, &pj->pos, t[k]) == id)
            return true;
    return false;
}

bool phase_mate_returns(const Phases *P, int i, Move d, int j)
{
    if (P->ph[i].s != P->ph[j].s || !P->ph[i].play || !P->ph[j].play)
        return true;
    const Variation *v = phase_variation(P, i, d);
    if (!v)
        return false;
    const Move *ms = sol_moves(P->ph[i].s, v->first);
    for (int k = 0; k < v->n; k++)
        if (phase_threat_same(P, i, ms[k], j))
            return true;
    return false;
}

void first_move_label(const Position *start, Move m, char mark, char *buf, size_t len)
{
    char text[SAN_MAX + 4] = "1.";
    move_to_san(start, m, LANG_EN, text + 2, SAN_MAX);
    size_t n = strlen(text);
    text[n++] = mark; /* byte by byte: a label for each block of each entry */
    text[n] = '\0';
    text_copy(buf, len, text);
}

void phase_label(const Phases *P, int i, char *buf, size_t len)
{
    const Phase *ph = &P->ph[i];
    if (!ph->play) {
        snprintf(buf, len, "set");
        return;
    }
    first_move_label(&ph->s->start, ph->play->move, ph->kind == PHASE_KEY ? '!' : '?', buf, len);
}

ThemeEntry *phase_entry(Analysis *A, ThemeId id, const Phases *P, const int *idx, int n)
{
    Move key = P->s->keys[0].move;
    for (int j = n - 1; j >= 0 && !P->ph[idx[0]].twin; j--)
        if (P->ph[idx[j]].kind == PHASE_KEY)
            key = P->ph[idx[j]].play->move;
    if (P->ph[idx[0]].twin) /* on the record of the last twin it spans */
        key = P->ph[idx[n - 1]].play->move;
    ThemeEntry *e = entry_new(A, id, key);
    for (int j = 0; j < n; j++) {
        if (P->ph[idx[j]].twin)
            entry_twin(e, P->ph[idx[j]].twin);
        char label[SAN_MAX + 4];
        phase_label(P, idx[j], label, sizeof label);
        const Play *p = P->ph[idx[j]].play;
        entry_block(e, P->ph[idx[j]].kind, p ? p->move : MOVE_NONE, label);
    }
    entry_present(e, EF_DEFENCES);
    return e;
}

void phase_entry_line(ThemeEntry *e, int j, const Phases *P, int i, Move d)
{
    entry_defence(e, d);
    const Variation *v = phase_variation(P, i, d);
    block_line(e, &e->blocks[j], d, v ? sol_moves(P->ph[i].s, v->first) : NULL, v ? v->n : 0);
}

void phase_entry_threats(ThemeEntry *e, int j, const Phases *P, int i)
{
    const Play *p = P->ph[i].play;
    block_threats(e, &e->blocks[j], sol_moves(P->ph[i].s, p->threats_first), p->nthreats);
}

void phase_entry_refutation(ThemeEntry *e, int j, Move d)
{
    entry_defence(e, d);
    block_refutation(e, &e->blocks[j], d);
}
