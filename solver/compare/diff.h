/* diff.h - what changed between two solutions of a #2, in problemist words:
 * new cook, lost key, lost or new variation, new dual, changed mate, changed
 * threat, lost try... Both solutions are JSON records as `solve --json` writes
 * them (SPEC.md "JSON record"); used by `verify` and `watch`. */
#ifndef CHIAVE_DIFF_PLAY_H
#define CHIAVE_DIFF_PLAY_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "solver/san.h"

typedef enum {
    /* Keys and short solutions: what `verify` checks without --strict. */
    DK_NEW_KEY,            /* "new key: 1.Qe7" (a key where there was none) */
    DK_NEW_COOK,           /* "new cook: 1.Qe7" (a key beside another) */
    DK_LOST_KEY,           /* "lost key: 1.Qe7" */
    DK_CHANGED_KEY,        /* "changed key: 1.Qe7 (was 1.Qd8)" */
    DK_NEW_SHORT,          /* "new cook: 1.Qb7# (short solution)" */
    DK_LOST_SHORT,         /* "lost short solution: 1.Qb7#" */
    /* The play after a key or a try (--strict). */
    DK_CHANGED_THREAT,     /* "changed threat: 1.Kc3 2.Qb3# (was 2.Qa8# 2.Qb3#)" */
    DK_LOST_VARIATION,     /* "lost variation: 1...Kd5 2.Qd4#" */
    DK_NEW_VARIATION,      /* "new variation: 1...Kd5 2.Qd4#" */
    DK_NEW_DUAL,           /* "new dual: 1...Ka2 2.Qb2# 2.Qa8#" (the old mates and more) */
    DK_LOST_DUAL,          /* "lost dual: 1...Ka2 2.Qb2# (was 2.Qb2# 2.Qa8#)" */
    DK_CHANGED_MATE,       /* "changed mate: 1...Ka2 2.Qb2# (was 2.Qb1#)" */
    /* Tries (--strict). */
    DK_LOST_TRY,           /* "lost try: 1.Kc2?" */
    DK_NEW_TRY,            /* "new try: 1.Kc2? but 1...Ka4!" */
    DK_CHANGED_REFUTATION, /* "changed refutation: 1.Kc2? but 1...Ka4! (was 1...Ka2!)" */
    /* Set play (--strict). */
    DK_LOST_SET_MATE,      /* "lost set mate: 1...Ka2 2.Qb2#" */
    DK_NEW_SET_MATE,       /* "new set mate: 1...Ka2 2.Qb2#" */
    DK_CHANGED_SET_MATE,   /* "changed set mate: 1...Ka2 2.Qb2# (was 2.Qb1#)" */
    /* Named themes (--strict, when the old record has "themes"). */
    DK_LOST_THEME,         /* "lost: Zagoruiko 3x2" */
    DK_GAINED_THEME,       /* "gained: Le Grand" (said, but no failure: see diff_kind_fails) */
    DK_COUNT
} DiffKind;

typedef struct {
    DiffKind kind;
    char *text;   /* the whole line without newline, e.g. "new cook: 1.Qe7" */
    char move[8]; /* the move it is about, UCI as the record writes it: the key,
                   * short solution or try; the defence of a variation or set
                   * move; the first move of a changed threat */
    bool in_try;  /* a threat, variation or mate in the play of a try */
} DiffItem;

typedef struct {
    DiffItem *items;
    int n, cap;
} DiffList;

/* Checks that rec has the shape of a record: an object with a "keys" list whose
 * entries are moves ("e2e4") or plays ({"move": ...}); the other lists, when
 * present, of the types SPEC.md gives. Returns 0, or -1 with a message naming
 * the field ("keys[1].variations[0].mates: not a list of moves"). */
int diff_record_check(const json_t *rec, char *err, size_t errlen);

/* Appends to out what changed from old_rec to new_rec (both checked records):
 * keys and short solutions, and with strict also threats, variations, mates,
 * tries with their refutations and set play. Moves are written in SAN in the
 * position of each record's "fen" when it is readable and the move legal there,
 * else in UCI. Lists are compared as sets; UCI case is ignored. The lines are
 * in lang, words and piece letters; the kinds are the same whatever lang. */
void diff_records(const json_t *old_rec, const json_t *new_rec, bool strict,
                  Lang lang, DiffList *out);
/* The same with the words in another language than the letters: the lines a
 * JSON record keeps have English words, as every name in a record, and the
 * letters of --lang, as its SAN fields. */
void diff_records_worded(const json_t *old_rec, const json_t *new_rec, bool strict,
                         Lang lang, Lang words, DiffList *out);

/* The leading words of a kind in English ("new cook", "lost variation", ...). */
const char *diff_kind_name(DiffKind k);
/* Whether the kind is about keys or short solutions (checked without --strict). */
bool diff_kind_is_key(DiffKind k);
/* Whether a change of this kind makes verify fail: all but a gained theme, which
 * an expected record written by an older chiave, without that theme, also gives. */
bool diff_kind_fails(DiffKind k);
/* Appends to out the named themes (theme_is_named) lost and gained from old_rec to
 * new_rec, in words of lang ("lost: Zagoruiko 3x2"); nothing when old_rec has no
 * "themes" list. A theme with a size is kept when the new one is as large: a
 * Zagoruiko 3x3 keeps a 3x2. */
void diff_themes(const json_t *old_rec, const json_t *new_rec, Lang lang, DiffList *out);
/* Appends a copy of text as an item of kind k. */
void diff_list_add(DiffList *l, DiffKind k, const char *text);
/* Whether the item changes the solution: the keys, short solutions, or the
 * threats, variations and mates of a key (not tries, not set play). */
bool diff_item_in_solution(const DiffItem *it);
/* One line per item. */
void diff_print(FILE *out, const DiffList *l);
void diff_list_free(DiffList *l);

#endif
