/* aids_themes.c - theme entries lost and gained between two analyses (see
 * aids_themes.h). */
#include "solver/aids/aids_themes.h"

#include <stdio.h>
#include <string.h>
#include "solver/compare/diff_list.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "solver/san.h"
#include "themes/theme_table.h"

void aids_analysis(Analysis *A, const Solution *s, const Problem *pb, const Twins *twins)
{
    analysis_init(A);
    analysis_build(A, s);
    if (pb->twin && twins)
        analysis_twins_after(A, twins, pb->twin, s);
}

bool aids_theme_is_flaw(ThemeId id)
{
    static const ThemeId flaws[] = { THEME_DUALS, THEME_UNPROVIDED_CHECKS, THEME_UNPROVIDED_FLIGHTS,
                                     THEME_KEY_CAPTURE, THEME_KEY_CHECK, THEME_CHECKING_KEY,
                                     THEME_KEY_TAKES_FLIGHTS, THEME_KEY_KING_MOVE };
    for (size_t i = 0; i < sizeof flaws / sizeof *flaws; i++)
        if (id == flaws[i])
            return true;
    return false;
}

/* Whether A has an entry equal to e (both analyses list their moves in the
 * canonical order). */
static bool has_entry(const Analysis *A, const ThemeEntry *e)
{
    for (int i = 0; i < A->n; i++)
        if (entry_equal(A->entries[i], e))
            return true;
    return false;
}

void aids_themes_missing(const Analysis *from, const Analysis *to, bool flaws,
                         void (*fn)(const ThemeEntry *entry, void *ctx), void *ctx)
{
    for (int i = 0; i < from->n; i++) {
        const ThemeEntry *e = from->entries[i];
        if (aids_theme_is_flaw(e->id) == flaws && !has_entry(to, e))
            fn(e, ctx);
    }
}

const ThemeEntry *aids_theme_instance(const Analysis *A, const ThemeEntry *e)
{
    for (int i = 0; i < A->n; i++)
        if (entry_same_instance(A->entries[i], e))
            return A->entries[i];
    return NULL;
}

/* The mates of an entry's phases. */
static int phase_mates(const ThemeEntry *e)
{
    int n = 0;
    for (int i = 0; i < e->nblocks; i++)
        for (int j = 0; j < e->blocks[i].variations.n; j++)
            n += e->blocks[i].variations.v[j].moves.n;
    return n;
}

/* "3 changed mates": n of list k of aids_theme_change_words. */
static const char *list_words(int k, int n, Lang lang)
{
    switch (k) {
    case 0: return tr_n(lang, "%d changed mate", "%d changed mates", (unsigned long)n);
    case 1: return tr_n(lang, "%d unprovided set move", "%d unprovided set moves", (unsigned long)n);
    case 2: return tr_n(lang, "%d variation", "%d variations", (unsigned long)n);
    case 3: case 5: return tr_n(lang, "%d mate", "%d mates", (unsigned long)n);
    default: return tr_n(lang, "%d defence", "%d defences", (unsigned long)n);
    }
}

void aids_theme_change_words(const ThemeEntry *was, const ThemeEntry *now, Lang lang, char *buf, size_t len)
{
    /* The lists a composer counts, in list_words' order. */
    const int before[] = { was->changed.n, was->unprovided.n, was->variations.n, phase_mates(was),
                           was->defences.n, was->mates.n, was->count },
              after[] = { now->changed.n, now->unprovided.n, now->variations.n, phase_mates(now),
                          now->defences.n, now->mates.n, now->count };
    for (int k = 0; k < (int)(sizeof before / sizeof *before); k++) {
        int d = after[k] - before[k], n = d < 0 ? -d : d;
        if (d == 0)
            continue;
        char what[64];
        snprintf(what, sizeof what, list_words(k, n, lang), n);
        /* TRANSLATORS: "1 changed mate fewer", "2 variations more": how a
         * theme entry differs without a man (economy). */
        snprintf(buf, len, d < 0 ? tr(lang, "%s fewer") : tr(lang, "%s more"), what);
        return;
    }
    snprintf(buf, len, "%s", tr(lang, "other moves"));
}

void aids_name_add(const char **names, int *n, int cap, const char *name)
{
    for (int i = 0; i < *n; i++)
        if (strcmp(names[i], name) == 0)
            return;
    if (*n < cap)
        names[(*n)++] = name;
}

/* The defences of e that no entry of A of e's theme has: a check or flight
 * with no set mate the problem had not (1...f1=Q# where Black had no check);
 * written "1...f1=Q# 1...f1=R#" into buf. */
static int new_set_moves(const ThemeEntry *e, const Analysis *A, const Position *start, Lang lang, char *buf,
                         size_t len)
{
    Position passed = position_passed(start);
    int n = 0;
    size_t at = 0;
    buf[0] = '\0';
    for (int i = 0; i < e->defences.n; i++) {
        Move d = e->defences.v[i];
        bool had = false;
        for (int j = 0; j < A->n && !had; j++)
            had = A->entries[j]->id == e->id && moves_hold(&A->entries[j]->defences, d);
        if (had)
            continue;
        char san[SAN_MAX];
        if (at < len)
            at += (size_t)snprintf(buf + at, len - at, "%s1...%s", n ? " " : "",
                                   move_to_san(&passed, d, lang, san, sizeof san));
        n++;
    }
    return n;
}

/* Whether every square of a is among b's. */
static bool squares_within(const ThemeSquares *a, const ThemeSquares *b)
{
    for (int i = 0; i < a->n; i++) {
        bool in = false;
        for (int j = 0; j < b->n && !in; j++)
            in = a->v[i] == b->v[j];
        if (!in)
            return false;
    }
    return true;
}

bool aids_flaw_within(const ThemeEntry *e, const Analysis *A)
{
    for (int i = 0; i < A->n; i++) {
        const ThemeEntry *x = A->entries[i];
        if (x->id != e->id || MOVE_KEY(x->key) != MOVE_KEY(e->key) || !squares_within(&e->squares, &x->squares))
            continue;
        bool moves = true;
        for (int j = 0; j < e->defences.n && moves; j++)
            moves = moves_hold(&x->defences, e->defences.v[j]);
        if (moves)
            return true;
    }
    return false;
}

int aids_gained_set_flaw(const ThemeEntry *e, const Analysis *before, const Position *start, Lang lang, Lang words,
                         char *line, size_t len)
{
    char moves[160];
    line[0] = '\0';
    if (e->id != THEME_UNPROVIDED_CHECKS && e->id != THEME_UNPROVIDED_FLIGHTS)
        return 0;
    int n = new_set_moves(e, before, start, lang, moves, sizeof moves);
    if (n > 0)
        snprintf(line, len, "%s%s %s%s %s", tr(words, diff_kind_name(DK_GAINED_THEME)), tr_colon(words),
                 theme_words(theme_info(e->id)->name, words), tr_colon(words), moves);
    return n;
}
