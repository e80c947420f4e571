/* report_helpers.h - the text report of a FEN, a problem or a problems/ file,
 * and a part it must hold; a FEN's first themes entry of a theme; for the tests
 * of the reports. */
#ifndef CHIAVE_TEST_REPORT_HELPERS_H
#define CHIAVE_TEST_REPORT_HELPERS_H

#include <check.h>
#include <ctype.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/cli/options.h"
#include "solver/report/json.h"
#include "solver/report/json_text.h"
#include "solver/report/publish.h"
#include "solver/report/text.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "themes/analysis.h"
#include "themes/theme_table.h"
#include "solver/report/json.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"

/* The text report of fen, malloc'd. */
/* The text report of pb (which it frees), malloc'd. */
static inline char *text_of_problem(Problem *pb, Lang lang)
{
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb->pos, &so, &s);
    char *text = report_text_string(pb, &s, &so, lang);
    ck_assert_ptr_nonnull(text);
    solution_free(&s);
    problem_free(pb);
    return text;
}

static inline char *text_of(const char *fen, Lang lang)
{
    Problem pb = test_problem(fen);
    return text_of_problem(&pb, lang);
}

#define ASSERT_HAS(text, part) \
    ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)

/* The text report of a problems/ file, malloc'd. */
static inline char *text_of_file(const char *name, Lang lang)
{
    char path[128], err[FEN_MSG];
    snprintf(path, sizeof path, "../problems/%s.fen", name);
    Problem pb;
    ck_assert_msg(read_first(path, &pb, err, sizeof err) == 0, "%s", err);
    return text_of_problem(&pb, lang);
}

/* The published solution of problems/NAME.fen in lang (`solve --publish`,
 * with --notation figurine when figurine), malloc'd. */
static inline char *published(const char *name, Lang lang, bool figurine)
{
    char path[256], err[2 * FEN_MSG];
    snprintf(path, sizeof path, "../problems/%s.fen", name);
    Problem pb;
    ck_assert_msg(read_first(path, &pb, err, sizeof err) == 0, "%s", err);
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb.pos, &so, &s);
    TextStyle ts;
    text_style_default(&ts, lang);
    ts.figurine = figurine;
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    ck_assert_ptr_nonnull(f);
    report_publish(f, &pb, &s, &so, &ts);
    fclose(f);
    solution_free(&s);
    problem_free(&pb);
    return out;
}

/* The first entry of theme id of problems/<name>.fen, solved, with its analysis in A. */
static inline const ThemeEntry *entry_of_file(const char *name, ThemeId id, Solution *s, Analysis *A)
{
    solve_problem_file(name, s);
    analysis_init(A);
    analysis_build(A, s);
    for (int i = 0; i < A->n; i++)
        if (A->entries[i]->id == id)
            return A->entries[i];
    ck_abort_msg("%s: no entry", name);
    return NULL;
}

/* The first entry of theme id of fen, solved, with its analysis in A. */
static inline const ThemeEntry *entry_of_fen(const char *fen, ThemeId id, Solution *s, Analysis *A)
{
    Position pos = test_position(fen);
    SolveOptions o;
    solve_options_default(&o);
    solve(&pos, &o, s);
    analysis_init(A);
    analysis_build(A, s);
    for (int i = 0; i < A->n; i++)
        if (A->entries[i]->id == id)
            return A->entries[i];
    ck_abort_msg("%s: no %s", fen, theme_info(id)->name);
    return NULL;
}

/* text with every run of blanks (line breaks and their indent included) one space. */
static inline char *flat(const char *text)
{
    char *out = malloc(strlen(text) + 1), *o = out;
    ck_assert_ptr_nonnull(out);
    for (const char *p = text; *p; p++) {
        if (isspace((unsigned char)*p)) {
            if (o > out && o[-1] != ' ')
                *o++ = ' ';
        } else {
            *o++ = *p;
        }
    }
    *o = '\0';
    return out;
}

#endif
