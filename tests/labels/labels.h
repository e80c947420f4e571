/* labels.h - the labelled collection of tests/data/themes-labels.yaml as the
 * comparer (themes_labels.c) reads it: per problem its id and the SPEC theme
 * names its composer, editor or judge gave it (tests/labels/README.md). */
#ifndef CHIAVE_TESTS_LABELS_H
#define CHIAVE_TESTS_LABELS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    char *id;
    char **themes;      /* SPEC names, each once */
    size_t n_themes;
    char *flag;         /* why the problem is left out of the scores, or NULL */
    unsigned long line; /* of the document's start, for messages */
} Label;

typedef struct {
    Label *v;
    size_t n;
} Labels;

/* Reads every YAML document of path. 0, or -1 with "FILE:LINE: what" in err
 * (a document without id or themes, a name SPEC does not have, an id twice). */
int labels_read(const char *path, Labels *out, char *err, size_t errlen);
void labels_free(Labels *l);

/* Whether name is one of SPEC "Themes"' names (the labels may name a theme
 * before chiave detects it: those are counted as misses, not refused). */
bool spec_theme_name(const char *name);

#endif
