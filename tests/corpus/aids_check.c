/* aids_check.c - `make aids-check`: economy and repair over the corpus, each
 * claim checked apart from the code that makes it.
 *  - repair: every cooked problem (or with a short solution) mended by one
 *    edit where it can be; every version found is rebuilt by hand from the
 *    FEN and its edits, read again and solved in full: it must be sound with
 *    the intended key. Prints how many are mended, by which edits, and the
 *    repair times.
 *  - economy: every man of every problem called superfluous is taken off the
 *    FEN text by hand and the problem solved again: every phase must be the
 *    same (keys, short solutions, threats, listed variations and mates, tries
 *    with their refutations and play, set play), and no theme entry lost but
 *    a flaw.
 * usage: aids_check DEV.epd [JOBS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/aids/economy.h"
#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"
#include "tests/solver/aids/aids_helpers.h"

static int failures;

static void flaw(const char *id, const char *what, const char *detail)
{
    failures++;
    if (failures <= 20)
        printf("aids-check: %s: %s %s\n", id ? id : "?", what, detail ? detail : "");
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct {
    int problems, mended, versions, kinds[4];
    double ms[64];
} RepairStats;

static void check_repair(const Problem *pb, int jobs, RepairStats *st)
{
    RepairOptions o = { .depth = 1, .jobs = jobs, .lang = LANG_EN };
    solve_options_default(&o.solve);
    Repair r;
    char err[256];
    if (repair_run(pb, &o, &r, err, sizeof err) != 0) {
        flaw(pb->id, "repair:", err);
        return;
    }
    char key[8];
    move_to_uci(r.key, key);
    json_t *rec = repair_json(pb, &r, 0);
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(rec, "versions"), i, v) {
        const char *vfen = json_string_value(json_object_get(v, "fen"));
        char cells[64], fen[128];
        if (!board_after_edits(pb->fen, json_object_get(v, "edits"), cells)) {
            flaw(pb->id, "edits do not fit the board:", vfen);
            continue;
        }
        fen_with_cells(vfen, cells, fen, sizeof fen);
        if (strcmp(fen, vfen) != 0)
            flaw(pb->id, "the edits give another position:", vfen);
        bool legal;
        Solution s = solve_fen_text(vfen, &legal);
        char got[8] = "";
        if (!legal || s.status != ST_SOUND || strcmp(move_to_uci(s.keys[0].move, got), key) != 0)
            flaw(pb->id, "version not sound with the intended key:", vfen);
        solution_free(&s);
    }
    json_decref(rec);
    if (r.nversions > 0) {
        st->mended++;
        st->kinds[r.versions[0].edits[0].kind]++;
    }
    st->versions += r.nversions;
    if (st->problems < 64)
        st->ms[st->problems] = r.seconds * 1e3;
    st->problems++;
    printf("  %-12s %-7s %4d versions, best %-8s %7.1f ms\n", pb->id ? pb->id : "?", status_name(r.orig.status),
           r.nversions, r.nversions ? edit_text(&r.versions[0].edits[0], key, sizeof key) : "-", r.seconds * 1e3);
    repair_free(&r);
}

typedef struct {
    long men, superfluous;
} EconomyStats;

static void check_economy(const Problem *pb, int jobs, EconomyStats *st)
{
    SolveOptions so;
    solve_options_default(&so);
    Economy *ec = malloc(sizeof *ec);
    if (!ec)
        abort();
    economy_compute(pb, &so, LANG_EN, LANG_EN, jobs, NULL, ec);
    char *full = solution_summary(&ec->full);
    for (int i = 0; i < ec->nmen; i++) {
        const ManEconomy *m = &ec->men[i];
        st->men++;
        if (!man_has(m, ROLE_SUPERFLUOUS))
            continue;
        st->superfluous++;
        char sq[3], cells[64], fen[128];
        square_name(m->square, sq);
        board_cells(pb->fen, cells);
        cells[cell_of(sq)] = '.';
        fen_with_cells(pb->fen, cells, fen, sizeof fen);
        bool legal;
        Solution w = solve_fen_text(fen, &legal);
        char *without = legal ? solution_summary(&w) : NULL;
        if (!without || strcmp(full, without) != 0 || !themes_kept(&ec->full, &w))
            flaw(pb->id, "called superfluous, but the problem changes without", sq);
        free(without);
        solution_free(&w);
    }
    free(full);
    economy_free(ec);
    free(ec);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: aids_check DEV.epd [JOBS]\n");
        return 2;
    }
    int jobs = argc > 2 ? atoi(argv[2]) : 2;
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    char *line = NULL;
    size_t cap = 0;
    RepairStats rs = { 0 };
    EconomyStats es = { 0 };
    printf("repair (one edit) of the cooked problems:\n");
    while (getline(&line, &cap, f) > 0) {
        Problem pb;
        char err[FEN_MSG];
        if (fen_line_is_blank(line) || fen_parse_line(line, &pb, err, sizeof err) != 0)
            continue;
        SolveOptions so;
        solve_options_default(&so);
        so.keys_only = true;
        Solution s;
        solve(&pb.pos, &so, &s);
        if (s.status == ST_COOKED || s.status == ST_SHORT)
            check_repair(&pb, jobs, &rs);
        solution_free(&s);
        check_economy(&pb, jobs, &es);
        problem_free(&pb);
    }
    free(line);
    fclose(f);
    int n = rs.problems < 64 ? rs.problems : 64;
    qsort(rs.ms, (size_t)n, sizeof *rs.ms, cmp_double);
    printf("repair: %d of %d cooked problems mended by one edit; best edit: %d removal, %d change of kind, "
           "%d move, %d addition; all %d versions re-solved; %.1f ms median, %.1f ms max (-j %d)\n",
           rs.mended, rs.problems, rs.kinds[EDIT_REMOVE], rs.kinds[EDIT_KIND], rs.kinds[EDIT_MOVE],
           rs.kinds[EDIT_ADD], rs.versions, n ? rs.ms[n / 2] : 0, n ? rs.ms[n - 1] : 0, jobs);
    printf("economy: %ld men, %ld superfluous, each taken off and the problem re-solved\n", es.men, es.superfluous);
    printf("aids-check: %s (%d failures)\n", failures ? "FAILED" : "passed", failures);
    return failures ? 1 : 0;
}
