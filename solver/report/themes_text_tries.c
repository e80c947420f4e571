/* themes_text_tries.c - the changes of the tries in the Analysis
 * (changed-mates and transferred-mates with a "try"), each said once with every try that
 * shows it, and the changes of the set play (changed, added and removed mates), each
 * group of moves one line, with the tries that show a change too. */
#include <stdlib.h>
#include <string.h>
#include "solver/report/themes_text_tries.h"
#include "solver/report/defence_group.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/theme_words.h"
#include "themes/phases.h"
#include "themes/theme_play.h"
#include "themes/theme_util.h"

/* Whether variation x of try tx ({defence, try mates, mates}) is the same
 * change as y of try ty: the same defence met by the same mates. */
static bool same_try_change(const Ctx *c, Move tx, const ThemeLine *x, Move ty, const ThemeLine *y)
{
    if (MOVE_KEY(x->move) != MOVE_KEY(y->move) || !moves_same(&x->moves, &y->moves))
        return false;
    Position px = tt_after_try(c, tx), py = tt_after_try(c, ty);
    Move fx = move_legal(&c->start, tx), fy = move_legal(&c->start, ty);
    Position dx = tt_after_defence(&px, x->move), dy = tt_after_defence(&py, y->move);
    return tt_same_mates(&c->start, fx, &dx, &x->before, fy, &dy, &y->before);
}

/* The index of the changed-mates variation that is the same change as x after
 * try t (the set mates the same as the try's), or -1. */
static int same_as_set(const Ctx *c, Move t, const ThemeLine *x)
{
    const ThemeEntry *changed = tt_named(c, THEME_CHANGED_MATES);
    if (!changed)
        return -1;
    Position tried = tt_after_try(c, t);
    Position dt = tt_after_defence(&tried, x->move);
    for (int i = 0; i < changed->variations.n; i++) {
        const ThemeLine *v = &changed->variations.v[i];
        if (MOVE_KEY(v->move) != MOVE_KEY(x->move) || !moves_same(&v->moves, &x->moves))
            continue;
        Position ds = tt_after_defence(&c->passed, v->move);
        if (tt_same_mates(&c->start, MOVE_NONE, &ds, &v->before, move_legal(&c->start, t), &dt, &x->before))
            return i;
    }
    return -1;
}

/* The group of change x (a line or a transfer) of entry e, made when new. */
static TryChange *group_of(Ctx *c, const ThemeEntry *e, const ThemeLine *line, const ThemeTransfer *transfer)
{
    for (int k = 0; k < c->nchanges; k++) {
        TryChange *g = &c->changes[k];
        if (g->id == e->id && (transfer ? transfer_same(g->transfer, transfer)
                                        : same_try_change(c, g->tries[0], g->line, e->try_move, line)))
            return g;
    }
    TryChange *g = &c->changes[c->nchanges++];
    *g = (TryChange){ .id = e->id, .line = line, .transfer = transfer, .set = -1 };
    g->tries = malloc(sizeof *g->tries * (size_t)(c->n + 1));
    if (!g->tries)
        abort();
    if (line)
        g->set = same_as_set(c, e->try_move, line);
    return g;
}

/* The change of the tries that is set line i's, or NULL. */
static TryChange *set_change(Ctx *c, int i)
{
    for (int k = 0; k < c->nchanges; k++)
        if (c->changes[k].set == i)
            return &c->changes[k];
    return NULL;
}

static bool same_tries(const TryChange *a, const TryChange *b);

/* A set line written with its group says "also after" the tries of all of them:
 * the change of a try that not every move of the group shares is written on that
 * try's own line. */
static void unlink_split_groups(Ctx *c)
{
    const ThemeEntry *changed = tt_named(c, THEME_CHANGED_MATES);
    for (int k = 0; changed && k < c->nchanges; k++) {
        TryChange *g = &c->changes[k];
        if (g->set < 0)
            continue;
        int head = changed->variations.v[g->set].group;
        const TryChange *h = set_change(c, head);
        bool shared = h != NULL;
        for (int i = head; shared && i < changed->variations.n; i++) {
            if (changed->variations.v[i].group != head)
                continue;
            const TryChange *m = set_change(c, i);
            shared = m && same_tries(m, h);
        }
        if (!shared)
            for (int i = head; i < changed->variations.n; i++) {
                TryChange *m = set_change(c, i);
                if (m && changed->variations.v[i].group == head)
                    m->set = -1;
            }
    }
}

void tt_gather_try_changes(Ctx *c)
{
    int most = 0;
    for (int i = 0; i < c->n; i++)
        most += c->entries[i]->variations.n + c->entries[i]->ntransfers;
    c->changes = malloc(sizeof *c->changes * (size_t)(most + 1));
    c->nchanges = 0;
    if (!c->changes)
        abort();
    static const ThemeId ids[] = { THEME_CHANGED_MATES, THEME_TRANSFERRED_MATES };
    for (int n = 0; n < 2; n++)
        for (int i = 0; i < c->n; i++) {
            const ThemeEntry *e = c->entries[i];
            if (e->id != ids[n] || !entry_has(e, EF_TRY))
                continue; /* from the set play: said with its phases (phases_text.c) */
            int count = n ? e->ntransfers : e->variations.n;
            for (int j = 0; j < count; j++) {
                TryChange *g = n ? group_of(c, e, NULL, &e->transfers[j]) : group_of(c, e, &e->variations.v[j], NULL);
                g->tries[g->ntries++] = e->try_move; /* an entry a try: at most c->n of them */
            }
        }
    unlink_split_groups(c);
}

void tt_free_try_changes(Ctx *c)
{
    for (int k = 0; k < c->nchanges; k++)
        free(c->changes[k].tries);
    free(c->changes);
    c->changes = NULL;
    c->nchanges = 0;
}

static bool same_tries(const TryChange *a, const TryChange *b)
{
    if (a->ntries != b->ntries)
        return false;
    for (int i = 0; i < a->ntries; i++)
        if (MOVE_KEY(a->tries[i]) != MOVE_KEY(b->tries[i]))
            return false;
    return true;
}

/* Whether change h is a transfer of the same mate as g, after the same tries. */
static bool same_mate_transfer(const TryChange *g, const TryChange *h)
{
    return h->id == g->id && h->transfer && h->set < 0 && same_tries(h, g)
           && MOVE_KEY(h->transfer->mate) == MOVE_KEY(g->transfer->mate);
}

/* Whether change h's mate after the key is written as g's ("2.Be5#", not "2.Bxe5#"). */
static bool same_mate_san(const Ctx *c, const TryChange *g, const TryChange *h)
{
    Position pg = tt_after_defence(&c->after, g->transfer->defence), ph = tt_after_defence(&c->after, h->transfer->defence);
    return text_same_san(&pg, g->transfer->mate, &ph, h->transfer->mate, c->lang);
}

/* Whether the try defences the mate of change a met, for a's defence after the
 * key, are those it met for b's (the changes from k on). */
static bool same_from(const Ctx *c, int k, const TryChange *a, const TryChange *b)
{
    for (int pass = 0; pass < 2; pass++) {
        const TryChange *x = pass ? b : a, *y = pass ? a : b;
        for (int i = k; i < c->nchanges; i++) {
            const TryChange *h = &c->changes[i];
            if (!same_mate_transfer(x, h) || MOVE_KEY(h->transfer->defence) != MOVE_KEY(x->transfer->defence))
                continue;
            bool found = false;
            for (int m = k; m < c->nchanges && !found; m++) {
                const TryChange *o = &c->changes[m];
                found = same_mate_transfer(y, o) && MOVE_KEY(o->transfer->defence) == MOVE_KEY(y->transfer->defence)
                        && MOVE_KEY(o->transfer->try_defence) == MOVE_KEY(h->transfer->try_defence);
            }
            if (!found)
                return false;
        }
    }
    return true;
}

/* The move that met defence d after try t, played in pos (after both), that is the
 * same mate (same_mate, as the transfer was found) as m after the key: the try's own
 * mate (its man may have stood elsewhere, "2.Re1#" from e8 after 1.Rxe8?, from e5
 * after the key), read from the solution, else the first legal move that is;
 * MOVE_NONE when none. */
static Move try_mate(const Ctx *c, Move t, Move d, const Position *pos, Move m)
{
    const Play *p = c->s ? solution_play(c->s, t) : NULL;
    const Variation *v = p ? find_variation(p->vars, p->nvars, d) : NULL;
    Move f = move_legal(&c->start, t);
    for (int i = 0; v && i < v->n; i++)
        if (same_mate(&c->start, f, sol_moves(c->s, v->first)[i], c->key, m))
            return sol_moves(c->s, v->first)[i];
    MoveList all;
    gen_legal(pos, &all);
    for (int i = 0; i < all.n; i++)
        if (same_mate(&c->start, f, all.moves[i], c->key, m))
            return all.moves[i];
    return MOVE_NONE;
}

/* " 2.m": mate m as it reads after the key's defence d and after each of the
 * defences from[0..n) of try t (in tried), written once: "2.Q(x)b2#" when it takes
 * a man after some of them only (dg_put_alike), as a correction's moves are written. */
static void put_transferred_mate(const Ctx *c, Move m, Move d, Move t, const Position *tried, const Move *from, int n)
{
    char sans[DG_MAX + 1][SAN_MAX];
    const char *texts[DG_MAX + 1];
    Position mated = tt_after_defence(&c->after, d);
    int k = 0;
    for (int i = -1; i < n && k <= DG_MAX; i++) {
        Position p = i < 0 ? mated : tt_after_defence(tried, from[i]);
        Move legal = move_legal(&p, i < 0 ? m : try_mate(c, t, from[i], &p, m));
        texts[k] = legal == MOVE_NONE ? move_to_uci(m, sans[k]) : move_to_san(&p, legal, c->lang, sans[k], SAN_MAX);
        k++;
    }
    fputs(" 2.", c->out);
    dg_put_alike(c->out, texts, k);
}

/* One transferred mate of the tries of change j with every defence of theirs it
 * met and every one it meets now from those: "2.m from 1...a 1...b to 1...c/d"
 * (the mate as it reads after both, the earlier defences after the try in tried;
 * the moves of one man as one defence, as the transfers from the set play write
 * them); marks them written (written[k] for change k). */
static void transfer(const Ctx *c, int j, const Position *tried, bool *written)
{
    const TryChange *g = &c->changes[j];
    const ThemeTransfer *t = g->transfer;
    Move list[DG_MAX]; /* each defence once: no more than a position's moves */
    int n = 0;
    for (int k = j; k < c->nchanges && n < DG_MAX; k++) {
        const TryChange *h = &c->changes[k];
        if (same_mate_transfer(g, h) && !written[k] && MOVE_KEY(h->transfer->defence) == MOVE_KEY(t->defence))
            list[n++] = h->transfer->try_defence;
    }
    put_transferred_mate(c, t->mate, t->defence, g->tries[0], tried, list, n);
    /* TRANSLATORS: "2.Qf5# from 1...e2 1...e3 to 1...Kf4": the mate that met 1...e2
     * and 1...e3 after the try meets 1...Kf4 after the key. */
    fprintf(c->out, " %s", T(c, "from"));
    dg_put_by_man(c->out, tried, list, n, c->lang);
    /* TRANSLATORS: see "from". */
    fprintf(c->out, " %s", T(c, "to"));
    n = 0;
    for (int k = j; k < c->nchanges && n < DG_MAX; k++) { /* each defence after the key the mate meets from the same ones */
        const TryChange *h = &c->changes[k];
        if (!same_mate_transfer(g, h) || written[k] || (k != j && (!same_mate_san(c, g, h) || !same_from(c, j, g, h))))
            continue;
        Move d = h->transfer->defence;
        list[n++] = d;
        for (int m = k; m < c->nchanges; m++) {
            const TryChange *o = &c->changes[m];
            if (m != j && same_mate_transfer(g, o) && MOVE_KEY(o->transfer->defence) == MOVE_KEY(d))
                written[m] = true;
        }
    }
    dg_put_by_man(c->out, &c->after, list, n, c->lang);
}

/* Change j of the tries with the changes of the same tries that are one defence
 * with it (the lines of one group of their entry: the same tries are the same first
 * try, whose entry's lines they are), as one line: "1...Nb4/Nd4 2.Q(x)d4#, after
 * the key 2.Qc5#"; marks them written (written[k] for change k). */
static void try_group_change(const Ctx *c, int j, const Position *tried, bool *written)
{
    const TryChange *g = &c->changes[j];
    const ThemeLine *lines[DG_MAX];
    int n = 0;
    lines[n++] = g->line;
    for (int k = j + 1; k < c->nchanges && n < DG_MAX; k++) {
        const TryChange *h = &c->changes[k];
        if (h->id == g->id && h->line && h->set < 0 && !written[k] && same_tries(h, g)
            && h->line->group == g->line->group) {
            lines[n++] = h->line;
            written[k] = true;
        }
    }
    tt_group_change_before(c, NULL, lines, n, tried);
    tt_group_change_after(c, lines, n);
}

void tt_per_try(const Ctx *c, const ThemeEntry *e)
{
    ThemeId id = e->id;
    const char *words = theme_words(theme_info(id)->name, c->lang);
    /* Which changes a line has said, here and not in c: c is the key's, read-only. */
    bool *written = calloc((size_t)c->nchanges + 1, sizeof *written);
    if (!written)
        abort();
    for (int i = 0; i < c->nchanges; i++) {
        const TryChange *g = &c->changes[i];
        if (g->id != id || g->set >= 0 || written[i])
            continue;
        Position tried = tt_after_try(c, g->tries[0]);
        /* TRANSLATORS: "changed mates after 1.Rg4? 1.Rh5?: ...": the tries. */
        fprintf(c->out, "  %s %s", words, T(c, "after"));
        tt_chip(c, e, words, 0); /* no count: the changes after the tries are not counted */
        tt_put_tries(c, g->tries, g->ntries);
        const char *sep = tt_colon(c);
        for (int j = 0; j < c->nchanges; j++) {
            const TryChange *h = &c->changes[j];
            if (h->id == id && h->set < 0 && same_tries(h, g) && !written[j]) {
                fputs(sep, c->out);
                sep = tt_semi(c);
                if (h->transfer)
                    transfer(c, j, &tried, written);
                else
                    try_group_change(c, j, &tried, written);
                written[j] = true;
            }
        }
        fputc('\n', c->out);
    }
    free(written);
}

void tt_set_changes(const Ctx *c, const ThemeEntry *e)
{
    const char *sep = tt_colon(c);
    for (int i = 0; i < e->variations.n; i++) {
        const ThemeLine *lines[DG_MAX];
        int n = tt_group_of(&e->variations, i, lines);
        if (n == 0)
            continue; /* written with its group */
        fputs(sep, c->out);
        sep = tt_semi(c);
        tt_group_change_before(c, &e->variations, lines, n, NULL);
        /* The tries whose mate is the set mate: "set 1...d 2.old (also after 1.T?)". */
        const char *open = " (";
        for (int k = 0; e->id == THEME_CHANGED_MATES && k < c->nchanges; k++)
            if (c->changes[k].set == i) {
                fprintf(c->out, "%s%s", open, T(c, "also after"));
                open = "";
                tt_put_tries(c, c->changes[k].tries, c->changes[k].ntries);
            }
        if (!*open)
            fputc(')', c->out);
        tt_group_change_after(c, lines, n);
    }
}
