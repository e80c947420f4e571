/* labels_yaml.c - reads the labelled collection (YAML documents in YACPDB's
 * shape, chiave's reader takes the positions) for the comparer: of each
 * document only id, themes and flag. Everything else is for people and chiave. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>
#include "tests/labels/labels.h"

typedef struct {
    const char *path;
    char *err;
    size_t errlen;
} Ctx;

static int fail(Ctx *c, unsigned long line, const char *fmt, ...)
{
    int n = snprintf(c->err, c->errlen, "%s:%lu: ", c->path, line);
    if (n < 0 || (size_t)n >= c->errlen)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err + n, c->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static char *xstrdup(const char *s)
{
    char *d = strdup(s);
    if (!d) {
        perror("themes_labels");
        exit(2);
    }
    return d;
}

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (!q) {
        perror("themes_labels");
        exit(2);
    }
    return q;
}

/* The value of key in mapping m, or NULL. */
static yaml_node_t *get(yaml_document_t *d, yaml_node_t *m, const char *key)
{
    for (yaml_node_pair_t *p = m->data.mapping.pairs.start; p < m->data.mapping.pairs.top; p++) {
        yaml_node_t *k = yaml_document_get_node(d, p->key);
        if (k && k->type == YAML_SCALAR_NODE && strcmp((char *)k->data.scalar.value, key) == 0)
            return yaml_document_get_node(d, p->value);
    }
    return NULL;
}

static const char *scalar(yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

static int read_themes(Ctx *c, yaml_document_t *d, yaml_node_t *seq, Label *l)
{
    if (!seq || seq->type != YAML_SEQUENCE_NODE)
        return fail(c, l->line, "problem '%s': 'themes' is not a list of theme names", l->id);
    for (yaml_node_item_t *i = seq->data.sequence.items.start; i < seq->data.sequence.items.top; i++) {
        yaml_node_t *n = yaml_document_get_node(d, *i);
        const char *name = scalar(n);
        unsigned long line = n ? n->start_mark.line + 1 : l->line;
        if (!name)
            return fail(c, line, "problem '%s': a theme that is not a name", l->id);
        if (!spec_theme_name(name))
            return fail(c, line, "problem '%s': '%s' is not a theme name of SPEC", l->id, name);
        for (size_t k = 0; k < l->n_themes; k++)
            if (strcmp(l->themes[k], name) == 0)
                return fail(c, line, "problem '%s': theme '%s' twice", l->id, name);
        l->themes = xrealloc(l->themes, (l->n_themes + 1) * sizeof *l->themes);
        l->themes[l->n_themes++] = xstrdup(name);
    }
    if (l->n_themes == 0)
        return fail(c, l->line, "problem '%s': no themes", l->id);
    return 0;
}

static int read_document(Ctx *c, yaml_document_t *d, Labels *out)
{
    yaml_node_t *root = yaml_document_get_root_node(d);
    if (!root)
        return 1; /* the empty document at the end of the stream */
    Label l = {.line = root->start_mark.line + 1};
    if (root->type != YAML_MAPPING_NODE)
        return fail(c, l.line, "a document that is not a problem (a mapping)");
    const char *id = scalar(get(d, root, "id"));
    if (!id || !*id)
        return fail(c, l.line, "a problem without id");
    for (size_t i = 0; i < out->n; i++)
        if (strcmp(out->v[i].id, id) == 0)
            return fail(c, l.line, "id '%s' twice (first at line %lu)", id, out->v[i].line);
    l.id = xstrdup(id);
    out->v = xrealloc(out->v, (out->n + 1) * sizeof *out->v);
    out->v[out->n++] = l; /* owned by out from here, freed with it */
    Label *p = &out->v[out->n - 1];
    const char *flag = scalar(get(d, root, "flag"));
    if (flag)
        p->flag = xstrdup(flag);
    return read_themes(c, d, get(d, root, "themes"), p);
}

int labels_read(const char *path, Labels *out, char *err, size_t errlen)
{
    Ctx c = {path, err, errlen};
    *out = (Labels){0};
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fclose(f);
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    yaml_parser_set_input_file(&parser, f);
    int rc = 0;
    for (;;) {
        yaml_document_t d;
        if (!yaml_parser_load(&parser, &d)) {
            rc = fail(&c, parser.problem_mark.line + 1, "not YAML: %s",
                      parser.problem ? parser.problem : "unreadable");
            break;
        }
        int r = read_document(&c, &d, out);
        yaml_document_delete(&d);
        if (r < 0) {
            rc = -1;
            break;
        }
        if (r > 0)
            break;
    }
    yaml_parser_delete(&parser);
    if (ferror(f) && rc == 0) {
        snprintf(err, errlen, "%s: read error", path);
        rc = -1;
    }
    fclose(f);
    return rc;
}

void labels_free(Labels *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->v[i].id);
        free(l->v[i].flag);
        for (size_t k = 0; k < l->v[i].n_themes; k++)
            free(l->v[i].themes[k]);
        free(l->v[i].themes);
    }
    free(l->v);
    *l = (Labels){0};
}
