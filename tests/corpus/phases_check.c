/* phases_check.c - the themes across phases, worked out again from the expected
 * records (Popeye's analysis, dev.expected.jsonl) with code of its own, and
 * compared with what chiave's detectors say for the same problem: the same names,
 * the same Zagoruiko m x n and cyclic n. Only the board and the move rules come
 * from the engine (to know which piece mates and to play moves).
 * Prints the failures, a count of each theme and "phases: N passed, M failed";
 * exits 1 when any problem failed. */
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/movegen.h"
#include "solver/solution.h"
#include "solver/report/json.h"
#include "tests/corpus/phases_rederive.h"

#define SHOW_MAX 20

/* ---- comparing --------------------------------------------------------- */

static const char *const NAMES[] = {
    "reciprocal-change", "cyclic-change", "zagoruiko", "le-grand", "pseudo-le-grand", "dombrovskis",
    "rukhlis", "pickaninny", "albino", "black-correction", "white-correction", "half-pin",
    "anti-dombrovskis", "threat-correction",
};
#define NNAMES ((int)(sizeof NAMES / sizeof *NAMES))

static const json_t *entry_named(const json_t *themes, const char *name)
{
    size_t i;
    json_t *e;
    json_array_foreach(themes, i, e)
        if (strcmp(json_string_value(json_object_get(e, "name")), name) == 0)
            return e;
    return NULL;
}

/* Whether some dombrovskis entry's try (its first phase) is a try of the record. */
static bool on_record_try(const json_t *themes, const Rec *r)
{
    size_t i;
    json_t *e;
    json_array_foreach(themes, i, e) {
        if (strcmp(json_string_value(json_object_get(e, "name")), "dombrovskis") != 0)
            continue;
        const char *m = json_string_value(json_object_get(json_array_get(json_object_get(e, "play"), 0), "move"));
        for (int p = 0; m && p < r->n; p++)
            if (!r->ph[p].set && !r->ph[p].key && strcmp(r->ph[p].move, m) == 0)
                return true;
    }
    return false;
}

/* Whether an entry of theme name rests on a first move the record does not hold
 * (a try of two refutations, found by chiave whatever --refutations says). */
static bool off_record(const json_t *themes, const char *name, const Rec *r)
{
    size_t i, j;
    json_t *e, *b;
    json_array_foreach(themes, i, e) {
        if (strcmp(json_string_value(json_object_get(e, "name")), name) != 0)
            continue;
        json_array_foreach(json_object_get(e, "play"), j, b) {
            const char *m = json_string_value(json_object_get(b, "move"));
            bool held = !m;
            for (int p = 0; m && p < r->n && !held; p++)
                held = !r->ph[p].set && strcmp(r->ph[p].move, m) == 0;
            if (!held)
                return true;
        }
    }
    return false;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: phases_check COLLECTION.epd EXPECTED.jsonl\n");
        return 2;
    }
    FILE *epd = fopen(argv[1], "r"), *exp = fopen(argv[2], "r");
    if (!epd || !exp) {
        fprintf(stderr, "phases_check: cannot open %s\n", !epd ? argv[1] : argv[2]);
        return 2;
    }
    SolveOptions so;
    solve_options_default(&so);
    Rec r = { .ph = malloc(sizeof *r.ph * MAXPH) };
    char *line = NULL, *jline = NULL;
    size_t cap = 0, jcap = 0;
    int passed = 0, failed = 0, shown = 0, count[NNAMES] = { 0 };
    while (getline(&line, &cap, epd) > 0) {
        if (fen_line_is_blank(line))
            continue;
        Problem pb;
        char err[FEN_MSG];
        if (getline(&jline, &jcap, exp) <= 0 || fen_parse_line(line, &pb, err, sizeof err) != 0)
            continue;
        json_t *rec = json_loads(jline, 0, NULL);
        read_record(&r, &pb.pos, rec);
        int zm, zn;
        zagoruiko(&r, &zm, &zn);
        int cyc = cyclic(&r);
        bool want[NNAMES] = { reciprocal(&r), cyc >= 3, zm >= 3, le_grand(&r, false), le_grand(&r, true),
                              dombrovskis(&r), rukhlis(&r), pickaninny(&r), albino(&r),
                              black_correction(&r), white_correction(&r), half_pin(&r),
                              anti_dombrovskis(&r), threat_correction(&r) };
        /* Themes need a key to belong to. */
        if (json_array_size(json_object_get(rec, "keys")) == 0)
            memset(want, 0, sizeof want);
        Solution s;
        solve(&pb.pos, &so, &s);
        json_t *themes = json_array();
        report_json_themes_into(&s, themes);
        int errors = 0;
        const char *id = pb.id ? pb.id : "?";
        for (int t = 0; t < NNAMES; t++) {
            const json_t *e = entry_named(themes, NAMES[t]);
            count[t] += want[t];
            bool bad = (e != NULL) != want[t];
            /* A Dombrovskis on a try of two refutations: the records hold none. */
            if (e && !want[t] && t == 5 && !on_record_try(themes, &r))
                bad = false;
            /* Black correction asks more than its shape (the random mate's motive,
             * which the records do not hold): the shape without an entry is no error. */
            if (!e && want[t] && t == 9)
                bad = false;
            /* A threat correction whose random move fails to two defences (ten Cate
             * 1949): the records hold tries of one refutation only. */
            if (e && !want[t] && t == 13 && off_record(themes, "threat-correction", &r))
                bad = false;
            if (e && t == 1)
                bad |= json_integer_value(json_object_get(e, "n")) != cyc;
            if (e && t == 2)
                bad |= json_integer_value(json_object_get(e, "m")) != zm ||
                       json_integer_value(json_object_get(e, "n")) != zn;
            if (e && json_array_size(json_object_get(e, "phases")) != json_array_size(json_object_get(e, "play")))
                bad = true;
            if (bad && shown++ < SHOW_MAX)
                printf("FAIL %s: %s: chiave %s, the records say %s (cyclic %d, Zagoruiko %dx%d)\n", id, NAMES[t],
                       e ? "shows it" : "does not", want[t] ? "shown" : "not", cyc, zm, zn);
            errors += bad;
        }
        if (errors)
            failed++;
        else
            passed++;
        json_decref(themes);
        json_decref(rec);
        solution_free(&s);
        problem_free(&pb);
    }
    printf("found:");
    for (int t = 0; t < NNAMES; t++)
        printf(" %s=%d", NAMES[t], count[t]);
    printf("\nphases: %d passed, %d failed\n", passed, failed);
    free(r.ph);
    free(line);
    free(jline);
    fclose(epd);
    fclose(exp);
    return failed == 0 && passed > 0 ? 0 : 1;
}
