/* test_serve_limits.c - the workbench's bounds without HTTP: the --listen
 * address read and judged (loopback or not, every spelling of the
 * wildcard), the Host names of a public server, a request's positions
 * (413 past API_MAX_POSITIONS), its budget (a cancelled request's records
 * say timeout) and the pool's bounded queue. Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solver/serve/address.h"
#include "solver/serve/api.h"
#include "solver/serve/collection.h"
#include "solver/serve/guard.h"
#include "solver/serve/pool.h"
#include "solver/serve/routes.h"

/* Whether text reads as an address, with its spelling and kind in *a. */
static bool reads(const char *text, ListenAddress *a)
{
    char err[128];
    return listen_address_parse(text, a, err, sizeof err) == 0;
}

START_TEST(listen_address_kinds)
{
    ListenAddress a;
    static const char *const loopback[] = { "127.0.0.1", "127.1", "127.255.0.9", "0x7f000001", "2130706433",
                                            "localhost", "::1", "[::1]", "::ffff:127.0.0.1", "::ffff:7f00:2" };
    for (size_t i = 0; i < sizeof loopback / sizeof *loopback; i++) {
        ck_assert_msg(reads(loopback[i], &a), "%s", loopback[i]);
        ck_assert_msg(a.loopback && !a.wildcard, "%s is loopback", loopback[i]);
    }
    ck_assert(reads("127.1", &a));
    ck_assert_str_eq(a.text, "127.0.0.1");
    ck_assert(reads("[::1]", &a));
    ck_assert_str_eq(a.text, "::1");
    static const char *const wildcard[] = { "0", "0.0.0.0", "0x0", "::", "::0", "[::]", "0:0::0", "::ffff:0.0.0.0" };
    for (size_t i = 0; i < sizeof wildcard / sizeof *wildcard; i++) {
        ck_assert_msg(reads(wildcard[i], &a), "%s", wildcard[i]);
        ck_assert_msg(!a.loopback && a.wildcard, "%s is every address", wildcard[i]);
    }
    static const char *const other[] = { "192.168.1.5", "10.0.0.1", "::ffff:192.168.1.5", "::127.0.0.1",
                                         "fe80::1", "128.0.0.1", "2001:db8::1" };
    for (size_t i = 0; i < sizeof other / sizeof *other; i++) {
        ck_assert_msg(reads(other[i], &a), "%s", other[i]);
        ck_assert_msg(!a.loopback && !a.wildcard, "%s is neither loopback nor every address", other[i]);
    }
    static const char *const not_addresses[] = { "", "nowhere", "example.com", "1.2.3.4.5", " 127.0.0.1",
                                                 "127.0.0.1 ", "[127.0.0.1", "::1]", "[]", "256.0.0.1" };
    for (size_t i = 0; i < sizeof not_addresses / sizeof *not_addresses; i++)
        ck_assert_msg(!reads(not_addresses[i], &a), "'%s' is no address", not_addresses[i]);
}
END_TEST

START_TEST(guard_of_a_public_server)
{
    Guard g;
    guard_init_public(&g, "192.168.1.5", 8042);
    ck_assert_ptr_null(guard_check(&g, "192.168.1.5:8042", NULL));
    /* Not the loopback names: a public server answers its own address only. */
    ck_assert_ptr_nonnull(guard_check(&g, "localhost:8042", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "127.0.0.1:8042", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "chiave.lan:8042", NULL));
    ck_assert(guard_allow(&g, "chiave.lan"));
    ck_assert_ptr_null(guard_check(&g, "chiave.lan:8042", "http://chiave.lan:8042"));
    ck_assert_ptr_nonnull(guard_check(&g, "chiave.lan.evil.example:8042", NULL));
    guard_init_public(&g, "0.0.0.0", 9000);
    ck_assert(guard_allow(&g, "fd00::2"));
    ck_assert_ptr_null(guard_check(&g, "[fd00::2]:9000", NULL));
    ck_assert_ptr_nonnull(guard_check(&g, "evil.example:9000", NULL));
    for (int i = 0; i < GUARD_NAMES; i++)
        guard_allow(&g, "x.example");
    ck_assert(!guard_allow(&g, "one.too.many"));
}
END_TEST

/* The reply to POST /api/solve with body, the request cancelled or not. */
static json_t *solve_reply(const char *body, bool cancelled, int *status)
{
    ApiContext cx = { .max_time = 10, .collection = collection_new() };
    atomic_bool cancel;
    atomic_init(&cancel, cancelled);
    Request rq = { .method = "POST", .path = "/api/solve", .body = body, .len = strlen(body), .cancel = &cancel };
    Reply r;
    const char *allow;
    route(&cx, &rq, &r, &allow);
    *status = r.status;
    json_t *j = json_loadb(r.body, r.len, 0, NULL);
    reply_free(&r);
    collection_free(cx.collection);
    return j;
}

/* {"popeye": ...} of Polgar's problem 307 and n-1 twins of it. */
static char *twins(int n)
{
    size_t cap = 128 + 20 * (size_t)n;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
    strcpy(s, "{\"popeye\": \"begin stip #2 pieces white kd3 qb8 black ka3");
    for (int i = 1; i < n; i++)
        strcat(s, " twin move d3 c3");
    strcat(s, " end\"}");
    return s;
}

START_TEST(positions_of_a_request_bounded)
{
    int status;
    /* Taken whole (cancelled, so that nothing is solved: quick under ASan too). */
    char *body = twins(API_MAX_POSITIONS);
    json_t *j = solve_reply(body, true, &status);
    ck_assert_int_eq(status, 200);
    ck_assert_uint_eq(json_array_size(json_object_get(j, "twins")), API_MAX_POSITIONS - 1);
    json_decref(j);
    free(body);
    body = twins(API_MAX_POSITIONS + 1);
    j = solve_reply(body, false, &status);
    ck_assert_int_eq(status, 413);
    ck_assert_str_eq(json_string_value(json_object_get(j, "error")),
                     "popeye: more than 256 positions (twins) in the problem: the server solves at most 256 "
                     "in one request");
    json_decref(j);
    free(body);
}
END_TEST

START_TEST(cancelled_request_solves_nothing)
{
    int status;
    char *body = twins(3);
    json_t *j = solve_reply(body, true, &status);
    ck_assert_int_eq(status, 200);
    ck_assert_str_eq(json_string_value(json_object_get(j, "status")), "timeout");
    json_t *t;
    size_t i;
    json_array_foreach(json_object_get(j, "twins"), i, t)
        ck_assert_str_eq(json_string_value(json_object_get(t, "status")), "timeout");
    json_decref(j);
    j = solve_reply(body, false, &status);
    ck_assert_str_eq(json_string_value(json_object_get(j, "status")), "sound");
    json_decref(j);
    free(body);
}
END_TEST

static atomic_int started, ran;
static atomic_bool hold;
static void count_job(void *job)
{
    (void)job;
    atomic_fetch_add(&started, 1);
    while (atomic_load(&hold))
        usleep(1000);
    atomic_fetch_add(&ran, 1);
}

START_TEST(pool_queue_bounded)
{
    atomic_init(&started, 0);
    atomic_init(&ran, 0);
    atomic_init(&hold, true);
    Pool *p = pool_new(1, 2, count_job);
    ck_assert_ptr_nonnull(p);
    ck_assert(pool_submit(p, NULL));
    for (int i = 0; i < 5000 && atomic_load(&started) == 0; i++)
        usleep(1000);
    ck_assert_int_eq(atomic_load(&started), 1); /* the one thread holds it */
    ck_assert(pool_submit(p, NULL));
    ck_assert(pool_has_room(p));
    ck_assert(pool_submit(p, NULL));
    ck_assert(!pool_has_room(p)); /* two wait: no more */
    ck_assert(!pool_submit(p, NULL));
    atomic_store(&hold, false);
    pool_free(p); /* runs the waiting ones */
    ck_assert_int_eq(atomic_load(&ran), 3);
}
END_TEST

Suite *serve_limits_suite(void)
{
    Suite *s = suite_create("serve_limits");
    TCase *tc = tcase_create("serve_limits");
    tcase_add_test(tc, listen_address_kinds);
    tcase_add_test(tc, guard_of_a_public_server);
    tcase_add_test(tc, positions_of_a_request_bounded);
    tcase_add_test(tc, cancelled_request_solves_nothing);
    tcase_add_test(tc, pool_queue_bounded);
    suite_add_tcase(s, tc);
    return s;
}
