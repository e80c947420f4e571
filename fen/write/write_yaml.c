/* write_yaml.c - a problem as an Olive/YACPDB YAML document, written with
 * libyaml's emitter (which quotes what must be quoted, "#2" among them). */
#include "fen/write/write_format.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static int to_stream(void *data, unsigned char *buf, size_t size)
{
    return fwrite(buf, 1, size, data) == size;
}

/* Emits one event; false when the emitter failed. */
static bool emit(yaml_emitter_t *em, yaml_event_t *ev, int made)
{
    return made && yaml_emitter_emit(em, ev);
}

static bool scalar(yaml_emitter_t *em, const char *value)
{
    yaml_event_t ev;
    return emit(em, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)value, -1, 1, 1,
                                                      YAML_ANY_SCALAR_STYLE));
}

static bool key_value(yaml_emitter_t *em, const char *key, const char *value)
{
    if (!value)
        return true;
    char *v = write_one_line(value);
    bool ok = v && scalar(em, key) && scalar(em, v);
    free(v);
    return ok;
}

/* key: |  and the text's lines as they are (YACPDB's solution:). */
static bool text_block(yaml_emitter_t *em, const char *key, const char *text)
{
    yaml_event_t ev;
    return scalar(em, key) &&
           emit(em, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)text, -1, 1, 1,
                                                      YAML_LITERAL_SCALAR_STYLE));
}

static bool start(yaml_emitter_t *em, bool map, bool flow)
{
    yaml_event_t ev;
    if (map)
        return emit(em, &ev, yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
                                                                 flow ? YAML_FLOW_MAPPING_STYLE
                                                                      : YAML_BLOCK_MAPPING_STYLE));
    return emit(em, &ev, yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
                                                              flow ? YAML_FLOW_SEQUENCE_STYLE
                                                                   : YAML_BLOCK_SEQUENCE_STYLE));
}

static bool end(yaml_emitter_t *em, bool map)
{
    yaml_event_t ev;
    return emit(em, &ev, map ? yaml_mapping_end_event_initialize(&ev) : yaml_sequence_end_event_initialize(&ev));
}

/* A list of "; "-separated parts (authors), or of words. */
static bool list(yaml_emitter_t *em, const char *key, char *const *items, int n)
{
    bool ok = scalar(em, key) && start(em, false, true);
    for (int i = 0; ok && i < n; i++)
        ok = scalar(em, items[i]);
    return ok && end(em, false);
}

static bool authors(yaml_emitter_t *em, const char *text)
{
    char *t = write_one_line(text), *parts[64];
    int n = 0;
    for (char *part = t, *next; part && *part && n < 64; part = next) {
        next = strstr(part, "; ");
        if (next)
            *next = '\0', next += 2;
        parts[n++] = part;
    }
    bool ok = t && list(em, "authors", parts, n);
    free(t);
    return ok;
}

/* comments: [...]: the comment's lines, then the remark. */
static bool comments(yaml_emitter_t *em, const char *comment, const char *remark)
{
    char *t = comment ? strdup(comment) : NULL, *lines[65];
    int n = 0;
    for (char *line = t, *next; line && *line && n < 64; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        lines[n++] = line;
    }
    if (remark)
        lines[n++] = (char *)remark;
    char *one[65] = { NULL };
    for (int i = 0; i < n; i++)
        one[i] = write_one_line(lines[i]);
    bool ok = list(em, "comments", one, n);
    for (int i = 0; i < n; i++)
        free(one[i]);
    free(t);
    return ok;
}

/* algebraic: {white: [Kd3, Qb8], black: [Ka3]} */
static bool algebraic(yaml_emitter_t *em, const Position *pos)
{
    bool ok = scalar(em, "algebraic") && start(em, true, false);
    static const char *const colour[2] = { "white", "black" };
    for (int c = WHITE; ok && c <= BLACK; c++) {
        char men[512], *words[64];
        write_men(pos, c, men, sizeof men);
        /* "Pa2b2" is Pa2, Pb2: YACPDB writes a man a square. */
        int n = 0;
        char one[64 * 8], *o = one;
        for (char *w = strtok(men, " "); w && n < 64; w = strtok(NULL, " "))
            for (char *sq = w + 1; *sq && n < 64; sq += 2) {
                words[n++] = o;
                o += sprintf(o, "%c%c%c", w[0], sq[0], sq[1]) + 1;
            }
        ok = list(em, colour[c], words, n);
    }
    return ok && end(em, true);
}

char *write_yaml_text(const WriteProblem *w)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    yaml_emitter_t em;
    if (!out || !yaml_emitter_initialize(&em)) {
        if (out)
            fclose(out);
        free(text);
        return NULL;
    }
    yaml_emitter_set_output(&em, to_stream, out);
    yaml_emitter_set_unicode(&em, 1);
    yaml_emitter_set_width(&em, -1);
    const Problem *p = w->twin[0];
    yaml_event_t ev;
    bool ok = emit(&em, &ev, yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING)) &&
              emit(&em, &ev, yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0)) &&
              start(&em, true, false) && key_value(&em, "id", p->id) && key_value(&em, "epd", p->ops) &&
              key_value(&em, "title", p->title) &&
              (!p->authors || authors(&em, p->authors)) && key_value(&em, "source", p->source) &&
              algebraic(&em, w->diagram) && key_value(&em, "stipulation", "#2");
    const char *opt[16];
    char buf[16 * 32];
    int nopt = write_options(w->diagram, w->duplex, &p->asks, opt, buf);
    if (ok && nopt)
        ok = list(&em, "options", (char *const *)opt, nopt);
    if (ok && (w->zero || w->n > 1)) {
        ok = scalar(&em, "twins") && start(&em, true, false);
        for (int i = w->zero ? 0 : 1; ok && i < w->n; i++)
            ok = key_value(&em, w->twin[i]->twin, w->twin[i]->twinning);
        ok = ok && end(&em, true);
    }
    if (ok && p->solution) /* the stated solution, its twins' sections included */
        ok = text_block(&em, "solution", p->solution);
    if (ok && (w->remark || p->comment))
        ok = comments(&em, p->comment, w->remark);
    ok = ok && end(&em, true) && emit(&em, &ev, yaml_document_end_event_initialize(&ev, 1)) &&
         emit(&em, &ev, yaml_stream_end_event_initialize(&ev));
    yaml_emitter_delete(&em);
    if (fclose(out) != 0 || !ok) {
        free(text);
        return NULL;
    }
    return text;
}
