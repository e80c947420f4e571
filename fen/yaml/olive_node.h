/* olive_node.h - what the YAML reader's files share: the document being
 * read (with the Popeye reader's state) and the look-ups of its nodes: a
 * node's line in the file, its text, a mapping's value, a list's items. */
#ifndef CHIAVE_OLIVE_NODE_H
#define CHIAVE_OLIVE_NODE_H

#include <string.h>
#include <yaml.h>
#include "fen/popeye/popeye_emit.h"

typedef struct {
    PyRun run;
    yaml_document_t *doc;
    long base; /* the file's line before the document's first line */
} Olive;

static inline long line_of(const Olive *o, const yaml_node_t *n)
{
    return o->base + (long)n->start_mark.line + 1;
}

static inline const char *scalar(const yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

static inline yaml_node_t *get(const Olive *o, const yaml_node_t *map, const char *key)
{
    if (!map || map->type != YAML_MAPPING_NODE)
        return NULL;
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
        const char *k = scalar(yaml_document_get_node(o->doc, p->key));
        if (k && strcmp(k, key) == 0)
            return yaml_document_get_node(o->doc, p->value);
    }
    return NULL;
}

/* How many items a list has (every one is read), a lone scalar being a list
 * of one; and item i. */
static inline int items(const yaml_node_t *n)
{
    if (!n || n->type != YAML_SEQUENCE_NODE)
        return n ? 1 : 0;
    return (int)(n->data.sequence.items.top - n->data.sequence.items.start);
}

static inline yaml_node_t *item(const Olive *o, yaml_node_t *n, int i)
{
    return n->type != YAML_SEQUENCE_NODE ? n : yaml_document_get_node(o->doc, n->data.sequence.items.start[i]);
}

/* What a node is, for a warning: "a mapping", "a list". */
static inline const char *kind_of(const yaml_node_t *n)
{
    return n->type == YAML_MAPPING_NODE ? "a mapping" : n->type == YAML_SEQUENCE_NODE ? "a list" : "a text";
}

#endif
