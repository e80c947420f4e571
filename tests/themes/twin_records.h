/* twin_records.h - the records of every twin of a problem, as solve --json makes
 * them, for the tests of the themes across twins (test_themes_twins.c) and of
 * their counts (test_themes_counts.c). */
#ifndef CHIAVE_TEST_TWIN_RECORDS_H
#define CHIAVE_TEST_TWIN_RECORDS_H

#include <check.h>
#include <jansson.h>
#include <stdlib.h>

#include "solver/cli/commands.h"
#include "solver/report/record.h"
#include "tests/test_helpers.h"
#include "themes/twins.h"

/* The records of every twin of the one problem of path, as solve --json makes
 * them (each twin solved in turn, its record with the themes ending at it). */
static inline json_t *twin_records(const char *path)
{
    ReadAll *r = read_path(path);
    ck_assert_int_eq(r->rc, 0);
    SolveOptions o;
    solve_options_default(&o);
    Twins T = { 0 };
    json_t *records = json_array();
    for (int i = 0; i < r->n; i++) {
        ck_assert_msg(r->err[i][0] == '\0', "%s: %s", path, r->err[i]);
        ck_assert_ptr_nonnull(r->p[i].twin);
        char *line = solve_twin_record(&r->p[i], &o, LANG_EN, &T, NULL, NULL);
        ck_assert_ptr_nonnull(line);
        json_array_append_new(records, json_loads(line, 0, NULL));
        free(line);
    }
    twins_clear(&T);
    read_all_free(r);
    return records;
}

#endif
