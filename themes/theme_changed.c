/* theme_changed.c - changed, added and removed mates between set play and the
 * key's play, and between each thematic try and the key; transferred mates from
 * the set play and from each try that gives no check to the key. */
#include "themes/theme_play.h"
#include "themes/theme_util.h"
#include "themes/phases.h"

/* A defence with its mates before (set or try) and after the key; either may be NULL. */
typedef struct {
    Move defence;
    const Variation *before, *after;
} Pair;

typedef struct {
    Pair *v;
    int n;
} Pairs;

static void add_pair(Pairs *l, Move d, const Variation *before, const Variation *after)
{
    l->v[l->n++] = (Pair){ d, before, after };
}

static void moves_of(const Solution *s, const Variation *v, const Move **m, int *n)
{
    *m = v ? sol_moves(s, v->first) : NULL;
    *n = v ? v->n : 0;
}

/* Whether a (after first move f) and b (after g) are the same mates one by one;
 * two NULLs are. */
static bool same_mates(const Solution *s, Move f, const Variation *a, Move g, const Variation *b)
{
    if (!a || !b)
        return a == b;
    if (a->n != b->n)
        return false;
    const Move *x = sol_moves(s, a->first), *y = sol_moves(s, b->first);
    for (int i = 0; i < a->n; i++)
        if (!same_mate(&s->start, f, x[i], g, y[i]))
            return false;
    return true;
}

/* The entry of theme id with its count, defences and variations, when there are
 * any. The count is of defences as problemists count them (SPEC: distinct
 * defences): moves of one man met by the same mates before (after the try, or in
 * the set play; or none there: an added mate) and after the key (or none: a
 * removed mate) are one defence, the random move "1...N~" of a solution
 * (themes/DECISIONS.md: K. Moen's Zagoruiko 1.Rc4? "1...Be5 (B any) 2.Qg6", 1.Qc8!
 * "1...Be5 2.Qf5", one changed defence); a king's flights are each one. Each variation carries its group, which
 * the text writes as one line ("1...Nb4/Nd4 2.Q(x)b4#"). */
static ThemeEntry *emit(Analysis *A, ThemeId id, const Solution *s, Move key, Move try, const Pairs *l)
{
    if (l->n == 0)
        return NULL;
    ThemeEntry *e = entry_new(A, id, key);
    if (try != MOVE_NONE)
        entry_try(e, try);
    for (int i = 0; i < l->n; i++) /* the defences too, for scripts */
        entry_move_add(e, EF_DEFENCES, l->v[i].defence);
    for (int i = 0; i < l->n; i++) {
        const Move *m;
        int n;
        moves_of(s, l->v[i].after, &m, &n);
        ThemeLine *x = entry_line(e, EF_VARIATIONS, l->v[i].defence, l->v[i].after ? m : NULL, n);
        if (l->v[i].before) {
            moves_of(s, l->v[i].before, &m, &n);
            line_before(e, x, m, n);
        }
    }
    entry_int(e, EF_COUNT, entry_group_variations(e, &s->start));
    return e;
}

/* Room for the pairs of a play on the stack (theme_room). */
enum { ROOM = 64 };
#define PAIRS(name, n) \
    Pair name##_buf[ROOM]; \
    Pairs name = { theme_room(name##_buf, ROOM, (size_t)(n) + 1, sizeof(Pair)), 0 }

void theme_changed_mates(const Solution *s, const Play *key, Analysis *A)
{
    if (!s->set_computed)
        return;
    PAIRS(changed, s->nset);
    PAIRS(added, key->nvars);
    PAIRS(removed, s->nset);
    for (int i = 0; i < s->nset; i++) {
        const Variation *sv = &s->set[i];
        if (!dual_free(s, sv))
            continue;
        const Variation *kv = find_variation(key->vars, key->nvars, sv->defence);
        bool kept = kv && mates_shared(s, MOVE_NONE, sv, key->move, kv);
        if (!kv || (!play_listed(s, key, kv) && !kept))
            /* gone: the defence is impossible, or only a threat answers it now */
            add_pair(&removed, sv->defence, sv, NULL);
        else if (play_listed(s, key, kv) && dual_free(s, kv) && !kept)
            add_pair(&changed, sv->defence, sv, kv);
    }
    for (int i = 0; i < key->nvars; i++) {
        const Variation *kv = &key->vars[i];
        const Variation *sv = find_variation(s->set, s->nset, kv->defence);
        if ((!sv || sv->n == 0) && play_listed(s, key, kv) && dual_free(s, kv))
            add_pair(&added, kv->defence, NULL, kv);
    }
    emit(A, THEME_CHANGED_MATES, s, key->move, MOVE_NONE, &changed);
    emit(A, THEME_ADDED_MATES, s, key->move, MOVE_NONE, &added);
    emit(A, THEME_REMOVED_MATES, s, key->move, MOVE_NONE, &removed);
    theme_room_free(changed.v, changed_buf), theme_room_free(added.v, added_buf);
    theme_room_free(removed.v, removed_buf);
}

/* Whether v (after first move f) has a mate that is the same as mate m after fm. */
static bool answers(const Solution *s, Move f, const Variation *v, Move fm, Move m)
{
    const Move *mates = sol_moves(s, v->first);
    for (int i = 0; i < v->n; i++)
        if (same_mate(&s->start, f, mates[i], fm, m))
            return true;
    return false;
}

/* The play before the key that a transfer starts from: a try, or the set play
 * (play NULL, move MOVE_NONE). */
typedef struct {
    const Play *play;
    Move move;
    const Variation *vars;
    int n;
} Before;

static bool before_listed(const Solution *s, const Before *b, const Variation *v)
{
    return b->play ? play_listed(s, b->play, v) : v->n > 0;
}

/* Same mate, other defence: each listed dual-free variation of b whose mate, no
 * longer answering its defence after the key, answers another listed dual-free
 * defence there that it did not answer in b. "Answers" reads every mate of the
 * defence, listed or not: a set mate that still mates after a defence the key's
 * threat leaves unlisted (it no longer parries the threat) stays where it was
 * (Maechler 1987, problems/transferred-mates-kept-miss.fen). Returns how many,
 * into moved. */
static int transfers(const Solution *s, const Before *b, const Play *key, const bool *clean, ThemeTransfer *moved)
{
    int n = 0;
    for (int i = 0; i < b->n; i++) {
        const Variation *tv = &b->vars[i];
        if (!before_listed(s, b, tv) || !dual_free(s, tv))
            continue;
        Move m = sol_moves(s, tv->first)[0];
        const Variation *kv_same = find_variation(key->vars, key->nvars, tv->defence);
        if (kv_same && answers(s, key->move, kv_same, b->move, m))
            continue; /* the mate still answers the same defence */
        for (int j = 0; j < key->nvars; j++) {
            const Variation *kv2 = &key->vars[j];
            if (MOVE_KEY(kv2->defence) == MOVE_KEY(tv->defence) || !clean[j]
                || !answers(s, key->move, kv2, b->move, m))
                continue;
            const Variation *tv2 = find_variation(b->vars, b->n, kv2->defence);
            if (tv2 && answers(s, b->move, tv2, b->move, m))
                continue; /* it answered that defence before already */
            moved[n++] = (ThemeTransfer){ sol_moves(s, kv2->first)[0], tv->defence, kv2->defence };
        }
    }
    return n;
}

/* How many different defences after the key the transfers reach (SPEC: a count
 * counts distinct defences, never a mate twice); moves of one man that the same
 * mate reaches from the same defence, met alike before (in b) and after the key,
 * are one defence as for changed mates (entry_group_variations), a king's flights
 * each one. */
static int transfer_count(const Solution *s, const Before *b, const Play *key, const ThemeTransfer *t, int n)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        bool seen = false;
        for (int j = 0; j < i && !seen; j++)
            seen = MOVE_KEY(t[j].defence) == MOVE_KEY(t[i].defence)
                   || (M_FROM(t[j].defence) == M_FROM(t[i].defence) && !king_defence(&s->start, t[i].defence)
                       && MOVE_KEY(t[j].mate) == MOVE_KEY(t[i].mate)
                       && MOVE_KEY(t[j].try_defence) == MOVE_KEY(t[i].try_defence)
                       && same_mates(s, b->move, find_variation(b->vars, b->n, t[j].defence), b->move,
                                     find_variation(b->vars, b->n, t[i].defence))
                       && same_mates(s, key->move, find_variation(key->vars, key->nvars, t[j].defence), key->move,
                                     find_variation(key->vars, key->nvars, t[i].defence)));
        count += !seen;
    }
    return count;
}

/* How many different mates the transfers move (after the key, one position: a
 * mate is its move). */
static int transfer_mates(const ThemeTransfer *t, int n)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        bool seen = false;
        for (int j = 0; j < i && !seen; j++)
            seen = MOVE_KEY(t[j].mate) == MOVE_KEY(t[i].mate);
        count += !seen;
    }
    return count;
}

/* Transferred mates are a theme when at least two mates move to other defences
 * between the same two phases: every example of the literature transfers a pair
 * (Wong, "Mate Transference": "the two queen mates are transferred from the rook
 * defences to the king moves"), and one mate meeting another defence after the
 * key is what nearly every change of play brings with it. */
static bool shows_transfer(const ThemeTransfer *t, int n)
{
    return transfer_mates(t, n) >= 2;
}

/* Changed mates between a try and the key: SPEC's changed-mates (judges name a
 * change between any two phases so), one entry a try, naming its phases ("1.T?",
 * "1.K!") with their play; "try" and "variations" (with "try-mates") as before. */
static void try_changes(Analysis *A, const Solution *s, const Play *try, const Play *key, const Pairs *l)
{
    ThemeEntry *e = emit(A, THEME_CHANGED_MATES, s, key->move, try->move, l);
    if (!e)
        return;
    char label[SAN_MAX + 4];
    first_move_label(&s->start, try->move, '?', label, sizeof label);
    ThemeBlock *before = entry_block(e, PHASE_TRY, try->move, label);
    first_move_label(&s->start, key->move, '!', label, sizeof label);
    ThemeBlock *after = entry_block(e, PHASE_KEY, key->move, label);
    for (int i = 0; i < l->n; i++) {
        block_line(e, before, l->v[i].defence, sol_moves(s, l->v[i].before->first), l->v[i].before->n);
        block_line(e, after, l->v[i].defence, sol_moves(s, l->v[i].after->first), l->v[i].after->n);
    }
}

/* Try against key: same defence, other mate (changed); same mate, other
 * defence (transferred). Only listed dual-free variations of both count. */
static void try_vs_key(const Solution *s, const Play *try, const Play *key, const bool *clean, Analysis *A)
{
    PAIRS(changed, try->nvars);
    ThemeTransfer moved_buf[4 * ROOM];
    ThemeTransfer *moved = theme_room(moved_buf, 4 * ROOM, (size_t)(try->nvars * key->nvars) + 1, sizeof *moved);
    for (int i = 0; i < try->nvars; i++) {
        const Variation *tv = &try->vars[i];
        if (!play_listed(s, try, tv) || !dual_free(s, tv))
            continue;
        const Variation *kv = find_variation(key->vars, key->nvars, tv->defence);
        if (kv && !clean[kv - key->vars])
            kv = NULL;
        if (kv && !mates_shared(s, try->move, tv, key->move, kv))
            add_pair(&changed, tv->defence, tv, kv);
    }
    Before b = { try, try->move, try->vars, try->nvars };
    int nmoved = transfers(s, &b, key, clean, moved);
    if (try->nrefuts == 1) /* virtual play: a thematic try, one refutation */
        try_changes(A, s, try, key, &changed);
    if (shows_transfer(moved, nmoved)) {
        ThemeEntry *e = entry_new(A, THEME_TRANSFERRED_MATES, key->move);
        entry_try(e, try->move);
        entry_int(e, EF_COUNT, transfer_count(s, &b, key, moved, nmoved));
        for (int i = 0; i < nmoved; i++)
            entry_transfer(e, moved[i].mate, moved[i].try_defence, moved[i].defence);
    }
    theme_room_free(changed.v, changed_buf), theme_room_free(moved, moved_buf);
}

/* Set play against key: a set mate that meets another defence after the key. The
 * entry names its phases ("set", the key) with the variations, as the themes
 * across phases do; "transfers" as for a try ("try-defence": the set defence). */
static void set_vs_key(const Solution *s, const Play *key, const bool *clean, Analysis *A)
{
    ThemeTransfer moved_buf[4 * ROOM];
    ThemeTransfer *moved = theme_room(moved_buf, 4 * ROOM, (size_t)(s->nset * key->nvars) + 1, sizeof *moved);
    Before b = { NULL, MOVE_NONE, s->set, s->nset };
    int nmoved = transfers(s, &b, key, clean, moved);
    if (shows_transfer(moved, nmoved)) {
        ThemeEntry *e = entry_new(A, THEME_TRANSFERRED_MATES, key->move);
        char label[SAN_MAX + 4];
        first_move_label(&s->start, key->move, '!', label, sizeof label);
        ThemeBlock *set = entry_block(e, PHASE_SET, MOVE_NONE, "set");
        ThemeBlock *after = entry_block(e, PHASE_KEY, key->move, label);
        entry_present(e, EF_DEFENCES);
        for (int i = 0; i < nmoved; i++) {
            const Variation *sv = find_variation(s->set, s->nset, moved[i].try_defence);
            const Variation *kv = find_variation(key->vars, key->nvars, moved[i].defence);
            entry_defence(e, moved[i].try_defence);
            entry_defence(e, moved[i].defence);
            block_line(e, set, sv->defence, sol_moves(s, sv->first), sv->n);
            block_line(e, after, kv->defence, sol_moves(s, kv->first), kv->n);
        }
        entry_int(e, EF_COUNT, transfer_count(s, &b, key, moved, nmoved));
        for (int i = 0; i < nmoved; i++)
            entry_transfer(e, moved[i].mate, moved[i].try_defence, moved[i].defence);
    }
    theme_room_free(moved, moved_buf);
}

void theme_try_mates(const Solution *s, const Play *key, Analysis *A)
{
    if (!s->set_computed && !s->ntries)
        return;
    /* Which of the key's variations are listed and dual-free: asked once, not
     * for each variation of each try. */
    bool clean_buf[4 * ROOM];
    bool *clean = theme_room(clean_buf, 4 * ROOM, (size_t)key->nvars + 1, sizeof *clean);
    for (int j = 0; j < key->nvars; j++)
        clean[j] = play_listed(s, key, &key->vars[j]) && dual_free(s, &key->vars[j]);
    if (s->set_computed)
        set_vs_key(s, key, clean, A);
    /* A checking try is no thematic try (PHASES.md): its replies answer the check,
     * so the key neither changes nor transfers its mates (KEY.md, "Tries against the key"). */
    for (int i = 0; i < s->ntries; i++)
        if (!s->tries[i].check)
            try_vs_key(s, &s->tries[i], key, clean, A);
    theme_room_free(clean, clean_buf);
}
