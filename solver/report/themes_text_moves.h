/* themes_text_moves.h - what the lines of the Analysis share: the key's
 * entries and positions (Ctx), and the moves of an entry written in SAN in the
 * position where each is played. Shared names begin with tt_ (themes text).
 * Moves may come from a record read from a file (verify --theme): each is
 * looked up among the legal moves where it is played, and written in UCI when
 * it is not one of them. */
#ifndef CHIAVE_THEMES_TEXT_MOVES_H
#define CHIAVE_THEMES_TEXT_MOVES_H

#include <stdbool.h>
#include <stdio.h>
#include "solver/board.h"
#include "solver/solution.h"
#include "solver/san.h"
#include "solver/report/theme_chips.h"
#include "solver/report/tr.h"
#include "themes/analysis.h"

/* A change of a try's changed-mates or transferred-mates, said once whatever the
 * tries that share it. */
typedef struct {
    ThemeId id;
    const ThemeLine *line;         /* changed-mates: {defence, try mates, mates} */
    const ThemeTransfer *transfer; /* transferred-mates */
    Move *tries;                   /* the tries that show it */
    int ntries;
    int set;                       /* the same change in changed-mates (its index), or -1 */
} TryChange;

typedef struct {
    FILE *out;
    Lang lang;
    Position start, after, passed; /* diagram; after the key; diagram, defender to move */
    Move key;                      /* the key (legal in start), MOVE_NONE without one */
    const ThemeEntry **entries;    /* the entries of this key */
    int n;
    TryChange *changes;
    int nchanges;
    bool alone; /* one entry on its own (verify --theme): every detail of it */
    const Solution *s; /* the solution, for the motives of the mates (motives_text.h) */
    /* The men (squares) whose motives a theme of mates' line names, when several
     * of its instances share one play and one line (tt_same_play); nmen 0: the
     * entry's own. */
    const int *men;
    int nmen;
    ThemeChips *chips; /* the heads of the lines written, for the page (NULL: not asked) */
} Ctx;

/* Notes the head of a line written for e: its words and the number after them
 * (0: none). */
static inline void tt_chip(const Ctx *c, const ThemeEntry *e, const char *label, int count)
{
    theme_chips_add(c->chips, e->key, e->id, label, count);
}

static inline const char *T(const Ctx *c, const char *msgid)
{
    return tr(c->lang, msgid);
}

/* ":" and ";" as the reader's language sets them (tr_colon). */
static inline const char *tt_colon(const Ctx *c)
{
    return tr_colon(c->lang);
}

static inline const char *tt_semi(const Ctx *c)
{
    return tr_semicolon(c->lang);
}

/* This key's entry of theme id, or NULL. */
const ThemeEntry *tt_named(const Ctx *c, ThemeId id);

/* Whether a line of l has defence (or threat) m. */
bool tt_in_lines(const ThemeLines *l, Move m);

/* SAN of m in pos (UCI when it is not legal there). */
void tt_put_san(const Ctx *c, const Position *pos, Move m);

/* A writer of words to c->out (arg: what it writes of), and what it writes
 * as a string (malloc'd), its leading space dropped: for a phrase that takes
 * the words in its middle ("%s promotes the pawn to a queen"); NULL when
 * they could not be written (out of memory): the caller leaves the phrase out. */
typedef void (*TextWriter)(const Ctx *c, const void *arg);
char *tt_words_of(const Ctx *c, TextWriter w, const void *arg);

/* "1.k!", the key of entry (a ThemeEntry), a TextWriter. */
void tt_put_key(const Ctx *c, const void *entry);

/* " 2.m" for each mate, played in pos after defence d. */
void tt_put_mates(const Ctx *c, const Position *pos, Move d, const ThemeMoves *mates);

/* " 1...d" then " 2.m" for each mate (pos: where d is played; mates may be NULL). */
void tt_put_line(const Ctx *c, const Position *pos, Move d, const ThemeMoves *mates);

/* " 1...d" for each defence. */
void tt_put_defences(const Ctx *c, const Position *pos, const ThemeMoves *defs);

/* " (Black mates)" after a defence d (played in pos) that mates the attacker,
 * nothing after any other: a hole of the set play where the defender mates is
 * no variation White could answer ("1...Qg1# (Black mates)"). */
void tt_defender_mates_note(const Ctx *c, const Position *pos, Move d);

/* " 2.t" for each threat (played after the key as if the defender passed),
 * promotions counted as mates are ("2.a8=Q# (=R)"). */
void tt_put_threats(const Ctx *c, const Move *threats, int n);

/* "threat" or "threats" before the n threats: a pawn's promotions to one square
 * are one threat ("threat 2.h8=Q# (=R)"). */
const char *tt_threat_word(const Ctx *c, const Move *threats, int n);

/* " 1.T?" for each try. */
void tt_put_tries(const Ctx *c, const Move *tries, int n);

/* A variation {defence, mates before?, mates?} in words, the earlier phase
 * first: the set play (tried NULL, "set 1...d 2.old, after the key 2.new") or
 * the try played in tried, which the line names ("1...d 2.old, after the key
 * 2.new"); without mates before, "1...d 2.new". */
void tt_variation_change(const Ctx *c, const ThemeLine *v, const Position *tried);

/* Its two halves, " set 1...d 2.old" and ", after the key 2.new", for the
 * lines[0..n) of one group (their "group", themes/analysis.h), written as one
 * line when there are two or more:
 * "set 1...Na5/Ne5 2.Qb4#", ", after the key 2.Rc1#" (defence_group.h). l: the
 * list whose group lines[0] heads ("1...N~" when the man's other groups there
 * are its corrections, dg_put_group), or NULL: the lines alone. */
void tt_group_change_before(const Ctx *c, const ThemeLines *l, const ThemeLine *const *lines, int n,
                            const Position *tried);
void tt_group_change_after(const Ctx *c, const ThemeLine *const *lines, int n);

/* The lines of group i of l (ThemeLine.group, themes/entry_groups.c) into
 * lines[DG_MAX], line i first; 0 when line i is written with an earlier one's group. */
int tt_group_of(const ThemeLines *l, int i, const ThemeLine **lines);

/* How many groups l's lines make: what a line listing them counts. */
int tt_groups(const ThemeLines *l);

/* How many defences e's blocks list, the moves of a group (ThemeLine.group: "set
 * 1...N~") once, and a defence or group listed in several phases once: what the line
 * of a theme of mates over phases counts. */
int tt_listed_groups(const ThemeEntry *e);

/* " 1...d" for each group of l's lines (their defences, played after the key), a
 * group as dg_put_group writes it: "1...Ne~", "1...Nb4/Nd4". */
void tt_put_group_defences(const Ctx *c, const ThemeLines *l);

Position tt_after_try(const Ctx *c, Move try_move);

/* The position after defence d in pos (pos itself when d is not legal there). */
Position tt_after_defence(const Position *pos, Move d);

/* Whether mates a (after first move fa, played in pa) and b (after fb, in pb)
 * are the same mates, one by one (same_mate, from the diagram start). */
bool tt_same_mates(const Position *start, Move fa, const Position *pa, const ThemeMoves *a, Move fb, const Position *pb,
                   const ThemeMoves *b);

#endif
