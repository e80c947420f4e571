/* test_batch_formats.c - PGN and Popeye input through `batch`, told apart by
 * content on standard input too; every twin a record. */
#include "tests/solver/batch/batch_helpers.h"

/* ---- PGN ---- */

/* A PGN file through batch, detected by its content on standard input too. */
START_TEST(pgn_batch)
{
    char *in[] = { DATA "problems.pgn" };
    char *out = tmp_path("pgn");
    BatchStats st;
    ck_assert_int_eq(run(config(in, 1, 2), out, NULL, &st), 0);
    ck_assert_int_eq(st.count[ST_SOUND], 3);
    ck_assert_int_eq(st.count[ST_ILLEGAL], 4);
    Lines a = norm_file(out);
    batch_stats_free(&st);

    run_on_stdin(DATA "problems.pgn", out);
    Lines b = norm_file(out);
    ck_assert_int_eq(b.n, 7);
    for (int i = 0; i < 7; i++) {
        /* the same records, the messages naming <stdin> */
        char *ea = field(a.line[i], "error"), *eb = field(b.line[i], "error");
        if (ea)
            ck_assert_str_eq(strchr(ea, ':'), strchr(eb, ':'));
        else
            ck_assert_str_eq(a.line[i], b.line[i]);
        free(ea);
        free(eb);
    }
    char *id = field(a.line[0], "id");
    ck_assert_str_eq(id, "Polgar, L.; Chess: 5334 Problems; 1994; 307");
    free(id);
    lines_free(&a);
    lines_free(&b);
    unlink(out);
    free(out);
}
END_TEST

/* Popeye input through batch: every twin a record with its twin fields, in
 * file order on any number of threads, the problem's own options honoured
 * (defence 2), its warnings on stderr, detected by content on standard input. */
START_TEST(popeye_batch)
{
    char *in[] = { "data/popeye/twins-fr.inp", "data/popeye/options-en.inp" };
    char *out = tmp_path("popeye");
    char *msgs;
    BatchStats st;
    ck_assert_int_eq(run(config(in, 2, 3), out, &msgs, &st), 0);
    ck_assert_int_eq(st.written, 21);
    ck_assert_int_eq(st.count[ST_ILLEGAL], 1);
    ck_assert_ptr_nonnull(strstr(msgs, "data/popeye/twins-fr.inp:22: condition madrasi: chiave solves "
                                       "orthodox #2 only"));
    ck_assert_ptr_nonnull(strstr(msgs, "data/popeye/options-en.inp:25: warning: options ignored: "
                                       "NoSymmetry, NoThreat (threats are shown)"));
    batch_stats_free(&st);
    free(msgs);
    Lines l = read_lines(out);
    ck_assert_int_eq(l.n, 21);
    json_t *b = json_loads(l.line[1], 0, NULL);
    ck_assert_str_eq(json_string_value(json_object_get(b, "twin")), "b");
    ck_assert_str_eq(json_string_value(json_object_get(b, "twin_of")), "data/popeye/twins-fr.inp:1");
    ck_assert_str_eq(json_string_value(json_object_get(b, "twinning")), "move c2 b1");
    ck_assert_str_eq(json_string_value(json_object_get(b, "title")), "Tous les jumeaux, en francais");
    ck_assert_str_eq(json_string_value(json_object_get(b, "authors")), "Main, Ecrite");
    ck_assert_str_eq(json_string_value(json_object_get(b, "source")),
                     "tests de chiave 2024, Mention d'honneur");
    json_decref(b);
    /* The error record of a twin says which twin it is. */
    json_t *e = json_loads(l.line[12], 0, NULL);
    ck_assert_str_eq(json_string_value(json_object_get(e, "status")), "illegal");
    ck_assert_str_eq(json_string_value(json_object_get(e, "twin")), "m");
    ck_assert_str_eq(json_string_value(json_object_get(e, "twinning")), "condition madrasi");
    json_decref(e);
    /* defence 2: a try that fails to two replies. */
    json_t *d = json_loads(l.line[20], 0, NULL);
    size_t i;
    json_t *t;
    bool two = false;
    json_array_foreach(json_object_get(d, "tries"), i, t)
        two |= json_array_size(json_object_get(t, "refutations")) == 2;
    ck_assert(two);
    ck_assert_ptr_null(json_object_get(d, "twin"));
    json_decref(d);
    lines_free(&l);

    /* The same file on standard input, told by its first word. */
    Lines want = reference("data/popeye/twins-de.inp");
    run_on_stdin("data/popeye/twins-de.inp", out);
    Lines got = norm_file(out);
    ck_assert_int_eq(got.n, want.n);
    for (int k = 0; k < got.n; k++) {
        char *tw = field(want.line[k], "twin"), *tg = field(got.line[k], "twin");
        ck_assert_str_eq(tg, tw);
        free(tw), free(tg);
    }
    lines_free(&want);
    lines_free(&got);
    unlink(out);
    free(out);
}
END_TEST

Suite *batch_formats_suite(void);
Suite *batch_formats_suite(void)
{
    Suite *s = suite_create("batch_formats");
    TCase *t = tcase_create("formats");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, pgn_batch);
    tcase_add_test(t, popeye_batch);
    suite_add_tcase(s, t);
    return s;
}
