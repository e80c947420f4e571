/* test_serve_aids.c - economy and repair through the workbench's API: the
 * commands' records, their lines in the page's language, a repair stopped when
 * its client leaves. Run from tests/. */
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
#include "solver/serve/conns.h"
#include "solver/serve/server.h"
#include "tests/test_helpers.h"

#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -"
#include "tests/solver/serve/serve_helpers.h"

START_TEST(economy_and_repair_answer_as_the_commands)
{
    ApiContext cx = context();
    int st;
    json_t *j = call(&cx, "POST", "/api/economy", "{\"fen\": \"" POLGAR_307 "\"}", &st);
    ck_assert_int_eq(st, 200);
    json_t *man = json_array_get(json_object_get(j, "men"), 0);
    ck_assert_str_eq(str(man, "square"), "b8");
    ck_assert_str_eq(json_string_value(json_array_get(json_object_get(man, "roles"), 0)), "mate");
    json_decref(j);
    api_says(&cx, "POST", "/api/economy", "{\"fen\": \"8/8/8/8/8/8/8/8 w - -\"}", 200, "status", "illegal");
    j = call(&cx, "POST", "/api/economy", "{\"fen\": \"" POLGAR_307 "\", \"options\": {\"keys_only\": true}}", &st);
    ck_assert_int_eq(st, 400);
    json_decref(j);

    j = call(&cx, "POST", "/api/repair", "{\"fen\": \"8/8/8/8/8/1p5p/1R6/R4K1k w - -\", \"versions\": 4}", &st);
    ck_assert_int_eq(st, 200);
    const char *key = str(j, "key");
    json_t *versions = json_object_get(j, "versions");
    ck_assert_int_eq(json_array_size(versions), 4);
    ck_assert_int_gt(json_integer_value(json_object_get(j, "found")), 4);
    size_t i;
    json_t *v;
    json_array_foreach(versions, i, v) {
        Position pos = test_position(str(v, "fen"));
        SolveOptions so;
        solve_options_default(&so);
        Solution s;
        solve(&pos, &so, &s);
        char uci[8];
        ck_assert_int_eq(s.status, ST_SOUND);
        ck_assert_str_eq(move_to_uci(s.keys[0].move, uci), key);
        solution_free(&s);
    }
    /* Without "versions", the five best (94 found), as repair --json without
     * --versions shows them (the man page's default). */
    json_t *five = call(&cx, "POST", "/api/repair", "{\"fen\": \"8/8/8/8/8/1p5p/1R6/R4K1k w - -\"}", &st);
    ck_assert_int_eq(st, 200);
    ck_assert_int_gt(json_integer_value(json_object_get(five, "found")), 5);
    ck_assert_int_eq(json_array_size(json_object_get(five, "versions")), 5);
    ck_assert(json_equal(json_array_get(json_object_get(five, "versions"), 0), json_array_get(versions, 0)));
    json_decref(five);
    json_decref(j);
    api_says(&cx, "POST", "/api/repair", "{\"fen\": \"" POLGAR_307 "\", \"key\": \"Kc2\"}", 200, "key", "d3c2");
    j = call(&cx, "POST", "/api/repair", "{\"fen\": \"" POLGAR_307 "\", \"depth\": 3}", &st);
    ck_assert_int_eq(st, 400);
    json_decref(j);
    collection_free(cx.collection);
}
END_TEST

START_TEST(aids_words_for_the_page)
{
    ApiContext cx = context();
    int st;
    json_t *j = call(&cx, "POST", "/api/economy", "{\"fen\": \"8/8/8/2p5/2K5/Q7/N7/1k6 w - -\"}", &st);
    ck_assert_int_eq(st, 200);
    size_t i;
    json_t *man;
    int seen = 0;
    json_array_foreach(json_object_get(j, "men"), i, man) {
        json_t *details = json_object_get(man, "details");
        ck_assert_int_gt(json_array_size(details), 0);
        const char *first = json_string_value(json_array_get(details, 0));
        ck_assert_msg(first[0] != ' ', "'%s': the table's indent is taken off", first);
        if (strcmp(str(man, "square"), "c5") == 0) {
            /* What it does in the tries, then what changes without it. */
            ck_assert_str_eq(first, "refutes 1.Kb3? 1...c4+! 1.Kd3? 1...c4+! 1.Nb4? 1...cxb4!");
            ck_assert_str_eq(json_string_value(json_array_get(details, 1)), "without it: cooked");
            ck_assert_str_eq(json_string_value(json_array_get(details, 2)), "  new cook: 1.Kb3");
            ck_assert_str_eq(json_string_value(json_array_get(details, 3)), "  new cook: 1.Kd3");
            seen++;
        } else if (strcmp(str(man, "square"), "a2") == 0) {
            /* It gives a set mate and plays tries: not superfluous (issue 22). */
            ck_assert_str_eq(first, "in the set play mates 1...Ka1 2.Nc3#");
            ck_assert_str_eq(json_string_value(json_array_get(details, 1)), "plays the tries 1.Nb4? 1.Nc1? 1.Nc3+?");
            size_t k;
            json_t *line;
            json_array_foreach(details, k, line) ck_assert_ptr_null(strstr(json_string_value(line), "can go"));
            seen++;
        }
    }
    ck_assert_int_eq(seen, 2);
    json_decref(j);
    /* Polgar's problem without the pawn g7, cooked by 1.Kxf6; for 1.Qb5+ the
     * pawn g7 put back kills the cook and keeps the play, the tries too: it
     * comes before a black pawn on b2, which loses three tries (Popeye agrees). */
    j = call(&cx, "POST", "/api/repair", "{\"fen\": \"8/1P1k4/5pN1/2Q2K2/8/8/8/8 w - -\", \"key\": \"Qb5+\","
             " \"versions\": 1, \"options\": {\"lang\": \"it\"}}", &st);
    ck_assert_int_eq(st, 200);
    json_t *v = json_array_get(json_object_get(j, "versions"), 0);
    ck_assert_str_eq(str(v, "fen"), "8/1P1k2p1/5pN1/2Q2K2/8/8/8/8 w - -");
    ck_assert_str_eq(str(v, "summary"), "elimina 1.Rxf6; mantiene tutte le 3 varianti"); /* it.po */
    ck_assert_str_eq(str(v, "edits_text"), "+nPg7"); /* the man with its colour, in Italian */
    json_decref(j);
    /* The black pawn b2 also gives Black 1...b1=Q+, a check with no set mate:
     * it comes after the versions that give none (16th). */
    j = call(&cx, "POST", "/api/repair", "{\"fen\": \"8/1P1k4/5pN1/2Q2K2/8/8/8/8 w - -\", \"key\": \"Qb5+\","
             " \"versions\": 0, \"options\": {\"lang\": \"de\"}}", &st);
    json_array_foreach(json_object_get(j, "versions"), i, v)
        if (strcmp(json_string_value(json_array_get(json_object_get(v, "edits"), 0)), "+pb2") == 0)
            break;
    ck_assert_int_eq(i, 15);
    ck_assert_str_eq(str(v, "edits_text"), "+sBb2"); /* the page's letters: a black (s) Bauer (B) */
    ck_assert_str_eq(str(v, "summary"), "beseitigt 1.Kxf6; erhält alle 3 Abspiele; verliert 3 Verführungen; "
                                        "bekommt Schachgebote ohne Satzmatt");
    json_decref(j);
    collection_free(cx.collection);
}
END_TEST

/* /api/solve, /api/economy and /api/repair read their problem alike (one
 * reader, api_problem.c): the same refusals in the same words, a FEN or text
 * that cannot be read an error record, a text's twins named by the request's
 * id, each with its line, an unreadable twin its error record, what follows
 * the problem said. */
START_TEST(solve_and_aids_read_the_problem_alike)
{
    static const char *const paths[] = { "/api/solve", "/api/economy", "/api/repair" };
    static const struct { const char *body; int status; const char *error; } refused[] = {
        { "{\"fen\": \"" POLGAR_307 "\", \"pop\": 1}", 400, "pop: unknown field (fen, popeye, text, id, options" },
        { "{\"fen\": \"" POLGAR_307 "\", \"id\": 3}", 400, "id: not a string" },
        { "{\"fen\": \"" POLGAR_307 "\", \"text\": \"x\"}", 400, "fen, text: give one of them" },
        { "{\"popeye\": 5}", 400, "popeye: not a string" },
        { "{\"id\": \"x\"}", 400, "fen: missing or not a string" },
        { "{\"fen\": \"" POLGAR_307 "\", \"options\": 3}", 400, "options: not an object" },
        { "{\"fen\": \"8/8/9/8/8/8/8/K1k5 w - -\"}", 200, "fen: field 1, rank 6" },
        { "{\"text\": \"garbage here\"}", 200, "text:1: field 1: 'garbage' is not a FEN board: 1 rank of 8" },
    };
    const char *twins = "{\"id\": \"tw\", \"popeye\": \"BeginProblem\\nPieces White Kh1 Qa1 Black Kh3\\n"
                        "Stipulation #2\\nTwin Move a1 a2\\nTwin Move h1 h9\\nEndProblem\"}";
    ApiContext cx = context();
    for (size_t p = 0; p < sizeof paths / sizeof *paths; p++) {
        int st;
        for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
            json_t *j = call(&cx, "POST", paths[p], refused[i].body, &st);
            ck_assert_msg(st == refused[i].status, "%s %s: %d", paths[p], refused[i].body, st);
            const char *error = str(j, "error");
            ck_assert_msg(error && strncmp(error, refused[i].error, strlen(refused[i].error)) == 0, "%s %s: %s",
                          paths[p], refused[i].body, error);
            if (st == 200)
                ck_assert_str_eq(str(j, "status"), "illegal");
            json_decref(j);
        }
        json_t *j = call(&cx, "POST", paths[p], twins, &st);
        ck_assert_int_eq(st, 200);
        json_t *b = json_array_get(json_object_get(j, "twins"), 0), *c = json_array_get(json_object_get(j, "twins"), 1);
        ck_assert_int_eq(json_array_size(json_object_get(j, "twins")), 2);
        /* Twin b (8/8/8/8/8/7k/Q7/7K w) has no mate in two: king and queen
         * alone leave Kh3 one of its flights g3, g4, h4 after every first move
         * (chiave solve: 1.Qf2? Kg4!, 1.Qg2+? Kh4!, 1.Qc4? Kg3!, ...), so its
         * record's status is "no-solution" whichever aid reads it. */
        const struct { const json_t *rec; const char *field, *want; } says[] = {
            { j, "id", "tw" }, { j, "twin", "a" }, { b, "twin_of", "tw" }, { b, "twin_text", "b) Qa1→a2" },
            { b, "status", "no-solution" }, { c, "twin", "c" }, { c, "status", "illegal" },
            { c, "error", "popeye:5: move: a square expected, not 'h9'" },
        };
        for (size_t i = 0; i < sizeof says / sizeof *says; i++) {
            const char *got = str(says[i].rec, says[i].field);
            ck_assert_msg(got && strcmp(got, says[i].want) == 0, "%s: %s is %s, not %s", paths[p], says[i].field,
                          got, says[i].want);
        }
        json_decref(j);
        /* What a text holds after its problem is never read, and said on the
         * first record: a line that is no problem with the reader's message,
         * another problem as such; a text of one problem has no "others". */
        static const struct { const char *body, *others; } after[] = {
            { "{\"text\": \"" POLGAR_307 "\\ntwin move a7 e3\\n\"}",
              "text:2: field 1: 'twin' is not a FEN board: 1 rank of 8 (only the first problem of the text is "
              "solved)" },
            { "{\"text\": \"" POLGAR_307 "\\n\\n" POLGAR_307 "\"}",
              "text:3: another problem: only the first problem of the text is solved" },
            { "{\"text\": \"" POLGAR_307 "\\n\"}", NULL },
        };
        for (size_t i = 0; i < sizeof after / sizeof *after; i++) {
            j = call(&cx, "POST", paths[p], after[i].body, &st);
            ck_assert_int_eq(st, 200);
            ck_assert_str_eq(str(j, "fen"), POLGAR_307);
            if (after[i].others)
                ck_assert_str_eq(str(j, "others"), after[i].others);
            else
                ck_assert_ptr_null(json_object_get(j, "others"));
            json_decref(j);
        }
    }
    collection_free(cx.collection);
}
END_TEST

/* The client's leaving is seen on its socket, and nothing else is taken for it. */
START_TEST(socket_closed_when_the_client_leaves)
{
    int sv[2];
    ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    ck_assert(!serve_socket_closed(sv[0]));
    ck_assert_int_eq(write(sv[1], "GET", 3), 3); /* a next request waiting */
    ck_assert(!serve_socket_closed(sv[0]));
    close(sv[1]);
    ck_assert(serve_socket_closed(sv[0]));
    close(sv[0]);
    Request rq = { 0 };
    ck_assert(!request_cancelled(&rq));
}
END_TEST

Suite *serve_aids_suite(void);
Suite *serve_aids_suite(void)
{
    Suite *s = suite_create("serve_aids");
    TCase *t = tcase_create("aids");
    tcase_add_test(t, economy_and_repair_answer_as_the_commands);
    tcase_add_test(t, aids_words_for_the_page);
    tcase_add_test(t, solve_and_aids_read_the_problem_alike);
    tcase_add_test(t, socket_closed_when_the_client_leaves);
    suite_add_tcase(s, t);
    return s;
}
