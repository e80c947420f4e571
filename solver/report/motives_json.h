/* motives_json.h - the motives of the record (SPEC "Why"): "motives" in every
 * variation object, "refutation_motives" in every try, written straight as text
 * (record_text.c) or built with jansson (json.c), the same bytes either way. */
#ifndef CHIAVE_REPORT_MOTIVES_JSON_H
#define CHIAVE_REPORT_MOTIVES_JSON_H

#include <jansson.h>
#include "solver/report/json_text.h"
#include "themes/motives.h"

/* ,"motives":{"defence":[M],"mates":{"<uci>":[M]}} for variation v of phase ph. */
void motives_text_variation(Text *t, const MotivePhase *ph, const Solution *s, const Variation *v);
/* ,"refutation_motives":{"<uci>":[M]} for the refutations of try p (phase ph). */
void motives_text_refutations(Text *t, const MotivePhase *ph, const Solution *s, const Play *p);

/* The same values as jansson objects (new references). */
json_t *motives_json_variation(const MotivePhase *ph, const Solution *s, const Variation *v);
json_t *motives_json_refutations(const MotivePhase *ph, const Solution *s, const Play *p);
/* One list of motives: [{"kind", "men": [...], "squares": [...]}]. */
json_t *motives_json_list(const Motives *list);

#endif
