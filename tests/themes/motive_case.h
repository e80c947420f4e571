/* motive_case.h - the motives of one line of play, solved from a FEN, and
 * their text ("interference a4,b3 b3,c2") for the motive tests. */
#ifndef CHIAVE_TEST_MOTIVE_CASE_H
#define CHIAVE_TEST_MOTIVE_CASE_H

#include <check.h>
#include <stdio.h>
#include <string.h>
#include "solver/movegen.h"
#include "themes/motives.h"
#include "tests/test_helpers.h"

/* The motives of one variation, solved from a FEN. */
typedef struct {
    Solution s;
    Motives def, mate;
} Case;

static inline const Play *play_of(const Solution *s, const char *first)
{
    char buf[8];
    for (int i = 0; i < s->nkeys; i++)
        if (strcmp(move_to_uci(s->keys[i].move, buf), first) == 0)
            return &s->keys[i];
    for (int i = 0; i < s->ntries; i++)
        if (strcmp(move_to_uci(s->tries[i].move, buf), first) == 0)
            return &s->tries[i];
    ck_abort_msg("no key or try %s", first);
    return NULL;
}

static inline Move named(const Move *m, int n, const char *uci)
{
    char buf[8];
    for (int i = 0; i < n; i++)
        if (strcmp(move_to_uci(m[i], buf), uci) == 0)
            return m[i];
    ck_abort_msg("no move %s", uci);
    return MOVE_NONE;
}

/* Solves fen and works out the motives of defence d after first move first
 * ("set": the set play) and of its mate (NULL: none). */
static inline void motives_of(Case *c, const char *fen, const char *first, const char *d, const char *mate)
{
    Position pos = test_position(fen);
    SolveOptions o;
    solve_options_default(&o);
    solve(&pos, &o, &c->s);
    ck_assert(c->s.analysed);
    const Play *p = strcmp(first, "set") ? play_of(&c->s, first) : NULL;
    MotivePhase ph;
    motive_phase(&ph, &c->s, p);
    const Variation *vars = p ? p->vars : c->s.set;
    int n = p ? p->nvars : c->s.nset;
    Move dm = MOVE_NONE;
    for (int i = 0; i < n && dm == MOVE_NONE; i++) {
        char buf[8];
        if (strcmp(move_to_uci(vars[i].defence, buf), d) == 0) {
            dm = vars[i].defence;
            motives_defence(&ph, dm, &c->def);
            c->mate.n = 0;
            if (mate)
                motives_mate(&ph, dm, named(sol_moves(&c->s, vars[i].first), vars[i].n, mate), &c->mate);
        }
    }
    ck_assert_msg(dm != MOVE_NONE, "no defence %s", d);
}

/* "kind men squares" as text: "interference a4,b3 b3,c2". */
static inline void motive_text(const Motive *m, char *buf, size_t len)
{
    int n = snprintf(buf, len, "%s", motive_kind_name(m->kind));
    for (int part = 0; part < 2; part++) {
        const int8_t *sq = part ? m->squares : m->men;
        int cnt = part ? m->nsquares : m->nmen;
        n += snprintf(buf + n, len - n, " ");
        for (int i = 0; i < cnt; i++) {
            char name[3];
            square_name(sq[i], name);
            n += snprintf(buf + n, len - n, "%s%s", i ? "," : "", name);
        }
    }
}

static inline bool has(const Motives *list, const char *want)
{
    for (int i = 0; i < list->n; i++) {
        char buf[64];
        motive_text(&list->m[i], buf, sizeof buf);
        if (strcmp(buf, want) == 0)
            return true;
    }
    return false;
}

static inline bool has_kind(const Motives *list, MotiveKind k)
{
    return motives_find(list, k) != NULL;
}

#endif
