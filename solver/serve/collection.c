/* collection.c - the opened collection: read (again when the page asks),
 * listed a page at a time; collection_save.c saves edits back into it. */
#include "solver/serve/collection.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/serve/collection_store.h"

#define COLLECTION_MAX_BYTES (256L << 20) /* a file larger than this is refused */

Collection *collection_new(void)
{
    Collection *c = calloc(1, sizeof *c);
    if (c)
        pthread_mutex_init(&c->mu, NULL);
    return c;
}

static void entries_free(Entry *items, long n)
{
    for (long i = 0; i < n; i++) {
        Entry *e = &items[i];
        free(e->id), free(e->fen), free(e->error), free(e->title), free(e->authors), free(e->source);
        free(e->twin), free(e->twin_of), free(e->twinning), free(e->twin_base);
    }
    free(items);
}

static char *dup_or_null(const char *s)
{
    return s ? strdup(s) : NULL;
}

/* ProblemFn: one entry per problem, readable or not. */
static int add_entry(void *ctx, long lineno, Problem *p, const char *err)
{
    Listing *l = ctx;
    if (l->n == l->cap) {
        long cap = l->cap ? 2 * l->cap : 64;
        Entry *items = realloc(l->items, sizeof *items * (size_t)cap);
        if (!items) {
            l->oom = true;
            return 1;
        }
        l->items = items, l->cap = cap;
    }
    Entry *e = &l->items[l->n++];
    *e = (Entry){ .line = lineno, .fen = strdup(p->fen), .error = dup_or_null(err) };
    e->id = p->id, p->id = NULL;
    e->title = p->title, p->title = NULL;
    e->authors = p->authors, p->authors = NULL;
    e->source = p->source, p->source = NULL;
    e->twin = p->twin, p->twin = NULL;
    e->twin_of = p->twin_of, p->twin_of = NULL;
    e->twinning = p->twinning, p->twinning = NULL;
    e->twin_base = p->twin_base, p->twin_base = NULL;
    e->asks = p->asks;
    e->follows = p->follows;
    return 0;
}

int listing_read(const char *name, InputFormat fmt, char *text, size_t len, Listing *l, char *err, size_t errlen)
{
    *l = (Listing){ 0 };
    FILE *f = len ? fmemopen(text, len, "r") : NULL;
    if (len && !f) {
        snprintf(err, errlen, "%s: %s", name, strerror(errno));
        return -1;
    }
    int rc = f ? input_read_collection(f, name, fmt, add_entry, l) : 0;
    if (f)
        fclose(f);
    if (rc != 0 || l->oom) {
        snprintf(err, errlen, "%s: %s", name, l->oom ? "out of memory" : strerror(errno));
        entries_free(l->items, l->n);
        return -1;
    }
    return 0;
}

void listing_free(Listing *l)
{
    entries_free(l->items, l->n);
    *l = (Listing){ 0 };
}

int collection_install(Collection *c, const char *path, const char *name, InputFormat fmt, char *text, size_t len,
                       Listing *l)
{
    char *p = dup_or_null(path), *nm = strdup(name);
    if ((path && !p) || !nm) {
        free(p), free(nm), free(text);
        entries_free(l->items, l->n);
        return -1;
    }
    entries_free(c->items, c->n);
    free(c->path), free(c->name), free(c->text);
    c->path = p, c->name = nm, c->fmt = fmt, c->text = text, c->len = len;
    c->items = l->items, c->n = l->n, c->cap = l->cap;
    return 0;
}

/* Lists text as a collection named name; replaces c's content (c->mu held).
 * Takes over text. */
static int set_content(Collection *c, const char *path, const char *name, char *text, size_t len,
                       char *err, size_t errlen)
{
    Listing l;
    InputFormat fmt = input_detect(name, text, len);
    if (listing_read(name, fmt, text, len, &l, err, errlen) != 0) {
        free(text);
        return -1;
    }
    if (collection_install(c, path, name, fmt, text, len, &l) != 0) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    return 0;
}

/* collection_load_file with c->mu held. */
static int load_file(Collection *c, const char *path, char *err, size_t errlen)
{
    size_t len;
    FileSeen seen;
    char *text = file_read_whole(path, COLLECTION_MAX_BYTES, &len, &seen, err, errlen);
    if (!text || set_content(c, path, path, text, len, err, errlen) != 0)
        return -1;
    c->seen = seen;
    return 0;
}

int collection_load_file(Collection *c, const char *path, char *err, size_t errlen)
{
    pthread_mutex_lock(&c->mu);
    int rc = load_file(c, path, err, errlen);
    pthread_mutex_unlock(&c->mu);
    return rc;
}

void collection_free(Collection *c)
{
    if (!c)
        return;
    entries_free(c->items, c->n);
    free(c->path), free(c->name), free(c->text);
    pthread_mutex_destroy(&c->mu);
    free(c);
}

static const char *format_name(InputFormat fmt)
{
    switch (fmt) {
    case INPUT_PGN: return "pgn";
    case INPUT_POPEYE: return "popeye";
    case INPUT_YAML: return "yaml";
    default: return "fen";
    }
}

/* o[name] = s, or null when s is NULL (or, read from a bad line, not UTF-8). */
static void set_opt_string(json_t *o, const char *name, const char *s)
{
    json_t *v = s ? json_string(s) : NULL;
    json_object_set_new(o, name, v ? v : json_null());
}

/* The listing of [from, from+count) (c->mu held), twins' lines in lang. */
static json_t *listing(const Collection *c, long from, long count, Lang lang)
{
    json_t *o = json_object();
    set_opt_string(o, "name", c->name);
    json_object_set_new(o, "format", c->name ? json_string(format_name(c->fmt)) : json_null());
    json_object_set_new(o, "file", json_boolean(c->path != NULL));
    json_object_set_new(o, "total", json_integer(c->n));
    json_object_set_new(o, "from", json_integer(from));
    json_t *a = json_array();
    for (long i = from; i < c->n && i < from + count; i++) {
        const Entry *e = &c->items[i];
        json_t *p = json_object();
        json_object_set_new(p, "index", json_integer(i));
        json_object_set_new(p, "line", json_integer(e->line));
        set_opt_string(p, "id", e->id);
        set_opt_string(p, "fen", e->fen);
        set_opt_string(p, "error", e->error);
        if (e->title)
            set_opt_string(p, "title", e->title);
        if (e->authors)
            set_opt_string(p, "authors", e->authors);
        if (e->source)
            set_opt_string(p, "source", e->source);
        if (e->twin)
            set_opt_string(p, "twin", e->twin);
        if (e->twin_of)
            set_opt_string(p, "twin_of", e->twin_of);
        if (e->twinning)
            set_opt_string(p, "twinning", e->twinning);
        json_t *line = e->twin ? api_twin_text(e->twin, e->twinning, e->twin_base, lang) : NULL;
        if (line)
            json_object_set_new(p, "twin_text", line);
        if (e->follows && e->twin)
            json_object_set_new(p, "follows", json_true());
        json_array_append_new(a, p);
    }
    json_object_set_new(o, "problems", a);
    return o;
}

/* A whole non-negative number query argument, or def when absent; -1 if bad. */
static long arg_number(const Request *rq, const char *name, long def, long max)
{
    const char *s = request_arg(rq, name);
    if (!s)
        return def;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    return errno || end == s || *end || v < 0 || v > max ? -1 : v;
}

void api_collection(const ApiContext *cx, const Request *rq, Reply *out)
{
    long from = arg_number(rq, "from", 0, 1000000000L), count = arg_number(rq, "count", COLLECTION_PAGE, 1000);
    Lang lang;
    if (api_lang_arg(rq, false, &lang, out) != 0)
        return;
    if (from < 0 || count < 0) {
        reply_error(out, 400, "%s: not a number from 0 to %s", from < 0 ? "from" : "count",
                    from < 0 ? "1000000000" : "1000");
        return;
    }
    pthread_mutex_lock(&cx->collection->mu);
    json_t *o = listing(cx->collection, from, count, lang);
    pthread_mutex_unlock(&cx->collection->mu);
    reply_json(out, 200, o);
}

void api_collection_open(const ApiContext *cx, const Request *rq, Reply *out)
{
    const char *name = request_arg(rq, "name");
    char err[512];
    Lang lang;
    if (api_lang_arg(rq, false, &lang, out) != 0)
        return;
    if (!name || !*name || strchr(name, '/')) {
        reply_error(out, 400, "name: missing or not a file name (?name=problems.epd)");
        return;
    }
    char *copy = malloc(rq->len + 1);
    if (!copy) {
        reply_error(out, 500, "out of memory");
        return;
    }
    memcpy(copy, rq->body ? rq->body : "", rq->len);
    copy[rq->len] = '\0';
    Collection *c = cx->collection;
    pthread_mutex_lock(&c->mu);
    if (set_content(c, NULL, name, copy, rq->len, err, sizeof err) != 0)
        reply_error(out, 400, "%s", err);
    else
        reply_json(out, 200, listing(c, 0, COLLECTION_PAGE, lang));
    pthread_mutex_unlock(&c->mu);
}

void api_collection_text(const ApiContext *cx, const Request *rq, Reply *out)
{
    (void)rq;
    Collection *c = cx->collection;
    pthread_mutex_lock(&c->mu);
    char *copy = c->name ? malloc(c->len + 1) : NULL;
    if (!c->name) {
        reply_error(out, 409, "no collection is open");
    } else if (!copy) {
        reply_error(out, 500, "out of memory");
    } else {
        memcpy(copy, c->text, c->len + 1);
        *out = (Reply){ .status = 200, .type = "application/octet-stream", .body = copy,
                        .len = c->len, .no_store = true };
    }
    pthread_mutex_unlock(&c->mu);
}

void api_collection_reload(const ApiContext *cx, const Request *rq, Reply *out)
{
    long from = arg_number(rq, "from", 0, 1000000000L), count = arg_number(rq, "count", COLLECTION_PAGE, 1000);
    Lang lang;
    if (api_lang_arg(rq, false, &lang, out) != 0)
        return;
    if (from < 0 || count < 0) {
        reply_error(out, 400, "%s: not a number", from < 0 ? "from" : "count");
        return;
    }
    Collection *c = cx->collection;
    char err[512];
    pthread_mutex_lock(&c->mu);
    char *path = c->path ? strdup(c->path) : NULL;
    if (!c->path)
        reply_error(out, 409, "%s", c->name ? "the collection was opened from the page: no file to read again"
                                            : "no collection is open");
    else if (!path)
        reply_error(out, 500, "out of memory");
    else if (load_file(c, path, err, sizeof err) != 0)
        reply_error(out, 500, "%s", err);
    else
        reply_json(out, 200, listing(c, from, count, lang));
    free(path);
    pthread_mutex_unlock(&c->mu);
}
