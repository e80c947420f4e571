/* consistency.h - what themes_consistency.c and consistency_key.c share: the
 * problem being checked, its failures, the small readers of the entries. */
#ifndef CHIAVE_TEST_CONSISTENCY_H
#define CHIAVE_TEST_CONSISTENCY_H

#include <jansson.h>
#include <stdbool.h>
#include "solver/solution.h"

typedef struct {
    const char *id;
    const Solution *s;
    int errors;
    int shown;  /* failures printed so far (all problems) */
} Check;

/* A failure of c's problem, printed while fewer than SHOW_MAX were (all problems). */
void fail(Check *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *uci(Move m, char buf[8]);
/* An entry's name, "" when it has none. */
const char *name_of(const json_t *e);
/* The entries about key named name, the first into *first (when not NULL). */
int count_entries(json_t *themes, const char *key, const char *name, json_t **first);
/* Whether the JSON array arr holds the string s. */
bool in_strings(const json_t *arr, const char *s);
/* The variation of vars[0..n) whose defence is uci d, or NULL. */
const Variation *var_of(const Variation *vars, int n, const char *d);
/* Whether v is a listed variation of play p. */
bool listed(const Solution *s, const Play *p, const Variation *v);

/* consistency_key.c: each a rule of the themes of key k's play. */
void check_type(Check *c, json_t *themes, const Play *k, const char *key);
void check_flights(Check *c, json_t *themes, const Play *k, const char *key);
void check_wheels(Check *c, json_t *themes, const Play *k, const char *key);
void check_fleck(Check *c, json_t *themes, const Play *k, const char *key);

#endif
