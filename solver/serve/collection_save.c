/* collection_save.c - edits saved back into the opened collection: each new
 * position made one line and read as a FEN, the edited text read back as the
 * same problems, and the file replaced only if nobody changed it on disk
 * since it was read (save_file.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "fen/write/rewrite.h"
#include "solver/serve/collection_store.h"

/* s with every run of white space (newlines, CR, tabs...) made one space,
 * none at the ends: a FEN as one line. malloc'd; NULL if out of memory. */
static char *one_line(const char *s)
{
    char *out = malloc(strlen(s) + 1), *o = out;
    if (!out)
        return NULL;
    for (; *s; s++) {
        bool space = *s == ' ' || (*s >= '\t' && *s <= '\r');
        if (!space)
            *o++ = *s;
        else if (o > out && o[-1] != ' ')
            *o++ = ' ';
    }
    if (o > out && o[-1] == ' ')
        o--;
    *o = '\0';
    return out;
}

/* The edits of a save request as FenEdits (c->mu held), each new position
 * its four FEN fields (fe[i].fen malloc'd, freed by the caller even on
 * error); -1 with a reply. */
static int read_edits(const Collection *c, const json_t *edits, FenEdit *fe, Reply *out)
{
    size_t i;
    const json_t *e;
    json_array_foreach(edits, i, e) {
        const json_t *index = json_object_get(e, "index"), *fen = json_object_get(e, "fen");
        if (!json_is_integer(index) || json_integer_value(index) < 0 || json_integer_value(index) >= c->n) {
            reply_error(out, 400, "edits[%zu].index: not a problem of the collection (0 to %ld)", i, c->n - 1);
            return -1;
        }
        if (!json_is_string(fen)) {
            reply_error(out, 400, "edits[%zu].fen: missing or not a string", i);
            return -1;
        }
        char *line = one_line(json_string_value(fen));
        fe[i] = (FenEdit){ .line = c->items[json_integer_value(index)].line, .fen = line };
        if (!line) {
            reply_error(out, 500, "out of memory");
            return -1;
        }
        Problem pb;
        char msg[FEN_MSG];
        int bad = fen_parse_line(line, &pb, msg, sizeof msg);
        bool ops = !bad && (pb.id || pb.ops);
        /* What is written: the four fields as read, completed when the FEN
         * stops early (a board alone gets 'w - -'), without move counters. */
        char *four = bad || ops ? NULL : strdup(pb.fen);
        problem_free(&pb);
        if (bad || ops) {
            reply_error(out, 400, "edits[%zu].fen: %s", i,
                        bad ? msg : "a position only (FEN fields), no EPD operations");
            return -1;
        }
        free(line);
        fe[i].fen = four;
        if (!four) {
            reply_error(out, 500, "out of memory");
            return -1;
        }
    }
    return 0;
}

static bool same_text(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "") == 0;
}

/* Whether the new text's problems (l) are c's, at the same lines with the
 * same words, each edited one at its new position and every other as it
 * was: the text to be saved reads back as the same problems. */
static bool same_problems(const Collection *c, const Listing *l, const FenEdit *fe, size_t n)
{
    if (l->n != c->n)
        return false;
    for (long i = 0; i < c->n; i++) {
        const Entry *a = &c->items[i], *b = &l->items[i];
        const char *nf = NULL;
        for (size_t k = 0; k < n && !nf; k++)
            nf = fe[k].line == a->line ? fe[k].fen : NULL;
        bool same_place = nf ? strcmp(b->fen, nf) == 0 : strcmp(a->fen, b->fen) == 0 && same_text(a->error, b->error);
        if (!same_place || a->line != b->line || !same_text(a->id, b->id) || !same_text(a->title, b->title) ||
            !same_text(a->authors, b->authors) || !same_text(a->source, b->source) ||
            !same_text(a->twin, b->twin) || !same_text(a->twinning, b->twinning))
            return false;
    }
    return true;
}

/* What a save answers when the file was not written. */
static int save_status(SaveStatus st)
{
    switch (st) {
    case SAVE_CHANGED: return 409;
    case SAVE_BUSY: return 503;
    default: return 500;
    }
}

/* The edits fe[0..n) made in c's text (c->mu held): the new text checked to
 * read back as the same problems, written over the file (unless it changed
 * on disk since it was read: 409) or kept for the download, and made the
 * collection's content; the answer in out. */
static void save_edits(Collection *c, const FenEdit *fe, size_t n, Reply *out)
{
    char err[512];
    size_t len;
    Listing l = { 0 };
    char *text = fen_rewrite(c->text, c->len, c->fmt, fe, (int)n, &len, err, sizeof err);
    if (!text) {
        reply_error(out, 400, "%s: %s", c->name, err);
        return;
    }
    FileSeen seen = c->seen;
    SaveStatus st = SAVE_DONE;
    err[0] = '\0';
    if (listing_read(c->name, c->fmt, text, len, &l, err, sizeof err) != 0) {
        reply_error(out, 500, "%s", err);
    } else if (!same_problems(c, &l, fe, n)) {
        reply_error(out, 500, "%s: the edited text would not read back as the same problems; nothing saved",
                    c->name);
    } else if (c->path && (st = file_replace(c->path, c->text, c->len, &seen, text, len, err, sizeof err)) != SAVE_DONE) {
        reply_error(out, save_status(st), "%s%s", err,
                    st == SAVE_CHANGED ? ": reload it to see what changed, then save again" : "");
    } else {
        json_t *o = json_object();
        json_object_set_new(o, "saved", json_integer((json_int_t)n));
        if (err[0])
            json_object_set_new(o, "warning", json_string(err));
        /* Out of memory here, the file is saved but the collection stays
         * the old one: its next save is refused (409) until reloaded. */
        if (collection_install(c, c->path, c->name, c->fmt, text, len, &l) != 0)
            json_object_set_new(o, "warning", json_string("out of memory: reload the file"));
        else
            c->seen = seen;
        reply_json(out, 200, o);
        return;
    }
    free(text);
    listing_free(&l);
}

void api_collection_save(const ApiContext *cx, const Request *rq, Reply *out)
{
    static const char *const fields[] = { "edits", NULL };
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    if (!api_fields(body, fields, out)) { /* "edit": a typo saved nothing, said so */
        json_decref(body);
        return;
    }
    const json_t *edits = json_object_get(body, "edits");
    Collection *c = cx->collection;
    size_t n = json_array_size(edits);
    pthread_mutex_lock(&c->mu);
    FenEdit *fe = NULL;
    if (!c->name) {
        reply_error(out, 409, "no collection is open");
    } else if (!json_is_array(edits) || n == 0) {
        reply_error(out, 400, "edits: missing or not a list of {\"index\", \"fen\"}");
    } else if (!(fe = calloc(n, sizeof *fe))) {
        reply_error(out, 500, "out of memory");
    } else if (read_edits(c, edits, fe, out) == 0) {
        save_edits(c, fe, n, out);
    }
    for (size_t i = 0; fe && i < n; i++)
        free((char *)fe[i].fen);
    free(fe);
    pthread_mutex_unlock(&c->mu);
    json_decref(body);
}

