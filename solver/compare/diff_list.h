/* diff_list.h - the lines of a diff between two solutions, each of a kind: new
 * cook, lost key, lost or new variation, new dual, changed mate, changed threat,
 * lost try, a named theme lost or gained... */
#ifndef CHIAVE_DIFF_LIST_H
#define CHIAVE_DIFF_LIST_H

#include <stdbool.h>
#include <stdio.h>
#include "fen/strbuf.h"

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

/* The leading words of a kind in English ("new cook", "lost variation", ...). */
const char *diff_kind_name(DiffKind k);
/* Whether the kind is about keys or short solutions (checked without --strict). */
bool diff_kind_is_key(DiffKind k);
/* Whether a change of this kind makes verify fail: all but a gained theme, which
 * an expected record written by an older chiave, without that theme, also gives. */
bool diff_kind_fails(DiffKind k);
/* Appends a copy of text as an item of kind k. */
void diff_list_add(DiffList *l, DiffKind k, const char *text);
/* Appends the line in b (taking it over, b is left empty) as an item of kind k
 * about move (UCI), in the play of a try when in_try. */
void diff_list_take(DiffList *out, DiffKind k, StrBuf *b, const char *move, bool in_try);
/* Appends to a line being made (out of memory is fatal, as in the search). */
void diff_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Whether the item changes the solution: the keys, short solutions, or the
 * threats, variations and mates of a key (not tries, not set play). */
bool diff_item_in_solution(const DiffItem *it);
/* One line per item. */
void diff_print(FILE *out, const DiffList *l);
void diff_list_free(DiffList *l);

#endif
