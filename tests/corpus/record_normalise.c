/* record_normalise.c - a JSON record reduced to the fields of Popeye's records, with
 * every list sorted, so that two records can be compared as sets with json_equal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/corpus/record_normalise.h"

static int cmp_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A copy of array arr, its elements normalised and sorted by their JSON text. */
static json_t *sorted_array(json_t *arr)
{
    size_t n = json_array_size(arr);
    char **text = malloc(sizeof *text * (n + 1));
    json_t *out = json_array();
    for (size_t i = 0; i < n; i++) {
        json_t *norm = record_normalise(json_array_get(arr, i));
        text[i] = json_dumps(norm, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
        json_decref(norm);
    }
    qsort(text, n, sizeof *text, cmp_text);
    for (size_t i = 0; i < n; i++) {
        json_array_append_new(out, json_loads(text[i], JSON_DECODE_ANY, NULL));
        free(text[i]);
    }
    free(text);
    return out;
}

/* The fields Popeye's records hold, with every list sorted. */
json_t *record_normalise(json_t *v)
{
    static const char *const fields[] = { "keys", "short", "tries", "set", "move", "check",
                                          "zugzwang", "threats", "variations", "refutations",
                                          "defence", "mates" };
    if (json_is_array(v))
        return sorted_array(v);
    if (!json_is_object(v))
        return json_incref(v);
    json_t *out = json_object();
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) {
        json_t *f = json_object_get(v, fields[i]);
        if (f)
            json_object_set_new(out, fields[i], record_normalise(f));
    }
    return out;
}

/* Names the first top-level field that differs. */
void record_show_difference(const char *id, json_t *want, json_t *got)
{
    const char *key;
    json_t *w;
    json_object_foreach(want, key, w) {
        json_t *g = json_object_get(got, key);
        if (g && json_equal(w, g))
            continue;
        char *ws = json_dumps(w, JSON_COMPACT | JSON_SORT_KEYS);
        char *gs = g ? json_dumps(g, JSON_COMPACT | JSON_SORT_KEYS) : strdup("(missing)");
        printf("MISMATCH %s field %s\n  expected %.600s\n  got      %.600s\n", id, key, ws, gs);
        free(ws);
        free(gs);
        return;
    }
}

