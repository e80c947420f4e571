/* parts_rules.h - the parts of each theme's definition, looked for in a record's
 * motives (themes_parts.c reads the records; parts_rules.c holds a rule per
 * theme of mates, parts_defences.c those of defences; parts_record.c finds an
 * entry's lines in the record; parts_board.c plays a record's moves). */
#ifndef CHIAVE_PARTS_RULES_H
#define CHIAVE_PARTS_RULES_H

#include <jansson.h>
#include <stdbool.h>

typedef struct {
    char name[32];
    int checked, failed;
} PartsTally;

typedef struct {
    const char *id; /* the record's id, or where it was read */
    json_t *rec;    /* the record being read */
    int checked, failed, shown, show_max;
    bool entry_failed; /* the entry being checked failed already */
    PartsTally tally[40];
    int ntally;
} Parts;

/* Checks entry e of P->rec by its theme's rule (nothing for a theme whose
 * definition names no motive). */
void parts_check_entry(Parts *P, json_t *e);

/* A line of an entry: a defence and the mates the entry lists for it, with the
 * record's variation of that defence in that phase (its "motives") and the
 * phase's first move (NULL in the set play) and threats. */
typedef struct {
    const char *defence;
    json_t *mates;     /* the entry's mates of the line (uci strings) */
    json_t *var;       /* the record's variation */
    const char *first; /* the phase's first move, NULL for the set play */
    json_t *threats;   /* the phase's threats (empty for the set play) */
} PartsLine;

/* Calls f on every line of e: its "play" blocks' variations, or its
 * "variations" after its key. A line the record does not hold is a failure. */
typedef void (*PartsLineFn)(Parts *P, json_t *e, const PartsLine *l, void *ctx);
void parts_lines(Parts *P, json_t *e, PartsLineFn f, void *ctx);

/* The rules of parts_defences.c, each of a whole entry: effective defences,
 * cross-checks, Dombrovskis, anti-Dombrovskis, white and threat correction (a
 * defence's parry of a threat), black correction (the moves' errors). */
void parts_effective(Parts *P, json_t *e);
void parts_cross_check(Parts *P, json_t *e);
void parts_parried(Parts *P, json_t *e);
void parts_black_correction(Parts *P, json_t *e);

/* The record's variation of defence after first move first (a key or a try), or NULL. */
json_t *parts_variation(json_t *rec, const char *first, const char *defence);

/* A failure of entry e, printed while fewer than P->show_max were. */
void parts_fail(Parts *P, json_t *e, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* The motives of the line's defence, of its mate (uci), as arrays (empty when absent). */
json_t *parts_defence_motives(const PartsLine *l);
json_t *parts_mate_motives(const PartsLine *l, const char *mate);

/* Whether motives holds one of kind with the given men and squares (NULL: any). */
bool parts_has(json_t *motives, const char *kind, const char *man0, const char *man1, const char *sq0,
               const char *sq1);

/* The first and second square of a uci move ("e2e4": "e2", "e4"), into buf[3]. */
const char *uci_from(const char *uci, char buf[3]);
const char *uci_to(const char *uci, char buf[3]);
/* Whether array a holds string s. */
bool parts_in(json_t *a, const char *s);
/* The string at i of array a, "" when absent; of a pair, the one that is not 'one'. */
const char *parts_nth(json_t *a, size_t i);
const char *parts_other(json_t *pair, const char *one);
/* The string field k of o, "" when absent. */
const char *parts_str(json_t *o, const char *k);

#endif
