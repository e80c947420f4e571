/* themes_text_moves.c - the moves of an Analysis entry in SAN, each in the
 * position where it is played (see themes_text_moves.h). */
#include <stdlib.h>
#include <string.h>
#include "solver/report/themes_text_moves.h"
#include "solver/report/defence_group.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "themes/theme_play.h"

const ThemeEntry *tt_named(const Ctx *c, ThemeId id)
{
    for (int i = 0; i < c->n; i++)
        if (c->entries[i]->id == id && !entry_has(c->entries[i], EF_TRY))
            return c->entries[i];
    return NULL;
}

bool tt_in_lines(const ThemeLines *l, Move m)
{
    for (int i = 0; i < l->n; i++)
        if (MOVE_KEY(l->v[i].move) == MOVE_KEY(m))
            return true;
    return false;
}

void tt_put_san(const Ctx *c, const Position *pos, Move m)
{
    Move legal = move_legal(pos, m);
    char buf[8];
    if (legal == MOVE_NONE)
        fputs(move_to_uci(m, buf), c->out);
    else
        text_san(c->out, pos, legal, c->lang);
}

char *tt_words_of(const Ctx *c, TextWriter w, const void *arg)
{
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem)
        return NULL;
    Ctx m = *c;
    m.out = mem;
    w(&m, arg);
    /* the text is whole only once closed: out of memory, the phrase is left out */
    if (fclose(mem) != 0 || !text) {
        free(text);
        return NULL;
    }
    if (text[0] == ' ')
        memmove(text, text + 1, len);
    return text;
}

void tt_put_key(const Ctx *c, const void *entry)
{
    const ThemeEntry *e = entry;
    fputs("1.", c->out);
    tt_put_san(c, &c->start, e->key);
    fputc('!', c->out);
}

void tt_put_mates(const Ctx *c, const Position *pos, Move d, const ThemeMoves *mates)
{
    Move m = move_legal(pos, d);
    if (m == MOVE_NONE || !mates || mates->n == 0)
        return;
    Position after = position_after(pos, m);
    text_mates_loose(c->out, &after, mates->v, mates->n, c->lang);
}

void tt_put_line(const Ctx *c, const Position *pos, Move d, const ThemeMoves *mates)
{
    fputs(" 1...", c->out);
    tt_put_san(c, pos, d);
    tt_put_mates(c, pos, d, mates);
}

void tt_put_defences(const Ctx *c, const Position *pos, const ThemeMoves *defs)
{
    for (int i = 0; i < defs->n; i++)
        tt_put_line(c, pos, defs->v[i], NULL);
}

void tt_defender_mates_note(const Ctx *c, const Position *pos, Move d)
{
    Position p = position_after(pos, d);
    if (is_mate(&p))
        /* TRANSLATORS: after a black move of the set play that mates White: "1...Qg1# (Black mates)". */
        fprintf(c->out, " (%s)", pos->side == BLACK ? T(c, "Black mates") : T(c, "White mates"));
}

void tt_put_threats(const Ctx *c, const Move *threats, int n)
{
    Position passed = position_passed(&c->after);
    text_mates_loose(c->out, &passed, threats, n, c->lang); /* "2.a8=Q# (=R)": one threat */
}

const char *tt_threat_word(const Ctx *c, const Move *threats, int n)
{
    return mates_distinct(threats, n) == 1 ? T(c, "threat") : T(c, "threats");
}

void tt_put_tries(const Ctx *c, const Move *tries, int n)
{
    for (int i = 0; i < n; i++) {
        fputs(" 1.", c->out);
        tt_put_san(c, &c->start, tries[i]);
        fputc('?', c->out);
    }
}

/* tt_variation_change's two halves: " set 1...d 2.old" and ", after the key 2.new". */
static void tt_change_before(const Ctx *c, const ThemeLine *v, const Position *tried)
{
    if (!v->has_before) {
        tt_put_line(c, &c->after, v->move, v->has_moves ? &v->moves : NULL);
        return;
    }
    if (!tried && v->has_moves) /* as other lines name the set play: "set 1...Kd3 2.Bf1#" (a
                                   removed mate's line says it is one) */
        fprintf(c->out, " %s", T(c, "set"));
    tt_put_line(c, tried ? tried : &c->passed, v->move, &v->before);
}

static void tt_change_after(const Ctx *c, const ThemeLine *v)
{
    if (!v->has_before || !v->has_moves)
        return;
    /* TRANSLATORS: a changed mate: "set 1...Kd3 2.Bf1#, after the key 2.Qb5#". */
    fprintf(c->out, ", %s", T(c, "after the key"));
    tt_put_mates(c, &c->after, v->move, &v->moves);
}

void tt_variation_change(const Ctx *c, const ThemeLine *v, const Position *tried)
{
    tt_change_before(c, v, tried);
    tt_change_after(c, v);
}

/* The defences of lines[0..n) into defs, their mates (before the key when before)
 * into mates; returns how many (at most DG_MAX). */
static int group_of_lines(const ThemeLine *const *lines, int n, bool before, Move *defs, const ThemeMoves **mates)
{
    int k = n < DG_MAX ? n : DG_MAX;
    for (int i = 0; i < k; i++)
        defs[i] = lines[i]->move, mates[i] = before ? &lines[i]->before : &lines[i]->moves;
    return k;
}

void tt_group_change_before(const Ctx *c, const ThemeLines *l, const ThemeLine *const *lines, int n,
                            const Position *tried)
{
    if (n == 1) {
        tt_change_before(c, lines[0], tried);
        return;
    }
    /* as tt_change_before: the mates before, or those after the key when there
     * were none (an added mate); "set" unless the line is a removed mate's */
    const ThemeLine *v = lines[0];
    Move defs[DG_MAX];
    const ThemeMoves *mates[DG_MAX];
    int k = group_of_lines(lines, n, v->has_before, defs, mates);
    const Position *pos = !v->has_before ? &c->after : tried ? tried : &c->passed;
    if (v->has_before && !tried && v->has_moves)
        fprintf(c->out, " %s", T(c, "set"));
    if (l) { /* "1...N~" when its other groups there are its corrections */
        dg_put_group(c->out, pos, l, (int)(v - l->v), c->lang);
    } else {
        fputs(" 1...", c->out);
        dg_put_defences(c->out, pos, defs, k, c->lang);
    }
    if (v->has_before || v->has_moves)
        dg_put_mates(c->out, pos, defs, mates, k, c->lang);
}

void tt_group_change_after(const Ctx *c, const ThemeLine *const *lines, int n)
{
    if (n == 1) {
        tt_change_after(c, lines[0]);
        return;
    }
    if (!lines[0]->has_before || !lines[0]->has_moves)
        return;
    Move defs[DG_MAX];
    const ThemeMoves *mates[DG_MAX];
    int k = group_of_lines(lines, n, false, defs, mates);
    fprintf(c->out, ", %s", T(c, "after the key"));
    dg_put_mates(c->out, &c->after, defs, mates, k, c->lang);
}

int tt_group_of(const ThemeLines *l, int i, const ThemeLine **lines)
{
    int n = 0;
    if (l->v[i].group != i)
        return 0;
    for (int j = i; j < l->n && n < DG_MAX; j++)
        if (l->v[j].group == i)
            lines[n++] = &l->v[j];
    return n;
}

int tt_groups(const ThemeLines *l)
{
    int n = 0;
    for (int i = 0; i < l->n; i++)
        n += l->v[i].group == i;
    return n;
}

void tt_put_group_defences(const Ctx *c, const ThemeLines *l)
{
    for (int i = 0; i < l->n; i++) {
        if (l->v[i].group != i)
            continue; /* written with its group */
        dg_put_group(c->out, &c->after, l, i, c->lang);
    }
}

/* Whether group ga of block a holds the very moves of group gb of block b. */
static bool same_group(const ThemeLines *a, int ga, const ThemeLines *b, int gb)
{
    int na = 0, nb = 0;
    for (int i = 0; i < a->n; i++)
        if (a->v[i].group == ga) {
            na++;
            bool found = false;
            for (int j = 0; j < b->n && !found; j++)
                found = b->v[j].group == gb && MOVE_KEY(b->v[j].move) == MOVE_KEY(a->v[i].move);
            if (!found)
                return false;
        }
    for (int j = 0; j < b->n; j++)
        nb += b->v[j].group == gb;
    return na == nb;
}

int tt_listed_groups(const ThemeEntry *e)
{
    int n = 0;
    for (int k = 0; k < e->nblocks; k++) {
        const ThemeLines *l = &e->blocks[k].variations;
        for (int i = 0; i < l->n; i++) {
            bool seen = l->v[i].group != i; /* written with its group */
            for (int q = 0; q < k && !seen; q++)
                for (int j = 0; j < e->blocks[q].variations.n && !seen; j++)
                    seen = e->blocks[q].variations.v[j].group == j && same_group(l, i, &e->blocks[q].variations, j);
            n += !seen;
        }
    }
    return n;
}

Position tt_after_try(const Ctx *c, Move try_move)
{
    Move tm = move_legal(&c->start, try_move);
    return tm != MOVE_NONE ? position_after(&c->start, tm) : c->start;
}

Position tt_after_defence(const Position *pos, Move d)
{
    Move m = move_legal(pos, d);
    return m != MOVE_NONE ? position_after(pos, m) : *pos;
}

bool tt_same_mates(const Position *start, Move fa, const Position *pa, const ThemeMoves *a, Move fb, const Position *pb,
                   const ThemeMoves *b)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++) {
        Move ma = move_legal(pa, a->v[i]), mb = move_legal(pb, b->v[i]);
        if (ma == MOVE_NONE || mb == MOVE_NONE || !same_mate(start, fa, ma, fb, mb))
            return false;
    }
    return true;
}
