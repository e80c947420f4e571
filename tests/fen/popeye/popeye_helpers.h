/* popeye_helpers.h - Popeye input text read as a file would be, for the tests
 * of the reader. */
#ifndef CHIAVE_TEST_POPEYE_HELPERS_H
#define CHIAVE_TEST_POPEYE_HELPERS_H

#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "fen/input.h"
#include "fen/popeye/popeye.h"
#include "tests/test_helpers.h"

static inline ReadAll *popeye(const char *text)
{
    return read_string(text, "t", INPUT_POPEYE);
}

#endif
