/* fen_helpers.h - a FEN/EPD line that must be read, or refused with exactly
 * this message, for the tests of the reader. */
#ifndef CHIAVE_TEST_FEN_HELPERS_H
#define CHIAVE_TEST_FEN_HELPERS_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_file.h"
#include "tests/test_helpers.h"

/* Parses a line that must be accepted; the caller frees the Problem. */
static inline Problem parse_ok(const char *line)
{
    Problem p;
    char err[FEN_MSG] = "";
    int rc = fen_parse_line(line, &p, err, sizeof err);
    ck_assert_msg(rc == 0, "rejected '%.60s': %s", line, err);
    return p;
}

/* Parses a line that must be rejected with exactly this message. */
static inline void parse_bad(const char *line, const char *want)
{
    Problem p;
    char err[FEN_MSG] = "";
    int rc = fen_parse_line(line, &p, err, sizeof err);
    ck_assert_msg(rc == -1, "accepted '%.60s'", line);
    ck_assert_str_eq(err, want);
    problem_free(&p);
}

#endif
