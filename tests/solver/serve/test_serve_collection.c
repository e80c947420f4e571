/* test_serve_collection.c - the workbench's collection: listed, saved back;
 * Popeye and YAML files a twin a row. Run from tests/. */
#include <check.h>
#include <ctype.h>
#include <fcntl.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sys/socket.h>

#include "solver/aids/economy.h"
#include "solver/report/json.h"
#include "solver/report/record_san.h"
#include "solver/serve/api.h"
#include "solver/serve/assets.h"
#include "solver/serve/collection.h"
#include "solver/serve/guard.h"
#include "solver/serve/routes.h"
#include "solver/serve/server.h"
#include "tests/test_helpers.h"

#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -"
#include "tests/solver/serve/serve_helpers.h"

/* ---- the collection --------------------------------------------------- */

START_TEST(collection_list_and_save)
{
    const char *path = TEST_TMP("collection");
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
    ck_assert_int_ge(fd, 0);
    const char *text = "# two problems\n" POLGAR_307 "; id \"a\"\n8/8/9/8/8/8/8/K1k5 w - -; id \"bad\"\n";
    ck_assert_int_eq(write(fd, text, strlen(text)), (int)strlen(text));
    close(fd);
    ApiContext cx = context();
    int status;
    json_t *l = call(&cx, "GET", "/api/collection", NULL, &status);
    ck_assert_int_eq(status, 200);
    ck_assert(json_is_null(json_object_get(l, "name")));
    ck_assert_int_eq(json_integer_value(json_object_get(l, "total")), 0);
    json_decref(l);
    json_t *e = call(&cx, "POST", "/api/collection/save", "{\"edits\": [{\"index\": 0, \"fen\": \"" NO_KEY_307 "\"}]}", &status);
    ck_assert_int_eq(status, 409);
    json_decref(e);

    char err[256];
    ck_assert_int_eq(collection_load_file(cx.collection, path, err, sizeof err), 0);
    l = call(&cx, "GET", "/api/collection?from=1&count=5", NULL, &status);
    ck_assert_int_eq(json_integer_value(json_object_get(l, "total")), 2);
    json_t *p = json_array_get(json_object_get(l, "problems"), 0);
    ck_assert_int_eq(json_integer_value(json_object_get(p, "index")), 1);
    ck_assert_int_eq(json_integer_value(json_object_get(p, "line")), 3);
    ck_assert_str_eq(str(p, "id"), "bad");
    ck_assert_ptr_nonnull(strstr(str(p, "error"), ":3: field 1, rank 6"));
    ck_assert_int_eq(json_array_size(json_object_get(l, "problems")), 1);
    json_decref(l);

    e = call(&cx, "POST", "/api/collection/save", "{\"edits\": [{\"index\": 0, \"fen\": \"" NO_KEY_307 "\"}]}", &status);
    ck_assert_int_eq(status, 200);
    json_decref(e);
    FILE *f = fopen(path, "r");
    char buf[512] = "";
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    ck_assert_str_eq(buf, "# two problems\n" NO_KEY_307 "; id \"a\"\n8/8/9/8/8/8/8/K1k5 w - -; id \"bad\"\n");
    /* A field the route does not take is a bad request, as on every route (API.md). */
    api_says(&cx, "POST", "/api/collection/save",
             "{\"edits\": [{\"index\": 1, \"fen\": \"8/8/8/8/8/8/8/K1k5 w - -\"}], \"dry\": true}",
             400, "error", "dry: unknown field (edits)");
    /* The bad line can be mended too. */
    e = call(&cx, "POST", "/api/collection/save", "{\"edits\": [{\"index\": 1, \"fen\": \"8/8/8/8/8/8/8/K1k5 w - -\"}]}", &status);
    ck_assert_int_eq(status, 200);
    json_decref(e);
    l = call(&cx, "GET", "/api/collection?from=1", NULL, &status);
    ck_assert(json_is_null(json_object_get(json_array_get(json_object_get(l, "problems"), 0), "error")));
    json_decref(l);
    e = call(&cx, "GET", "/api/collection?count=1001", NULL, &status);
    ck_assert_int_eq(status, 400);
    json_decref(e);
    collection_free(cx.collection);
}
END_TEST

/* A FEN that stops after field 1 is a problem of the collection, and saved
 * back like any (fuzz_rewrite found it could not be: "no FEN to replace");
 * so is an edit that gives the board alone: 'w - -' completes both. */
START_TEST(collection_save_board_alone)
{
    ApiContext cx = context();
    int status;
    json_t *e = call(&cx, "POST", "/api/collection/open?name=alone.epd",
                     "8/8/8/8/1N6/6K1/3k4/5Q2; id \"alone\"\n8/8/8/8/1N6/6K1/3k4/5Q2 b\n", &status);
    ck_assert_int_eq(status, 200);
    json_decref(e);
    e = call(&cx, "POST", "/api/collection/save",
             "{\"edits\": [{\"index\": 0, \"fen\": \"" NO_KEY_307 "\"}, {\"index\": 1, \"fen\": \"1Q6/8/8/8/8/k2K4/8/8\"}]}",
             &status);
    ck_assert_msg(status == 200, "%d: %s", status, e ? str(e, "error") : "");
    json_decref(e);
    Request rq = { .method = "GET", .path = "/api/collection/text", .body = "" };
    Reply r;
    const char *allow;
    route(&cx, &rq, &r, &allow);
    ck_assert_int_eq(r.status, 200);
    ck_assert_str_eq(r.body, NO_KEY_307 "; id \"alone\"\n" POLGAR_307 "\n");
    reply_free(&r);
    collection_free(cx.collection);
}
END_TEST

/* A Popeye or YAML collection is listed with its format and each twin
 * labelled; its positions are not written back. */
START_TEST(collection_popeye_and_yaml)
{
    static const struct { const char *name, *text, *format; } files[] = {
        { "c.inp", "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n", "popeye" },
        { "c.yaml", "algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n"
                    "twins: {b: Move d3 c3}\n", "yaml" },
    };
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        const char *path = TEST_TMP(files[i].name);
        FILE *f = fopen(path, "w");
        ck_assert_ptr_nonnull(f);
        fputs(files[i].text, f);
        fclose(f);
        ApiContext cx = context();
        int status;
        char err[256];
        ck_assert_int_eq(collection_load_file(cx.collection, path, err, sizeof err), 0);
        json_t *l = call(&cx, "GET", "/api/collection", NULL, &status);
        ck_assert_int_eq(status, 200);
        ck_assert_str_eq(str(l, "format"), files[i].format);
        ck_assert_int_eq(json_integer_value(json_object_get(l, "total")), 2);
        json_t *a = json_array_get(json_object_get(l, "problems"), 0);
        json_t *b = json_array_get(json_object_get(l, "problems"), 1);
        ck_assert_str_eq(str(a, "fen"), POLGAR_307);
        ck_assert_str_eq(str(a, "twin"), "a");
        ck_assert_str_eq(str(a, "twinning"), "diagram");
        ck_assert_str_eq(str(b, "fen"), "1Q6/8/8/8/8/k1K5/8/8 w - -");
        ck_assert_str_eq(str(b, "twin"), "b");
        ck_assert_str_eq(str(b, "twinning"), "move d3 c3");
        ck_assert_ptr_nonnull(str(a, "twin_of")); /* both twins of one problem */
        ck_assert_str_eq(str(a, "twin_of"), str(b, "twin_of"));
        ck_assert_str_eq(str(b, "twin_text"), "b) Kd3→c3");
        json_decref(l);
        l = call(&cx, "GET", "/api/collection?lang=de", NULL, &status);
        ck_assert_str_eq(str(json_array_get(json_object_get(l, "problems"), 1), "twin_text"), "b) Kd3→c3");
        json_decref(l);
        l = call(&cx, "GET", "/api/collection?lang=xx", NULL, &status);
        ck_assert_int_eq(status, 400);
        json_decref(l);
        api_says_part(&cx, "POST", "/api/collection/save",
                      "{\"edits\": [{\"index\": 0, \"fen\": \"" NO_KEY_307 "\"}]}",
                      400, "error", "positions are written back only into FEN/EPD and PGN files");
        f = fopen(path, "r");
        char buf[512] = "";
        buf[fread(buf, 1, sizeof buf - 1, f)] = '\0';
        fclose(f);
        ck_assert_str_eq(buf, files[i].text);
        collection_free(cx.collection);
    }
}
END_TEST

/* A twinned problem of the collection is solved with its twins together, as
 * `chiave index` and `chiave solve` solve it: the search finds a theme across
 * twins on the twin that ends it (problems/twins-zagoruiko.inp: Zagoruiko 3x2
 * on twin c, as `chiave find --theme zagoruiko` finds it), and
 * /api/collection/solve gives each twin's record with those themes. */
START_TEST(collection_twins_solved_together)
{
    ApiContext cx = context();
    int status;
    char err[256];
    ck_assert_int_eq(collection_load_file(cx.collection, "../problems/twins-zagoruiko.inp", err, sizeof err), 0);
    json_t *j = call(&cx, "GET", "/api/collection/find?theme=zagoruiko", NULL, &status);
    ck_assert_int_eq(status, 200);
    ck_assert_int_eq(json_integer_value(json_object_get(j, "total")), 3);
    ck_assert_int_eq(json_array_size(json_object_get(j, "matches")), 1);
    ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(j, "matches"), 0)), 2);
    json_decref(j);
    for (int row = 0; row < 3; row++) { /* any twin's row answers for the whole problem */
        char body[64];
        snprintf(body, sizeof body, "{\"index\": %d, \"options\": {\"lang\": \"de\"}}", row);
        j = call(&cx, "POST", "/api/collection/solve", body, &status);
        ck_assert_int_eq(status, 200);
        ck_assert_int_eq(json_integer_value(json_object_get(j, "index")), 0);
        ck_assert_str_eq(str(j, "twin"), "a");
        json_t *twins = json_object_get(j, "twins");
        ck_assert_int_eq(json_array_size(twins), 2);
        json_t *c = json_array_get(twins, 1);
        ck_assert_int_eq(json_integer_value(json_object_get(c, "index")), 2);
        ck_assert_str_eq(str(c, "twin"), "c");
        ck_assert_str_eq(str(c, "twin_text"), "c) Lb2\u2192f7");
        ck_assert_ptr_nonnull(strstr(str(c, "analysis"), "Zwischen den Zwillingen:"));
        bool zagoruiko = false;
        size_t k;
        json_t *chip;
        json_array_foreach(json_object_get(c, "chips"), k, chip)
            zagoruiko |= strcmp(str(chip, "label"), "Zagoruiko 3x2") == 0 && json_is_true(json_object_get(chip, "twins"));
        ck_assert(zagoruiko);
        json_decref(j);
    }
    /* the key as composers write it; a typo is no key (it matched nothing) */
    j = call(&cx, "GET", "/api/collection/find?key=1.Rb7!", NULL, &status);
    ck_assert_int_eq(status, 200);
    ck_assert_int_eq(json_array_size(json_object_get(j, "matches")), 1);
    ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(j, "matches"), 0)), 1);
    json_decref(j);
    api_says(&cx, "GET", "/api/collection/find?key=Qz9", NULL, 400, "error",
             "key: 'Qz9' is not a move like Kc3, 1.Kc3!, Nxf7+, e8=Q, 0-0 or e2e4");
    api_says(&cx, "POST", "/api/collection/solve", "{\"index\": 3}", 400, "error",
             "index: not a problem of the collection (from 0 to 2)");
    api_says(&cx, "POST", "/api/collection/solve", "{\"index\": \"1\"}", 400, "error",
             "index: not a problem of the collection (from 0 to 2)");
    api_says(&cx, "POST", "/api/collection/solve", "{\"index\": 0, \"fen\": \"x\"}", 400, "error",
             "fen: unknown field (index, options)");
    collection_free(cx.collection);
}
END_TEST

/* Problems named alike (a file of drafts, each "remark id: draft") are each
 * a problem with its own twins, never one problem of all their positions:
 * 150 problems of two twins (300 positions) were one of 300, refused with
 * 413 (more than 256 positions), and each a) had the themes across the
 * twins of the problem before it. */
START_TEST(collection_problems_named_alike)
{
    static const char one[] = "remark id: draft\nstip #2\npieces white kd3 qb8 black ka3\ntwin move d3 c3\n";
    size_t n = 150, len = strlen(one) + 8;
    char *text = malloc(n * len + 16), *at = text;
    at += sprintf(at, "begin\n");
    for (size_t i = 0; i < n; i++)
        at += sprintf(at, "%s%s", i ? "next\n" : "", one);
    sprintf(at, "end\n");
    ApiContext cx = context();
    int status;
    json_t *j = call(&cx, "POST", "/api/collection/open?name=drafts.inp", text, &status);
    free(text);
    ck_assert_int_eq(status, 200);
    ck_assert_int_eq(json_integer_value(json_object_get(j, "total")), 300);
    json_decref(j);
    j = call(&cx, "POST", "/api/collection/solve", "{\"index\": 201}", &status);
    ck_assert_msg(status == 200, "%d: %s", status, j ? str(j, "error") : "");
    ck_assert_int_eq(json_integer_value(json_object_get(j, "index")), 200);
    ck_assert_int_eq(json_array_size(json_object_get(j, "twins")), 1);
    ck_assert_int_eq(json_integer_value(json_object_get(json_array_get(json_object_get(j, "twins"), 0), "index")), 201);
    char *dump = json_dumps(j, 0);
    ck_assert_ptr_null(strstr(dump, "Across twins"));
    free(dump);
    json_decref(j);
    j = call(&cx, "GET", "/api/collection?count=4", NULL, &status);
    json_t *rows = json_object_get(j, "problems"); /* the page groups its rows so */
    ck_assert(!json_object_get(json_array_get(rows, 2), "follows")); /* the second problem's a) */
    ck_assert(json_is_true(json_object_get(json_array_get(rows, 3), "follows")));
    json_decref(j);
    j = call(&cx, "GET", "/api/collection/find?status=sound", NULL, &status);
    ck_assert_int_eq(status, 200);
    ck_assert_int_eq(json_array_size(json_object_get(j, "matches")), 150); /* each b) */
    json_decref(j);
    collection_free(cx.collection);
}
END_TEST

/* An error message cut at 511 bytes inside a UTF-8 sequence is still sent, shorter. */
/* /api/economy and /api/repair answer the records of the commands; every
 * version proposed is solved again here: sound, with the intended key. */

Suite *serve_collection_suite(void);
Suite *serve_collection_suite(void)
{
    Suite *s = suite_create("serve_collection");
    TCase *t = tcase_create("collection");
    tcase_add_test(t, collection_list_and_save);
    tcase_add_test(t, collection_save_board_alone);
    tcase_add_test(t, collection_popeye_and_yaml);
    tcase_add_test(t, collection_twins_solved_together);
    tcase_add_test(t, collection_problems_named_alike);
    suite_add_tcase(s, t);
    return s;
}
