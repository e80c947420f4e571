/* themes_consistency.c - solves every problem of an EPD collection and checks that
 * the themes analysis never contradicts the solution tree: each label is
 * re-derived from the tree here, independently of the detectors, and the labels
 * that must be there are there (the key's own play: consistency_key.c; here the
 * changes against the set play and tries, every entry's key). Prints the
 * failures, a count of each theme found and "themes: N passed, M failed"; exits 1
 * when any problem failed. */
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
#include "tests/corpus/consistency.h"

#define SHOW_MAX 20


void fail(Check *c, const char *fmt, ...)
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

const char *uci(Move m, char buf[8])
{
    return move_to_uci(m, buf);
}

const char *name_of(const json_t *e)
{
    const char *n = json_string_value(json_object_get(e, "name"));
    return n ? n : "";
}

/* The entries about key k named name. */
int count_entries(json_t *themes, const char *key, const char *name, json_t **first)
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

bool in_strings(const json_t *arr, const char *s)
{
    size_t i;
    json_t *x;
    json_array_foreach(arr, i, x)
        if (json_is_string(x) && strcmp(json_string_value(x), s) == 0)
            return true;
    return false;
}

const Variation *var_of(const Variation *vars, int n, const char *d)
{
    char b[8];
    for (int i = 0; i < n; i++)
        if (strcmp(uci(vars[i].defence, b), d) == 0)
            return &vars[i];
    return NULL;
}

bool listed(const Solution *s, const Play *p, const Variation *v)
{
    return variation_listed(s, p, v, false);
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
        size_t count = du ? json_array_size(defs) : changed_defences(json_object_get(e, "variations"), &s->start, k->move);
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
