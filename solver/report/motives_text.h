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

/* Adds the words to rec, a record of s as report_json_record makes it (the page's
 * /api/solve): "why": {"defence": "<words>", "mates": {"<uci>": "<words>"}} in
 * each variation object, "refutations_why": {"<uci>": "<words>"} in each try;
 * nothing when s was not fully analysed. */
void motives_words_json(json_t *rec, const Solution *s, Lang lang);

#endif
