/* themes_consistency.c - solves every problem of an EPD collection and checks that
 * the themes analysis never contradicts the solution tree: each label is
 * re-derived from the tree here, independently of the detectors, and the labels
 * that must be there are there.  Prints the failures, a count of each theme found
 * and "themes: N passed, M failed"; exits 1 when any problem failed. */
#include <jansson.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "solver/report/json.h"
#include "solver/movegen.h"
#include "tests/corpus/changed_defences.h"

#define SHOW_MAX 20

typedef struct {
    const char *id;
    const Solution *s;
    int errors;
    int shown;  /* failures printed so far (all problems) */
} Check;

static void fail(Check *c, const char *fmt, ...)
{
    c->errors++;
    if (c->shown >= SHOW_MAX)
        return;
    c->shown++;
    va_list ap;
    va_start(ap, fmt);
    printf("FAIL %s: ", c->id);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}

static const char *uci(Move m, char buf[8])
{
    return move_to_uci(m, buf);
}

static const char *name_of(const json_t *e)
{
    const char *n = json_string_value(json_object_get(e, "name"));
    return n ? n : "";
}

/* The entries about key k named name. */
static int count_entries(json_t *themes, const char *key, const char *name, json_t **first)
{
    int n = 0;
    size_t i;
    json_t *e;
    if (first)
        *first = NULL;
    json_array_foreach(themes, i, e) {
        const char *ek = json_string_value(json_object_get(e, "key"));
        if (ek && strcmp(ek, key) == 0 && strcmp(name_of(e), name) == 0) {
            if (first && !*first)
                *first = e;
            n++;
        }
    }
    return n;
}

static bool in_strings(const json_t *arr, const char *s)
{
    size_t i;
    json_t *x;
    json_array_foreach(arr, i, x)
        if (json_is_string(x) && strcmp(json_string_value(x), s) == 0)
            return true;
    return false;
}

static const Variation *var_of(const Variation *vars, int n, const char *d)
{
    char b[8];
    for (int i = 0; i < n; i++)
        if (strcmp(uci(vars[i].defence, b), d) == 0)
            return &vars[i];
    return NULL;
}

static bool listed(const Solution *s, const Play *p, const Variation *v)
{
    return variation_listed(s, p, v, false);
}

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
static void check_type(Check *c, json_t *themes, const Play *k, const char *key)
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
static void check_flights(Check *c, json_t *themes, const Play *k, const char *key)
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
static void check_wheels(Check *c, json_t *themes, const Play *k, const char *key)
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
static void check_fleck(Check *c, json_t *themes, const Play *k, const char *key)
{
    const Solution *s = c->s;
    const Move *t = s->pool + k->threats_first;
    json_t *eff;
    int neff = count_entries(themes, key, "effective-defences", &eff);
    if (neff != (k->nthreats > 0)) {
        fail(c, "key %s: %d effective-defences entries with %d threats", key, neff, k->nthreats);
        return;
    }
    int nlisted = 0, single_of[64] = { 0 }, non_single = 0;
    for (int i = 0; i < k->nvars; i++) {
        const Variation *v = &k->vars[i];
        if (!listed(s, k, v))
            continue;
        nlisted++;
        int left = 0, which = -1;
        for (int j = 0; j < k->nthreats; j++)
            if (move_in(s->pool + v->first, v->n, t[j]))
                left++, which = j;
        if (left == 1 && which < 64)
            single_of[which]++;
        else
            non_single++;
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
    bool total = fleck && non_single == 0;
    if (count_entries(themes, key, "fleck", NULL) != fleck)
        fail(c, "key %s: fleck label disagrees with the threats separated", key);
    if (count_entries(themes, key, "total-fleck", NULL) != total)
        fail(c, "key %s: total-fleck label disagrees with the tree", key);
}

/* Changed / added / removed mates and try comparisons: each reported defence
 * must be where the definition puts it; changed, added and removed mates count by
 * defence. */
static void check_changes(Check *c, json_t *themes, const Play *k, const char *key)
{
    const Solution *s = c->s;
    size_t i;
    json_t *e;
    json_array_foreach(themes, i, e) {
        const char *ek = json_string_value(json_object_get(e, "key")), *n = name_of(e);
        if (!ek || strcmp(ek, key) != 0)
            continue;
        /* changed-mates with a "try": changed between a thematic try (one refutation, no
         * check: a checking try is no thematic try, themes/PHASES.md) and the key */
        bool with_try = json_object_get(e, "try") != NULL;
        bool ch = strcmp(n, "changed-mates") == 0 && !with_try, ad = strcmp(n, "added-mates") == 0,
             rm = strcmp(n, "removed-mates") == 0, tr = strcmp(n, "changed-mates") == 0 && with_try,
             du = strcmp(n, "duals") == 0;
        if (!ch && !ad && !rm && !tr && !du)
            continue;
        if ((ch || ad || rm) && !s->set_computed)
            fail(c, "key %s: %s without set play", key, n);
        const json_t *defs = json_object_get(e, "defences");
        size_t count = du ? json_array_size(defs) : changed_defences(json_object_get(e, "variations"), &s->start);
        if (json_integer_value(json_object_get(e, "count")) != (json_int_t)count || json_array_size(defs) == 0)
            fail(c, "key %s: %s count differs from its defences", key, n);
        const Play *try = NULL;
        if (tr) {
            const char *tu = json_string_value(json_object_get(e, "try"));
            char b[8];
            for (int t = 0; tu && t < s->ntries; t++)
                if (strcmp(uci(s->tries[t].move, b), tu) == 0)
                    try = &s->tries[t];
            if (!try || try->nrefuts != 1 || try->check) {
                fail(c, "key %s: changed-mates for %s, no thematic try", key, tu ? tu : "no try");
                continue;
            }
        }
        size_t j;
        json_t *d;
        json_array_foreach(defs, j, d) {
            const char *du_ = json_string_value(d);
            const Variation *kv = var_of(k->vars, k->nvars, du_);
            const Variation *sv = s->set_computed ? var_of(s->set, s->nset, du_) : NULL;
            bool shown = kv && listed(s, k, kv);
            /* The same move (squares, promotion) is always the same mate. */
            bool kept = false;
            for (int m = 0; kv && sv && m < sv->n; m++)
                kept |= move_in(s->pool + kv->first, kv->n, s->pool[sv->first + m]);
            bool ok = ch ? shown && sv && sv->n >= 1 && !kept
                    : ad ? shown && (!sv || sv->n == 0)
                    : rm ? sv && sv->n >= 1 && !shown && !kept
                    : tr ? shown && var_of(try->vars, try->nvars, du_) != NULL
                    : shown && kv->n >= 2;
            if (!ok)
                fail(c, "key %s: %s lists %s against the tree", key, n, du_);
        }
    }
}

/* Unprovided checks and flights of the diagram: exactly those set moves. */
static void check_unprovided(Check *c, json_t *themes, const char *key)
{
    const Solution *s = c->s;
    json_t *ec, *ef;
    int nc = count_entries(themes, key, "unprovided-checks", &ec),
        nf = count_entries(themes, key, "unprovided-flights", &ef);
    if (!s->set_computed) {
        if (nc || nf)
            fail(c, "key %s: unprovided entries without set play", key);
        return;
    }
    Position passed = s->start;
    Undo u;
    make_null(&passed, &u);
    int ksq = king_sq(&passed, passed.side), checks = 0, flights = 0;
    for (int i = 0; i < s->nset; i++) {
        const Variation *v = &s->set[i];
        if (v->n > 0)
            continue;
        char b[8];
        uci(v->defence, b);
        if (gives_check(&passed, v->defence)) {
            checks++;
            if (!ec || !in_strings(json_object_get(ec, "defences"), b))
                fail(c, "key %s: unprovided check %s not reported", key, b);
        }
        if (M_FROM(v->defence) == ksq && !(v->defence & MF_CASTLE)) {
            flights++;
            if (!ef || !in_strings(json_object_get(ef, "defences"), b))
                fail(c, "key %s: unprovided flight %s not reported", key, b);
        }
    }
    if (nc != (checks > 0) || (ec && json_array_size(json_object_get(ec, "defences")) != (size_t)checks))
        fail(c, "key %s: unprovided-checks reports other moves", key);
    if (nf != (flights > 0) || (ef && json_array_size(json_object_get(ef, "defences")) != (size_t)flights))
        fail(c, "key %s: unprovided-flights reports other moves", key);
}

/* Counts of each theme name, for the summary. */
typedef struct {
    char name[40];
    int n;
} Tally;

static void tally(Tally *t, int *nt, int cap, json_t *themes)
{
    size_t i;
    json_t *e;
    json_array_foreach(themes, i, e) {
        const char *n = name_of(e);
        int j = 0;
        while (j < *nt && strcmp(t[j].name, n) != 0)
            j++;
        if (j == *nt) {
            if (*nt == cap)
                continue;
            snprintf(t[j].name, sizeof t[j].name, "%s", n);
            t[j].n = 0;
            (*nt)++;
        }
        t[j].n++;
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: themes_consistency COLLECTION.epd\n");
        return 2;
    }
    FILE *epd = fopen(argv[1], "r");
    if (!epd) {
        fprintf(stderr, "themes_consistency: cannot open %s\n", argv[1]);
        return 2;
    }
    SolveOptions so;
    solve_options_default(&so);
    char *line = NULL;
    size_t cap = 0;
    int passed = 0, failed = 0, shown = 0, ntally = 0;
    Tally tallies[64];
    long lineno = 0;
    while (getline(&line, &cap, epd) > 0) {
        lineno++;
        if (fen_line_is_blank(line))
            continue;
        Problem pb;
        char err[FEN_MSG], where[32];
        if (fen_parse_line(line, &pb, err, sizeof err) != 0)
            continue; /* not a position: nothing to analyse */
        Solution s;
        solve(&pb.pos, &so, &s);
        json_t *themes = json_array();
        report_json_themes_into(&s, themes);
        snprintf(where, sizeof where, "line %ld", lineno);
        Check c = { .id = pb.id ? pb.id : where, .s = &s, .shown = shown };
        /* Every entry belongs to a key. */
        size_t i;
        json_t *e;
        json_array_foreach(themes, i, e) {
            const char *ek = json_string_value(json_object_get(e, "key"));
            bool known = false;
            char b[8];
            for (int k = 0; ek && k < s.nkeys; k++)
                known |= strcmp(uci(s.keys[k].move, b), ek) == 0;
            if (!json_is_string(json_object_get(e, "name")) || !known)
                fail(&c, "entry %s without a name or a key of the problem", name_of(e));
        }
        for (int k = 0; k < s.nkeys; k++) {
            char key[8];
            uci(s.keys[k].move, key);
            check_type(&c, themes, &s.keys[k], key);
            check_flights(&c, themes, &s.keys[k], key);
            check_wheels(&c, themes, &s.keys[k], key);
            check_fleck(&c, themes, &s.keys[k], key);
            check_changes(&c, themes, &s.keys[k], key);
            check_unprovided(&c, themes, key);
        }
        shown = c.shown;
        if (c.errors)
            failed++;
        else
            passed++;
        tally(tallies, &ntally, 64, themes);
        json_decref(themes);
        solution_free(&s);
        problem_free(&pb);
    }
    free(line);
    fclose(epd);
    printf("found:");
    for (int j = 0; j < ntally; j++)
        printf(" %s=%d", tallies[j].name, tallies[j].n);
    printf("\nthemes: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
