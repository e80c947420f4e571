/* bench.c - `make bench`: perft nodes/s on perft.epd, and problems/s and nodes/s of the
 * solver on a collection (full analysis and --keys-only), all in-process, one thread. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fen/fen.h"
#include "solver/solution.h"
#include "solver/movegen.h"

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

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
        double t0 = now_s();
        nodes += perft(&pb.pos, depth);
        secs += now_s() - t0;
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
    double t0 = now_s();
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            Solution s;
            solve(&all[i].pos, &so, &s);
            nodes += s.nodes;
            solution_free(&s);
        }
    double secs = now_s() - t0;
    printf("%-10s %6d problems x %d  %8.3f s per pass  %9.0f problems/s  %8.2f Mnodes/s\n", label, n,
           rounds, secs / rounds, n * rounds / secs, (double)nodes / secs / 1e6);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: bench PERFT.epd COLLECTION.epd [ROUNDS]\n");
        return 2;
    }
    int rounds = argc > 3 ? atoi(argv[3]) : 5;
    bench_perft(argv[1]);
    int n;
    Problem *all = load(argv[2], &n);
    bench_solve("full", all, n, false, rounds);
    bench_solve("keys-only", all, n, true, rounds);
    for (int i = 0; i < n; i++)
        problem_free(&all[i]);
    free(all);
    return 0;
}
