/* phase_asserts.h - the assertions of the tests of the themes across phases: an
 * example shows a theme (one entry on these phases and defences) or misses it. */
#ifndef CHIAVE_TEST_PHASE_ASSERTS_H
#define CHIAVE_TEST_PHASE_ASSERTS_H

#include <check.h>
#include <jansson.h>
#include <string.h>
#include "tests/test_helpers.h"

/* The example shows the theme: one entry, on these phases and defences. */
#define ASSERT_SHOWN(file, name, phases, defences) do { \
        Analysed a_; \
        analyse_file(file, &a_); \
        ck_assert_msg(theme_count_named(a_.themes, name) == 1, "%s: %d %s entries", file, \
                      theme_count_named(a_.themes, name), name); \
        const json_t *e_ = theme_named(a_.themes, name); \
        ck_assert_msg(strings_are(json_object_get(e_, "phases"), STRINGS phases), "%s: phases", file); \
        ck_assert_msg(same_strings(json_object_get(e_, "defences"), STRINGS defences), "%s: defences", file); \
        ck_assert_int_eq(json_array_size(json_object_get(e_, "play")), \
                         json_array_size(json_object_get(e_, "phases"))); \
        analysed_free(&a_); \
    } while (0)

/* The example misses the theme: no entry. */
#define ASSERT_MISSED(file, name) do { \
        Analysed a_; \
        analyse_file(file, &a_); \
        ck_assert_msg(theme_named(a_.themes, name) == NULL, "%s: unexpected %s entry", file, name); \
        analysed_free(&a_); \
    } while (0)

/* The position fen (default options) misses the theme: no entry. */
#define ASSERT_MISSED_FEN(fen, name) do { \
        Analysed a_; \
        Position pos_ = test_position(fen); \
        analyse_pos(&pos_, &a_); \
        ck_assert_msg(theme_named(a_.themes, name) == NULL, "%s: unexpected %s entry", fen, name); \
        analysed_free(&a_); \
    } while (0)

/* A field of an entry of a problem, as an integer. */
static inline json_int_t field_of(const char *file, const char *name, const char *field)
{
    Analysed a;
    analyse_file(file, &a);
    json_int_t v = json_integer_value(json_object_get(theme_named(a.themes, name), field));
    analysed_free(&a);
    return v;
}

/* The entry named name of the position fen (default options), or NULL; *out
 * holds the analysis (free with analysed_free). */
static inline const json_t *fen_entry(const char *fen, const char *name, Analysed *out)
{
    Position pos = test_position(fen);
    analyse_pos(&pos, out);
    return theme_named(out->themes, name);
}

/* Field f of entry e as a string ("" when absent). */
static inline const char *str(const json_t *e, const char *f)
{
    const char *v = json_string_value(json_object_get(e, f));
    return v ? v : "";
}

/* The "variant" of the only entry named name of problems/<file>.fen equals variant. */
static inline void assert_file_variant(const char *file, const char *name, const char *variant)
{
    Analysed a;
    analyse_file(file, &a);
    ck_assert_int_eq(theme_count_named(a.themes, name), 1);
    ck_assert_str_eq(str(theme_named(a.themes, name), "variant"), variant);
    analysed_free(&a);
}

/* themes holds one entry named name, of this variant, on the phases try_ and
 * key exactly, for the one defence (uci). */
static inline void assert_one_entry(json_t *themes, const char *name, const char *variant,
                                    const char *try_, const char *key, const char *defence)
{
    ck_assert_int_eq(theme_count_named(themes, name), 1);
    const json_t *e = theme_named(themes, name);
    ck_assert_str_eq(str(e, "variant"), variant);
    const char *phases[] = { try_, key };
    ck_assert_msg(strings_are(json_object_get(e, "phases"), phases, 2), "%s: phases", name);
    ck_assert_msg(strings_are(json_object_get(e, "defences"), &defence, 1), "%s: defences", name);
}

/* The one entry named name of problems/<file>.fen (NULL when there is none); *a
 * holds the analysis (free with analysed_free). */
static inline const json_t *file_entry(const char *file, const char *name, Analysed *a)
{
    analyse_file(file, a);
    ck_assert_int_le(theme_count_named(a->themes, name), 1);
    return theme_named(a->themes, name);
}

static inline bool labels_are(const json_t *e, const char *const *want, size_t n)
{
    return e && strings_are(json_object_get(e, "phases"), want, n);
}

/* Whether list field of block j ("threats", "refutations") is want. */
static inline bool moves_are(const json_t *e, size_t j, const char *field, const char *const *want, size_t n)
{
    return e && strings_are(json_object_get(json_array_get(json_object_get(e, "play"), j), field), want, n);
}

#endif
