/* test_helpers.h - small helpers shared by the Check suites. */
#ifndef CHIAVE_TEST_HELPERS_H
#define CHIAVE_TEST_HELPERS_H

#include <check.h>
#include "../fen/fen.h"
#include "../solver/solution.h"

/* The position of a FEN line; fails the test if it does not parse. */
static inline Position test_position(const char *fen)
{
    Problem pb;
    char err[FEN_MSG];
    int rc = fen_parse_line(fen, &pb, err, sizeof err);
    ck_assert_msg(rc == 0, "bad test FEN '%s': %s", fen, err);
    Position pos = pb.pos;
    problem_free(&pb);
    return pos;
}

#endif
