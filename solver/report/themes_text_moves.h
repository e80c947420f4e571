/* themes_text_moves.h - what the lines of the Analysis share: the key's
 * entries and positions (Ctx), and the moves of an entry written in SAN in the
 * position where each is played. Shared names begin with tt_ (themes text). */
#ifndef CHIAVE_THEMES_TEXT_MOVES_H
#define CHIAVE_THEMES_TEXT_MOVES_H

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include "solver/board.h"
#include "solver/solution.h"
#include "solver/san.h"
#include "solver/report/tr.h"

typedef struct {
    FILE *out;
    Lang lang;
    Position start, after, passed; /* diagram; after the key; diagram, defender to move */
    json_t *entries;               /* the entries of this key */
    /* The changes of changed-mates-try and transferred-mates, one per change
     * whatever the tries that share it: {"name", "change", "tries": [uci],
     * "set": index of the same change in changed-mates, or absent}. */
    json_t *try_changes;
    bool alone; /* one entry on its own (verify --theme): every detail of it */
    const Solution *s; /* the solution, for the motives of the mates (motives_text.h) */
} Ctx;

static inline const char *str(const json_t *o, const char *field)
{
    return json_string_value(json_object_get(o, field));
}

static inline const char *T(const Ctx *c, const char *msgid)
{
    return tr(c->lang, msgid);
}

/* This key's entry named name, or NULL. */
const json_t *tt_named(const Ctx *c, const char *name);

/* Whether the uci move is in the array of moves (or of {"defence": ...}). */
bool tt_listed(const json_t *moves, const char *uci);

/* SAN of the uci move in pos (the uci itself when it is not legal there). */
void tt_put_san(const Ctx *c, const Position *pos, const char *uci);

/* " 2.m" for each mate in the array mates, played in pos after defence d. */
void tt_put_mates(const Ctx *c, const Position *pos, const char *d, const json_t *mates);

/* " 1...d" then " 2.m" for each mate (pos: where d is played). */
void tt_put_line(const Ctx *c, const Position *pos, const char *d, const json_t *mates);

/* " 1...d" for each defence in the array (of moves or of {"defence"}). */
void tt_put_defences(const Ctx *c, const Position *pos, const json_t *defs);

/* " 2.t" for each threat (played after the key as if the defender passed). */
void tt_put_threats(const Ctx *c, const json_t *threats);

/* " 1.T?" for each try (uci) of the array. */
void tt_put_tries(const Ctx *c, const json_t *tries);

/* Variations {"defence", "set"?, "try-mates"?, "mates"?}: "1...d 2.old -> 2.new",
 * the earlier phase (set play, or the try played in tried) first. */
void tt_variation_change(const Ctx *c, const json_t *v, const Position *tried);

Position tt_after_try(const Ctx *c, const char *try_uci);

/* The move of the uci text in pos (MOVE_NONE when not legal there). */
Move tt_uci_move(const Position *pos, const char *uci);

/* Whether mates a (after first move fa, played in pa) and b (after fb, in pb)
 * are the same mates, one by one: the same men to the same squares. */
bool tt_same_mates(Move fa, const Position *pa, const json_t *a, Move fb, const Position *pb,
                       const json_t *b);

/* The position after defence d (uci) in pos. */
Position tt_after_defence(const Position *pos, const char *d);

#endif
