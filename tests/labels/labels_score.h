/* labels_score.h - per theme, the labelled problems chiave agrees with (TP),
 * those it misses (FN) and those it names the theme in that no label does (FP). */
#ifndef CHIAVE_TESTS_LABELS_SCORE_H
#define CHIAVE_TESTS_LABELS_SCORE_H

#include <stdbool.h>
#include <stddef.h>
#include "tests/labels/labels.h"

typedef struct {
    char **v;
    size_t n;
} Ids;

typedef struct {
    const char *name; /* a label's string */
    Ids tp, fn, fp;
} ThemeScore;

typedef struct {
    ThemeScore *v; /* by name */
    size_t n;
} Scores;

/* The themes some scored label names, each with nothing counted yet. */
void scores_init(Scores *s, const Labels *labels);
/* Counts one problem: the themes its label names against those chiave named. */
void scores_add(Scores *s, const Label *l, const char *const *found, size_t n_found);
void scores_free(Scores *s);
/* Whether name is an incidental motif rather than a main theme: SPEC's problem types
 * but waiter and mutate, its key features, and the mates' self-block, pin-mate and
 * battery-mate; present in many problems, named by a judge only when they are the
 * point (tests/labels/README.md, "Main themes and motifs"). */
bool labels_motif(const char *name);

#endif
