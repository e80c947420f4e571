/* line_play.h - what a key, a defence or a mate does to lines, pins and
 * batteries: the board geometry of the named pin, line and battery themes
 * (theme_named.h). Definitions in themes/README.md. */
#ifndef CHIAVE_LINE_PLAY_H
#define CHIAVE_LINE_PLAY_H

#include <stdbool.h>
#include "solver/board.h"
#include "solver/solution.h"

/* The position after key (defender to move), and after key and defence d
 * (attacker to move). */
Position line_after_key(const Solution *s, const Play *key);
Position line_after_defence(const Solution *s, const Play *key, Move d);

/* A self-pin the defence made that a threat would lift: the defender man on
 * `man`, pinned by `pinner` along unit step `dir` (from its king) after the
 * defence and not before, and the threat that, played after the defence, no
 * longer mates because it frees that man, which then has a legal move off the
 * pin line. `interferes`: the threat moves onto the pin line between pinner
 * and man (Schiffmann); else the threat is the pinner leaving the line
 * (Nietvelt). */
typedef struct {
    int man, pinner, dir;
    Move threat;
    bool interferes;
} LiftedPin;

/* The self-pins of defence d after key that one of its threats would lift
 * (at most 8), in out; returns how many. */
int lifted_self_pins(const Solution *s, const Play *key, Move d, LiftedPin out[8]);

/* Whether, in q (after a mate: the defender to move and mated), the defender
 * man on `man`, pinned by `pinner`, would parry the mate were it free: with
 * the pinner gone the defender is still in check and that man has a legal move
 * off the pin line. */
bool pin_holds_mate(const Position *q, int man, int pinner);

/* A battery of colour c aimed at the enemy king: a rear line piece and the
 * men of c between it and the king (one: a battery; two: a half-battery), the
 * line otherwise empty. */
typedef struct {
    int rear, dir;  /* dir: unit step from the rear piece towards the king */
    int front[2];
    int nfront;
} Battery;

/* The batteries of colour c in pos with one or two front men (at most 16). */
int find_batteries(const Position *pos, int c, Battery out[16]);

/* Whether mate m (from p, the attacker to move) is the man on `front`
 * leaving the line so that the attacker line piece standing on `rear` checks
 * the king. */
bool fires_from(const Position *p, Move m, int rear, int front);

#endif
