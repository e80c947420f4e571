/* corpus_check.c - solves every problem of an EPD collection in-process and compares
 * the JSON record with the expected records (Popeye's analysis), lists compared as sets.
 * Prints "N passed, M failed" and the first mismatches with what differs. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../fen/fen.h"
#include "../../solver/report_json.h"
#include "../../solver/solution.h"

#define SHOW_MAX 10

static int cmp_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A copy of array arr sorted; elements are strings, or objects sorted by their
 * string field 'by' and normalised themselves with normalise(). */
static json_t *normalise(json_t *v);

static json_t *sorted_array(json_t *arr)
{
    size_t n = json_array_size(arr);
    char **text = malloc(sizeof *text * (n + 1));
    json_t *out = json_array();
    for (size_t i = 0; i < n; i++) {
        json_t *norm = normalise(json_array_get(arr, i));
        text[i] = json_dumps(norm, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
        json_decref(norm);
    }
    qsort(text, n, sizeof *text, cmp_text);
    for (size_t i = 0; i < n; i++) {
        json_array_append_new(out, json_loads(text[i], JSON_DECODE_ANY, NULL));
        free(text[i]);
    }
    free(text);
    return out;
}

/* The fields Popeye's records hold, with every list sorted. */
static json_t *normalise(json_t *v)
{
    static const char *const fields[] = { "keys", "short", "tries", "set", "move", "check",
                                          "zugzwang", "threats", "variations", "refutations",
                                          "defence", "mates" };
    if (json_is_array(v))
        return sorted_array(v);
    if (!json_is_object(v))
        return json_incref(v);
    json_t *out = json_object();
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) {
        json_t *f = json_object_get(v, fields[i]);
        if (f)
            json_object_set_new(out, fields[i], normalise(f));
    }
    return out;
}

/* Names the first top-level field that differs. */
static void show_difference(const char *id, json_t *want, json_t *got)
{
    const char *key;
    json_t *w;
    json_object_foreach(want, key, w) {
        json_t *g = json_object_get(got, key);
        if (g && json_equal(w, g))
            continue;
        char *ws = json_dumps(w, JSON_COMPACT | JSON_SORT_KEYS);
        char *gs = g ? json_dumps(g, JSON_COMPACT | JSON_SORT_KEYS) : strdup("(missing)");
        printf("MISMATCH %s field %s\n  expected %.600s\n  got      %.600s\n", id, key, ws, gs);
        free(ws);
        free(gs);
        return;
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: corpus_check COLLECTION.epd EXPECTED.jsonl\n");
        return 2;
    }
    FILE *epd = fopen(argv[1], "r"), *exp = fopen(argv[2], "r");
    if (!epd || !exp) {
        fprintf(stderr, "corpus_check: cannot open %s\n", !epd ? argv[1] : argv[2]);
        return 2;
    }
    SolveOptions so;
    solve_options_default(&so);
    char *line = NULL, *jline = NULL;
    size_t cap = 0, jcap = 0;
    int passed = 0, failed = 0, lineno = 0;
    while (getline(&line, &cap, epd) > 0) {
        lineno++;
        if (fen_line_is_blank(line))
            continue;
        if (getline(&jline, &jcap, exp) <= 0) {
            printf("MISMATCH line %d: no expected record\n", lineno);
            failed++;
            continue;
        }
        json_t *want_raw = json_loads(jline, 0, NULL);
        Problem pb;
        char err[FEN_MSG];
        json_t *got_raw = NULL;
        if (fen_parse_line(line, &pb, err, sizeof err) == 0) {
            Solution s;
            solve(&pb.pos, &so, &s);
            got_raw = report_json_record(&pb, &s, &so, LANG_EN);
            solution_free(&s);
        } else {
            got_raw = report_json_error_record(NULL, NULL, err);
            pb.id = NULL, pb.ops = NULL;
        }
        json_t *want = normalise(want_raw), *got = normalise(got_raw);
        const char *id = json_string_value(json_object_get(want_raw, "id"));
        if (json_equal(want, got)) {
            passed++;
        } else {
            if (failed < SHOW_MAX)
                show_difference(id ? id : "?", want, got);
            failed++;
        }
        json_decref(want), json_decref(got), json_decref(want_raw), json_decref(got_raw);
        problem_free(&pb);
    }
    free(line);
    free(jline);
    fclose(epd);
    fclose(exp);
    printf("corpus: %d passed, %d failed\n", passed, failed);
    return failed == 0 && passed > 0 ? 0 : 1;
}
