/* test_serve_print.c - POST /api/diagram and /api/publish, the page's
 * "Download diagram" and "Copy solution", called without HTTP. Run from tests/. */
#include "tests/solver/serve/serve_helpers.h"


/* The raw reply of a POST. */
static Reply post(const ApiContext *cx, const char *path, const char *body)
{
    Request rq = { .method = "POST", .path = path, .body = body, .len = strlen(body) };
    Reply r;
    const char *allow;
    route(cx, &rq, &r, &allow);
    return r;
}

/* The diagram as SVG and as PNG: the men on their squares, the caption's C+
 * and count, the id asked for; the PNG's header and width. */
START_TEST(diagram_svg_and_png)
{
    ApiContext cx = context();
    Reply r = post(&cx, "/api/diagram", "{\"fen\": \"" POLGAR_307 "\", \"id\": \"p307\"}");
    ck_assert_int_eq(r.status, 200);
    ck_assert_str_eq(r.type, "image/svg+xml");
    char *svg = strndup(r.body, r.len);
    ck_assert_ptr_nonnull(strstr(svg, "<g class=\"wQ\" data-square=\"b8\""));
    ck_assert_ptr_nonnull(strstr(svg, "<g class=\"bK\" data-square=\"a3\""));
    ck_assert_ptr_nonnull(strstr(svg, ">C+ (2+1)<"));
    ck_assert_ptr_nonnull(strstr(svg, ">p307<"));
    free(svg);
    reply_free(&r);
    r = post(&cx, "/api/diagram", "{\"fen\": \"" POLGAR_307 "\", \"format\": \"png\"}");
    ck_assert_int_eq(r.status, 200);
    ck_assert_str_eq(r.type, "image/png");
    ck_assert_int_eq(memcmp(r.body, "\x89PNG\r\n\x1a\n", 8), 0);
    const unsigned char *b = (const unsigned char *)r.body;
    ck_assert_int_eq(b[16] << 24 | b[17] << 16 | b[18] << 8 | b[19], 704);
    reply_free(&r);
    /* A Popeye problem with twins: its twin lines in the language asked for. */
    r = post(&cx, "/api/diagram", "{\"text\": \"beginproblem\\nstipulation #2\\npieces white kd3 qb8 black ka3\\n"
                                  "twin move b8 c8\\nendproblem\\n\", \"lang\": \"it\"}");
    ck_assert_int_eq(r.status, 200);
    svg = strndup(r.body, r.len);
    ck_assert_ptr_nonnull(strstr(svg, ">b) Db8→c8<"));
    free(svg);
    reply_free(&r);
    collection_free(cx.collection);
}
END_TEST

/* The solution as solve --publish writes it, in the language and notation asked. */
START_TEST(publish_text)
{
    ApiContext cx = context();
    api_says_part(&cx, "POST", "/api/publish",
                  "{\"fen\": \"" POLGAR_307 "\"}",
                  200, "text", "1.Kc3! (2.Qa7#/Qa8#/Qb3#) 1...Ka2 2.Qb2#; 1...Ka4 2.Qb4#\n");
    api_says_part(&cx, "POST", "/api/publish",
                  "{\"fen\": \"" POLGAR_307 "\", \"options\": {\"lang\": \"de\"}, \"notation\": \"figurine\"}",
                  200, "text", "1.♔c2? (2.♕b3#) 1...♔a2 2.♕a7#/♕a8#/♕b2#; aber 1...♔a4!\n");
    collection_free(cx.collection);
}
END_TEST

/* Bad requests: 400 naming the field. */
START_TEST(print_bad_requests)
{
    ApiContext cx = context();
    static const struct { const char *path, *body, *says; } bad[] = {
        { "/api/diagram", "{\"fen\": \"8/8/8/8/8/8/8/9 w - -\"}", "fen: field 1" },
        { "/api/diagram", "{\"fen\": \"" POLGAR_307 "\", \"format\": \"gif\"}", "format: not svg or png" },
        { "/api/diagram", "{\"fen\": \"" POLGAR_307 "\", \"lang\": \"es\"}", "lang: not one of" },
        { "/api/diagram", "{\"fen\": \"" POLGAR_307 "\", \"colour\": 1}", "colour: unknown field" },
        { "/api/diagram", "{}", "fen, text: give one of them" },
        { "/api/diagram", "{\"fen\": 3}", "fen: not a string" },
        { "/api/publish", "{\"fen\": \"" POLGAR_307 "\", \"notation\": \"runes\"}", "notation: not letters or figurine" },
        { "/api/publish", "{\"fen\": \"" POLGAR_307 "\", \"options\": {\"keys_only\": true}}", "options.keys_only" },
        { "/api/publish", "[1]", "not a JSON object" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        int st;
        json_t *j = call(&cx, "POST", bad[i].path, bad[i].body, &st);
        ck_assert_int_eq(st, 400);
        ck_assert_msg(strstr(str(j, "error"), bad[i].says), "%s %s: %s", bad[i].path, bad[i].body, str(j, "error"));
        json_decref(j);
    }
    int st;
    json_t *j = call(&cx, "GET", "/api/diagram", NULL, &st);
    ck_assert_int_eq(st, 405);
    json_decref(j);
    collection_free(cx.collection);
}
END_TEST

Suite *serve_print_suite(void)
{
    Suite *s = suite_create("serve_print");
    TCase *tc = tcase_create("serve_print");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, diagram_svg_and_png);
    tcase_add_test(tc, publish_text);
    tcase_add_test(tc, print_bad_requests);
    suite_add_tcase(s, tc);
    return s;
}
