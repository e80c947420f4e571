/* record_read.h - the fields of a JSON record (SPEC.md "JSON record") as verify,
 * watch and the page's diff read them: the edge where records come in. Moves are
 * UCI text, compared whatever their case; absent lists read as empty. */
#ifndef CHIAVE_RECORD_READ_H
#define CHIAVE_RECORD_READ_H

#include <jansson.h>
#include <stdbool.h>

/* A list field of o (NULL, which jansson treats as empty, when absent). */
const json_t *rec_list(const json_t *o, const char *name);
/* A string field of o, or NULL. */
const char *rec_str(const json_t *o, const char *name);
/* The move of a play: the entry itself ("e2e4") or its "move" field. */
const char *rec_play_move(const json_t *p);
bool rec_same_move(const char *a, const char *b);
/* Whether the list of moves holds m. */
bool rec_has_move(const json_t *moves, const char *m);
/* Every move of a is in b. */
bool rec_subset(const json_t *a, const json_t *b);
/* The same moves, as sets. */
bool rec_same_moves(const json_t *a, const json_t *b);
/* The play of list plays whose move is m, or NULL. */
const json_t *rec_find_play(const json_t *plays, const char *m);
/* The variation of list vars answering defence d, or NULL. */
const json_t *rec_find_var(const json_t *vars, const char *d);

#endif
