/* theme_asserts.h - whether an analysis has an entry of a theme, an entry's
 * count, and the Analysis as the text report prints it, for the tests of the
 * themes. */
#ifndef CHIAVE_TEST_THEME_ASSERTS_H
#define CHIAVE_TEST_THEME_ASSERTS_H

#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "themes/theme_play.h"
#include "solver/report/json.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"
#include "solver/report/themes_text.h"

static inline json_int_t count_of(const json_t *e)
{
    return json_integer_value(json_object_get(e, "count"));
}

/* The Analysis of s in lang, as the text report prints it; malloc'd. */
static inline char *analysis_printed(const Solution *s, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(out);
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, s);
    themes_text(out, s, &A, lang);
    analysis_free(&A);
    fclose(out);
    return text;
}

/* The Analysis of a in lang, malloc'd; frees a. */
static inline char *analysis_of(Analysed *a, Lang lang)
{
    char *text = analysis_printed(&a->s, lang);
    analysed_free(a);
    return text;
}

/* The Analysis of problems/<file>.fen in lang, malloc'd. */
static inline char *analysis_text(const char *file, Lang lang)
{
    Analysed a;
    analyse_file(file, &a);
    return analysis_of(&a, lang);
}

/* The Analysis of the position fen in lang, malloc'd. */
static inline char *analysis_of_fen(const char *fen, Lang lang)
{
    Analysed a;
    Position pos = test_position(fen);
    analyse_pos(&pos, &a);
    return analysis_of(&a, lang);
}

#define TEXT_HAS(text, part) \
    ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)
#define TEXT_HAS_NOT(text, part) \
    ck_assert_msg(strstr(text, part) == NULL, "'%s' in:\n%s", part, text)

#define ASSERT_HAS(a, name) \
    ck_assert_msg(theme_named((a).themes, name) != NULL, "no %s entry", name)
#define ASSERT_NOT(a, name) \
    ck_assert_msg(theme_named((a).themes, name) == NULL, "unexpected %s entry", name)

#endif
