/* motives_text.h - the motives in the reader's words (solve --why): after a
 * defence, how it stops the threat; after each mate, what it exploits. */
#ifndef CHIAVE_REPORT_MOTIVES_TEXT_H
#define CHIAVE_REPORT_MOTIVES_TEXT_H

#include <jansson.h>
#include <stdio.h>
#include "solver/san.h"
#include "themes/motives.h"

/* " (takes Bd3; Rd3 guards b3)": the motives of list in words, men named as they
 * stand in now (else in was, for a man taken); nothing for an empty list. */
void motives_words(FILE *out, const Motives *list, const Position *now, const Position *was, Lang lang);

/* The defence d of phase ph (b the position after it) in words, then its mates
 * m[0..n) as text_mates writes them, each with its motives:
 * " (cuts Qb4 off from b2) 2.Nc2# (Rb3 cuts Ba4 off from c2)". */
void motives_words_variation(FILE *out, const MotivePhase *ph, const Position *b, Move d, const Move *m,
                            int n, Lang lang);

/* " (Rb3 cuts Ba4 off from c2)": the motives of kind k alone of mate, after
 * defence d of phase ph (the Analysis says so what makes a theme). */
void motives_words_kind(FILE *out, const MotivePhase *ph, Move d, Move mate, MotiveKind k, Lang lang);
/* The same, of the men men[0..nmen) alone (their squares, the first of a
 * motive's men; nmen 0: any), in that order: the pin of one pin-mate's
 * instance, not the other pins of its mate; the pins of instances on the same
 * play, in one phrase ("Bf4 and Nd4 pinned"). An interference is the defence's
 * man's alone (not the mating man's cut). */
void motives_words_kind_men(FILE *out, const MotivePhase *ph, Move d, Move mate, MotiveKind k, const int *men,
                            int nmen, Lang lang);

/* The words of the motives, as the page's record carries them (hooks of
 * RecordExtras, json.h; ph the phase of the play): in the object o of variation
 * v, "why": {"defence": "<words>", "mates": {"<uci>": "<words>"}}; in the object
 * o of a try p, "refutations_why": {"<uci>": "<words>"} (nothing without
 * refutations). */
void motives_words_variation_json(json_t *o, const MotivePhase *ph, const Solution *s, const Variation *v,
                                  Lang lang);
void motives_words_refutations_json(json_t *o, const MotivePhase *ph, const Solution *s, const Play *p,
                                    Lang lang);

#endif
