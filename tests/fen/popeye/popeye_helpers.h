/* popeye_helpers.h - Popeye input text read as a file would be, for the tests
 * of the reader, and the positions they read most. */
#ifndef CHIAVE_TEST_POPEYE_HELPERS_H
#define CHIAVE_TEST_POPEYE_HELPERS_H

#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "fen/input.h"
#include "fen/popeye/popeye.h"
#include "tests/test_helpers.h"

#define ALL_PIECES "7k/8/8/8/8/8/5PP1/KQRBN3 w - -"

static inline ReadAll *popeye(const char *text)
{
    return read_string(text, "t", INPUT_POPEYE);
}

/* Reads "begin BODY next AFTER end", where AFTER states polgar-307: BODY is
 * an error record saying err, and the problem after it is still read. */
static inline void bad_then_307(const char *body, const char *after, const char *err)
{
    char text[512];
    snprintf(text, sizeof text, "begin\n%s\nnext %s end\n", body, after);
    ReadAll *r = popeye(text);
    ck_assert_msg(r->n == 2, "%s: %d problems", body, r->n);
    read_bad(r, 0, err);
    read_ok(r, 1, POLGAR_307);
    read_all_free(r);
}

#endif
