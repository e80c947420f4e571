/* theme_util.c - small helpers shared by the theme detectors. */
#include "themes/theme_util.h"

/* Moves, names and keys here are ASCII: jansson need not check them for
 * UTF-8 (a record has hundreds of them). */
json_t *uci_string(Move m)
{
    char buf[6];
    return json_string_nocheck(move_to_uci(m, buf));
}

json_t *uci_array(const Move *moves, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, uci_string(moves[i]));
    return a;
}

json_t *theme_add(json_t *out, const char *name, Move key)
{
    json_t *o = json_object();
    json_object_set_new_nocheck(o, "name", json_string_nocheck(name));
    json_object_set_new_nocheck(o, "key", uci_string(key));
    json_array_append_new(out, o);
    return o;
}

const Variation *find_variation(const Variation *vars, int n, Move d)
{
    for (int i = 0; i < n; i++)
        if (MOVE_KEY(vars[i].defence) == MOVE_KEY(d))
            return &vars[i];
    return NULL;
}
