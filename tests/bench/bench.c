/* bench.c - `make bench`: perft nodes/s on perft.epd; problems/s and nodes/s of the
 * solver on a collection (full analysis and --keys-only); the search with the
 * themes and motives of each problem; the JSON record lines batch writes; repair (one edit)
 * and the economy table on the collection's cooked problems, and the economy
 * table on every problem. All in-process, one thread.
 * `bench --pass full|themes|records COLLECTION N`: one pass of one kind over the
 * first N problems, nothing printed (for `make bench-callgrind`). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "solver/aids/economy.h"
#include "solver/aids/repair.h"
#include "solver/movegen.h"
#include "solver/report/record.h"
#include "themes/analysis.h"
#include "themes/motives.h"

static void bench_perft(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        exit(2);
    }
    char *line = NULL;
    size_t cap = 0;
    uint64_t nodes = 0;
    double secs = 0;
    while (getline(&line, &cap, f) > 0) {
        char *spec = strstr(line, "perft");
        Problem pb;
        char err[FEN_MSG];
        if (line[0] == '#' || !spec || fen_parse_line(line, &pb, err, sizeof err) != 0)
            continue;
        int depth = atoi(spec + 5);
        double t0 = clock_seconds();
        nodes += perft(&pb.pos, depth);
        secs += clock_seconds() - t0;
        problem_free(&pb);
    }
    free(line);
    fclose(f);
    if (secs > 0)
        printf("perft      %12llu nodes  %8.3f s  %8.1f Mnodes/s\n", (unsigned long long)nodes,
               secs, (double)nodes / secs / 1e6);
}

static Problem *load(const char *path, int *n)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        exit(2);
    }
    Problem *all = NULL;
    char *line = NULL;
    size_t cap = 0;
    int cnt = 0;
    while (getline(&line, &cap, f) > 0) {
        Problem pb;
        char err[FEN_MSG];
        if (fen_line_is_blank(line) || fen_parse_line(line, &pb, err, sizeof err) != 0)
            continue;
        all = realloc(all, sizeof *all * (size_t)(cnt + 1));
        all[cnt++] = pb;
    }
    free(line);
    fclose(f);
    *n = cnt;
    return all;
}

static void bench_solve(const char *label, const Problem *all, int n, bool keys_only, int rounds)
{
    SolveOptions so;
    solve_options_default(&so);
    so.keys_only = keys_only;
    uint64_t nodes = 0;
    double t0 = clock_seconds();
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            Solution s;
            solve(&all[i].pos, &so, &s);
            nodes += s.nodes;
            solution_free(&s);
        }
    double secs = clock_seconds() - t0;
    printf("%-10s %6d problems x %d  %8.3f s per pass  %9.0f problems/s  %8.2f Mnodes/s  %10llu nodes a pass\n",
           label, n, rounds, secs / rounds, n * rounds / secs, (double)nodes / secs / 1e6,
           (unsigned long long)(nodes / (uint64_t)rounds));
}

/* The motives a record holds (SPEC "Why"): every listed variation of each phase,
 * each mate, each refutation of a try. Returns how many. */
static size_t motives_pass(const Solution *s)
{
    size_t n = 0;
    Motives def, mate;
    for (int k = -1; k < s->nkeys + s->ntries; k++) {
        const Play *p = k < 0 ? NULL : k < s->nkeys ? &s->keys[k] : &s->tries[k - s->nkeys];
        if (!p && !s->set_computed)
            continue;
        MotivePhase ph;
        motive_phase(&ph, s, p);
        const Variation *vs = p ? p->vars : s->set;
        for (int i = 0; i < (p ? p->nvars : s->nset); i++) {
            const Variation *v = &vs[i];
            if (v->n == 0 || (p && !variation_listed(s, p, v, false)))
                continue;
            Position b = position_after(&ph.before, v->defence);
            motives_defence_after(&ph, &b, v->defence, &def);
            n += (size_t)def.n;
            for (int j = 0; j < v->n; j++) {
                motives_mate_after(&ph, &b, v->defence, sol_moves(s, v->first)[j], &mate);
                n += (size_t)mate.n;
            }
        }
        for (int i = 0; p && i < p->nrefuts; i++) {
            motives_defence(&ph, sol_moves(s, p->refuts_first)[i], &def);
            n += (size_t)def.n;
        }
    }
    return n;
}

/* One problem as each line measures it: the search, then its themes and motives,
 * then its record. */
typedef enum { PASS_FULL, PASS_THEMES, PASS_RECORDS } Pass;

static size_t run_one(const Problem *pb, const SolveOptions *so, Pass pass)
{
    if (pass == PASS_RECORDS) {
        char *line = solve_problem_record(pb, so, LANG_EN, NULL);
        size_t bytes = line ? strlen(line) : 0;
        free(line);
        return bytes;
    }
    Solution s;
    solve(&pb->pos, so, &s);
    size_t n = 0;
    if (pass == PASS_THEMES) { /* the typed entries and the motives, as a record makes them */
        Analysis A;
        analysis_init(&A);
        analysis_build(&A, &s);
        n = (size_t)A.n;
        analysis_free(&A);
        if (s.analysed)
            n += motives_pass(&s);
    }
    solution_free(&s);
    return n;
}

/* Solve, themes and motives, as a record has them, without the record. */
static void bench_themes(const Problem *all, int n, int rounds)
{
    SolveOptions so;
    solve_options_default(&so);
    size_t entries = 0;
    double t0 = clock_seconds();
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++)
            entries += run_one(&all[i], &so, PASS_THEMES);
    double secs = clock_seconds() - t0;
    printf("themes     %6d problems x %d  %8.3f s per pass  %9.0f problems/s  (solve, themes, motives)\n", n,
           rounds, secs / rounds, n * rounds / secs);
    (void)entries;
}

/* Solve and JSON record line, as a batch solver thread makes them. */
static void bench_records(const Problem *all, int n, int rounds)
{
    SolveOptions so;
    solve_options_default(&so);
    size_t bytes = 0;
    double t0 = clock_seconds();
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++)
            bytes += run_one(&all[i], &so, PASS_RECORDS);
    double secs = clock_seconds() - t0;
    printf("records    %6d problems x %d  %8.3f s per pass  %9.0f problems/s  (solve, themes, JSON line)\n",
           n, rounds, secs / rounds, n * rounds / secs);
    (void)bytes;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void print_times(const char *label, double *ms, int n, const char *what)
{
    qsort(ms, (size_t)n, sizeof *ms, cmp_double);
    printf("%-10s %6d %s  median %8.1f ms  max %8.1f ms\n", label, n, what, n ? ms[n / 2] : 0,
           n ? ms[n - 1] : 0);
}

/* One-edit repair and economy table of the cooked problems (those with more
 * than one key or a short solution), and the economy table of every problem. */
static void bench_aids(const Problem *all, int n)
{
    SolveOptions so;
    solve_options_default(&so);
    double *rep = malloc(sizeof *rep * (size_t)(n + 1)), *eco = malloc(sizeof *eco * (size_t)(n + 1));
    Economy *ec = malloc(sizeof *ec);
    if (!rep || !eco || !ec)
        exit(2);
    int ncooked = 0;
    long tried = 0;
    double repair_secs = 0;
    for (int i = 0; i < n; i++) {
        SolveOptions ko = so;
        ko.keys_only = true;
        Solution s;
        solve(&all[i].pos, &ko, &s);
        bool cooked = s.status == ST_COOKED || s.status == ST_SHORT;
        solution_free(&s);
        if (!cooked)
            continue;
        RepairOptions ro = { .depth = 1, .jobs = 1, .solve = so, .lang = LANG_EN };
        Repair r;
        char err[256];
        if (repair_run(&all[i], &ro, &r, err, sizeof err) == 0) {
            rep[ncooked] = r.seconds * 1e3;
            repair_secs += r.seconds;
            tried += r.legal;
            repair_free(&r);
        }
        double t0 = clock_seconds();
        economy_compute(&all[i], &so, LANG_EN, LANG_EN, 1, NULL, ec);
        eco[ncooked++] = (clock_seconds() - t0) * 1e3;
        economy_free(ec);
    }
    printf("versions   %6ld legal versions tested in %.2f s: %.0f versions/s (probe, and full play of the sound ones)\n",
           tried, repair_secs, repair_secs > 0 ? tried / repair_secs : 0);
    print_times("repair", rep, ncooked, "cooked problems, one edit");
    print_times("economy", eco, ncooked, "cooked problems       ");
    for (int i = 0; i < n; i++) {
        double t0 = clock_seconds();
        economy_compute(&all[i], &so, LANG_EN, LANG_EN, 1, NULL, ec);
        eco[i] = (clock_seconds() - t0) * 1e3;
        economy_free(ec);
    }
    print_times("economy", eco, n, "problems              ");
    free(rep);
    free(eco);
    free(ec);
}

/* --pass KIND COLLECTION N */
static int one_pass(char **argv)
{
    static const char *const kinds[] = { "full", "themes", "records" };
    int pass = -1;
    for (int k = 0; k < 3; k++)
        if (strcmp(argv[2], kinds[k]) == 0)
            pass = k;
    if (pass < 0) {
        fprintf(stderr, "bench: --pass full|themes|records\n");
        return 2;
    }
    int n, limit = atoi(argv[4]);
    Problem *all = load(argv[3], &n);
    SolveOptions so;
    solve_options_default(&so);
    for (int i = 0; i < n && i < limit; i++)
        run_one(&all[i], &so, (Pass)pass);
    for (int i = 0; i < n; i++)
        problem_free(&all[i]);
    free(all);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "--pass") == 0)
        return one_pass(argv);
    if (argc < 3) {
        fprintf(stderr, "usage: bench PERFT.epd COLLECTION.epd [ROUNDS]\n"
                        "       bench --pass full|themes|records COLLECTION.epd N\n");
        return 2;
    }
    int rounds = argc > 3 ? atoi(argv[3]) : 5;
    bench_perft(argv[1]);
    int n;
    Problem *all = load(argv[2], &n);
    bench_solve("full", all, n, false, rounds);
    bench_solve("keys-only", all, n, true, rounds);
    bench_themes(all, n, rounds);
    bench_records(all, n, rounds);
    bench_aids(all, n);
    for (int i = 0; i < n; i++)
        problem_free(&all[i]);
    free(all);
    return 0;
}
