/* test_report.c - SAN, the JSON record, the text report and option parsing. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/cli/options.h"
#include "solver/report/json.h"
#include "solver/report/json_arena.h"
#include "solver/report/json_text.h"
#include "solver/report/text.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "themes/theme_table.h"
#include "themes/themes.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"

#define POLGAR_307 "1Q6/8/8/8/8/k2K4/8/8 w - -"
#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"
#define POLGAR_484 "4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -"
#define BACK_RANK  "6k1/5ppp/8/8/8/8/8/R3K3 w - -"

/* SAN of the move given in UCI, in a fresh position from fen. */
static const char *san_of(const char *fen, const char *uci, Lang lang, char *buf)
{
    Problem pb = test_problem(fen);
    Move m = move_from_uci(&pb.pos, uci);
    ck_assert_msg(m != MOVE_NONE, "%s not legal in %s", uci, fen);
    move_to_san(&pb.pos, m, lang, buf, SAN_MAX);
    problem_free(&pb);
    return buf;
}

#define ASSERT_SAN(fen, uci, lang, want) \
    do { char b_[SAN_MAX]; ck_assert_str_eq(san_of(fen, uci, lang, b_), want); } while (0)

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

START_TEST(san_ordinary_moves)
{
    ASSERT_SAN(START, "g1f3", LANG_EN, "Nf3");
    ASSERT_SAN(START, "e2e4", LANG_EN, "e4");
    ASSERT_SAN(POLGAR_307, "d3c3", LANG_EN, "Kc3");
}
END_TEST

START_TEST(san_captures)
{
    ASSERT_SAN("4k3/8/8/3p4/4P3/8/8/4K3 w - -", "e4d5", LANG_EN, "exd5");
    ASSERT_SAN("4k3/8/8/3p4/8/8/8/3RK3 w - -", "d1d5", LANG_EN, "Rxd5");
    ASSERT_SAN(POLGAR_307, "b8b3", LANG_EN, "Qb3+");
}
END_TEST

START_TEST(san_disambiguation)
{
    /* By file, by rank, by both (three queens reach b2). */
    ASSERT_SAN("4k3/8/8/8/8/8/8/1N3N1K w - -", "b1d2", LANG_EN, "Nbd2");
    ASSERT_SAN("4k3/8/8/R7/8/8/8/R3K3 w - -", "a1a3", LANG_EN, "R1a3");
    ASSERT_SAN("4k3/8/8/R7/8/8/8/R3K3 w - -", "a5a3", LANG_EN, "R5a3");
    ASSERT_SAN("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - -", "a1b2", LANG_EN, "Qa1b2");
    ASSERT_SAN("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - -", "c1b2", LANG_EN, "Qcb2");
    /* A knight that cannot legally move (pinned) does not force disambiguation. */
    ASSERT_SAN("4k3/4r3/8/8/8/8/4N3/2N1K3 w - -", "c1d3", LANG_EN, "Nd3");
}
END_TEST

START_TEST(san_castling_ep_promotion)
{
    ASSERT_SAN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "e1g1", LANG_EN, "0-0");
    ASSERT_SAN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "e1c1", LANG_EN, "0-0-0");
    ASSERT_SAN("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "e5d6", LANG_EN, "exd6 e.p.");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8q", LANG_EN, "e8=Q");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8n", LANG_EN, "e8=N");
    ASSERT_SAN("3r4/4P3/8/8/8/8/k7/4K3 w - -", "e7d8q", LANG_EN, "exd8=Q");
    ASSERT_SAN(POLGAR_484, "b7b8q", LANG_EN, "b8=Q+");
}
END_TEST

START_TEST(san_check_and_mate)
{
    ASSERT_SAN("4k3/8/8/8/8/8/8/R3K3 w - -", "a1a8", LANG_EN, "Ra8+");
    ASSERT_SAN(BACK_RANK, "a1a8", LANG_EN, "Ra8#");
    /* Black moves too: the king takes the checking queen. */
    ASSERT_SAN("8/8/8/8/8/kQ1K4/8/8 b - -", "a3b3", LANG_EN, "Kxb3");
}
END_TEST

START_TEST(san_languages)
{
    ASSERT_SAN(START, "g1f3", LANG_DE, "Sf3");
    ASSERT_SAN(START, "g1f3", LANG_IT, "Cf3");
    ASSERT_SAN(START, "g1f3", LANG_FR, "Cf3");
    ASSERT_SAN(BACK_RANK, "a1a8", LANG_DE, "Ta8#");
    ASSERT_SAN(POLGAR_307, "d3c3", LANG_IT, "Rc3");
    ASSERT_SAN(POLGAR_307, "d3c3", LANG_FR, "Rc3");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8q", LANG_DE, "e8=D");
    ASSERT_SAN("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8b", LANG_FR, "e8=F");
    Lang l;
    ck_assert(lang_parse("it", &l) && l == LANG_IT);
    ck_assert(!lang_parse("es", &l));
    ck_assert_int_eq(piece_letter(LANG_IT, BISHOP), 'A');
}
END_TEST


/* A move as a composer writes it: SAN of any language chiave writes, with a
 * move number and marks, long algebraic or UCI. */
static void assert_reads(const char *fen, const char *text, Lang lang, const char *uci)
{
    Position pos = test_position(fen);
    Move m = MOVE_NONE;
    int n = move_from_text(&pos, text, lang, &m);
    char buf[8];
    ck_assert_msg(n == 1, "'%s': %d moves", text, n);
    ck_assert_msg(strcmp(move_to_uci(m, buf), uci) == 0, "'%s' read as %s, not %s", text, buf, uci);
}

static void assert_reads_n(const char *fen, const char *text, int want)
{
    Position pos = test_position(fen);
    Move m;
    ck_assert_msg(move_from_text(&pos, text, LANG_EN, &m) == want, "'%s': not %d", text, want);
}

START_TEST(san_read_back)
{
    const char *forms307[] = { "Kc3", "1.Kc3!", "1. Kc3", "Kc3!", "d3c3", "D3C3", "Kd3-c3", "Kd3c3", "Kdc3" };
    for (size_t i = 0; i < sizeof forms307 / sizeof *forms307; i++)
        assert_reads(POLGAR_307, forms307[i], LANG_EN, "d3c3");
    assert_reads(POLGAR_307, "Rc3", LANG_IT, "d3c3");   /* R is the Italian king */
    assert_reads(POLGAR_307, "Rc3", LANG_EN, "d3c3");   /* no rook: read in Italian */
    assert_reads(POLGAR_307, "Db3+", LANG_DE, "b8b3");
    assert_reads(POLGAR_307, "1.Qb3+?", LANG_EN, "b8b3");
    /* A rook where there is one: R is a rook in English, the king in Italian. */
    const char *rook = "4k3/8/8/8/8/8/8/R3K3 w - -";
    assert_reads(rook, "Rd1", LANG_EN, "a1d1");
    assert_reads(rook, "Rd1", LANG_IT, "e1d1");
    assert_reads(rook, "Td1", LANG_IT, "a1d1");
    /* Captures with check, promotion, castling, e.p. */
    assert_reads("4k3/5p2/8/4N3/8/8/8/4K3 w - -", "Nxf7", LANG_EN, "e5f7");
    assert_reads("7k/5p2/8/4N3/8/8/8/4K3 w - -", "Nxf7+", LANG_EN, "e5f7");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e8=Q", LANG_EN, "e7e8q");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e8Q", LANG_EN, "e7e8q");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e8=S", LANG_DE, "e7e8n");
    assert_reads("8/4P3/8/8/8/8/k7/4K3 w - -", "e7e8n", LANG_EN, "e7e8n");
    assert_reads("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "0-0", LANG_EN, "e1g1");
    assert_reads("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "O-O-O", LANG_EN, "e1c1");
    assert_reads("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "exd6 e.p.", LANG_EN, "e5d6");
    assert_reads("4k3/8/8/3pP3/8/8/8/4K3 w - d6", "exd6", LANG_EN, "e5d6");
    /* Two knights reach d2: "Nd2" is ambiguous, "Nbd2" is not. */
    const char *knights = "4k3/8/8/8/8/8/8/1N3N1K w - -";
    assert_reads_n(knights, "Nd2", 2);
    assert_reads(knights, "Nbd2", LANG_EN, "b1d2");
    assert_reads(knights, "Nb1-d2", LANG_EN, "b1d2");
    assert_reads(knights, "Sfd2", LANG_DE, "f1d2");
    assert_reads_n(knights, "Nc4", 0);      /* a move, not legal here */
    assert_reads_n(knights, "e2e4e5", -1);  /* no move at all */
    assert_reads_n(knights, "hello", -1);
    assert_reads_n(knights, "", -1);
}
END_TEST

/* Solves fen and returns its record; *pb and *s are for the caller to free. */
static json_t *record_of(const char *fen, bool all_defences, Problem *pb, Solution *s)
{
    SolveOptions so;
    solve_options_default(&so);
    so.all_defences = all_defences;
    *pb = test_problem(fen);
    solve(&pb->pos, &so, s);
    json_t *rec = report_json_record(pb, s, &so, LANG_EN);
    ck_assert_ptr_nonnull(rec);
    return rec;
}

static const char *str_at(json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    ck_assert_msg(json_is_string(v), "%s is not a string", key);
    return json_string_value(v);
}

START_TEST(json_sound_problem)
{
    Problem pb;
    Solution s;
    json_t *rec = record_of(POLGAR_307, false, &pb, &s);
    ck_assert(json_is_null(json_object_get(rec, "id")));
    ck_assert_str_eq(str_at(rec, "fen"), POLGAR_307);
    ck_assert_str_eq(str_at(rec, "stipulation"), "#2");
    ck_assert_str_eq(str_at(rec, "status"), "sound");
    ck_assert(json_is_null(json_object_get(rec, "error")));

    json_t *keys = json_object_get(rec, "keys");
    ck_assert_int_eq(json_array_size(keys), 1);
    json_t *key = json_array_get(keys, 0);
    ck_assert_str_eq(str_at(key, "move"), "d3c3");
    ck_assert_str_eq(str_at(key, "san"), "Kc3");
    ck_assert(json_is_false(json_object_get(key, "check")));
    ck_assert(json_is_false(json_object_get(key, "zugzwang")));
    ck_assert_int_eq(json_array_size(json_object_get(key, "threats")), 3);
    ck_assert_int_eq(json_array_size(json_object_get(key, "variations")), 2);
    ck_assert_ptr_null(json_object_get(key, "refutations"));

    /* Tries: Kc2, Kc4, Qb1, Qb3+, Qb5, each with one refutation. */
    json_t *tries = json_object_get(rec, "tries");
    ck_assert_int_eq(json_array_size(tries), 5);
    for (size_t i = 0; i < json_array_size(tries); i++) {
        json_t *t = json_array_get(tries, i);
        ck_assert_int_eq(json_array_size(json_object_get(t, "refutations")), 1);
        if (strcmp(str_at(t, "move"), "d3c2") == 0) {
            json_t *refut = json_array_get(json_object_get(t, "refutations"), 0);
            ck_assert_str_eq(json_string_value(refut), "a3a4");
            /* 1...Ka2 is met by three mates: all of them are listed. */
            json_t *var = json_array_get(json_object_get(t, "variations"), 0);
            ck_assert_str_eq(str_at(var, "defence"), "a3a2");
            ck_assert_int_eq(json_array_size(json_object_get(var, "mates")), 3);
        }
    }
    ck_assert_int_eq(json_array_size(json_object_get(rec, "short")), 0);
    ck_assert_int_eq(json_array_size(json_object_get(rec, "set")), 0);
    ck_assert(json_is_array(json_object_get(rec, "themes")));
    json_t *stats = json_object_get(rec, "stats");
    ck_assert(json_integer_value(json_object_get(stats, "nodes")) > 0);
    ck_assert(json_is_real(json_object_get(stats, "ms")));

    /* One line, keys in SPEC order. */
    char *line = report_json_dump(rec);
    ck_assert_ptr_nonnull(line);
    ck_assert_ptr_null(strchr(line, '\n'));
    const char *order[] = {"\"id\"", "\"fen\"", "\"stipulation\"", "\"status\"", "\"error\"",
                           "\"keys\"", "\"short\"", "\"tries\"", "\"set\"", "\"themes\"", "\"stats\""};
    assert_in_order(line, order, sizeof order / sizeof *order);
    free(line);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

START_TEST(json_set_play_and_all_defences)
{
    Problem pb;
    Solution s;
    json_t *rec = record_of(POLGAR_311, false, &pb, &s);
    json_t *set = json_object_get(rec, "set");
    ck_assert_int_eq(json_array_size(set), 1);
    ck_assert_str_eq(str_at(json_array_get(set, 0), "defence"), "h4h3");
    json_t *key = json_array_get(json_object_get(rec, "keys"), 0);
    ck_assert_str_eq(str_at(key, "move"), "c5f5");
    /* 1...c5 does not defeat the threat 2.Qg4#: not listed by default. */
    ck_assert_int_eq(json_array_size(json_object_get(key, "variations")), 0);
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);

    rec = record_of(POLGAR_311, true, &pb, &s);
    key = json_array_get(json_object_get(rec, "keys"), 0);
    ck_assert_int_eq(json_array_size(json_object_get(key, "variations")), 1);
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

START_TEST(json_cooked_and_short)
{
    Problem pb;
    Solution s;
    json_t *rec = record_of(POLGAR_484, false, &pb, &s);
    ck_assert_str_eq(str_at(rec, "status"), "cooked");
    ck_assert_int_ge(json_array_size(json_object_get(rec, "keys")), 2);
    json_t *key = json_array_get(json_object_get(rec, "keys"), 0);
    ck_assert(json_is_true(json_object_get(key, "check")));
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);

    rec = record_of(BACK_RANK, false, &pb, &s);
    ck_assert_str_eq(str_at(rec, "status"), "short");
    json_t *shorts = json_object_get(rec, "short");
    ck_assert_int_eq(json_array_size(shorts), 1);
    ck_assert_str_eq(json_string_value(json_array_get(shorts, 0)), "a1a8");
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

START_TEST(json_error_record)
{
    char *line = report_json_error("p1", NULL, "x.epd:3: field 1, rank 3: 9 squares");
    ck_assert_ptr_nonnull(line);
    json_error_t jerr;
    json_t *rec = json_loads(line, 0, &jerr);
    ck_assert_ptr_nonnull(rec);
    ck_assert_str_eq(str_at(rec, "id"), "p1");
    ck_assert(json_is_null(json_object_get(rec, "fen")));
    ck_assert_str_eq(str_at(rec, "status"), "illegal");
    ck_assert_str_eq(str_at(rec, "error"), "x.epd:3: field 1, rank 3: 9 squares");
    const char *lists[] = {"keys", "short", "tries", "set", "themes"};
    for (size_t i = 0; i < 5; i++) {
        json_t *a = json_object_get(rec, lists[i]);
        ck_assert_msg(json_is_array(a) && json_array_size(a) == 0, "%s not an empty list", lists[i]);
    }
    json_decref(rec);
    free(line);
    line = report_json_error(NULL, "8/8/8/8/8/8/8/8 w - -", "no kings");
    ck_assert_ptr_nonnull(strstr(line, "\"id\":null,\"fen\":\"8/8/8/8/8/8/8/8 w - -\""));
    free(line);
}
END_TEST

/* A problem's own words and its twin in the record and the text report; a
 * problem without them has none of those fields. */
START_TEST(json_and_text_of_a_twin)
{
    ReadAll *r = read_string("begin\ntitle T\nauthor A\nauthor B\norigin O\nstip #2\n"
                           "pieces white kd3 qb8 black ka3\ntwin move d3 c3\ntwin stip h#2\nend\n",
                           "t.inp", INPUT_POPEYE);
    ck_assert_int_eq(r->n, 3);
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&r->p[1].pos, &so, &s);
    json_t *rec = report_json_record(&r->p[1], &s, &so, LANG_EN);
    char *text = report_text_string(&r->p[1], &s, &so, LANG_EN);
    char *german = report_text_string(&r->p[1], &s, &so, LANG_DE); /* the twin in its words */
    solution_free(&s);
    ck_assert_str_eq(str_at(rec, "twin"), "b");
    ck_assert_str_eq(str_at(rec, "twin_of"), "t.inp:1");
    ck_assert_str_eq(str_at(rec, "twinning"), "move d3 c3");
    ck_assert_str_eq(str_at(rec, "title"), "T");
    ck_assert_str_eq(str_at(rec, "authors"), "A; B");
    ck_assert_str_eq(str_at(rec, "source"), "O");
    ck_assert_str_eq(str_at(rec, "fen"), "1Q6/8/8/8/8/k1K5/8/8 w - -");
    json_decref(rec);
    ck_assert_msg(strncmp(text, "b) move d3 c3\n", 14) == 0, "%s", text);
    ck_assert_msg(strncmp(german, "b) versetze d3 c3\n", 18) == 0, "%s", german);
    free(text);
    free(german);

    char *line = report_json_problem_error(&r->p[2], r->err[2]);
    rec = json_loads(line, 0, NULL);
    free(line);
    ck_assert_str_eq(str_at(rec, "status"), "illegal");
    ck_assert_str_eq(str_at(rec, "error"), "t.inp:9: stipulation h#2: chiave solves orthodox #2 only");
    ck_assert_str_eq(str_at(rec, "twin"), "c");
    ck_assert_str_eq(str_at(rec, "twinning"), "stipulation h#2");
    ck_assert_str_eq(str_at(rec, "fen"), POLGAR_307);
    ck_assert_str_eq(str_at(rec, "title"), "T");
    json_decref(rec);
    read_all_free(r);

    Problem pb;
    rec = record_of(POLGAR_307, false, &pb, &s);
    static const char *const none[] = { "twin", "twin_of", "twinning", "title", "authors", "source" };
    for (size_t i = 0; i < sizeof none / sizeof *none; i++)
        ck_assert_ptr_null(json_object_get(rec, none[i]));
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

/* The text report of fen, malloc'd. */
/* The text report of pb (which it frees), malloc'd. */
static char *text_of_problem(Problem *pb, Lang lang)
{
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb->pos, &so, &s);
    char *text = report_text_string(pb, &s, &so, lang);
    ck_assert_ptr_nonnull(text);
    solution_free(&s);
    problem_free(pb);
    return text;
}

static char *text_of(const char *fen, Lang lang)
{
    Problem pb = test_problem(fen);
    return text_of_problem(&pb, lang);
}

#define ASSERT_HAS(text, part) \
    ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)

/* json_text_compact writes what json_dumps writes, byte for byte: values
 * with every kind of escape, numbers, nesting, and the records of 100 problems. */
static void assert_same_text(json_t *v)
{
    char *ours = json_text_compact(v);
    char *theirs = json_dumps(v, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6) | JSON_ENCODE_ANY);
    ck_assert_ptr_nonnull(ours);
    ck_assert_ptr_nonnull(theirs);
    ck_assert_str_eq(ours, theirs);
    free(ours);
    free(theirs);
}

/* Calls check on each problem of data/batch/polgar100.epd, solved; returns how many. */
static int each_solved_problem(void (*check)(const Problem *, const Solution *, const SolveOptions *))
{
    FILE *f = fopen("data/batch/polgar100.epd", "r");
    ck_assert_ptr_nonnull(f);
    char *line = NULL;
    size_t cap = 0;
    int n = 0;
    SolveOptions so;
    solve_options_default(&so);
    while (getline(&line, &cap, f) > 0) {
        Problem pb = test_problem(line);
        Solution s;
        solve(&pb.pos, &so, &s);
        check(&pb, &s, &so);
        solution_free(&s);
        problem_free(&pb);
        n++;
    }
    free(line);
    fclose(f);
    return n;
}

static void text_of_record(const Problem *pb, const Solution *s, const SolveOptions *so)
{
    json_t *rec = report_json_record(pb, s, so, LANG_EN);
    assert_same_text(rec);
    json_decref(rec);
}

/* The record built in an arena is the one built with malloc. */
static void arena_record_as_heap_record(const Problem *pb, const Solution *s, const SolveOptions *so)
{
    char *arena = report_json_string(pb, s, so, LANG_EN);
    char *heap = report_json_dump(report_json_record(pb, s, so, LANG_EN));
    ck_assert_ptr_nonnull(arena);
    ck_assert_str_eq(arena, heap);
    free(arena);
    free(heap);
}

START_TEST(json_text_as_jansson_writes_it)
{
    json_error_t e;
    const char *samples[] = {
        "{\"id\":\"a \\\"quoted\\\" \\\\ back\\/slash\",\"ctl\":\"\\u0001\\b\\f\\n\\r\\t\\u001f\\u007f\"}",
        "{\"utf8\":\"Polg\\u00e1r \\u2654 \\ud83d\\ude00\",\"empty\":{},\"none\":[],\"deep\":[[[{\"a\":[1,-2,3]}]]]}",
        "[true,false,null,0,-9223372036854775807,-9223372036854775808,9223372036854775807,1.5,0.000123456789,1e300,-2.0,100000000.0]",
        "{\"z\":1,\"a\":2,\"m\":{\"y\":null,\"b\":\"\"}}",
    };
    for (size_t i = 0; i < sizeof samples / sizeof *samples; i++) {
        json_t *v = json_loads(samples[i], 0, &e);
        ck_assert_msg(v != NULL, "sample %zu: %s", i, e.text);
        assert_same_text(v);
        json_decref(v);
    }
    ck_assert_int_ge(each_solved_problem(text_of_record), 100);
}
END_TEST

/* The records made in json_arena.c's arena are the ones made with malloc;
 * values made outside an arena live through one, and an arena grows past
 * its blocks. A value freed by the wrong allocator would abort (and the
 * sanitizers of make check say so). */
START_TEST(json_arena_records)
{
    json_t *before = json_pack("{s:[i,s]}", "kept", 1, "x"); /* malloc'd */
    json_arena_open();
    json_arena_open(); /* opens nest */
    json_t *big = json_array();
    for (int i = 0; i < 100000; i++)
        json_array_append_new(big, json_string("d3c3"));
    json_arena_close();
    char *text = json_text_compact(big);
    json_decref(before); /* freed by free() inside the arena */
    json_arena_close();  /* big goes with it */
    ck_assert_uint_eq(strlen(text), 100000 * 7 + 1);
    free(text);
    json_t *after = json_string("after"); /* malloc'd again */
    json_decref(after);
    ck_assert_int_ge(each_solved_problem(arena_record_as_heap_record), 100);
}
END_TEST

START_TEST(text_sound_problem)
{
    char *t = text_of(POLGAR_307, LANG_EN);
    ASSERT_HAS(t, "8 | . Q . . . . . . |");
    ASSERT_HAS(t, "3 | k . . K . . . . |");
    ASSERT_HAS(t, "#2 (2+1)");
    ASSERT_HAS(t, "1.Kc3! (");
    ASSERT_HAS(t, "2.Qb3#");
    ASSERT_HAS(t, "   1...Ka2 2.Qb2#\n");
    ASSERT_HAS(t, "   1...Ka4 2.Qb4#\n");
    ASSERT_HAS(t, "1.Kc2? (2.Qb3#)");
    ASSERT_HAS(t, "(dual)");
    ASSERT_HAS(t, "   but 1...Ka4!");
    ASSERT_HAS(t, "1.Qb3+?");
    ASSERT_HAS(t, "but 1...Kxb3!");
    ASSERT_HAS(t, "1.Qb1? zugzwang");
    ASSERT_HAS(t, "\nsound\n");
    ASSERT_HAS(t, " nodes, ");
    free(t);

    t = text_of(POLGAR_307, LANG_DE);
    ASSERT_HAS(t, "8 | . D . . . . . . |");
    ASSERT_HAS(t, "1.Kc3! (");
    ASSERT_HAS(t, "1...Ka2 2.Db2#");
    free(t);
}
END_TEST


/* The text report of a problems/ file, malloc'd. */
static char *text_of_file(const char *name, Lang lang)
{
    char path[128], err[FEN_MSG];
    snprintf(path, sizeof path, "../problems/%s.fen", name);
    Problem pb;
    ck_assert_msg(read_first(path, &pb, err, sizeof err) == 0, "%s", err);
    return text_of_problem(&pb, lang);
}

/* Promotions to Q, R or B on one square are one mate (themes/KEY.md "Counting mates"):
 * written once, the others in parentheses; "(dual)" only for two mates so counted. */
START_TEST(text_promotions_one_mate)
{
    char *t = text_of_file("duals-miss", LANG_EN);
    ASSERT_HAS(t, "   1...Nxg7 2.h8=Q# (=R)\n");
    ASSERT_HAS(t, "-> 2.h8=Q# (=R)\n"); /* the Analysis writes them alike */
    ck_assert_msg(strstr(t, "(dual)") == NULL, "%s", t);
    free(t);
    t = text_of("4q1k1/4BNP1/4B1K1/8/8/8/8/8 w - -", LANG_EN); /* polgar-1524 */
    ASSERT_HAS(t, "   1...Qf8 2.Nh6# 2.gxf8=Q# (=R) (dual)\n");
    free(t);
    t = text_of("4NBq1/6P1/7k/5Q2/8/8/8/6K1 w - -", LANG_EN); /* polgar-2155 */
    ASSERT_HAS(t, "   1...Qc4 2.Qh5# 2.g8=Q# (=R =B) 2.g8=N# (dual)\n");
    free(t);
    t = text_of_file("cyclic-change", LANG_EN); /* a theme across phases writes them alike */
    ASSERT_HAS(t, "  cyclic change 3: 1.Bc3? 1...Kc5 2.Qxd4# 1...Qxd1 2.f8=Q# (=B) 1...Ke5 2.b8=Q# (=B);");
    free(t);
    t = text_of("4NBq1/6P1/7k/5Q2/8/8/8/6K1 w - -", LANG_DE);
    ASSERT_HAS(t, "   1...Dc4 2.Dh5# 2.g8=D# (=T =L) 2.g8=S# (");
    free(t);
}
END_TEST

START_TEST(text_verdicts_and_set_play)
{
    char *t = text_of(POLGAR_311, LANG_EN);
    ASSERT_HAS(t, "1.Qf5! (2.Qg4#)");
    ASSERT_HAS(t, "Set play:\n   1...Kh3 2.Qh5#\n");
    free(t);
    t = text_of(POLGAR_484, LANG_EN);
    ASSERT_HAS(t, "1.b8=Q+!");
    ASSERT_HAS(t, "cooked (");
    free(t);
    t = text_of(BACK_RANK, LANG_EN);
    ASSERT_HAS(t, "\n1.Ra8#\n");
    ASSERT_HAS(t, "short solution 1.Ra8#");
    free(t);
}
END_TEST



/* ---- the report's words in Italian, German and French (GNU gettext) ---- */

/* --lang decides the language whatever the user's locale: glibc reads LANGUAGE
 * only outside the "C" locale, which is what a clean environment gives. */
START_TEST(tr_whatever_the_locale)
{
    clearenv();
    setenv("LC_ALL", "C", 1);
    setenv("LANGUAGE", "fr", 1); /* the user's choice must not leak into --lang it */
    setenv("LANG", "de_DE.UTF-8", 1);
    ck_assert_str_eq(tr(LANG_IT, "threat"), "minaccia");
    ck_assert_str_eq(tr(LANG_DE, "threat"), "Drohung");
    ck_assert_str_eq(tr(LANG_FR, "threat"), "menace");
    ck_assert_str_eq(tr(LANG_EN, "threat"), "threat");
    ck_assert_str_eq(tr(LANG_IT, "Set play:"), "Gioco apparente:");
    ck_assert_str_eq(tr(LANG_DE, "key-sacrifice"), "Opferschlüssel");
    ck_assert_str_eq(tr(LANG_FR, "rook"), "tour");
    ck_assert_str_eq(tr(LANG_IT, "no such message"), "no such message");
}
END_TEST

/* Every word of the report, from the play to the verdict, in each language. */
START_TEST(text_in_three_languages)
{
    static const struct { Lang lang; const char *words[8]; } want[] = {
        { LANG_IT, { "1.Tb7! (2.Tb8#)", "1.Td7? zugzwang", "   ma 1...Ac8!", "\nGioco apparente:\n",
                     "\nAnalisi:\n  blocco con minaccia\n", "  chiave di sacrificio: torre 1...Axb7\n",
                     "\ncorretto\n", " nodi, " } },
        { LANG_DE, { "1.Tb7! (2.Tb8#)", "1.Td7? Zugzwang", "   aber 1...Lc8!", "\nSatzspiel:\n",
                     "\nAnalyse:\n  Blockdrohung\n", "  Opferschlüssel: Turm 1...Lxb7\n",
                     "\nkorrekt\n", " Knoten, " } },
        { LANG_FR, { "1.Tb7! (2.Tb8#)", "1.Td7? zugzwang", "   mais 1...Fc8!", "\nJeu apparent:\n",
                     "\nAnalyse:\n  bloc-menace\n", "  clé de sacrifice: tour 1...Fxb7\n",
                     "\ncorrect\n", " nœuds, " } },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = text_of_file("key-sacrifice", want[i].lang);
        for (size_t j = 0; j < 8; j++)
            ASSERT_HAS(t, want[i].words[j]);
        free(t);
    }
    char *t = text_of("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -", LANG_IT); /* polgar-484 */
    ASSERT_HAS(t, "\ndemolito (");
    ASSERT_HAS(t, " chiavi)\n");
    free(t);
    t = text_of("6k1/5ppp/8/8/8/8/8/R3K3 w - -", LANG_DE);
    ASSERT_HAS(t, "\nKurzlösung 1.Ta8#\n");
    free(t);
    t = text_of("1Q6/8/8/8/8/k2K4/8/8 b - -", LANG_FR);
    ASSERT_HAS(t, " trait aux Noirs   ");
    free(t);
}
END_TEST

/* Plural forms (ngettext) and words in a context (pgettext), in each language. */
START_TEST(tr_plurals_and_contexts)
{
    /* none: the form for 0, singular in French as French says "0 essai" */
    static const struct { Lang lang; const char *one, *two, *none, *role, *twin; } want[] = {
        { LANG_EN, "%d new dual", "%d new duals", "%d new duals", "try", "move" },
        { LANG_IT, "%d nuovo duale", "%d nuovi duali", "%d nuovi duali", "tentativo", "sposta" },
        { LANG_DE, "%d neuer Dual", "%d neue Duale", "%d neue Duale", "Verführung", "versetze" },
        { LANG_FR, "%d nouveau dual", "%d nouveaux duals", "%d nouveau dual", "essai", "déplacement" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        Lang l = want[i].lang;
        ck_assert_str_eq(tr_n(l, "%d new dual", "%d new duals", 1), want[i].one);
        ck_assert_str_eq(tr_n(l, "%d new dual", "%d new duals", 2), want[i].two);
        ck_assert_str_eq(tr_n(l, "%d new dual", "%d new duals", 0), want[i].none);
        ck_assert_str_eq(tr_c(l, "economy role", "try"), want[i].role);
        ck_assert_str_eq(tr_c(l, "twinning", "move"), want[i].twin);
        /* Unknown messages and contexts come back as they are. */
        ck_assert_str_eq(tr_c(l, "twinning", "no such word"), "no such word");
        ck_assert_str_eq(tr_c(l, "no such context", "move"), "move");
        ck_assert_str_eq(tr_n(l, "no such %d", "no such %ds", 3), "no such %ds");
    }
    /* A word means one thing in its context and another outside it. */
    ck_assert_str_eq(tr(LANG_DE, "Set play:"), "Satzspiel:");
    ck_assert_str_eq(tr_c(LANG_DE, "economy role", "set-play"), "Satzspiel");
}
END_TEST

/* A twin's line in the reader's words and letters; the record keeps Popeye's
 * English words. */
START_TEST(twin_lines_in_three_languages)
{
    static const struct { const char *twinning; Lang lang; const char *line; } cases[] = {
        { "move d3 c3", LANG_EN, "b) move d3 c3\n" },
        { "move d3 c3", LANG_IT, "b) sposta d3 c3\n" },
        { "move d3 c3", LANG_DE, "b) versetze d3 c3\n" },
        { "move d3 c3", LANG_FR, "b) déplacement d3 c3\n" },
        { "add black Sa1 Pb3c4", LANG_EN, "b) add black Sa1 Pb3c4\n" },
        { "add black Sa1 Pb3c4", LANG_IT, "b) aggiungi nero Ca1 Pb3c4\n" },
        { "add black Sa1 Pb3c4", LANG_DE, "b) hinzufügen schwarz Sa1 Bb3c4\n" },
        { "add black Sa1 Pb3c4", LANG_FR, "b) ajoute noir Ca1 Pb3c4\n" },
        { "continued substitute S B", LANG_IT, "b) continua sostituisci C A\n" },
        { "continued substitute S B", LANG_DE, "b) ferner ersetze S L\n" },
        { "remove d6 add white Qa7", LANG_FR, "b) ôte d6 ajoute blanc Da7\n" },
        { "exchange e2 g1 rotate 90", LANG_DE, "b) tausche e2 g1 Drehung 90\n" },
        { "mirror a1<-->h1 shift h1 g1", LANG_IT, "b) specchia a1<-->h1 trasla h1 g1\n" },
        { "polishtype", LANG_FR, "b) échange de couleurs\n" },
        { "stipulation #2", LANG_DE, "b) Forderung #2\n" },
        { "diagram", LANG_IT, "b) diagramma\n" },
        /* fairy words and codes as they are: they are error records anyway */
        { "condition madrasi", LANG_FR, "b) condition madrasi\n" },
        { "add white Ge4 Royal", LANG_IT, "b) aggiungi bianco Ge4 Royal\n" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Problem pb = { .twin = (char *)"b", .twinning = (char *)cases[i].twinning };
        char *text = NULL;
        size_t len = 0;
        FILE *out = open_memstream(&text, &len);
        ck_assert_ptr_nonnull(out);
        twin_text_line(out, &pb, cases[i].lang);
        fclose(out);
        ck_assert_str_eq(text, cases[i].line);
        free(text);
    }
    /* (the text report heads a twin so: json_and_text_of_a_twin) */
}
END_TEST

/* Each label of the Analysis over the problems/ files has its translation. */
/* Whether the catalogues' template has msgid (msgcmp checks that every language
 * translates each of its messages). */
static bool in_template(const char *pot, const char *msgid)
{
    char line[160];
    snprintf(line, sizeof line, "\nmsgid \"%s\"\n", msgid);
    return strstr(pot, line) != NULL;
}

START_TEST(analysis_labels_translated)
{
    static const char *const files[] = {
        "polgar-307", "fleck", "total-fleck", "effective-defences", "star-flights", "plus-flights",
        "black-knight-wheel", "white-knight-wheel", "waiter", "mutate", "incomplete-block",
        "block-threat", "threat", "checking-key", "changed-mates", "added-mates", "removed-mates",
        "changed-mates-try", "transferred-mates", "duals", "unprovided-checks", "unprovided-flights",
        "key-check", "key-capture", "key-takes-flights", "key-gives-flights", "key-pins", "key-unpins",
        "key-sacrifice", "key-king-move", "key-promotion", "self-block", "pin-mate", "battery-mate",
        "cross-check", "grimshaw", "novotny", "reciprocal-change", "cyclic-change", "zagoruiko",
        "le-grand", "pseudo-le-grand", "dombrovskis", "rukhlis", "pickaninny", "albino",
        "black-correction", "white-correction", "half-pin",
    };
    char *pot = test_slurp("../solver/report/po/chiave.pot", NULL);
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        Solution s;
        solve_problem_file(files[f], &s);
        json_t *themes = json_array();
        themes_analyse(&s, themes);
        size_t i;
        json_t *e;
        json_array_foreach(themes, i, e) {
            /* A theme across phases goes by its title, the others by their name. */
            const char *name = json_string_value(json_object_get(e, "name"));
            const char *label = json_object_get(e, "phases") ? theme_title(name) : name;
            ck_assert_msg(in_template(pot, label), "%s: '%s' is not in chiave.pot", files[f], label);
            const char *piece = json_string_value(json_object_get(e, "piece"));
            if (piece && !json_object_get(e, "phases")) /* (there, the square of a man) */
                ck_assert_msg(in_template(pot, piece), "'%s' is not in chiave.pot", piece);
        }
        json_decref(themes);
        solution_free(&s);
    }
    free(pot);
    /* And the catalogues are used: a label in each language. */
    ck_assert_str_eq(tr(LANG_IT, "key-sacrifice"), "chiave di sacrificio");
    ck_assert_str_eq(tr(LANG_DE, "cyclic change"), "zyklischer Mattwechsel");
    ck_assert_str_eq(tr(LANG_FR, "half-pin"), "demi-clouage");
}
END_TEST

/* The template holds every message of the sources, and each language translates
 * every message of the template (xgettext and msgcmp, from Debian's gettext). */
START_TEST(catalogues_complete)
{
    Run r = run_shell("cd .. && "
        "xgettext --language=C --from-code=UTF-8 --keyword=tr:2 --keyword=T:2 --keyword=N_ "
        "--keyword=tr_n:2,3 --keyword=tr_c:2c,3 --keyword=NC_:1c,2 --no-location --sort-output -o - "
        "themes/theme_list.h solver/report/*.c solver/cli/*.c solver/compare/*.c solver/aids/*.c solver/serve/*.c 2>/dev/null "
        "| grep '^msg\\(id\\|ctxt\\)' > /tmp/chiave-pot-now.$$ "
        "&& grep '^msg\\(id\\|ctxt\\)' solver/report/po/chiave.pot "
        "| diff - /tmp/chiave-pot-now.$$; s=$?; rm -f /tmp/chiave-pot-now.$$; exit $s");
    ck_assert_msg(r.status == 0, "solver/report/po/chiave.pot is not up to date (make pot):\n%s", r.out);
    r = run_shell("cd ../solver/report/po && for l in it de fr; do msgcmp $l.po chiave.pot || exit 1; "
                  "msgfmt --check -o /dev/null $l.po || exit 1; done");
    ck_assert_msg(r.status == 0, "%s", r.out);
}
END_TEST

/* ---- one order whatever the options ---- */

/* Record and text report of fen solved with refutations N and all_defences. */
static json_t *record_with(const char *fen, int refutations, bool all, char **text)
{
    SolveOptions so;
    solve_options_default(&so);
    so.max_refutations = refutations;
    so.all_defences = all;
    Problem pb = test_problem(fen);
    Solution s;
    solve(&pb.pos, &so, &s);
    json_t *rec = report_json_record(&pb, &s, &so, LANG_EN);
    ck_assert_ptr_nonnull(rec);
    if (text)
        *text = report_text_string(&pb, &s, &so, LANG_EN);
    solution_free(&s);
    problem_free(&pb);
    return rec;
}

/* Problems whose lists came in another order with --refutations 2 (generation
 * order followed the piece lists, which make/unmake reshuffle). */
static const char *const ORDER_FENS[] = {
    POLGAR_307,
    "r5kr/pp1R2pp/2n1Nb2/8/8/5Q2/qPP2PPP/4R1K1 w - -",          /* polgar-493 */
    "1R6/p1p1pB2/1r5Q/3p4/1PkbP1p1/K5P1/3PP3/1q6 w - -",          /* polgar-609 */
    "8/3Nr1b1/1Q5p/p2b2p1/P1k2n2/8/3K4/3N1q2 w - -",              /* polgar-629 */
    POLGAR_311, POLGAR_484,
};

START_TEST(order_same_whatever_the_options)
{
    static const struct { int refutations; bool all; } sets[] = {
        { 1, false }, { 2, false }, { 3, false }, { 1, true }, { 2, true },
    };
    const char *fen = ORDER_FENS[_i];
    char *text0;
    json_t *rec0 = record_with(fen, 1, false, &text0);
    for (size_t k = 1; k < sizeof sets / sizeof *sets; k++) {
        char *text;
        json_t *rec = record_with(fen, sets[k].refutations, sets[k].all, &text);
        char what[160];
        snprintf(what, sizeof what, "%s, --refutations %d%s", fen, sets[k].refutations,
                 sets[k].all ? " --all-defences" : "");
        assert_common_order(rec0, rec, what);
        assert_common_order(rec, rec0, what);
        /* Without --all-defences the key's part of the text is the same. */
        if (!sets[k].all) {
            const char *cut0 = strstr(text0, "\n\n1."), *cut = strstr(text, "\n\n1.");
            ck_assert_ptr_nonnull(cut0);
            ck_assert_ptr_nonnull(cut);
            const char *end0 = strstr(cut0 + 2, "\n\n"), *end = strstr(cut + 2, "\n\n");
            ck_assert_msg(end0 - cut0 == end - cut && memcmp(cut0, cut, (size_t)(end0 - cut0)) == 0,
                          "%s: the keys read otherwise:\n%.*s\n---\n%.*s", what,
                          (int)(end0 - cut0), cut0, (int)(end - cut), cut);
        }
        json_decref(rec);
        free(text);
    }
    json_decref(rec0);
    free(text0);
}
END_TEST

/* The order itself (solver/README.md "Order"), checked by hand on Polgar 307: moves by the
 * man that moves (K, Q, R, B, N, P), then its square and the square it goes to,
 * each alphabetically (a1, a2, ..., h8), then the promotion (Q, R, B, N). */
START_TEST(order_of_polgar_307)
{
    char *t = text_of(POLGAR_307, LANG_EN);
    ASSERT_HAS(t, "1.Kc3! (2.Qa7# 2.Qa8# 2.Qb3#)\n"
                  "   1...Ka2 2.Qb2#\n"
                  "   1...Ka4 2.Qb4#\n");
    const char *tries[] = { "1.Kc2? (2.Qb3#)\n   1...Ka2 2.Qa7# 2.Qa8# 2.Qb2#", "1.Kc4?", "1.Qb1?",
                            "1.Qb3+?", "1.Qb5?" };
    assert_in_order(t, tries, sizeof tries / sizeof *tries);
    free(t);
}
END_TEST

START_TEST(options_parsing)
{
    CliOptions o;
    char err[256];
    char *ops[8];
    char *a1[] = {"--json", "--refutations", "2", "x.fen", "--lang=de", "--all-defences"};
    ck_assert_int_eq(options_parse(6, a1, false, &o, ops, err, sizeof err), 1);
    ck_assert_str_eq(ops[0], "x.fen");
    ck_assert(o.json && o.solve.all_defences && !o.solve.keys_only);
    ck_assert_int_eq(o.solve.max_refutations, 2);
    ck_assert_int_eq(o.lang, LANG_DE);

    char *a2[] = {"-j", "4", "a.epd", "-", "--keys-only"};
    ck_assert_int_eq(options_parse(5, a2, true, &o, ops, err, sizeof err), 2);
    ck_assert_int_eq(o.jobs, 4);
    ck_assert(o.solve.keys_only);
    ck_assert_str_eq(ops[1], "-");

    char *a3[] = {"--frobnicate", "x.fen"};
    ck_assert_int_eq(options_parse(2, a3, false, &o, ops, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "--frobnicate"));
    char *a4[] = {"-j", "4", "x.fen"}; /* -j is for batch only */
    ck_assert_int_eq(options_parse(3, a4, false, &o, ops, err, sizeof err), -1);
    char *a5[] = {"--lang", "es", "x.fen"};
    ck_assert_int_eq(options_parse(3, a5, false, &o, ops, err, sizeof err), -1);
    char *a6[] = {"--refutations"};
    ck_assert_int_eq(options_parse(1, a6, false, &o, ops, err, sizeof err), -1);
    char *a7[] = {"--refutations", "0", "x.fen"};
    ck_assert_int_eq(options_parse(3, a7, false, &o, ops, err, sizeof err), -1);
}
END_TEST

/* Item 13: --max-time bounds the search (solver/README.md, "Decisions"); the record
 * and the report of a search that ended in time are whole, themes included,
 * however long they take. Here they are built with the time long over. */
START_TEST(max_time_bounds_the_search_only)
{
    Problem pb = test_problem("6kr/r4ppp/5q2/5NQ1/8/B7/5PPP/6K1 w - -; id \"polgar-880\"");
    SolveOptions so, late;
    solve_options_default(&so);
    Solution s;
    solve(&pb.pos, &so, &s);
    ck_assert_int_eq(s.status, ST_SOUND);
    late = so;
    late.max_time = 1e-9;
    json_t *whole = report_json_record(&pb, &s, &so, LANG_EN);
    json_t *timed = report_json_record(&pb, &s, &late, LANG_EN);
    ck_assert_str_eq(json_string_value(json_object_get(timed, "status")), "sound");
    /* checking-key, removed-mates, unprovided-checks, key-check, key-sacrifice */
    ck_assert_int_eq(json_array_size(json_object_get(timed, "themes")), 5);
    ck_assert(json_equal(whole, timed));
    char *a = report_text_string(&pb, &s, &so, LANG_EN);
    char *b = report_text_string(&pb, &s, &late, LANG_EN);
    ck_assert_ptr_nonnull(strstr(b, "Analysis"));
    ck_assert_str_eq(a, b);
    free(a);
    free(b);
    json_decref(whole);
    json_decref(timed);
    solution_free(&s);

    /* The search itself stops: with the time over before the first move. */
    solve(&pb.pos, &late, &s);
    ck_assert_int_eq(s.status, ST_TIMEOUT);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

Suite *report_suite(void)
{
    Suite *s = suite_create("report");
    TCase *san = tcase_create("san");
    tcase_add_test(san, san_ordinary_moves);
    tcase_add_test(san, san_captures);
    tcase_add_test(san, san_disambiguation);
    tcase_add_test(san, san_castling_ep_promotion);
    tcase_add_test(san, san_check_and_mate);
    tcase_add_test(san, san_languages);
    tcase_add_test(san, san_read_back);
    suite_add_tcase(s, san);
    TCase *json = tcase_create("json");
    tcase_add_test(json, json_sound_problem);
    tcase_add_test(json, json_set_play_and_all_defences);
    tcase_add_test(json, json_cooked_and_short);
    tcase_add_test(json, json_error_record);
    tcase_add_test(json, max_time_bounds_the_search_only);
    tcase_add_test(json, json_and_text_of_a_twin);
    tcase_add_test(json, json_text_as_jansson_writes_it);
    tcase_add_test(json, json_arena_records);
    suite_add_tcase(s, json);
    TCase *text = tcase_create("text");
    tcase_add_test(text, text_sound_problem);
    tcase_add_test(text, text_verdicts_and_set_play);
    tcase_add_test(text, text_promotions_one_mate);
    suite_add_tcase(s, text);
    TCase *lang = tcase_create("languages");
    tcase_add_test(lang, tr_whatever_the_locale);
    tcase_add_test(lang, text_in_three_languages);
    tcase_add_test(lang, analysis_labels_translated);
    tcase_add_test(lang, catalogues_complete);
    tcase_add_test(lang, tr_plurals_and_contexts);
    tcase_add_test(lang, twin_lines_in_three_languages);
    tcase_set_timeout(lang, 30);
    suite_add_tcase(s, lang);
    TCase *order = tcase_create("order");
    tcase_add_loop_test(order, order_same_whatever_the_options, 0, (int)(sizeof ORDER_FENS / sizeof *ORDER_FENS));
    tcase_add_test(order, order_of_polgar_307);
    suite_add_tcase(s, order);
    TCase *opts = tcase_create("options");
    tcase_add_test(opts, options_parsing);
    suite_add_tcase(s, opts);
    return s;
}
