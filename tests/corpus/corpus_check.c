/* corpus_check.c - solves every problem of an EPD collection in-process and compares
 * the JSON record with the expected records (Popeye's analysis), lists compared as sets.
 * Prints "N passed, M failed" and the first mismatches with what differs. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/report/json.h"
#include "solver/solution.h"
#include "tests/corpus/record_normalise.h"

#define SHOW_MAX 10

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
        json_t *want = record_normalise(want_raw), *got = record_normalise(got_raw);
        const char *id = json_string_value(json_object_get(want_raw, "id"));
        if (json_equal(want, got)) {
            passed++;
        } else {
            if (failed < SHOW_MAX)
                record_show_difference(id ? id : "?", want, got);
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
