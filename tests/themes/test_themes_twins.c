/* test_themes_twins.c - the themes across twins (themes/twins.c, SPEC "Across
 * twins") on the problems/twins-*.inp examples: each entry on the record of the
 * last twin it spans, with "twins" and that twin's key; none where the twins miss
 * the theme; the text report says them after that twin, in four languages. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/themes/twin_records.h"

/* The entries of a record that span twins. */
static int across(const json_t *record)
{
    int n = 0;
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(record, "themes"), i, e)
        n += json_object_get(e, "twins") != NULL;
    return n;
}

/* The only entry of theme name that spans twins in record (fails unless one). */
static const json_t *across_named(const json_t *record, const char *name)
{
    const json_t *found = NULL;
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(record, "themes"), i, e)
        if (json_object_get(e, "twins") && strcmp(json_string_value(json_object_get(e, "name")), name) == 0) {
            ck_assert_msg(found == NULL, "two %s entries across twins", name);
            found = e;
        }
    ck_assert_msg(found != NULL, "no %s entry across twins", name);
    return found;
}

static json_int_t integer(const json_t *e, const char *field)
{
    ck_assert_ptr_nonnull(json_object_get(e, field));
    return json_integer_value(json_object_get(e, field));
}

/* Tanic's cyclic change, the try of one twin the key of the other: the three
 * mates go round between the solutions (cyclic change and Lačný), on b's record
 * with b's key. */
START_TEST(cyclic_change_across_twins)
{
    json_t *r = twin_records("../problems/twins-cyclic-change.inp");
    ck_assert_int_eq(json_array_size(r), 2);
    ck_assert_int_eq(across(json_array_get(r, 0)), 0); /* nothing ends at a */
    const json_t *b = json_array_get(r, 1), *e = across_named(b, "cyclic-change");
    ck_assert_msg(strings_are(json_object_get(e, "twins"), STRINGS("a", "b")), "twins");
    ck_assert_str_eq(json_string_value(json_object_get(e, "key")), "d2c3");
    ck_assert_msg(strings_are(json_object_get(e, "phases"), STRINGS("1.Be3!", "1.Bc3!")), "phases");
    ck_assert_int_eq(integer(e, "n"), 3);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("d6c5", "d6e5", "d4d1")));
    /* The same cycle is the Lačný theme (a cyclic change of three mates between two
     * phases, GLOSSARY.md), as within one problem (pc-1002 of themes-labels). */
    e = across_named(b, "lacny");
    ck_assert_msg(strings_are(json_object_get(e, "twins"), STRINGS("a", "b")), "twins");
    ck_assert_int_eq(integer(e, "n"), 3);
    /* The four queen moves met alike in both twins are one defence (1...Q~), as
     * between the phases 1.Bc3? and 1.Be3! of one problem: three, six moves. */
    e = across_named(b, "changed-mates");
    ck_assert_int_eq(integer(e, "count"), 3);
    ck_assert_int_eq(json_array_size(json_object_get(e, "defences")), 6);
    e = across_named(b, "transferred-mates");
    ck_assert_int_eq(integer(e, "count"), 3);
    json_decref(r);
}
END_TEST

/* Three twins, two defences, each with another mate in each twin: Zagoruiko
 * 3x2 on c's record only (a and b alone show changed mates, not a Zagoruiko). */
START_TEST(zagoruiko_across_twins)
{
    json_t *r = twin_records("../problems/twins-zagoruiko.inp");
    ck_assert_int_eq(json_array_size(r), 3);
    const json_t *c = json_array_get(r, 2), *e = across_named(c, "zagoruiko");
    ck_assert_msg(strings_are(json_object_get(e, "twins"), STRINGS("a", "b", "c")), "twins");
    ck_assert_int_eq(integer(e, "m"), 3);
    ck_assert_int_eq(integer(e, "n"), 2);
    ck_assert(same_strings(json_object_get(e, "defences"), STRINGS("e7d6", "e7f8")));
    ck_assert_str_eq(json_string_value(json_object_get(e, "key")), "b4e4");
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(json_array_get(r, 1), "themes"), i, x)
        ck_assert_str_ne(json_string_value(json_object_get(x, "name")), "zagoruiko");
    /* changed mates between each earlier twin and c, one entry each */
    const char *names[2][2] = { { "a", "c" }, { "b", "c" } };
    int seen = 0;
    json_array_foreach(json_object_get(c, "themes"), i, x)
        if (json_object_get(x, "twins") && strcmp(json_string_value(json_object_get(x, "name")), "changed-mates") == 0) {
            ck_assert_int_lt(seen, 2);
            ck_assert_msg(strings_are(json_object_get(x, "twins"), names[seen], 2), "changed-mates twins %d", seen);
            seen++;
        }
    ck_assert_int_eq(seen, 2);
    json_decref(r);
}
END_TEST

/* The threats of the twins' keys come back exchanged as the mates of two
 * different defences: pseudo Le Grand across twins, with each twin's threat. */
START_TEST(pseudo_le_grand_across_twins)
{
    json_t *r = twin_records("../problems/twins-pseudo-le-grand.inp");
    const json_t *e = across_named(json_array_get(r, 1), "pseudo-le-grand");
    ck_assert_msg(strings_are(json_object_get(e, "twins"), STRINGS("a", "b")), "twins");
    const json_t *play = json_object_get(e, "play");
    ck_assert_int_eq(json_array_size(play), 2);
    ck_assert_msg(strings_are(json_object_get(json_array_get(play, 0), "threats"), STRINGS("a2a1")), "a's threat");
    ck_assert_msg(strings_are(json_object_get(json_array_get(play, 1), "threats"), STRINGS("h2h1")), "b's threat");
    ck_assert_int_eq(across(json_array_get(r, 0)), 0);
    json_decref(r);
}
END_TEST

/* The near-miss: a twin with the same play has nothing across twins; a twin with
 * one changed mate has changed mates but no cyclic change, Zagoruiko or Le Grand.
 * Twins rotated or mirrored (twins-en.inp) are no phases of one play at all. */
START_TEST(twins_that_miss)
{
    json_t *r = twin_records("../problems/twins-miss.inp");
    ck_assert_int_eq(json_array_size(r), 3);
    ck_assert_int_eq(across(json_array_get(r, 1)), 0);
    const json_t *c = json_array_get(r, 2);
    ck_assert_int_gt(across(c), 0);
    /* transferred-mates: one mate, 2.b8=Q#, goes from a)'s and b)'s defences to c)'s: it takes
     * two (KEY.md). */
    static const char *const never[] = { "cyclic-change", "reciprocal-change", "zagoruiko", "le-grand",
                                         "pseudo-le-grand", "transferred-mates" };
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(c, "themes"), i, x) {
        const char *name = json_string_value(json_object_get(x, "name"));
        for (size_t k = 0; k < sizeof never / sizeof *never; k++)
            ck_assert_str_ne(name, never[k]);
        if (json_object_get(x, "twins") && strcmp(name, "changed-mates") == 0)
            ck_assert_int_eq(integer(x, "count"), 1); /* 1...Ke5 alone */
    }
    json_decref(r);

    Run run = run_cmd(cmd_solve, 2, (const char *const[]){ "--json", "data/popeye/twins-en.inp" });
    ck_assert_ptr_nonnull(strstr(run.out, "\"twin\":\"k\""));
    ck_assert_ptr_null(strstr(run.out, "\"twins\":"));
}
END_TEST

/* The text report says the themes across twins after the twin they end at, once,
 * under its heading in the reader's language, each twin named once, before its
 * play (not "cyclic change (3) a) b): a) ..."). */
START_TEST(text_after_the_last_twin)
{
    static const struct { const char *lang, *heading, *title; } L[] = {
        { "en", "Across twins:", "cyclic change (3): a) 1.Be3! 1...Kc5 2.f8=Q#" },
        { "it", "Tra i gemelli:", "cambio ciclico (3): a) 1.Ae3! 1...Rc5 2.f8=D#" },
        { "de", "Zwischen den Zwillingen:", "zyklischer Mattwechsel (3): a) 1.Le3! 1...Kc5 2.f8=D#" },
        { "fr", "Entre les jumeaux\u00a0:", "changement cyclique (3)\u00a0: a) 1.Fe3! 1...Rc5 2.f8=D#" },
    };
    for (size_t i = 0; i < sizeof L / sizeof *L; i++) {
        Run run = run_cmd(cmd_solve, 5, (const char *const[]){ "--board", "none", "--lang", L[i].lang,
                                                               "../problems/twins-cyclic-change.inp" });
        ck_assert_int_eq(run.status, 0);
        const char *b = strstr(run.out, "\nb) "), *h = strstr(run.out, L[i].heading);
        ck_assert_msg(b && h && h > b, "%s: the heading after twin b", L[i].lang);
        ck_assert_ptr_null(strstr(h + 1, L[i].heading)); /* once */
        ck_assert_msg(strstr(h, L[i].title), "%s: %s", L[i].lang, L[i].title);
    }
}
END_TEST

/* Changed and transferred mates across twins write the moves of one man met alike
 * in both twins as one defence, as between the phases of one problem ("1...Q~",
 * not "1...Qxd1 ... 1...Qd2 ... 1...Qd3 ... 1...Qd5"), and count it once. */
START_TEST(twin_texts_write_a_group_once)
{
    static const struct { const char *lang, *changed, *transferred; } L[] = {
        { "en", "changed mates (3): a) 1.Be3! 1...Kc5 2.f8=Q# (=B) 1...Ke5 2.Qxd4# 1...Q~ 2.b8=Q# (=B);",
          "transferred mates (3): a) 1.Be3! " },
        { "de", "Mattwechsel (3): a) 1.Le3! 1...Kc5 2.f8=D# (=L) 1...Ke5 2.Dxd4# 1...D~ 2.b8=D# (=L);",
          "Mattverschiebungen (3): a) 1.Le3! " },
    };
    for (size_t i = 0; i < sizeof L / sizeof *L; i++) {
        Run run = run_cmd(cmd_solve, 5, (const char *const[]){ "--board", "none", "--lang", L[i].lang,
                                                               "../problems/twins-cyclic-change.inp" });
        ck_assert_int_eq(run.status, 0);
        const char *c = strstr(run.out, L[i].changed), *t = strstr(run.out, L[i].transferred);
        ck_assert_msg(c && t, "%s: the grouped changed and transferred mates", L[i].lang);
        const char *end = strstr(t, "\n");
        while (end && strncmp(end, "\n      ", 7) == 0) /* the transferred mates' lines */
            end = strchr(end + 1, '\n');
        ck_assert_ptr_nonnull(end);
        for (const char *q = c; q < end; q++) /* no queen move of the group on its own */
            ck_assert_msg(strncmp(q, "Qd2", 3) != 0 && strncmp(q, "Dd2", 3) != 0, "%s: %.*s", L[i].lang,
                          (int)(end - c), c);
    }
}
END_TEST

/* verify --strict against solve's records of twins: the same solution, the themes
 * across twins worked out alike (not "lost" on the last twin). */
START_TEST(verify_sees_the_themes_across_twins)
{
    Run rec = run_cmd(cmd_solve, 2, (const char *const[]){ "--json", "../problems/twins-cyclic-change.inp" });
    ck_assert_int_eq(rec.status, 0);
    ck_assert_ptr_nonnull(strstr(rec.out, "\"cyclic-change\""));
    const char *path = TEST_TMP("record.json");
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert(fputs(rec.out, f) >= 0 && fclose(f) == 0);
    Run r = run_cmd(cmd_verify, 4, (const char *const[]){ "--strict", "--expect", path,
                                                          "../problems/twins-cyclic-change.inp" });
    ck_assert_msg(r.status == 0, "%s", r.out);
    ck_assert_ptr_null(strstr(r.out, "lost"));
}
END_TEST

Suite *themes_twins_suite(void)
{
    Suite *s = suite_create("themes_twins");
    TCase *tc = tcase_create("across twins");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, cyclic_change_across_twins);
    tcase_add_test(tc, zagoruiko_across_twins);
    tcase_add_test(tc, pseudo_le_grand_across_twins);
    tcase_add_test(tc, twins_that_miss);
    tcase_add_test(tc, text_after_the_last_twin);
    tcase_add_test(tc, twin_texts_write_a_group_once);
    tcase_add_test(tc, verify_sees_the_themes_across_twins);
    suite_add_tcase(s, tc);
    return s;
}
