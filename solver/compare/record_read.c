/* record_read.c - the fields of a JSON record as verify, watch and the page's
 * diff read them (see record_read.h): the edge where records come in. */
#include "solver/compare/record_read.h"

#include <strings.h>

/* A list field of o (NULL, which jansson treats as empty, when absent). */
const json_t *rec_list(const json_t *o, const char *name)
{
    json_t *a = json_object_get(o, name);
    return json_is_array(a) ? a : NULL;
}

const char *rec_str(const json_t *o, const char *name)
{
    return json_string_value(json_object_get(o, name));
}

/* The move of a play: the entry itself ("e2e4") or its "move" field. */
const char *rec_play_move(const json_t *p)
{
    return json_is_string(p) ? json_string_value(p) : rec_str(p, "move");
}

bool rec_same_move(const char *a, const char *b)
{
    return a && b && strcasecmp(a, b) == 0;
}

bool rec_has_move(const json_t *moves, const char *m)
{
    for (size_t i = 0; i < json_array_size(moves); i++)
        if (rec_same_move(json_string_value(json_array_get(moves, i)), m))
            return true;
    return false;
}

/* Every move of a is in b. */
bool rec_subset(const json_t *a, const json_t *b)
{
    for (size_t i = 0; i < json_array_size(a); i++)
        if (!rec_has_move(b, json_string_value(json_array_get(a, i))))
            return false;
    return true;
}

bool rec_same_moves(const json_t *a, const json_t *b)
{
    return rec_subset(a, b) && rec_subset(b, a);
}

/* The play of list plays whose move is m, or NULL. */
const json_t *rec_find_play(const json_t *plays, const char *m)
{
    for (size_t i = 0; i < json_array_size(plays); i++) {
        const json_t *p = json_array_get(plays, i);
        if (rec_same_move(rec_play_move(p), m))
            return p;
    }
    return NULL;
}

/* The variation of list vars answering defence d, or NULL. */
const json_t *rec_find_var(const json_t *vars, const char *d)
{
    for (size_t i = 0; i < json_array_size(vars); i++) {
        const json_t *v = json_array_get(vars, i);
        if (rec_same_move(rec_str(v, "defence"), d))
            return v;
    }
    return NULL;
}
