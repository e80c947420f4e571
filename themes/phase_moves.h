/* phase_moves.h - the attacker's moves of the phases compared as moves (from,
 * to, promotion): a first move that comes back as a threat or a mate in another
 * phase, for the themes of functions changed between phases (Vladimirov, Banny,
 * threat reversal, Urania). Definitions in themes/PHASES-FUNCTIONS.md. */
#ifndef CHIAVE_PHASE_MOVES_H
#define CHIAVE_PHASE_MOVES_H

#include <stdbool.h>
#include "themes/phases.h"

/* Whether defence d is listed in phase i and every mate of it there is move m. */
bool phase_mated_by(const Phases *P, int i, Move d, Move m);
/* Whether defence d is listed in phase i and every mate of it is first move m
 * played again, capturing there as it did from the diagram, or not (1.Rh2? Qxh2!
 * and 1...Qh2 2.Rxh2# are two moves). */
bool phase_mated_by_first(const Phases *P, int i, Move d, Move m);
/* Whether phase i (a try or key) has threats and every one of them is move m. */
bool phase_threatens_move(const Phases *P, int i, Move m);
/* Whether phase i is a try whose first move does not check: checking tries,
 * refuted by the capture of the checker or a flight, are no thematic tries. */
bool phase_quiet_try(const Phases *P, int i);
/* The refutations of phase i (none for the set play or a key): *n of them. */
const Move *phase_refutations(const Phases *P, int i, int *n);

#endif
