/* test_index_db.c - the rows `chiave index` writes for a problem, from its
 * batch record read back through the typed edge reader (record_read.h): the
 * problem's id, FEN, status and error; each key in UCI and in SAN without
 * its check mark; each theme entry with its name, key and the entry as the
 * record writes it. A record that cannot be read back stops the index with
 * its file and line named. Run from tests/. */
#include <check.h>
#include <sqlite3.h>
#include <string.h>

#include "solver/index/db.h"
#include "solver/index/query.h"
#include "solver/report/json.h"
#include "solver/report/json_text.h"
#include "tests/test_helpers.h"

/* Problem Polgar 312 (its key 1.Nh5+ checks) and Le Grand's example, as batch
 * writes their records. */
#define P312 "4K2k/8/5N2/4Q3/8/8/8/8 w - -; id \"p312\""
#define LE_GRAND "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -"

static char *record_of(const Problem *pb)
{
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb->pos, &so, &s);
    char *line = report_json_string(pb, &s, &so, LANG_EN);
    solution_free(&s);
    ck_assert_ptr_nonnull(line);
    return line;
}

/* The one text of a query's first row, column col ("" for NULL). */
static void query_text(sqlite3 *db, const char *sql, int col, char *out, size_t len)
{
    sqlite3_stmt *st;
    ck_assert_int_eq(sqlite3_prepare_v2(db, sql, -1, &st, NULL), SQLITE_OK);
    ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
    const unsigned char *t = sqlite3_column_text(st, col);
    snprintf(out, len, "%s", t ? (const char *)t : "");
    sqlite3_finalize(st);
}

START_TEST(rows_from_the_record)
{
    const char *path = TEST_TMP("i.db");
    IndexDb d;
    ck_assert_msg(index_db_open(&d, path), "%s", d.err);
    Problem a = test_problem(P312), b = test_problem(LE_GRAND);
    char *ra = record_of(&a), *rb = record_of(&b);
    BatchItem ia = { .record = ra, .src = "c.epd", .lineno = 3, .p = &a };
    BatchItem ib = { .record = rb, .src = "c.epd", .lineno = 4, .p = &b };
    ck_assert_msg(index_db_add(&d, &ia) && index_db_add(&d, &ib), "%s", d.err);
    ck_assert_msg(index_db_close(&d), "%s", d.err);

    char err[256], t[4096];
    sqlite3 *db = index_db_open_read(path, err, sizeof err);
    ck_assert_msg(db != NULL, "%s", err);
    query_text(db, "SELECT id || ' ' || fen || ' ' || status || ' ' || line FROM problem WHERE pid = 1", 0, t,
               sizeof t);
    ck_assert_str_eq(t, "p312 4K2k/8/5N2/4Q3/8/8/8/8 w - - sound 3");
    query_text(db, "SELECT uci || ' ' || san FROM key WHERE pid = 1", 0, t, sizeof t);
    ck_assert_str_eq(t, "f6h5 Nh5"); /* the record's "Nh5+" */
    query_text(db, "SELECT count(*) FROM key WHERE pid = 2", 0, t, sizeof t);
    ck_assert_str_eq(t, "1");

    /* Every theme entry of the record, in its order, as the record writes it. */
    json_t *rec = json_loads(rb, 0, NULL);
    json_t *themes = json_object_get(rec, "themes");
    ck_assert_int_gt(json_array_size(themes), 3);
    sqlite3_stmt *st;
    ck_assert_int_eq(sqlite3_prepare_v2(db, "SELECT name, key, instance FROM theme WHERE pid = 2 ORDER BY rowid",
                                        -1, &st, NULL), SQLITE_OK);
    size_t n = 0;
    for (; sqlite3_step(st) == SQLITE_ROW; n++) {
        json_t *e = json_array_get(themes, n);
        ck_assert_ptr_nonnull(e);
        ck_assert_str_eq((const char *)sqlite3_column_text(st, 0), json_string_value(json_object_get(e, "name")));
        const char *key = json_string_value(json_object_get(e, "key"));
        const unsigned char *k = sqlite3_column_text(st, 1);
        ck_assert_str_eq(k ? (const char *)k : "(null)", key ? key : "(null)");
        char *want = json_text_compact(e);
        ck_assert_str_eq((const char *)sqlite3_column_text(st, 2), want);
        ck_assert_ptr_nonnull(strstr(rb, want));
        free(want);
    }
    ck_assert_uint_eq(n, json_array_size(themes));
    sqlite3_finalize(st);
    json_decref(rec);
    sqlite3_close(db);
    free(ra), free(rb);
    problem_free(&a), problem_free(&b);
}
END_TEST

/* A problem that could not be read: its row with the record's error. */
START_TEST(error_row)
{
    const char *path = TEST_TMP("e.db");
    IndexDb d;
    ck_assert_msg(index_db_open(&d, path), "%s", d.err);
    Problem p = { 0 };
    char *line = report_json_problem_error(&p, "c.epd:9: position: white has no king");
    ck_assert_ptr_nonnull(line);
    BatchItem it = { .record = line, .src = "c.epd", .lineno = 9, .p = &p };
    ck_assert_msg(index_db_add(&d, &it), "%s", d.err);
    ck_assert_int_eq(d.errors, 1);
    ck_assert_msg(index_db_close(&d), "%s", d.err);
    char err[256], t[512];
    sqlite3 *db = index_db_open_read(path, err, sizeof err);
    ck_assert_msg(db != NULL, "%s", err);
    query_text(db, "SELECT status || ': ' || error FROM problem", 0, t, sizeof t);
    ck_assert_str_eq(t, "illegal: c.epd:9: position: white has no king");
    sqlite3_close(db);
    free(line);
}
END_TEST

/* find --like FILE of no problem is an error that says so (exit 2), as
 * every other command's; it was 'none found' (1) without a word. */
START_TEST(like_an_empty_file)
{
    const char *path = TEST_TMP("l.db"), *empty = TEST_TMP("empty.fen");
    IndexDb d;
    ck_assert_msg(index_db_open(&d, path), "%s", d.err);
    ck_assert_msg(index_db_close(&d), "%s", d.err);
    FILE *f = fopen(empty, "w");
    ck_assert_ptr_nonnull(f);
    fputs("# a comment, no position\n", f);
    fclose(f);
    char err[256], *text = NULL;
    size_t len = 0;
    sqlite3 *db = index_db_open_read(path, err, sizeof err);
    ck_assert_msg(db != NULL, "%s", err);
    FILE *e = open_memstream(&text, &len);
    FindQuery q = { .like = empty, .jobs = 1 };
    solve_options_default(&q.solve);
    ck_assert_int_eq(find_like(db, &q, stdout, e), 2);
    fclose(e);
    ck_assert_msg(strstr(text, "empty.fen: no position found"), "said: '%s'", text);
    free(text);
    sqlite3_close(db);
}
END_TEST

/* find --like leaves out a hit with nothing in common (no man on or next to
 * the query's squares, no theme shared: score 0), which it listed as 0.0: no
 * candidate anticipation. The indexed Le Grand problem is made so by hand: its
 * board emptied, its themes deleted. */
START_TEST(like_nothing_in_common)
{
    const char *path = TEST_TMP("z.db"), *query = TEST_TMP("q.epd");
    IndexDb d;
    ck_assert_msg(index_db_open(&d, path), "%s", d.err);
    Problem a = test_problem(P312), b = test_problem(LE_GRAND);
    char *ra = record_of(&a), *rb = record_of(&b);
    BatchItem ia = { .record = ra, .src = "c.epd", .lineno = 1, .p = &a };
    BatchItem ib = { .record = rb, .src = "c.epd", .lineno = 2, .p = &b };
    ck_assert_msg(index_db_add(&d, &ia) && index_db_add(&d, &ib), "%s", d.err);
    ck_assert_msg(index_db_close(&d), "%s", d.err);
    FILE *f = fopen(query, "w");
    ck_assert_ptr_nonnull(f);
    fputs(P312 "\n", f);
    ck_assert_int_eq(fclose(f), 0);
    char err[256], *text = NULL, *said = NULL;
    size_t len = 0, said_len = 0;
    sqlite3 *db = index_db_open_read(path, err, sizeof err);
    ck_assert_msg(db != NULL, "%s", err);
    FindQuery q = { .like = query, .jobs = 1, .json = true };
    solve_options_default(&q.solve);
    for (int emptied = 0; emptied < 2; emptied++) {
        FILE *out = open_memstream(&text, &len), *e = open_memstream(&said, &said_len);
        ck_assert_int_eq(find_like(db, &q, out, e), 0);
        fclose(out), fclose(e);
        ck_assert_msg(strstr(text, "\"id\":\"p312\"") != NULL, "%s", text);
        ck_assert_msg((strstr(text, "\"line\":2,") != NULL) == !emptied, "emptied %d: %s", emptied, text);
        ck_assert_ptr_null(strstr(text, "\"score\":0.0,"));
        free(text), free(said);
        sqlite3 *rw = NULL;
        ck_assert_int_eq(sqlite3_open(path, &rw), SQLITE_OK);
        ck_assert_int_eq(sqlite3_exec(rw, "UPDATE problem SET signature = zeroblob(64) WHERE line = 2;"
                                          "DELETE FROM theme WHERE pid = (SELECT pid FROM problem WHERE line = 2)",
                                      NULL, NULL, NULL), SQLITE_OK);
        sqlite3_close(rw);
    }
    sqlite3_close(db);
    free(ra), free(rb);
    problem_free(&a), problem_free(&b);
}
END_TEST

/* An index that is a directory or is missing is named so, in the system's
 * words; SQLite said 'disk I/O error' and 'unable to open database file'. */
START_TEST(db_path_named_why)
{
    char err[256];
    ck_assert_ptr_null(index_db_open_read(TEST_TMP("none.db"), err, sizeof err));
    ck_assert_msg(strstr(err, "none.db: No such file or directory"), "said: '%s'", err);
    ck_assert_ptr_null(index_db_open_read(test_tmpdir(), err, sizeof err));
    ck_assert_msg(strstr(err, ": Is a directory"), "said: '%s'", err);
    IndexDb d;
    ck_assert(!index_db_open(&d, test_tmpdir()));
    ck_assert_msg(strstr(d.err, ": Is a directory"), "said: '%s'", d.err);
}
END_TEST

/* A record that is not one: nothing written, the file and line said. */
START_TEST(record_not_read_back)
{
    static const struct { const char *record, *err; } bad[] = {
        { "{\"fen\": \"8/8/8/8/8/8/8/K1k5 w - -\"", "c.epd:5: record not read back: not JSON: " },
        { "{\"fen\": \"8/8/8/8/8/8/8/K1k5 w - -\"}", "c.epd:5: record not read back: keys: missing" },
        { "{\"keys\": [\"e2e9\"]}", "c.epd:5: record not read back: keys[0]: not a move" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        IndexDb d;
        ck_assert_msg(index_db_open(&d, TEST_TMP("bad.db")), "%s", d.err);
        Problem p = { 0 };
        BatchItem it = { .record = bad[i].record, .src = "c.epd", .lineno = 5, .p = &p };
        ck_assert(!index_db_add(&d, &it));
        ck_assert_msg(strncmp(d.err, bad[i].err, strlen(bad[i].err)) == 0, "%s", d.err);
        ck_assert_int_eq(d.written, 0);
        index_db_close(&d);
    }
}
END_TEST

/* A hit of find --json: the fields in their order, the score to three
 * decimals, strings escaped; a path that is no UTF-8 read as Latin-1 (it
 * used to fail the write), control characters kept as escapes; the hits
 * written one after the other in one room, not one each. */
START_TEST(hit_printed_as_json)
{
    static const struct { FindHit hit; const char *line; } hits[] = {
        { { .id = "p\"1", .file = "/c/d.epd", .line = 12, .score = 0.85674, .why = "every\tcondition" },
          "{\"id\":\"p\\\"1\",\"file\":\"/c/d.epd\",\"line\":12,\"score\":0.857,\"why\":\"every\\tcondition\"}\n" },
        { { .file = "/c/\001\xc3\xa9.epd", .line = 1, .score = 1 },
          "{\"id\":null,\"file\":\"/c/\\u0001\xc3\xa9.epd\",\"line\":1,\"score\":1.0,\"why\":\"\"}\n" },
        { { .file = "/c/\xe9.epd", .line = 3, .score = 0.0004, .why = "x" },
          "{\"id\":null,\"file\":\"/c/\xc3\xa9.epd\",\"line\":3,\"score\":0.0,\"why\":\"x\"}\n" },
    };
    /* The hits' one room, each line written afresh in it: given a capacity
     * every line fits (not the first allocation's 16 KB), it stays the same
     * room and holds just the last hit's line. */
    enum { CAP = 1024 };
    Text room = { .s = malloc(CAP), .cap = CAP };
    ck_assert_ptr_nonnull(room.s);
    char *given = room.s;
    for (size_t i = 0; i < sizeof hits / sizeof *hits; i++) {
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        ck_assert(find_print(f, &hits[i].hit, true, &room));
        ck_assert_int_eq(fclose(f), 0);
        ck_assert_str_eq(text, hits[i].line);
        free(text);
        ck_assert_msg(room.s == given && room.cap == CAP, "hit %zu: a room of its own", i);
        ck_assert_msg(room.n == strlen(hits[i].line) && memcmp(room.s, hits[i].line, room.n) == 0,
                      "hit %zu: not written alone in the room (%zu bytes)", i, room.n);
    }
    free(room.s);
}
END_TEST

Suite *index_db_suite(void)
{
    Suite *s = suite_create("index_db");
    TCase *tc = tcase_create("index_db");
    tcase_add_test(tc, rows_from_the_record);
    tcase_add_test(tc, error_row);
    tcase_add_test(tc, like_an_empty_file);
    tcase_add_test(tc, db_path_named_why);
    tcase_add_test(tc, record_not_read_back);
    tcase_add_test(tc, hit_printed_as_json);
    tcase_add_test(tc, like_nothing_in_common);
    suite_add_tcase(s, tc);
    return s;
}
