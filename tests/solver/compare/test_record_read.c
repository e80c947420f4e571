/* test_record_read.c - the edge where records come in: a JSON record read into
 * a typed play (its shape checked, the same play as one made from the solution),
 * and the expected record of verify picked among several. Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "solver/compare/record_read.h"

#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -" /* the white king moved: no key */
#include "tests/solver/compare/verify_helpers.h"

/* Whether a[0..n) of A and b[0..n) of B are the same moves in the same order. */
static bool same_list(const RecordPlay *A, int fa, const RecordPlay *B, int fb, int n)
{
    for (int i = 0; i < n; i++)
        if (!rec_same_move(rec_moves(A, fa)[i], rec_moves(B, fb)[i]))
            return false;
    return true;
}

static bool same_vars(const RecordPlay *A, int fa, int na, const RecordPlay *B, int fb, int nb)
{
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++) {
        const RecVar *x = &rec_vars(A, fa)[i], *y = &rec_vars(B, fb)[i];
        if (!rec_same_move(x->defence, y->defence) || x->n != y->n || !same_list(A, x->first, B, y->first, x->n))
            return false;
    }
    return true;
}

static bool same_plays(const RecordPlay *A, const RecPlay *a, int na, const RecordPlay *B, const RecPlay *b, int nb)
{
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++)
        if (!rec_same_move(a[i].move, b[i].move) || a[i].bare != b[i].bare || a[i].check != b[i].check ||
            a[i].zugzwang != b[i].zugzwang || a[i].nthreats != b[i].nthreats ||
            !same_list(A, a[i].threats_first, B, b[i].threats_first, a[i].nthreats) ||
            !same_vars(A, a[i].vars_first, a[i].nvars, B, b[i].vars_first, b[i].nvars) ||
            a[i].nrefuts != b[i].nrefuts || !same_list(A, a[i].refuts_first, B, b[i].refuts_first, a[i].nrefuts))
            return false;
    return true;
}

/* The play made from a solution is the play read from its record, field by
 * field and in order, its themes too: the comparers read the same either way. */
START_TEST(play_of_solution_is_its_record_read)
{
    static const char *const files[] = { "../problems/le-grand.fen", "../problems/zagoruiko.fen",
                                         "../problems/duals.fen", "data/verify/new-set-mate.fen",
                                         "data/verify/changed-refutation.fen" };
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        Problem pb;
        char err[512];
        ck_assert_msg(read_first(files[f], &pb, err, sizeof err) == 0, "%s", err);
        RecordPlay *made = play_of(&pb, false);
        json_t *rec = record_of(&pb, false);
        RecordPlay *read = play_read(rec);
        ck_assert(made->has_start && read->has_start && made->start.side == read->start.side);
        ck_assert_msg(same_plays(made, made->keys, made->nkeys, read, read->keys, read->nkeys), "%s: keys", files[f]);
        ck_assert_msg(same_plays(made, made->tries, made->ntries, read, read->tries, read->ntries), "%s: tries",
                      files[f]);
        ck_assert(made->nshorts == read->nshorts &&
                  same_list(made, made->shorts_first, read, read->shorts_first, made->nshorts));
        ck_assert_msg(same_vars(made, made->set_first, made->nset, read, read->set_first, read->nset), "%s: set",
                      files[f]);
        ck_assert(made->nset > 0 || made->ntries > 0); /* something to compare beside the keys */
        ck_assert_int_eq(made->themes->n, read->themes->n);
        for (int i = 0; i < made->themes->n; i++)
            ck_assert(entry_equal(made->themes->entries[i], read->themes->entries[i]));
        play_free(read);
        json_decref(rec);
        play_free(made);
        problem_free(&pb);
    }
}
END_TEST

/* record_read's verdict on j: 0, or -1 with the message in err. */
static int read_shape(const json_t *j, char *err, size_t errlen)
{
    RecordPlay R;
    record_play_init(&R);
    int ret = record_read(j, &R, err, errlen);
    record_play_free(&R);
    return ret;
}

START_TEST(record_shape_checked)
{
    static const struct { const char *json, *msg; } bad[] = {
        { "[]", "record: not a JSON object" },
        { "{}", "keys: missing" },
        { "{\"keys\": {}}", "keys: not a list" },
        { "{\"keys\": [1]}", "keys[0]: not a move or a play {\"move\": ...}" },
        { "{\"keys\": [{\"san\": \"Kc3\"}]}", "keys[0].move: missing or not a move" },
        { "{\"keys\": [{\"move\": \"d3c3\", \"check\": 1}]}", "keys[0].check: not true or false" },
        { "{\"keys\": [{\"move\": \"d3c3\", \"threats\": [\"b8b3\", 2]}]}", "keys[0].threats[1]: not a move" },
        { "{\"keys\": [{\"move\": \"d3c3\", \"variations\": [{\"defence\": \"a3a2\"}]}]}",
          "keys[0].variations[0].mates: missing" },
        { "{\"keys\": [], \"short\": \"e2e4\"}", "short: not a list of moves" },
        { "{\"keys\": [], \"tries\": [{\"move\": \"d3c2\", \"refutations\": [null]}]}", "tries[0].refutations[0]: not a move" },
        { "{\"keys\": [], \"set\": [{\"mates\": []}]}", "set[0].defence: missing or not a move" },
        { "{\"keys\": [], \"fen\": 3}", "fen: not a string" },
        { "{\"keys\": [\"d3c3\", {\"move\": \"D3C3\"}]}", "keys[1]: the same move twice" },
        { "{\"keys\": [], \"set\": [{\"defence\": \"a3a2\", \"mates\": []}, {\"defence\": \"a3a2\", \"mates\": [\"b8b2\"]}]}",
          "set[1].defence: the same defence twice" },
        /* Moves are UCI: the typed play holds nothing else. */
        { "{\"keys\": [\"Kc3\"]}", "keys[0]: not a move" },
        { "{\"keys\": [{\"move\": \"d3c3\", \"threats\": [\"b8\"]}]}", "keys[0].threats[0]: not a move" },
        { "{\"keys\": [{\"move\": \"d3d3\"}]}", "keys[0].move: missing or not a move" },
        { "{\"keys\": [], \"set\": [{\"defence\": \"a3a2x\", \"mates\": []}]}",
          "set[0].defence: missing or not a move" },
    };
    char err[256];
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_t *j = parse_json(bad[i].json);
        ck_assert_msg(read_shape(j, err, sizeof err) == -1, "accepted %s", bad[i].json);
        ck_assert_str_eq(err, bad[i].msg);
        json_decref(j);
    }
    json_t *ok = record_of_fen(POLGAR_307);
    ck_assert_int_eq(read_shape(ok, err, sizeof err), 0);
    json_decref(ok);
    ok = parse_json("{\"keys\": [\"d3c3\"], \"fen\": null}");
    ck_assert_int_eq(read_shape(ok, err, sizeof err), 0);
    json_decref(ok);
}
END_TEST

/* A file of several records (batch output): the one with the problem's id,
 * else its FEN. */
START_TEST(pick_record_among_several)
{
    const char *text =
        "{\"id\": \"a\", \"fen\": \"" NO_KEY_307 "\", \"keys\": []}\n"
        "{\"id\": \"b\", \"fen\": \"" POLGAR_307 "\", \"keys\": [\"d3c3\"]}\n"
        "\n{\"id\": \"c\", \"fen\": \"" POLGAR_307 "\", \"keys\": [\"d3c4\"]}";
    char err[256];
    Problem pb = test_problem(POLGAR_307 "; id \"c\"");
    RecordPlay r;
    record_play_init(&r);
    ck_assert_msg(verify_pick_record(text, strlen(text), "x", &pb, &r, err, sizeof err) == 0, "%s", err);
    /* c's key, d3c4, not b's */
    ck_assert(r.nkeys == 1 && r.keys[0].move == MAKE_MOVE(SQ(3, 2), SQ(2, 3), 0, 0));
    record_play_free(&r);
    problem_free(&pb);

    pb = test_problem(POLGAR_307); /* no id: the first with the FEN */
    record_play_init(&r);
    ck_assert_msg(verify_pick_record(text, strlen(text), "x", &pb, &r, err, sizeof err) == 0, "%s", err);
    ck_assert(r.nkeys == 1 && r.keys[0].move == MAKE_MOVE(SQ(3, 2), SQ(2, 2), 0, 0)); /* b's d3c3 */
    record_play_free(&r);
    problem_free(&pb);

    pb = test_problem("8/8/8/8/8/k7/8/K6Q w - -");
    record_play_init(&r);
    ck_assert_int_eq(verify_pick_record(text, strlen(text), "x", &pb, &r, err, sizeof err), -1);
    record_play_free(&r);
    ck_assert_str_eq(err, "x: 3 records, none with this problem's FEN");
    problem_free(&pb);

    /* A single record is taken whatever its FEN; an unreadable one is named by line. */
    pb = test_problem("8/8/8/8/8/k7/8/K6Q w - -");
    record_play_init(&r);
    ck_assert_int_eq(verify_pick_record("{\"keys\": []}", 12, "x", &pb, &r, err, sizeof err), 0);
    ck_assert_int_eq(verify_pick_record("{\"keys\": []}\n\n{\"keys\": [}", 25, "x", &pb, &r, err, sizeof err), -1);
    ck_assert_msg(strncmp(err, "x:3: not a JSON record", 22) == 0, "%s", err);
    ck_assert_int_eq(verify_pick_record(" \n", 2, "x", &pb, &r, err, sizeof err), -1);
    ck_assert_str_eq(err, "x: no record found");
    ck_assert_int_eq(verify_pick_record("{\"keys\": 1}", 11, "x", &pb, &r, err, sizeof err), -1);
    ck_assert_str_eq(err, "x: not a solution record: keys: not a list");
    record_play_free(&r);
    problem_free(&pb);
}
END_TEST

Suite *record_read_suite(void);
Suite *record_read_suite(void)
{
    Suite *s = suite_create("record_read");
    TCase *t = tcase_create("record_read");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, play_of_solution_is_its_record_read);
    tcase_add_test(t, record_shape_checked);
    tcase_add_test(t, pick_record_among_several);
    suite_add_tcase(s, t);
    return s;
}
