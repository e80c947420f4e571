/* test_serve.c - the workbench's server without HTTP: the Host/Origin guard,
 * the options, the routes, /api/solve (FEN, Popeye input, any format) and
 * /api/diff, the SAN added to records, errors cut in UTF-8. Run from tests/. */
#include <check.h>
#include <ctype.h>
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

/* ---- guard ------------------------------------------------------------ */

START_TEST(guard_host_and_origin)
{
    Guard g;
    guard_init(&g, NULL, 8042);
    ck_assert_ptr_null(guard_check(&g, "127.0.0.1:8042", NULL));
    ck_assert_ptr_null(guard_check(&g, "LOCALHOST:8042", "http://localhost:8042"));
    ck_assert_ptr_null(guard_check(&g, "localhost:8042", "http://127.0.0.1:8042"));
    ck_assert_ptr_nonnull(guard_check(&g, NULL, NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "evil.example:8042", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "127.0.0.1:80", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "127.0.0.1", NULL));          /* port 80 implied */
    ck_assert_ptr_nonnull(guard_check(&g, "127.0.0.1:80420", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "127.0.0.1.evil.example:8042", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "localhost:8042", "http://evil.example"));
    ck_assert_ptr_nonnull(guard_check(&g, "localhost:8042", "https://localhost:8042"));
    ck_assert_ptr_nonnull(guard_check(&g, "localhost:8042", "null"));
    ck_assert_ptr_nonnull(guard_check(&g, "localhost:8042", "http://localhost:8042.evil.example"));

    guard_init(&g, "192.168.1.5", 80);
    ck_assert_ptr_null(guard_check(&g, "192.168.1.5", NULL));
    ck_assert_ptr_null(guard_check(&g, "192.168.1.5:80", "http://192.168.1.5"));
    ck_assert_ptr_null(guard_check(&g, "localhost", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "192.168.1.6", NULL));

    guard_init(&g, "::1", 9000);
    ck_assert_ptr_null(guard_check(&g, "[::1]:9000", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "::1:9000", NULL));
}
END_TEST

/* ---- options ---------------------------------------------------------- */

static int options_of(const char *text, double cap, SolveOptions *so, Lang *lang, char *err)
{
    json_t *o = text ? json_loads(text, 0, NULL) : NULL;
    int rc = api_options(o, cap, so, lang, err, 256);
    json_decref(o);
    return rc;
}

START_TEST(options_read)
{
    SolveOptions so;
    Lang lang;
    char err[256];
    ck_assert_int_eq(options_of(NULL, 10, &so, &lang, err), 0);
    ck_assert(!so.keys_only && !so.all_defences && so.max_refutations == 1 && so.max_time == 10 && lang == LANG_EN);
    ck_assert_int_eq(options_of("{\"keys_only\": true, \"all_defences\": true, \"refutations\": 3, "
                                "\"lang\": \"de\", \"max_time\": 2.5}", 10, &so, &lang, err), 0);
    ck_assert(so.keys_only && so.all_defences && so.max_refutations == 3 && so.max_time == 2.5 && lang == LANG_DE);
    /* A request cannot solve longer than the server allows. */
    ck_assert_int_eq(options_of("{\"max_time\": 100}", 10, &so, &lang, err), 0);
    ck_assert(so.max_time == 10);
    ck_assert_int_eq(options_of("{\"max_time\": 100}", 0, &so, &lang, err), 0);
    ck_assert(so.max_time == 100);

    static const struct { const char *json, *msg; } bad[] = {
        { "{\"keys_only\": 1}", "options.keys_only: not true or false" },
        { "{\"refutations\": 0}", "options.refutations: not a number from 1 to 1000" },
        { "{\"refutations\": 2.5}", "options.refutations: not a number from 1 to 1000" },
        { "{\"lang\": \"es\"}", "options.lang: not one of it, de, fr, en" },
        { "{\"max_time\": 0}", "options.max_time: not a number of seconds above 0" },
        { "{\"max_time\": \"1\"}", "options.max_time: not a number of seconds above 0" },
        { "{\"colour\": 1}", "options.colour: unknown option (keys_only, all_defences, refutations, lang, max_time)" },
        { "[1]", "options: not an object" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ck_assert_int_eq(options_of(bad[i].json, 10, &so, &lang, err), -1);
        ck_assert_str_eq(err, bad[i].msg);
    }
}
END_TEST

/* ---- routes and solve ------------------------------------------------- */

START_TEST(routes_page_assets_and_errors)
{
    ApiContext cx = context();
    Request rq = { .method = "GET", .path = "/", .body = "" };
    Reply r;
    const char *allow;
    route(&cx, &rq, &r, &allow);
    ck_assert_int_eq(r.status, 200);
    ck_assert_str_eq(r.type, "text/html; charset=utf-8");
    ck_assert(r.len > 100 && strstr(r.body, "/assets/app.js"));
    reply_free(&r);
    rq.path = "/assets/pieces.svg";
    route(&cx, &rq, &r, &allow);
    ck_assert_int_eq(r.status, 200);
    ck_assert_str_eq(r.type, "image/svg+xml");
    reply_free(&r);

    int status;
    json_t *j = call(&cx, "GET", "/assets/../Makefile", NULL, &status);
    ck_assert_int_eq(status, 404);
    json_decref(j);
    api_says(&cx, "GET", "/api/nothing", NULL, 404, "error", "/api/nothing: not found");
    rq = (Request){ .method = "GET", .path = "/api/solve", .body = "" };
    route(&cx, &rq, &r, &allow);
    ck_assert_int_eq(r.status, 405);
    ck_assert_str_eq(allow, "POST");
    reply_free(&r);
    rq.method = "POST", rq.path = "/";
    route(&cx, &rq, &r, &allow);
    ck_assert_int_eq(r.status, 405);
    ck_assert_str_eq(allow, "GET");
    reply_free(&r);
    collection_free(cx.collection);
}
END_TEST

START_TEST(solve_answers_the_record_in_san)
{
    ApiContext cx = context();
    int status;
    json_t *rec = call(&cx, "POST", "/api/solve", "{\"fen\": \"" POLGAR_307 "\", \"id\": \"p307\"}", &status);
    ck_assert_int_eq(status, 200);
    ck_assert_str_eq(str(rec, "id"), "p307");
    ck_assert_str_eq(str(rec, "status"), "sound");
    json_t *key = json_array_get(json_object_get(rec, "keys"), 0);
    ck_assert_str_eq(str(key, "move"), "d3c3");
    ck_assert_str_eq(str(key, "san"), "Kc3");
    /* 1.Kc3! (2.Qa7# 2.Qa8# 2.Qb3#) 1...Ka2 2.Qb2# 1...Ka4 2.Qb4#, as `solve` prints it
     * (in the canonical order, solver/README.md "Order"). */
    json_t *threats = json_object_get(key, "threats_san");
    ck_assert_int_eq(json_array_size(threats), 3);
    ck_assert_str_eq(json_string_value(json_array_get(threats, 2)), "Qb3#");
    json_t *v = json_array_get(json_object_get(key, "variations"), 1);
    ck_assert_str_eq(str(v, "defence_san"), "Ka4");
    ck_assert_str_eq(json_string_value(json_array_get(json_object_get(v, "mates_san"), 0)), "Qb4#");
    ck_assert_ptr_nonnull(strstr(str(rec, "analysis"), "king key")); /* words, not SPEC's key-king-move */
    ck_assert_ptr_null(strstr(str(rec, "analysis"), "Analysis:"));
    json_decref(rec);

    rec = call(&cx, "POST", "/api/solve", "{\"fen\": \"8/8/8/8/8/8/8/8 w - -\"}", &status);
    ck_assert_int_eq(status, 200);
    ck_assert_str_eq(str(rec, "status"), "illegal");
    ck_assert_ptr_nonnull(strstr(str(rec, "error"), "fen: "));
    json_decref(rec);

    api_says(&cx, "POST", "/api/solve", "{\"fen\": 3}", 400, "error", "fen: missing or not a string");
    api_says_part(&cx, "POST", "/api/solve", "fen=x", 400, "error", "request body: not JSON");
    collection_free(cx.collection);
}
END_TEST

/* A twinned problem's later twin has the themes across twins that end at it,
 * in its record and after its own Analysis (themes/TWINS.md). */
START_TEST(solve_twins_themes_across)
{
    ApiContext cx = context();
    int status;
    json_t *rec = call(&cx, "POST", "/api/solve",
                       "{\"popeye\": \"begin stip #2 pieces white ka8 qd1 ra7g7 be6d2 sh7 pb7f7c6b5f5c4 "
                       "black kd6 qd4 pb6e4 twin move a7 e3 end\"}", &status);
    ck_assert_int_eq(status, 200);
    ck_assert_ptr_null(strstr(str(rec, "analysis"), "Across twins:"));
    json_t *b = json_array_get(json_object_get(rec, "twins"), 0);
    ck_assert_ptr_nonnull(strstr(str(b, "analysis"), "Across twins:\n  changed mates (3): a) 1.Be3!"));
    size_t i;
    json_t *e;
    int across = 0;
    json_array_foreach(json_object_get(b, "themes"), i, e)
        if (json_object_get(e, "twins") && strcmp(str(e, "name"), "cyclic-change") == 0) {
            across++;
            ck_assert_str_eq(str(e, "label"), "cyclic change (3)");
        }
    ck_assert_int_eq(across, 1);
    /* Its chips: those of the lines under "Across twins:" marked, never one
     * with a line of the twin's own; "changed mates (3)" counted as written. */
    int twins = 0;
    json_array_foreach(json_object_get(b, "chips"), i, e)
        if (json_is_true(json_object_get(e, "twins"))) {
            twins++;
            if (strcmp(str(e, "label"), "changed mates") == 0)
                ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 3);
        }
    ck_assert_int_eq(twins, 4); /* changed and transferred mates, cyclic change, Lačný */
    json_decref(rec);
    collection_free(cx.collection);
}
END_TEST

/* {"popeye": text}: the first problem of Popeye input, its first position's
 * record with the others (twins, the other half of a duplex) in "twins". */
START_TEST(solve_popeye_input)
{
    ApiContext cx = context();
    int status;
    json_t *rec = call(&cx, "POST", "/api/solve",
                       "{\"popeye\": \"begin title T\\nstip #2 pieces white kd3 qb8 black ka3\\n"
                       "twin move d3 c3 end begin stip #2 pieces white ka1 black kh8 end\", \"id\": \"p\"}",
                       &status);
    ck_assert_int_eq(status, 200);
    ck_assert_str_eq(str(rec, "fen"), POLGAR_307);
    ck_assert_str_eq(str(rec, "id"), "p");
    ck_assert_str_eq(str(rec, "status"), "sound");
    ck_assert_str_eq(str(rec, "twin"), "a");
    ck_assert_str_eq(str(rec, "twinning"), "diagram");
    ck_assert_str_eq(str(rec, "twin_of"), "p");
    ck_assert_str_eq(str(rec, "title"), "T");
    ck_assert_str_eq(str(json_array_get(json_object_get(rec, "keys"), 0), "san"), "Kc3");
    ck_assert_ptr_nonnull(str(rec, "analysis"));
    json_t *twins = json_object_get(rec, "twins");
    ck_assert_int_eq(json_array_size(twins), 1); /* the second problem is not there */
    json_t *b = json_array_get(twins, 0);
    ck_assert_str_eq(str(b, "fen"), "1Q6/8/8/8/8/k1K5/8/8 w - -");
    ck_assert_str_eq(str(b, "twin"), "b");
    ck_assert_str_eq(str(b, "twinning"), "move d3 c3");
    ck_assert_str_eq(str(b, "twin_of"), "p");
    ck_assert_str_eq(str(b, "status"), "short"); /* 1.Qb3# */
    ck_assert_str_eq(str(json_array_get(json_object_get(b, "keys"), 0), "san"), "Qb1"); /* canonical order */
    json_decref(rec);

    /* Not an orthodox #2, no problem at all: error records, as a bad FEN. */
    rec = call(&cx, "POST", "/api/solve", "{\"popeye\": \"begin stip h#2 pieces white kd3 black ka3 end\"}", &status);
    ck_assert_int_eq(status, 200);
    ck_assert_str_eq(str(rec, "status"), "illegal");
    ck_assert_str_eq(str(rec, "error"), "popeye:1: stipulation h#2: chiave solves orthodox #2 only");
    json_decref(rec);
    rec = call(&cx, "POST", "/api/solve", "{\"popeye\": \"begin stip #2 pieces white kd3 qb8 black ka3\\n"
               "twin move a1 a2 end\"}", &status);
    ck_assert_int_eq(status, 200);
    ck_assert_str_eq(str(rec, "status"), "sound");
    b = json_array_get(json_object_get(rec, "twins"), 0);
    ck_assert_str_eq(str(b, "status"), "illegal");
    ck_assert_str_eq(str(b, "error"), "popeye:2: move: no man on a1");
    ck_assert_str_eq(str(b, "twin"), "b");
    json_decref(rec);
    api_says(&cx, "POST", "/api/solve", "{\"popeye\": \"\"}", 200, "error", "popeye: no position found");

    api_says(&cx, "POST", "/api/solve", "{\"popeye\": 3}", 400, "error", "popeye: not a string");
    api_says(&cx, "POST", "/api/solve",
             "{\"popeye\": \"begin end\", \"fen\": \"" POLGAR_307 "\"}", 400, "error", "fen, popeye: give one of them");
    api_says(&cx, "POST", "/api/solve",
             "{\"fen\": \"" POLGAR_307 "\", \"pop\": 1}",
             400, "error", "pop: unknown field (fen, popeye, text, id, options)");
    collection_free(cx.collection);
}
END_TEST

static void san_play(void *ctx, json_t *o, const Solution *s, const Play *p, const MotivePhase *ph)
{
    (void)ph;
    record_san_play(o, s, p, *(const Lang *)ctx);
}

static void san_variation(void *ctx, json_t *o, const Solution *s, const Play *p, const Variation *v,
                          const MotivePhase *ph)
{
    (void)ph;
    record_san_variation(o, s, p, v, *(const Lang *)ctx);
}

static void san_record(void *ctx, json_t *rec, const Solution *s)
{
    record_san_shorts(rec, s, *(const Lang *)ctx);
}

/* The record of the problem in file with every move also in SAN (lang). */
static json_t *record_with_san(const char *file, Lang lang)
{
    char err[FEN_MSG];
    Problem pb;
    ck_assert_int_eq(read_first(file, &pb, err, sizeof err), 0);
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb.pos, &so, &s);
    RecordExtras x = { san_play, san_variation, NULL, san_record, &lang };
    json_t *rec = report_json_record_extras(&pb, &s, NULL, &so, lang, &x);
    solution_free(&s);
    problem_free(&pb);
    return rec;
}

/* Set play is played with the attacker passing: 1...g4 2.Bf1# in problems/changed-mates.fen;
 * a key's threats after a pass, its variations after the key, a try's refutations
 * after the try (Polgar 307: 1.Kc3! (2.Qa7# 2.Qa8# 2.Qb3#) 1...Ka4 2.Qb4#; 1.Kc2? 1...Ka4!). */
START_TEST(record_san_set_play_and_every_list)
{
    json_t *rec = record_with_san("../problems/changed-mates.fen", LANG_FR);
    json_t *set = json_array_get(json_object_get(rec, "set"), 0);
    ck_assert_str_eq(str(set, "defence_san"), "g4");
    ck_assert_str_eq(json_string_value(json_array_get(json_object_get(set, "mates_san"), 0)), "Ff1#");
    json_decref(rec);

    rec = record_with_san("../problems/polgar-307.fen", LANG_EN);
    json_t *key = json_array_get(json_object_get(rec, "keys"), 0);
    json_t *threats = json_object_get(key, "threats_san");
    ck_assert_int_eq(json_array_size(threats), 3);
    ck_assert_str_eq(json_string_value(json_array_get(threats, 0)), "Qa7#");
    ck_assert_str_eq(json_string_value(json_array_get(threats, 2)), "Qb3#");
    ck_assert_ptr_null(json_object_get(key, "refutations_san")); /* a key has none */
    json_t *v = json_array_get(json_object_get(key, "variations"), 1);
    ck_assert_str_eq(str(v, "defence_san"), "Ka4");
    ck_assert_str_eq(json_string_value(json_array_get(json_object_get(v, "mates_san"), 0)), "Qb4#");
    json_t *try = json_array_get(json_object_get(rec, "tries"), 0);
    ck_assert_str_eq(json_string_value(json_array_get(json_object_get(try, "refutations_san"), 0)), "Ka4");
    ck_assert(json_is_array(json_object_get(rec, "short_san")));
    json_decref(rec);
}
END_TEST

START_TEST(diff_in_the_words_of_verify)
{
    ApiContext cx = context();
    Problem a = test_problem(POLGAR_307), b = test_problem(NO_KEY_307);
    SolveOptions so;
    solve_options_default(&so);
    Solution sa, sb;
    solve(&a.pos, &so, &sa);
    solve(&b.pos, &so, &sb);
    char *ra = report_json_string(&a, &sa, &so, LANG_EN), *rb = report_json_string(&b, &sb, &so, LANG_EN);
    char *body = malloc(strlen(ra) + strlen(rb) + 64);
    sprintf(body, "{\"old\": %s, \"new\": %s, \"strict\": false}", ra, rb);
    int status;
    json_t *d = call(&cx, "POST", "/api/diff", body, &status);
    ck_assert_int_eq(status, 200);
    json_t *changes = json_object_get(d, "changes");
    ck_assert_int_eq(json_array_size(changes), 1); /* not strict: the keys only */
    ck_assert_str_eq(str(json_array_get(changes, 0), "text"), "lost key: 1.Kc3");
    ck_assert_str_eq(str(json_array_get(changes, 0), "kind"), "lost key");
    ck_assert(json_is_true(json_object_get(json_array_get(changes, 0), "keys")));
    json_decref(d);
    sprintf(body, "{\"old\": %s, \"new\": %s}", ra, rb);
    d = call(&cx, "POST", "/api/diff", body, &status);
    ck_assert_int_gt(json_array_size(json_object_get(d, "changes")), 1); /* strict: tries too */
    json_decref(d);
    api_says(&cx, "POST", "/api/diff",
             "{\"old\": {\"keys\": []}}", 400, "error", "new: missing (the two records to compare)");
    free(body), free(ra), free(rb);
    solution_free(&sa), solution_free(&sb);
    problem_free(&a), problem_free(&b);
    collection_free(cx.collection);
}
END_TEST

START_TEST(solve_text_in_any_format)
{
    ApiContext cx = context();
    int st;
    json_t *rec = call(&cx, "POST", "/api/solve",
                       "{\"text\": \"---\\nauthors: [A. Uthor]\\nalgebraic:\\n  white: [Kd3, Qb8]\\n  black: [Ka3]\\n"
                       "stipulation: '#2'\\ntwins:\\n  b: Move d3 c3\\n\"}", &st);
    ck_assert_int_eq(st, 200);
    ck_assert_str_eq(str(rec, "fen"), POLGAR_307);
    ck_assert_str_eq(str(rec, "authors"), "A. Uthor");
    ck_assert_str_eq(str(rec, "twin"), "a");
    json_t *b = json_array_get(json_object_get(rec, "twins"), 0);
    ck_assert_str_eq(str(b, "twinning"), "move d3 c3");
    ck_assert_str_eq(str(b, "twin_text"), "b) Kd3→c3");
    ck_assert_str_eq(str(b, "fen"), "1Q6/8/8/8/8/k1K5/8/8 w - -");
    json_decref(rec);
    /* The twins' lines in the language asked for (twin_text.c's words). */
    rec = call(&cx, "POST", "/api/solve", "{\"text\": \"begin pieces white kd3 qb8 black ka3 stip #2 "
               "twin move d3 c3 end\", \"options\": {\"lang\": \"it\"}}", &st);
    ck_assert_str_eq(str(rec, "twin_text"), "a) diagramma");
    ck_assert_str_eq(str(json_array_get(json_object_get(rec, "twins"), 0), "twin_text"), "b) Rd3→c3");
    ck_assert_str_eq(str(json_array_get(json_object_get(rec, "twins"), 0), "twinning"), "move d3 c3");
    json_decref(rec);
    rec = call(&cx, "POST", "/api/solve", "{\"text\": \"begin pieces white kd3 qb8 black ka3 stip #2 end\"}", &st);
    ck_assert_str_eq(str(rec, "status"), "sound");
    json_decref(rec);
    rec = call(&cx, "POST", "/api/solve", "{\"text\": \"" POLGAR_307 "; id \\\"x\\\"\"}", &st);
    ck_assert_str_eq(str(rec, "id"), "x");
    ck_assert_str_eq(str(rec, "status"), "sound");
    json_decref(rec);
    rec = call(&cx, "POST", "/api/solve", "{\"text\": \"begin stip #2 pieces white kd3 black ka3 cd5 end\"}", &st);
    ck_assert_int_eq(st, 200);
    ck_assert_str_eq(str(rec, "status"), "illegal");
    ck_assert_ptr_nonnull(strstr(str(rec, "error"), "text:1: "));
    json_decref(rec);
    solve_says(&cx, "{\"text\": \"\"}", 200, "error", "text: no position found");
    solve_says(&cx, "{\"text\": [1]}", 400, "error", "text: not a string");
    solve_says(&cx, "{\"fen\": \"" POLGAR_307 "\", \"text\": \"x\"}", 400, "error", "fen, text: give one of them");

    /* Polgar 307: threat, key-king-move (solver/report/README.md "The Analysis") in Italian;
     * problems/le-grand.fen: Le Grand, and the added mates in German. */
    rec = call(&cx, "POST", "/api/solve", "{\"fen\": \"" POLGAR_307 "\", \"options\": {\"lang\": \"it\"}}", &st);
    json_t *labels = theme_labels(rec);
    ck_assert_str_eq(str(labels, "threat"), "problema di minaccia"); /* the problem's type, not its threat */
    ck_assert_str_eq(str(labels, "key-king-move"), "chiave di re");
    json_decref(labels);
    json_decref(rec);
    rec = call(&cx, "POST", "/api/solve", "{\"fen\": \"8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -\", \"options\": {\"lang\": \"de\"}}",
               &st);
    labels = theme_labels(rec);
    ck_assert_str_eq(str(labels, "le-grand"), "Le Grand");
    ck_assert_str_eq(str(labels, "added-mates"), "hinzugekommene Matts");
    json_decref(labels);
    json_decref(rec);
    /* In English the labels are words too, not SPEC's names. */
    rec = call(&cx, "POST", "/api/solve", "{\"fen\": \"" POLGAR_307 "\"}", &st);
    labels = theme_labels(rec);
    ck_assert_str_eq(str(labels, "key-king-move"), "king key");
    ck_assert_str_eq(str(labels, "effective-defences"), "effective defences");
    json_decref(labels);
    json_decref(rec);
    collection_free(cx.collection);
}
END_TEST

/* What the page lists beside the board: each man's lines of the economy
 * table (Polgar 321: the pawn c5 stops the cooks 1.Kb3 and 1.Kd3, the knight
 * a2 can go; both checked with Popeye 4.104), each version's summary. */

START_TEST(error_message_cut_in_utf8)
{
    char name[700] = "";
    for (int i = 0; i < 300; i++)
        strcat(name, "\xc3\xa9"); /* é */
    Reply r;
    reply_error(&r, 400, "%s", name);
    json_t *j = json_loadb(r.body, r.len, 0, NULL);
    reply_free(&r);
    ck_assert_ptr_nonnull(j);
    ck_assert_uint_eq(strlen(str(j, "error")), 510);
    json_decref(j);
}
END_TEST

Suite *serve_suite(void);
Suite *serve_suite(void)
{
    Suite *s = suite_create("serve");
    TCase *t = tcase_create("serve");
    tcase_add_test(t, guard_host_and_origin);
    tcase_add_test(t, options_read);
    tcase_add_test(t, routes_page_assets_and_errors);
    tcase_add_test(t, solve_answers_the_record_in_san);
    tcase_add_test(t, solve_popeye_input);
    tcase_add_test(t, solve_twins_themes_across);
    tcase_add_test(t, record_san_set_play_and_every_list);
    tcase_add_test(t, diff_in_the_words_of_verify);
    tcase_add_test(t, error_message_cut_in_utf8);
    tcase_add_test(t, solve_text_in_any_format);
    suite_add_tcase(s, t);
    return s;
}
