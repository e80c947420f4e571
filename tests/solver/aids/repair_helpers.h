/* repair_helpers.h - a problem's repair run as the tests of repair run it (two
 * jobs, the default search), and a move read from UCI that must be legal. */
#ifndef CHIAVE_TEST_REPAIR_HELPERS_H
#define CHIAVE_TEST_REPAIR_HELPERS_H

#include <check.h>
#include "solver/aids/repair.h"
#include "solver/movegen.h"
#include "tests/test_helpers.h"

static inline Move uci_move(const Position *pos, const char *uci)
{
    Move m = move_from_uci(pos, uci);
    ck_assert_msg(m != MOVE_NONE, "%s is not legal", uci);
    return m;
}

/* The repair of fen with its change texts in lang. */
static inline void repair_of_in(const char *fen, const char *key, int depth, double max_time, Lang lang, Repair *r,
                                Problem *pb)
{
    *pb = test_problem(fen);
    RepairOptions o = { .depth = depth, .jobs = 2, .max_time = max_time, .lang = lang, .words = lang };
    solve_options_default(&o.solve);
    o.key = key ? uci_move(&pb->pos, key) : MOVE_NONE;
    char err[256];
    int rc = repair_run(pb, &o, r, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
}

static inline void repair_of(const char *fen, const char *key, int depth, double max_time, Repair *r, Problem *pb)
{
    repair_of_in(fen, key, depth, max_time, LANG_EN, r, pb);
}

#endif
