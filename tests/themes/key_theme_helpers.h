/* key_theme_helpers.h - the detectors of key quality, mates and lines run on a
 * problem of problems/, and what their entries say, for their tests. */
#ifndef CHIAVE_TEST_KEY_THEME_HELPERS_H
#define CHIAVE_TEST_KEY_THEME_HELPERS_H

#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "solver/tables.h"
#include "themes/king_squares.h"
#include "themes/theme_key.h"
#include "themes/phases.h"
#include "solver/report/json.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"

static const ThemeDetector mine[] = {
    theme_key_features, theme_battery_mate, theme_cross_check,
};
/* The themes of mates over every phase (self-block, pin-mate, Grimshaw, Novotny). */
static const PhaseDetector mine_over_phases[] = { theme_self_block, theme_pin_mate, theme_grimshaw, theme_novotny };

/* Runs detector f over one play and appends its entries to out as the record has them. */
static inline void detect_into(ThemeDetector f, const Solution *s, const Play *p, json_t *out)
{
    Analysis A;
    analysis_init(&A);
    f(s, p, &A);
    json_t *themes = report_json_themes(&A);
    json_array_extend(out, themes);
    json_decref(themes);
    analysis_free(&A);
}

/* Runs the detectors of this suite over one play, and those over every phase. */
static inline json_t *detect(const Solution *s, const Play *p)
{
    json_t *out = json_array();
    for (size_t i = 0; i < sizeof mine / sizeof *mine; i++)
        detect_into(mine[i], s, p, out);
    Phases P;
    phases_build(s, &P);
    for (size_t i = 0; i < sizeof mine_over_phases / sizeof *mine_over_phases; i++) {
        Analysis A;
        analysis_init(&A);
        mine_over_phases[i](&P, &A);
        json_t *themes = report_json_themes(&A);
        json_array_extend(out, themes);
        json_decref(themes);
        analysis_free(&A);
    }
    phases_free(&P);
    return out;
}

/* Solves problems/<name>.fen (a sound problem) and returns the themes of its key. */
static inline json_t *key_themes(const char *name, Solution *s)
{
    solve_problem_file(name, s);
    return detect(s, &s->keys[0]);
}

/* Whether the string array arr holds exactly the space-separated words of want. */
static inline bool same_set(json_t *arr, const char *want)
{
    if (!json_is_array(arr))
        return false;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", want);
    size_t n = 0;
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " ")) {
        bool found = false;
        size_t i;
        json_t *v;
        json_array_foreach(arr, i, v)
            found |= strcmp(json_string_value(v), w) == 0;
        if (!found)
            return false;
        n++;
    }
    return n == json_array_size(arr);
}

static inline const char *str(json_t *e, const char *field)
{
    return json_string_value(json_object_get(e, field));
}

/* The mates listed for defence d in an entry's "variations", or NULL. */
static inline json_t *mates_after(json_t *e, const char *d)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(e, "variations"), i, v)
        if (strcmp(str(v, "defence"), d) == 0)
            return json_object_get(v, "mates");
    return NULL;
}

/* The mates of defence d in the phase labelled phase ("set", "1.Qb4!") of an
 * entry over phases, or NULL. */
static inline json_t *mates_in(json_t *e, const char *phase, const char *d)
{
    size_t i;
    json_t *b;
    json_array_foreach(json_object_get(e, "play"), i, b)
        if (strcmp(str(b, "phase"), phase) == 0)
            return mates_after(b, d);
    return NULL;
}

/* The "phases" labels of entry e as one space-separated string, in buf. */
static inline const char *phases_of(json_t *e, char *buf, size_t len)
{
    size_t i, n = 0;
    json_t *l;
    buf[0] = 0;
    json_array_foreach(json_object_get(e, "phases"), i, l)
        n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "%s%s", i ? " " : "", json_string_value(l));
    return buf;
}

/* The one entry of theme name in themes (there must be exactly one). */
static inline json_t *only_entry(json_t *themes, const char *name)
{
    ck_assert_msg(theme_count_named(themes, name) == 1, "%d %s entries, not one", theme_count_named(themes, name),
                  name);
    return theme_named(themes, name);
}

/* Field field of entry e holds exactly the space-separated words of want. */
#define FIELD_IS(e, field, want) \
    ck_assert_msg(same_set(json_object_get(e, field), want), "%s: not {%s}", field, want)

#define WITH(name) \
    Solution s_; \
    json_t *t_ = key_themes(name, &s_)
#define DONE() \
    do { json_decref(t_); solution_free(&s_); } while (0)
#define HAS(name) ck_assert_msg(theme_named(t_, name), "no %s", name)
#define HASNT(name) ck_assert_msg(!theme_named(t_, name), "unexpected %s", name)

#endif
