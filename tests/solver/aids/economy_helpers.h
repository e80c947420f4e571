/* economy_helpers.h - the economy of a FEN, its man on a square and its
 * printed table, for the Check suites of `economy` (test_economy*.c). Apart
 * from aids_helpers.h, which the corpus's aids check reads without Check. */
#ifndef CHIAVE_TEST_ECONOMY_HELPERS_H
#define CHIAVE_TEST_ECONOMY_HELPERS_H

#include <check.h>
#include <stdio.h>
#include <string.h>
#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "tests/test_helpers.h"

/* The problem of fen in *pb and its economy in *ec, worded in lang, computed
 * on jobs threads. */
static inline void economy_of(const char *fen, Lang lang, int jobs, Economy *ec, Problem *pb)
{
    *pb = test_problem(fen);
    SolveOptions so;
    solve_options_default(&so);
    economy_compute(pb, &so, lang, lang, jobs, NULL, ec);
}

/* The man of ec on sq; the test fails when there is none. */
static inline const ManEconomy *man_on(const Economy *ec, const char *sq)
{
    for (int i = 0; i < ec->nmen; i++) {
        char name[3];
        square_name(ec->men[i].square, name);
        if (strcmp(name, sq) == 0)
            return &ec->men[i];
    }
    ck_abort_msg("no man on %s", sq);
    return NULL;
}

/* The economy table of pb in lang, as `chiave economy` prints it; malloc'd. */
static inline char *economy_table(const Problem *pb, const Economy *ec, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(out);
    economy_print(out, pb, ec, lang);
    fclose(out);
    return text;
}

#endif
