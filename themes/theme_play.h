/* theme_play.h - comparing the phases of a #2 (set play, tries, the key) for the
 * theme detectors, and the detectors that read the play (themes.c registers them). */
#ifndef CHIAVE_THEME_PLAY_H
#define CHIAVE_THEME_PLAY_H

#include <stdbool.h>
#include "solver/solution.h"
#include "themes/analysis.h"

/* The variations shown by default (SPEC "Which variations are listed"). */
bool play_listed(const Solution *s, const Play *p, const Variation *v);

/* How many mates the list holds as problemists count them: mates by promotion on
 * the same square to Q, R or B count as one (a Q mate makes the R or B mate a mere
 * minor-promotion dual); a knight promotion is a mate of its own. The text
 * report counts threats so too, and writes such mates as one (moves_text.h). */
int mates_distinct(const Move *mates, int n);
/* Whether a and b are promotions of one pawn on one square to Q, R or B: one
 * mate so counted. */
bool promotions_alike(Move a, Move b);
/* A variation with exactly one mate so counted. */
static inline bool dual_free(const Solution *s, const Variation *v)
{
    return v->n > 0 && mates_distinct(sol_moves(s, v->first), v->n) == 1;
}

/* The square in the diagram of the attacker's man that plays m after first
 * move f (MOVE_NONE for set play): the key piece is named by where it stood,
 * and after castling the rook by its corner. */
int play_origin(Move f, Move m);

/* Whether mate a (played after first move fa, MOVE_NONE for set play, from the
 * diagram start) is the same mate as b (after fb): the same mate identity
 * (mate_identity, phases.h; mate_identity.c), the two mates' men seen: the same man,
 * named by its square in the diagram, of the same type, to the same square with the
 * same promotion class (Q, R, B one; N another), or the same move by two men of one
 * type that fa and fb brought to one square (Taraba). So a mate by the key piece to
 * the square its set mate went to is unchanged, and so is 2.Nf4# by the knight
 * that went to e6 in the try and by the other knight that went there in the key. */
bool same_mate(const Position *start, Move fa, Move a, Move fb, Move b);
/* Whether some mate of va (after fa) is the same as some mate of vb (after fb). */
bool mates_shared(const Solution *s, Move fa, const Variation *va, Move fb, const Variation *vb);

/* The problem type of a key (SPEC: exactly one per key): "waiter", "mutate",
 * "incomplete-block", "block-threat", "threat" or "checking-key". */
const char *key_type(const Solution *s, const Play *key);
/* Whether every defender move of the diagram has a set mate (false when set
 * play was not computed or the defender has no move at all). */
bool complete_block(const Solution *s);

/* Detectors, each appending entries about one key. */
void theme_effective_defences(const Solution *s, const Play *key, Analysis *A);
void theme_fleck(const Solution *s, const Play *key, Analysis *A);
void theme_flights(const Solution *s, const Play *key, Analysis *A);
void theme_knight_wheels(const Solution *s, const Play *key, Analysis *A);
void theme_type(const Solution *s, const Play *key, Analysis *A);
void theme_changed_mates(const Solution *s, const Play *key, Analysis *A);
void theme_try_mates(const Solution *s, const Play *key, Analysis *A);
void theme_duals(const Solution *s, const Play *key, Analysis *A);
void theme_unprovided(const Solution *s, const Play *key, Analysis *A);

#endif
