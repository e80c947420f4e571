/* labels_score.c - the counting of themes_labels: only the themes that some
 * label names are scored (chiave's other entries, threat or effective-defences,
 * are not things the labellers were asked about). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/labels/labels_score.h"

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (!q) {
        perror("themes_labels");
        exit(2);
    }
    return q;
}

static void ids_add(Ids *ids, const char *id)
{
    ids->v = xrealloc(ids->v, (ids->n + 1) * sizeof *ids->v);
    ids->v[ids->n++] = (char *)id;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const ThemeScore *)a)->name, ((const ThemeScore *)b)->name);
}

void scores_init(Scores *s, const Labels *labels)
{
    *s = (Scores){0};
    for (size_t i = 0; i < labels->n; i++) {
        const Label *l = &labels->v[i];
        if (l->flag)
            continue;
        for (size_t k = 0; k < l->n_themes; k++) {
            bool seen = false;
            for (size_t j = 0; j < s->n && !seen; j++)
                seen = strcmp(s->v[j].name, l->themes[k]) == 0;
            if (seen)
                continue;
            s->v = xrealloc(s->v, (s->n + 1) * sizeof *s->v);
            s->v[s->n++] = (ThemeScore){.name = l->themes[k]};
        }
    }
    if (s->n)
        qsort(s->v, s->n, sizeof *s->v, by_name);
}

static bool has(const char *const *names, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return true;
    return false;
}

void scores_add(Scores *s, const Label *l, const char *const *found, size_t n_found)
{
    for (size_t i = 0; i < s->n; i++) {
        ThemeScore *t = &s->v[i];
        bool labelled = has((const char *const *)l->themes, l->n_themes, t->name);
        bool named = has(found, n_found, t->name);
        if (labelled && named)
            ids_add(&t->tp, l->id);
        else if (labelled)
            ids_add(&t->fn, l->id);
        else if (named)
            ids_add(&t->fp, l->id);
    }
}

void scores_free(Scores *s)
{
    for (size_t i = 0; i < s->n; i++) {
        free(s->v[i].tp.v);
        free(s->v[i].fn.v);
        free(s->v[i].fp.v);
    }
    free(s->v);
    *s = (Scores){0};
}

bool labels_motif(const char *name)
{
    static const char *const motifs[] = {
        /* SPEC "Themes": the problem types that are only a type (waiter and mutate,
         * the block genres, are what columns name as a problem's point) */
        "incomplete-block", "block-threat", "threat", "checking-key",
        /* the key's added and removed mates: counts many problems have (added in
         * 123 of the 149 scored labelled problems, removed in 61: tests/labels/README.md) */
        "added-mates", "removed-mates",
        /* key features */
        "key-check", "key-capture", "key-takes-flights", "key-gives-flights", "key-pins",
        "key-unpins", "key-sacrifice", "key-king-move", "key-promotion",
        /* mates: the motifs, not Grimshaw, Novotny or cross-checks */
        "self-block", "pin-mate", "battery-mate",
    };
    for (size_t i = 0; i < sizeof motifs / sizeof motifs[0]; i++)
        if (strcmp(motifs[i], name) == 0)
            return true;
    return false;
}
