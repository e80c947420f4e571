/* olive.c - YAML entries as Olive and YACPDB keep them, read with libyaml.
 * The stream is cut into documents at the lines that start one ("---",
 * "...", directives), so that a document libyaml cannot parse is one error
 * record and the next ones are still read, one in memory at a time. The
 * entry's pieces, stipulation, options and twins are Popeye's English words,
 * read by the Popeye reader (popeye_*.c) word for word. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen */
#endif
#include "fen/yaml/olive.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <yaml.h>
#include "fen/epd/fen_file.h"
#include "fen/fen_text.h"
#include "fen/popeye/popeye_emit.h"
#include "fen/yaml/olive_node.h"
#include "fen/yaml/olive_words.h"

/* The Popeye reader set on text, English words, starting on line; NULL if
 * out of memory. fclose the stream when done. */
static FILE *words(Olive *o, const char *text, long line)
{
    static const char blank[] = " ";
    FILE *f = fmemopen((void *)(text[0] ? text : blank), text[0] ? strlen(text) : 1, "r");
    if (f) {
        o->run.r.lang = PY_EN;
        py_lex_init_at(&o->run.r.lx, f, line);
    }
    return f;
}

/* algebraic: {white: [Ke1, ...], black: [...], neutral: [...]}: each man as
 * Popeye's pieces command reads "white Ke1". */
static bool read_algebraic(Olive *o, const yaml_node_t *e, PyProblem *pb)
{
    PyReader *r = &o->run.r;
    yaml_node_t *alg = get(o, e, "algebraic");
    if (!alg || alg->type != YAML_MAPPING_NODE)
        return py_fail_at(r, line_of(o, alg ? alg : e), "algebraic: %s (the men: {white: [Ke1, ...], black: [...]})",
                          alg ? "not a mapping" : "missing");
    for (yaml_node_pair_t *p = alg->data.mapping.pairs.start; p < alg->data.mapping.pairs.top; p++) {
        yaml_node_t *key = yaml_document_get_node(o->doc, p->key);
        const char *colour = scalar(key);
        if (!colour || (strcmp(colour, "white") && strcmp(colour, "black") && strcmp(colour, "neutral")))
            return py_fail_at(r, line_of(o, key), "algebraic: '%.40s' is not white, black or neutral",
                           colour ? colour : "?");
        yaml_node_t *men = yaml_document_get_node(o->doc, p->value);
        for (int i = 0; i < items(men); i++) {
            yaml_node_t *it = item(o, men, i);
            const char *man = scalar(it);
            if (!man)
                return py_fail_at(r, line_of(o, it), "algebraic: a man is written like Ke1");
            char text[256];
            snprintf(text, sizeof text, "%s %s", colour, man);
            FILE *f = words(o, text, line_of(o, it));
            bool ok = f && py_read_pieces(r, &pb->diagram, false, NULL);
            if (ok && r->lx.word[0])
                ok = py_fail_at(r, line_of(o, it), "algebraic: '%.40s' is not a man like Ke1", man);
            if (f)
                fclose(f);
            if (!ok) { /* in the words of YAML, not of Popeye's pieces command */
                r->err[0] = '\0';
                return py_fail_at(r, line_of(o, it), "algebraic: '%.40s' is not a man like Ke1", man);
            }
        }
    }
    return true;
}

static bool read_stipulation(Olive *o, const yaml_node_t *e, PyProblem *pb)
{
    PyReader *r = &o->run.r;
    PyFlaw *flaw = &pb->diagram.flaw[FLAW_STIPULATION];
    yaml_node_t *n = get(o, e, "stipulation");
    const char *stip = scalar(n);
    if (!stip || !stip[0]) { /* an unquoted #2 is a YAML comment */
        flaw->line = n ? line_of(o, n) : line_of(o, e);
        snprintf(flaw->msg, sizeof flaw->msg, "stipulation%s (write it quoted: stipulation: \"#2\")",
                 n && n->type != YAML_SCALAR_NODE ? ": not a text" : " missing");
        return true;
    }
    FILE *f = words(o, stip, line_of(o, n));
    if (!f)
        return false;
    py_read_stipulation(r, &pb->diagram, NULL);
    if (r->lx.word[0] && !flaw->msg[0]) {
        flaw->line = line_of(o, n);
        snprintf(flaw->msg, sizeof flaw->msg, "stipulation %.40s: chiave solves orthodox #2 only", stip);
    }
    fclose(f);
    pb->stipulated = true;
    return true;
}

/* options: [SetPlay, Defence 1, AntiCirce]: Popeye's options, and conditions
 * (what is not an option is one). */
static bool read_options(Olive *o, const yaml_node_t *e, PyProblem *pb)
{
    PyReader *r = &o->run.r;
    yaml_node_t *list = get(o, e, "options");
    for (int i = 0; i < items(list); i++) {
        yaml_node_t *it = item(o, list, i);
        const char *opt = scalar(it);
        if (!opt)
            return py_fail_at(r, line_of(o, it), "options: a list of Popeye's options and conditions");
        FILE *f = words(o, opt, line_of(o, it));
        if (!f)
            return false;
        bool ok = true;
        if (r->lx.word[0] && py_word(PY_EN, PT_OPTION, r->lx.word) == PY_NONE)
            py_flaw(r, &pb->diagram, FLAW_CONDITION, "condition %.40s: chiave solves orthodox #2 only", opt);
        else if (r->lx.word[0] && (ok = py_read_options(r, &pb->diagram, &pb->opt)) && r->lx.word[0])
            py_flaw(r, &pb->diagram, FLAW_CONDITION, "condition %.40s: chiave solves orthodox #2 only",
                    r->lx.word);
        fclose(f);
        if (!ok)
            return false;
    }
    return true;
}

/* Popeye's labels in order: a ... z, z1, z2, ...; -1 for anything else. */
static int label_rank(const char *label)
{
    if (label[0] >= 'a' && label[0] <= 'z' && !label[1])
        return label[0] - 'a';
    if (label[0] == 'z' && label[1] >= '1' && label[1] <= '9') {
        char *end;
        long k = strtol(label + 1, &end, 10);
        return !*end && k < 1000 ? 25 + (int)k : -1;
    }
    return -1;
}

typedef struct {
    const char *label, *text;
    long line;
    int rank;
} Twin;

static int by_rank(const void *a, const void *b)
{
    return ((const Twin *)a)->rank - ((const Twin *)b)->rank;
}

/* twins: {b: Move a1 a2, c: Continued Rotate 90} (not empty), every one; a
 * twin labelled a makes the diagram a zero position, not solved itself. */
static int read_twins(Olive *o, const yaml_node_t *twins, PyProblem *pb)
{
    PyRun *run = &o->run;
    PyReader *r = &run->r;
    Twin *t = malloc(sizeof *t * (size_t)(twins->data.mapping.pairs.top - twins->data.mapping.pairs.start));
    if (!t)
        return errno = ENOMEM, -1;
    int n = 0;
    for (yaml_node_pair_t *p = twins->data.mapping.pairs.start; p < twins->data.mapping.pairs.top; p++) {
        yaml_node_t *k = yaml_document_get_node(o->doc, p->key), *v = yaml_document_get_node(o->doc, p->value);
        t[n] = (Twin){ scalar(k), scalar(v), line_of(o, v), scalar(k) ? label_rank(scalar(k)) : -1 };
        if (t[n].rank < 0 || !t[n].text) {
            py_fail_at(r, line_of(o, k), "twins: '%.40s' is no twin label (a, b, ... z, z1, ...) with its twinning",
                    t[n].label ? t[n].label : "?");
            free(t);
            return py_emit_error(run, pb, line_of(o, k), NULL, NULL, r->err);
        }
        n++;
    }
    qsort(t, (size_t)n, sizeof *t, by_rank);
    bool zero = n > 0 && t[0].rank == 0;
    char *zero_fen = zero ? py_zero_fen(pb) : NULL;
    PyPosition prev = pb->diagram, cur;
    bool prev_ok = true;
    int rc = zero ? 0 : py_emit_twin(run, pb, &pb->diagram, pb->line, "a", "diagram", NULL);
    char text[PY_TEXT_MAX];
    for (int i = 0; i < n && !rc; i++) {
        r->err[0] = '\0';
        text[0] = '\0';
        FILE *f = words(o, t[i].text, t[i].line);
        if (!f) {
            rc = -1;
            break;
        }
        bool ok;
        if (!prev_ok && py_word(PY_EN, PT_TWINNING, r->lx.word) == TW_CONTINUED)
            ok = py_fail_at(r, t[i].line, "continued: the twin before could not be read");
        else if ((ok = py_read_twinning(r, &pb->diagram, &prev, &cur, text)) && r->lx.word[0])
            ok = py_fail(r, "twins: '%.40s' is no twinning", r->lx.word);
        fclose(f);
        if (ok) {
            rc = py_emit_twin(run, pb, &cur, t[i].line, t[i].label, text, zero_fen);
            prev = cur;
        } else {
            rc = py_emit_error(run, pb, t[i].line, t[i].label, text, r->err);
        }
        prev_ok = ok;
    }
    free(zero_fen);
    free(t);
    return rc;
}

/* One entry (a mapping) with all its positions. */
static int read_entry(Olive *o, yaml_node_t *e)
{
    PyRun *run = &o->run;
    PyReader *r = &run->r;
    r->err[0] = r->warn[0] = '\0';
    long line = line_of(o, e);
    PyProblem pb;
    if (!py_problem_init(&pb, run, line, scalar(get(o, e, "id"))))
        return errno = ENOMEM, -1;
    int rc;
    olive_read_words(o, e, &pb);
    yaml_node_t *twins = get(o, e, "twins");
    if (e->type != YAML_MAPPING_NODE)
        py_fail_at(r, line, "an entry is a mapping (algebraic:, stipulation:, ...)");
    else if (read_algebraic(o, e, &pb) && read_stipulation(o, e, &pb) && read_options(o, e, &pb) && twins &&
             twins->type != YAML_MAPPING_NODE)
        py_fail_at(r, line_of(o, twins), "twins: a mapping of labels to twinnings ({b: Move a1 a2})");
    if (r->err[0]) {
        rc = py_emit_error(run, &pb, line, NULL, NULL, r->err);
    } else {
        if (pb.opt.ignored[0])
            py_warn(r, "options ignored: %s", pb.opt.ignored);
        rc = twins && twins->data.mapping.pairs.top > twins->data.mapping.pairs.start
                 ? read_twins(o, twins, &pb)
                 : py_emit_twin(run, &pb, &pb.diagram, line, NULL, NULL, NULL);
    }
    py_problem_free(&pb);
    return rc;
}

/* The entries of one document text[0..len), which starts on line first. */
static int read_document(Olive *o, const char *text, size_t len, long first)
{
    yaml_parser_t parser;
    yaml_document_t doc;
    if (!yaml_parser_initialize(&parser))
        return errno = ENOMEM, -1;
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
    o->base = first - 1;
    o->doc = &doc;
    int rc = 0;
    while (!rc) {
        if (!yaml_parser_load(&parser, &doc)) {
            PyProblem none = { 0 };
            char msg[FEN_MSG];
            long line = o->base + (long)parser.problem_mark.line + 1;
            if (parser.error == YAML_READER_ERROR) { /* no mark: the offset of the bad byte */
                line = o->base + 1;
                for (size_t i = 0; i < parser.problem_offset && i < len; i++)
                    line += text[i] == '\n';
            }
            snprintf(msg, sizeof msg, "%ld: not YAML: %.100s%s%.80s", line,
                     parser.problem ? parser.problem : "error", parser.context ? " " : "",
                     parser.context ? parser.context : "");
            rc = py_emit_error(&o->run, &none, line, NULL, NULL, msg);
            break;
        }
        yaml_node_t *root = yaml_document_get_root_node(&doc);
        if (!root) { /* the end of the stream */
            yaml_document_delete(&doc);
            break;
        }
        if (root->type == YAML_SEQUENCE_NODE) {
            for (yaml_node_item_t *i = root->data.sequence.items.start; !rc && i < root->data.sequence.items.top; i++)
                rc = read_entry(o, yaml_document_get_node(&doc, *i));
        } else if (!(root->type == YAML_SCALAR_NODE && !root->data.scalar.length)) {
            rc = read_entry(o, root);
        }
        yaml_document_delete(&doc);
    }
    yaml_parser_delete(&parser);
    return rc;
}

/* Whether a line (at column 0) ends a document: "---", "...", a directive. */
static bool starts_document(const char *s, size_t n, bool *marker)
{
    *marker = n >= 3 && (memcmp(s, "---", 3) == 0 || memcmp(s, "...", 3) == 0) &&
              (n == 3 || fen_is_space(s[3]));
    return *marker || (n > 0 && s[0] == '%');
}

int olive_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx)
{
    Olive o = { 0 };
    if (!py_run_init(&o.run, name, cb, ctx))
        return errno = ENOMEM, -1;
    char *line = NULL;
    size_t cap = 0, len;
    StrBuf doc = STRBUF_INIT; /* the lines of the document being read */
    long lineno = 0, first = 1;
    bool content = false; /* the document so far has more than directives, comments, blanks */
    char flaw[FEN_MSG] = ""; /* why the document is not read (too long a line, itself too long) */
    int rc = 0, got;
    while (!rc && (got = fen_next_line(f, &line, &cap, &len)) >= 0) {
        const char *s = line;
        if (got > 0 && ++lineno == 1) {
            size_t bom = fen_bom_len(s, len);
            s += bom, len -= bom;
        }
        bool marker = false;
        if (got == 0 || (got == 1 && starts_document(s, len, &marker) && (content || s[0] != '-'))) {
            if (flaw[0]) {
                PyProblem none = { 0 };
                rc = py_emit_error(&o.run, &none, first, NULL, NULL, flaw);
            } else if (content) {
                rc = read_document(&o, doc.s ? doc.s : "", doc.len, first);
            }
            doc.len = 0;
            content = false;
            flaw[0] = '\0';
            first = lineno;
            if (got == 0 || rc)
                break;
            if (s[0] == '.') { /* "...": the end of the document, no part of the next */
                first = lineno + 1;
                continue;
            }
        }
        if (got == FEN_LINE_LONG) {
            if (!flaw[0])
                snprintf(flaw, sizeof flaw, "%ld: " FEN_LINE_LONG_MSG, lineno);
            content = true;
            if (fen_skip_line(f) != 0)
                break;
            continue;
        }
        if (!fen_blank_n(s, len) && s[0] != '%')
            content = true;
        if (flaw[0])
            continue; /* the rest of a document not read */
        if (doc.len + len > OLIVE_DOC_MAX) {
            snprintf(flaw, sizeof flaw, "%ld: document longer than %d bytes", first, OLIVE_DOC_MAX);
            continue;
        }
        if (strbuf_add(&doc, s, len) != 0) {
            rc = -1;
            break;
        }
    }
    if (!rc && ferror(f))
        rc = -1;
    int saved = errno;
    free(line);
    strbuf_free(&doc);
    py_run_free(&o.run);
    errno = saved;
    return rc;
}

int olive_detect(const char *path, const char *head, size_t n)
{
    static const char *const ext[] = { ".olv", ".yaml", ".yml" };
    for (size_t i = 0; path && i < sizeof ext / sizeof *ext; i++) {
        size_t lp = strlen(path), le = strlen(ext[i]);
        if (lp >= le && strcasecmp(path + lp - le, ext[i]) == 0)
            return 1;
    }
    size_t i = fen_bom_len(head, n);
    while (i < n) { /* the first line that is not blank or a comment */
        const char *nl = memchr(head + i, '\n', n - i);
        size_t len = nl ? (size_t)(nl - (head + i)) : n - i;
        if (!fen_blank_n(head + i, len))
            break;
        i += len + 1;
    }
    if (i >= n)
        return 0;
    const char *s = head + i;
    size_t left = n - i;
    bool marker;
    if (starts_document(s, left, &marker))
        return marker || (left >= 5 && memcmp(s, "%YAML", 5) == 0);
    if (left >= 2 && memcmp(s, "- ", 2) == 0)
        s += 2, left -= 2;
    static const char *const keys[] = { "algebraic:", "authors:", "source:", "stipulation:", "twins:",
                                        "options:", "solution:", "distinction:", "award:" };
    for (size_t k = 0; k < sizeof keys / sizeof *keys; k++)
        if (left >= strlen(keys[k]) && memcmp(s, keys[k], strlen(keys[k])) == 0)
            return 1;
    return 0;
}
