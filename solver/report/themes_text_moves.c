/* themes_text_moves.c - the moves of an Analysis entry in SAN, each in the
 * position where it is played (see themes_text_moves.h). */
#include <string.h>
#include "solver/report/themes_text_moves.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "themes/theme_play.h"

/* This key's entry named name, or NULL. */
const json_t *tt_named(const Ctx *c, const char *name)
{
    size_t i;
    json_t *e;
    json_array_foreach(c->entries, i, e)
        if (strcmp(str(e, "name"), name) == 0)
            return e;
    return NULL;
}

/* Whether the uci move is in the array of moves (or of {"defence": ...}). */
bool tt_listed(const json_t *moves, const char *uci)
{
    size_t i;
    json_t *x;
    json_array_foreach(moves, i, x) {
        const char *m = json_is_string(x) ? json_string_value(x) : str(x, "defence");
        if (m && uci && strcmp(m, uci) == 0)
            return true;
    }
    return false;
}

/* SAN of the uci move in pos (the uci itself when it is not legal there). */
void tt_put_san(const Ctx *c, const Position *pos, const char *uci)
{
    Move m = uci ? move_from_uci(pos, uci) : MOVE_NONE;
    if (m == MOVE_NONE)
        fputs(uci ? uci : "?", c->out);
    else
        text_san(c->out, pos, m, c->lang);
}

/* " 2.m" for each mate in the array mates, played in pos after defence d. */
void tt_put_mates(const Ctx *c, const Position *pos, const char *d, const json_t *mates)
{
    Move m = move_from_uci(pos, d);
    if (m == MOVE_NONE || json_array_size(mates) == 0)
        return;
    Position after = *pos;
    Undo u;
    make_move(&after, m, &u);
    text_mates_uci(c->out, &after, mates, c->lang);
}

/* " 1...d" then " 2.m" for each mate (pos: where d is played). */
void tt_put_line(const Ctx *c, const Position *pos, const char *d, const json_t *mates)
{
    fputs(" 1...", c->out);
    tt_put_san(c, pos, d);
    tt_put_mates(c, pos, d, mates);
}

/* " 1...d" for each defence in the array (of moves or of {"defence"}). */
void tt_put_defences(const Ctx *c, const Position *pos, const json_t *defs)
{
    size_t i;
    json_t *x;
    json_array_foreach(defs, i, x)
        tt_put_line(c, pos, json_is_string(x) ? json_string_value(x) : str(x, "defence"), NULL);
}

/* " 2.t" for each threat (played after the key as if the defender passed). */
void tt_put_threats(const Ctx *c, const json_t *threats)
{
    Position passed = c->after;
    Undo u;
    make_null(&passed, &u);
    size_t i;
    json_t *x;
    json_array_foreach(threats, i, x) {
        fputs(" 2.", c->out);
        tt_put_san(c, &passed, json_string_value(x));
    }
}

/* " 1.T?" for each try (uci) of the array. */
void tt_put_tries(const Ctx *c, const json_t *tries)
{
    size_t i;
    json_t *x;
    json_array_foreach(tries, i, x) {
        fputs(" 1.", c->out);
        tt_put_san(c, &c->start, json_string_value(x));
        fputc('?', c->out);
    }
}

/* Variations {"defence", "set"?, "try-mates"?, "mates"?}: "1...d 2.old -> 2.new",
 * the earlier phase (set play, or the try played in tried) first. */
void tt_variation_change(const Ctx *c, const json_t *v, const Position *tried)
{
    const char *d = str(v, "defence");
    const json_t *set = json_object_get(v, "set"), *tmates = json_object_get(v, "try-mates"),
                 *mates = json_object_get(v, "mates");
    const json_t *before = set ? set : tmates;
    tt_put_line(c, set ? &c->passed : tmates ? tried : &c->after, d, before ? before : mates);
    if (before && mates) {
        fputs(" ->", c->out);
        tt_put_mates(c, &c->after, d, mates);
    }
}

Position tt_after_try(const Ctx *c, const char *try_uci)
{
    Position tried = c->start;
    Move tm = try_uci ? move_from_uci(&c->start, try_uci) : MOVE_NONE;
    Undo u;
    if (tm != MOVE_NONE)
        make_move(&tried, tm, &u);
    return tried;
}

/* The move of the uci text in pos (MOVE_NONE when not legal there). */
Move tt_uci_move(const Position *pos, const char *uci)
{
    return uci ? move_from_uci(pos, uci) : MOVE_NONE;
}

/* Whether mates a (after first move fa, played in pa) and b (after fb, in pb)
 * are the same mates, one by one: the same men to the same squares. */
bool tt_same_mates(Move fa, const Position *pa, const json_t *a, Move fb, const Position *pb,
                       const json_t *b)
{
    if (json_array_size(a) != json_array_size(b))
        return false;
    for (size_t i = 0; i < json_array_size(a); i++) {
        Move ma = tt_uci_move(pa, json_string_value(json_array_get(a, i)));
        Move mb = tt_uci_move(pb, json_string_value(json_array_get(b, i)));
        if (ma == MOVE_NONE || mb == MOVE_NONE || !same_mate(fa, ma, fb, mb))
            return false;
    }
    return true;
}

/* The position after defence d (uci) in pos. */
Position tt_after_defence(const Position *pos, const char *d)
{
    Position p = *pos;
    Move m = tt_uci_move(pos, d);
    Undo u;
    if (m != MOVE_NONE)
        make_move(&p, m, &u);
    return p;
}
