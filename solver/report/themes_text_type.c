/* themes_text_type.c - the problem type's line of the Analysis: the key and
 * what it does, the threats it makes or the block it keeps, instead of the
 * type's bare name ("threat"). The record keeps the name alone. */
#include <stdlib.h>
#include <string.h>
#include "solver/movegen.h"
#include "solver/report/defence_group.h"
#include "solver/report/themes_text_type.h"
#include "solver/report/theme_words.h"
#include "themes/theme_play.h"
#include "themes/theme_util.h"

const char *tt_type_words(const Ctx *c, const ThemeEntry *e)
{
    if (e->id == THEME_THREAT) /* the name alone, "threat", reads as the key's threat */
        /* TRANSLATORS: the problem type as its line of the Analysis opens, "threat
         * problem: 1.f4! threatens 2.Rg3#"; the page's label of the type. */
        return T(c, "threat problem");
    return theme_words(theme_info(e->id)->name, c->lang);
}

bool tt_is_type(const ThemeEntry *e)
{
    switch (e->id) {
    case THEME_WAITER: case THEME_MUTATE: case THEME_INCOMPLETE_BLOCK:
    case THEME_BLOCK_THREAT: case THEME_THREAT: case THEME_CHECKING_KEY:
        return true;
    default:
        return false;
    }
}

static void put_threats(const Ctx *c, const void *arg)
{
    const Play *p = arg;
    tt_put_threats(c, &c->s->pool[p->threats_first], p->nthreats);
}

/* The mates of defence d among vars[0..n) as the pool holds them, into *m; false
 * when d has no variation there. */
static bool mates_of(const Ctx *c, const Variation *vars, int n, Move d, ThemeMoves *m)
{
    const Variation *v = c->s && vars ? find_variation(vars, n, d) : NULL;
    if (v)
        *m = (ThemeMoves){ &c->s->pool[v->first], v->n, 0 };
    return v != NULL;
}

/* Set move d of a mutate as a changed-mates line: its set mates before, those after
 * the key; false when it has no variation in either. */
static bool change_line(const Ctx *c, const Play *key, Move d, ThemeLine *l)
{
    *l = (ThemeLine){ .move = d, .has_moves = true, .has_before = true };
    return mates_of(c, c->s ? c->s->set : NULL, c->s ? c->s->nset : 0, d, &l->before)
           && mates_of(c, key ? key->vars : NULL, key ? key->nvars : 0, d, &l->moves);
}

/* Whether set moves a and b of a mutate are one defence, as changed mates count
 * them (lines_one_change, themes/entry_groups.c). */
static bool one_defence(const Ctx *c, const Play *key, Move a, Move b)
{
    ThemeLine la, lb;
    return change_line(c, key, a, &la) && change_line(c, key, b, &lb) && lines_one_change(&c->start, &la, &lb);
}

/* The set moves whose mates a mutate changes, a man's moves met alike one defence
 * written as one ("1...Nc4 1...Nc6/Nd3/Nd7", "1...N~": defence_group.h), as the
 * changed-mates line writes them. */
static void put_changed(const Ctx *c, const void *arg)
{
    const ThemeEntry *e = arg;
    const ThemeMoves *ch = &e->changed;
    const Play *key = c->s ? solution_key(c->s, e->key) : NULL;
    bool *done = calloc((size_t)ch->n + 1, sizeof *done);
    Move *defs = malloc(sizeof *defs * ((size_t)ch->n + 1));
    if (!done || !defs) {
        free(done), free(defs);
        tt_put_defences(c, &c->passed, ch);
        return;
    }
    for (int i = 0; i < ch->n; i++) {
        if (done[i])
            continue;
        int n = 0;
        defs[n++] = ch->v[i];
        for (int j = i + 1; j < ch->n; j++)
            if (!done[j] && one_defence(c, key, ch->v[i], ch->v[j]))
                defs[n++] = ch->v[j], done[j] = true;
        fputs(" 1...", c->out);
        dg_put_defences(c->out, &c->passed, defs, n, c->lang);
    }
    free(done), free(defs);
}

/* What put_unprovided says of each unprovided move, worked out once: a flight, a
 * check; a checking move that mates says whose mate it is ("1...Qg1# (Black
 * mates)", no "(check)": the defender's mate is no variation the attacker answers). */
enum { UNPROVIDED_FLIGHT = 1, UNPROVIDED_CHECK = 2, UNPROVIDED_MATE = 4 };
typedef struct {
    const Ctx *c;
    unsigned char said[DG_MAX];
} Unprovided;

static void unprovided_note(FILE *out, const void *ctx, int i)
{
    const Unprovided *u = ctx;
    bool flight = u->said[i] & UNPROVIDED_FLIGHT, check = u->said[i] & UNPROVIDED_CHECK;
    if (flight && check)
        fprintf(out, " (%s, %s)", T(u->c, "flight"), T(u->c, "check"));
    else if (flight || check)
        fprintf(out, " (%s)", T(u->c, flight ? "flight" : "check"));
    else if (u->said[i] & UNPROVIDED_MATE)
        fprintf(out, " (%s)", T(u->c, u->c->passed.side == BLACK ? "Black mates" : "White mates"));
}

/* The unprovided set moves of an incomplete block, a man's moves as one
 * (dg_put_by_man_noted: "1...Q~"), each flight, check or mate alone and said
 * (GROUPS.md "Defences without mates"). */
static void put_unprovided(const Ctx *c, const void *arg)
{
    const ThemeEntry *e = arg;
    const ThemeEntry *flights = tt_named(c, THEME_UNPROVIDED_FLIGHTS), *checks = tt_named(c, THEME_UNPROVIDED_CHECKS);
    Unprovided u = { c, { 0 } };
    bool alone[DG_MAX] = { false };
    for (int i = 0; i < e->unprovided.n && i < DG_MAX; i++) {
        Move m = e->unprovided.v[i];
        char san[SAN_MAX];
        bool check = checks && moves_hold(&checks->defences, m);
        bool mate = check && strchr(move_to_san(&c->passed, m, c->lang, san, sizeof san), '#');
        u.said[i] = (flights && moves_hold(&flights->defences, m) ? UNPROVIDED_FLIGHT : 0)
                    | (check && !mate ? UNPROVIDED_CHECK : 0) | (mate ? UNPROVIDED_MATE : 0);
        alone[i] = u.said[i] != 0;
    }
    dg_put_by_man_noted(c->out, &c->passed, e->unprovided.v, e->unprovided.n, alone, unprovided_note, &u, c->lang);
}

/* Whether every set mate a mutate changes is in the changed-mates line. */
static bool mutate_said(const Ctx *c, const ThemeEntry *e)
{
    const ThemeEntry *changed = tt_named(c, THEME_CHANGED_MATES);
    for (int i = 0; i < e->changed.n; i++)
        if (!changed || !tt_in_lines(&changed->variations, e->changed.v[i]))
            return false;
    return true;
}

/* The threats of a threatening key: "1.f4! threatens 2.Rg3# 2.Rh4# (double threat)". */
static bool threats(const Ctx *c, const char *format, const char *key, const Play *p)
{
    char *t = tt_words_of(c, put_threats, p);
    if (!t)
        return false;
    fprintf(c->out, format, key, t);
    free(t);
    /* counted as mates are: 2.a8=Q# and 2.a8=R# are one threat (themes/KEY.md) */
    int n = mates_distinct(&c->s->pool[p->threats_first], p->nthreats);
    if (n == 2)
        fprintf(c->out, " (%s)", T(c, "double threat"));
    else if (n == 3)
        fprintf(c->out, " (%s)", T(c, "triple threat"));
    else if (n > 3)
        /* TRANSLATORS: a key's number of threats, four or more. */
        fprintf(c->out, " (%s)", T(c, "many threats"));
    return true;
}

bool tt_type_line(const Ctx *c, const ThemeEntry *e)
{
    char *key = tt_words_of(c, tt_put_key, e);
    if (!key)
        return false;
    const Play *p = solution_key(c->s, e->key);
    bool threatens = p && p->nthreats > 0;
    fputs("  ", c->out);
    switch (e->id) {
    case THEME_THREAT:
        /* the threats in words, or, when they could not be written, as "mate" */
        if (!threatens || /* TRANSLATORS: "threat problem: 1.f4! threatens 2.Rg3# 2.Rh4#". */
            !threats(c, T(c, "threat problem: %1$s threatens %2$s"), key, p))
            fprintf(c->out, T(c, "threat problem: %s threatens mate"), key);
        break;
    case THEME_BLOCK_THREAT:
        if (!threatens || /* TRANSLATORS: every set move has its mate; the key makes a threat nonetheless. */
            !threats(c, T(c, "block threat: every black move has a set mate, yet %1$s threatens %2$s"), key, p))
            fprintf(c->out, T(c, "block threat: every black move has a set mate, yet %s threatens mate"), key);
        break;
    case THEME_WAITER:
        /* TRANSLATORS: a complete block whose key changes no set mate. */
        fprintf(c->out, T(c, "waiter: %s threatens nothing; every black move keeps its set mate (zugzwang)"), key);
        break;
    case THEME_MUTATE: {
        char *d = e->changed.n > 0 && !mutate_said(c, e) ? tt_words_of(c, put_changed, e) : NULL;
        if (d) {
            /* TRANSLATORS: a complete block whose key changes the set mates of the defences %2$s. */
            fprintf(c->out, T(c, "mutate: %1$s threatens nothing; every black move has a set mate,"
                                 " and the key changes the mates of %2$s (zugzwang)"), key, d);
            free(d);
        } else { /* the changes are in the changed-mates line */
            /* TRANSLATORS: a complete block whose key changes set mates (the changed-mates line below says which). */
            fprintf(c->out, T(c, "mutate: %s threatens nothing; every black move has a set mate,"
                                 " and the key changes some set mates (zugzwang)"), key);
        }
        break;
    }
    case THEME_INCOMPLETE_BLOCK: {
        char *u = e->unprovided.n > 0 ? tt_words_of(c, put_unprovided, e) : NULL;
        if (u) {
            /* TRANSLATORS: %2$s: the set moves without a set mate ("unprovided"), each flight or check said. */
            fprintf(c->out, T(c, "incomplete block: %1$s threatens nothing; black moves without a set mate: %2$s"),
                    key, u);
            free(u);
        } else if (!c->s->set_computed) { /* the king of the side to move in check in the diagram */
            /* TRANSLATORS: an incomplete block without set play: the white king is in check in the
             * diagram (White to move), so Black has no move there; "zugzwang" is said of the key. */
            const char *w = N_("incomplete block: %s threatens nothing (zugzwang); the white king is in"
                               " check in the diagram, so there is no set play");
            /* TRANSLATORS: the same in a problem with Black to move: the black king is in check. */
            const char *b = N_("incomplete block: %s threatens nothing (zugzwang); the black king is in"
                               " check in the diagram, so there is no set play");
            fprintf(c->out, T(c, c->start.side == WHITE ? w : b), key);
        } else if (c->s->nset == 0) {
            /* TRANSLATORS: an incomplete block without set play: Black, to move in the diagram, would be
             * stalemated; "zugzwang" is said of the key, not of the diagram. */
            fprintf(c->out, T(c, "incomplete block: %s threatens nothing (zugzwang); in the diagram Black is"
                                 " stalemated, so there is no set play"), key);
        } else {
            fprintf(c->out, T(c, "incomplete block: %s threatens nothing (zugzwang)"), key);
        }
        break;
    }
    case THEME_CHECKING_KEY:
        /* TRANSLATORS: a key that checks: it threatens nothing; a mate follows each reply. */
        fprintf(c->out, T(c, "checking key: %s gives check; a mate follows every reply"), key);
        break;
    default:
        break;
    }
    free(key);
    return true;
}
