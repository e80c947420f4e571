/* theme_dombrovskis.c - Dombrovskis and anti-Dombrovskis between a try and a key
 * (themes/PHASES.md). "variant": "refutation" (the formal form: a refutation of the
 * try's threat A is answered by A after the key), "paradox" (a defence that parried
 * A in the try allows A after the key; not beside Le Grand, which implies it); in
 * both, A is no threat of the key.
 * Anti-Dombrovskis: a defence met by mate A in a try parries A, the key's threat
 * (A no threat of the try: a Fleck there). Neither beside a checking try or key
 * (their replies answer a check, not a threat); the formal form on no try refuted
 * by a check (CHECKS.md). One entry per try and defence.
 * Tries refuted by one or two defences count, in both forms: those of s->tries
 * (as --refutations made them), and those refuted by two defences that the search
 * did not keep (found here): a double threat, the key answering one refutation by
 * each threat; a single threat, the paradox. */
#include "themes/phases.h"
#include "themes/first_moves.h"
#include "themes/theme_util.h"

#define MAX_IDS 8

/* Whether phase k (a key, or a try) answers defence d by one of its own threats, the
 * same move: d only leaves that threat (a Fleck), nothing comes back (polgar-1607,
 * 1.Bd3? Kxd3!, 1.Bg8! (2.Qc4# 2.Qd5#) Kd3 2.Qc4#). Another man's mate on the
 * threat's square is no threat of the key (Bannyj 1992: 2.Nfd6# after the key
 * threatening 2.Ncd6#). */
static bool own_threat(const Phases *P, int k, Move d)
{
    return phase_mate_returns(P, k, d, k);
}

/* The formal form: which refutations refs[0..n) of a try whose threats have the
 * identities ids[0..nids) key k answers by one of those threats (ok[r]). A single
 * threat: each so answered; two refutations: both. A double threat: its one
 * refutation answered by either threat (it parried both: Dyachuk 1995, PHASES.md),
 * or two refutations, one answered by each threat. */
static int answered(const Phases *P, int k, const int *ids, int nids, const Move *refs, int n, bool *ok)
{
    int count = 0;
    for (int r = 0; r < n; r++) {
        int mk = phase_mate(P, k, refs[r]);
        ok[r] = mk >= 0 && among(ids, nids, mk) && !own_threat(P, k, refs[r]);
        count += ok[r];
    }
    if ((nids == 1 && (n == 1 || count == n)) || (nids == 2 && n == 1) ||
        (nids == 2 && n == 2 && count == 2 && phase_mate(P, k, refs[0]) != phase_mate(P, k, refs[1])))
        return count;
    for (int r = 0; r < n; r++)
        ok[r] = false;
    return 0;
}

/* The entry over try phase t and key phase k about defence d. */
static ThemeEntry *pair_entry(const Phases *P, ThemeId id, int t, int k, Analysis *A)
{
    int pq[2] = { t, k };
    ThemeEntry *e = phase_entry(A, id, P, pq, 2);
    if (P->ph[t].play->nthreats)
        phase_entry_threats(e, 0, P, t);
    if (P->ph[k].play->nthreats)
        phase_entry_threats(e, 1, P, k);
    return e;
}

/* The tries of s (one or two refutations) against key k. */
static void phase_tries(const Phases *P, int k, Analysis *A)
{
    for (int t = 0; t < P->n; t++) {
        const Phase *T = &P->ph[t];
        if (T->kind != PHASE_TRY || T->play->nrefuts > 2 || phase_checking_try(P, t))
            continue;
        int ids[MAX_IDS], nids = phase_threat_ids(P, t, ids, MAX_IDS);
        const Move *refs = sol_moves(P->s, T->play->refuts_first);
        bool ok[2], checked = false;
        answered(P, k, ids, nids, refs, T->play->nrefuts, ok);
        for (int r = 0; r < T->play->nrefuts; r++)
            checked |= gives_check(&T->pos, refs[r]); /* fails to its own flaw (CHECKS.md) */
        for (int r = 0; r < T->play->nrefuts && !checked; r++)
            if (ok[r]) {
                ThemeEntry *e = pair_entry(P, THEME_DOMBROVSKIS, t, k, A);
                phase_entry_refutation(e, 0, refs[r]);
                phase_entry_line(e, 1, P, k, refs[r]);
                entry_variant(e, "refutation");
            }
        if (le_grand_pair(P, t, k))
            continue; /* Le Grand implies the paradox and its reverse */
        int a = T->threat, b = P->ph[k].threat;
        for (int d = 0; d < P->ndefs; d++) {
            Move m = P->defs[d];
            int mt = T->mate[d], mk = P->ph[k].mate[d];
            if (mt < 0 || mk < 0)
                continue;
            if (a >= 0 && mk == a && mt != a && !own_threat(P, k, m)) {
                ThemeEntry *e = pair_entry(P, THEME_DOMBROVSKIS, t, k, A);
                phase_entry_line(e, 0, P, t, m);
                phase_entry_line(e, 1, P, k, m);
                entry_variant(e, "paradox");
            }
            if (b >= 0 && mt == b && mk != b && !own_threat(P, t, m)) { /* the try's own: a Fleck */
                ThemeEntry *e = pair_entry(P, THEME_ANTI_DOMBROVSKIS, t, k, A);
                phase_entry_line(e, 0, P, t, m);
                phase_entry_line(e, 1, P, k, m);
            }
        }
    }
}

/* ---- tries the search did not keep: refuted by exactly two defences ---- */

/* The squares the phases' first moves (tries, keys) go to: most first moves go
 * elsewhere, and are no phase's without a search through the phases. */
static uint64_t phase_targets(const Phases *P)
{
    uint64_t to = 0;
    for (int i = 0; i < P->n; i++)
        if (P->ph[i].play)
            to |= BIT(M_TO(P->ph[i].play->move));
    return to;
}

/* Whether m is a first move the phases already have (try or key; their squares
 * targets) or mates at once. */
static bool known(const Phases *P, uint64_t targets, Move m)
{
    const Solution *s = P->s;
    if ((targets & BIT(M_TO(m))) && phase_of_move(P, m) >= 0)
        return true;
    for (int i = 0; i < s->nshorts; i++)
        if (MOVE_KEY(s->shorts[i]) == MOVE_KEY(m))
            return true;
    return false;
}

/* The identities among key_ids[0..nkey) of the threats of first move m (mates
 * after it if the defender passed): 1 or 2 of them (a single or a double threat),
 * else 0 (also when m checks, or when fewer than need). Only the men of those
 * types are asked: most first moves stop here, cheaply. */
static int key_threats(const MateMen *men, Position *start, Move m, const int *key_ids, int nkey, int need,
                       int ids[2])
{
    if (gives_check(start, m))
        return 0;
    /* Made and unmade on start, not on a copy for each first move. */
    Undo u, un;
    make_move(start, m, &u);
    make_null(start, &un);
    int n = 0;
    for (int i = 0; i < nkey && n + nkey - i >= need && n <= 2; i++) /* a third: neither */
        if (mates_as(start, key_ids[i], men, m)) {
            if (n < 2)
                ids[n] = key_ids[i];
            n++;
        }
    unmake_null(start, &un);
    unmake_move(start, &u);
    return n >= need && n <= 2 ? n : 0;
}

/* Every threat of first move m, when all are of the identities ids[0..nids). */
static bool only_threats(const Phases *P, Move m, const int *ids, int nids, MoveList *threats)
{
    Position passed;
    position_after_to(&passed, &P->s->start, m);
    Undo u;
    make_null(&passed, &u);
    MoveList list;
    gen_checks(&passed, &list); /* a mate checks */
    threats->n = 0;
    for (int i = 0; i < list.n; i++) {
        Position q;
        position_after_to(&q, &passed, list.moves[i]);
        if (!is_mate(&q))
            continue;
        if (!among(ids, nids, mate_identity(&P->men, m, &passed, list.moves[i])))
            return false;
        threats->moves[threats->n++] = list.moves[i];
    }
    return true;
}

/* The refutations of first move m when there are exactly two and key k answers each
 * by a mate of identities ids[0..nids): found among those defences first, so that
 * most first moves stop before the defender's other moves are looked at. */
static bool two_refutations(const Phases *P, int k, Move m, const int *ids, int nids, Move refs[2])
{
    Position after;
    position_after_to(&after, &P->s->start, m);
    MoveList defs;
    gen_legal(&after, &defs);
    int n = 0;
    for (int i = 0; i < defs.n; i++) {
        int mk = phase_mate(P, k, defs.moves[i]);
        if (mk < 0 || !among(ids, nids, mk))
            continue;
        Position q;
        position_after_to(&q, &after, defs.moves[i]);
        if (!mates_at_once(&q)) {
            if (n == 2)
                return false;
            refs[n++] = defs.moves[i];
        }
    }
    if (n < 2)
        return false;
    for (int i = 0; i < defs.n; i++) {
        if (MOVE_KEY(defs.moves[i]) == MOVE_KEY(refs[0]) || MOVE_KEY(defs.moves[i]) == MOVE_KEY(refs[1]))
            continue;
        Position q;
        position_after_to(&q, &after, defs.moves[i]);
        if (!mates_at_once(&q))
            return false; /* a third refutation */
    }
    order_moves(&after, refs, 2);
    return true;
}

/* Whether one of first move m's two refutations refs gives check: the try fails to
 * its own flaw, not to play against its threats (CHECKS.md). */
static bool refuted_by_check(const Position *start, Move m, const Move refs[2])
{
    Position after;
    position_after_to(&after, start, m);
    return gives_check(&after, refs[0]) || gives_check(&after, refs[1]);
}

/* The refutation-form entry of first move m (not a phase) about its refutation d, one
 * of refs[0..2): the try's block holds both, so that the report says why the try is
 * not among the tries listed. */
static void extra_entry(const Phases *P, int k, Move m, const MoveList *threats, const Move refs[2], Move d,
                        Analysis *A)
{
    ThemeEntry *e = entry_new(A, THEME_DOMBROVSKIS, P->ph[k].play->move);
    char label[SAN_MAX + 4];
    first_move_label(&P->s->start, m, '?', label, sizeof label);
    ThemeBlock *b = entry_block(e, PHASE_TRY, m, label);
    phase_label(P, k, label, sizeof label);
    entry_block(e, PHASE_KEY, P->ph[k].play->move, label);
    entry_present(e, EF_DEFENCES);
    block_threats(e, b, threats->moves, threats->n);
    if (P->ph[k].play->nthreats)
        phase_entry_threats(e, 1, P, k);
    entry_defence(e, d);
    for (int r = 0; r < 2; r++)
        block_refutation(e, &e->blocks[0], refs[r]);
    phase_entry_line(e, 1, P, k, d);
    entry_variant(e, "refutation");
}

/* The attacker's mates in q (after a defence), *n of them into out (room for
 * MAX_MOVES); their one identity, MATE_NONE without any, else MATE_MIXED. */
static int mates_in(const MateMen *men, Move f, const Position *q, Move *out, int *n)
{
    MoveList list;
    gen_checks(q, &list); /* a mate checks */
    int id = MATE_NONE;
    *n = 0;
    for (int i = 0; i < list.n; i++) {
        Position r;
        position_after_to(&r, q, list.moves[i]);
        if (!is_mate(&r))
            continue;
        int x = mate_identity(men, f, q, list.moves[i]);
        id = id == MATE_NONE || id == x ? x : MATE_MIXED;
        out[(*n)++] = list.moves[i];
    }
    return id;
}

/* The paradox on first move m threatening only a (one of the key's mates), when the
 * search did not keep it as a try (two refutations while --refutations asks for
 * one): each defence with mate a after key k that has another mate after m, the
 * try's block with its refutations; none when m is no try, or when a defence has
 * k's threat after m (Le Grand). */
static void extra_paradox(const Phases *P, int k, Move m, int a, Analysis *A)
{
    const Position *start = &P->s->start;
    Position after;
    position_after_to(&after, start, m);
    int b = P->ph[k].threat, found[MAX_IDS], nfound = 0;
    for (int d = 0; d < P->ndefs; d++) {
        Move dm = P->ph[k].mate[d] == a && !own_threat(P, k, P->defs[d]) ? move_legal(&after, P->defs[d])
                                                                              : MOVE_NONE;
        if (dm == MOVE_NONE)
            continue;
        Position q;
        position_after_to(&q, &after, dm);
        Move mates[MAX_MOVES];
        int n, x = mates_in(&P->men, m, &q, mates, &n);
        if (b >= 0 && x == b)
            return; /* Le Grand implies the paradox */
        if (x >= 0 && x != a && nfound < MAX_IDS)
            found[nfound++] = d;
    }
    Move refs[3];
    MoveList threats;
    int nrefs = nfound ? refutations_upto(start, m, refs, 2) : 0;
    if (nrefs < 1 || nrefs > 2 || !only_threats(P, m, &a, 1, &threats) || !threats.n)
        return;
    order_moves(&after, refs, nrefs);
    for (int j = 0; j < nfound; j++) {
        Move d = move_legal(&after, P->defs[found[j]]), mates[MAX_MOVES];
        Position q;
        position_after_to(&q, &after, d);
        int n;
        mates_in(&P->men, m, &q, mates, &n);
        order_moves(&q, mates, n);
        ThemeEntry *e = entry_new(A, THEME_DOMBROVSKIS, P->ph[k].play->move);
        char label[SAN_MAX + 4];
        first_move_label(start, m, '?', label, sizeof label);
        ThemeBlock *tb = entry_block(e, PHASE_TRY, m, label);
        phase_label(P, k, label, sizeof label);
        entry_block(e, PHASE_KEY, P->ph[k].play->move, label);
        entry_present(e, EF_DEFENCES);
        block_threats(e, tb, threats.moves, threats.n);
        if (P->ph[k].play->nthreats)
            phase_entry_threats(e, 1, P, k);
        entry_defence(e, d);
        block_line(e, &e->blocks[0], d, mates, n);
        for (int r = 0; r < nrefs; r++) /* the report says why the tries leave it out */
            block_refutation(e, &e->blocks[0], refs[r]);
        phase_entry_line(e, 1, P, k, d);
        entry_variant(e, "paradox");
    }
}

/* First moves the search did not keep as tries, refuted by two defences: a double
 * threat, key k answering one refutation by each threat; a single threat, the
 * paradox (extra_paradox). */
static void extra_tries(const Phases *P, int k, Analysis *A)
{
    const Position *start = &P->s->start;
    int key_ids[64], nkey = 0;
    for (int d = 0; d < P->ndefs && nkey < 64; d++)
        if (P->ph[k].mate[d] >= 0 && !among(key_ids, nkey, P->ph[k].mate[d]))
            key_ids[nkey++] = P->ph[k].mate[d];
    /* Both forms need a try's threat that is one of the key's mates; the paradox
     * also a key that threatens (its defence of that threat allows the try's). */
    bool paradox = P->ph[k].play->nthreats > 0;
    if (nkey < (paradox ? 1 : 2))
        return;
    MoveList first;
    gen_legal(start, &first);
    uint64_t targets = phase_targets(P);
    Position work = *start;
    for (int i = 0; i < first.n; i++) {
        Move m = first.moves[i], refs[2];
        MoveList threats;
        int ids[2], nids;
        bool ok[2];
        if (known(P, targets, m) || !(nids = key_threats(&P->men, &work, m, key_ids, nkey, paradox ? 1 : 2, ids)))
            continue;
        if (nids == 1) {
            if (paradox)
                extra_paradox(P, k, m, ids[0], A);
            continue;
        }
        if (!two_refutations(P, k, m, ids, nids, refs) || !answered(P, k, ids, nids, refs, 2, ok) ||
            !only_threats(P, m, ids, nids, &threats) || refuted_by_check(start, m, refs))
            continue;
        for (int r = 0; r < 2; r++)
            if (ok[r])
                extra_entry(P, k, m, &threats, refs, refs[r], A);
    }
}

void theme_dombrovskis(const Phases *P, Analysis *A)
{
    for (int k = 0; k < P->n; k++) {
        if (P->ph[k].kind != PHASE_KEY || P->ph[k].play->check)
            continue; /* a checking key: its replies answer the check, no threat (polgar-410) */
        phase_tries(P, k, A);
        extra_tries(P, k, A);
    }
}
