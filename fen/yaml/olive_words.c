/* olive_words.c - an entry's own words: its title, authors, source (YACPDB's
 * mapping of name, issue, problem id and date, or Olive's text), award,
 * comments, EPD operations and stated solution. Words of the wrong type are
 * dropped with a warning at their line. */
#include "fen/yaml/olive_words.h"

#include <stdlib.h>
#include <string.h>

/* The text of field key of map, or NULL. A field there that is no text (a
 * mapping or a list where the words go) is dropped with a warning naming its
 * line and field (name, as the file writes it), what it is and what is
 * expected (like): the words are no part of the position, so the problem is
 * still solved (fen/README.md). */
static const char *text_of(Olive *o, const yaml_node_t *map, const char *key, const char *name, const char *like)
{
    yaml_node_t *n = get(o, map, key);
    if (n && !scalar(n))
        py_warn_at(&o->run.r, line_of(o, n), "%s: %s, not %s: ignored", name, kind_of(n), like);
    return scalar(n);
}

/* "feenschach 01-02, 7100, 1965-02-21" of a YACPDB source mapping. */
static char *source_text(Olive *o, const yaml_node_t *src)
{
    if (scalar(src))
        return strdup(scalar(src));
    if (src->type != YAML_MAPPING_NODE) {
        py_warn_at(&o->run.r, line_of(o, src), "source: %s, not a text or a mapping ({name: ..., issue: ..., "
                   "date: ...}): ignored", kind_of(src));
        return NULL;
    }
    char buf[512] = "", part[128];
    const char *name = text_of(o, src, "name", "source: name", "a text");
    const char *issue = text_of(o, src, "issue", "source: issue", "a text");
    const char *id = text_of(o, src, "problemid", "source: problemid", "a text");
    yaml_node_t *date = get(o, src, "date");
    if (date && date->type == YAML_SEQUENCE_NODE) {
        py_warn_at(&o->run.r, line_of(o, date), "source: date: a list, not a date (1962, or {year: 1962, month: "
                   "5}): ignored");
        date = NULL;
    }
    snprintf(part, sizeof part, "%s%s%s", name ? name : "", name && issue ? " " : "", issue ? issue : "");
    py_text_add(buf, "%s", part);
    if (id)
        py_text_add(buf, "%s%s", buf[0] ? ", " : "", id);
    const char *y = text_of(o, date, "year", "source: date: year", "a number");
    const char *m = text_of(o, date, "month", "source: date: month", "a number");
    const char *d = text_of(o, date, "day", "source: date: day", "a number");
    if (y || scalar(date)) { /* 1962, 1962-05, 1962-05-21 */
        char md[16] = "";
        if (m && atoi(m) > 0)
            snprintf(md, sizeof md, d && atoi(d) > 0 ? "-%02d-%02d" : "-%02d", atoi(m) % 100, d ? atoi(d) % 100 : 0);
        py_text_add(buf, "%s%s%s", buf[0] ? ", " : "", y ? y : scalar(date), md);
    }
    /* py_text_add spaces its parts: take out the space before a comma. */
    char *c;
    while ((c = strstr(buf, " ,")))
        memmove(c, c + 1, strlen(c));
    return buf[0] ? strdup(buf) : NULL;
}

void olive_read_words(Olive *o, const yaml_node_t *e, PyProblem *pb)
{
    const char *title = text_of(o, e, "title", "title", "a text");
    if (title)
        strbuf_add(&pb->title, title, strlen(title));
    yaml_node_t *authors = get(o, e, "authors");
    for (int i = 0; i < items(authors); i++) {
        yaml_node_t *a = item(o, authors, i);
        if (scalar(a))
            py_add_line(&pb->authors, strdup(scalar(a)));
        else /* a mapping for a list of names, or {name: Loyd} for a name */
            py_warn_at(&o->run.r, line_of(o, a), "authors: %s, not a name (authors: [\"Loyd, Samuel\", ...]): "
                       "ignored", kind_of(a));
    }
    yaml_node_t *src = get(o, e, "source");
    if (src)
        py_add_line(&pb->origin, source_text(o, src));
    const char *date = text_of(o, e, "date", "date", "a text");
    if (date)
        strbuf_add_sep(&pb->origin, ", ", date, strlen(date));
    const char *dist = text_of(o, e, "distinction", "distinction", "a text");
    if (!dist)
        dist = text_of(o, get(o, e, "award"), "distinction", "award: distinction", "a text");
    if (dist)
        pb->award = strdup(dist);
    /* comments: a line each (YACPDB's list, or one text); epd: the operations convert keeps. */
    yaml_node_t *comments = get(o, e, "comments");
    for (int i = 0; i < items(comments); i++) {
        const char *c = scalar(item(o, comments, i));
        if (c)
            strbuf_add_sep(&pb->comment, "\n", c, strlen(c));
        else
            py_warn_at(&o->run.r, line_of(o, item(o, comments, i)), "comments: %s, not a text: ignored",
                       kind_of(item(o, comments, i)));
    }
    const char *ops = scalar(get(o, e, "epd")), *sol = scalar(get(o, e, "solution"));
    py_add_line(&pb->solution, sol ? strdup(sol) : NULL); /* YACPDB's text: the stated solution */
    if (ops)
        strbuf_add(&pb->ops, ops, strlen(ops));
}
