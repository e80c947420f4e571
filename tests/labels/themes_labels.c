/* themes_labels.c - `make themes-labels`: chiave's themes against the themes
 * named by composers, editors and judges (tests/data/themes-labels.yaml).
 *   themes_labels [-v] LABELS.yaml RECORDS.jsonl
 * RECORDS is `chiave batch LABELS.yaml` (a problem with twins: a record a twin, all
 * its twins' keys confirmed and their themes scored together). Prints, per labelled theme, recall and
 * precision with the counts (TP, FN, FP), then the totals (all, then split into main
 * themes and incidental motifs: labels_motif); -v names the problems
 * of every FN and FP. Every problem not flagged must have chiave confirm its
 * published key (status sound, the stated solution agreeing): the problems that
 * do not are listed and the exit status is 1. Bad input: a message, exit 2. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/labels/labels.h"
#include "tests/labels/labels_score.h"

typedef struct {
    json_t **v;
    size_t n;
} Records;

static int read_records(const char *path, Records *r)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return -1;
    }
    char *line = NULL;
    size_t cap = 0;
    unsigned long no = 0;
    int rc = 0;
    while (getline(&line, &cap, f) != -1) {
        no++;
        if (line[strspn(line, " \t\r\n")] == '\0')
            continue;
        json_error_t e;
        json_t *j = json_loads(line, 0, &e);
        if (!json_is_object(j)) {
            fprintf(stderr, "%s:%lu: not a JSON record: %s\n", path, no, j ? "not an object" : e.text);
            json_decref(j);
            rc = -1;
            break;
        }
        json_t **v = realloc(r->v, (r->n + 1) * sizeof *v);
        if (!v) {
            perror("themes_labels");
            exit(2);
        }
        r->v = v;
        r->v[r->n++] = j;
    }
    if (ferror(f)) {
        fprintf(stderr, "%s: read error\n", path);
        rc = -1;
    }
    free(line);
    fclose(f);
    return rc;
}

/* The records of id: one, or one a twin (a problem with twins has a record per
 * twin under its id, and a theme across twins is on the last twin's record).
 * The first max into out; returns how many there are, more than max too. */
static size_t records_of(const Records *r, const char *id, json_t **out, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < r->n; i++) {
        const char *rid = json_string_value(json_object_get(r->v[i], "id"));
        if (rid && strcmp(rid, id) == 0) {
            if (n < max)
                out[n] = r->v[i];
            n++;
        }
    }
    return n;
}

/* Why chiave does not confirm the published key, or NULL when it does. */
static const char *unconfirmed(json_t *rec)
{
    const char *status = json_string_value(json_object_get(rec, "status"));
    if (!status || strcmp(status, "sound") != 0)
        return status ? status : "no status";
    json_t *stated = json_object_get(rec, "stated");
    if (!stated)
        return "no published key in the collection";
    if (!json_is_true(json_object_get(stated, "agrees")))
        return "chiave's key is not the published one";
    return NULL;
}

static void print_pct(unsigned a, unsigned b)
{
    if (b == 0)
        printf(" %9s", "-");
    else
        printf(" %8.1f%%", 100.0 * a / b);
}

static void print_row(const char *name, unsigned tp, unsigned fn, unsigned fp)
{
    printf("%-20s %8u %6u %5u %5u %5u", name, tp + fn, tp + fp, tp, fn, fp);
    print_pct(tp, tp + fn);
    print_pct(tp, tp + fp);
    putchar('\n');
}

static void print_ids(const char *what, const Ids *ids)
{
    if (ids->n == 0)
        return;
    printf("    %s:", what);
    for (size_t i = 0; i < ids->n; i++)
        printf(" %s", ids->v[i]);
    putchar('\n');
}

static void print_table(const Scores *s, bool verbose)
{
    printf("%-20s %8s %6s %5s %5s %5s %9s %10s\n", "theme", "labelled", "chiave", "TP", "FN", "FP",
           "recall", "precision");
    unsigned tp[2] = {0}, fn[2] = {0}, fp[2] = {0}; /* [1]: the motifs */
    for (size_t i = 0; i < s->n; i++) {
        const ThemeScore *t = &s->v[i];
        int m = labels_motif(t->name);
        print_row(t->name, (unsigned)t->tp.n, (unsigned)t->fn.n, (unsigned)t->fp.n);
        tp[m] += (unsigned)t->tp.n;
        fn[m] += (unsigned)t->fn.n;
        fp[m] += (unsigned)t->fp.n;
    }
    print_row("total", tp[0] + tp[1], fn[0] + fn[1], fp[0] + fp[1]);
    /* the total split: the themes a judge names as the point, and the motifs */
    print_row("main-themes", tp[0], fn[0], fp[0]);
    print_row("motifs", tp[1], fn[1], fp[1]);
    if (!verbose)
        return;
    for (size_t i = 0; i < s->n; i++) {
        const ThemeScore *t = &s->v[i];
        if (t->fn.n || t->fp.n)
            printf("%s\n", t->name);
        print_ids("missed (labelled, not found)", &t->fn);
        print_ids("extra (found, not labelled)", &t->fp);
    }
}

/* The names of the theme entries of recs (a problem's records: its twins), each
 * once (the records' names, as scored on the held-out set). */
static size_t found_names(json_t *const *recs, size_t nrecs, const char **out, size_t max)
{
    size_t n = 0, i;
    json_t *e;
    for (size_t r = 0; r < nrecs; r++)
        json_array_foreach(json_object_get(recs[r], "themes"), i, e) {
            const char *name = json_string_value(json_object_get(e, "name"));
            bool seen = !name;
            for (size_t k = 0; k < n && !seen; k++)
                seen = strcmp(out[k], name) == 0;
            if (!seen && n < max)
                out[n++] = name;
        }
    return n;
}

int main(int argc, char **argv)
{
    bool verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
    if (argc != 3 + verbose) {
        fprintf(stderr, "usage: themes_labels [-v] LABELS.yaml RECORDS.jsonl\n");
        return 2;
    }
    const char *labels_path = argv[1 + verbose], *records_path = argv[2 + verbose];
    Labels labels;
    char err[512];
    if (labels_read(labels_path, &labels, err, sizeof err) != 0) {
        fprintf(stderr, "themes_labels: %s\n", err);
        labels_free(&labels);
        return 2;
    }
    Records recs = {0};
    if (read_records(records_path, &recs) != 0)
        return 2;

    Scores s;
    scores_init(&s, &labels);
    size_t flagged = 0, scored = 0, bad = 0;
    for (size_t i = 0; i < labels.n; i++) {
        const Label *l = &labels.v[i];
        if (l->flag) {
            flagged++;
            continue;
        }
        json_t *rec[64]; /* the twins a..z and beyond */
        size_t nrec = records_of(&recs, l->id, rec, sizeof rec / sizeof rec[0]);
        /* not scored on the first 64: a later twin's key might be unconfirmed */
        const char *why = !nrec ? "no record" : nrec > sizeof rec / sizeof rec[0] ? "too many twins" : NULL;
        for (size_t t = 0; t < nrec && !why; t++) /* every twin's key confirmed */
            why = unconfirmed(rec[t]);
        if (why) {
            printf("NOT CONFIRMED %s (line %lu): %s\n", l->id, l->line, why);
            bad++;
            continue;
        }
        const char *found[256];
        size_t n = found_names(rec, nrec, found, sizeof found / sizeof found[0]);
        scores_add(&s, l, found, n);
        scored++;
    }
    printf("themes-labels: %zu problems, %zu flagged (left out), %zu scored, %zu not confirmed\n",
           labels.n, flagged, scored, bad);
    print_table(&s, verbose);
    scores_free(&s);
    for (size_t i = 0; i < recs.n; i++)
        json_decref(recs.v[i]);
    free(recs.v);
    labels_free(&labels);
    return bad ? 1 : 0;
}
