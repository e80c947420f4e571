/* fuzz_verify.c - libFuzzer harness for reading the expected records of
 * `chiave verify` (any bytes as JSON) and comparing them with real solutions
 * in both directions, strict and not. A record compared with itself shows no
 * change. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/compare/diff.h"
#include "solver/compare/expected.h"
#include "tests/fuzz/fuzz_problems.h"

/* Polgar 307 (tries with duals) and a problem with set play. */
static const char *const fens[] = {
    "1Q6/8/8/8/8/k2K4/8/8 w - -",
    "7k/p4b1B/1p1p2Qr/2p1R3/2P2q2/8/P5P1/6K1 w - -; id \"set\"",
};
#define NFENS 2

static Problem problems[NFENS];
static RecordPlay records[NFENS];

static void init(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    Solution s[NFENS];
    fuzz_solve_fens(fens, NFENS, problems, s);
    SolveOptions o;
    solve_options_default(&o);
    for (int i = 0; i < NFENS; i++) {
        record_play_init(&records[i]);
        record_play_of_solution_analysed(&records[i], &s[i], &o, NULL);
        solution_free(&s[i]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16384)
        return 0;
    init();
    for (int i = 0; i < NFENS; i++) {
        char err[512];
        RecordPlay rec;
        record_play_init(&rec);
        if (verify_pick_record((const char *)data, size, "fuzz", &problems[i], &rec, err, sizeof err)) {
            FUZZ_ASSERT(err[0] != '\0');
            record_play_free(&rec);
            continue;
        }
        DiffList d = { 0 };
        diff_records(&rec, &rec, true, LANG_EN, &d);
        FUZZ_ASSERT(d.n == 0);
        for (int strict = 0; strict < 2; strict++) {
            diff_records(&rec, &records[i], strict, LANG_EN, &d);
            diff_records(&records[i], &rec, strict, LANG_FR, &d);
        }
        for (int k = 0; k < d.n; k++)
            FUZZ_ASSERT(d.items[k].text && d.items[k].text[0]);
        diff_list_free(&d);
        record_play_free(&rec);
    }
    return 0;
}
