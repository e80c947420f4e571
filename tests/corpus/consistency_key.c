/* consistency_key.c - the themes of a key's own play checked against the solution
 * tree for themes_consistency.c: the problem type, the flights the key gives and
 * takes, the wheels, the Fleck. */
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include "solver/movegen.h"
#include "solver/solution.h"
#include "tests/corpus/consistency.h"

static bool complete_set_block(const Solution *s)
{
    if (!s->set_computed || s->nset == 0)
        return false;
    for (int i = 0; i < s->nset; i++)
        if (s->set[i].n == 0)
            return false;
    return true;
}

/* Problem type: exactly one, agreeing with the key's flags and the set play. */
void check_type(Check *c, json_t *themes, const Play *k, const char *key)
{
    static const char *const types[] = { "waiter", "mutate", "incomplete-block",
                                         "block-threat", "threat", "checking-key" };
    const char *type = NULL;
    int n = 0;
    for (size_t i = 0; i < 6; i++) {
        int m = count_entries(themes, key, types[i], NULL);
        n += m;
        if (m)
            type = types[i];
    }
    if (n != 1) {
        fail(c, "key %s has %d problem types", key, n);
        return;
    }
    bool block = complete_set_block(c->s);
    const char *want = k->check ? "checking-key"
                       : k->nthreats > 0 ? (block ? "block-threat" : "threat")
                       : !block ? "incomplete-block" : NULL;
    if (want && strcmp(type, want) != 0)
        fail(c, "key %s is %s, expected %s", key, type, want);
    if (!want && strcmp(type, "waiter") != 0 && strcmp(type, "mutate") != 0)
        fail(c, "key %s: complete block with zugzwang key labelled %s", key, type);
    json_t *e;
    size_t j;
    json_array_foreach(themes, j, e) { /* changed set mates (a try's changes may be there) */
        const char *ek = json_string_value(json_object_get(e, "key"));
        if (strcmp(type, "waiter") == 0 && strcmp(name_of(e), "changed-mates") == 0
            && !json_object_get(e, "try") && ek && strcmp(ek, key) == 0)
            fail(c, "key %s: a waiter with changed mates", key);
    }
    if (strcmp(type, "mutate") == 0) {
        count_entries(themes, key, "mutate", &e);
        const json_t *changed = json_object_get(e, "changed");
        if (json_array_size(changed) == 0)
            fail(c, "key %s: a mutate that changes nothing", key);
        size_t i;
        json_t *d;
        json_array_foreach(changed, i, d) {
            const Variation *sv = var_of(c->s->set, c->s->nset, json_string_value(d));
            const Variation *kv = var_of(k->vars, k->nvars, json_string_value(d));
            if (!sv || sv->n == 0 || !kv)
                fail(c, "key %s: mutate change %s not in both phases", key, json_string_value(d));
            else
                for (int j = 0; j < sv->n; j++)
                    if (move_in(c->s->pool + kv->first, kv->n, c->s->pool[sv->first + j]))
                        fail(c, "key %s: mutate keeps the set mate of %s", key, json_string_value(d));
        }
    }
}

/* Star and plus flights: the king's moves after the key, re-derived. */
void check_flights(Check *c, json_t *themes, const Play *k, const char *key)
{
    Position after = c->s->start;
    Undo u;
    make_move(&after, k->move, &u);
    int ksq = king_sq(&after, after.side), n = 0, diag = 0, orth = 0, shown = 0;
    for (int i = 0; i < k->nvars; i++) {
        const Variation *v = &k->vars[i];
        if (M_FROM(v->defence) != ksq)
            continue;
        n++;
        int df = abs(FILE_OF(M_TO(v->defence)) - FILE_OF(ksq)),
            dr = abs(RANK_OF(M_TO(v->defence)) - RANK_OF(ksq));
        diag += df == 1 && dr == 1 && !(v->defence & MF_CASTLE);
        orth += df + dr == 1;
        shown += v->n > 0 && listed(c->s, k, v);
    }
    bool star = n == 4 && diag == 4 && shown == 4, plus = n == 4 && orth == 4 && shown == 4;
    const char *names[2] = { "star-flights", "plus-flights" };
    bool want[2] = { star, plus };
    for (int j = 0; j < 2; j++) {
        json_t *e;
        int got = count_entries(themes, key, names[j], &e);
        if (got != (want[j] ? 1 : 0)) {
            fail(c, "key %s: %d %s entries, the king's moves say %d", key, got, names[j], want[j]);
            continue;
        }
        if (!got)
            continue;
        size_t i;
        json_t *d;
        json_array_foreach(json_object_get(e, "defences"), i, d) {
            const Variation *v = var_of(k->vars, k->nvars, json_string_value(d));
            if (!v || M_FROM(v->defence) != ksq || v->n == 0)
                fail(c, "key %s: %s flight %s is no mated king move", key, names[j], json_string_value(d));
        }
    }
}

/* Knight wheels, re-derived from the pieces after the key. */
void check_wheels(Check *c, json_t *themes, const Play *k, const char *key)
{
    Position after = c->s->start;
    Undo u;
    make_move(&after, k->move, &u);
    int def = after.side, bkw = 0, wkw = 0;
    for (int sq = 0; sq < 128; sq++) {
        if (OFFBOARD(sq) || PTYPE(after.board[sq]) != KNIGHT)
            continue;
        if (PCOLOUR(after.board[sq]) == def) {
            int moves = 0, shown = 0;
            for (int i = 0; i < k->nvars; i++)
                if (M_FROM(k->vars[i].defence) == sq) {
                    moves++;
                    shown += k->vars[i].n > 0 && listed(c->s, k, &k->vars[i]);
                }
            bkw += moves == 8 && shown == 8;
        } else {
            bool to[128] = { false };
            int squares = 0;
            const Move *t = c->s->pool + k->threats_first;
            for (int i = 0; i < k->nthreats; i++)
                if (M_FROM(t[i]) == sq && !to[M_TO(t[i])])
                    to[M_TO(t[i])] = true, squares++;
            for (int i = 0; i < k->nvars; i++) {
                const Variation *v = &k->vars[i];
                if (!listed(c->s, k, v))
                    continue;
                for (int j = 0; j < v->n; j++) {
                    Move m = c->s->pool[v->first + j];
                    if (M_FROM(m) == sq && !to[M_TO(m)])
                        to[M_TO(m)] = true, squares++;
                }
            }
            wkw += squares == 8;
        }
    }
    if (count_entries(themes, key, "black-knight-wheel", NULL) != bkw)
        fail(c, "key %s: black-knight-wheel entries differ from the %d wheels in the tree", key, bkw);
    if (count_entries(themes, key, "white-knight-wheel", NULL) != wkw)
        fail(c, "key %s: white-knight-wheel entries differ from the %d wheels in the tree", key, wkw);
}

/* Effective defences and Fleck, re-derived from the threats left by each defence. */
/* Met by one mate: promotions of one pawn on one square to Q, R or B are one
 * (themes/KEY.md, total-fleck: "completely dual-free"). */
static bool one_mate(const Solution *s, const Variation *v)
{
    const Move *m = s->pool + v->first;
    for (int i = 1; i < v->n; i++)
        if (M_FROM(m[i]) != M_FROM(m[0]) || M_TO(m[i]) != M_TO(m[0]) || !M_PROMO(m[0]) || !M_PROMO(m[i])
            || M_PROMO(m[0]) == KNIGHT || M_PROMO(m[i]) == KNIGHT)
            return false;
    return v->n > 0;
}

void check_fleck(Check *c, json_t *themes, const Play *k, const char *key)
{
    const Solution *s = c->s;
    const Move *t = s->pool + k->threats_first;
    json_t *eff;
    int neff = count_entries(themes, key, "effective-defences", &eff);
    if (neff != (k->nthreats > 0)) {
        fail(c, "key %s: %d effective-defences entries with %d threats", key, neff, k->nthreats);
        return;
    }
    int nlisted = 0, single_of[64] = { 0 }, not_one_mate = 0;
    for (int i = 0; i < k->nvars; i++) {
        const Variation *v = &k->vars[i];
        not_one_mate += !one_mate(s, v); /* every black move, listed or not */
        if (!listed(s, k, v))
            continue;
        nlisted++;
        int left = 0, which = -1;
        for (int j = 0; j < k->nthreats; j++)
            if (move_in(s->pool + v->first, v->n, t[j]))
                left++, which = j;
        if (left == 1 && which < 64)
            single_of[which]++;
        if (!eff)
            continue;
        /* Its entry names exactly the threats that no longer mate. */
        char b[8];
        size_t x;
        json_t *d, *found = NULL;
        json_array_foreach(json_object_get(eff, "defences"), x, d)
            if (strcmp(json_string_value(json_object_get(d, "defence")), uci(v->defence, b)) == 0)
                found = d;
        json_t *defeats = found ? json_object_get(found, "defeats") : NULL;
        if (!found || json_array_size(defeats) != (size_t)(k->nthreats - left) || json_array_size(defeats) == 0) {
            fail(c, "key %s: effective defence %s wrongly reported", key, b);
            continue;
        }
        for (int j = 0; j < k->nthreats; j++)
            if (in_strings(defeats, uci(t[j], b)) == move_in(s->pool + v->first, v->n, t[j]))
                fail(c, "key %s: defence defeats/leaves threat %s wrongly", key, b);
    }
    if (eff && json_integer_value(json_object_get(eff, "count")) != nlisted)
        fail(c, "key %s: effective-defences count %lld, %d listed", key,
             (long long)json_integer_value(json_object_get(eff, "count")), nlisted);
    bool fleck = k->nthreats >= 2 && k->nthreats <= 64;
    for (int j = 0; fleck && j < k->nthreats; j++)
        fleck = single_of[j] > 0;
    bool total = fleck && not_one_mate == 0;
    if (count_entries(themes, key, "fleck", NULL) != fleck)
        fail(c, "key %s: fleck label disagrees with the threats separated", key);
    if (count_entries(themes, key, "total-fleck", NULL) != total)
        fail(c, "key %s: total-fleck label disagrees with the tree", key);
}
